import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { createTestApp, loginToken, withToken, type TestApp } from '../../support/app.js';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = path.join(os.tmpdir(), `client-${process.pid}-${Date.now()}`);
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await t.close();
});

describe('platform', () => {
  it('answers /healthz', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res).toHaveStatus(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with 404 in the error format', async () => {
    for (const url of ['/public/api/nothing', '/secured/api/nothing/here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res).toHaveStatus(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', errorDataList: [{ translationKey: 'ERROR_NOT_FOUND' }] });
    }
  });

  it('serves the client with an SPA fallback for client routes', async () => {
    const route = await t.app.inject({ method: 'GET', url: '/formula?stage=CONDITIONS' });
    expect(route).toHaveStatus(200);
    expect(route.body).toContain('<title>app</title>');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
  });

  it('sends security headers with a same-origin CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never leaks internals in GraphQL errors and answers bad documents with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query":"{ nope }"}',
    });
    expect(res).toHaveStatus(400);
    expect(res.json().errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(res.body).not.toMatch(/stacktrace|node_modules/);
  });

  it('answers a GraphQL field that needs a login with 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query":"{ me { email } }"}',
    });
    expect(res).toHaveStatus(401);
    expect(res.json().errors[0].extensions).toEqual({
      code: 'UNAUTHENTICATED',
      errorDataList: [{ translationKey: 'ERROR_UNAUTHENTICATED' }],
    });
  });

  it('answers /secured/api/version to a logged-in user', async () => {
    expect(await t.app.inject({ method: 'GET', url: '/secured/api/version' })).toHaveStatus(401);
    const token = await loginToken(t.app, 'user.uk@example.com');
    const res = await t.app.inject(withToken(token, { method: 'GET', url: '/secured/api/version' }));
    expect(res.json()).toEqual({ version: '1.0.0' });
  });
});
