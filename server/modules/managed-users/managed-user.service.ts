import { randomBytes } from 'node:crypto';
import { OptimisticLockError, type RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import {
  LOCAL_ADMIN_DEFAULT_PAGE_SIZE,
  localAdminPageSchema,
  managedUserCreateSchema,
  managedUserUpdateSchema,
} from '../../../common/validation/index.js';
import { VALIDATION_KEYS as K } from '../../../common/validation/messages.js';
import { strictObject, uuid } from '../../../common/validation/fields.js';
import { recordAudit } from '../../platform/audit.js';
import { revocationInstant } from '../../platform/auth/tokens.js';
import { memo, type Ctx } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { readRows } from '../../platform/read-sql.js';
import { validate } from '../../platform/validation.js';
import { Account, PdfUserInfo } from '../accounts/account.entity.js';
import { OneTimeToken } from '../accounts/one-time-token.entity.js';
import { hashPassword } from '../auth/password.js';
import { Region } from '../regions/region.entity.js';
import { assertManagesRegion, requireRegionScope, type RegionScope } from '../regions/region.policy.js';
import { issueSetPasswordToken, sendSetPasswordMail } from '../accounts/account-mail.js';
import { managedUserErrors } from './managed-user.errors.js';
import { readManagedUserPage, type ManagedUserRestPage } from './managed-user.reads.js';
import { loadManagedUser } from './managed-user.policy.js';
import { blankToNull, personDetails } from '../accounts/person-details.js';

const idSchema = strictObject({ id: uuid().required(K.REQUIRED) });

/**
 * Refuses every token issued so far. A token's issue second is never before the previous
 * `tokensValidAfter` (tokens.ts), so the new instant must be later than that one too.
 */
export function revokeTokens(account: Account): void {
  account.tokensValidAfter = new Date(
    Math.max(revocationInstant().getTime(), account.tokensValidAfter.getTime() + 1000),
  );
}
export async function managedUserId(value: unknown): Promise<string> {
  return (await validate(idSchema, { id: value })).id;
}

/** The list's query, validated; the caller's scope. */
async function pageQueryOf(ctx: Ctx, input: unknown) {
  const scope = requireRegionScope(ctx);
  const query = await validate(localAdminPageSchema, input);
  return {
    scope,
    pageNo: query.pageNo ?? 0,
    pageSize: query.pageSize ?? LOCAL_ADMIN_DEFAULT_PAGE_SIZE,
    term: (query.search ?? '').trim(),
  };
}

/**
 * The users of the caller's regions, by surname, name, as the spec's records; `search` is a
 * case-insensitive substring of name, surname, company or e-mail (pg_trgm index). The read
 * path: one statement (managed-user.reads.ts), the scope in its SQL.
 */
export async function userPage(ctx: Ctx, input: unknown): Promise<ManagedUserRestPage> {
  const { scope, ...query } = await pageQueryOf(ctx, input);
  return readManagedUserPage(ctx.deps, { ...query, regionIds: scope.all ? null : scope.regionIds });
}

export async function getManagedUser(ctx: Ctx, rawId: unknown): Promise<Account> {
  const scope = requireRegionScope(ctx);
  return loadManagedUser(ctx.em, scope, await managedUserId(rawId));
}

/** A region of the caller's scope that exists (403 outside the scope, 404 when unknown). */
async function managedRegion(ctx: Ctx, scope: RegionScope, regionId: number): Promise<Region> {
  assertManagesRegion(scope, regionId);
  const region = await ctx.em.findOne(Region, regionId);
  if (!region) throw notFound();
  return region;
}

/** Programs per owner, batched: the delete dialog says how many programs go with the user. */
export function programCountLoader(ctx: Ctx): DataLoader<string, number> {
  return memo(
    ctx,
    'managedUsers.programCount',
    () =>
      new DataLoader<string, number>(async (ids) => {
        // The read path (no EntityManager): asked for by the users list's GraphQL query.
        const rows = await readRows<{ owner_id: string; n: number }>(
          ctx.deps,
          'managedUsers.programCount',
          'select owner_id, count(*)::int as n from skin_care_program where owner_id = any(?::uuid[]) group by owner_id',
          [ids],
        );
        const byOwner = new Map(rows.map((r) => [r.owner_id, r.n]));
        return ids.map((id) => byOwner.get(id) ?? 0);
      }),
  );
}

/** A new APP_USER in one of the caller's regions; the user chooses a password by e-mail. */
export async function createUser(ctx: Ctx, input: unknown): Promise<Account> {
  const scope = requireRegionScope(ctx);
  const data = await validate(managedUserCreateSchema, input);
  // Required by the create schema; the shared type allows its absence for the edit dialog.
  const email = (data.email ?? '').toLowerCase();
  const region = await managedRegion(ctx, scope, data.regionId);
  await recordAudit(ctx.em, scope.user.email, 'ADMIN_CREATE_NEW_USER', email);
  const account = await createInvitedAccount(
    ctx,
    {
      email,
      customerId: blankToNull(data.customerId),
      person: personDetails(data),
      enabled: data.enabled,
      credentialsNonExpired: data.credentialsNonExpired,
      roles: ['APP_USER'],
    },
    (em, created) => {
      created.region = em.getReference(Region, region.id);
    },
  );
  await recordAudit(ctx.em, scope.user.email, 'ADMIN_CREATE_NEW_USER_SUCCESS', email);
  return getManagedUser(ctx, account.id);
}

/**
 * A new account that chooses its own password: a random one it never learns, and a set-password
 * link (72 hours) by e-mail. A taken address is 409, also when two admins create it at once (the
 * unique index decides). `relate` adds what the account needs, in the same transaction.
 */
export async function createInvitedAccount(
  ctx: Ctx,
  fields: Omit<RequiredEntityData<Account>, 'passwordHash'>,
  relate: (em: EntityManager, account: Account) => void | Promise<void>,
): Promise<Account> {
  if (await ctx.em.count(Account, { email: fields.email })) throw managedUserErrors.emailTaken();
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const { account, token } = await ctx.em.transactional(async (em) => {
    const created = em.create(Account, { ...fields, passwordHash });
    await relate(em, created);
    const issued = issueSetPasswordToken(em, created.id);
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof Error && /account_email_unique/.test(error.message)) throw managedUserErrors.emailTaken();
      throw error;
    }
    return { account: created, token: issued };
  });
  await sendSetPasswordMail(ctx, account, token);
  return account;
}

/**
 * The edit dialog. A stale version is 409; moving the user to a region the caller does not
 * administer is 403; disabling revokes the user's tokens at once.
 */
export async function updateUser(ctx: Ctx, input: unknown): Promise<Account> {
  const scope = requireRegionScope(ctx);
  const data = await validate(managedUserUpdateSchema, input);
  const account = await loadManagedUser(ctx.em, scope, data.id);
  const region = await managedRegion(ctx, scope, data.regionId);
  await recordAudit(ctx.em, scope.user.email, 'ADMIN_UPDATE_USER_DATA', account.email);
  const stale = (v: number | null | undefined) => v !== null && v !== undefined && v !== account.version;
  if (stale(data.version) || stale(data.baseVersion)) throw conflict();
  account.customerId = blankToNull(data.customerId);
  Object.assign(account.person, personDetails(data));
  account.region = region;
  if (account.enabled && !data.enabled) revokeTokens(account);
  account.enabled = data.enabled;
  try {
    await ctx.em.flush();
  } catch (error) {
    if (error instanceof OptimisticLockError) throw conflict();
    throw error;
  }
  ctx.deps.accounts.invalidate(account.email);
  await recordAudit(ctx.em, scope.user.email, 'ADMIN_UPDATE_USER_DATA_SUCCESS', account.email);
  return account;
}

/**
 * Forces a password change: tokens issued so far are refused, and the next login's token
 * carries mustResetPassword, which sends the user to the forced-change page.
 */
export async function forcePasswordChange(ctx: Ctx, input: unknown): Promise<boolean> {
  const scope = requireRegionScope(ctx);
  const { id } = await validate(idSchema, input);
  const account = await loadManagedUser(ctx.em, scope, id);
  account.credentialsNonExpired = false;
  revokeTokens(account);
  await ctx.em.flush();
  ctx.deps.accounts.invalidate(account.email);
  return true;
}

/** Deletes the user with their programs, PDFs and tokens in one transaction; the audit stays. */
export async function deleteUser(ctx: Ctx, rawId: unknown): Promise<boolean> {
  const scope = requireRegionScope(ctx);
  const id = await managedUserId(rawId);
  const account = await loadManagedUser(ctx.em, scope, id);
  const programs = await programCountLoader(ctx).load(id);
  await recordAudit(ctx.em, scope.user.email, 'ADMIN_DELETE_USER_DATA', `${account.email} (${programs} programs)`);
  const pdfInfoId = account.pdfUserInfo?.id;
  await ctx.em.transactional(async (em) => {
    await em.nativeDelete(OneTimeToken, { subjectId: id });
    // Programs, their lines and PDFs go by the foreign keys' cascade.
    await em.nativeDelete(Account, { id });
    if (pdfInfoId) await em.nativeDelete(PdfUserInfo, { id: pdfInfoId });
  });
  ctx.deps.accounts.invalidate(account.email);
  return true;
}
