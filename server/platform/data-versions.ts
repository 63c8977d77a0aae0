import type { EntityManager } from '@mikro-orm/postgresql';
import { DataVersion } from './data-version.entity.js';
import type { NotificationSubscriber, Notifier } from './notifier.js';

export type DataVersionName = 'translations' | 'catalogue';

/**
 * The versions of the `data_version` table, kept current in this process by
 * `NOTIFY data_version_changed` (sent by the trigger that bumps them, whichever process or hand
 * made the change), received through the process's notifier. While it is connected a known
 * version costs no query; without it every read asks the database, as before.
 */
class DataVersionWatcher implements NotificationSubscriber {
  private readonly known = new Map<DataVersionName, string>();
  /** Bumped by every notification, so a query that raced one never stores its stale answer. */
  private readonly generation = new Map<DataVersionName, number>();

  constructor(readonly notifier: Notifier) {}

  onNotify(payload: string): void {
    this.forget((payload || undefined) as DataVersionName | undefined);
  }

  onResync(): void {
    this.forget(undefined);
  }

  private forget(name: DataVersionName | undefined): void {
    for (const n of name ? [name] : [...this.generation.keys(), ...this.known.keys()]) {
      this.known.delete(n);
      this.generation.set(n, (this.generation.get(n) ?? 0) + 1);
    }
  }

  async read(em: EntityManager, name: DataVersionName): Promise<string> {
    const hit = this.notifier.connected ? this.known.get(name) : undefined;
    if (hit !== undefined) return hit;
    const before = this.generation.get(name) ?? 0;
    const version = await queryVersion(em, name);
    if (this.notifier.connected && (this.generation.get(name) ?? 0) === before) this.known.set(name, version);
    return version;
  }
}

async function queryVersion(em: EntityManager, name: DataVersionName): Promise<string> {
  // A plain row, not an entity: the identity map would answer a second read with the first.
  const row = await em
    .createQueryBuilder(DataVersion)
    .select('version')
    .where({ name })
    .execute<{ version: string } | null>('get', false);
  return String(row?.version ?? '0');
}

/** One watcher per database (keyed by the ORM's driver), like the caches that use it. */
const watchers = new WeakMap<object, DataVersionWatcher>();

/** Watches the versions of the database `em` belongs to through `notifier`; returns the stop function. */
export async function watchDataVersions(em: EntityManager, notifier: Notifier): Promise<() => void> {
  const watcher = new DataVersionWatcher(notifier);
  const unsubscribe = await notifier.subscribe('data_version_changed', watcher);
  watchers.set(em.getDriver(), watcher);
  return () => {
    if (watchers.get(em.getDriver()) === watcher) watchers.delete(em.getDriver());
    unsubscribe();
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
  await watchers.get(em.getDriver())?.notifier.sync();
}
