import { createHash, randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import {
  forgottenPasswordSchema,
  loginSchema,
  passwordChangeSchema,
  resetRequestSchema,
} from '../../../common/validation/index.js';
import { recordAudit } from '../../platform/audit.js';
import { requireUser } from '../../platform/auth/guard.js';
import { revocationInstant } from '../../platform/auth/tokens.js';
import type { Ctx } from '../../platform/context.js';
import { badRequest, unauthenticated } from '../../platform/errors.js';
import { validate } from '../../platform/validation.js';
import { Account } from '../accounts/account.entity.js';
import { OneTimeToken } from '../accounts/one-time-token.entity.js';
import { fill, translator } from '../translations/translation.service.js';
import { AuthErrors } from './auth.errors.js';
import { canLogIn, canRefresh, canRequestReset, canResetPassword } from './auth.policy.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { loginThrottle } from './throttle.service.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const loginFailed = () => unauthenticated(AuthErrors.loginFailed);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function findAccount(ctx: Ctx, email: string): Promise<Account | null> {
  return ctx.em.findOne(Account, { email: email.trim().toLowerCase() });
}

async function issueFor(ctx: Ctx, account: Account): Promise<string> {
  return ctx.deps.tokens.issue(account);
}

/**
 * Login. An unknown account, a wrong password and a throttled one get the same answer, in about
 * the same time (a password hash is verified in every case).
 */
export async function login(ctx: Ctx, input: unknown): Promise<{ token: string }> {
  const { username, password } = await validate(loginSchema, input);
  const email = username.trim().toLowerCase();
  await recordAudit(ctx.em, email, 'LOGIN_ATTEMPT');
  const locked = await loginThrottle.isLocked(ctx.em, email, ctx.ip);
  const account = await findAccount(ctx, email);
  const valid = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), password);
  if (locked || !account || !valid) {
    if (!locked) await loginThrottle.recordFailure(ctx.em, email, ctx.ip);
    throw loginFailed();
  }
  if (!canLogIn(account)) throw unauthenticated(AuthErrors.accountDisabled);
  await loginThrottle.recordSuccess(ctx.em, email);
  account.lastLoginAt = new Date();
  await ctx.em.flush();
  await recordAudit(ctx.em, email, 'LOGIN_SUCCESS');
  return { token: await issueFor(ctx, account) };
}

/** A fresh 30-minute token while the current one is valid, up to 12 hours after login. */
export async function refresh(ctx: Ctx): Promise<{ token: string }> {
  const user = requireUser(ctx, [], { allowMustReset: true });
  const account = await ctx.em.findOneOrFail(Account, user.accountId);
  if (!canRefresh(account)) throw unauthenticated(AuthErrors.sessionExpired);
  return { token: await issueFor(ctx, account) };
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
 * Every earlier token is revoked; the answer carries a new one.
 */
export async function changeOwnPassword(ctx: Ctx, input: unknown): Promise<{ token: string }> {
  const user = requireUser(ctx, [], { allowMustReset: true });
  const { password } = await validate(passwordChangeSchema, input);
  const account = await ctx.em.findOneOrFail(Account, user.accountId);
  await setPassword(ctx, account, password);
  await recordAudit(ctx.em, account.email, 'CHANGE_PASSWORD_SUCCESS');
  return { token: await issueFor(ctx, account) };
}

/** Sends a reset link when the account exists; the answer is the same either way. */
export async function requestPasswordReset(ctx: Ctx, input: unknown): Promise<boolean> {
  const { username } = await validate(resetRequestSchema, input);
  const email = username.trim().toLowerCase();
  await recordAudit(ctx.em, email, 'PASSWORD_RESET_REQUEST');
  const account = await findAccount(ctx, email);
  if (!canRequestReset(account)) return true;
  const token = randomBytes(32).toString('base64url');
  ctx.em.create(OneTimeToken, {
    kind: 'PASSWORD_RESET',
    tokenHash: sha256(token),
    subjectId: account.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  await ctx.em.flush();
  const link = `${ctx.deps.config.appUrl}/user/forgotten-password/${token}`;
  const text = await translator(ctx.em, account.preferredLocale, account.fallbackLocale);
  const subject = text('EMAIL_PASSWORD_RESET_SUBJECT');
  const body = text('EMAIL_PASSWORD_RESET_BODY');
  try {
    await ctx.deps.mailer.send({ to: account.email, subject, text: fill(body, { link, email: account.email }) });
    await recordAudit(ctx.em, email, 'PASSWORD_RESET_REQUEST_SUCCESS');
  } catch (error) {
    ctx.deps.log.error({ err: error, requestId: ctx.requestId }, 'reset e-mail not sent');
  }
  return true;
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

export async function logout(ctx: Ctx): Promise<boolean> {
  const user = requireUser(ctx, [], { allowMustReset: true });
  await recordAudit(ctx.em, user.email, 'LOGOUT');
  return true;
}

