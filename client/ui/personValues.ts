import { isLocale, type Locale } from '../../common/locales.js';
import type { PersonDetails } from '../../common/person.js';
import { isFallbackExempt } from '../../common/validation/locale-rule.js';

/** The person fields of a form (an own account, an account an admin edits, a registration), as typed. */
export interface PersonValues {
  name: string;
  surname: string;
  companyName: string;
  phoneNo: string;
  preferredLocale: Locale;
  fallbackLocale: Locale;
}

/** The person fields as sent and as the shared schemas check them. */
export interface PersonInput {
  name: string | null;
  surname: string | null;
  companyName: string | null;
  phoneNo: string | null;
  preferredLocale: Locale;
  fallbackLocale: Locale;
}

/** The translation keys of the labels: each screen keeps its own texts. */
export interface PersonFieldLabels {
  name: string;
  surname: string;
  companyName: string;
  phoneNo: string;
  preferredLocale: string;
  fallbackLocale: string;
  /** A hint under the fallback select, where the screen has one. */
  fallbackHint?: string;
}

export const ACCOUNT_PERSON_LABELS: PersonFieldLabels = {
  name: 'ACCOUNT_NAME',
  surname: 'ACCOUNT_SURNAME',
  companyName: 'ACCOUNT_COMPANY',
  phoneNo: 'ACCOUNT_PHONE',
  preferredLocale: 'ACCOUNT_PREFERRED_LOCALE',
  fallbackLocale: 'ACCOUNT_FALLBACK_LOCALE',
  fallbackHint: 'ACCOUNT_FALLBACK_LOCALE_HINT',
};

/** The back office's dialogs (users, local admins, admins). */
export const BACK_OFFICE_PERSON_LABELS: PersonFieldLabels = {
  name: 'LOCAL_ADMIN_NAME',
  surname: 'LOCAL_ADMIN_SURNAME',
  companyName: 'LOCAL_ADMIN_COMPANY',
  phoneNo: 'LOCAL_ADMIN_PHONE',
  preferredLocale: 'LOCAL_ADMIN_PREFERRED_LOCALE',
  fallbackLocale: 'LOCAL_ADMIN_FALLBACK_LOCALE',
};

export const CANDIDATE_PERSON_LABELS: PersonFieldLabels = {
  name: 'CANDIDATE_NAME',
  surname: 'CANDIDATE_SURNAME',
  companyName: 'CANDIDATE_COMPANY',
  phoneNo: 'CANDIDATE_PHONE',
  preferredLocale: 'CANDIDATE_PREFERRED_LOCALE',
  fallbackLocale: 'CANDIDATE_FALLBACK_LOCALE',
  fallbackHint: 'CANDIDATE_FALLBACK_LOCALE_HINT',
};

/** A blank text is sent as null, any other trimmed. */
export const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * The starting values: the stored person's, texts blank where none is stored, and the given
 * locales where none (or an unknown one) is stored.
 */
export function personInitialValues(
  stored: PersonDetails | null | undefined,
  defaults: { preferredLocale: Locale; fallbackLocale: Locale },
): PersonValues {
  return {
    name: stored?.name ?? '',
    surname: stored?.surname ?? '',
    companyName: stored?.companyName ?? '',
    phoneNo: stored?.phoneNo ?? '',
    preferredLocale: isLocale(stored?.preferredLocale) ? stored.preferredLocale : defaults.preferredLocale,
    fallbackLocale: isLocale(stored?.fallbackLocale) ? stored.fallbackLocale : defaults.fallbackLocale,
  };
}

/** What is sent: trimmed texts (blank → null), the fallback copied from an exempt preferred locale (the shared locale rule). */
export function personInput(values: PersonValues): PersonInput {
  return {
    name: blankToNull(values.name),
    surname: blankToNull(values.surname),
    companyName: blankToNull(values.companyName),
    phoneNo: blankToNull(values.phoneNo),
    preferredLocale: values.preferredLocale,
    fallbackLocale: isFallbackExempt(values.preferredLocale) ? values.preferredLocale : values.fallbackLocale,
  };
}
