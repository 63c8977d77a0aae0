import type { EntityManager } from '@mikro-orm/postgresql';
import { countAttempt } from '../auth/throttle.service.js';

/**
 * Openings of shared pages per client address (the page, its JSON and its PDF each count), in
 * the login_throttle table beside the login counters, so that every process counts together. A
 * client reading a routine never gets near it; a script guessing tokens is held to a few a minute.
 */
export const SHARED_REQUESTS_PER_ADDRESS = 120;
const WINDOW_MINUTES = 15;

export const sharedThrottle = {
  /** Counts the request; the seconds to wait when it is over the limit, else null. */
  async exceeded(em: EntityManager, ip: string): Promise<number | null> {
    const byAddress = await countAttempt(em, `shared:address:${ip}`, WINDOW_MINUTES);
    return byAddress.count > SHARED_REQUESTS_PER_ADDRESS ? byAddress.windowEndsInSeconds : null;
  },
};
