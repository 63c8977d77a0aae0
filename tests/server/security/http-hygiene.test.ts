import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SECURITY_HEADERS } from '../../../server/platform/security-headers.js';
import { loggableError } from '../../../server/platform/loggable-error.js';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { emptyProgram, saveRest } from '../programs/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CONTROL = (param: string) => ({ translationKey: 'VALIDATION_CONTROL_CHARACTERS', param });
const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name]).toBe(value);
};

describe('control characters in text fields: 400 with the field, never a 500', () => {
  let user: string;
  beforeAll(async () => {
    user = await loginToken(t.app, 'user@example.com');
  });

  const details = async () => {
    const p = (await t.app.inject(withToken(user, { method: 'GET', url: '/secured/api/user' }))).json();
    return {
      id: p.id,
      name: p.name,
      surname: p.surname,
      companyName: p.companyName,
      phoneNo: p.phoneNo,
      preferredLocale: p.preferredLocale,
      fallbackLocale: p.fallbackLocale,
      version: p.version,
    };
  };

  test.each(['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', 'line\nbreak'])(
    'profile over REST and GraphQL refuses %j in a one-line field',
    async (bad) => {
      const body = await details();
      const rest = await t.app.inject(
        withToken(user, { method: 'PUT', url: '/secured/api/user', payload: { ...body, name: `Anna${bad}` } }),
      );
      expect(rest).toHaveStatus(400);
      expect(rest.json().errorDataList).toContainEqual(CONTROL('name'));
      // GraphQL keeps locales as "ll_CC" strings; REST answers them as { language, country }.
      const asTag = (l: { language: string; country: string } | null) => (l ? `${l.language}_${l.country}` : l);
      const input = {
        ...body,
        preferredLocale: asTag(body.preferredLocale),
        fallbackLocale: asTag(body.fallbackLocale),
        surname: `K${bad}`,
      };
      const graphql = await gql(
        t.app,
        'mutation($input: UserDetailsInput!) { updateMyDetails(input: $input) { id } }',
        { input },
        user,
      );
      expect(graphql).toHaveStatus(400);
      expect(graphql.errors![0]!.extensions.errorDataList).toContainEqual(CONTROL('surname'));
    },
  );

  test('PDF data over REST and GraphQL', async () => {
    const rest = await t.app.inject(
      withToken(user, { method: 'PUT', url: '/secured/api/user/pdfdata', payload: { companyName: 'Salon\u0000' } }),
    );
    expect(rest).toHaveStatus(400);
    expect(rest.json().errorDataList).toContainEqual(CONTROL('companyName'));
    const graphql = await gql(
      t.app,
      'mutation($input: PdfUserInfoInput!) { updateMyPdfData(input: $input) { id } }',
      { input: { companyAddressLine1: 'Street\u0000 1' } },
      user,
    );
    expect(graphql).toHaveStatus(400);
    expect(graphql.errors![0]!.extensions.errorDataList).toContainEqual(CONTROL('companyAddressLine1'));
  });

  test('program comments: NUL refused, line breaks and tabs kept', async () => {
    const refused = await saveRest(t.app, user, { ...emptyProgram(), specialMixedProducts: { comment: 'a\u0000b' } });
    expect(refused).toHaveStatus(400);
    expect(refused.json().errorDataList).toContainEqual(CONTROL('specialMixedProducts.comment'));
    const kept = await saveRest(t.app, user, {
      ...emptyProgram(),
      specialMixedProducts: { comment: 'morning\r\nevening\tdaily' },
    });
    expect(kept).toHaveStatus(200);
    expect(kept.json().specialMixedProducts.comment).toBe('morning\r\nevening\tdaily');
  });

  test('translations', async () => {
    const admin = await loginToken(t.app, 'admin@example.com');
    const text = { key: 'SECURITY_DEMO_TEXT', textType: 'INTERFACE', comment: 'demo', value: 'Hello', locale: 'en_GB' };
    const save = (payload: object) =>
      t.app.inject(withToken(admin, { method: 'POST', url: '/secured/api/translations', payload }));
    const refusedValue = await save({ ...text, value: 'Hel\u0000lo' });
    expect(refusedValue).toHaveStatus(400);
    expect(refusedValue.json().errorDataList).toContainEqual(CONTROL('value'));
    const refusedKey = await save({ ...text, key: 'KEY\u0000' });
    expect(refusedKey).toHaveStatus(400);
    expect(refusedKey.json().errorDataList).toContainEqual(CONTROL('key'));
    expect(await save({ ...text, value: 'Two\nlines' })).toHaveStatus(200);
  });

  test('a failed statement is logged by codes, never with the values it carried', async () => {
    const secret = 'very-personal-value';
    // PostgreSQL quotes the value it could not read, and MikroORM the statement with it.
    const error = await t.orm.em
      .fork()
      .execute('select ?::int as x', [secret])
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toContain(secret); // the driver's message would leak it
    const logged = loggableError(error);
    expect(JSON.stringify(logged)).not.toContain(secret);
    expect(logged).toMatchObject({ sqlState: expect.stringMatching(/^[0-9A-Z]{5}$/) });
    const ordinary = new Error('not a database error');
    expect(loggableError(ordinary)).toBe(ordinary);
  });
});

describe("Fastify's own refusals in the error format, with the security headers", () => {
  test('a parameter longer than allowed: 414', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/secured/api/skincareprogram/${'a'.repeat(2000)}` });
    expect(res).toHaveStatus(414);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', errorDataList: [{ translationKey: 'ERROR_URL_TOO_LONG' }] });
    expectSecurityHeaders(res.headers);
  });

  test('a badly encoded URL: 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/secured/api/skincareprogram/%E0%A4%A' });
    expect(res).toHaveStatus(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', errorDataList: [{ translationKey: 'ERROR_BAD_URL' }] });
    expectSecurityHeaders(res.headers);
  });

  test('a Host header the URL parser refuses, on /graphql: 400 in the format, never a 500', async () => {
    for (const host of ['[x', 'a b', 'ex%ample']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { host, 'content-type': 'application/json' },
        payload: { query: '{ __typename }' },
      });
      expect(res).toHaveStatus(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', errorDataList: [{ translationKey: 'ERROR_BAD_REQUEST' }] });
      expectSecurityHeaders(res.headers);
    }
  });

  test('a method no route has (PROPFIND): 404 in the format', async () => {
    const res = await t.app.inject({ method: 'PROPFIND' as never, url: '/secured/api/user' });
    expect(res).toHaveStatus(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', errorDataList: [{ translationKey: 'ERROR_NOT_FOUND' }] });
    expectSecurityHeaders(res.headers);
  });

  describe('refusals of the HTTP parser, on a real socket', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    /** Sends raw bytes and returns status, lower-case headers and body. */
    function raw(request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
      return new Promise((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        const chunks: Buffer[] = [];
        socket.on('data', (c) => chunks.push(c));
        socket.on('error', reject);
        socket.on('close', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const [head = '', body = ''] = text.split('\r\n\r\n');
          const [statusLine = '', ...lines] = head.split('\r\n');
          const headers = Object.fromEntries(
            lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
          );
          resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
        });
        socket.end(request);
      });
    }

    test('headers too large: 431', async () => {
      const res = await raw(`GET /public/api/settings HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(res).toHaveStatus(431);
      expect(JSON.parse(res.body)).toEqual({
        code: 'BAD_REQUEST',
        errorDataList: [{ translationKey: 'ERROR_HEADERS_TOO_LARGE' }],
      });
      expectSecurityHeaders(res.headers);
    });

    test('a URL too long for the parser: 431 in the format', async () => {
      const res = await raw(`GET /public/api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(res).toHaveStatus(431);
      expect(JSON.parse(res.body).code).toBe('BAD_REQUEST');
    });

    test('a method the parser does not know: 405', async () => {
      const res = await raw('FROBNICATE /public/api/settings HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(res).toHaveStatus(405);
      expect(JSON.parse(res.body)).toEqual({
        code: 'BAD_REQUEST',
        errorDataList: [{ translationKey: 'ERROR_METHOD_NOT_ALLOWED' }],
      });
      expectSecurityHeaders(res.headers);
    });

    test('a malformed header: 400', async () => {
      const res = await raw('GET /public/api/translations/version HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n');
      expect(res).toHaveStatus(400);
      expect(JSON.parse(res.body).code).toBe('BAD_REQUEST');
    });
  });
});

describe('caching and transport headers', () => {
  test('secured answers and GraphQL answers for a user are not stored', async () => {
    const user = await loginToken(t.app, 'user@example.com');
    const rest = await t.app.inject(withToken(user, { method: 'GET', url: '/secured/api/user' }));
    expect(rest).toHaveStatus(200);
    expect(rest.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/secured/api/user' });
    expect(refused.headers['cache-control']).toBe('no-store');
    // A catalogue query twice: the second answer comes from the response cache.
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject(
        withToken(user, {
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: { query: '{ products { id } }' },
        }),
      );
      expect(res).toHaveStatus(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  test('the security headers are exactly those answered before @fastify/helmet (decision 059)', () => {
    expect(SECURITY_HEADERS).toEqual({
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self';form-action 'self';frame-ancestors 'none';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self';connect-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });

  test('every answer through Fastify carries them, REST, GraphQL, probes and 404s alike', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/healthz' }),
      t.app.inject({ method: 'GET', url: '/public/api/translations/version' }),
      t.app.inject({ method: 'GET', url: '/secured/api/user' }),
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: '{ __typename }' },
      }),
      t.app.inject({ method: 'GET', url: '/public/api/nothing-here' }),
    ]);
    for (const res of answers) {
      expectSecurityHeaders(res.headers);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  test('no HSTS over plain HTTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  test('HSTS over HTTPS behind a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const https = await proxied.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(https.headers['content-security-policy']).toBe(
        `${SECURITY_HEADERS['content-security-policy']};upgrade-insecure-requests`,
      );
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        if (name !== 'content-security-policy') expect(https.headers[name]).toBe(value);
      const http = await proxied.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
    // Without a trusted proxy the header of the caller is not believed.
    const spoofed = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('GraphQL refusals answer with their status', () => {
  test('anonymous myPdfData: 401 like the other refusals', async () => {
    const res = await gql(t.app, '{ myPdfData { id } }');
    expect(res).toHaveStatus(401);
    expect(res.errors![0]!.extensions).toEqual({
      code: 'UNAUTHENTICATED',
      errorDataList: [{ translationKey: 'ERROR_UNAUTHENTICATED' }],
    });
  });

  test('a partial answer stays 200', async () => {
    const res = await gql(t.app, '{ publicSettings { __typename } myPdfData { id } }');
    expect(res).toHaveStatus(200);
    expect(res.data).toMatchObject({ publicSettings: { __typename: 'PublicSettings' }, myPdfData: null });
  });
});
