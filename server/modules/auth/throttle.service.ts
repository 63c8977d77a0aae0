import type { EntityManager } from '@mikro-orm/postgresql';

/** Failed logins within the window that lock an account or an address for LOCK_MINUTES. */
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;
const WINDOW_MINUTES = 15;
const LOCK_MINUTES = 15;

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const addressKey = (ip: string) => `address:${ip}`;

/** Login throttling kept in PostgreSQL, so every server process sees the same counters. */
export const loginThrottle = {
  async isLocked(em: EntityManager, email: string, ip: string): Promise<boolean> {
    const rows = await em.execute<{ key: string }[]>(
      'select key from login_throttle where key in (?, ?) and locked_until > now()',
      [accountKey(email), addressKey(ip)],
    );
    return rows.length > 0;
  },

  async recordFailure(em: EntityManager, email: string, ip: string): Promise<void> {
    const sql = `
      insert into login_throttle (key, failures, window_started_at, locked_until)
      values (?, 1, now(), null)
      on conflict (key) do update set
        failures = case when login_throttle.window_started_at < now() - interval '${WINDOW_MINUTES} minutes'
                        then 1 else login_throttle.failures + 1 end,
        window_started_at = case when login_throttle.window_started_at < now() - interval '${WINDOW_MINUTES} minutes'
                        then now() else login_throttle.window_started_at end,
        locked_until = case when login_throttle.window_started_at >= now() - interval '${WINDOW_MINUTES} minutes'
                             and login_throttle.failures + 1 >= ?
                        then now() + interval '${LOCK_MINUTES} minutes' else login_throttle.locked_until end`;
    await em.execute(sql, [accountKey(email), ACCOUNT_FAILURE_LIMIT]);
    await em.execute(sql, [addressKey(ip), ADDRESS_FAILURE_LIMIT]);
  },

  async recordSuccess(em: EntityManager, email: string): Promise<void> {
    await em.execute('delete from login_throttle where key = ?', [accountKey(email)]);
  },
};
