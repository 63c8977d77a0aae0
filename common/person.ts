/**
 * What every record or form of a person (an account or a candidate) holds about the person: the
 * back office shows it (client/ui/customerDetails.ts), the services store it
 * (server/modules/accounts/person-details.ts).
 */
export interface PersonDetails {
  name?: string | null;
  surname?: string | null;
  companyName?: string | null;
  phoneNo?: string | null;
  preferredLocale: string;
  fallbackLocale?: string | null;
}
