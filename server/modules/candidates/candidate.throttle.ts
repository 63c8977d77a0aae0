import type { EntityManager } from '@mikro-orm/postgresql';
import { countAttempt } from '../auth/throttle.service.js';

/** Registrations per e-mail and per client address within the window (login_throttle table). */
export const REGISTRATIONS_PER_EMAIL = 5;
export const REGISTRATIONS_PER_ADDRESS = 20;
const WINDOW_MINUTES = 15;

const emailKey = (email: string) => `register:account:${email.toLowerCase()}`;
const addressKey = (ip: string) => `register:address:${ip}`;

/**
 * Registration throttling, kept in PostgreSQL beside the login counters so that every server
 * process counts together. Every attempt counts, successful or not: registering has no failure.
 */
export const registrationThrottle = {
  /** Counts the attempt; the seconds to wait when it is over a limit and must be refused, else null. */
  async exceeded(em: EntityManager, email: string, ip: string): Promise<number | null> {
    const byEmail = await countAttempt(em, emailKey(email), WINDOW_MINUTES);
    const byAddress = await countAttempt(em, addressKey(ip), WINDOW_MINUTES);
    const waits = [
      ...(byEmail.count > REGISTRATIONS_PER_EMAIL ? [byEmail.windowEndsInSeconds] : []),
      ...(byAddress.count > REGISTRATIONS_PER_ADDRESS ? [byAddress.windowEndsInSeconds] : []),
    ];
    return waits.length > 0 ? Math.max(...waits) : null;
  },
};
