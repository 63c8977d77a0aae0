import { isFallbackExempt } from '../../../common/validation/locale-rule.js';
import { DEFAULT_LOCALE, isLocale, toSupportedLocale, type Locale } from '../../../common/locales.js';
import type { CandidateRegistrationInput } from '../../graphql/graphql.js';

/** The registration form's values; the region is the select's key (a string) until sent. */
export interface CandidateValues {
  email: string;
  customerId: string;
  companyName: string;
  name: string;
  surname: string;
  phoneNo: string;
  regionId: string;
  preferredLocale: Locale;
  fallbackLocale: Locale;
  termsConfirmed: boolean;
  privacyPolicyConfirmed: boolean;
}

/** Spec section 5: the preferred locale starts from the browser language, the fallback at en_GB. */
export function candidateInitialValues(browserLanguage: string | undefined): CandidateValues {
  const preferred = toSupportedLocale(browserLanguage);
  return {
    email: '',
    customerId: '',
    companyName: '',
    name: '',
    surname: '',
    phoneNo: '',
    regionId: '',
    preferredLocale: preferred,
    fallbackLocale: isFallbackExempt(preferred) ? preferred : DEFAULT_LOCALE,
    termsConfirmed: false,
    privacyPolicyConfirmed: false,
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** What is sent (and validated): trimmed texts, the region as a number, an exempt fallback copied. */
export function candidateToInput(values: CandidateValues): CandidateRegistrationInput {
  const preferred = isLocale(values.preferredLocale) ? values.preferredLocale : DEFAULT_LOCALE;
  const region = Number.parseInt(values.regionId, 10);
  return {
    email: values.email.trim(),
    customerId: blankToNull(values.customerId),
    companyName: blankToNull(values.companyName),
    name: blankToNull(values.name),
    surname: blankToNull(values.surname),
    phoneNo: blankToNull(values.phoneNo),
    // NaN would pass as a number to yup's typeError; 0 fails serialId's minimum instead.
    regionId: Number.isFinite(region) ? region : (undefined as unknown as number),
    preferredLocale: preferred,
    fallbackLocale: isFallbackExempt(preferred) ? preferred : values.fallbackLocale,
    termsConfirmed: values.termsConfirmed,
    privacyPolicyConfirmed: values.privacyPolicyConfirmed,
  };
}
