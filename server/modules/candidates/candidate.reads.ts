import type { Deps } from '../../platform/context.js';
import { readPersonPage, type PersonList, type PersonPageQuery } from '../../platform/person-page-sql.js';
import { isoSql } from '../../platform/read-sql.js';
import type { PageCount } from '../../platform/substring-search.js';
import { personJsonFields } from '../accounts/person-details.js';
import { REGION_JSON } from '../regions/region.reads.js';
import type { RegionRecord } from '../regions/region.loader.js';
import type { CandidateRecord } from './candidate.presenter.js';

/**
 * The read path of the local admin's candidates list: records built by PostgreSQL with their
 * region, the count in the same statement (person-page-sql.ts). The scope is candidateWhere's
 * (candidate.policy.ts), as SQL: the caller's regions (ADMIN: all).
 * tests/server/local-admin/people-reads.property.test.ts checks it against a model of the rule.
 */
const CANDIDATES: PersonList = {
  name: 'candidates',
  table: 'candidate',
  scope: (region) => (region === null ? 'true' : `a.region_id = any(${region})`),
  item: `json_build_object('id', p.id, 'email', p.email, 'customerId', p.customer_id, ${personJsonFields('p')},
    'regionId', p.region_id, 'termsConfirmed', p.terms_confirmed, 'privacyPolicyConfirmed', p.privacy_policy_confirmed,
    'emailConfirmed', p.email_confirmed, 'createdDate', ${isoSql('p.created_date')}, 'version', p.version, 'region', ${REGION_JSON})`,
  joins: 'left join region r on r.id = p.region_id',
};

/** A candidate with its region (known: the region field and REST's region need no query). */
export type CandidateWithRegion = CandidateRecord & { region: RegionRecord | null };

export interface CandidateReadPage extends PageCount {
  candidates: CandidateWithRegion[];
}

/** One page of the candidates of the caller's regions (null: every region). */
export async function readCandidatePage(
  deps: Pick<Deps, 'orm' | 'config'>,
  query: PersonPageQuery,
): Promise<CandidateReadPage> {
  const { items, ...count } = await readPersonPage<Omit<CandidateWithRegion, 'createdDate'> & { createdDate: string }>(
    deps,
    CANDIDATES,
    query,
  );
  return { candidates: items.map((c) => ({ ...c, createdDate: new Date(c.createdDate) })), ...count };
}
