import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { demoRegions, keysOf, sqlOf, type Regions, type Sql } from '../local-admin/fixtures.js';

let t: TestApp;
let sql: Sql;
let r: Regions;
let admin: string;
let editor: string;
let localAdmin: string;
let user: string;
let indicatorIds: number[];

const PRODUCT = '/secured/api/admin/product';
const DE = { language: 'de', country: 'DE' };
const GB = { language: 'en', country: 'GB' };
const PL = { language: 'pl', country: 'PL' };

beforeAll(async () => {
  t = await createTestApp();
  sql = sqlOf(t);
  r = await demoRegions(sql);
  [admin, editor, localAdmin, user] = await Promise.all(
    ['admin@example.com', 'editor@example.com', 'local.admin@example.com', 'user@example.com'].map((e) =>
      loginToken(t.app, e),
    ),
  );
  indicatorIds = (await sql<{ id: number }>('select id from skin_indicator order by id')).map((x) => x.id);
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST', token: string | null, url: string, payload?: unknown) => {
  const options = { method, url, ...(payload === undefined ? {} : { payload: payload as object }) };
  return t.app.inject(token ? withToken(token, options) : options);
};

/** A valid new product in the spec's REST shape. */
const newBody = (overrides: Record<string, unknown> = {}) => ({
  productCategory: 'MODULAR',
  productUsage: 'ACTIVE',
  enabled: true,
  names: [
    { locale: DE, value: 'Neues Konzentrat' },
    { locale: GB, value: 'New concentrate' },
    { locale: PL, value: '' },
  ],
  descriptions: [
    { locale: DE, value: 'Beschreibung' },
    { locale: GB, value: 'Description' },
  ],
  searchLinks: { en_GB: 'https://example.com/new', pl_PL: '' },
  productToIndicatorEvaluation: { [indicatorIds[0]!]: 10, [indicatorIds[1]!]: -3 },
  ...overrides,
});

const textOf = async (key: string, locale: string) =>
  (await sql<{ value: string }>('select value from text_source where key = ? and locale = ?', [key, locale]))[0]?.value;

describe('REST products', () => {
  it('ladder: 401, 403 for APP_USER and LOCAL_ADMIN, 400, 404', async () => {
    expect(await send('GET', null, PRODUCT)).toHaveStatus(401);
    for (const token of [user, localAdmin]) {
      expect(await send('GET', token, PRODUCT)).toHaveStatus(403);
      expect(await send('POST', token, PRODUCT, newBody())).toHaveStatus(403);
    }
    expect(await send('GET', editor, `${PRODUCT}/id?id=abc`)).toHaveStatus(400);
    expect(await send('GET', editor, `${PRODUCT}/id`)).toHaveStatus(400);
    expect(await send('GET', editor, `${PRODUCT}/id?id=999999`)).toHaveStatus(404);
    const ids = (await send('GET', editor, `${PRODUCT}/ids`)).json<number[]>();
    expect(ids.length).toBeGreaterThan(5);
    expect((await send('GET', admin, PRODUCT)).json<unknown[]>()).toHaveLength(ids.length);
  });

  it('creates a product (editor): texts, links without empty ones, evaluations; reads it back', async () => {
    const res = await send('POST', editor, PRODUCT, newBody());
    expect(res).toHaveStatus(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      enabled: true,
      productCategory: 'MODULAR',
      productUsage: 'ACTIVE',
      searchLinks: { en_GB: 'https://example.com/new' },
      productToIndicatorEvaluation: { [indicatorIds[0]!]: 10, [indicatorIds[1]!]: -3 },
      baseProductSuggestions: [],
      isInOffer: true,
    });
    expect(saved.names.map((n: { locale: unknown; value: string }) => [n.locale, n.value])).toEqual([
      [DE, 'Neues Konzentrat'],
      [GB, 'New concentrate'],
    ]);
    const read = (await send('GET', admin, `${PRODUCT}/id?id=${saved.id}`)).json();
    expect(read).toEqual(saved);
    // Posting back what was read is accepted (read-only fields ignored).
    const again = await send('POST', editor, PRODUCT, { ...read, enabled: false });
    expect(again).toHaveStatus(200);
    expect(again.json()).toMatchObject({ id: saved.id, enabled: false, version: saved.version + 1 });
  });

  it('forces the usage by category, keeps base suggestions for BASE only', async () => {
    const care = (
      await send('POST', editor, PRODUCT, newBody({ productCategory: 'CARE', productUsage: 'BASE' }))
    ).json();
    expect(care.productUsage).toBe('READY_PRODUCT');
    const suggestion = { baseSize: 44, increment: 0.5, maxVolumeSuggestion: 50, recommendedInput: 1 };
    const active = (await send('POST', editor, PRODUCT, newBody({ baseProductSuggestions: [suggestion] }))).json();
    expect(active.baseProductSuggestions).toEqual([]);
    const base = (
      await send('POST', editor, PRODUCT, newBody({ productUsage: 'BASE', baseProductSuggestions: [suggestion] }))
    ).json();
    expect(base.baseProductSuggestions).toEqual([suggestion]);
  });

  it('refuses bad input with the field keys and saves nothing', async () => {
    const count = async () => (await sql<{ n: number }>('select count(*)::int as n from product'))[0]!.n;
    const before = await count();
    const refused = async (body: unknown) => {
      const res = await send('POST', editor, PRODUCT, body);
      expect(res).toHaveStatus(400);
      return res.json().errorDataList as Array<{ translationKey: string; param?: string }>;
    };
    expect(await refused(newBody({ productToIndicatorEvaluation: { [indicatorIds[0]!]: 11 } }))).toEqual([
      { translationKey: 'VALIDATION_MAX', param: '10' },
    ]);
    expect(
      keysOf({ errorDataList: await refused(newBody({ productToIndicatorEvaluation: { [indicatorIds[0]!]: 2.5 } })) }),
    ).toEqual(['VALIDATION_INTEGER']);
    expect(
      keysOf({ errorDataList: await refused(newBody({ productToIndicatorEvaluation: { [indicatorIds[0]!]: '3' } })) }),
    ).toEqual(['VALIDATION_INVALID_TYPE']);
    expect(await refused(newBody({ productToIndicatorEvaluation: { 999999: 3 } }))).toEqual([
      { translationKey: 'VALIDATION_INVALID_ID', param: 'evaluations[0].id' },
    ]);
    expect(keysOf({ errorDataList: await refused(newBody({ productCategory: 'FOOD' })) })).toEqual([
      'VALIDATION_INVALID_VALUE',
    ]);
    expect(keysOf({ errorDataList: await refused(newBody({ productUsage: 'READY_PRODUCT' })) })).toEqual([
      'VALIDATION_INVALID_VALUE',
    ]);
    expect(
      await refused(
        newBody({
          productUsage: 'BASE',
          baseProductSuggestions: [{ baseSize: 0, increment: 0.5, maxVolumeSuggestion: 50, recommendedInput: 1 }],
        }),
      ),
    ).toEqual([{ translationKey: 'VALIDATION_MIN', param: '1' }]);
    expect(
      await refused(
        newBody({
          names: [
            { locale: DE, value: ' ' },
            { locale: GB, value: 'x' },
          ],
        }),
      ),
    ).toEqual([{ translationKey: 'countryValueRequired', param: 'names[0].value' }]);
    expect(await refused(newBody({ descriptions: [{ locale: GB, value: 'x' }] }))).toEqual([
      { translationKey: 'countryValueRequired', param: 'descriptions' },
    ]);
    expect(
      keysOf({ errorDataList: await refused(newBody({ searchLinks: { en_GB: 'javascript:alert(1)' } })) }),
    ).toEqual(['VALIDATION_INVALID_VALUE']);
    expect(keysOf({ errorDataList: await refused(newBody({ secret: true })) })).toEqual(['VALIDATION_UNKNOWN_FIELD']);
    expect(keysOf({ errorDataList: await refused(newBody({ id: 1 })) })).toEqual(['VALIDATION_REQUIRED']); // an update needs its version
    expect(await count()).toBe(before);
  });

  it('409 on a stale version, nothing changed', async () => {
    const created = (await send('POST', editor, PRODUCT, newBody())).json();
    const first = await send('POST', admin, PRODUCT, {
      ...created,
      names: [
        { locale: DE, value: 'Erste' },
        { locale: GB, value: 'First' },
      ],
    });
    expect(first).toHaveStatus(200);
    const stale = await send('POST', editor, PRODUCT, {
      ...created,
      names: [
        { locale: DE, value: 'Zweite' },
        { locale: GB, value: 'Second' },
      ],
      productToIndicatorEvaluation: {},
    });
    expect(stale).toHaveStatus(409);
    expect(stale.json()).toEqual({ code: 'CONFLICT', errorDataList: [{ translationKey: 'ERROR_STALE_VERSION' }] });
    const now = (await send('GET', editor, `${PRODUCT}/id?id=${created.id}`)).json();
    expect(now.names.find((n: { locale: { country: string } }) => n.locale.country === 'GB').value).toBe('First');
    expect(Object.keys(now.productToIndicatorEvaluation)).toHaveLength(2);
    expect(await send('POST', editor, PRODUCT, { ...created, id: 999999 })).toHaveStatus(404);
  });

  it('stores HTML and formulas in names as text', async () => {
    const name = '<img src=x onerror=alert(1)>=SUM(A1)';
    const saved = (
      await send(
        'POST',
        editor,
        PRODUCT,
        newBody({
          names: [
            { locale: DE, value: name },
            { locale: GB, value: name },
          ],
        }),
      )
    ).json();
    expect(saved.names[0].value).toBe(name);
    const { data } = await gql<{ product: { name: string } }>(
      t.app,
      'query($id: Int!) { product(id: $id) { name } }',
      { id: saved.id },
      admin,
    );
    expect(data?.product.name).toBe(name);
  });
});

describe('GraphQL products', () => {
  const SAVE = `mutation($input: ProductInput!) { saveProduct(input: $input) { id name enabled productUsage version names { locale value } evaluations { skinIndicatorId value } } }`;
  const input = () => ({
    productCategory: 'MODULAR',
    productUsage: 'ACTIVE',
    enabled: true,
    names: [
      { locale: 'de_DE', value: 'GQL Konzentrat' },
      { locale: 'en_GB', value: 'GQL concentrate' },
    ],
    descriptions: [
      { locale: 'de_DE', value: 'B' },
      { locale: 'en_GB', value: 'D' },
    ],
    evaluations: [{ id: indicatorIds[0]!, value: 9 }],
  });

  it("saveProduct returns the builder's Product, seen at once by a user in Polska once available there", async () => {
    expect((await gql(t.app, SAVE, { input: input() })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(t.app, SAVE, { input: input() }, user)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await gql(t.app, SAVE, { input: input() }, localAdmin)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const bad = await gql(
      t.app,
      SAVE,
      { input: { ...input(), evaluations: [{ id: indicatorIds[0]!, value: -11 }] } },
      editor,
    );
    expect(bad).toHaveStatus(400);
    expect(bad.errors?.[0]?.extensions.errorDataList).toEqual([{ translationKey: 'VALIDATION_MIN', param: '-10' }]);

    const { data } = await gql<{
      saveProduct: { id: number; name: string; version: number; names: unknown[]; evaluations: unknown[] };
    }>(t.app, SAVE, { input: input() }, editor);
    const saved = data!.saveProduct;
    expect(saved).toMatchObject({
      name: 'GQL Konzentrat', // the editor reads German
      enabled: true,
      productUsage: 'ACTIVE',
      evaluations: [{ skinIndicatorId: indicatorIds[0], value: 9 }],
    });
    expect(saved.names).toEqual([
      { locale: 'de_DE', value: 'GQL Konzentrat' },
      { locale: 'en_GB', value: 'GQL concentrate' },
    ]);

    // The user sees it once it is available in Polska; the suggestions score it at once.
    await sql('insert into region_product_available (region_id, product_id) values (?, ?)', [r.polska, saved.id]);
    const suggestions = await gql<{ suggestions: { activeProducts: Array<{ productId: number }> } }>(
      t.app,
      'query($input: SuggestionInput!) { suggestions(input: $input) { activeProducts { productId } } }',
      { input: { skinIssues: [{ skinIndicatorId: indicatorIds[0], priority: 'HIGH' }] } },
      user,
    );
    expect(suggestions.data?.suggestions.activeProducts.map((p) => p.productId)).toContain(saved.id);

    const updated = await gql<{ saveProduct: { version: number; evaluations: unknown[] } }>(
      t.app,
      SAVE,
      { input: { ...input(), id: saved.id, version: saved.version, evaluations: [] } },
      admin,
    );
    expect(updated.data?.saveProduct).toMatchObject({ version: saved.version + 1, evaluations: [] });
    const stale = await gql(t.app, SAVE, { input: { ...input(), id: saved.id, version: saved.version } }, admin);
    expect(stale.errors?.[0]?.extensions.code).toBe('CONFLICT');
  });

  it('cloneProduct copies everything under new keys; changing the clone leaves the source alone', async () => {
    const [source] = await sql<{ id: number; name_placeholder: string; version: number }>(
      'select id, name_placeholder, version from product where usage = ? order by id limit 1',
      ['BASE'],
    );
    const sourceBefore = (await send('GET', admin, `${PRODUCT}/id?id=${source!.id}`)).json();
    const CLONE = 'mutation($id: Int!) { cloneProduct(id: $id) { id enabled namePlaceholder version } }';
    expect((await gql(t.app, CLONE, { id: source!.id }, user)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await gql(t.app, CLONE, { id: 999999 }, editor)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const clone = (
      await gql<{ cloneProduct: { id: number; enabled: boolean; namePlaceholder: string } }>(
        t.app,
        CLONE,
        { id: source!.id },
        editor,
      )
    ).data!.cloneProduct;
    expect(clone.id).not.toBe(source!.id);
    expect(clone.enabled).toBe(sourceBefore.enabled);
    expect(clone.namePlaceholder).not.toBe(source!.name_placeholder);
    const cloned = (await send('GET', admin, `${PRODUCT}/id?id=${clone.id}`)).json();
    const strip = (p: { names: Array<{ locale: unknown; value: string }> }) => p.names.map((n) => [n.locale, n.value]);
    expect(strip(cloned)).toEqual(strip(sourceBefore));
    expect(cloned.productToIndicatorEvaluation).toEqual(sourceBefore.productToIndicatorEvaluation);
    expect(cloned.baseProductSuggestions).toEqual(sourceBefore.baseProductSuggestions);
    expect(cloned.searchLinks).toEqual(sourceBefore.searchLinks);
    const incis = async (id: number) =>
      (
        await sql<{ inci_id: number }>('select inci_id from product_inci where product_id = ? order by position', [id])
      ).map((x) => x.inci_id);
    expect(await incis(clone.id)).toEqual(await incis(source!.id));

    await send('POST', editor, PRODUCT, {
      ...cloned,
      names: [
        { locale: DE, value: 'Klon' },
        { locale: GB, value: 'Clone' },
      ],
      productToIndicatorEvaluation: {},
    });
    expect(await textOf(cloned.names[0].key, 'en_GB')).toBe('Clone');
    expect((await send('GET', admin, `${PRODUCT}/id?id=${source!.id}`)).json()).toEqual(sourceBefore);
  });
});
