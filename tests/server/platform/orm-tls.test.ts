import { describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../../server/db/orm.js';

/**
 * A managed PostgreSQL is reached over TLS named in the URL (`?sslmode=verify-full`). MikroORM
 * keeps only host, port, user, password and database of the URL, so the pool must be given the
 * URL's TLS settings itself. The suite's server speaks no TLS: a pool that honours the URL's
 * `sslmode` fails to connect there, one that dropped it connects in plain text.
 */
const SERVER = process.env.TEST_PG_SERVER_URL!;

describe('the pool takes TLS from the URL', () => {
  it('asks the server for TLS when the URL says sslmode=verify-full (refused by a server without it)', async () => {
    const orm = await MikroORM.init(ormOptions(`${SERVER}/postgres?sslmode=verify-full`));
    try {
      await expect(orm.em.getConnection().execute('select 1')).rejects.toThrow(/SSL|TLS/i);
    } finally {
      await orm.close();
    }
  });

  it('connects in plain text when the URL names no TLS', async () => {
    const orm = await MikroORM.init(ormOptions(`${SERVER}/postgres`));
    try {
      await expect(orm.em.getConnection().execute('select 1 as one')).resolves.toEqual([{ one: 1 }]);
    } finally {
      await orm.close();
    }
  });
});
