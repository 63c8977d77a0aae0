import { DeadlockException, NotFoundError, OptimisticLockError } from '@mikro-orm/core';
import { AppError, conflict, notFound, serviceUnavailable } from './errors.js';
import { isConnectionError } from './outage.js';

/**
 * The one place that turns expected failures thrown by libraries into application errors, for
 * REST (app.ts error handler) and GraphQL (graphql/format-error.ts) alike: MikroORM's
 * `findOneOrFail` → 404, a stale optimistic lock at flush → 409, two saves that crossed (a product's
 * and an indicator's, each locking the other's row: PostgreSQL aborts one) → 409 as well, an
 * unreachable database → 503.
 * Anything else stays unknown (a bug: 500, logged).
 */
export function asAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof NotFoundError) return notFound();
  if (error instanceof OptimisticLockError || error instanceof DeadlockException) return conflict();
  if (isConnectionError(error)) return serviceUnavailable();
  return null;
}
