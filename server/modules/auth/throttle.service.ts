import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Throttling kept in PostgreSQL (`login_throttle`), so every server process counts together.
 * Keys: `account:<e-mail>` / `address:<ip>` (login failures), `reset:…` (reset requests),
 * `register:…` (registrations, candidates module), `apikey:<id>` (API key requests per minute).
 */

/** Failed logins that lock an account or an address. */
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;
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

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const addressKey = (ip: string) => `address:${ip}`;

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
export async function countAttempt(em: Pick<EntityManager, 'execute'>, key: string, windowMinutes: number, amount = 1): Promise<Attempts> {
  const rows = await em.execute<{ failures: number; seconds: number }[]>(
    `insert into login_throttle (key, failures, window_started_at, locked_until)
     values (?, ?::int, now(), null)
     on conflict (key) do update set
       failures = case when login_throttle.window_started_at < now() - interval '${windowMinutes} minutes'
                       then excluded.failures else login_throttle.failures + excluded.failures end,
       window_started_at = case when login_throttle.window_started_at < now() - interval '${windowMinutes} minutes'
                       then now() else login_throttle.window_started_at end
     returning failures,
       ceil(extract(epoch from window_started_at + interval '${windowMinutes} minutes' - now()))::int as seconds`,
    [key, amount],
  );
  return { count: Number(rows[0]!.failures), windowEndsInSeconds: Math.max(1, Number(rows[0]!.seconds)) };
}

/**
 * Login failures per account and per address. Past the limit a key is locked progressively (1
 * minute, doubling per further failure, at most 15), so nobody can deny a login for long on
 * demand. For failure keys `window_started_at` holds the time of the latest failure.
 */
export const loginThrottle = {
  /** Seconds until the account and the address are both unlocked; null when neither is locked. */
  async lockedFor(em: EntityManager, email: string, ip: string): Promise<number | null> {
    const rows = await em.execute<{ seconds: number | null }[]>(
      `select ceil(extract(epoch from max(locked_until) - now()))::int as seconds
         from login_throttle where key in (?, ?) and locked_until > now()`,
      [accountKey(email), addressKey(ip)],
    );
    const seconds = rows[0]?.seconds;
    return seconds === null || seconds === undefined ? null : Math.max(1, Number(seconds));
  },

  async recordFailure(em: EntityManager, email: string, ip: string): Promise<void> {
    const forgotten = `login_throttle.window_started_at < now() - interval '${FAILURE_MEMORY_MINUTES} minutes'`;
    const sql = `
      insert into login_throttle (key, failures, window_started_at, locked_until)
      values (?, 1, now(), null)
      on conflict (key) do update set
        failures = case when ${forgotten} then 1 else login_throttle.failures + 1 end,
        window_started_at = now(),
        locked_until = case when not (${forgotten}) and login_throttle.failures + 1 >= ?
          then now() + least(${MAX_LOCK_SECONDS},
                             ${FIRST_LOCK_SECONDS} * power(2, least(${MAX_DOUBLINGS}, login_throttle.failures + 1 - ?))) * interval '1 second'
          else login_throttle.locked_until end`;
    await em.execute(sql, [accountKey(email), ACCOUNT_FAILURE_LIMIT, ACCOUNT_FAILURE_LIMIT]);
    await em.execute(sql, [addressKey(ip), ADDRESS_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT]);
  },

  async recordSuccess(em: EntityManager, email: string): Promise<void> {
    await em.execute('delete from login_throttle where key = ?', [accountKey(email)]);
  },
};

/**
 * Password reset requests. Both counters are bumped for every request, known address or not, so
 * the work before the answer does not depend on the account.
 */
export const resetThrottle = {
  /** `refuseForSeconds` past the address limit (429); `mail` false past the account's limit. */
  async count(em: EntityManager, email: string, ip: string): Promise<{ refuseForSeconds: number | null; mail: boolean }> {
    const byAddress = await countAttempt(em, `reset:address:${ip}`, RESET_WINDOW_MINUTES);
    const byAccount = await countAttempt(em, `reset:account:${email.toLowerCase()}`, RESET_WINDOW_MINUTES);
    return {
      refuseForSeconds: byAddress.count > RESET_REQUESTS_PER_ADDRESS ? byAddress.windowEndsInSeconds : null,
      mail: byAccount.count <= RESET_MAILS_PER_ACCOUNT,
    };
  },
};
