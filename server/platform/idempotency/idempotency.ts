import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ctx, Deps } from '../context.js';
import { badRequest, conflict, PlatformErrors, unprocessable } from '../errors.js';
import { loggableError } from '../loggable-error.js';
import { readRows } from '../read-sql.js';
import { derive, seal, unseal } from '../sealing.js';
import { IdempotencyKey } from './idempotency-key.entity.js';

/**
 * Exactly-once creates (IETF httpapi draft "The Idempotency-Key HTTP Header Field"). A create
 * sent with a key stores its answer with the key in its own transaction; the same caller sending
 * the same key for the same operation again gets that answer and nothing new is stored. So a
 * commit whose answer was lost (the connection or PostgreSQL died before the reply: the client
 * saw 503 or nothing) is found by the retry. The transport (idempotency-plugins.ts) puts the key
 * and the request's fingerprint on the context; services call `once`.
 */

/** Answers are kept and replayed 48 hours (the draft asks for at least 24), then pruned. */
export const IDEMPOTENCY_RETENTION_HOURS = 48;
const RETENTION_SQL = `interval '${IDEMPOTENCY_RETENTION_HOURS} hours'`;
/** A process prunes expired keys at most this often, after a create that stored one. */
const PRUNE_INTERVAL_MS = 10 * 60_000;
/** Expired rows one prune deletes (the index on created_date finds them; the next prune takes the rest). */
const PRUNE_BATCH = 1_000;
/** Keys this process tracks while their create runs (bounded; beyond it the database alone decides). */
const MAX_IN_FLIGHT = 10_000;

/** Stores the create's answer with the key; `em` must be the transaction that stores what it creates. */
export type KeepAnswer<T> = (em: EntityManager, answer: T) => Promise<void>;

/** The key was committed by another request meanwhile: the transaction is rolled back. */
class KeyTaken extends Error {}

interface ProcessState {
  inFlight: Set<string>;
  lastPrune: number;
}
/** Per app (its Deps), so that several apps in one process (tests) keep apart. */
const states = new WeakMap<Deps, ProcessState>();

function stateOf(deps: Deps): ProcessState {
  let state = states.get(deps);
  if (!state) states.set(deps, (state = { inFlight: new Set(), lastPrune: 0 }));
  return state;
}

/** Whose keys these are: an API key, an account, or nobody (public registration). */
function scopeOf(ctx: Ctx): string {
  const user = ctx.user;
  if (user?.apiKeyId) return `api-key:${user.apiKeyId}`;
  return user ? `account:${user.accountId}` : 'anonymous';
}

const FIND_SQL = `select fingerprint, answer from idempotency_key where id = ? and created_date > now() - ${RETENTION_SQL}`;
/** A row of the same id older than the retention: taken over by a new key, pruned. */
const expired = () => ({ createdDate: { $lte: raw(`now() - ${RETENTION_SQL}`) } });

const keyParam = 'Idempotency-Key';

export interface OnceOptions<T> {
  /** Turns the stored JSON back into the answer (e.g. dates); default: as stored. */
  revive?: (json: unknown) => T;
}

/**
 * Runs `create` once per `Idempotency-Key` of the caller and `operation`: without a key it just
 * runs. With one: a stored answer of the same request is returned without running it; of another
 * request (other body, route or operation) it is 422; while the same key's create runs in this
 * process, 409. `create` must call `keep(tx, answer)` inside the transaction that stores what it
 * creates (once); when another process commits the same key first, that transaction is rolled
 * back and the other's answer returned. Refusals store nothing: the key may be sent again.
 */
export async function once<T>(
  ctx: Ctx,
  operation: string,
  create: (keep: KeepAnswer<T>) => Promise<T>,
  options: OnceOptions<T> = {},
): Promise<T> {
  const request = ctx.idempotency;
  if (!request) return create(async () => undefined);
  // One key, one create: a GraphQL document with two creates cannot share it.
  if (request.used) throw badRequest(PlatformErrors.idempotencyKeyInvalid, keyParam);
  request.used = true;
  const secret = ctx.deps.config.jwtSecret;
  const parts = [scopeOf(ctx), operation, request.key];
  const id = derive(secret, 'idempotency-id', parts).toString('hex');
  const answerKey = derive(secret, 'idempotency-answer', parts);
  const revive = options.revive ?? ((json: unknown) => json as T);

  const stored = async (): Promise<{ answer: T } | null> => {
    const [row] = await readRows<{ fingerprint: string; answer: string }>(ctx.deps, 'idempotencyKey', FIND_SQL, [id]);
    if (!row) return null;
    if (row.fingerprint !== request.fingerprint) throw unprocessable(PlatformErrors.idempotencyKeyReused, keyParam);
    let json: unknown;
    try {
      json = unseal(answerKey, row.answer);
    } catch {
      // Sealed under another secret (JWT_SECRET changed): the answer cannot be given again.
      throw unprocessable(PlatformErrors.idempotencyKeyReused, keyParam);
    }
    return { answer: revive(json) };
  };

  const state = stateOf(ctx.deps);
  if (state.inFlight.has(id)) throw conflict(PlatformErrors.idempotencyKeyInFlight, keyParam);
  const tracked = state.inFlight.size < MAX_IN_FLIGHT;
  if (tracked) state.inFlight.add(id);
  try {
    const earlier = await stored();
    if (earlier) return earlier.answer;
    let kept = false;
    try {
      const answer = await create(async (em, value) => {
        if (kept) throw new Error('an idempotent create keeps one answer');
        // One atomic upsert: an expired row of the same id is taken over; a live one returns no row (KeyTaken).
        const rows = await em
          .createQueryBuilder(IdempotencyKey)
          .insert({
            id,
            operation,
            fingerprint: request.fingerprint,
            answer: seal(answerKey, value),
            createdDate: raw('now()'),
          })
          .onConflict('id')
          .merge(['operation', 'fingerprint', 'answer', 'createdDate'])
          .where(expired())
          .returning(['id'])
          .execute<Array<{ id: string }>>('all', false);
        if (rows.length === 0) throw new KeyTaken();
        kept = true;
      });
      if (!kept) ctx.log.error({ operation }, 'an idempotent create answered without keeping its answer');
      else prune(ctx, state);
      return answer;
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
      // Another process committed this key while this one worked: its answer (or 422).
      const other = await stored();
      if (other) return other.answer;
      throw conflict(PlatformErrors.idempotencyKeyInFlight, keyParam);
    }
  } finally {
    if (tracked) state.inFlight.delete(id);
  }
}

/** Deletes one batch of expired keys (the index on created_date finds them). */
export async function pruneExpiredKeys(em: EntityManager): Promise<void> {
  const batch = em.createQueryBuilder(IdempotencyKey, 'expired').select('id').where(expired()).limit(PRUNE_BATCH);
  await em.nativeDelete(IdempotencyKey, { id: { $in: batch.getNativeQuery() } });
}

/** Prunes at most every 10 minutes per process, after a create that kept a key, off the answer's path. */
function prune(ctx: Ctx, state: ProcessState): void {
  const now = Date.now();
  if (now - state.lastPrune < PRUNE_INTERVAL_MS) return;
  state.lastPrune = now;
  pruneExpiredKeys(ctx.deps.orm.em.fork()).catch((error: unknown) =>
    ctx.deps.log.warn({ err: loggableError(error) }, 'expired idempotency keys not pruned'),
  );
}
