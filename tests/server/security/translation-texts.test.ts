import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LOCALES } from '../../../common/locales.js';
import { syncDataVersions } from '../../../server/platform/data-versions.js';
import {
  TRANSLATION_ANSWERS_MAX_BYTES,
  TRANSLATION_ANSWERS_MAX_ENTRIES,
  translationAnswerCache,
} from '../../../server/modules/translations/translation.service.js';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { sqlOf, type Sql } from '../local-admin/fixtures.js';

/**
 * Issue 34, rows 1, 10 and 11: the public texts cost one cached answer per locale SET (not per
 * spelling of a list), bounded, revalidated before any work; translators change the texts of
 * existing keys only; mail texts carry no addresses of their own and their subjects are one line.
 * Each case failed before its fix.
 */

let t: TestApp;
let sql: Sql;
const token: Record<'admin' | 'editor' | 'local', string> = { admin: '', editor: '', local: '' };

beforeAll(async () => {
  t = await createTestApp();
  sql = sqlOf(t);
  token.admin = await loginToken(t.app, 'admin@example.com');
  token.editor = await loginToken(t.app, 'editor@example.com');
  token.local = await loginToken(t.app, 'local.admin@example.com'); // translates pl_PL and de_DE
});
afterAll(async () => {
  await t.close();
});

const texts = (locales: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/public/api/translations?locales=${encodeURIComponent(locales)}`,
    headers: { 'accept-encoding': 'br, gzip', ...headers },
  });

describe('row 1: GET /public/api/translations', () => {
  it('answers repeats and orderings of one locale set with one answer and one tag', async () => {
    const spellings = ['en_GB,pl_PL', 'pl_PL,en_GB', 'pl_PL,pl_PL,en_GB,en_GB', 'en_GB, pl_PL,,pl_PL'];
    const answers = await Promise.all(spellings.map((s) => texts(s, { 'accept-encoding': 'identity' })));
    for (const a of answers) expect(a).toHaveStatus(200);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(Object.keys(answers[0]!.json().VALIDATION_REQUIRED).sort()).toEqual(['en_GB', 'pl_PL']);
    // A tag from one spelling revalidates every other.
    for (const s of spellings)
      expect(await texts(s, { 'if-none-match': answers[0]!.headers.etag as string })).toHaveStatus(304);
  });

  it('keeps one entry per set whatever the spelling, and at most its bounds in entries and bytes', async () => {
    await texts('de_DE,en_GB');
    const before = await translationAnswerCache(t.orm.em);
    for (let i = 0; i < 30; i++) await texts(`${'en_GB,'.repeat(i % 5)}de_DE${',de_DE'.repeat(i % 7)},en_GB`);
    expect((await translationAnswerCache(t.orm.em)).entries).toBe(before.entries);
    // Every set the route answers (up to two locales besides en_GB), in several spellings each:
    // all of them fit in the cache, so invented lists meet cached answers.
    const others = LOCALES.filter((l) => l !== 'en_GB');
    const sets: string[][] = [[]];
    for (const a of others) for (const b of [null, ...others]) if (b === null || a < b) sets.push(b ? [a, b] : [a]);
    expect(sets.length).toBe(56);
    expect(sets.length + 1).toBeLessThanOrEqual(TRANSLATION_ANSWERS_MAX_ENTRIES);
    for (const set of sets)
      for (const spelling of [set, [...set].reverse(), ['en_GB', ...set, ...set]])
        expect(await texts(spelling.join(','))).toHaveStatus(200);
    const full = await translationAnswerCache(t.orm.em);
    for (const set of sets) expect(await texts([...set, 'en_GB', ...set].join(','))).toHaveStatus(200);
    expect(await translationAnswerCache(t.orm.em)).toEqual(full); // no entry made, none pushed out
    const after = await translationAnswerCache(t.orm.em);
    expect(after.entries).toBeLessThanOrEqual(TRANSLATION_ANSWERS_MAX_ENTRIES);
    expect(after.bytes).toBeLessThanOrEqual(TRANSLATION_ANSWERS_MAX_BYTES);
    expect(after.bytes).toBeGreaterThan(0); // the compressed copies are counted too
  }, 120_000);

  it('answers a matching If-None-Match before any work: no entry is made for it', async () => {
    // A text changed: a new version whose cache is empty.
    await sql(`update text_source set value = value || ' ' where key = 'VALIDATION_REQUIRED' and locale = 'cs_CZ'`);
    await syncDataVersions(t.orm.em);
    const version = (await t.app.inject({ method: 'GET', url: '/public/api/translations/version' })).json()
      .id as string;
    const tag = `"t${version}-cs_CZ.en_GB.sk_SK"`;
    const entriesBefore = (await translationAnswerCache(t.orm.em)).entries;
    const sizeBefore = (await translationAnswerCache(t.orm.em)).bytes;
    const again = await texts('sk_SK,cs_CZ,en_GB', { 'if-none-match': `W/"other", ${tag}` });
    expect(again).toHaveStatus(304);
    expect(again.headers.etag).toBe(tag);
    expect(again.headers['x-translations-version']).toBe(version);
    const cache = await translationAnswerCache(t.orm.em);
    expect([cache.entries, cache.bytes]).toEqual([entriesBefore, sizeBefore]);
    // Its first request without the tag is the one that makes the entry.
    expect(await texts('cs_CZ,sk_SK')).toHaveStatus(200);
    expect((await translationAnswerCache(t.orm.em)).entries).toBe(entriesBefore + 1);
  }, 120_000);

  it.each([
    ['an unknown locale', 'xx_YY', 'ERROR_UNKNOWN_LOCALE'],
    ['more than 20 items', Array(21).fill('en_GB').join(','), 'ERROR_UNKNOWN_LOCALE'],
    ['more distinct locales than a lookup chain has', 'pl_PL,de_DE,en_GB,cs_CZ', 'ERROR_BAD_REQUEST'],
    ['three locales besides en_GB', 'pl_PL,de_DE,cs_CZ', 'ERROR_BAD_REQUEST'],
    ['a list as long as a header', 'en_GB,'.repeat(2000), 'ERROR_BAD_REQUEST'],
  ])('refuses %s with 400 in the error format', async (_what, locales, key) => {
    const res = await texts(locales);
    expect(res).toHaveStatus(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', errorDataList: [{ translationKey: key, param: 'locales' }] });
  });

  it('still answers what the client asks for (its lookup chains, en_GB always among them) and every locale without the parameter', async () => {
    expect(
      Object.keys((await texts('pl_PL', { 'accept-encoding': 'identity' })).json().VALIDATION_REQUIRED).sort(),
    ).toEqual(['en_GB', 'pl_PL']);
    expect(
      Object.keys(
        (await texts('de_DE,en_GB,pl_PL', { 'accept-encoding': 'identity' })).json().VALIDATION_REQUIRED,
      ).sort(),
    ).toEqual(['de_DE', 'en_GB', 'pl_PL']);
    const all = await t.app.inject({ method: 'GET', url: '/public/api/translations' });
    expect(Object.keys(all.json().VALIDATION_REQUIRED)).toHaveLength(LOCALES.length);
  });
});

const SAVE = 'mutation($i: TranslationSaveInput!) { saveTranslation(input: $i) { key value } }';
const post = (as: string, payload: object) =>
  t.app.inject(withToken(as, { method: 'POST', url: '/secured/api/translations', payload }));
const textOf = async (key: string, locale: string) =>
  (
    await sql<{ value: string; text_type: string }>(
      'select value, text_type from text_source where key = ? and locale = ?',
      [key, locale],
    )
  )[0];

describe("row 10: translators change the texts of existing keys; new keys are ADMIN's", () => {
  const fresh = (who: string) => ({
    key: `PROBE_NEW_KEY_${who.toUpperCase()}`,
    textType: 'INTERFACE',
    comment: 'probe',
    value: 'x'.repeat(10_000),
    locale: 'pl_PL',
  });

  it.each(['editor', 'local'] as const)(
    '%s: a new key is 403 over REST and GraphQL, and nothing is stored',
    async (who) => {
      const rest = await post(token[who], fresh(who));
      expect(rest).toHaveStatus(403);
      expect(rest.json()).toEqual({
        code: 'FORBIDDEN',
        errorDataList: [{ translationKey: 'ERROR_TRANSLATION_NEW_KEY_ADMIN_ONLY' }],
      });
      const graphql = await gql(t.app, SAVE, { i: fresh(who) }, token[who]);
      expect(graphql.errors?.[0]?.extensions).toMatchObject({
        code: 'FORBIDDEN',
        errorDataList: [{ translationKey: 'ERROR_TRANSLATION_NEW_KEY_ADMIN_ONLY' }],
      });
      expect(await sql('select 1 from text_source where key = ?', [fresh(who).key])).toEqual([]);
    },
  );

  it.each(['editor', 'local'] as const)(
    "%s: translates an existing key into its locale, and its text type stays the key's",
    async (who) => {
      const res = await post(token[who], {
        key: 'TRANSLATE_DEMO_TEXT',
        textType: 'EMAIL',
        comment: 'probe',
        value: `Program ${who}`,
        locale: 'pl_PL',
      });
      expect(res).toHaveStatus(200);
      expect(await textOf('TRANSLATE_DEMO_TEXT', 'pl_PL')).toEqual({ value: `Program ${who}`, text_type: 'INTERFACE' });
    },
  );

  it('a plural form the locale uses belongs to its key (AUDIT_TOTAL_few in Polish); one it does not use is a new key', async () => {
    // As when the code brings a counted text with its English forms only.
    await sql(`delete from text_source where key = 'AUDIT_TOTAL_few'`);
    const few = {
      key: 'AUDIT_TOTAL_few',
      textType: 'INTERFACE',
      comment: 'plural',
      value: '{{count}} zdarzenia',
      locale: 'pl_PL',
    };
    expect(await post(token.local, few)).toHaveStatus(200);
    expect(await post(token.local, { ...few, key: 'AUDIT_TOTAL_two' })).toHaveStatus(403);
  });

  it('ADMIN adds a new key', async () => {
    const res = await gql(t.app, SAVE, { i: fresh('admin') }, token.admin);
    expect(res.errors).toBeUndefined();
    expect((await textOf(fresh('admin').key, 'pl_PL'))?.value).toHaveLength(10_000);
  });
});

describe('row 11: mail texts carry no addresses of their own; subjects are one line', () => {
  const body = (value: string) => ({
    key: 'EMAIL_PASSWORD_RESET_BODY',
    textType: 'EMAIL',
    comment: 'probe',
    value,
    locale: 'pl_PL',
  });
  const keep = 'Konto {{email}}: otwórz {{link}}';

  it.each([
    ['https://evil.example/reset', 'https://'],
    ['evil.example/x', 'evil.example'],
    ['www.evil.example', 'www.'],
    ['pomoc: help@evil.example', 'evil.example'],
    ['EVIL.EXAMPLE', 'EVIL.EXAMPLE'],
    ['evil\u3002example/x', 'evil\u3002example'],
    ['10.0.0.1/reset', '10.0.0.1'],
    ['mailto:help', 'mailto:'],
  ])('refuses %s in a mail body, from a translator and from ADMIN, over REST and GraphQL', async (address, found) => {
    const before = await textOf('EMAIL_PASSWORD_RESET_BODY', 'pl_PL');
    for (const as of [token.local, token.admin]) {
      const rest = await post(as, body(`${keep} albo ${address}`));
      expect(rest).toHaveStatus(400);
      expect(rest.json()).toEqual({
        code: 'BAD_REQUEST',
        errorDataList: [{ translationKey: 'ERROR_MAIL_TEXT_ADDRESS', param: found }],
      });
      const graphql = await gql(t.app, SAVE, { i: body(`${address} ${keep}`) }, as);
      expect(graphql.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_REQUEST',
        errorDataList: [{ translationKey: 'ERROR_MAIL_TEXT_ADDRESS' }],
      });
    }
    expect(await textOf('EMAIL_PASSWORD_RESET_BODY', 'pl_PL')).toEqual(before);
  });

  it("refuses an address in the footer and in the app's name, which every mail shows", async () => {
    const footer = await post(token.local, {
      key: 'EMAIL_FOOTER',
      textType: 'EMAIL',
      comment: 'probe',
      value: 'Wysłane przez {{appName}} ({{appUrl}}), pomoc: evil.example',
      locale: 'de_DE',
    });
    expect(footer.json().errorDataList).toEqual([{ translationKey: 'ERROR_MAIL_TEXT_ADDRESS', param: 'evil.example' }]);
    const name = await post(token.local, {
      key: 'APP_NAME',
      textType: 'INTERFACE',
      comment: 'probe',
      value: 'Formula (evil.example)',
      locale: 'pl_PL',
    });
    expect(name).toHaveStatus(400);
  });

  it('keeps mail texts that use only placeholders and ordinary abbreviations', async () => {
    const ok = await post(token.local, { ...body(`${keep}\n\nz.B. i np. e.g. działa… Wersja 1.5.`), locale: 'de_DE' });
    expect(ok).toHaveStatus(200);
    await syncDataVersions(t.orm.em);
  });

  it.each(['\n', '\r\n', '\r', '\u2028'])(
    'refuses a subject with a line break (%j), over REST and GraphQL',
    async (br) => {
      const subject = {
        key: 'EMAIL_PASSWORD_RESET_SUBJECT',
        textType: 'EMAIL',
        comment: 'probe',
        value: `Zresetuj hasło${br}Bcc: victim@example.com`,
        locale: 'pl_PL',
      };
      const rest = await post(token.local, subject);
      expect(rest).toHaveStatus(400);
      expect(rest.json().errorDataList).toEqual([{ translationKey: 'ERROR_MAIL_SUBJECT_LINE_BREAK', param: 'value' }]);
      const graphql = await gql(t.app, SAVE, { i: subject }, token.admin);
      expect(graphql.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_REQUEST',
        errorDataList: [{ translationKey: 'ERROR_MAIL_SUBJECT_LINE_BREAK' }],
      });
      expect((await textOf('EMAIL_PASSWORD_RESET_SUBJECT', 'pl_PL'))?.value).toBe('Zresetuj swoje hasło');
    },
  );
});
