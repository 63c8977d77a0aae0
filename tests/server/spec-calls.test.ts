import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { requestedLocale } from '../../server/platform/request-locale.js';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../support/app.js';
import { sqlOf, type Sql } from './local-admin/fixtures.js';

/**
 * Calls that differed from the spec (issue 35 row 11), each against the database: the spec's
 * translation body, an empty program, Accept-Language by language, the GraphQL base suggestions'
 * id, and the own password change's refusal of the spec's two-field body.
 */
let t: TestApp;
let sql: Sql;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp();
  sql = sqlOf(t);
  [admin, user] = await Promise.all(['admin@example.com', 'user@example.com'].map((e) => loginToken(t.app, e)));
});
afterAll(async () => {
  await t.close();
});

const post = (token: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject(withToken(token, { method: 'POST', url, headers, payload: payload as object }));

describe('POST /secured/api/translations with the spec body (key, textType, comment, value, locale)', () => {
  const TRANSLATIONS = '/secured/api/translations';

  it('edits an existing text without a version and without a comment', async () => {
    const res = await post(admin, TRANSLATIONS, {
      key: 'AUDIT_TITLE',
      textType: 'INTERFACE',
      value: 'Prüfprotokoll',
      locale: { language: 'de', country: 'DE' },
    });
    expect(res).toHaveStatus(200);
    const withEmptyComment = await post(admin, TRANSLATIONS, {
      key: 'AUDIT_TITLE',
      textType: 'INTERFACE',
      comment: '',
      value: 'Audit-Protokoll',
      locale: 'de_DE',
    });
    expect(withEmptyComment).toHaveStatus(200);
    const [stored] = await sql<{ value: string }>(
      `select value from text_source where key = 'AUDIT_TITLE' and locale = 'de_DE'`,
    );
    expect(stored!.value).toBe('Audit-Protokoll');
  });

  it('still asks a new text for its comment (400 VALIDATION_REQUIRED at comment), storing nothing', async () => {
    const res = await post(admin, TRANSLATIONS, {
      key: 'SPEC_CALLS_NEW_KEY',
      textType: 'INTERFACE',
      value: 'New',
      locale: 'en_GB',
    });
    expect(res).toHaveStatus(400);
    expect(res.json()).toMatchObject({ errorDataList: [{ translationKey: 'VALIDATION_REQUIRED', param: 'comment' }] });
    expect(await sql(`select key from text_source where key = 'SPEC_CALLS_NEW_KEY'`)).toEqual([]);
    expect(
      await post(admin, TRANSLATIONS, {
        key: 'SPEC_CALLS_NEW_KEY',
        textType: 'INTERFACE',
        comment: 'For the test',
        value: 'New',
        locale: 'en_GB',
      }),
    ).toHaveStatus(200);
  });
});

describe('an empty program', () => {
  const BASE = '/secured/api/skincareprogram';
  const programs = async () => (await sql<{ n: number }>('select count(*)::int as n from skin_care_program'))[0]!.n;

  it('is refused in words over REST and GraphQL (no indicator, no product), and nothing is stored', async () => {
    const before = await programs();
    for (const body of [
      {},
      {
        skinIndicatorWithPriorityDtos: [],
        specialMixedProducts: { comment: 'only a comment', baseProducts: [], activeProducts: [] },
        washProducts: [],
        readyProducts: [],
      },
    ]) {
      const res = await post(user, BASE, body);
      expect(res).toHaveStatus(400);
      expect(res.json()).toMatchObject({ errorDataList: [{ translationKey: 'ERROR_PROGRAM_EMPTY' }] });
    }
    const graph = await gql(
      t.app,
      'mutation($p: SkinCareProgramInput!) { saveSkinCareProgram(program: $p) { id } }',
      { p: { skinIndicatorWithPriorityDtos: [], specialMixedProducts: {}, washProducts: [], readyProducts: [] } },
      user,
    );
    expect(graph.errors![0]!.extensions.errorDataList[0]!.translationKey).toBe('ERROR_PROGRAM_EMPTY');
    expect(await programs()).toBe(before);
    const [text] = await sql<{ value: string }>(
      `select value from text_source where key = 'ERROR_PROGRAM_EMPTY' and locale = 'de_DE'`,
    );
    expect(text!.value).toMatch(/Hautindikator/);
  });

  it('keeps a program with one indicator and no products (the spec lets CONDITIONS skip the suggestions)', async () => {
    const [indicator] = await sql<{ id: number }>('select id from skin_indicator where enabled order by id limit 1');
    const res = await post(user, BASE, {
      skinIndicatorWithPriorityDtos: [{ skinIndicatorId: indicator!.id, priority: 'HIGH' }],
      specialMixedProducts: {},
      washProducts: [],
      readyProducts: [],
    });
    expect(res).toHaveStatus(200);
  });
});

describe('Accept-Language by language', () => {
  it('maps a tag that is no product locale to its language default (de-AT, de → de_DE), exact tags first', () => {
    expect(requestedLocale('de-AT,de;q=0.9,en;q=0.8')).toBe('de_DE');
    expect(requestedLocale('de')).toBe('de_DE');
    expect(requestedLocale('pl-pl')).toBe('pl_PL');
    expect(requestedLocale('uk')).toBe('uk_UA');
    expect(requestedLocale('en-US')).toBe('en_GB');
    expect(requestedLocale('fr_CA')).toBe('fr_FR');
    expect(requestedLocale('ja-JP')).toBeNull();
    expect(requestedLocale('*')).toBeNull();
    expect(requestedLocale(undefined)).toBeNull();
  });

  it('gives German names to de-AT and de, as to de-DE', async () => {
    const names = async (language: string) => {
      const res = await post(
        admin,
        '/graphql',
        { query: '{ skinIndicators { id name } }' },
        { 'accept-language': language, 'content-type': 'application/json' },
      );
      expect(res).toHaveStatus(200);
      return res.json<{ data: { skinIndicators: Array<{ id: number; name: string }> } }>().data.skinIndicators;
    };
    const german = await names('de-DE');
    const english = await names('en-GB');
    expect(german).not.toEqual(english);
    expect(await names('de-AT')).toEqual(german);
    expect(await names('de')).toEqual(german);
  });
});

describe('GraphQL base suggestions', () => {
  it('carry an id, their place in the product list, as REST does', async () => {
    const res = await gql<{
      products: Array<{ id: number; baseProductSuggestions: Array<{ id: number; baseSize: number }> }>;
    }>(t.app, '{ products { id baseProductSuggestions { id baseSize } } }', {}, admin);
    expect(res.errors).toBeUndefined();
    const withSuggestions = res.data!.products.filter((p) => p.baseProductSuggestions.length > 0);
    expect(withSuggestions.length).toBeGreaterThan(0);
    for (const p of withSuggestions)
      expect(p.baseProductSuggestions.map((s) => s.id)).toEqual(p.baseProductSuggestions.map((_s, i) => i + 1));
    const rest = await t.app.inject(withToken(admin, { method: 'GET', url: '/secured/api/dataForEvaluations' }));
    const restProduct = rest
      .json<{ products: Array<{ id: number; baseProductSuggestions: Array<{ id: number; baseSize: number }> }> }>()
      .products.find((p) => p.id === withSuggestions[0]!.id)!;
    expect(restProduct.baseProductSuggestions.map(({ id, baseSize }) => ({ id, baseSize }))).toEqual(
      withSuggestions[0]!.baseProductSuggestions,
    );
  });
});

describe('own password change with the spec body (password twice)', () => {
  it('says the current password is missing, and changes nothing', async () => {
    const [before] = await sql<{ password_hash: string }>(
      `select password_hash from account where email = 'user@example.com'`,
    );
    const res = await post(user, '/secured/api/authorization/change', {
      password: 'another-password-1',
      passwordRepeated: 'another-password-1',
    });
    expect(res).toHaveStatus(400);
    expect(res.json()).toMatchObject({
      errorDataList: [{ translationKey: 'VALIDATION_CURRENT_PASSWORD_REQUIRED', param: 'currentPassword' }],
    });
    const [after] = await sql<{ password_hash: string }>(
      `select password_hash from account where email = 'user@example.com'`,
    );
    expect(after).toEqual(before);
    const [text] = await sql<{ value: string }>(
      `select value from text_source where key = 'VALIDATION_CURRENT_PASSWORD_REQUIRED' and locale = 'en_GB'`,
    );
    expect(text!.value).toMatch(/current password/);
  });
});
