import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { TEXTS_HINT_COOKIE, parsePageSettings, textsBundleUrl, textsHint } from '../../../common/pageHints.js';
import { withPreloads } from '../../../server/platform/delivery.js';
import { createTestApp, loginToken, withToken, type TestApp } from '../../support/app.js';

// Fast delivery: the build's compressed copies, cache headers, compressed JSON.

const HASHED = 'assets/index-Ch2hfCbX.js';
const script = `/* ${'the app '.repeat(400)} */ console.log(1);`;
const html = `<!doctype html><html><head><title>app</title></head><body><!-- ${'padding '.repeat(300)} --></body></html>`;

let t: TestApp;
let clientDir: string;
let token: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'client-delivery-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), html);
  writeFileSync(path.join(clientDir, HASHED), script);
  writeFileSync(
    path.join(clientDir, 'logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300)}</svg>`,
  );
  // The build's own step (npm run build:client) writes the copies.
  execFileSync(process.execPath, ['scripts/compress-client.mjs', clientDir]);
  t = await createTestApp({ CLIENT_DIR: clientDir });
  token = await loginToken(t.app, 'user@example.com');
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('static files', () => {
  it('the build step wrote brotli and gzip copies that decompress to the file', () => {
    expect(brotliDecompressSync(readFileSync(path.join(clientDir, `${HASHED}.br`))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(clientDir, `${HASHED}.gz`))).toString()).toBe(script);
  });

  it('sends the brotli copy to a client that accepts it, the gzip copy to one that accepts only gzip', async () => {
    const br = await get(`/${HASHED}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br).toHaveStatus(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get(`/${HASHED}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get(`/${HASHED}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for a year and revalidates index.html and unhashed files', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asset = await get(`/${HASHED}`, { 'accept-encoding': encoding });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/', '/auth', '/index.html', '/logo.svg']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res).toHaveStatus(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
    }
    const spa = await get('/formula', { 'accept-encoding': 'br', 'accept-language': 'en-US,en;q=0.9' });
    expect(spa.headers['content-type']).toMatch(/text\/html/);
    const page = brotliDecompressSync(spa.rawPayload).toString();
    expect(page).toBe(withPreloads(html, [textsBundleUrl('en_GB')], settingsIn(page)!));
  });
});

function settingsIn(body: string) {
  const content = /<meta name="app-settings" content="([^"]*)">/.exec(body)?.[1];
  return parsePageSettings(
    content
      ?.replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

describe("the app's page carries the public settings", () => {
  it('as Query.publicSettings answers them, so the client needs no request for them', async () => {
    const page = await get('/auth');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: {
        query:
          '{ publicSettings { inciLocales systemLocales operator { name address country email privacyEmail phone representative register vatId jurisdiction } } }',
      },
    });
    const { publicSettings } = (JSON.parse(answer.body) as { data: { publicSettings: unknown } }).data;
    expect(settingsIn(page.body)).toEqual(publicSettings);
    expect(page.body.indexOf('<meta name="app-settings"')).toBeLessThan(page.body.indexOf('</head>'));
  });
});

describe("the app's page preloads the texts the client will fetch first", () => {
  const preloaded = (body: string) =>
    [...body.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const version = async () => (JSON.parse((await get('/public/api/translations/version')).body) as { id: string }).id;

  it("without a hint: the lookup chain of the browser's first language, before </head>", async () => {
    const de = await get('/auth', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.8' });
    // One answer per locale, as i18next reads them (client/i18n/textBackend.ts).
    expect(preloaded(de.body)).toEqual([
      '/public/api/translations/bundles/de_DE',
      '/public/api/translations/bundles/en_GB',
    ]);
    expect(de.body.indexOf('<link rel="preload"')).toBeLessThan(de.body.indexOf('</head>'));
    expect(preloaded((await get('/formula')).body)).toEqual(['/public/api/translations/bundles/en_GB']);
    // The preloaded URL answers the texts (what the client's fetch then reuses).
    const texts = await get(preloaded(de.body)[0]!);
    expect(texts).toHaveStatus(200);
    expect(Object.keys(JSON.parse(texts.body) as object).length).toBeGreaterThan(0);
  });

  it('nothing while the hint names the current version (the client uses its stored texts), its locales otherwise', async () => {
    const current = await version();
    const fresh = await get('/formula', {
      cookie: `other=1; ${TEXTS_HINT_COOKIE}=${textsHint(current, ['pl_PL', 'en_GB'])}`,
    });
    expect(preloaded(fresh.body)).toEqual([]);
    expect(fresh.body).toBe(withPreloads(html, [], settingsIn(fresh.body)!));
    const stale = await get('/formula', {
      cookie: `${TEXTS_HINT_COOKIE}=${textsHint(`${current}0`, ['pl_PL', 'en_GB'])}`,
      'accept-language': 'de-DE',
    });
    expect(preloaded(stale.body)).toEqual([
      '/public/api/translations/bundles/en_GB',
      '/public/api/translations/bundles/pl_PL',
    ]);
    // A hint of every locale (written before decision 064) names none the client reads: the browser's chain.
    const every = await get('/formula', {
      cookie: `${TEXTS_HINT_COOKIE}=${textsHint(`${current}0`, undefined)}`,
      'accept-language': 'de-DE',
    });
    expect(preloaded(every.body)).toEqual([
      '/public/api/translations/bundles/de_DE',
      '/public/api/translations/bundles/en_GB',
    ]);
    // A malformed hint counts as none.
    const bad = await get('/formula', { cookie: `${TEXTS_HINT_COOKIE}=1~xx_XX.<script>`, 'accept-language': 'pl' });
    expect(preloaded(bad.body)).toEqual([
      '/public/api/translations/bundles/pl_PL',
      '/public/api/translations/bundles/en_GB',
    ]);
    expect(String(bad.headers.vary)).toMatch(/cookie/i);
  });
});

describe('JSON answers', () => {
  it('compresses an answer above 1 kB for a client that accepts it, to the same bytes', async () => {
    const url = '/public/api/translations/bundles/en_GB';
    const plain = await get(url);
    expect(plain).toHaveStatus(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(url, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('sends a small answer uncompressed whatever the client accepts', async () => {
    const res = await t.app.inject(
      withToken(token, { method: 'GET', url: '/secured/api/version', headers: { 'accept-encoding': 'br, gzip' } }),
    );
    expect(res).toHaveStatus(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ version: '1.0.0' });
  });

  it('sends the catalogue bundle compressed once per catalogue version: the same bytes each time', async () => {
    const url = '/secured/api/dataForEvaluations';
    const plain = await t.app.inject(withToken(token, { method: 'GET', url }));
    const first = await t.app.inject(
      withToken(token, { method: 'GET', url, headers: { 'accept-encoding': 'gzip;q=0.5, br' } }),
    );
    const second = await t.app.inject(withToken(token, { method: 'GET', url, headers: { 'accept-encoding': 'br' } }));
    expect(first.headers['content-encoding']).toBe('br');
    expect(String(first.headers.vary)).toMatch(/accept-encoding/i);
    expect(first.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(first.rawPayload).equals(plain.rawPayload)).toBe(true);
    // The cached copy: byte for byte the same.
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const gz = await t.app.inject(
      withToken(token, { method: 'GET', url, headers: { 'accept-encoding': 'gzip, br;q=0' } }),
    );
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    const notModified = await t.app.inject(
      withToken(token, {
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
      }),
    );
    expect(notModified).toHaveStatus(304);
  });

  it('sends cached GraphQL catalogue answers compressed, the same bytes as the first, compressed answer', async () => {
    const request = (encoding?: string) =>
      t.app.inject(
        withToken(token, {
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', ...(encoding ? { 'accept-encoding': encoding } : {}) },
          payload: JSON.stringify({ query: '{ products { id code namePlaceholder descriptionPlaceholder } }' }),
        }),
      );
    const plain = await request();
    expect(plain).toHaveStatus(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const round of [1, 2]) {
      const br = await request('br');
      expect({ round, encoding: br.headers['content-encoding'] }).toEqual({ round, encoding: 'br' });
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    const gz = await request('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
  });
});
