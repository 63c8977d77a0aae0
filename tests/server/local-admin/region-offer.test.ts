import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.js';
import { initOrm } from '../../../server/db/orm.js';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { waitFor } from '../../support/wait-for.mjs';
import { demoRegions, keysOf, sqlOf, type Regions, type Sql } from './fixtures.js';

let t: TestApp;
let sql: Sql;
let r: Regions;
let localAdmin: string;
let admin: string;
let user: string;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  sql = sqlOf(t);
  r = await demoRegions(sql);
  [localAdmin, admin, user, editor] = await Promise.all(
    ['local.admin@example.com', 'admin@example.com', 'user@example.com', 'editor@example.com'].map((e) =>
      loginToken(t.app, e),
    ),
  );
});
afterAll(async () => {
  await t.close();
});

const BASE = '/secured/api/local-admin';
const send = (app: FastifyInstance, method: 'GET' | 'PUT', token: string | null, url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(token ? withToken(token, { method, url }) : {}),
  });
const setOf = async (table: string, regionId: number) =>
  (
    await sql<{ product_id: number }>(`select product_id from ${table} where region_id = ? order by product_id`, [
      regionId,
    ])
  ).map((x) => x.product_id);

interface Offer {
  id: number;
  code: string;
  isInOffer: boolean;
}
async function offerOf(app: FastifyInstance, token: string): Promise<Map<string, boolean>> {
  const res = await send(app, 'GET', token, '/secured/api/dataForEvaluations');
  expect(res).toHaveStatus(200);
  return new Map(res.json<{ products: Offer[] }>().products.map((p) => [p.code, p.isInOffer]));
}

describe('GET /secured/api/local-admin/myregions', () => {
  it('walks 401, 403, then answers the caller’s regions (ADMIN: all)', async () => {
    expect(await send(t.app, 'GET', null, `${BASE}/myregions`)).toHaveStatus(401);
    expect(await send(t.app, 'GET', user, `${BASE}/myregions`)).toHaveStatus(403);
    expect(await send(t.app, 'GET', editor, `${BASE}/myregions`)).toHaveStatus(403);
    expect((await send(t.app, 'GET', localAdmin, `${BASE}/myregions`)).json()).toEqual([
      { id: r.deutschland, name: 'Deutschland' },
      { id: r.polska, name: 'Polska' },
    ]);
    expect((await send(t.app, 'GET', admin, `${BASE}/myregions`)).json()).toHaveLength(3);
  });
});

describe.each([
  ['availability', 'region_product_available'],
  ['disallowed', 'region_product_disallowed'],
])('GET and PUT /secured/api/local-admin/products/%s', (path, table) => {
  const url = `${BASE}/products/${path}`;

  it('walks 401, 403, then answers every product and the sets of the caller’s regions only', async () => {
    expect(await send(t.app, 'GET', null, url)).toHaveStatus(401);
    expect(await send(t.app, 'GET', user, url)).toHaveStatus(403);
    const body = (await send(t.app, 'GET', localAdmin, url)).json();
    expect(Object.keys(body.regionProductMap).sort()).toEqual([String(r.polska), String(r.deutschland)].sort());
    expect(body.regionProductMap[String(r.polska)]).toEqual(await setOf(table, r.polska));
    const products = await sql<{ id: number }>('select id from product order by id');
    expect(body.productsId).toEqual(products.map((p) => p.id));
    expect(Object.keys((await send(t.app, 'GET', admin, url)).json().regionProductMap)).toHaveLength(3);
  });

  it('walks 401, 400, 403 for another region, 404 for none, then replaces the region’s set', async () => {
    const ukBefore = await setOf(table, r.uk);
    const [a, b] = (await sql<{ id: number }>('select id from product order by id limit 2')).map((p) => p.id);
    expect(await send(t.app, 'PUT', null, url, { regionId: r.polska, productIds: [a] })).toHaveStatus(401);
    expect(keysOf((await send(t.app, 'PUT', localAdmin, url, { productIds: [a] })).json())).toEqual([
      'VALIDATION_REQUIRED',
    ]);
    expect(await send(t.app, 'PUT', localAdmin, url, { regionId: r.polska, productIds: 'all' })).toHaveStatus(400);
    const unknown = await send(t.app, 'PUT', localAdmin, url, { regionId: r.polska, productIds: [a, 999999] });
    expect(unknown).toHaveStatus(400);
    expect(unknown.json().errorDataList).toEqual([{ translationKey: 'VALIDATION_INVALID_ID', param: 'productIds[1]' }]);
    expect(await send(t.app, 'PUT', user, url, { regionId: r.polska, productIds: [a] })).toHaveStatus(403);
    const foreign = await send(t.app, 'PUT', localAdmin, url, { regionId: r.uk, productIds: [a] });
    expect(foreign).toHaveStatus(403);
    expect(keysOf(foreign.json())).toEqual(['ERROR_REGION_NOT_MANAGED']);
    expect(await setOf(table, r.uk)).toEqual(ukBefore);
    expect(await send(t.app, 'PUT', admin, url, { regionId: 999999, productIds: [a] })).toHaveStatus(404);

    const ok = await send(t.app, 'PUT', localAdmin, url, { regionId: r.deutschland, productIds: [b, a, a] });
    expect(ok).toHaveStatus(200);
    expect(ok.json().regionProductMap[String(r.deutschland)]).toEqual([a, b].sort((x, y) => x! - y!));
    expect(ok.json().regionProductMap[String(r.uk)]).toBeUndefined();
    expect(await setOf(table, r.deutschland)).toEqual([a, b].sort((x, y) => x! - y!));
    expect(await setOf(table, r.uk)).toEqual(ukBefore);
  });
});

describe('the offer of a region’s users', () => {
  it('changes at once after a PUT, in this process and in another one on the same database', async () => {
    const otherOrm = await initOrm(t.databaseUrl);
    const other = await buildApp({ config: t.config, orm: otherOrm });
    try {
      await other.ready();
      const polishUser = await loginToken(t.app, 'user@example.com');
      const before = await offerOf(t.app, polishUser);
      await offerOf(other, polishUser); // warms the other process's catalogue cache
      expect(before.get('mandelic-acid-10')).toBe(true);
      const ids = await sql<{ id: number; code: string }>(
        'select x.product_id as id, p.code from region_product_available x join product p on p.id = x.product_id where x.region_id = ?',
        [r.polska],
      );
      const kept = ids.filter((p) => p.code !== 'mandelic-acid-10').map((p) => p.id);
      expect(
        await send(t.app, 'PUT', localAdmin, `${BASE}/products/availability`, { regionId: r.polska, productIds: kept }),
      ).toHaveStatus(200);
      expect((await offerOf(t.app, polishUser)).get('mandelic-acid-10')).toBe(false);
      // The other process hears of the change through NOTIFY.
      await waitFor(async () => (await offerOf(other, polishUser)).get('mandelic-acid-10') === false, {
        what: 'mandelic-acid-10 to leave the offer in the other process',
        timeout: 10_000,
      });

      const someAvailable = [...before.entries()].find(([code, inOffer]) => inOffer && code !== 'mandelic-acid-10')![0];
      const [{ id }] = await sql<{ id: number }>('select id from product where code = ?', [someAvailable]);
      const disallowed = await gql(
        t.app,
        'mutation($i: RegionProductsInput!) { setRegionDisallowedProducts(input: $i) { regions { regionId productIds } } }',
        { i: { regionId: r.polska, productIds: [id] } },
        localAdmin,
      );
      expect(disallowed.errors).toBeUndefined();
      expect((await offerOf(t.app, polishUser)).get(someAvailable)).toBe(false);
    } finally {
      await other.close();
      await otherOrm.close();
    }
  });
});

describe('GraphQL regions and products', () => {
  it('walks the ladder and answers the caller’s regions and sets', async () => {
    expect((await gql(t.app, '{ myRegions { id } }')).errors![0]!.extensions.code).toBe('UNAUTHENTICATED');
    expect(
      (await gql(t.app, '{ regionProductAvailability { productsId } }', {}, user)).errors![0]!.extensions.code,
    ).toBe('FORBIDDEN');
    const regions = await gql<{ myRegions: Array<{ name: string; defaultLocale: string }> }>(
      t.app,
      '{ myRegions { name defaultLocale } }',
      {},
      localAdmin,
    );
    expect(regions.data!.myRegions).toEqual([
      { name: 'Deutschland', defaultLocale: 'de_DE' },
      { name: 'Polska', defaultLocale: 'pl_PL' },
    ]);
    const sets = await gql<{ regionProductDisallowed: { regions: Array<{ regionId: number }> } }>(
      t.app,
      '{ regionProductDisallowed { productsId regions { regionId productIds } } }',
      {},
      localAdmin,
    );
    expect(sets.data!.regionProductDisallowed.regions.map((x) => x.regionId).sort()).toEqual(
      [r.polska, r.deutschland].sort(),
    );
    const foreign = await gql(
      t.app,
      'mutation($i: RegionProductsInput!) { setRegionAvailableProducts(input: $i) { productsId } }',
      { i: { regionId: r.uk, productIds: [] } },
      localAdmin,
    );
    expect(foreign.errors![0]!.extensions.code).toBe('FORBIDDEN');
  });
});
