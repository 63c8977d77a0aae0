import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InjectOptions } from 'fastify';
import { programPdfWorkerFile } from '../../../server/modules/programs/program-pdf.pool.js';
import { SHARED_REQUESTS_PER_ADDRESS } from '../../../server/modules/programs/share-link.throttle.js';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { sqlOf, type Sql } from '../local-admin/fixtures.js';
import { fullProgram, insertCatalogue, saveRest, type Catalogue } from './fixtures.js';

/**
 * Share links (issue 37 item 1, decision 067) against the database: only the owner makes and
 * revokes one (404 for anyone else, nothing changed), one link per program, the client's page
 * data and PDF without a login and without the client reference, views counted on the link, and
 * every link that does not work (malformed, guessed, revoked, expired) the same 404.
 */
let t: TestApp;
let sql: Sql;
let c: Catalogue;
let user: string;
let other: string;
let tmp: string;

beforeAll(async () => {
  programPdfWorkerFile(); // the public PDF renders in worker threads from dist/
  t = await createTestApp();
  sql = sqlOf(t);
  c = await insertCatalogue(t.orm);
  [user, other] = await Promise.all(['user@example.com', 'user.uk@example.com'].map((e) => loginToken(t.app, e)));
  tmp = mkdtempSync(path.join(os.tmpdir(), 'share-link-'));
});
afterAll(async () => {
  await t.close();
  rmSync(tmp, { recursive: true, force: true });
});

const BASE = '/secured/api/skincareprogram';
const CLIENT = 'Anna Clientname-4711';
const TOKEN_URL = /^http:\/\/localhost:\d+\/shared\/([A-Za-z0-9_-]{43})$/;
type Link = {
  url: string;
  expiresAt: string;
  createdDate: string;
  views: number;
  locale: { language: string; country: string };
};

const call = (token: string | null, options: InjectOptions) =>
  t.app.inject(token ? withToken(token, options) : options);
const share = (token: string | null, id: string, payload?: object) =>
  call(token, { method: 'POST', url: `${BASE}/${id}/share`, ...(payload ? { payload } : {}) });
const revoke = (token: string | null, id: string) => call(token, { method: 'DELETE', url: `${BASE}/${id}/share` });
const shared = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/public/api/shared/${token}`, headers });
const tokenOf = (link: Link) => TOKEN_URL.exec(link.url)![1]!;

async function newProgram(extra: Record<string, unknown> = {}): Promise<{ id: string; number: string }> {
  const res = await saveRest(t.app, user, fullProgram(c, { clientReference: CLIENT, ...extra }));
  expect(res).toHaveStatus(200);
  return res.json();
}
const linkRows = (programId: string) =>
  sql<{ token_hash: string; token_sealed: string; locale: string; views: number; expires_at: string }>(
    'select token_hash, token_sealed, locale, views, expires_at::text from program_share_link where program_id = ?',
    [programId],
  );
const auditRows = (event: string, number: string) =>
  sql<{ username: string }>('select username from audit_event where event = ? and message = ?', [event, `#${number}`]);

const INVALID = { code: 'NOT_FOUND', errorDataList: [{ translationKey: 'ERROR_SHARE_LINK_INVALID' }] };

describe('POST /secured/api/skincareprogram/{id}/share', () => {
  it('walks 401, 400, 404 for another owner (nothing made), then makes a link: url, expiry, views', async () => {
    const program = await newProgram();
    expect(await share(null, program.id)).toHaveStatus(401);
    const badId = await share(user, 'not-a-uuid');
    expect(badId).toHaveStatus(400);
    const badLocale = await share(user, program.id, { locale: { language: 'xx', country: 'XX' } });
    expect(badLocale).toHaveStatus(400);
    expect(badLocale.json().errorDataList[0]).toMatchObject({
      translationKey: 'VALIDATION_INVALID_LOCALE',
      param: 'locale',
    });
    const foreign = await share(other, program.id);
    expect(foreign).toHaveStatus(404);
    expect(foreign.json()).toEqual({ code: 'NOT_FOUND', errorDataList: [{ translationKey: 'ERROR_NOT_FOUND' }] });
    expect(await linkRows(program.id)).toEqual([]);
    expect(await auditRows('SHARE_LINK_CREATED', program.number)).toEqual([]);

    const res = await share(user, program.id);
    expect(res).toHaveStatus(200);
    const link = res.json<Link>();
    expect(link.url).toMatch(TOKEN_URL);
    expect(link.views).toBe(0);
    // SHARE_LINK_DAYS' default: 90 days after it was made.
    expect(new Date(link.expiresAt).getTime() - new Date(link.createdDate).getTime()).toBe(90 * 24 * 3600 * 1000);
    // The owner's preferred locale (no PDF yet): user@example.com prefers pl_PL.
    expect(link.locale).toEqual({ language: 'pl', country: 'PL' });
    const [row] = await linkRows(program.id);
    const token = tokenOf(link);
    expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.token_sealed).not.toContain(token);
    expect(await auditRows('SHARE_LINK_CREATED', program.number)).toEqual([{ username: 'user@example.com' }]);
  });

  it('keeps one link per program: a new one replaces the old, whose page is then 404', async () => {
    const program = await newProgram();
    const first = (await share(user, program.id, { locale: { language: 'en', country: 'GB' } })).json<Link>();
    const second = (await share(user, program.id, { locale: { language: 'de', country: 'DE' } })).json<Link>();
    expect(second.url).not.toBe(first.url);
    expect(await linkRows(program.id)).toHaveLength(1);
    const old = await shared(tokenOf(first));
    expect(old).toHaveStatus(404);
    expect(old.json()).toEqual(INVALID);
    const fresh = await shared(tokenOf(second));
    expect(fresh).toHaveStatus(200);
    expect(fresh.json().locale).toEqual({ language: 'de', country: 'DE' });
    expect(fresh.json().texts.SHARED_STEP_CLEANSING).toBe('Reinigung');
  });

  it("takes the language of the program's latest PDF when none is asked for", async () => {
    const program = await newProgram();
    const pdf = await call(user, {
      method: 'POST',
      url: `${BASE}/pdf/generate`,
      payload: {
        id: program.id,
        showCompanyData: true,
        showReadyProducts: true,
        showSpecialMixedProducts: true,
        showVolume: true,
        showWashProducts: true,
        showUserNameForm: false,
        showInci: false,
        locale: { language: 'uk', country: 'UA' },
      },
    });
    expect(pdf).toHaveStatus(200);
    expect((await share(user, program.id)).json<Link>().locale).toEqual({ language: 'uk', country: 'UA' });
  });
});

describe('GET /public/api/shared/{token}', () => {
  it('answers the routine in order without a login, without the client reference or indicators, not stored nor indexed', async () => {
    const program = await newProgram();
    const link = (await share(user, program.id, { locale: { language: 'en', country: 'GB' } })).json<Link>();
    const res = await shared(tokenOf(link));
    expect(res).toHaveStatus(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    const body = res.json();
    expect(body.lang).toBe('en-GB');
    expect(body.cleansing).toEqual([
      { name: c.names.products.wash.en_GB, volume: null, usage: '', comment: 'Morning and evening, lukewarm water.' },
    ]);
    expect(body.cream.products.map((p: { name: string; volume: number }) => [p.name, p.volume])).toEqual([
      [c.names.products.base.en_GB, 44],
      [c.names.products.active1.en_GB, 2.5],
      [c.names.products.active2.en_GB, 3.5],
    ]);
    expect(body.cream.totalVolume).toBe(50);
    expect(body.cream.ingredients.length).toBeGreaterThan(0);
    expect(body.ready.map((l: { name: string }) => l.name)).toEqual([c.names.products.care.en_GB]);
    expect(body.texts.SHARED_TITLE).toBe('Your skin-care routine');
    expect(body.pdfUrl).toBe(`/public/api/shared/${tokenOf(link)}/pdf`);
    const [company] = await sql<{ company_name: string | null }>(
      `select i.company_name from account a join pdf_user_info i on i.id = a.pdf_user_info_id where a.email = 'user@example.com'`,
    );
    expect(body.professional?.companyName ?? null).toBe(company?.company_name ?? null);
    expect(res.body).not.toContain(CLIENT);
    expect(res.body).not.toContain(c.names.indicators.dry.en_GB);
    expect(res.body).not.toContain(program.id);
  });

  it("counts each opening on the link, shown to the owner beside it (REST's answer and GraphQL's query)", async () => {
    const program = await newProgram();
    const link = (await share(user, program.id)).json<Link>();
    for (let i = 0; i < 3; i++) expect(await shared(tokenOf(link))).toHaveStatus(200);
    const query = `query($id: ID!) { skinCareProgramShareLink(id: $id) { url views expiresAt locale } }`;
    const seen = await gql<{ skinCareProgramShareLink: { url: string; views: number; locale: string } }>(
      t.app,
      query,
      { id: program.id },
      user,
    );
    expect(seen.data!.skinCareProgramShareLink).toMatchObject({ url: link.url, views: 3, locale: 'pl_PL' });
    expect((await linkRows(program.id))[0]!.views).toBe(3);
    // Someone else asking about the program: 404, as for the program itself.
    const foreign = await gql(t.app, query, { id: program.id }, other);
    expect(foreign.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('answers 404 in the error format for malformed, guessed, revoked and expired tokens, changing nothing', async () => {
    const program = await newProgram();
    const link = (await share(user, program.id)).json<Link>();
    const token = tokenOf(link);
    const before = await linkRows(program.id);
    const guessed = Buffer.alloc(32, 7).toString('base64url');
    for (const bad of ['abc', `${token}x`, `${token.slice(1)}%21`, 'x'.repeat(300), guessed, token.toUpperCase()]) {
      const res = await shared(bad);
      expect(res).toHaveStatus(404);
      expect(res.json()).toEqual(INVALID);
      expect(res.headers['cache-control']).toBe('no-store');
      const pdf = await t.app.inject({ method: 'GET', url: `/public/api/shared/${bad}/pdf` });
      expect(pdf).toHaveStatus(404);
    }
    expect(await linkRows(program.id)).toEqual(before);

    // Expired: the same 404, and it counts nothing.
    await sql(`update program_share_link set expires_at = now() - interval '1 second' where program_id = ?`, [
      program.id,
    ]);
    const expired = await shared(token);
    expect(expired).toHaveStatus(404);
    expect(expired.json()).toEqual(INVALID);
    expect((await linkRows(program.id))[0]!.views).toBe(0);
    // An expired link is no working link for its owner either.
    const query = `query($id: ID!) { skinCareProgramShareLink(id: $id) { url } }`;
    expect((await gql(t.app, query, { id: program.id }, user)).data).toEqual({ skinCareProgramShareLink: null });
  });

  it('is gone with its program', async () => {
    const program = await newProgram();
    const link = (await share(user, program.id)).json<Link>();
    expect(await call(user, { method: 'DELETE', url: `${BASE}/${program.id}` })).toHaveStatus(200);
    expect(await shared(tokenOf(link))).toHaveStatus(404);
  });
});

describe('DELETE /secured/api/skincareprogram/{id}/share', () => {
  it('walks 401, 404 for another owner (the link still works), then revokes: the page is 404, audited', async () => {
    const program = await newProgram();
    const link = (await share(user, program.id)).json<Link>();
    expect(await revoke(null, program.id)).toHaveStatus(401);
    expect(await revoke(user, 'not-a-uuid')).toHaveStatus(400);
    expect(await revoke(other, program.id)).toHaveStatus(404);
    expect(await shared(tokenOf(link))).toHaveStatus(200);

    const res = await revoke(user, program.id);
    expect(res).toHaveStatus(200);
    expect(res.json()).toBe(true);
    expect(await linkRows(program.id)).toEqual([]);
    const gone = await shared(tokenOf(link));
    expect(gone).toHaveStatus(404);
    expect(gone.json()).toEqual(INVALID);
    expect(await auditRows('SHARE_LINK_REVOKED', program.number)).toEqual([{ username: 'user@example.com' }]);
    // Nothing left to revoke: false, and no second audit row.
    expect((await revoke(user, program.id)).json()).toBe(false);
    expect(await auditRows('SHARE_LINK_REVOKED', program.number)).toHaveLength(1);
  });
});

describe('GraphQL', () => {
  it('shares and revokes through mutations, refusing another owner with NOT_FOUND', async () => {
    const program = await newProgram();
    const shareDoc = `mutation($id: ID!, $locale: String) { shareSkinCareProgram(id: $id, locale: $locale) { url expiresAt views locale } }`;
    const revokeDoc = `mutation($id: ID!) { revokeSkinCareProgramShareLink(id: $id) }`;
    const anonymous = await gql(t.app, shareDoc, { id: program.id });
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const foreign = await gql(t.app, shareDoc, { id: program.id }, other);
    expect(foreign.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const badLocale = await gql(t.app, shareDoc, { id: program.id, locale: 'xx_XX' }, user);
    expect(badLocale.errors?.[0]?.extensions.code).toBe('BAD_REQUEST');
    expect(await linkRows(program.id)).toEqual([]);

    const made = await gql<{ shareSkinCareProgram: { url: string; views: number; locale: string } }>(
      t.app,
      shareDoc,
      { id: program.id, locale: 'de_DE' },
      user,
    );
    expect(made.data!.shareSkinCareProgram).toMatchObject({ views: 0, locale: 'de_DE' });
    const token = TOKEN_URL.exec(made.data!.shareSkinCareProgram.url)![1]!;
    expect(await shared(token)).toHaveStatus(200);
    expect((await gql(t.app, revokeDoc, { id: program.id }, other)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await gql(t.app, revokeDoc, { id: program.id }, user)).data).toEqual({
      revokeSkinCareProgramShareLink: true,
    });
    expect(await shared(token)).toHaveStatus(404);
  });
});

describe('GET /public/api/shared/{token}/pdf', () => {
  it("is the program's PDF in the link's language, without the client reference, with the link's QR text", async () => {
    const program = await newProgram();
    const link = (await share(user, program.id, { locale: { language: 'en', country: 'GB' } })).json<Link>();
    const res = await t.app.inject({ method: 'GET', url: `/public/api/shared/${tokenOf(link)}/pdf` });
    expect(res).toHaveStatus(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const file = path.join(tmp, 'shared.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(c.names.products.base.en_GB);
    expect(text).toContain('Scan the code to open your routine on your phone:');
    // The address may wrap beside the QR code.
    expect(text.replace(/\s+/g, '')).toContain(link.url);
    expect(text).not.toContain(CLIENT);
    expect(text).not.toContain(c.names.indicators.dry.en_GB);
    // The PDF is no view of the page.
    expect((await linkRows(program.id))[0]!.views).toBe(0);
  });
});

describe('the page /shared/{token}', () => {
  it('answers 404 with a page in the visitor’s language when the link does not work, not indexed nor stored', async () => {
    const program = await newProgram();
    const link = (await share(user, program.id)).json<Link>();
    await revoke(user, program.id);
    const german = await t.app.inject({
      method: 'GET',
      url: `/shared/${tokenOf(link)}`,
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(german).toHaveStatus(404);
    expect(german.headers['content-type']).toContain('text/html');
    expect(german.headers['cache-control']).toBe('no-store');
    expect(german.headers['x-robots-tag']).toContain('noindex');
    expect(german.body).toContain('<html lang="de-DE">');
    expect(german.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(german.body).toContain('Dieser Link ist nicht mehr gültig');
    const english = await t.app.inject({
      method: 'GET',
      url: '/shared/not-a-token',
      headers: { 'accept-language': 'en-GB' },
    });
    expect(english).toHaveStatus(404);
    expect(english.body).toContain('This link is no longer valid');
    expect(english.body).toContain('Ask your beauty professional for a new link.');
  });

  it('is counted per address with the API: past the limit 429 with Retry-After', async () => {
    const from = { remoteAddress: '203.0.113.77' };
    for (let i = 0; i < SHARED_REQUESTS_PER_ADDRESS; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/public/api/shared/not-a-token', ...from });
      expect(res).toHaveStatus(404);
    }
    const api = await t.app.inject({ method: 'GET', url: '/public/api/shared/not-a-token', ...from });
    expect(api).toHaveStatus(429);
    expect(api.headers['retry-after']).toBeDefined();
    expect(api.json().code).toBe('TOO_MANY_REQUESTS');
    expect(await t.app.inject({ method: 'GET', url: '/shared/not-a-token', ...from })).toHaveStatus(429);
    // Another address is not held up.
    expect(
      await t.app.inject({ method: 'GET', url: '/public/api/shared/not-a-token', remoteAddress: '203.0.113.78' }),
    ).toHaveStatus(404);
  });
});
