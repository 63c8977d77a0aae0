import { randomBytes } from 'node:crypto';
import {
  LOCAL_ADMIN_DEFAULT_PAGE_SIZE,
  localAdminPageSchema,
  registerCandidateSchema,
} from '../../../common/validation/index.js';
import { VALIDATION_KEYS as K } from '../../../common/validation/messages.js';
import { strictObject, uuid } from '../../../common/validation/fields.js';
import { recordAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import { conflict } from '../../platform/errors.js';
import { validate } from '../../platform/validation.js';
import { Account } from '../accounts/account.entity.js';
import { OneTimeToken } from '../accounts/one-time-token.entity.js';
import { personFieldsOf } from '../accounts/person-details.js';
import { hashPassword } from '../auth/password.js';
import { issueSetPasswordToken, sendSetPasswordMail } from '../accounts/account-mail.js';
import { managedUserErrors } from '../managed-users/managed-user.errors.js';
import { getManagedUser } from '../managed-users/managed-user.service.js';
import { requireRegionScope } from '../regions/region.policy.js';
import { Candidate } from './candidate.entity.js';
import { candidateErrors } from './candidate.errors.js';
import { loadScopedCandidate } from './candidate.policy.js';
import { readCandidatePage, type CandidateReadPage } from './candidate.reads.js';

const idSchema = strictObject({ id: uuid().required(K.REQUIRED) });

/**
 * The candidates of the caller's regions, by surname, name, each with its region; `search` is a
 * case-insensitive substring of name, surname, company or e-mail. The read path: one statement
 * (candidate.reads.ts), the scope in its SQL.
 */
export async function candidatePage(ctx: Ctx, input: unknown): Promise<CandidateReadPage> {
  const scope = requireRegionScope(ctx);
  const query = await validate(localAdminPageSchema, input);
  return readCandidatePage(ctx.deps, {
    pageNo: query.pageNo ?? 0,
    pageSize: query.pageSize ?? LOCAL_ADMIN_DEFAULT_PAGE_SIZE,
    term: (query.search ?? '').trim(),
    regionIds: scope.all ? null : scope.regionIds,
  });
}

export async function candidateId(value: unknown): Promise<string> {
  return (await validate(idSchema, { id: value })).id;
}

/**
 * A confirmed candidate becomes an APP_USER of the candidate's region, gets a set-password
 * e-mail in their language (72-hour link) and disappears from the list, in one transaction.
 */
export async function registerAsUser(ctx: Ctx, input: unknown): Promise<Account> {
  const scope = requireRegionScope(ctx);
  const data = await validate(registerCandidateSchema, input);
  const found = await loadScopedCandidate(ctx.em, scope, data.kokoCandidateId);
  await recordAudit(ctx.em, scope.user.email, 'ADMIN_REGISTER_CANDIDATE', found.email);
  // Unusable until the user chooses a password through the e-mailed link.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const { account, token } = await ctx.em.transactional(async (em) => {
    const candidate = await loadScopedCandidate(em, scope, data.kokoCandidateId, { lock: true });
    if (candidate.version !== data.version) throw conflict();
    if (!candidate.emailConfirmed) throw candidateErrors.emailNotConfirmed();
    if (await em.count(Account, { email: candidate.email.toLowerCase() })) throw managedUserErrors.emailTaken();
    const created = em.create(Account, {
      email: candidate.email.toLowerCase(),
      passwordHash,
      customerId: data.customerId ? data.customerId : candidate.customerId,
      person: personFieldsOf(candidate.person),
      roles: ['APP_USER'],
      region: candidate.region,
    });
    const issued = issueSetPasswordToken(em, created.id);
    await em.nativeDelete(OneTimeToken, { subjectId: candidate.id });
    em.remove(candidate);
    await em.flush();
    return { account: created, token: issued };
  });
  await sendSetPasswordMail(ctx, account, token);
  await recordAudit(ctx.em, scope.user.email, 'ADMIN_REGISTER_CANDIDATE_SUCCESS', account.email);
  return getManagedUser(ctx, account.id);
}

/** Deletes a candidate of the caller's regions (another region's: 404). */
export async function deleteCandidate(ctx: Ctx, rawId: unknown): Promise<boolean> {
  const scope = requireRegionScope(ctx);
  const id = await candidateId(rawId);
  const candidate = await loadScopedCandidate(ctx.em, scope, id);
  await recordAudit(ctx.em, scope.user.email, 'ADMIN_DELETE_CANDIDATE', candidate.email);
  await ctx.em.transactional(async (em) => {
    await em.nativeDelete(OneTimeToken, { subjectId: id });
    await em.nativeDelete(Candidate, { id });
  });
  return true;
}
