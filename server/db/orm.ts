import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from '../../migrations/index.js';

export interface OrmSettings {
  /** Log every SQL statement (config `sqlDebug`). */
  debug?: boolean;
}

/** Longest wait for a pooled connection or a new one to the database. */
const POOL_TIMEOUT_MS = 3_000;

export function ormOptions(clientUrl: string, settings: OrmSettings = {}): Options {
  return {
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    // Entities are never looked up through the global manager: every request forks its own.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    // While the database is away a request must fail within seconds (503), not queue for
    // knex's default minute; dead connections are dropped by the pool and made anew.
    pool: { min: 0, max: 10, acquireTimeoutMillis: POOL_TIMEOUT_MS, createTimeoutMillis: POOL_TIMEOUT_MS },
    driverOptions: { connection: { connectionTimeoutMillis: POOL_TIMEOUT_MS, keepAlive: true } },
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

export async function initOrm(clientUrl: string, settings: OrmSettings = {}): Promise<MikroORM> {
  const orm = await MikroORM.init(ormOptions(clientUrl, settings));
  await orm.getMigrator().up();
  return orm;
}
