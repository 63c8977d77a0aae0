import { splitLocale } from '../../../common/locales.js';
import type { PersonDetails } from '../accounts/person-details.entity.js';
import type { RegionRecord } from '../regions/region.loader.js';

/** A candidate as GraphQL shows it (locales as `ll_CC`, the region through its loader). */
export interface CandidateRecord extends PersonDetails {
  id: string;
  email: string;
  customerId: string | null;
  regionId: number;
  termsConfirmed: boolean;
  privacyPolicyConfirmed: boolean;
  emailConfirmed: boolean;
  createdDate: Date;
  version: number;
}

/** The REST shape: locales as `{ language, country }`, the region as `{ id, name }`. */
export function candidateToRest(c: CandidateRecord & { region: RegionRecord | null }) {
  return {
    ...c,
    preferredLocale: splitLocale(c.preferredLocale),
    fallbackLocale: splitLocale(c.fallbackLocale),
    region: c.region ? { id: c.region.id, name: c.region.name } : null,
  };
}
