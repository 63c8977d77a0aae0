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

export interface NotifierTimings {
  /** Pause between two heartbeats. */
  heartbeatMs: number;
  /** Longest wait for a marker once its NOTIFY is committed; longer: the listener is muted. */
  arrivalTimeoutMs: number;
  /** Longest wait for the NOTIFY of a marker to be committed. */
  publishTimeoutMs: number;
  /** Muted this long: the listening connection is made anew (it may be dead without knowing). */
  recycleAfterMs: number;
}

const TIMINGS: NotifierTimings = {
  heartbeatMs: 1_000,
  arrivalTimeoutMs: 2_500,
  publishTimeoutMs: 3_000,
  recycleAfterMs: 10_000,
};

export interface NotifierOptions {
  log?: NotifierLog;
  /**
   * Sends `NOTIFY channel, payload` from a session other than the listener's (the app's pool), so
   * that a marker coming back proves other sessions' notifications arrive. Default: the listening
   * connection itself.
   */
  publish?: (channel: string, payload: string) => Promise<unknown>;
  timings?: Partial<NotifierTimings>;
}

/**
 * Leads the SQL of the markers the app publishes through its pool (heartbeat, `sync()`), so
 * that they can be told apart from the statements of the request that runs beside them.
 */
export const NOTIFIER_STATEMENT_TAG = '/* notifier */';

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
 *
 * A connection can also be up and deaf: a pooler in transaction mode (PgBouncer) drops the
 * notifications of a session that is not in a transaction ("got packet 'A' from server when not
 * linked"), and a connection dead without a reset looks alive for hours. So a heartbeat sends a
 * marker every second from another session and expects it back within seconds; while it does not
 * come back the listener counts as muted: `connected` is false (caches read through), and once
 * markers arrive again every subscriber resynchronises.
 */
export class Notifier {
  private client: pg.Client | null = null;
  private readonly channels = new Map<string, Set<NotificationSubscriber>>();
  private readonly pendingSyncs = new Map<string, (arrived: boolean) => void>();
  private reconnectTimer: NodeJS.Timeout | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  /** The heartbeat under way: close() waits for it, so that it never uses a pool being closed. */
  private beating: Promise<void> | null = null;
  private closed = false;
  /** Times `start()` failed in a row since the connection was lost (for the backoff). */
  private failures = 0;
  /** The last marker came back in time: notifications do arrive on `client`. */
  private hearing = false;
  /** Some marker ever came back (else the listener was muted from the start). */
  private everHeard = false;
  /** Since when markers have not come back (null: they do). */
  private mutedSince: number | null = null;
  /** Connections given up on purpose: whatever they still report is ignored. */
  private readonly retired = new WeakSet<pg.Client>();
  private readonly log: NotifierLog;
  private readonly publishFrom: ((channel: string, payload: string) => Promise<unknown>) | undefined;
  private readonly timings: NotifierTimings;

  constructor(
    private readonly connectionString: string,
    logOrOptions: NotifierLog | NotifierOptions = {},
  ) {
    const options = typeof logOrOptions === 'function' ? { log: logOrOptions } : logOrOptions;
    this.log = options.log ?? (() => {});
    this.publishFrom = options.publish;
    this.timings = { ...TIMINGS, ...options.timings };
  }

  /**
   * Whether notifications are being received now, i.e. whether caches may be trusted: the
   * connection listens and the heartbeat's last marker came back.
   */
  get connected(): boolean {
    return this.client !== null && this.hearing;
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
    client.on('notification', (message) => {
      if (!this.retired.has(client)) this.dispatch(message.channel, message.payload ?? '');
    });
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
    // Listening is not hearing: the first marker decides whether caches may be trusted.
    this.hearing = await this.roundTrip();
    if (this.client !== client) return; // lost meanwhile
    if (!this.hearing) {
      // Never heard at all: most likely a pooler in transaction mode, which drops notifications.
      this.muted(
        this.everHeard
          ? 'no heartbeat marker came back since listening again'
          : 'no heartbeat marker comes back on the listening connection (is DATABASE_DIRECT_URL a pooler in transaction mode?)',
      );
    } else {
      this.everHeard = true;
      this.mutedSince = null;
    }
    this.scheduleHeartbeat();
  }

  /**
   * Returns once every notification committed before the call has been handled. PostgreSQL
   * delivers notifications in commit order, so our own marker arriving means all earlier ones
   * have arrived too. Without a connection there is nothing to wait for (caches read through);
   * a marker that does not come back within seconds ends the wait and counts as a muted listener.
   */
  async sync(): Promise<void> {
    const client = this.client;
    if (!client || !this.hearing) return;
    const arrived = await this.roundTrip();
    if (!arrived && this.client === client && this.hearing) this.muted('a sync marker did not come back');
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    if (this.heartbeatTimer) clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = null;
    const client = this.client;
    this.client = null;
    this.releaseSyncs();
    await this.beating;
    await client?.end().catch(() => {});
  }

  /**
   * Sends a marker and waits for it: true once it came back, false when it could not be sent,
   * did not come back in time, or the connection went meanwhile.
   */
  private async roundTrip(): Promise<boolean> {
    const client = this.client;
    if (!client) return false;
    const marker = randomUUID();
    const arrived = new Promise<boolean>((resolve) => this.pendingSyncs.set(marker, resolve));
    let timer: NodeJS.Timeout | undefined;
    const within = (ms: number) =>
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
        timer.unref();
      });
    try {
      const publish = this.publishFrom
        ? this.publishFrom(SYNC_CHANNEL, marker)
        : client.query('select pg_notify($1, $2)', [SYNC_CHANNEL, marker]);
      const sent = await Promise.race([
        publish.then(
          () => true,
          () => false,
        ),
        within(this.timings.publishTimeoutMs),
      ]);
      clearTimeout(timer);
      if (!sent) return false;
      const result = await Promise.race([arrived, within(this.timings.arrivalTimeoutMs)]);
      return result && this.client === client;
    } finally {
      clearTimeout(timer);
      this.pendingSyncs.delete(marker);
    }
  }

  private scheduleHeartbeat(): void {
    if (this.closed || this.heartbeatTimer) return;
    this.heartbeatTimer = setTimeout(() => {
      this.beating = this.heartbeat().finally(() => (this.beating = null));
    }, this.timings.heartbeatMs);
    this.heartbeatTimer.unref();
  }

  private async heartbeat(): Promise<void> {
    this.heartbeatTimer = null;
    const client = this.client;
    if (this.closed || !client) return; // reconnect() starts the heartbeat again
    const arrived = await this.roundTrip();
    if (this.closed || this.client !== client) return;
    if (arrived && !this.hearing) {
      this.hearing = true;
      this.everHeard = true;
      this.mutedSince = null;
      this.log('info', 'notifications arrive again; caches resynchronised');
      // What was announced while muted never arrived: read it all afresh.
      this.resyncAll();
    } else if (!arrived) {
      if (this.hearing) this.muted('the heartbeat marker did not come back');
      if (this.mutedSince !== null && Date.now() - this.mutedSince >= this.timings.recycleAfterMs)
        return this.recycle(client);
    }
    this.scheduleHeartbeat();
  }

  /** Markers stopped coming back: caches are bypassed until they do again. */
  private muted(reason: string): void {
    const first = this.mutedSince === null;
    this.hearing = false;
    this.mutedSince ??= Date.now();
    this.releaseSyncs();
    if (first) this.log('warn', `notifier muted: ${reason}; caches bypassed until notifications arrive again`);
    this.resyncAll();
  }

  /** Muted for long: the connection may be dead without knowing it; listen on a new one. */
  private recycle(client: pg.Client): void {
    this.retired.add(client);
    this.client = null;
    void client.end().catch(() => {});
    this.failures = 0;
    this.scheduleReconnect();
  }

  private dispatch(channel: string, payload: string): void {
    if (channel === SYNC_CHANNEL) {
      this.pendingSyncs.get(payload)?.(true);
      this.pendingSyncs.delete(payload);
      return;
    }
    for (const subscriber of this.channels.get(channel) ?? []) subscriber.onNotify(payload);
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return; // closed on purpose, or already handled
    this.client = null;
    this.hearing = false;
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
    // A recycled connection's reconnection is not news: the mute was logged.
    if (this.mutedSince === null)
      this.log('info', `notifier reconnected after ${this.failures + 1} attempt(s); caches resynchronised`);
    this.failures = 0;
    // What changed while nobody listened was never announced: read it all afresh.
    this.resyncAll();
  }

  private resyncAll(): void {
    for (const subscribers of this.channels.values()) for (const s of subscribers) s.onResync();
  }

  private releaseSyncs(): void {
    for (const resolve of this.pendingSyncs.values()) resolve(false);
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
