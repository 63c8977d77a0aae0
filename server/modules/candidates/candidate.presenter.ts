import { splitLocale } from '../../../common/locales.js';
import { personFieldsOf } from '../accounts/person-details.js';
import type { PersonDetails } from '../accounts/person-details.entity.js';
import type { RegionRecord } from '../regions/region.loader.js';
import type { Candidate } from './candidate.entity.js';

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

export function presentCandidate(c: Candidate): CandidateRecord {
  return {
    id: c.id,
    email: c.email,
    customerId: c.customerId,
    ...personFieldsOf(c.person),
    regionId: c.region.id,
    termsConfirmed: c.termsConfirmed,
    privacyPolicyConfirmed: c.privacyPolicyConfirmed,
    emailConfirmed: c.emailConfirmed,
    createdDate: c.createdDate,
    version: c.version,
  };
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
