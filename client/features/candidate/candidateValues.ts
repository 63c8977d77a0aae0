import { isFallbackExempt } from '../../../common/validation/locale-rule.js';
import { DEFAULT_LOCALE, isLocale, toSupportedLocale } from '../../../common/locales.js';
import type { CandidateRegistrationInput } from '../../graphql/candidateRegistration.js';
import { blankToNull, personInitialValues, personInput, type PersonValues } from '../../ui/personValues.js';

/** The registration form's values; the region is the select's key (a string) until sent. */
export interface CandidateValues extends PersonValues {
  email: string;
  customerId: string;
  regionId: string;
  termsConfirmed: boolean;
  privacyPolicyConfirmed: boolean;
}

/** Spec section 5: the preferred locale starts from the browser language, the fallback at en_GB. */
export function candidateInitialValues(browserLanguage: string | undefined): CandidateValues {
  const preferred = toSupportedLocale(browserLanguage);
  return {
    email: '',
    customerId: '',
    ...personInitialValues(null, {
      preferredLocale: preferred,
      fallbackLocale: isFallbackExempt(preferred) ? preferred : DEFAULT_LOCALE,
    }),
    regionId: '',
    termsConfirmed: false,
    privacyPolicyConfirmed: false,
  };
}

/** What is sent (and validated): trimmed texts, the region as a number, an exempt fallback copied. */
export function candidateToInput(values: CandidateValues): CandidateRegistrationInput {
  const preferred = isLocale(values.preferredLocale) ? values.preferredLocale : DEFAULT_LOCALE;
  const region = Number.parseInt(values.regionId, 10);
  return {
    email: values.email.trim(),
    customerId: blankToNull(values.customerId),
    ...personInput({ ...values, preferredLocale: preferred }),
    // NaN would pass as a number to yup's typeError; 0 fails serialId's minimum instead.
    regionId: Number.isFinite(region) ? region : (undefined as unknown as number),
    termsConfirmed: values.termsConfirmed,
    privacyPolicyConfirmed: values.privacyPolicyConfirmed,
  };
}
