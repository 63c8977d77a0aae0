import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { ApiKeyDeps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { Notifier } from '../../platform/notifier.js';
import { ApiKey } from './api-key.entity.js';
import { ApiKeyRegistry } from './api-key.registry.js';
import { admitApiKey } from './api-key.scope.js';
import { ApiKeyUsage } from './api-key.usage.js';

/** A process's API keys: the cache kept current by NOTIFY and the usage counters, started and stopped with the app. */
export async function startApiKeys(
  em: EntityManager,
  notifier: Notifier,
  ratePerMinute: number,
  onUsageError: (error: unknown) => void,
): Promise<ApiKeyDeps & { stop(): Promise<void> }> {
  // A lookup of its own (a fork): it runs beside requests, outside any of their units of work.
  const findKey = async (prefix: string) => {
    const key = await em.fork().findOne(ApiKey, { prefix });
    return key && { id: key.id, secretHash: key.secretHash, regionId: key.regionId, revoked: key.revokedAt !== null };
  };
  const registry = new ApiKeyRegistry(findKey, notifier);
  const usage = new ApiKeyUsage(em, ratePerMinute, onUsageError);
  const unsubscribe = await registry.listen();
  usage.start();
  return {
    registry,
    usage,
    async stop() {
      unsubscribe();
      await usage.close();
    },
  };
}

/**
 * The onRequest step for a request carrying an API key: `done` with the refusal (401/403/429),
 * or the principal set as the caller. False when the request carries no key (nothing done).
 */
export function authenticateApiKey(
  keys: ApiKeyDeps,
  req: {
    method: string;
    url: string;
    routeOptions: { url?: string };
    headers: Record<string, string | string[] | undefined>;
  },
  setUser: (user: AuthUser) => void,
  done: (error?: Error) => void,
): boolean {
  const admitted = admitApiKey(keys, req.headers, `${req.method} ${req.routeOptions.url ?? req.url}`);
  if (admitted === undefined) return false;
  const settle = (result: AuthUser | AppError) => {
    if (result instanceof AppError) return done(result);
    setUser(result);
    done();
  };
  if (admitted instanceof Promise) admitted.then(settle, done);
  else settle(admitted);
  return true;
}
