import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';

export type DataVersionName = 'translations' | 'catalogue';

/**
 * The versions of the `data_version` table, kept current in this process by
 * `NOTIFY data_version_changed` (sent by the trigger that bumps them, whichever process or hand
 * made the change). While the listener is connected a known version costs no query; without it
 * every read asks the database, as before.
 */
class DataVersionWatcher {
  private readonly known = new Map<DataVersionName, string>();
  /** Bumped by every notification, so a query that raced one never stores its stale answer. */
  private readonly generation = new Map<DataVersionName, number>();
  private listener: pg.Client | null = null;

  async listen(connectionString: string): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => this.forget(message.payload as DataVersionName | undefined));
    client.on('error', () => {
      this.listener = null;
      this.forget(undefined);
    });
    await client.connect();
    await client.query('listen data_version_changed');
    this.listener = client;
  }

  private forget(name: DataVersionName | undefined): void {
    for (const n of name ? [name] : [...this.generation.keys(), ...this.known.keys()]) {
      this.known.delete(n);
      this.generation.set(n, (this.generation.get(n) ?? 0) + 1);
    }
  }

  async read(em: EntityManager, name: DataVersionName): Promise<string> {
    const hit = this.listener ? this.known.get(name) : undefined;
    if (hit !== undefined) return hit;
    const before = this.generation.get(name) ?? 0;
    const version = await queryVersion(em, name);
    if (this.listener && (this.generation.get(name) ?? 0) === before) this.known.set(name, version);
    return version;
  }

  /**
   * Returns once every notification committed before the call has been handled: PostgreSQL
   * delivers them to the listening session before the answer to its next query.
   */
  async sync(): Promise<void> {
    await this.listener?.query('select 1');
  }

  async close(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    this.known.clear();
    await listener?.end().catch(() => {});
  }
}

async function queryVersion(em: EntityManager, name: DataVersionName): Promise<string> {
  const rows = await em.getConnection().execute<{ version: string }[]>('select version from data_version where name = ?', [name]);
  return String(rows[0]?.version ?? '0');
}

/** One watcher per database (keyed by the ORM's driver), like the caches that use it. */
const watchers = new WeakMap<object, DataVersionWatcher>();

/** Starts watching the versions of the database `em` belongs to; returns the stop function. */
export async function watchDataVersions(em: EntityManager, connectionString: string): Promise<() => Promise<void>> {
  const watcher = new DataVersionWatcher();
  await watcher.listen(connectionString);
  watchers.set(em.getDriver(), watcher);
  return async () => {
    if (watchers.get(em.getDriver()) === watcher) watchers.delete(em.getDriver());
    await watcher.close();
  };
}

/** The current version of a cached data set. */
export function dataVersion(em: EntityManager, name: DataVersionName): Promise<string> {
  const watcher = watchers.get(em.getDriver());
  return watcher ? watcher.read(em, name) : queryVersion(em, name);
}

/**
 * Waits until this process has seen every change committed so far: for read-your-writes right
 * after a write (an admin saving a text, a test changing rows by hand).
 */
export async function syncDataVersions(em: EntityManager): Promise<void> {
  await watchers.get(em.getDriver())?.sync();
}
