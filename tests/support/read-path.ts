import type { AuthUser } from '../../server/platform/auth/auth-user.js';
import { RequestCtx, type Deps } from '../../server/platform/context.js';
import type { TestApp } from './app.js';

/**
 * What the read-path property tests share (issue 16): a service context for a generated caller,
 * and both paths' outcome (answer or error) in one comparable shape.
 */

/** An ADMIN with no regions unless `user` says otherwise. */
export function propertyCtx(t: TestApp, user: Partial<AuthUser> = {}): RequestCtx {
  const ctx = new RequestCtx({ orm: t.orm, log: t.app.log } as unknown as Deps, 'property', '127.0.0.1');
  ctx.user = {
    accountId: '00000000-0000-4000-8000-000000000001', email: 'admin@prop.test', roles: ['ADMIN'], preferredLocale: 'en_GB', fallbackLocale: 'en_GB',
    mustResetPassword: false, regionId: null, adminRegionIds: [], translationLocales: [], sessionId: 'property', ...user,
  };
  return ctx;
}

/** A path's answer, or its error. */
export const outcome = async <T>(run: () => Promise<T>) => run().then((value) => ({ value }), (error: unknown) => ({ error: JSON.stringify(error) }));
