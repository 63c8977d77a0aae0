import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InjectOptions } from 'fastify';
import { GRAPHQL_LIMITS } from '../../../server/platform/graphql/limits.js';
import { syncNotifications } from '../../../server/platform/notifier.js';
import { createTestApp, loginToken, withToken, type TestApp } from '../../support/app.js';
import { demoRegions, sqlOf, type Regions, type Sql } from '../local-admin/fixtures.js';

/**
 * Integrators' API keys. A key reads the catalogue of its region and nothing else;
 * bad, unknown and revoked keys get 401, everything outside the catalogue 403, too many requests
 * 429 with Retry-After; the secret is stored nowhere; creation and revocation are audited.
 */
let t: TestApp;
let sql: Sql;
let regions: Regions;
let admin: string;

const RATE = 40;

beforeAll(async () => {
  t = await createTestApp({ API_KEY_RATE_LIMIT: String(RATE) });
  sql = sqlOf(t);
  regions = await demoRegions(sql);
  admin = await loginToken(t.app, 'admin@example.com');
});
afterAll(() => t?.close());

interface CreatedKey {
  id: string;
  prefix: string;
  secret: string;
  name: string;
  regionId: number;
  requestCount: number;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

async function createKey(app = t.app, name = 'Shop integration', regionId = regions.polska): Promise<CreatedKey> {
  const res = await app.inject(
    withToken(admin, { method: 'POST', url: '/secured/api/admin/api-keys', payload: { name, regionId } }),
  );
  expect(res).toHaveStatus(200);
  return res.json<CreatedKey>();
}

const PRODUCTS = '{ products { id code isInOffer } }';
const graphql = (headers: Record<string, string>, query: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query },
  });
const withKey = (secret: string) => ({ authorization: `ApiKey ${secret}` });
const keysOf = (body: { errorDataList?: Array<{ translationKey: string }> }) =>
  (body.errorDataList ?? []).map((e) => e.translationKey);
const gqlKeys = (body: {
  errors?: Array<{ extensions: { code: string; errorDataList: Array<{ translationKey: string }> } }>;
}) => (body.errors ?? []).flatMap((e) => [e.extensions.code, ...keysOf(e.extensions)]);

describe('an API key reads the catalogue of its region', () => {
  it('creates a key whose secret is shown once, then lists it without the secret', async () => {
    const key = await createKey();
    expect(key.secret).toMatch(/^skc_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(`skc_${key.prefix}_`)).toBe(true);
    const list = await t.app.inject(withToken(admin, { method: 'GET', url: '/secured/api/admin/api-keys' }));
    const listed = list.json<CreatedKey[]>().find((k) => k.id === key.id)!;
    expect(listed).toMatchObject({
      name: 'Shop integration',
      prefix: key.prefix,
      regionId: regions.polska,
      revokedAt: null,
    });
    expect(list.body).not.toContain(key.secret);
  });

  it('answers products with isInOffer as for a user of the region, by either header', async () => {
    const key = await createKey();
    const asUser = await graphql({ authorization: `Bearer ${await loginToken(t.app, 'user@example.com')}` }, PRODUCTS);
    const byAuthorization = await graphql(withKey(key.secret), PRODUCTS);
    const byHeader = await graphql({ 'x-api-key': key.secret }, PRODUCTS);
    expect(byAuthorization).toHaveStatus(200);
    expect(byAuthorization.json()).toEqual(asUser.json());
    expect(byHeader.json()).toEqual(asUser.json());
    const products = byAuthorization.json<{ data: { products: Array<{ isInOffer: boolean }> } }>().data.products;
    expect(products.some((p) => p.isInOffer)).toBe(true);

    // Another region's key sees that region's offer.
    const uk = await createKey(t.app, 'UK shop', regions.uk);
    const asUkUser = await graphql(
      { authorization: `Bearer ${await loginToken(t.app, 'user.uk@example.com')}` },
      PRODUCTS,
    );
    expect((await graphql(withKey(uk.secret), PRODUCTS)).json()).toEqual(asUkUser.json());
  });

  it('names follow Accept-Language (en_GB without it), as for a user preferring that locale', async () => {
    const key = await createKey();
    const names = async (headers: Record<string, string>) =>
      (await graphql({ ...withKey(key.secret), ...headers }, '{ products { name } }')).json();
    const german = await names({ 'accept-language': 'de-DE,de;q=0.9' });
    expect(german).toEqual(await names({ 'accept-language': 'de_DE' }));
    expect(await names({})).toEqual(await names({ 'accept-language': 'en-GB' }));
    expect(await names({ 'accept-language': 'xx-YY' })).toEqual(await names({}));
    expect(german).not.toEqual(await names({}));
  });

  it('reads the REST catalogue bundle, indicators, INCI and suggestions', async () => {
    const key = await createKey();
    const bundle = await t.app.inject({
      method: 'GET',
      url: '/secured/api/dataForEvaluations',
      headers: withKey(key.secret),
    });
    expect(bundle).toHaveStatus(200);
    expect(bundle.json()).toHaveProperty('products');
    const res = await graphql(
      withKey(key.secret),
      '{ skinIndicators { id evaluations { productId value } } incis { id name } catalogueVersion }',
    );
    expect(res).toHaveStatus(200);
    expect(res.json().errors).toBeUndefined();
  });
});

describe('a key reads nothing else', () => {
  let key: CreatedKey;
  beforeAll(async () => {
    key = await createKey(t.app, 'Scope');
  });

  it.each([
    ['programs', 'GET', '/secured/api/skincareprogram/page'],
    ['users', 'GET', '/secured/api/user'],
    ['audit', 'POST', '/secured/api/admin/audit'],
    ['admin routes', 'GET', '/secured/api/admin/api-keys'],
    ['public routes', 'GET', '/public/api/regions'],
  ] as const)('REST %s: 403 in the error format', async (_what, method, url) => {
    const res = await t.app.inject({
      method,
      url,
      headers: withKey(key.secret),
      ...(method === 'POST' ? { payload: {} } : {}),
    } as InjectOptions);
    expect(res).toHaveStatus(403);
    expect(keysOf(res.json())).toEqual(['ERROR_API_KEY_OUT_OF_SCOPE']);
  });

  it.each([
    ['programs', '{ skinCarePrograms { totalElements } }'],
    ['users', '{ me { email } }'],
    ['managed users', '{ managedUsers { totalElements } }'],
    ['audit', '{ auditEvents { totalElements } }'],
    ['API keys', '{ apiKeys { id } }'],
    ['a catalogue field beside a forbidden one (no partial data)', '{ products { id } me { email } }'],
    ['a mutation', 'mutation { createApiKey(input: { name: "x", regionId: 1 }) { secret } }'],
  ])('GraphQL %s: 403, no data', async (_what, query) => {
    const res = await graphql(withKey(key.secret), query);
    expect(res).toHaveStatus(403);
    const body = res.json();
    expect(body.data ?? null).toBeNull();
    expect(gqlKeys(body)).toEqual(['FORBIDDEN', 'ERROR_API_KEY_OUT_OF_SCOPE']);
  });

  it('gets no higher GraphQL limits than users: 11 aliases are refused', async () => {
    const query = `{ ${Array.from({ length: 11 }, (_, i) => `a${i}: catalogueVersion`).join(' ')} }`;
    const res = await graphql(withKey(key.secret), query);
    expect(res).toHaveStatus(400);
    expect(gqlKeys(res.json())).toEqual(['BAD_REQUEST', 'ERROR_QUERY_TOO_MANY_ALIASES']);
    // The probe's 100 aliased catalogue queries, and cost alone just over the limit.
    const probe = `{ ${Array.from({ length: 100 }, (_, i) => `p${i}: products { incis { inci { chemicalNamePlaceholder descriptionPlaceholder } } evaluations { value } }`).join(' ')} }`;
    const refused = await graphql(withKey(key.secret), probe);
    expect(refused).toHaveStatus(400);
    expect(refused.json().data ?? null).toBeNull();
    const scalars = Math.floor((GRAPHQL_LIMITS.cost - 2) / 1.5) + 1;
    const expensive = await graphql(withKey(key.secret), `{ __type(name: "Query") { ${'name '.repeat(scalars)} } }`);
    expect(expensive).toHaveStatus(400);
    expect(gqlKeys(expensive.json())).toEqual(['BAD_REQUEST', 'ERROR_QUERY_TOO_COMPLEX']);
  });
});

describe('bad and revoked keys: 401', () => {
  it.each([
    ['a malformed key', 'ApiKey not-a-key'],
    ['an empty key', 'ApiKey'],
    ['an unknown key', `ApiKey skc_ABCDEFGH_${'a'.repeat(43)}`],
  ])('%s', async (_what, authorization) => {
    for (const url of ['/secured/api/dataForEvaluations', '/public/api/regions']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization } });
      expect({ url, status: res.statusCode, keys: keysOf(res.json()) }).toEqual({
        url,
        status: 401,
        keys: ['ERROR_API_KEY_INVALID'],
      });
    }
  });

  it('a key whose secret part is altered', async () => {
    const key = await createKey();
    const last = key.secret.at(-1) === 'A' ? 'B' : 'A';
    const res = await graphql(withKey(key.secret.slice(0, -1) + last), PRODUCTS);
    expect(res).toHaveStatus(401);
  });

  it('revocation takes effect at once, in this process and in another one on the same database', async () => {
    const other = await createTestApp({}, { databaseUrl: t.databaseUrl });
    try {
      const key = await createKey();
      expect(await graphql(withKey(key.secret), PRODUCTS)).toHaveStatus(200);
      expect(await graphql(withKey(key.secret), PRODUCTS, other.app)).toHaveStatus(200);
      const revoked = await t.app.inject(
        withToken(admin, { method: 'DELETE', url: `/secured/api/admin/api-keys/${key.id}` }),
      );
      expect(revoked).toHaveStatus(200);
      expect(revoked.json().revokedAt).not.toBeNull();
      expect(await graphql(withKey(key.secret), PRODUCTS)).toHaveStatus(401);
      await syncNotifications(other.orm.em);
      const elsewhere = await graphql(withKey(key.secret), PRODUCTS, other.app);
      expect(elsewhere).toHaveStatus(401);
      expect(gqlKeys(elsewhere.json()).length + keysOf(elsewhere.json()).length).toBeGreaterThan(0);
      // Revoking again changes nothing and is not audited twice.
      expect(
        await t.app.inject(withToken(admin, { method: 'DELETE', url: `/secured/api/admin/api-keys/${key.id}` })),
      ).toHaveStatus(200);
      const audits = await sql<{ n: number }>(
        `select count(*)::int as n from audit_event where event = 'API_KEY_REVOKED' and message like ?`,
        [`${key.prefix}%`],
      );
      expect(audits[0]!.n).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe('usage and the rate limit', () => {
  it('counts requests and the last use', async () => {
    const key = await createKey(t.app, 'Counted');
    for (let i = 0; i < 3; i++) expect(await graphql(withKey(key.secret), PRODUCTS)).toHaveStatus(200);
    const list = await t.app.inject(withToken(admin, { method: 'GET', url: '/secured/api/admin/api-keys' }));
    const listed = list.json<CreatedKey[]>().find((k) => k.id === key.id)!;
    expect(listed.requestCount).toBe(3);
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it(`admits ${RATE} requests a minute, then 429 with Retry-After, counted across processes`, async () => {
    const key = await createKey(t.app, 'Limited');
    const other = await createTestApp({ API_KEY_RATE_LIMIT: String(RATE) }, { databaseUrl: t.databaseUrl });
    try {
      for (let i = 0; i < RATE; i++) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/secured/api/dataForEvaluations',
          headers: { 'x-api-key': key.secret },
        });
        expect(res).toHaveStatus(200);
      }
      const refused = await graphql(withKey(key.secret), PRODUCTS);
      expect(refused).toHaveStatus(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(keysOf(refused.json())).toEqual(['ERROR_API_KEY_RATE_LIMITED']);

      // The first process's counts reach the shared store (the admin list writes them); the
      // other process learns the shared count at its first write and refuses from then on.
      await t.app.inject(withToken(admin, { method: 'GET', url: '/secured/api/admin/api-keys' }));
      await other.app.inject({
        method: 'GET',
        url: '/secured/api/dataForEvaluations',
        headers: { 'x-api-key': key.secret },
      });
      await other.app.inject(
        withToken(await loginToken(other.app, 'admin@example.com'), {
          method: 'GET',
          url: '/secured/api/admin/api-keys',
        }),
      );
      const elsewhere = await other.app.inject({
        method: 'GET',
        url: '/secured/api/dataForEvaluations',
        headers: { 'x-api-key': key.secret },
      });
      expect(elsewhere).toHaveStatus(429);
      expect(elsewhere.headers['retry-after']).toBeDefined();
    } finally {
      await other.close();
    }
  });
});

describe('storage and audit', () => {
  it('stores the secret nowhere in the database', async () => {
    const key = await createKey(t.app, 'Hashed');
    await graphql(withKey(key.secret), PRODUCTS);
    await t.app.inject(withToken(admin, { method: 'GET', url: '/secured/api/admin/api-keys' }));
    const secretPart = key.secret.split('_').slice(2).join('_');
    const tables = await sql<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((r) => r.name)).toContain('api_key');
    const found: string[] = [];
    for (const { name } of tables) {
      const rows = await sql<{ row: string }>(`select t::text as row from "${name}" t`);
      if (rows.some((r) => r.row.includes(secretPart))) found.push(name);
    }
    expect(found).toEqual([]);
    const stored = await sql<{ secret_hash: string }>('select secret_hash from api_key where id = ?', [key.id]);
    expect(stored[0]!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('audits creation and revocation with the admin and the prefix', async () => {
    const key = await createKey(t.app, 'Audited');
    await t.app.inject(withToken(admin, { method: 'DELETE', url: `/secured/api/admin/api-keys/${key.id}` }));
    const events = await sql<{ event: string; username: string; message: string }>(
      `select event, username, message from audit_event where event like 'API_KEY_%' and message like ? order by id`,
      [`${key.prefix}%`],
    );
    expect(events.map((e) => [e.event, e.username])).toEqual([
      ['API_KEY_CREATED', 'admin@example.com'],
      ['API_KEY_REVOKED', 'admin@example.com'],
    ]);
  });

  it('refuses bad input with 400 and the field key, creating nothing', async () => {
    const before = await sql<{ n: number }>('select count(*)::int as n from api_key');
    for (const payload of [
      { name: '', regionId: regions.polska },
      { name: 'x\u0000y', regionId: regions.polska },
      { name: 'x', regionId: 999999 },
      { name: 'x', regionId: '1' },
      { name: 'x', regionId: 1, extra: 1 },
    ]) {
      const res = await t.app.inject(withToken(admin, { method: 'POST', url: '/secured/api/admin/api-keys', payload }));
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
    }
    expect(
      await t.app.inject(withToken(admin, { method: 'DELETE', url: '/secured/api/admin/api-keys/not-a-uuid' })),
    ).toHaveStatus(400);
    expect(
      await t.app.inject(
        withToken(admin, { method: 'DELETE', url: '/secured/api/admin/api-keys/00000000-0000-4000-8000-000000000000' }),
      ),
    ).toHaveStatus(404);
    expect((await sql<{ n: number }>('select count(*)::int as n from api_key'))[0]!.n).toBe(before[0]!.n);
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp(
      { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-at-least-32-bytes!' },
      { databaseUrl: t.databaseUrl },
    );
  });
  afterAll(() => prod?.close());

  it('introspection and suggestions for API keys as for ADMIN, not for users', async () => {
    const key = await createKey();
    const introspect = '{ __schema { queryType { name } } }';
    expect((await graphql(withKey(key.secret), introspect, prod.app)).json().data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    const user = await loginToken(prod.app, 'user@example.com');
    expect(await graphql({ authorization: `Bearer ${user}` }, introspect, prod.app)).toHaveStatus(400);
    const typo = await graphql(withKey(key.secret), '{ product { id } produts { id } }', prod.app);
    expect(JSON.stringify(typo.json())).toContain('Did you mean');
  });
});
