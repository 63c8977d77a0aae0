import { splitLocale } from '../../../common/locales.js';
import type { RegionRecord } from '../regions/region.loader.js';
import type { Candidate } from './candidate.entity.js';

/** A candidate as GraphQL shows it (locales as `ll_CC`, the region through its loader). */
export interface CandidateRecord {
  id: string;
  email: string;
  customerId: string | null;
  companyName: string | null;
  name: string | null;
  surname: string | null;
  phoneNo: string | null;
  preferredLocale: string;
  fallbackLocale: string;
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
    companyName: c.companyName,
    name: c.name,
    surname: c.surname,
    phoneNo: c.phoneNo,
    preferredLocale: c.preferredLocale,
    fallbackLocale: c.fallbackLocale,
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
