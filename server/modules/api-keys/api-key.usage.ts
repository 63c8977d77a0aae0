import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { API_KEY_WINDOW_MINUTES, reserveApiKeyPermits } from '../../db/statements/api-key-permits.js';
import { ApiKey } from './api-key.entity.js';

/** The rate limit's window: requests per key per minute (API_KEY_RATE_LIMIT). */
const WINDOW_MINUTES = API_KEY_WINDOW_MINUTES;
/** How often each process adds its requests to the keys' usage (request_count, last_used_at). */
export const USAGE_FLUSH_MS = 500;
/** At most this many permits are reserved at once: one statement admits that many requests. */
const MAX_RESERVATION = 25;

interface Lease {
  /** Permits this process reserved in the shared window and has not used yet. */
  permits: number;
  windowEndsAt: number;
  /** The shared window granted nothing more: refuse until it ends. */
  exhausted: boolean;
  /** A reservation under way: requests arriving meanwhile wait for it. */
  reserving: Promise<void> | undefined;
  /** Admitted here, not yet added to the key's usage. */
  pending: number;
  lastUsedAt: number;
}

/**
 * Requests per API key: the rate limit and the usage shown to admins. The limit is one atomic
 * counter in PostgreSQL (`login_throttle`, key `apikey:<id>`, beside the login throttles) from
 * which each process reserves permits a few at a time; it admits a request only with a reserved
 * permit, so all processes together never pass the limit. Permits a process reserved and did not
 * use lapse with the window (at most MAX_RESERVATION - 1 per process and minute). The usage shown
 * to admins is written every USAGE_FLUSH_MS, not per request.
 */
export class ApiKeyUsage {
  private readonly leases = new Map<string, Lease>();
  private readonly reservation: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly em: EntityManager,
    private readonly limitPerMinute: number,
    private readonly onError: (error: unknown) => void,
  ) {
    // Small limits reserve one at a time, so that a second process is not starved by the first.
    this.reservation = Math.max(1, Math.min(MAX_RESERVATION, Math.floor(limitPerMinute / 20)));
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), USAGE_FLUSH_MS).unref();
  }

  /**
   * Counts one request of the key: null when admitted, else the seconds to wait. Synchronous
   * while this process holds a permit (nearly always); a promise while it reserves more.
   */
  admit(keyId: string): number | null | Promise<number | null> {
    const now = Date.now();
    let lease = this.leases.get(keyId);
    if (!lease)
      this.leases.set(
        keyId,
        (lease = { permits: 0, windowEndsAt: 0, exhausted: false, reserving: undefined, pending: 0, lastUsedAt: 0 }),
      );
    if (now >= lease.windowEndsAt) {
      lease.permits = 0;
      lease.exhausted = false;
    }
    if (lease.permits > 0) {
      lease.permits -= 1;
      lease.pending += 1;
      lease.lastUsedAt = now;
      return null;
    }
    if (lease.exhausted) return Math.max(1, Math.ceil((lease.windowEndsAt - now) / 1000));
    lease.reserving ??= this.reserve(keyId, lease).finally(() => {
      lease.reserving = undefined;
    });
    return lease.reserving.then(() => this.admit(keyId));
  }

  /** Takes up to `reservation` permits from the shared window, atomically. */
  private async reserve(keyId: string, lease: Lease, firstUse = true): Promise<void> {
    const row = await reserveApiKeyPermits(this.em, `apikey:${keyId}`, this.reservation, this.limitPerMinute);
    // A key's first reservation inserts its row, which the same statement's update cannot see:
    // the second try finds it.
    if (!row) {
      if (firstUse) return this.reserve(keyId, lease, false);
      throw new Error(`API key ${keyId}: no rate-limit row after inserting it`);
    }
    const granted = Number(row.granted);
    const seconds = Math.max(1, Number(row.seconds));
    lease.permits += granted;
    lease.windowEndsAt = Date.now() + seconds * 1000;
    lease.exhausted = granted === 0;
  }

  /** Writes the usage so far (the admin list calls it first, so its own process is current). */
  flush(): Promise<void> {
    // One write at a time: a caller arriving meanwhile waits for it, then writes what came since.
    const next = (this.running ?? Promise.resolve()).then(() => this.write());
    this.running = next;
    return next;
  }

  private async write(): Promise<void> {
    for (const [keyId, lease] of this.leases) {
      if (lease.pending === 0) {
        if (Date.now() >= lease.windowEndsAt + WINDOW_MINUTES * 60_000 && !lease.reserving) this.leases.delete(keyId);
        continue;
      }
      const amount = lease.pending;
      lease.pending = 0;
      try {
        // Added to what is stored (other processes add theirs): no read, no version.
        await this.em
          .createQueryBuilder(ApiKey)
          .update({
            requestCount: raw('request_count + ?', [amount]),
            lastUsedAt: raw('greatest(coalesce(last_used_at, to_timestamp(0)), to_timestamp(?::bigint / 1000.0))', [
              lease.lastUsedAt,
            ]),
          })
          .where({ id: keyId })
          .execute('run');
      } catch (error) {
        // The store is unreachable: keep the counts for the next flush.
        lease.pending += amount;
        this.onError(error);
      }
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush().catch(() => undefined);
  }
}
