import type { EntityManager } from '@mikro-orm/postgresql';
import { countAttempt } from '../auth/throttle.service.js';

/** The rate limit's window: requests per key per minute (API_KEY_RATE_LIMIT). */
const WINDOW_MINUTES = 1;
const WINDOW_MS = WINDOW_MINUTES * 60_000;
/** How often each process writes its counts: the shared count lags by at most this. */
export const USAGE_FLUSH_MS = 500;

interface Counter {
  /** The count of the shared window as the store last answered (every process's requests). */
  shared: number;
  /** Counted here, being written. */
  flushing: number;
  /** Counted here, not yet written. */
  pending: number;
  windowEndsAt: number;
  lastUsedAt: number;
}


/**
 * Requests per API key: the rate limit and the usage shown to admins, with no write per request.
 * Each process counts in memory and adds its counts every USAGE_FLUSH_MS to the throttle store
 * the login and reset throttles use (`login_throttle`, key `apikey:<id>`), whose answer is the
 * count of all processes; a request is admitted while that count plus this process's unwritten
 * ones is under the limit. Within one process the limit is exact; across processes it may be
 * passed by what the others counted in their last flush interval. The same flush adds the
 * requests to `api_key.request_count` and `last_used_at`.
 */
export class ApiKeyUsage {
  private readonly counters = new Map<string, Counter>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly em: EntityManager,
    private readonly limitPerMinute: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), USAGE_FLUSH_MS).unref();
  }

  /** Counts one request of the key; returns the seconds to wait when over the limit, else null. */
  admit(keyId: string, now = Date.now()): number | null {
    let c = this.counters.get(keyId);
    if (!c) this.counters.set(keyId, (c = { shared: 0, flushing: 0, pending: 0, windowEndsAt: now + WINDOW_MS, lastUsedAt: 0 }));
    if (now >= c.windowEndsAt) {
      c.shared = 0;
      c.windowEndsAt = now + WINDOW_MS;
    }
    if (c.shared + c.flushing + c.pending >= this.limitPerMinute) return Math.max(1, Math.ceil((c.windowEndsAt - now) / 1000));
    c.pending += 1;
    c.lastUsedAt = now;
    return null;
  }

  /** Writes the counts so far (the admin list calls it first, so its own process is current). */
  flush(): Promise<void> {
    // One write at a time: a caller arriving meanwhile waits for it, then writes what came since.
    const next = (this.running ?? Promise.resolve()).then(() => this.write());
    this.running = next;
    return next;
  }

  private async write(): Promise<void> {
    for (const [keyId, c] of this.counters) {
      if (c.pending === 0) {
        if (Date.now() >= c.windowEndsAt + WINDOW_MS) this.counters.delete(keyId);
        continue;
      }
      const amount = c.pending;
      c.flushing = amount;
      c.pending = 0;
      try {
        // Both or neither, so counts kept for a retry are never written twice.
        const { count, windowEndsInSeconds } = await this.em.transactional(async (tx) => {
          await tx.execute(
            `update api_key set request_count = request_count + ?, last_used_at = greatest(coalesce(last_used_at, to_timestamp(0)), to_timestamp(? / 1000.0))
              where id = ?`,
            [amount, c.lastUsedAt, keyId],
          );
          return countAttempt(tx, `apikey:${keyId}`, WINDOW_MINUTES, amount);
        });
        c.shared = count;
        c.windowEndsAt = Date.now() + windowEndsInSeconds * 1000;
      } catch (error) {
        // The store is unreachable: keep the counts for the next flush.
        c.pending += amount;
        this.onError(error);
      } finally {
        c.flushing = 0;
      }
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush().catch(() => undefined);
  }
}
