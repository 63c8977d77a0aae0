import { LockMode, OptimisticLockError } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ADMIN_ACCOUNTS_DEFAULT_PAGE_SIZE,
  adminCreateSchema,
  adminUpdateSchema,
  localAdminCreateSchema,
  localAdminPageSchema,
  localAdminUpdateSchema,
  strictObject,
  uuid,
} from '../../../common/validation/index.js';
import { VALIDATION_KEYS as K } from '../../../common/validation/messages.js';
import { recordAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import { conflict, invalid } from '../../platform/errors.js';
import { validate } from '../../platform/validation.js';
import { Account, PdfUserInfo } from '../accounts/account.entity.js';
import { OneTimeToken } from '../accounts/one-time-token.entity.js';
import { createInvitedAccount, revokeTokens } from '../managed-users/managed-user.service.js';
import { Region } from '../regions/region.entity.js';
import { adminAccountErrors } from './admin-account.errors.js';
import { readAdminAccountPage, type AdminAccountReadPage } from './admin-account.reads.js';
import { requireAdmin } from '../../platform/auth/guard.js';
import { loadAdminAccount, type AdminKind } from './admin-account.policy.js';
import { blankToNull, personDetails } from '../accounts/person-details.js';

const idSchema = strictObject({ id: uuid().required(K.REQUIRED) });
/** The local-admin fields (absent from the admin schemas). */
const localOf = (data: object) => data as { regionIds?: number[] | null; translationLocales?: string[] | null };
const schemas = {
  LOCAL_ADMIN: { create: localAdminCreateSchema, update: localAdminUpdateSchema },
  ADMIN: { create: adminCreateSchema, update: adminUpdateSchema },
};

async function pageQueryOf(ctx: Ctx, input: unknown) {
  requireAdmin(ctx);
  const query = await validate(localAdminPageSchema, input);
  return {
    pageNo: query.pageNo ?? 0,
    pageSize: query.pageSize ?? ADMIN_ACCOUNTS_DEFAULT_PAGE_SIZE,
    term: (query.search ?? '').trim(),
  };
}

/**
 * One page of local admins or admins by surname, name; `search` is a substring of name, surname,
 * company or e-mail. The read path: records (PDF data, a local admin's regions) and the total in
 * one statement (admin-account.reads.ts).
 */
export async function accountPage(ctx: Ctx, kind: AdminKind, input: unknown): Promise<AdminAccountReadPage> {
  const { pageNo, pageSize, term } = await pageQueryOf(ctx, input);
  return readAdminAccountPage(ctx.deps, kind, pageNo, pageSize, term);
}

export async function getAdminAccount(ctx: Ctx, kind: AdminKind, rawId: unknown): Promise<Account> {
  requireAdmin(ctx);
  const { id } = await validate(idSchema, { id: rawId });
  return loadAdminAccount(ctx.em, kind, id);
}

/** The regions named, all existing (400 naming the first unknown one). */
async function regionsOf(em: EntityManager, ids: readonly number[]): Promise<Region[]> {
  const unique = [...new Set(ids)];
  const found = unique.length === 0 ? [] : await em.find(Region, { id: { $in: unique } });
  const known = new Set(found.map((r) => r.id));
  const unknown = ids.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw invalid([{ translationKey: K.INVALID_ID, param: `regionIds[${unknown}]` }]);
  return found;
}

/** A new local admin or admin; the account holder chooses a password through the e-mailed link. */
export async function createAccount(ctx: Ctx, kind: AdminKind, input: unknown): Promise<Account> {
  const caller = requireAdmin(ctx);
  const data = await validate(schemas[kind].create, input);
  const email = (data.email ?? '').toLowerCase();
  const account = await createInvitedAccount(
    ctx,
    {
      email,
      customerId: blankToNull(data.customerId),
      person: personDetails(data),
      enabled: data.enabled,
      credentialsNonExpired: data.credentialsNonExpired ?? true,
      roles: [kind],
      translationLocales: kind === 'LOCAL_ADMIN' ? [...new Set(localOf(data).translationLocales ?? [])] : [],
    },
    async (em, created) => {
      const regions = kind === 'LOCAL_ADMIN' ? await regionsOf(em, localOf(data).regionIds ?? []) : [];
      for (const region of regions) created.adminRegions.add(em.getReference(Region, region.id));
    },
  );
  await recordAudit(ctx.em, caller.email, 'CREATE_ADMIN', `${kind} ${email}`);
  return getAdminAccount(ctx, kind, account.id);
}

/** Enabled admins other than `id`, locked so that two admins cannot disable each other at once. */
async function otherEnabledAdmins(em: EntityManager, id: string): Promise<number> {
  const rows = await em
    .createQueryBuilder(Account)
    .select('id')
    .where({ roles: { $contains: ['ADMIN'] }, enabled: true, id: { $ne: id } })
    .setLockMode(LockMode.PESSIMISTIC_WRITE)
    .execute('all');
  return rows.length;
}

/**
 * The edit dialog. A stale version is 409; disabling revokes the account's tokens at once; the
 * last enabled admin cannot be disabled, nor anybody disable themselves.
 */
export async function updateAccount(ctx: Ctx, kind: AdminKind, input: unknown): Promise<Account> {
  const caller = requireAdmin(ctx);
  const data = await validate(schemas[kind].update, input);
  const account = await loadAdminAccount(ctx.em, kind, data.id!);
  const stale = (v: number | null | undefined) => v !== null && v !== undefined && v !== account.version;
  if (stale(data.version) || stale(data.baseVersion)) throw conflict();
  const disabling = account.enabled && !data.enabled;
  if (disabling && account.id === caller.accountId) throw adminAccountErrors.self();
  // Lists left out (GraphQL null) keep what the account has.
  const { regionIds, translationLocales } = localOf(data);
  const regions = kind === 'LOCAL_ADMIN' && regionIds ? await regionsOf(ctx.em, regionIds) : null;
  await recordAudit(ctx.em, caller.email, 'ADMIN_UPDATE_USER_DATA', account.email);
  await ctx.em.transactional(async (em) => {
    if (disabling && kind === 'ADMIN' && (await otherEnabledAdmins(em, account.id)) === 0)
      throw adminAccountErrors.lastAdmin();
    account.customerId = blankToNull(data.customerId);
    Object.assign(account.person, personDetails(data));
    if (disabling) revokeTokens(account);
    account.enabled = data.enabled;
    if (kind === 'LOCAL_ADMIN') {
      if (regions) account.adminRegions.set(regions.map((r) => em.getReference(Region, r.id)));
      if (translationLocales) account.translationLocales = [...new Set(translationLocales)];
    }
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof OptimisticLockError) throw conflict();
      throw error;
    }
  });
  ctx.deps.accounts.invalidate(account.email);
  await recordAudit(ctx.em, caller.email, 'ADMIN_UPDATE_USER_DATA_SUCCESS', account.email);
  return account;
}

/** Local admins only: tokens so far are refused and the next login must change the password. */
export async function forcePasswordChange(ctx: Ctx, input: unknown): Promise<boolean> {
  requireAdmin(ctx);
  const { id } = await validate(idSchema, input);
  const account = await loadAdminAccount(ctx.em, 'LOCAL_ADMIN', id);
  account.credentialsNonExpired = false;
  revokeTokens(account);
  await ctx.em.flush();
  ctx.deps.accounts.invalidate(account.email);
  return true;
}

/** Deletes the account (its programs, PDFs and tokens go with it); never oneself or the last admin. */
export async function deleteAccount(ctx: Ctx, kind: AdminKind, rawId: unknown): Promise<boolean> {
  const caller = requireAdmin(ctx);
  const { id } = await validate(idSchema, { id: rawId });
  const account = await loadAdminAccount(ctx.em, kind, id);
  if (account.id === caller.accountId) throw adminAccountErrors.self();
  const pdfInfoId = account.pdfUserInfo?.id;
  await ctx.em.transactional(async (em) => {
    if (kind === 'ADMIN' && account.enabled && (await otherEnabledAdmins(em, id)) === 0)
      throw adminAccountErrors.lastAdmin();
    await em.nativeDelete(OneTimeToken, { subjectId: id });
    await em.nativeDelete(Account, { id });
    if (pdfInfoId) await em.nativeDelete(PdfUserInfo, { id: pdfInfoId });
  });
  ctx.deps.accounts.invalidate(account.email);
  await recordAudit(ctx.em, caller.email, 'ADMIN_DELETE_USER_DATA', `${kind} ${account.email}`);
  return true;
}
