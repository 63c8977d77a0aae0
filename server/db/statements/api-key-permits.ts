import type { EntityManager } from '@mikro-orm/postgresql';

/** The rate limit's window of API keys (api-keys/api-key.usage.ts). */
export const API_KEY_WINDOW_MINUTES = 1;

/**
 * Takes up to `reservation` permits of `limit` per window from the counter `key` of
 * `login_throttle`, atomically, in one round trip; no row when the key's row did not exist yet
 * (it is inserted: the next call finds it).
 *
 * Hand-written because the permits granted depend on the count before the update: an upsert's
 * RETURNING sees only the new row, and the builder has no UPDATE … FROM a locking CTE. Doing it
 * as insert, select for update and update in a transaction would take five round trips.
 */
export async function reserveApiKeyPermits(
  em: Pick<EntityManager, 'execute'>,
  key: string,
  reservation: number,
  limit: number,
): Promise<{ granted: number; seconds: number } | undefined> {
  const expired = `t.window_started_at < now() - interval '${API_KEY_WINDOW_MINUTES} minutes'`;
  const [row] = await em.execute<Array<{ granted: number; seconds: number }>>(
    `with seeded as (
       insert into login_throttle (key, failures, window_started_at, locked_until) values (?, 0, now(), null)
       on conflict (key) do nothing
     ), current as (
       select t.key, case when ${expired} then 0 else t.failures end as used,
              case when ${expired} then now() else t.window_started_at end as started
         from login_throttle t where t.key = ? for update
     )
     update login_throttle t
        set failures = c.used + least(?::int, greatest(0, ?::int - c.used)), window_started_at = c.started
       from current c where t.key = c.key
     returning least(?::int, greatest(0, ?::int - c.used)) as granted,
               ceil(extract(epoch from c.started + interval '${API_KEY_WINDOW_MINUTES} minutes' - now()))::int as seconds`,
    [key, key, reservation, limit, reservation, limit],
  );
  return row;
}
