import type { EntityManager } from '@mikro-orm/postgresql';

/** Registrations per e-mail and per client address within the window (login_throttle table). */
export const REGISTRATIONS_PER_EMAIL = 5;
export const REGISTRATIONS_PER_ADDRESS = 20;
const WINDOW_MINUTES = 15;

const emailKey = (email: string) => `register:account:${email.toLowerCase()}`;
const addressKey = (ip: string) => `register:address:${ip}`;

/** Counts one attempt under `key` and answers the count within the current window. */
async function hit(em: EntityManager, key: string): Promise<number> {
  const rows = await em.execute<{ failures: number }[]>(
    `insert into login_throttle (key, failures, window_started_at, locked_until)
     values (?, 1, now(), null)
     on conflict (key) do update set
       failures = case when login_throttle.window_started_at < now() - interval '${WINDOW_MINUTES} minutes'
                       then 1 else login_throttle.failures + 1 end,
       window_started_at = case when login_throttle.window_started_at < now() - interval '${WINDOW_MINUTES} minutes'
                       then now() else login_throttle.window_started_at end
     returning failures`,
    [key],
  );
  return Number(rows[0]!.failures);
}

/**
 * Registration throttling, kept in PostgreSQL beside the login counters so that every server
 * process counts together. Every attempt counts, successful or not: registering has no failure.
 */
export const registrationThrottle = {
  /** Counts the attempt; true when it is over a limit and must be refused. */
  async exceeded(em: EntityManager, email: string, ip: string): Promise<boolean> {
    const [byEmail, byAddress] = [await hit(em, emailKey(email)), await hit(em, addressKey(ip))];
    return byEmail > REGISTRATIONS_PER_EMAIL || byAddress > REGISTRATIONS_PER_ADDRESS;
  },
};
