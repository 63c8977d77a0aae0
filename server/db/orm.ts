import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import pg from 'pg';
import { parse as parseConnectionString } from 'pg-connection-string';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from '../../migrations/index.js';

export interface OrmSettings {
  /** Log every SQL statement (config `sqlDebug`). */
  debug?: boolean;
  /** Most pooled connections (config `databasePoolMax`, DATABASE_POOL_MAX). */
  poolMax?: number;
  /**
   * Where the start lock is held (config `databaseDirectUrl`, DATABASE_DIRECT_URL): PostgreSQL
   * itself, never a pooler in transaction mode. Default: the pool's URL.
   */
  directUrl?: string;
  /** Runs after the migrations while the start lock is still held (main.ts: the seed). */
  afterMigrations?: (orm: MikroORM) => Promise<void>;
}

/** Longest wait for a pooled connection or a new one to the database. */
const POOL_TIMEOUT_MS = 3_000;

/** Pooled connections unless DATABASE_POOL_MAX says otherwise. */
export const DEFAULT_POOL_MAX = 10;

/**
 * The key of the lock migrations and seed run under (the seed's own transaction lock is
 * 424242, the test template's 4711).
 */
const START_LOCK_KEY = 42_420_001;

/** The direct connection cannot be made: main.ts prints the message alone, without a stack. */
export class DirectConnectionError extends Error {}

/** A connection URL for the log: its password replaced. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(a malformed URL)';
  }
}

/**
 * Runs `work` while holding the start lock on a connection of its own to `directUrl`. Replicas
 * starting together thus migrate and seed one after the other; the later ones find nothing left
 * to do. The lock is a transaction's (pg_advisory_xact_lock), so that even through a pooler in
 * transaction mode it is released with its transaction and never left on a pooled session; a
 * process that dies while holding it releases it with its connection.
 */
export async function withStartLock<T>(directUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: directUrl,
    application_name: 'migrations',
    connectionTimeoutMillis: POOL_TIMEOUT_MS,
  });
  // An error after connecting (the server going away while waiting) fails the query under way instead.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new DirectConnectionError(
      `cannot connect to the database for migrations and notifications (DATABASE_DIRECT_URL, or DATABASE_URL when unset: ${withoutPassword(directUrl)}): ${reason}`,
    );
  }
  try {
    await client.query('begin');
    // The wait for another replica's migrations, and the hold, must not be cut short by timeouts meant for requests.
    await client.query(
      'set local statement_timeout = 0; set local lock_timeout = 0; set local idle_in_transaction_session_timeout = 0',
    );
    await client.query('select pg_advisory_xact_lock($1)', [START_LOCK_KEY]);
    const result = await work();
    await client.query('commit');
    return result;
  } finally {
    // Without a commit (work failed), ending the connection rolls back and releases the lock.
    await client.end().catch(() => {});
  }
}

/**
 * The URL's TLS settings (`?sslmode=`, `sslrootcert`, …) as node-postgres reads them: MikroORM
 * keeps only host, port, user, password and database of `clientUrl`, so without this a managed
 * PostgreSQL's `?sslmode=verify-full` would be dropped silently for the pool.
 */
function tlsOf(url: string): pg.ClientConfig['ssl'] {
  try {
    const { ssl } = parseConnectionString(url);
    return typeof ssl === 'string' ? undefined : (ssl as pg.ClientConfig['ssl']);
  } catch {
    return undefined; // config.ts has refused malformed URLs already
  }
}

/**
 * Gives a dead connection's slot back to the pool. Kysely (MikroORM 7's SQL layer) keeps a
 * connection checked out when `begin`, `commit` or `rollback` fails on it, as they do when the
 * database goes away mid-transaction: each outage would leak slots until the pool is exhausted
 * and `close()` waits forever. So a checked-out connection that ends is released with an error
 * (node-postgres then drops it), and a release after that one is a no-op instead of pg-pool's
 * "Release called on client which has already been released" over the real error.
 */
export function releaseDeadConnections(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    let release: ((error?: Error | boolean) => void) | undefined;
    let released = true;
    Object.defineProperty(client, 'release', {
      configurable: true,
      get: () => release,
      // pg-pool sets a new release function on every checkout.
      set: (fn: (error?: Error | boolean) => void) => {
        released = false;
        release = (error) => {
          if (released) return;
          released = true;
          fn(error);
        };
      },
    });
    client.once('end', () => release?.(new Error('the connection ended while checked out')));
  });
}

export function ormOptions(clientUrl: string, settings: OrmSettings = {}): Options {
  const ssl = tlsOf(clientUrl);
  return {
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    // Column types come from the decorators' emitted design types, as they did in MikroORM 6.
    metadataProvider: ReflectMetadataProvider,
    // Entities are never looked up through the global manager: every request forks its own.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    pool: { min: 0, max: settings.poolMax ?? DEFAULT_POOL_MAX },
    // node-postgres's pool (MikroORM 7 has no knex): while the database is away a request must fail
    // within seconds (503), not wait for a connection without end (pg's default); its
    // connectionTimeoutMillis bounds both the wait for a pooled connection and a new connect.
    driverOptions: {
      connectionTimeoutMillis: POOL_TIMEOUT_MS,
      keepAlive: true,
      ...(ssl === undefined ? {} : { ssl }),
      onPoolCreated: releaseDeadConnections,
    },
    migrations: {
      migrationsList: MIGRATIONS,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    debug: settings.debug ?? false,
  };
}

/**
 * Migrates and seeds (`afterMigrations`) under the start lock, on DATABASE_DIRECT_URL (DDL and
 * the seed's transaction locks belong on PostgreSQL itself, not behind a transaction pooler), then
 * opens the pool on `clientUrl`. With one URL for both, one ORM does it all.
 */
export async function initOrm(clientUrl: string, settings: OrmSettings = {}): Promise<MikroORM> {
  const directUrl = settings.directUrl ?? clientUrl;
  const migrate = async (orm: MikroORM) => {
    await orm.migrator.up();
    await settings.afterMigrations?.(orm);
  };
  if (directUrl !== clientUrl) {
    // The lock's connection first: an unreachable DATABASE_DIRECT_URL is named in one line.
    await withStartLock(directUrl, async () => {
      const direct = await MikroORM.init(ormOptions(directUrl, { ...settings, poolMax: 2 }));
      try {
        await migrate(direct);
      } finally {
        await direct.close();
      }
    });
    return MikroORM.init(ormOptions(clientUrl, settings));
  }
  const orm = await MikroORM.init(ormOptions(clientUrl, settings));
  try {
    await withStartLock(directUrl, () => migrate(orm));
  } catch (error) {
    await orm.close();
    throw error;
  }
  return orm;
}
