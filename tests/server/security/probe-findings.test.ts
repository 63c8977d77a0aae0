import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, loginToken, withToken, type TestApp } from '../../support/app.js';
import { demoRegions, sqlOf, type Regions, type Sql } from '../local-admin/fixtures.js';

/** Cases an outside probe of the finished product found; each failed before its fix. */

let t: TestApp;
let sql: Sql;
let r: Regions;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  sql = sqlOf(t);
  r = await demoRegions(sql);
  admin = await loginToken(t.app, 'admin@example.com');
});
afterAll(async () => {
  await t.close();
});

describe("concurrent saves of one region's product lists", () => {
  it.each([
    ['availability', 'region_product_available'],
    ['disallowed', 'region_product_disallowed'],
  ])('%s: every save answers 200 and the last one wins whole', async (path, table) => {
    const products = (await sql<{ id: number }>('select id from product order by id')).map((p) => p.id);
    const sets = Array.from({ length: 12 }, (_, i) => products.filter((id) => (id + i) % 3 !== 0));
    const url = `/secured/api/local-admin/products/${path}`;
    const answers = await Promise.all(sets.map((productIds) => t.app.inject(withToken(admin, { method: 'PUT', url, payload: { regionId: r.polska, productIds } }))));
    expect(answers.map((a) => a.statusCode)).toEqual(sets.map(() => 200));
    const saved = (await sql<{ product_id: number }>(`select product_id from ${table} where region_id = ? order by product_id`, [r.polska])).map((x) => x.product_id);
    expect(sets).toContainEqual(saved);
  });
});
