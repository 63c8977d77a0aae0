import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { buildApp } from '../../../server/app.js';
import { ormOptions } from '../../../server/db/orm.js';
import { MIGRATIONS } from '../../../migrations/index.js';
import { createTestApp, loginToken } from '../../support/app.js';
import { fullProgram, insertCatalogue, saveRest } from '../programs/fixtures.js';

describe('migrations and rolling upgrades', () => {
  it('every migration says in its first line whether it expands or contracts the schema', () => {
    const files = readdirSync('migrations').filter((f) => /^Migration\d+.*\.ts$/.test(f));
    expect(files.length).toBe(MIGRATIONS.length);
    for (const file of files) {
      expect([file, readFileSync(path.join('migrations', file), 'utf8').split('\n')[0]]).toEqual([file, expect.stringMatching(/^\/\/ Migration kind: (EXPAND|CONTRACT)\b/)]);
    }
  });

  it('applies the newest migration while a server of the release before runs a save load: no request fails', async () => {
    // The database as the release before left it: the newest migration not yet applied.
    const prepared = await createTestApp();
    const catalogue = await insertCatalogue(prepared.orm);
    await prepared.orm.getMigrator().down();
    const newest = MIGRATIONS.at(-1)!.name;
    expect((await prepared.orm.getMigrator().getPendingMigrations()).map((m) => m.name)).toEqual([newest]);
    const url = prepared.databaseUrl;
    const config = prepared.config;
    await prepared.close();

    // The running server, on its own pool, that does not migrate.
    const oldOrm = await MikroORM.init(ormOptions(url));
    const old = await buildApp({ config, orm: oldOrm });
    await old.ready();
    try {
      const token = await loginToken(old, 'user.uk@example.com');
      const statuses: number[] = [];
      let migrated = false;
      const client = async () => {
        // Saves go on until the migration is done, and a few more after it.
        for (let after = 0; after < 3; after += migrated ? 1 : 0) {
          statuses.push((await saveRest(old, token, fullProgram(catalogue))).statusCode);
        }
      };
      const load = Promise.all(Array.from({ length: 4 }, client));
      // The new release starts meanwhile: it migrates (under MikroORM's lock) and serves.
      while (statuses.length < 8) await new Promise((resolve) => setImmediate(resolve));
      const newOrm = await MikroORM.init(ormOptions(url));
      await newOrm.getMigrator().up();
      migrated = true;
      await load;
      expect(await newOrm.getMigrator().getPendingMigrations()).toEqual([]);
      await newOrm.close();
      expect(statuses.length).toBeGreaterThanOrEqual(20);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
    } finally {
      await old.close();
      await oldOrm.close();
    }
  }, 120_000);
});
