import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { LockMode, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  forgottenPasswordSchema,
  resetTokenSchema,
  loginSchema,
  ownPasswordChangeSchema,
  passwordChangeSchema,
  resetRequestSchema,
  VALIDATION_KEYS as K,
} from '../../../common/validation/index.js';
import { recordAudit } from '../../platform/audit.js';
import { readRows } from '../../platform/read-sql.js';
import { requireUser } from '../../platform/auth/guard.js';
import { revocationInstant } from '../../platform/auth/tokens.js';
import { loggableError } from '../../platform/loggable-error.js';
import type { Ctx } from '../../platform/context.js';
import { badRequest, PlatformErrors, tooMany, unauthenticated } from '../../platform/errors.js';
import { validate } from '../../platform/validation.js';
import { Account } from '../accounts/account.entity.js';
import { OneTimeToken } from '../accounts/one-time-token.entity.js';
import { sendTemplateMail } from '../accounts/account-mail.js';
import { AuthErrors } from './auth.errors.js';
import { canLogIn, canRefresh, canRequestReset, canResetPassword } from './auth.policy.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { LoginSession } from './login-session.entity.js';
import { loginThrottle, resetThrottle } from './throttle.service.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const loginFailed = () => unauthenticated(AuthErrors.loginFailed);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function findAccount(ctx: Ctx, email: string): Promise<Account | null> {
  return ctx.em.findOne(Account, { email: email.trim().toLowerCase() });
}

function issueFor(ctx: Ctx, account: Account, sessionId: string): Promise<string> {
  const { email, roles, credentialsNonExpired, tokensValidAfter, person } = account;
  const { preferredLocale, fallbackLocale } = person;
  return ctx.deps.tokens.issue(
    { email, roles, credentialsNonExpired, tokensValidAfter, preferredLocale, fallbackLocale },
    sessionId,
  );
}

/**
 * Login. An unknown account, a disabled one and a wrong password get the same answer, in about the same time (a
 * password hash is verified in both cases); a locked account or address (unknown accounts lock
 * alike) answers 429 with `Retry-After` without checking the password. A success starts a login
 * session: its tokens carry its id (`sid`), logout ends it, refreshes end 12 hours after it began.
 */
export async function login(ctx: Ctx, input: unknown): Promise<{ token: string }> {
  const { username, password } = await validate(loginSchema, input);
  const email = username.trim().toLowerCase();
  await recordAudit(ctx.em, email, 'LOGIN_ATTEMPT');
  const lockedFor = await loginThrottle.lockedFor(ctx.deps, email, ctx.ip);
  if (lockedFor !== null) {
    ctx.deps.metrics.throttled.inc({ action: 'login' });
    throw tooMany(PlatformErrors.tooManyAttempts, lockedFor);
  }
  const account = await findAccount(ctx, email);
  const valid = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), password);
  // A disabled account answers as a wrong password does (and counts towards the lock alike):
  // otherwise its answer would confirm that the password is right.
  if (!account || !valid || !canLogIn(account)) {
    await loginThrottle.recordFailure(ctx.em, email, ctx.ip);
    ctx.deps.metrics.loginFailures.inc();
    throw loginFailed();
  }
  await loginThrottle.recordSuccess(ctx.em, email, ctx.ip);
  const sessionId = randomUUID();
  await startSession(ctx.em, account.id, sessionId);
  await recordAudit(ctx.em, email, 'LOGIN_SUCCESS');
  return { token: await issueFor(ctx, account, sessionId) };
}

/**
 * Last login and the new session in one statement, not a versioned flush: logins of one account
 * at the same moment (two devices, a double click) never conflict, and the bookkeeping does not
 * bump the account's version, so a form opened on the account before stays current.
 */
async function startSession(em: EntityManager, accountId: string, sessionId: string): Promise<void> {
  // `version` assigned to itself: the builder bumps a versioned entity's version unless told its value.
  const stamped = em
    .createQueryBuilder(Account)
    .update({ lastLoginAt: new Date(), version: raw('"version"') })
    .where({ id: accountId })
    .returning(['id', 'lastLoginAt']);
  // The CTE is named on the insert (PostgreSQL wants a data-modifying WITH at the top), so this
  // select's builder does not know it: its columns are named as the CTE returns them.
  const session = em
    .createQueryBuilder(Account)
    .select([raw('?::uuid', [sessionId]).as('session_id'), raw('stamped.id'), raw('stamped.last_login_at')])
    .from('stamped' as never, 'stamped');
  await em
    .createQueryBuilder(LoginSession)
    .with('stamped', stamped)
    .insertFrom(session, { columns: ['id', 'account', 'loggedInAt'] })
    .execute('run');
}

async function loadSession(deps: Ctx['deps'], sessionId: string, accountId: string) {
  const [row] = await readRows<{ logged_in_at: Date; revoked_at: Date | null }>(
    deps,
    'loginSession',
    'select logged_in_at, revoked_at from login_session where id = ? and account_id = ?',
    [sessionId, accountId],
  );
  return row ? { loggedInAt: new Date(row.logged_in_at), revokedAt: row.revoked_at && new Date(row.revoked_at) } : null;
}

/** A fresh 30-minute token of the same session while the current one is valid, up to 12 hours after its login. */
export async function refresh(ctx: Ctx): Promise<{ token: string }> {
  const user = requireUser(ctx, [], { allowMustReset: true });
  const account = await ctx.em.findOneOrFail(Account, user.accountId);
  if (!canRefresh(await loadSession(ctx.deps, user.sessionId, account.id)))
    throw unauthenticated(AuthErrors.sessionExpired);
  return { token: await issueFor(ctx, account, user.sessionId) };
}

async function setPassword(ctx: Ctx, account: Account, password: string): Promise<void> {
  account.passwordHash = await hashPassword(password);
  account.credentialsNonExpired = true;
  account.tokensValidAfter = revocationInstant();
  await ctx.em.flush();
  ctx.deps.accounts.invalidate(account.email);
}

/**
 * Own password change, also the forced change of an account with credentialsNonExpired = false.
 * Outside the forced change the current password is required, so that a stolen token cannot
 * take the account over: a wrong one answers 400 on `currentPassword` and counts as a failed
 * login (the same throttle, 429 once locked). Every earlier token is revoked; the answer carries
 * a new one.
 */
export async function changeOwnPassword(ctx: Ctx, input: unknown): Promise<{ token: string }> {
  const user = requireUser(ctx, [], { allowMustReset: true });
  const forced = user.mustResetPassword;
  const { currentPassword, password } = await validate(forced ? passwordChangeSchema : ownPasswordChangeSchema, input);
  const account = await ctx.em.findOneOrFail(Account, user.accountId);
  if (!forced) await confirmCurrentPassword(ctx, account, currentPassword ?? '');
  await setPassword(ctx, account, password);
  await recordAudit(ctx.em, account.email, 'CHANGE_PASSWORD_SUCCESS');
  return { token: await issueFor(ctx, account, user.sessionId) };
}

/** The current password, checked like a login's: locked accounts or addresses wait (429). */
async function confirmCurrentPassword(ctx: Ctx, account: Account, password: string): Promise<void> {
  const lockedFor = await loginThrottle.lockedFor(ctx.deps, account.email, ctx.ip);
  if (lockedFor !== null) {
    ctx.deps.metrics.throttled.inc({ action: 'login' });
    throw tooMany(PlatformErrors.tooManyAttempts, lockedFor);
  }
  if (await verifyPassword(account.passwordHash, password)) return;
  await loginThrottle.recordFailure(ctx.em, account.email, ctx.ip);
  ctx.deps.metrics.loginFailures.inc();
  throw badRequest(K.CURRENT_PASSWORD_WRONG, 'currentPassword');
}

/**
 * Asks for a reset link. The answer and the work before it are the same whether or not the
 * account exists: the request is counted per address (past the limit 429 with `Retry-After`) and
 * per address asked for (past that limit no more mails, the same answer); the account is looked
 * up, the token stored and the mail sent after the answer.
 */
export async function requestPasswordReset(ctx: Ctx, input: unknown): Promise<boolean> {
  const { username } = await validate(resetRequestSchema, input);
  const email = username.trim().toLowerCase();
  await recordAudit(ctx.em, email, 'PASSWORD_RESET_REQUEST');
  const { refuseForSeconds, mail } = await resetThrottle.count(ctx.em, email, ctx.ip);
  if (refuseForSeconds !== null) {
    ctx.deps.metrics.throttled.inc({ action: 'password-reset' });
    throw tooMany(PlatformErrors.tooManyAttempts, refuseForSeconds);
  }
  if (mail) {
    setImmediate(() => {
      sendResetMail(ctx, ctx.deps.orm.em.fork(), email).catch((error: unknown) =>
        ctx.log.error({ err: loggableError(error) }, 'reset e-mail not sent'),
      );
    });
  }
  return true;
}

/** After the answer: a reset token and its e-mail, when the account exists and may reset. */
async function sendResetMail(ctx: Ctx, em: EntityManager, email: string): Promise<void> {
  const account = await em.findOne(Account, { email });
  if (!canRequestReset(account)) return;
  const token = randomBytes(32).toString('base64url');
  em.create(OneTimeToken, {
    kind: 'PASSWORD_RESET',
    tokenHash: sha256(token),
    subjectId: account.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  await em.flush();
  const link = `${ctx.deps.config.appUrl}/user/forgotten-password/${token}`;
  await sendTemplateMail(ctx, em, account, 'EMAIL_PASSWORD_RESET', { link });
  await recordAudit(em, email, 'PASSWORD_RESET_REQUEST_SUCCESS');
}

/**
 * Whether a reset link can still be used (known, unused, not expired), so that its page says so
 * on opening rather than after the whole form is filled. Reads only: the token stays usable.
 * Tells nothing about the account (an unknown, a used and an expired token answer alike), and
 * is counted per address like the reset requests (past the limit 429 with `Retry-After`).
 */
export async function resetTokenState(ctx: Ctx, input: unknown): Promise<{ valid: boolean }> {
  const { token } = await validate(resetTokenSchema, input);
  const refuseForSeconds = await resetThrottle.countCheck(ctx.em, ctx.ip);
  if (refuseForSeconds !== null) {
    ctx.deps.metrics.throttled.inc({ action: 'password-reset-check' });
    throw tooMany(PlatformErrors.tooManyAttempts, refuseForSeconds);
  }
  const stored = await ctx.em.findOne(OneTimeToken, { tokenHash: sha256(token), kind: 'PASSWORD_RESET' });
  return { valid: !!stored && !stored.usedAt && stored.expiresAt.getTime() >= Date.now() };
}

/** Sets a new password with a single-use, expiring token from the reset e-mail. */
export async function resetForgottenPassword(ctx: Ctx, input: unknown): Promise<boolean> {
  const { username, password, token } = await validate(forgottenPasswordSchema, input);
  const email = username.trim().toLowerCase();
  await recordAudit(ctx.em, email, 'PASSWORD_RESET_ATTEMPT');
  const invalidToken = () => badRequest(AuthErrors.invalidResetToken);
  return ctx.em.transactional(async (em) => {
    // Locks the token row so two concurrent uses cannot both succeed.
    const stored = await em.findOne(
      OneTimeToken,
      { tokenHash: sha256(token), kind: 'PASSWORD_RESET' },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!stored || stored.usedAt || stored.expiresAt.getTime() < Date.now()) throw invalidToken();
    const account = await em.findOne(Account, stored.subjectId);
    if (!account || !canResetPassword(account, email)) throw invalidToken();
    stored.usedAt = new Date();
    await em.nativeUpdate(
      OneTimeToken,
      { subjectId: account.id, kind: 'PASSWORD_RESET', usedAt: null },
      { usedAt: new Date() },
    );
    account.passwordHash = await hashPassword(password);
    account.credentialsNonExpired = true;
    account.tokensValidAfter = revocationInstant();
    await em.flush();
    ctx.deps.accounts.invalidate(account.email);
    await recordAudit(em, email, 'PASSWORD_RESET_SUCCESS');
    return true;
  });
}

/**
 * Ends the token's login session: it and every token refreshed from it are refused from now on,
 * in every process (the trigger's `NOTIFY session_revoked`; this one waits for it).
 */
export async function logout(ctx: Ctx): Promise<boolean> {
  const user = requireUser(ctx, [], { allowMustReset: true });
  await ctx.em.nativeUpdate(LoginSession, { id: user.sessionId, revokedAt: null }, { revokedAt: raw('now()') });
  await recordAudit(ctx.em, user.email, 'LOGOUT');
  await ctx.deps.accounts.sync();
  return true;
}
