import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** One party interested in a channel's notifications. */
export interface NotificationSubscriber {
  /** A `NOTIFY channel, payload` arrived (payload '' when none was given). */
  onNotify(payload: string): void;
  /**
   * Notifications may have been missed (the connection was lost, or has just been made again):
   * drop whatever they would have invalidated and read afresh.
   */
  onResync(): void;
}

export type NotifierLog = (level: 'info' | 'warn', message: string) => void;

/** Backoff of reconnection attempts: 250 ms doubling up to 5 s. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;
const CONNECT_TIMEOUT_MS = 3_000;

/** Our own channel for `sync()`; never used by a trigger. */
const SYNC_CHANNEL = 'notifier_sync';
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * The one LISTEN connection of a process, shared by every cache kept current by PostgreSQL's
 * NOTIFY (account state, data versions). While it is connected, subscribers may trust what they
 * cached; when it is lost they are told to resynchronise and `connected` turns false, so they
 * read through to the database.
 *
 * A lost connection is made again with backoff; once listening again every subscriber is told to
 * resynchronise once more (changes made while disconnected were never announced).
 */
export class Notifier {
  private client: pg.Client | null = null;
  private readonly channels = new Map<string, Set<NotificationSubscriber>>();
  private readonly pendingSyncs = new Map<string, () => void>();
  private reconnectTimer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Times `start()` failed in a row since the connection was lost (for the backoff). */
  private failures = 0;

  constructor(
    private readonly connectionString: string,
    private readonly log: NotifierLog = () => {},
  ) {}

  /** Whether notifications are being received now, i.e. whether caches may be trusted. */
  get connected(): boolean {
    return this.client !== null;
  }

  /** Subscribes to a channel; returns the unsubscribe function. */
  async subscribe(channel: string, subscriber: NotificationSubscriber): Promise<() => void> {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name "${channel}"`);
    let subscribers = this.channels.get(channel);
    if (!subscribers) {
      subscribers = new Set();
      this.channels.set(channel, subscribers);
      await this.client?.query(`listen ${channel}`);
    }
    subscribers.add(subscriber);
    return () => void subscribers.delete(subscriber);
  }

  /** Connects and listens to every subscribed channel. */
  async start(): Promise<void> {
    // Named, so that operators (and tests) can tell the listening session apart.
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: 'notifier',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    client.on('notification', (message) => this.dispatch(message.channel, message.payload ?? ''));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of [SYNC_CHANNEL, ...this.channels.keys()]) await client.query(`listen ${channel}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
  }

  /**
   * Returns once every notification committed before the call has been handled. PostgreSQL
   * delivers notifications in commit order, so our own marker arriving means all earlier ones
   * have arrived too. Without a connection there is nothing to wait for (caches read through).
   */
  async sync(): Promise<void> {
    const client = this.client;
    if (!client) return;
    const marker = randomUUID();
    const seen = new Promise<void>((resolve) => this.pendingSyncs.set(marker, resolve));
    await client.query('select pg_notify($1, $2)', [SYNC_CHANNEL, marker]);
    await seen;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const client = this.client;
    this.client = null;
    this.releaseSyncs();
    await client?.end().catch(() => {});
  }

  private dispatch(channel: string, payload: string): void {
    if (channel === SYNC_CHANNEL) {
      this.pendingSyncs.get(payload)?.();
      this.pendingSyncs.delete(payload);
      return;
    }
    for (const subscriber of this.channels.get(channel) ?? []) subscriber.onNotify(payload);
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return; // closed on purpose, or already handled
    this.client = null;
    this.releaseSyncs();
    this.log('warn', 'notifier connection lost; caches bypassed until it is back');
    this.resyncAll();
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** this.failures);
    this.reconnectTimer = setTimeout(() => void this.reconnect(), delay);
    // A pending reconnect never keeps a process alive that is otherwise done.
    this.reconnectTimer.unref();
  }

  private async reconnect(): Promise<void> {
    this.reconnectTimer = null;
    if (this.closed) return;
    try {
      await this.start();
    } catch {
      this.failures += 1;
      this.scheduleReconnect();
      return;
    }
    if (!this.client) return; // closed meanwhile
    this.log('info', `notifier reconnected after ${this.failures + 1} attempt(s); caches resynchronised`);
    this.failures = 0;
    // What changed while nobody listened was never announced: read it all afresh.
    this.resyncAll();
  }

  private resyncAll(): void {
    for (const subscribers of this.channels.values()) for (const s of subscribers) s.onResync();
  }

  private releaseSyncs(): void {
    for (const resolve of this.pendingSyncs.values()) resolve();
    this.pendingSyncs.clear();
  }
}

/** The notifier of each database (keyed by the ORM's driver), for code that has only an `em`. */
const notifiers = new WeakMap<object, Notifier>();

export function registerNotifier(em: { getDriver(): object }, notifier: Notifier): () => void {
  notifiers.set(em.getDriver(), notifier);
  return () => {
    if (notifiers.get(em.getDriver()) === notifier) notifiers.delete(em.getDriver());
  };
}

export function notifierOf(em: { getDriver(): object }): Notifier | undefined {
  return notifiers.get(em.getDriver());
}

/**
 * Waits until this process has seen every change committed so far (account state, data
 * versions): read-your-writes right after a write, and tests that change rows by hand.
 */
export async function syncNotifications(em: { getDriver(): object }): Promise<void> {
  await notifierOf(em)?.sync();
}
