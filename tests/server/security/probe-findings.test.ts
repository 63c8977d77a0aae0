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

describe('a disabled account', () => {
  it('answers its right password exactly as a wrong one', async () => {
    await sql(`update account set enabled = false where email = 'user.uk@example.com'`);
    try {
      const attempt = (password: string) => t.app.inject({ method: 'POST', url: '/public/api/authorization/login', payload: { username: 'user.uk@example.com', password } });
      const right = await attempt('demo-password-1');
      const wrong = await attempt('not-the-password-1');
      expect(right.statusCode).toBe(401);
      expect(right.body).toBe(wrong.body);
      expect(right.json().errorDataList).toEqual([{ translationKey: 'ERROR_LOGIN_FAILED' }]);
    } finally {
      await sql(`update account set enabled = true where email = 'user.uk@example.com'`);
      await sql(`delete from login_throttle`);
    }
  });
});

describe('an account with no role', () => {
  let roleless: string;
  beforeAll(async () => {
    await sql(`update account set roles = '{}' where email = 'user.uk@example.com'`);
    roleless = await loginToken(t.app, 'user.uk@example.com');
  });
  afterAll(async () => {
    await sql(`update account set roles = '{APP_USER}' where email = 'user.uk@example.com'`);
  });

  it.each([
    ['GET', '/secured/api/dataForEvaluations'],
    ['GET', '/secured/api/skincareprogram/page'],
    ['POST', '/secured/api/skincareprogram'],
  ])('is refused %s %s (403)', async (method, url) => {
    const payload = method === 'POST' ? { skinIndicatorWithPriorityDtos: [], specialMixedProducts: {}, washProducts: [], readyProducts: [] } : undefined;
    const res = await t.app.inject(withToken(roleless, { method: method as 'GET' | 'POST', url, ...(payload ? { payload } : {}) }));
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status: 403, body: { errorDataList: expect.any(Array) } });
  });

  it('still reads and edits its own account', async () => {
    const res = await t.app.inject(withToken(roleless, { method: 'GET', url: '/secured/api/user' }));
    expect({ status: res.statusCode, email: res.json().email }).toEqual({ status: 200, email: 'user.uk@example.com' });
  });
});
