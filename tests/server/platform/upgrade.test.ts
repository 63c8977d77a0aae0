import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { buildApp } from '../../../server/app.js';
import { ormOptions } from '../../../server/db/orm.js';
import { MIGRATIONS } from '../../../migrations/index.js';
import { createTestApp, loginToken } from '../../support/app.js';
import { waitFor } from '../../support/wait-for.mjs';
import { fullProgram, insertCatalogue, saveRest } from '../programs/fixtures.js';

/**
 * The release before did not map what the newest migration adds: the old server's ORM forgets
 * every scalar property whose column is not (yet) in the database, as that release's entities
 * never had it (e.g. skin_care_program.client_reference of 20261127010000).
 */
async function asReleaseBefore(orm: MikroORM): Promise<void> {
  const rows = await orm.em
    .fork()
    .execute<{ table_name: string; column_name: string }[]>(
      `select table_name, column_name from information_schema.columns where table_schema = current_schema()`,
    );
  const columns = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`));
  for (const meta of Object.values(orm.getMetadata().getAll())) {
    if (!meta.tableName || meta.embeddable || meta.virtual) continue;
    for (const prop of meta.props) {
      if (prop.kind !== 'scalar' || prop.persist === false || !prop.fieldNames?.length) continue;
      if (!columns.has(`${meta.tableName}.${prop.fieldNames[0]}`)) meta.removeProperty(prop.name);
    }
  }
}

describe('migrations and rolling upgrades', () => {
  it('every migration says in its first line whether it expands or contracts the schema', () => {
    const files = readdirSync('migrations').filter((f) => /^Migration\d+.*\.ts$/.test(f));
    expect(files.length).toBe(MIGRATIONS.length);
    for (const file of files) {
      expect([file, readFileSync(path.join('migrations', file), 'utf8').split('\n')[0]]).toEqual([
        file,
        expect.stringMatching(/^\/\/ Migration kind: (EXPAND|CONTRACT)\b/),
      ]);
    }
  });

  it('applies the newest migration while a server of the release before runs a save load: no request fails', async () => {
    // The database as the release before left it: the newest migration not yet applied.
    const prepared = await createTestApp();
    const catalogue = await insertCatalogue(prepared.orm);
    await prepared.orm.migrator.down();
    const newest = MIGRATIONS.at(-1)!.name;
    expect((await prepared.orm.migrator.getPending()).map((m) => m.name)).toEqual([newest]);
    const url = prepared.databaseUrl;
    const config = prepared.config;
    await prepared.close();

    // The running server, on its own pool, that does not migrate.
    const oldOrm = await MikroORM.init(ormOptions(url));
    await asReleaseBefore(oldOrm);
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
      await waitFor(() => statuses.length >= 8, {
        what: 'eight saves on the old release',
        timeout: 30_000,
        interval: 5,
      });
      const newOrm = await MikroORM.init(ormOptions(url));
      await newOrm.migrator.up();
      migrated = true;
      await load;
      expect(await newOrm.migrator.getPending()).toEqual([]);
      await newOrm.close();
      expect(statuses.length).toBeGreaterThanOrEqual(20);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
    } finally {
      await old.close();
      await oldOrm.close();
    }
  }, 120_000);
});
