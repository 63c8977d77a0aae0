import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { notFound } from '../../platform/errors.js';
import { regionWhere, type RegionScope } from '../regions/region.policy.js';
import { Candidate } from './candidate.entity.js';

/**
 * Candidates are seen and changed by the LOCAL_ADMIN of the candidate's region and by ADMIN.
 * One outside the caller's regions is 404, exactly as one that does not exist.
 */
export function candidateWhere(scope: RegionScope): Record<string, unknown> {
  return regionWhere(scope);
}

export async function loadScopedCandidate(
  em: EntityManager,
  scope: RegionScope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<Candidate> {
  const candidate = await em.findOne(
    Candidate,
    { id, ...candidateWhere(scope) },
    options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
  );
  if (!candidate) throw notFound();
  return candidate;
}
