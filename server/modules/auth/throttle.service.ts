import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../platform/context.js';
import { readRows } from '../../platform/read-sql.js';
import { LoginThrottle } from './login-throttle.entity.js';

/**
 * Throttling kept in PostgreSQL (`login_throttle`), so every server process counts together.
 * Keys: `pair:<e-mail> <ip>`, `account:<e-mail>` and `address:<ip>` (login failures), `reset:…`
 * (reset requests), `reset-check:…` (reset-link checks), `register:…` (registrations, candidates module), `apikey:<id>` (API key
 * requests per minute).
 */

/**
 * Failed logins that lock (decision 055): an account from one address (the pair), an address
 * across accounts, and an account across all addresses (the brake for distributed guessing,
 * far higher, whose lock is a few seconds: a stranger cannot keep the owner out for long).
 */
export const PAIR_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;
export const ACCOUNT_BRAKE_LIMIT = 30;
/** Each failure past the brake's limit locks the account for this long (no doubling). */
export const ACCOUNT_BRAKE_SECONDS = 10;
/** Failures are forgotten this long after the last one (a lock never lasts longer). */
const FAILURE_MEMORY_MINUTES = 15;
/** The first lock lasts a minute; each further failure doubles it, up to 15 minutes. */
const FIRST_LOCK_SECONDS = 60;
const MAX_LOCK_SECONDS = 15 * 60;
/** 2^10 minutes is far past the cap; keeps power() away from overflow. */
const MAX_DOUBLINGS = 10;

/** Password reset requests per address (then 429) and reset e-mails per account (then silence). */
export const RESET_REQUESTS_PER_ADDRESS = 10;
export const RESET_MAILS_PER_ACCOUNT = 3;
const RESET_WINDOW_MINUTES = 15;
/**
 * Reset-link checks per address in the same window (then 429): a link's page asks once per
 * opening, so a person never gets near it; a script trying tokens is held to a few a minute.
 */
export const RESET_CHECKS_PER_ADDRESS = 60;

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const addressKey = (ip: string) => `address:${ip}`;
/** A space separates them: an e-mail address (validated) holds none. */
const pairKey = (email: string, ip: string) => `pair:${email.toLowerCase()} ${ip}`;

export interface Attempts {
  /** Attempts within the current window, this one included. */
  count: number;
  /** Seconds until the window ends and the count starts again. */
  windowEndsInSeconds: number;
}

/**
 * Counts `amount` attempts (one by default) under `key` in a fixed window of `windowMinutes`
 * (every attempt counts). API keys add their requests in batches (api-keys/api-key.usage.ts).
 */
export async function countAttempt(
  em: Pick<EntityManager, 'createQueryBuilder'>,
  key: string,
  windowMinutes: number,
  amount = 1,
): Promise<Attempts> {
  // One atomic upsert: concurrent attempts of every process add up (no read-then-write).
  const expired = `login_throttle.window_started_at < now() - interval '${windowMinutes} minutes'`;
  const seconds = raw(
    `ceil(extract(epoch from window_started_at + interval '${windowMinutes} minutes' - now()))::int as seconds`,
  );
  const rows = await em
    .createQueryBuilder(LoginThrottle)
    .insert({ key, failures: raw('?::int', [amount]), windowStartedAt: raw('now()'), lockedUntil: null })
    .onConflict('key')
    .merge({
      failures: raw(`case when ${expired} then excluded.failures else login_throttle.failures + excluded.failures end`),
      windowStartedAt: raw(`case when ${expired} then now() else login_throttle.window_started_at end`),
    })
    .returning(['failures', seconds])
    .execute<{ failures: number; seconds: number }[]>('all', false);
  return { count: Number(rows[0]!.failures), windowEndsInSeconds: Math.max(1, Number(rows[0]!.seconds)) };
}

/** How one failure key locks: from `limit` failures on, `first` seconds doubling per failure up to `max`. */
interface LockRule {
  limit: number;
  first: number;
  max: number;
}

const PAIR_RULE: LockRule = { limit: PAIR_FAILURE_LIMIT, first: FIRST_LOCK_SECONDS, max: MAX_LOCK_SECONDS };
const ADDRESS_RULE: LockRule = { limit: ADDRESS_FAILURE_LIMIT, first: FIRST_LOCK_SECONDS, max: MAX_LOCK_SECONDS };
const BRAKE_RULE: LockRule = { limit: ACCOUNT_BRAKE_LIMIT, first: ACCOUNT_BRAKE_SECONDS, max: ACCOUNT_BRAKE_SECONDS };

/**
 * Login failures per account and address together, per address, and per account (decision 055).
 * Past its limit a key is locked progressively (the pair and the address: 1 minute, doubling per
 * further failure, at most 15; the account: a few seconds per failure), so that nobody can deny
 * another's login for long on demand. For failure keys `window_started_at` holds the time of the
 * latest failure.
 */
export const loginThrottle = {
  /** Seconds until the pair, the address and the account are all unlocked; null when none is locked. */
  async lockedFor(deps: Pick<Deps, 'orm' | 'config'>, email: string, ip: string): Promise<number | null> {
    const rows = await readRows<{ seconds: number | null }>(
      deps,
      'loginLockedFor',
      `select ceil(extract(epoch from max(locked_until) - now()))::int as seconds
         from login_throttle where key in (?, ?, ?) and locked_until > now()`,
      [pairKey(email, ip), addressKey(ip), accountKey(email)],
    );
    const seconds = rows[0]?.seconds;
    return seconds === null || seconds === undefined ? null : Math.max(1, Number(seconds));
  },

  async recordFailure(em: EntityManager, email: string, ip: string): Promise<void> {
    const forgotten = `login_throttle.window_started_at < now() - interval '${FAILURE_MEMORY_MINUTES} minutes'`;
    // One atomic upsert per key, as countAttempt: the lock follows the count in the same statement.
    const lock = (key: string, { limit, first, max }: LockRule) =>
      em
        .createQueryBuilder(LoginThrottle)
        .insert({ key, failures: 1, windowStartedAt: raw('now()'), lockedUntil: null })
        .onConflict('key')
        .merge({
          failures: raw(`case when ${forgotten} then 1 else login_throttle.failures + 1 end`),
          windowStartedAt: raw('now()'),
          lockedUntil: raw(
            `case when not (${forgotten}) and login_throttle.failures + 1 >= ?::int
              then now() + least(?::int, ?::int * power(2, least(${MAX_DOUBLINGS}, login_throttle.failures + 1 - ?::int))) * interval '1 second'
              else login_throttle.locked_until end`,
            [limit, max, first, limit],
          ),
        })
        .execute('run');
    await lock(pairKey(email, ip), PAIR_RULE);
    await lock(addressKey(ip), ADDRESS_RULE);
    await lock(accountKey(email), BRAKE_RULE);
  },

  /** The owner is in: their address's failures and the account's are forgotten. */
  async recordSuccess(em: EntityManager, email: string, ip: string): Promise<void> {
    await em.nativeDelete(LoginThrottle, { key: { $in: [pairKey(email, ip), accountKey(email)] } });
  },
};

/**
 * Password reset requests. Both counters are bumped for every request, known address or not, so
 * the work before the answer does not depend on the account.
 */
export const resetThrottle = {
  /** `refuseForSeconds` past the address limit (429); `mail` false past the account's limit. */
  async count(
    em: EntityManager,
    email: string,
    ip: string,
  ): Promise<{ refuseForSeconds: number | null; mail: boolean }> {
    const byAddress = await countAttempt(em, `reset:address:${ip}`, RESET_WINDOW_MINUTES);
    const byAccount = await countAttempt(em, `reset:account:${email.toLowerCase()}`, RESET_WINDOW_MINUTES);
    return {
      refuseForSeconds: byAddress.count > RESET_REQUESTS_PER_ADDRESS ? byAddress.windowEndsInSeconds : null,
      mail: byAccount.count <= RESET_MAILS_PER_ACCOUNT,
    };
  },

  /** Seconds to refuse a reset-link check for (429), past the address's limit; null within it. */
  async countCheck(em: EntityManager, ip: string): Promise<number | null> {
    const byAddress = await countAttempt(em, `reset-check:address:${ip}`, RESET_WINDOW_MINUTES);
    return byAddress.count > RESET_CHECKS_PER_ADDRESS ? byAddress.windowEndsInSeconds : null;
  },
};
