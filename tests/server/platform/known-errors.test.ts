import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type { Ctx } from '../../../server/platform/context.js';
import { Account } from '../../../server/modules/accounts/account.entity.js';
import { buildAppSchema } from '../../../server/platform/graphql/schema.js';
import { RESOLVERS } from '../../../server/resolvers.js';
import { createTestApp, gql, type TestApp } from '../../support/app.js';

/** A real `findOneOrFail` of an id that does not exist. */
async function missingAccount(ctx: Ctx): Promise<never> {
  await ctx.em.findOneOrFail(Account, randomUUID());
  throw new Error('unreachable');
}

/** A real optimistic-lock failure: the row's version moves between read and flush. */
async function staleFlush(ctx: Ctx): Promise<never> {
  const account = await ctx.em.findOneOrFail(Account, { email: 'user@example.com' });
  await ctx.em.getConnection().execute('update account set version = version + 1 where id = ?', [account.id]);
  account.person.name = 'Changed';
  await ctx.em.flush();
  throw new Error('unreachable');
}

/**
 * A real deadlock: two transactions each lock one account's row, then ask for the other's;
 * PostgreSQL aborts one of them (40P01), whose failure this throws.
 */
async function crossedUpdates(ctx: Ctx): Promise<never> {
  const ids = (await ctx.em.execute<Array<{ id: string }>>('select id from account order by id limit 2')).map(
    (row) => row.id,
  );
  let locked = 0;
  let release!: () => void;
  const bothLocked = new Promise<void>((resolve) => (release = resolve));
  const touch = 'update account set version = version where id = ?';
  const take = (first: string, second: string) =>
    ctx.em.fork().transactional(async (tx) => {
      await tx.execute(touch, [first]);
      if (++locked === 2) release();
      await bothLocked;
      await tx.execute(touch, [second]);
    });
  const results = await Promise.allSettled([take(ids[0]!, ids[1]!), take(ids[1]!, ids[0]!)]);
  const failed = results.find((result) => result.status === 'rejected');
  throw failed ? failed.reason : new Error('no deadlock');
}

function failingSchema(schema: GraphQLSchema): GraphQLSchema {
  const query = schema.getQueryType()!.getFields();
  const mutation = schema.getMutationType()!.getFields();
  query.me!.resolve = ((_root, _args, ctx: Ctx) => missingAccount(ctx)) as GraphQLFieldResolver<unknown, Ctx>;
  mutation.updateMyDetails!.resolve = ((_root, _args, ctx: Ctx) => staleFlush(ctx)) as GraphQLFieldResolver<
    unknown,
    Ctx
  >;
  return schema;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      schema: failingSchema(await buildAppSchema(RESOLVERS)),
      routes: (app) => {
        app.get('/secured/api/test/missing', (req) => missingAccount(req.ctx));
        app.post('/secured/api/test/stale', (req) => staleFlush(req.ctx));
        app.post('/secured/api/test/crossed', (req) => crossedUpdates(req.ctx));
      },
    },
  );
});
afterAll(async () => {
  await t.close();
});

describe('errors of the ORM, answered centrally', () => {
  it('answers a missing id with 404 on REST, never 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/secured/api/test/missing' });
    expect(res).toHaveStatus(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', errorDataList: [{ translationKey: 'ERROR_NOT_FOUND' }] });
  });

  it('answers a stale version at flush with 409 on REST', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/secured/api/test/stale' });
    expect(res).toHaveStatus(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', errorDataList: [{ translationKey: 'ERROR_STALE_VERSION' }] });
  });

  it('answers two saves that deadlocked with 409 on REST, as a stale version (the one PostgreSQL aborted)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/secured/api/test/crossed' });
    expect(res).toHaveStatus(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT' });
  });

  it('answers a missing id with 404 NOT_FOUND on GraphQL', async () => {
    const res = await gql(t.app, '{ me { email } }');
    expect(res).toHaveStatus(404);
    expect(res.errors?.[0]?.extensions).toEqual({
      code: 'NOT_FOUND',
      errorDataList: [{ translationKey: 'ERROR_NOT_FOUND' }],
    });
    expect(res.errors?.[0]?.message).toBe('NOT_FOUND');
  });

  it('answers a stale version at flush with 409 CONFLICT on GraphQL', async () => {
    const res = await gql(
      t.app,
      'mutation { updateMyDetails(input: { preferredLocale: "en_GB", version: 0 }) { email } }',
    );
    expect(res).toHaveStatus(409);
    expect(res.errors?.[0]?.extensions).toEqual({
      code: 'CONFLICT',
      errorDataList: [{ translationKey: 'ERROR_STALE_VERSION' }],
    });
  });
});
