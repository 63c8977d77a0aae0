import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { sqlOf, type Sql } from '../local-admin/fixtures.js';

let t: TestApp;
let sql: Sql;
let admin: string;
let editor: string;
let localAdmin: string;
let user: string;
let productIds: number[];

const INDICATOR = '/secured/api/admin/skin-indicator';
const DE = { language: 'de', country: 'DE' };
const GB = { language: 'en', country: 'GB' };

beforeAll(async () => {
  t = await createTestApp();
  sql = sqlOf(t);
  [admin, editor, localAdmin, user] = await Promise.all(
    ['admin@example.com', 'editor@example.com', 'local.admin@example.com', 'user@example.com'].map((e) =>
      loginToken(t.app, e),
    ),
  );
  productIds = (await sql<{ id: number }>('select id from product order by id')).map((x) => x.id);
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST', token: string | null, url: string, payload?: unknown) => {
  const options = { method, url, ...(payload === undefined ? {} : { payload: payload as object }) };
  return t.app.inject(token ? withToken(token, options) : options);
};

const newBody = (overrides: Record<string, unknown> = {}) => ({
  skinIndicatorCategory: 'DAMAGE',
  enabled: true,
  names: [
    { locale: DE, value: 'Sonnenschaden' },
    { locale: GB, value: 'Sun damage' },
  ],
  descriptions: [
    { locale: DE, value: 'B' },
    { locale: GB, value: 'D' },
  ],
  searchLinks: { de_DE: 'https://example.com/de' },
  indicatorToProductEvaluation: { [productIds[0]!]: 7 },
  ...overrides,
});

describe('REST skin indicators', () => {
  it('ladder and round trip', async () => {
    expect(await send('GET', null, INDICATOR)).toHaveStatus(401);
    for (const token of [user, localAdmin]) {
      expect(await send('GET', token, `${INDICATOR}/ids`)).toHaveStatus(403);
      expect(await send('POST', token, INDICATOR, newBody())).toHaveStatus(403);
    }
    expect(await send('GET', editor, `${INDICATOR}/id?id=-1`)).toHaveStatus(400);
    expect(await send('GET', editor, `${INDICATOR}/id?id=999999`)).toHaveStatus(404);
    expect(await send('POST', editor, INDICATOR, newBody({ skinIndicatorCategory: 'MOOD' }))).toHaveStatus(400);
    expect(
      (await send('POST', editor, INDICATOR, newBody({ indicatorToProductEvaluation: { 999999: 1 } }))).json()
        .errorDataList,
    ).toEqual([{ translationKey: 'VALIDATION_INVALID_ID', param: 'evaluations[0].id' }]);

    const saved = (await send('POST', editor, INDICATOR, newBody())).json();
    expect(saved).toMatchObject({
      skinIndicatorCategory: 'DAMAGE',
      enabled: true,
      indicatorToProductEvaluation: { [productIds[0]!]: 7 },
      searchLinks: { de_DE: 'https://example.com/de' },
    });
    expect((await send('GET', admin, `${INDICATOR}/id?id=${saved.id}`)).json()).toEqual(saved);
    expect((await send('GET', admin, `${INDICATOR}/ids`)).json()).toContain(saved.id);
    // The product side sees the same cell (one table, two views).
    const product = (await send('GET', admin, `/secured/api/admin/product/id?id=${productIds[0]}`)).json();
    expect(product.productToIndicatorEvaluation[saved.id]).toBe(7);

    const updated = await send('POST', admin, INDICATOR, { ...saved, enabled: false });
    expect(updated.json()).toMatchObject({ enabled: false, version: saved.version + 1 });
    expect(await send('POST', editor, INDICATOR, saved)).toHaveStatus(409);
  });
});

describe('GraphQL skin indicators', () => {
  it('saveSkinIndicator and cloneSkinIndicator (source untouched)', async () => {
    const SAVE =
      'mutation($input: SkinIndicatorInput!) { saveSkinIndicator(input: $input) { id name version names { locale value } } }';
    const input = {
      skinIndicatorCategory: 'CONDITION',
      enabled: true,
      names: [
        { locale: 'de_DE', value: 'Trocken' },
        { locale: 'en_GB', value: 'Dry' },
      ],
      descriptions: [
        { locale: 'de_DE', value: 'x' },
        { locale: 'en_GB', value: '' },
      ],
    };
    const refused = await gql(t.app, SAVE, { input }, editor);
    expect(refused.errors?.[0]?.extensions.errorDataList).toEqual([
      { translationKey: 'countryValueRequired', param: 'descriptions[1].value' },
    ]);
    expect((await gql(t.app, SAVE, { input }, user)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const saved = (
      await gql<{ saveSkinIndicator: { id: number; name: string; version: number } }>(
        t.app,
        SAVE,
        { input: { ...input, descriptions: [input.descriptions[0], { locale: 'en_GB', value: 'y' }] } },
        editor,
      )
    ).data!.saveSkinIndicator;
    expect(saved.name).toBe('Trocken'); // the editor reads German

    const CLONE = 'mutation($id: Int!) { cloneSkinIndicator(id: $id) { id enabled name namePlaceholder } }';
    const clone = (
      await gql<{ cloneSkinIndicator: { id: number; enabled: boolean; name: string; namePlaceholder: string } }>(
        t.app,
        CLONE,
        { id: saved.id },
        admin,
      )
    ).data!.cloneSkinIndicator;
    expect(clone).toMatchObject({ enabled: true, name: 'Dry' });
    expect(clone.id).not.toBe(saved.id);
    await gql(
      t.app,
      SAVE,
      {
        input: {
          ...input,
          id: clone.id,
          version: 1,
          names: [
            { locale: 'de_DE', value: 'Klon' },
            { locale: 'en_GB', value: 'Clone' },
          ],
          descriptions: [input.descriptions[0], { locale: 'en_GB', value: 'y' }],
        },
      },
      admin,
    );
    const both = await gql<{ a: { name: string }; b: { name: string } }>(
      t.app,
      'query($a: Int!, $b: Int!) { a: skinIndicator(id: $a) { name } b: skinIndicator(id: $b) { name } }',
      { a: saved.id, b: clone.id },
      admin,
    );
    expect(both.data).toEqual({ a: { name: 'Dry' }, b: { name: 'Clone' } });
  });
});
