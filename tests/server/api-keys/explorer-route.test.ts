import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SECURITY_HEADERS } from '../../../server/app.js';
import { createTestApp, loginToken, type TestApp } from '../../support/app.js';

/**
 * Issue 12: a browser opening /graphql gets the app (whose /graphql route is GraphiQL for ADMINs),
 * never Apollo's landing page (it loads from a CDN); GraphQL clients' GETs still reach GraphQL.
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
  it('answers the app shell with the unchanged CSP, no CDN', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/graphql', headers: { accept: BROWSER_ACCEPT } });
    expect(res).toHaveStatus(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('app shell');
    expect(res.headers['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
    expect(res.body).not.toMatch(/cdn|apollographql\.com/i);
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
