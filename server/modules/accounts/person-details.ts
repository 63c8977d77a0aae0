import type { Locale } from '../../../common/locales.js';
import type { PersonDetails as PersonDetailsData } from '../../../common/person.js';
import { effectiveFallback } from '../../../common/validation/locale-rule.js';
import type { PersonDetails } from './person-details.entity.js';

/** A blank text is stored as null. */
export const blankToNull = (value: string | null | undefined): string | null => (value ? value : null);

/**
 * The person's details as stored: blanks as null, the fallback locale by the rule (the preferred
 * one for en_GB and de_DE). The customer id is not among them: users cannot change their own.
 */
export function personDetails(data: PersonDetailsData): PersonDetails {
  const preferredLocale = data.preferredLocale as Locale;
  return {
    name: blankToNull(data.name),
    surname: blankToNull(data.surname),
    companyName: blankToNull(data.companyName),
    phoneNo: blankToNull(data.phoneNo),
    preferredLocale,
    fallbackLocale: effectiveFallback(preferredLocale, data.fallbackLocale as Locale | null | undefined),
  };
}

/** The person fields as every record shows them: a plain copy, never the embeddable itself. */
export function personFieldsOf(person: PersonDetails): PersonDetails {
  const { name, surname, companyName, phoneNo, preferredLocale, fallbackLocale } = person;
  return { name, surname, companyName, phoneNo, preferredLocale, fallbackLocale };
}

/**
 * The person fields as the read path's SQL builds them: `json_build_object` arguments over the
 * row `alias` of account or candidate (the embeddable's columns); `locale` shapes the two locale
 * columns (REST's `{ language, country }` or "ll_CC" as stored).
 */
export function personJsonFields(alias: string, locale: (column: string) => string = (column) => column): string {
  return `'name', ${alias}.name, 'surname', ${alias}.surname, 'companyName', ${alias}.company_name, 'phoneNo', ${alias}.phone_no,
    'preferredLocale', ${locale(`${alias}.preferred_locale`)}, 'fallbackLocale', ${locale(`${alias}.fallback_locale`)}`;
}
