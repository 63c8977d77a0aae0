import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from '../../migrations/index.js';

export interface OrmSettings {
  /** Log every SQL statement (config `sqlDebug`). */
  debug?: boolean;
}

export function ormOptions(clientUrl: string, settings: OrmSettings = {}): Options {
  return {
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    // Entities are never looked up through the global manager: every request forks its own.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
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
