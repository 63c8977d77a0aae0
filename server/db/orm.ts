import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from '../../migrations/index.js';

export function ormOptions(clientUrl: string): Options {
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
    debug: process.env.SQL_DEBUG === 'true',
  };
}

export async function initOrm(clientUrl: string): Promise<MikroORM> {
  const orm = await MikroORM.init(ormOptions(clientUrl));
  await orm.getMigrator().up();
  return orm;
}
