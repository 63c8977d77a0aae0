import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { syncDataVersions } from '../../../server/platform/data-versions.js';
import { watchStatements } from '../../support/statements.js';

const URL = '/secured/api/dataForEvaluations';

interface BundleProduct {
  id: number;
  code: string;
  enabled: boolean;
  isInOffer: boolean;
  productCategory: string;
  productUsage: string;
  baseProductSuggestions: unknown[];
}
interface Bundle {
  products: BundleProduct[];
  skinIndicators: Array<{ id: number; code: string; enabled: boolean }>;
  incis: Array<{ id: number; name: string }>;
  incisInProducts: Record<string, Array<{ inciId: number; position: number }>>;
  productToIndicatorEvaluation: Record<string, Record<string, number>>;
  indicatorToProductEvaluation: Record<string, Record<string, number>>;
}

let t: TestApp;
const tokens: Record<string, string> = {};

async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
  const rows = await t.orm.em.fork().execute<T[]>(query, params as never[]);
  await syncDataVersions(t.orm.em); // a change by hand reaches the app through NOTIFY
  return rows;
}

async function bundle(token: string): Promise<Bundle> {
  const res = await t.app.inject(withToken(token, { method: 'GET', url: URL }));
  expect(res).toHaveStatus(200);
  return res.json<Bundle>();
}

const byCode = (b: Bundle, code: string) => b.products.find((p) => p.code === code);

beforeAll(async () => {
  t = await createTestApp();
  for (const email of [
    'user@example.com',
    'user.uk@example.com',
    'admin@example.com',
    'editor@example.com',
    'local.admin@example.com',
  ]) {
    tokens[email] = await loginToken(t.app, email);
  }
});
afterAll(() => t.close());

describe('GET /secured/api/dataForEvaluations', () => {
  it('refuses a caller without a valid token (401) in the error format', async () => {
    for (const headers of [{}, { authorization: 'Bearer nonsense' }]) {
      const res = await t.app.inject({ method: 'GET', url: URL, headers });
      expect(res).toHaveStatus(401);
      expect(res.json()).toEqual({
        code: 'UNAUTHENTICATED',
        errorDataList: [{ translationKey: 'ERROR_UNAUTHENTICATED' }],
      });
    }
  });

  it('refuses an account that must change its password first (403)', async () => {
    const token = await loginToken(t.app, 'forced.change@example.com');
    const res = await t.app.inject(withToken(token, { method: 'GET', url: URL }));
    expect(res).toHaveStatus(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers exactly the bundle of the spec, consistent with itself', async () => {
    const b = await bundle(tokens['user@example.com']!);
    expect(Object.keys(b).sort()).toEqual([
      'incis',
      'incisInProducts',
      'indicatorToProductEvaluation',
      'productToIndicatorEvaluation',
      'products',
      'skinIndicators',
    ]);
    expect(Object.keys(b.products[0]!).sort()).toEqual([
      'baseProductSuggestions',
      'code',
      'descriptionPlaceholder',
      'enabled',
      'id',
      'isInOffer',
      'namePlaceholder',
      'productCategory',
      'productUsage',
      'searchLinks',
    ]);
    expect(Object.keys(b.skinIndicators[0]!).sort()).toEqual([
      'code',
      'descriptionPlaceholder',
      'enabled',
      'id',
      'namePlaceholder',
      'searchLinks',
      'skinIndicatorCategory',
    ]);
    expect(Object.keys(b.incis[0]!).sort()).toEqual([
      'alternativeName',
      'chemicalNamePlaceholder',
      'descriptionPlaceholder',
      'id',
      'name',
    ]);
    // The two maps are two views of one matrix.
    for (const [productId, row] of Object.entries(b.productToIndicatorEvaluation)) {
      for (const [indicatorId, value] of Object.entries(row))
        expect(b.indicatorToProductEvaluation[indicatorId]![productId]).toBe(value);
    }
    const [{ count }] = await sql<{ count: string }>(
      `select count(*) from evaluation e join product p on p.id = e.product_id join skin_indicator s on s.id = e.skin_indicator_id
        where p.enabled and s.enabled`,
    );
    const cells = Object.values(b.productToIndicatorEvaluation).reduce((n, row) => n + Object.keys(row).length, 0);
    expect(cells).toBe(Number(count));
    // Ingredients in label order, pointing at INCI of the bundle.
    const inciIds = new Set(b.incis.map((i) => i.id));
    const lines = b.incisInProducts[String(byCode(b, 'light-gel-base')!.id)]!;
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.map((l) => l.position)).toEqual([...lines.map((l) => l.position)].sort((x, y) => x - y));
    expect(lines.every((l) => inciIds.has(l.inciId))).toBe(true);
    const base = byCode(b, 'light-gel-base')!;
    expect(base.baseProductSuggestions[0]).toEqual({
      id: 1,
      baseSize: 44,
      increment: 0.5,
      maxVolumeSuggestion: 50,
      recommendedInput: 1,
    });
  });

  it('gives users and local admins enabled entries only, and staff everything', async () => {
    await sql(`update skin_indicator set enabled = false where code = 'psoriasis'`);
    for (const email of ['user@example.com', 'local.admin@example.com']) {
      const b = await bundle(tokens[email]!);
      expect(b.products.every((p) => p.enabled)).toBe(true);
      expect(byCode(b, 'glycolic-acid-8')).toBeUndefined();
      expect(b.skinIndicators.find((i) => i.code === 'psoriasis')).toBeUndefined();
      const psoriasisId = String(
        (await sql<{ id: number }>(`select id from skin_indicator where code = 'psoriasis'`))[0]!.id,
      );
      expect(b.indicatorToProductEvaluation[psoriasisId]).toBeUndefined();
      expect(Object.values(b.productToIndicatorEvaluation).some((row) => psoriasisId in row)).toBe(false);
    }
    for (const email of ['admin@example.com', 'editor@example.com']) {
      const b = await bundle(tokens[email]!);
      expect(byCode(b, 'glycolic-acid-8')).toMatchObject({ enabled: false, isInOffer: false });
      expect(b.skinIndicators.find((i) => i.code === 'psoriasis')).toMatchObject({ enabled: false });
    }
    await sql(`update skin_indicator set enabled = true where code = 'psoriasis'`);
  });

  it("marks the offer of the caller's region: available there and not disallowed", async () => {
    const pl = await bundle(tokens['user@example.com']!);
    const gb = await bundle(tokens['user.uk@example.com']!);
    // Not available in PL; available in GB.
    expect(byCode(pl, 'tranexamic-acid-3')!.isInOffer).toBe(false);
    expect(byCode(gb, 'tranexamic-acid-3')!.isInOffer).toBe(true);
    // Available everywhere, disallowed in GB.
    expect(byCode(pl, 'mandelic-acid-10')!.isInOffer).toBe(true);
    expect(byCode(gb, 'mandelic-acid-10')!.isInOffer).toBe(false);
    // Not available in GB.
    expect(byCode(gb, 'soothing-aloe-base')!.isInOffer).toBe(false);
    expect(byCode(pl, 'niacinamide-10')!.isInOffer).toBe(true);
    // Staff without a region: every enabled product is in the offer.
    const admin = await bundle(tokens['admin@example.com']!);
    expect(admin.products.every((p) => p.isInOffer === p.enabled)).toBe(true);
  });

  it('is cached with an ETag per region: 304 on a match, a new tag after any change', async () => {
    const token = tokens['user@example.com']!;
    const first = await t.app.inject(withToken(token, { method: 'GET', url: URL }));
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await t.app.inject(withToken(token, { method: 'GET', url: URL, headers: { 'if-none-match': etag } }));
    expect(again).toHaveStatus(304);
    expect(again.body).toBe('');
    const inList = await t.app.inject(
      withToken(token, { method: 'GET', url: URL, headers: { 'if-none-match': `"other", W/${etag}` } }),
    );
    expect(inList).toHaveStatus(304);

    // The same region shares the tag; another region has its own.
    const otherUserSameRegion = await t.app.inject(withToken(tokens['user@example.com']!, { method: 'GET', url: URL }));
    expect(otherUserSameRegion.headers.etag).toBe(etag);
    const gb = await t.app.inject(withToken(tokens['user.uk@example.com']!, { method: 'GET', url: URL }));
    expect(gb.headers.etag).not.toBe(etag);

    // Disallowing a product in PL (from any process: a trigger bumps the version) changes the answer.
    const [niacinamide] = await sql<{ id: number }>(`select id from product where code = 'niacinamide-10'`);
    await sql(
      `insert into region_product_disallowed (region_id, product_id) select id, ? from region where name = 'Polska'`,
      [niacinamide!.id],
    );
    const changed = await t.app.inject(
      withToken(token, { method: 'GET', url: URL, headers: { 'if-none-match': etag } }),
    );
    expect(changed).toHaveStatus(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<Bundle>().products.find((p) => p.id === niacinamide!.id)!.isInOffer).toBe(false);

    // An evaluation change is seen too.
    const [cell] = await sql<{ product_id: number; skin_indicator_id: number; value: number }>(
      'select product_id, skin_indicator_id, value from evaluation where product_id = ? limit 1',
      [niacinamide!.id],
    );
    const next = cell!.value === 10 ? 9 : cell!.value + 1;
    await sql('update evaluation set value = ? where product_id = ? and skin_indicator_id = ?', [
      next,
      cell!.product_id,
      cell!.skin_indicator_id,
    ]);
    const b = await bundle(token);
    expect(b.productToIndicatorEvaluation[cell!.product_id]![cell!.skin_indicator_id]).toBe(next);
    expect(b.indicatorToProductEvaluation[cell!.skin_indicator_id]![cell!.product_id]).toBe(next);
  });
});

const PRODUCTS_QUERY = `{
  products {
    id code name description productCategory productUsage enabled isInOffer
    searchLinks { locale url }
    baseProductSuggestions { baseSize increment maxVolumeSuggestion recommendedInput }
    incis { position inci { id name chemicalName } }
    evaluations { productId skinIndicatorId value }
  }
}`;

describe('GraphQL catalogue', () => {
  it('refuses without a token (401) and answers unknown or hidden ids with 404', async () => {
    const anonymous = await gql(t.app, '{ products { id } }');
    expect(anonymous).toHaveStatus(401);
    expect(anonymous.errors![0]!.extensions.code).toBe('UNAUTHENTICATED');

    const [glycolic] = await sql<{ id: number }>(`select id from product where code = 'glycolic-acid-8'`);
    const hidden = await gql(
      t.app,
      'query($id: Int!) { product(id: $id) { id } }',
      { id: glycolic!.id },
      tokens['user@example.com'],
    );
    expect(hidden).toHaveStatus(404);
    expect(hidden.errors![0]!.extensions).toMatchObject({
      code: 'NOT_FOUND',
      errorDataList: [{ translationKey: 'ERROR_NOT_FOUND' }],
    });
    const staff = await gql<{ product: { enabled: boolean } }>(
      t.app,
      'query($id: Int!) { product(id: $id) { enabled } }',
      { id: glycolic!.id },
      tokens['editor@example.com'],
    );
    expect(staff.data!.product.enabled).toBe(false);

    for (const query of ['{ skinIndicator(id: 999999) { id } }', '{ inci(id: 999999) { id } }']) {
      const missing = await gql(t.app, query, {}, tokens['user@example.com']);
      expect(missing).toHaveStatus(404);
    }
  });

  it("answers the same products, offer and evaluations as the REST bundle, with names in the caller's locale", async () => {
    const token = tokens['user@example.com']!; // pl_PL
    const rest = await bundle(token);
    const res = await gql<{
      products: Array<{
        id: number;
        name: string;
        isInOffer: boolean;
        evaluations: Array<{ skinIndicatorId: number; value: number }>;
        incis: Array<{ position: number; inci: { id: number } }>;
      }>;
    }>(t.app, PRODUCTS_QUERY, {}, token);
    expect(res).toHaveStatus(200);
    const products = res.data!.products;
    expect(products.map((p) => p.id)).toEqual(rest.products.map((p) => p.id));
    for (const p of products) {
      expect(p.isInOffer).toBe(rest.products.find((r) => r.id === p.id)!.isInOffer);
      expect(Object.fromEntries(p.evaluations.map((e) => [String(e.skinIndicatorId), e.value]))).toEqual(
        rest.productToIndicatorEvaluation[p.id],
      );
      expect(p.incis.map((l) => ({ inciId: l.inci.id, position: l.position }))).toEqual(rest.incisInProducts[p.id]);
    }
    const [niacinamide] = await sql<{ value: string }>(
      `select value from text_source where key = 'PRODUCT_NAME_niacinamide-10' and locale = 'pl_PL'`,
    );
    expect(products.find((p) => rest.products.find((r) => r.id === p.id)!.code === 'niacinamide-10')!.name).toBe(
      niacinamide!.value,
    );

    const indicators = await gql<{
      skinIndicators: Array<{ id: number; name: string; evaluations: Array<{ productId: number; value: number }> }>;
    }>(t.app, '{ skinIndicators { id name skinIndicatorCategory evaluations { productId value } } }', {}, token);
    for (const i of indicators.data!.skinIndicators) {
      expect(Object.fromEntries(i.evaluations.map((e) => [String(e.productId), e.value]))).toEqual(
        rest.indicatorToProductEvaluation[i.id],
      );
      expect(i.name).not.toMatch(/^!!!/);
    }
    const incis = await gql<{ incis: Array<{ id: number; name: string; chemicalName: string }> }>(
      t.app,
      '{ incis { id name chemicalName } }',
      {},
      token,
    );
    expect(incis.data!.incis.map((i) => i.id)).toEqual(rest.incis.map((i) => i.id));
  });

  it('uses the same number of SQL statements for 46 and 146 products, cold and warm (no N+1)', async () => {
    const token = tokens['admin@example.com']!;
    let statements = 0;
    const countFor = async () => {
      // Warm the caller's account state and the texts, then make the catalogue cold.
      await gql(t.app, '{ products { id name } }', {}, token);
      await sql('update product set code = code where false'); // the trigger bumps the version and notifies
      const result: number[] = [];
      for (let i = 0; i < 2; i++) {
        statements = 0;
        // The notifier's heartbeat (a marker a second through the pool) is left out.
        const stop = watchStatements(t.orm, () => statements++);
        const res = await gql<{ products: unknown[] }>(t.app, PRODUCTS_QUERY, {}, token);
        stop();
        expect(res).toHaveStatus(200);
        result.push(statements);
      }
      return result;
    };
    const [coldSmall, warmSmall] = await countFor();
    await sql(
      `with p as (
         insert into product (code, category, usage, enabled, name_placeholder, description_placeholder, search_links, base_product_suggestions, version)
         select 'bulk-' || n, 'MODULAR', 'ACTIVE', true, 'PRODUCT_NAME_bulk-' || n, 'PRODUCT_DESCRIPTION_bulk-' || n, '{}', '[]', 1
           from generate_series(1, 100) n returning id)
       insert into evaluation (product_id, skin_indicator_id, value) select p.id, s.id, 1 from p cross join skin_indicator s`,
    );
    await sql(
      `insert into product_inci (product_id, inci_id, position) select p.id, (select min(id) from inci), 0 from product p where p.code like 'bulk-%'`,
    );
    const [coldLarge, warmLarge] = await countFor();
    const [{ count: total }] = await sql<{ count: string }>('select count(*) from product');
    expect(Number(total)).toBe(146);
    expect(coldLarge).toBe(coldSmall);
    expect(warmLarge).toBe(warmSmall);
    // Cold: one version read and the seven set-based loads; warm: nothing (versions come by NOTIFY).
    expect(coldSmall).toBe(8);
    expect(warmSmall).toBe(0);
  });
});

describe('GraphQL catalogue answers from the response cache', () => {
  const QUERY = '{ products { id code name isInOffer } }';
  type Products = { products: Array<{ id: number; code: string; name: string; isInOffer: boolean }> };
  const find = (data: Products | null, code: string) => data!.products.find((p) => p.code === code);

  it('keeps callers of another region, locale or role apart', async () => {
    for (let round = 0; round < 2; round++) {
      const pl = await gql<Products>(t.app, QUERY, {}, tokens['user@example.com']);
      const gb = await gql<Products>(t.app, QUERY, {}, tokens['user.uk@example.com']);
      const admin = await gql<Products>(t.app, QUERY, {}, tokens['admin@example.com']);
      expect(find(pl.data, 'tranexamic-acid-3')!.isInOffer).toBe(false);
      expect(find(gb.data, 'tranexamic-acid-3')!.isInOffer).toBe(true);
      const [plName] = await sql<{ value: string }>(
        `select value from text_source where key = 'PRODUCT_NAME_tranexamic-acid-3' and locale = 'pl_PL'`,
      );
      const [gbName] = await sql<{ value: string }>(
        `select value from text_source where key = 'PRODUCT_NAME_tranexamic-acid-3' and locale = 'en_GB'`,
      );
      expect(find(pl.data, 'tranexamic-acid-3')!.name).toBe(plName!.value);
      expect(find(gb.data, 'tranexamic-acid-3')!.name).toBe(gbName!.value);
      expect(find(admin.data, 'glycolic-acid-8')).toBeDefined();
      expect(find(pl.data, 'glycolic-acid-8')).toBeUndefined();
    }
  });

  it('answers anew after a change to the catalogue or the texts', async () => {
    const token = tokens['user.uk@example.com']!;
    await gql<Products>(t.app, QUERY, {}, token);
    await sql(`update product set enabled = false where code = 'urea-10'`);
    expect(find((await gql<Products>(t.app, QUERY, {}, token)).data, 'urea-10')).toBeUndefined();
    await sql(
      `update text_source set value = 'Renamed serum' where key = 'PRODUCT_NAME_niacinamide-10' and locale = 'en_GB'`,
    );
    expect(find((await gql<Products>(t.app, QUERY, {}, token)).data, 'niacinamide-10')!.name).toBe('Renamed serum');
  });

  it('never caches refusals, nor the parts of an answer that are not catalogue', async () => {
    const [glycolic] = await sql<{ id: number }>(`select id from product where code = 'glycolic-acid-8'`);
    const query = 'query($id: Int!) { product(id: $id) { id enabled } }';
    for (let round = 0; round < 2; round++) {
      expect(await gql(t.app, query, { id: glycolic!.id }, tokens['user@example.com'])).toHaveStatus(404);
      expect(await gql(t.app, query, { id: glycolic!.id })).toHaveStatus(401);
      expect(await gql(t.app, query, { id: glycolic!.id }, tokens['editor@example.com'])).toHaveStatus(200);
    }
    // Two accounts of one region and locale: the same catalogue, each their own `me`.
    const mixed = '{ me { email } products { id } }';
    const other = await loginToken(t.app, 'password.change@example.com');
    for (const [token, email] of [
      [tokens['user.uk@example.com']!, 'user.uk@example.com'],
      [other, 'password.change@example.com'],
    ] as const) {
      const res = await gql<{ me: { email: string } }>(t.app, mixed, {}, token);
      expect(res.data!.me.email).toBe(email);
    }
  });
});
