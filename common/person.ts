/**
 * What every record or form of a person (an account or a candidate) holds about the person: the
 * back office shows it (client/ui/customerDetailRows.ts), the services store it (the PersonDetails
 * embeddable, server/modules/accounts/person-details.entity.ts), common/validation/person.ts
 * checks it.
 */
export interface PersonDetails {
  name?: string | null;
  surname?: string | null;
  companyName?: string | null;
  phoneNo?: string | null;
  preferredLocale: string;
  fallbackLocale?: string | null;
}

/** The person fields by name, in the forms' order. */
export const PERSON_FIELDS = [
  'name',
  'surname',
  'companyName',
  'phoneNo',
  'preferredLocale',
  'fallbackLocale',
] as const satisfies readonly (keyof PersonDetails)[];
