import type { Role } from '../../../common/enums.js';
import { forbidden, PlatformErrors, unauthenticated } from '../errors.js';
import type { Ctx } from '../context.js';
import type { AuthUser } from './auth-user.js';

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * The caller when it can be told without waiting (no token, or a token and account state both
 * cached, as for nearly every request); undefined when `authenticate` must do the work.
 */
export function authenticateCached(ctx: Ctx, header: string | undefined): AuthUser | null | undefined {
  const token = bearerToken(header);
  if (!token) return null;
  const verified = ctx.deps.tokens.cached(token);
  return verified ? ctx.deps.accounts.resolveCached(verified) : undefined;
}

/** Resolves the caller from an Authorization header: null when absent, invalid or revoked. */
export async function authenticate(ctx: Ctx, header: string | undefined): Promise<AuthUser | null> {
  const token = bearerToken(header);
  if (!token) return null;
  const verified = await ctx.deps.tokens.verify(token);
  if (!verified) return null;
  return ctx.deps.accounts.resolve(verified);
}

export interface RequireOptions {
  /** Allowed while the account must still change its password (the forced-change flow). */
  allowMustReset?: boolean;
}

/**
 * The one rule for every secured REST route and GraphQL field: 401 without a valid token,
 * 403 when the roles do not match or a forced password change is pending.
 */
export function requireUser(ctx: Ctx, roles: readonly Role[] = [], options: RequireOptions = {}): AuthUser {
  const user = ctx.user;
  if (!user) throw unauthenticated();
  if (user.mustResetPassword && !options.allowMustReset) throw forbidden(PlatformErrors.passwordChangeRequired);
  if (roles.length > 0 && !user.roles.some((r) => roles.includes(r))) throw forbidden();
  return user;
}

/** Admin screens: ADMIN only (LOCAL_ADMIN, CONTENT_EDITOR and APP_USER: 403). */
export const requireAdmin = (ctx: Ctx): AuthUser => requireUser(ctx, ['ADMIN']);
