import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SECURITY_HEADERS } from '../../../server/platform/security-headers.js';
import { createTestApp, loginToken, type TestApp } from '../../support/app.js';

/**
 * A browser opening /graphql gets the app (whose /graphql route is GraphiQL for ADMINs), never
 * Apollo's landing page (it loads from a CDN), with the explorer's CSP; GraphQL clients' GETs
 * still reach GraphQL, and every other answer keeps the app's CSP.
 */
let t: TestApp;
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'explorer-client-'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app shell</title>');

beforeAll(async () => {
  t = await createTestApp({ CLIENT_DIR: clientDir });
});
afterAll(() => t?.close());

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('GET /graphql from a browser', () => {
  it("answers the app shell with the explorer's CSP, no CDN", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/graphql', headers: { accept: BROWSER_ACCEPT } });
    expect(res).toHaveStatus(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('app shell');
    expect(res.body).not.toMatch(/cdn|apollographql\.com/i);
    // The app's policy with inline styles allowed (Monaco's), nothing else changed.
    expect(res.headers['content-security-policy']).toBe(
      SECURITY_HEADERS['content-security-policy']!.replace("style-src 'self';", "style-src 'self' 'unsafe-inline';"),
    );
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      if (name !== 'content-security-policy') expect(res.headers[name]).toBe(value);
  });

  it("gives the explorer's CSP to that page only: every other answer has the app's", async () => {
    const token = await loginToken(t.app, 'admin@example.com');
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/', headers: { accept: BROWSER_ACCEPT } }),
      t.app.inject({ method: 'GET', url: '/auth', headers: { accept: BROWSER_ACCEPT } }),
      t.app.inject({ method: 'GET', url: '/admin/api-keys', headers: { accept: BROWSER_ACCEPT } }),
      t.app.inject({ method: 'GET', url: '/graphql/', headers: { accept: BROWSER_ACCEPT } }),
      t.app.inject({ method: 'GET', url: '/index.html', headers: { accept: BROWSER_ACCEPT } }),
      t.app.inject({
        method: 'GET',
        url: '/graphql?query=%7BcatalogueVersion%7D',
        headers: { accept: BROWSER_ACCEPT, authorization: `Bearer ${token}` },
      }),
      t.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'application/json' } }),
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { accept: BROWSER_ACCEPT, authorization: `Bearer ${token}` },
        payload: { query: '{ catalogueVersion }' },
      }),
      t.app.inject({ method: 'GET', url: '/healthz' }),
      t.app.inject({ method: 'GET', url: '/secured/api/user', headers: { authorization: `Bearer ${token}` } }),
    ]);
    for (const res of answers)
      expect(res.headers['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
  });

  it('leaves GraphQL GETs to GraphQL', async () => {
    const token = await loginToken(t.app, 'user@example.com');
    const res = await t.app.inject({
      method: 'GET',
      url: '/graphql?query=%7BcatalogueVersion%7D',
      headers: { accept: 'application/json', authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    });
    expect(res).toHaveStatus(200);
    expect(res.json().data.catalogueVersion).toEqual(expect.any(String));
  });

  it('without a built client: 404 in the error format', async () => {
    const bare = await createTestApp({}, { databaseUrl: t.databaseUrl });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/graphql', headers: { accept: BROWSER_ACCEPT } });
      expect(res).toHaveStatus(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', errorDataList: [{ translationKey: 'ERROR_NOT_FOUND' }] });
    } finally {
      await bare.close();
    }
  });
});
