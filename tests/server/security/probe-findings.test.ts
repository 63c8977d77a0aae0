import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { syncDataVersions } from '../../../server/platform/data-versions.js';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { startSmtp } from '../../support/smtp.js';
import { demoRegions, sqlOf, type Regions, type Sql } from '../local-admin/fixtures.js';

/** Cases an outside probe of the finished product found; each failed before its fix. */

let t: TestApp;
let sql: Sql;
let r: Regions;
let admin: string;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const APP_URL = 'https://formula.example.test';

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL });
  sql = sqlOf(t);
  r = await demoRegions(sql);
  admin = await loginToken(t.app, 'admin@example.com');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("concurrent saves of one region's product lists", () => {
  it.each([
    ['availability', 'region_product_available'],
    ['disallowed', 'region_product_disallowed'],
  ])('%s: every save answers 200 and the last one wins whole', async (path, table) => {
    const products = (await sql<{ id: number }>('select id from product order by id')).map((p) => p.id);
    const sets = Array.from({ length: 12 }, (_, i) => products.filter((id) => (id + i) % 3 !== 0));
    const url = `/secured/api/local-admin/products/${path}`;
    const answers = await Promise.all(
      sets.map((productIds) =>
        t.app.inject(withToken(admin, { method: 'PUT', url, payload: { regionId: r.polska, productIds } })),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(sets.map(() => 200));
    const saved = (
      await sql<{ product_id: number }>(`select product_id from ${table} where region_id = ? order by product_id`, [
        r.polska,
      ])
    ).map((x) => x.product_id);
    expect(sets).toContainEqual(saved);
  });
});

describe('a disabled account', () => {
  it('answers its right password exactly as a wrong one', async () => {
    await sql(`update account set enabled = false where email = 'user.uk@example.com'`);
    try {
      const attempt = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/public/api/authorization/login',
          payload: { username: 'user.uk@example.com', password },
        });
      const right = await attempt('demo-password-1');
      const wrong = await attempt('not-the-password-1');
      expect(right).toHaveStatus(401);
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
    const payload =
      method === 'POST'
        ? { skinIndicatorWithPriorityDtos: [], specialMixedProducts: {}, washProducts: [], readyProducts: [] }
        : undefined;
    const res = await t.app.inject(
      withToken(roleless, { method: method as 'GET' | 'POST', url, ...(payload ? { payload } : {}) }),
    );
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({
      status: 403,
      body: { errorDataList: expect.any(Array) },
    });
  });

  it('still reads and edits its own account', async () => {
    const res = await t.app.inject(withToken(roleless, { method: 'GET', url: '/secured/api/user' }));
    expect({ status: res.statusCode, email: res.json().email }).toEqual({ status: 200, email: 'user.uk@example.com' });
  });
});

describe('test e-mails', () => {
  it('are throttled per admin: past the limit 429 with Retry-After, and nothing sent', async () => {
    const { TEST_MAIL_SENDINGS_PER_ADMIN } =
      await import('../../../server/modules/admin-accounts/test-mail.service.js');
    const send = () => t.app.inject(withToken(admin, { method: 'GET', url: '/secured/api/admin/emails?locale=en_GB' }));
    for (let i = 0; i < TEST_MAIL_SENDINGS_PER_ADMIN; i++) expect(await send()).toHaveStatus(200);
    const refused = await send();
    expect(refused).toHaveStatus(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().errorDataList).toEqual([{ translationKey: 'ERROR_TOO_MANY_ATTEMPTS' }]);
  });
});

describe('official e-mails', () => {
  it("link only the app's own links: a URL a translator writes into a text stays text", async () => {
    const evil = 'https://evil.example/reset?u={{email}}';
    const saved = await t.app.inject(
      withToken(admin, {
        method: 'POST',
        url: '/secured/api/translations',
        payload: {
          key: 'EMAIL_PASSWORD_RESET_BODY',
          textType: 'EMAIL',
          comment: 'reset mail',
          locale: 'en_GB',
          value: `Open {{link}} or ${evil}`,
        },
      }),
    );
    // Refused since issue 34 (row 11, translation-texts.test.ts); a text stored before still links nothing.
    expect(saved).toHaveStatus(400);
    await sql(`update text_source set value = ? where key = 'EMAIL_PASSWORD_RESET_BODY' and locale = 'en_GB'`, [
      `Open {{link}} or ${evil}`,
    ]);
    await syncDataVersions(t.orm.em);
    await t.app.inject({
      method: 'POST',
      url: '/public/api/authorization/reset',
      payload: { username: 'user.uk@example.com' },
    });
    const mail = await smtp.waitFor('user.uk@example.com');
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    for (const href of hrefs)
      expect(href === APP_URL || href.startsWith(`${APP_URL}/user/forgotten-password/`)).toBe(true);
    expect(mail.html).toContain('https://evil.example/reset?u=user.uk@example.com');
  });
});

describe('lone UTF-16 surrogates', () => {
  it.each(['\uD800', 'a\uDC00b', 'z\uDBFF'])(
    'in a product name answer 400 with the field, never 500 (%j)',
    async (bad) => {
      const indicator = (await sql<{ id: number }>('select id from skin_indicator order by id limit 1'))[0]!.id;
      const body = {
        productCategory: 'MODULAR',
        productUsage: 'ACTIVE',
        enabled: true,
        names: [
          { locale: { language: 'de', country: 'DE' }, value: `Neu${bad}` },
          { locale: { language: 'en', country: 'GB' }, value: 'New' },
        ],
        descriptions: [
          { locale: { language: 'de', country: 'DE' }, value: 'Beschreibung' },
          { locale: { language: 'en', country: 'GB' }, value: 'Description' },
        ],
        searchLinks: {},
        productToIndicatorEvaluation: { [indicator]: 1 },
      };
      const res = await t.app.inject(
        withToken(admin, { method: 'POST', url: '/secured/api/admin/product', payload: body }),
      );
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: expect.objectContaining({
          errorDataList: [{ translationKey: 'VALIDATION_CONTROL_CHARACTERS', param: 'names[0].value' }],
        }),
      });
    },
  );

  it('a pair (an emoji) and ordinary letters are kept', async () => {
    const { text } = await import('../../../common/validation/fields.js');
    for (const good of ['😀', 'Żółć', 'a\uD83D\uDE00b']) expect(await text().isValid(good)).toBe(true);
    for (const bad of ['\uD800', 'a\uDC00', '\uDE00\uD83D']) expect(await text().isValid(bad)).toBe(false);
  });
});

describe('registration', () => {
  it('sends the same statements for a new address as for a known account or candidate (timing tells nothing)', async () => {
    const { statementsOf } = await import('../local-admin/fixtures.js');
    const regions = (await t.app.inject({ method: 'GET', url: '/public/api/candidate/regions' })).json<
      Array<{ id: number }>
    >();
    const register = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/public/api/candidate',
        payload: {
          email,
          regionId: regions[0]!.id,
          preferredLocale: { language: 'de', country: 'DE' },
          fallbackLocale: { language: 'en', country: 'GB' },
          termsConfirmed: true,
          privacyPolicyConfirmed: true,
        },
      });
    // Each window holds the request and its e-mail (sent after the answer), with the texts of
    // both e-mails' languages already cached by a first round.
    const counted = async (email: string, nth: number) => {
      let status = 0;
      const statements = await statementsOf(t, async () => {
        status = (await register(email)).statusCode;
        await smtp.waitFor(email, nth);
      });
      return { status, statements };
    };
    await counted('warm-up@example.com', 1);
    await counted('user@example.com', 1);
    const fresh = await counted('someone-new@example.com', 1);
    const account = await counted('user@example.com', 2);
    const candidate = await counted('someone-new@example.com', 2);
    expect(fresh).toHaveStatus(200);
    expect(account).toEqual(fresh);
    expect(candidate).toEqual(fresh);
    const stored = await sql<{ n: number }>(
      `select count(*)::int as n from candidate where email in ('someone-new@example.com', 'user@example.com')`,
    );
    expect(stored[0]!.n).toBe(1);
  });
});

describe("an API key's refusals", () => {
  it('are not logged as errors (no error line, no stack)', async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      { LOG_LEVEL: 'info' },
      { databaseUrl: t.databaseUrl, logStream: { write: (line: string) => void lines.push(line) } },
    );
    try {
      const created = await logged.app.inject(
        withToken(await loginToken(logged.app, 'admin@example.com'), {
          method: 'POST',
          url: '/secured/api/admin/api-keys',
          payload: { name: 'Probe shop', regionId: r.polska },
        }),
      );
      const { secret } = created.json<{ secret: string }>();
      const res = await logged.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization: `ApiKey ${secret}` },
        payload: { query: '{ me { email } }' },
      });
      expect(res).toHaveStatus(403);
      const errors = lines
        .map((l) => JSON.parse(l) as { level: number; msg?: string; err?: { stack?: string } })
        .filter((l) => l.level >= 50 || l.err?.stack);
      expect(errors).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});

describe('the API-key rate limit', () => {
  it('is exact across processes: two processes admit the limit together, never more', async () => {
    const limit = 60;
    const a = await createTestApp({ API_KEY_RATE_LIMIT: String(limit) }, { databaseUrl: t.databaseUrl });
    const b = await createTestApp({ API_KEY_RATE_LIMIT: String(limit) }, { databaseUrl: t.databaseUrl });
    try {
      const created = await a.app.inject(
        withToken(await loginToken(a.app, 'admin@example.com'), {
          method: 'POST',
          url: '/secured/api/admin/api-keys',
          payload: { name: 'Two processes', regionId: r.polska },
        }),
      );
      const { secret } = created.json<{ secret: string }>();
      const call = (app: TestApp) =>
        app.app.inject({ method: 'GET', url: '/secured/api/dataForEvaluations', headers: { 'x-api-key': secret } });
      // Both processes at once, in waves, well past the limit.
      const statuses: number[] = [];
      for (let wave = 0; wave < 7; wave++) {
        statuses.push(
          ...(await Promise.all(Array.from({ length: 20 }, (_, i) => call(i % 2 === 0 ? a : b)))).map(
            (res) => res.statusCode,
          ),
        );
      }
      const admitted = statuses.filter((s) => s === 200).length;
      expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
      expect(admitted).toBeLessThanOrEqual(limit);
      // Permits reserved by one process and unused lapse, a few at most.
      expect(admitted).toBeGreaterThanOrEqual(limit - 2 * 3);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it.each([['true'], ['1'], ['127.0.0.1/32, ::1']])(
    '%s: a client cannot name its address by writing X-Forwarded-For itself',
    async (trustProxy) => {
      const { ADDRESS_FAILURE_LIMIT } = await import('../../../server/modules/auth/throttle.service.js');
      const proxied = await createTestApp({ TRUST_PROXY: trustProxy }, { databaseUrl: t.databaseUrl });
      try {
        await sql('delete from login_throttle');
        // What the load balancer (this test, at 127.0.0.1) appends: the address it saw.
        const login = (forwardedFor: string, n: number) =>
          proxied.app.inject({
            method: 'POST',
            url: '/public/api/authorization/login',
            headers: { 'x-forwarded-for': forwardedFor },
            payload: { username: `nobody-${n}@example.com`, password: 'wrong-password-1' },
          });
        for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) await login('203.0.113.7', i);
        expect(await login('203.0.113.7', 100)).toHaveStatus(429);
        const spoofed = await login('198.51.100.23, 203.0.113.7', 101);
        expect(spoofed).toHaveStatus(429);
        expect(await login('203.0.113.8', 102)).toHaveStatus(401);
      } finally {
        await proxied.close();
        await sql('delete from login_throttle');
      }
    },
  );
});

describe('security headers', () => {
  it('agree with each other, and upgrade-insecure-requests only over HTTPS', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' }, { databaseUrl: t.databaseUrl });
    try {
      const plain = await proxied.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'http' },
      });
      const secure = await proxied.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      const csp = (res: typeof plain) => String(res.headers['content-security-policy']).split(';');
      expect(csp(plain)).toContain("frame-ancestors 'none'");
      expect(plain.headers['x-frame-options']).toBe('DENY');
      expect(csp(plain)).not.toContain('upgrade-insecure-requests');
      expect(csp(secure)).toContain('upgrade-insecure-requests');
      expect(csp(secure).filter((d) => d !== 'upgrade-insecure-requests')).toEqual(csp(plain));
    } finally {
      await proxied.close();
    }
  });
});

describe('changing one’s own password', () => {
  it('needs the current password over GraphQL too, and guessing it is throttled like a login', async () => {
    const { PAIR_FAILURE_LIMIT } = await import('../../../server/modules/auth/throttle.service.js');
    await sql('delete from login_throttle');
    const stolen = await loginToken(t.app, 'editor@example.com');
    const change = (currentPassword?: string) =>
      gql(
        t.app,
        'mutation($input: PasswordChangeInput!) { changePassword(input: $input) { token } }',
        {
          input: {
            ...(currentPassword === undefined ? {} : { currentPassword }),
            password: 'taken-over-123',
            passwordRepeated: 'taken-over-123',
          },
        },
        stolen,
      );
    const without = await change();
    expect(without).toHaveStatus(400);
    expect(without.errors![0]!.extensions.errorDataList).toEqual([
      { translationKey: 'VALIDATION_CURRENT_PASSWORD_REQUIRED', param: 'currentPassword' },
    ]);
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++) {
      const guess = await change(`guess-number-${i}`);
      expect(guess.errors![0]!.extensions.errorDataList).toEqual([
        { translationKey: 'VALIDATION_CURRENT_PASSWORD_WRONG', param: 'currentPassword' },
      ]);
    }
    expect(await change('demo-password-1')).toHaveStatus(429);
    await sql('delete from login_throttle');
    expect(await loginToken(t.app, 'editor@example.com')).toEqual(expect.any(String));
  });
});

describe('percent-encoded paths', () => {
  // Each prefix the hooks decide by, spelt with an encoded unreserved character.
  it.each([
    ['GET', '/%73ecured/api/user', '/secured/api/user'],
    ['GET', '/secured/%61pi/user', '/secured/api/user'],
    ['GET', '/%70ublic/api/candidate/regions', '/public/api/candidate/regions'],
    ['POST', '/%67raphql', '/graphql'],
  ])('%s %s answers as its plain spelling, with and without a token', async (method, encoded, plain) => {
    const token = await loginToken(t.app, 'user.uk@example.com');
    const payload = method === 'POST' ? { query: '{ me { email } }' } : undefined;
    for (const auth of [undefined, token]) {
      const send = (url: string) =>
        t.app.inject({
          method: method as 'GET' | 'POST',
          url,
          ...(payload ? { payload } : {}),
          headers: auth ? { authorization: `Bearer ${auth}` } : {},
        });
      const [a, b] = [await send(encoded), await send(plain)];
      expect({ status: a.statusCode, body: a.body.replace(/"requestId":"[^"]*"/, '') }).toEqual({
        status: b.statusCode,
        body: b.body.replace(/"requestId":"[^"]*"/, ''),
      });
      expect(a.headers['cache-control']).toBe(b.headers['cache-control']);
    }
  });

  it('an unknown API path spelt encoded is a 404 in the error format', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%73ecured/api/no-such-thing' });
    expect(res).toHaveStatus(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', errorDataList: [{ translationKey: 'ERROR_NOT_FOUND' }] });
  });

  it('a huge document through an encoded path is refused by the size or token limit, unparsed', async () => {
    const query = `{ ${Array.from({ length: 20_000 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const res = await t.app.inject({ method: 'POST', url: '/%67raphql', payload: { query } });
    expect(res).toHaveStatus(400);
    expect(JSON.stringify(res.json())).toMatch(/ERROR_QUERY_TOO_(LARGE|MANY_TOKENS)/);
  });
});

describe('hostile GraphQL documents under the token limit', () => {
  const copies = (n: number, selection: string) => `{ ${Array.from({ length: n }, () => selection).join(' ')} }`;
  const refusedBefore = async (app: TestApp['app']) =>
    (await app.metrics.graphqlRefusedDocuments.get()).values.reduce((sum, v) => sum + v.value, 0);

  it.each([
    ['anonymous, 160 × publicSettings', copies(160, 'publicSettings { inciLocales systemLocales }'), false],
    ['a user, 240 × me { email }', copies(240, 'me { email }'), true],
  ])(
    '%s: refused by the limits before graphql-js validates it; /healthz answers meanwhile',
    async (_name, query, asUser) => {
      const token = asUser ? await loginToken(t.app, 'user.uk@example.com') : undefined;
      const before = await refusedBefore(t.app);
      const hostile = Array.from({ length: 4 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/graphql',
          payload: { query },
          headers: token ? { authorization: `Bearer ${token}` } : {},
        }),
      );
      const [health, ...answers] = await Promise.all([t.app.inject({ method: 'GET', url: '/healthz' }), ...hostile]);
      expect(health).toHaveStatus(200);
      for (const res of answers) {
        expect(res).toHaveStatus(400);
        expect(
          res
            .json()
            .errors.map(
              (e: { extensions: { errorDataList: Array<{ translationKey: string }> } }) =>
                e.extensions.errorDataList[0]!.translationKey,
            ),
        ).toEqual(['ERROR_QUERY_TOO_COMPLEX']);
      }
      // Refused by the first pass, each of the four (graphql-js's own rules never ran on them).
      expect(await refusedBefore(t.app)).toBe(before + 4);
    },
  );
});
