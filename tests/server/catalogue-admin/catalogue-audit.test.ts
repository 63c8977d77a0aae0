import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { demoRegions, sqlOf, type Regions, type Sql } from '../local-admin/fixtures.js';

/**
 * Catalogue changes leave a trace (issue 35 rows 3 and 4): each create, edit, clone, enable or
 * disable, delete, evaluation cell and region list is an audit event written in the change's
 * transaction, its message naming things, its data holding the changed fields' before and after;
 * a product no program uses can be deleted, one that programs use is refused in words.
 */
let t: TestApp;
let sql: Sql;
let r: Regions;
let admin: string;
let editor: string;
let localAdmin: string;
let user: string;
let indicators: Array<{ id: number; name: string }>;

const PRODUCT = '/secured/api/admin/product';
const INDICATOR = '/secured/api/admin/skin-indicator';
const DE = { language: 'de', country: 'DE' };
const GB = { language: 'en', country: 'GB' };

interface AuditRow {
  id: string;
  username: string;
  event: string;
  message: string | null;
  data: {
    subject: { kind: string; id: number; code?: string };
    changes?: Record<string, { before: unknown; after: unknown }>;
    related?: Record<string, number>;
  } | null;
}

beforeAll(async () => {
  t = await createTestApp();
  sql = sqlOf(t);
  r = await demoRegions(sql);
  [admin, editor, localAdmin, user] = await Promise.all(
    ['admin@example.com', 'editor@example.com', 'local.admin@example.com', 'user@example.com'].map((e) =>
      loginToken(t.app, e),
    ),
  );
  indicators = await sql<{ id: number; name: string }>(
    `select i.id, t.value as name from skin_indicator i join text_source t on t.key = i.name_placeholder and t.locale = 'en_GB' order by i.id limit 3`,
  );
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', token: string, url: string, payload?: unknown) =>
  t.app.inject(
    withToken(token, {
      method,
      url,
      headers: { 'accept-language': 'en-GB' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    }),
  );

/** The audit rows written after `sinceId`, oldest first. */
const eventsSince = (sinceId: string) =>
  sql<AuditRow>('select id::text, username, event, message, data from audit_event where id > ?::bigint order by id', [
    sinceId,
  ]);
const lastId = async () =>
  (await sql<{ id: string }>('select coalesce(max(id), 0)::text as id from audit_event'))[0]!.id;

const productBody = (name: string, overrides: Record<string, unknown> = {}) => ({
  productCategory: 'MODULAR',
  productUsage: 'ACTIVE',
  enabled: true,
  names: [
    { locale: DE, value: name },
    { locale: GB, value: name },
  ],
  descriptions: [
    { locale: DE, value: 'Beschreibung' },
    { locale: GB, value: 'Description' },
  ],
  productToIndicatorEvaluation: { [indicators[0]!.id]: 4 },
  ...overrides,
});

async function createProduct(
  name: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; version: number }> {
  const res = await send('POST', admin, PRODUCT, productBody(name, overrides));
  expect(res).toHaveStatus(200);
  return res.json();
}

describe('product events', () => {
  it('a create, then an edit split into disable, base suggestions and the rest, each with its before and after', async () => {
    const start = await lastId();
    const created = await createProduct('Audit Serum', {
      productUsage: 'BASE',
      baseProductSuggestions: [{ baseSize: 50, increment: 5, maxVolumeSuggestion: 10, recommendedInput: 2 }],
    });
    const [create] = await eventsSince(start);
    expect(create).toMatchObject({
      username: 'admin@example.com',
      event: 'PRODUCT_CREATE',
      message: '"Audit Serum"',
      data: { subject: { kind: 'product', id: created.id } },
    });
    expect(create!.data!.changes!['names.en_GB']).toEqual({ before: null, after: 'Audit Serum' });

    const afterCreate = await lastId();
    const edited = await send('POST', editor, PRODUCT, {
      ...productBody('Audit Serum', {
        productUsage: 'BASE',
        baseProductSuggestions: [{ baseSize: 100, increment: 5, maxVolumeSuggestion: 10, recommendedInput: 2 }],
      }),
      id: created.id,
      version: created.version,
      enabled: false,
      names: [
        { locale: DE, value: 'Audit-Serum' },
        { locale: GB, value: 'Audit Serum' },
      ],
      productToIndicatorEvaluation: { [indicators[0]!.id]: 7, [indicators[1]!.id]: -2 },
    });
    expect(edited).toHaveStatus(200);
    const events = await eventsSince(afterCreate);
    expect(events.map((e) => e.event)).toEqual([
      'PRODUCT_DISABLE',
      'PRODUCT_BASE_SUGGESTIONS_UPDATE',
      'PRODUCT_UPDATE',
    ]);
    expect(events.every((e) => e.username === 'editor@example.com')).toBe(true);
    expect(events[0]!.data!.changes).toEqual({ enabled: { before: true, after: false } });
    expect(events[1]!.data!.changes!.baseProductSuggestions!.before).toEqual([
      { baseSize: 50, increment: 5, maxVolumeSuggestion: 10, recommendedInput: 2 },
    ]);
    const update = events[2]!;
    // The matrix moves are named in the message, by the indicators' names.
    expect(update.message).toBe(`"Audit Serum": "${indicators[0]!.name}" 4 → 7, "${indicators[1]!.name}" 0 → -2`);
    expect(update.data!.changes).toEqual({
      'names.de_DE': { before: 'Audit Serum', after: 'Audit-Serum' },
      [`evaluations.${indicators[0]!.id}`]: { before: 4, after: 7 },
      [`evaluations.${indicators[1]!.id}`]: { before: 0, after: -2 },
    });

    // Enabled again: the enable alone.
    const version = (await send('GET', admin, `${PRODUCT}/id?id=${created.id}`)).json<{ version: number }>().version;
    const beforeEnable = await lastId();
    expect(
      await send('POST', admin, PRODUCT, {
        ...productBody('Audit Serum', {
          productUsage: 'BASE',
          baseProductSuggestions: [{ baseSize: 100, increment: 5, maxVolumeSuggestion: 10, recommendedInput: 2 }],
        }),
        names: [
          { locale: DE, value: 'Audit-Serum' },
          { locale: GB, value: 'Audit Serum' },
        ],
        productToIndicatorEvaluation: { [indicators[0]!.id]: 7, [indicators[1]!.id]: -2 },
        id: created.id,
        version,
      }),
    ).toHaveStatus(200);
    expect((await eventsSince(beforeEnable)).map((e) => [e.event, e.message])).toEqual([
      ['PRODUCT_ENABLE', '"Audit Serum"'],
    ]);
  });

  it("a refused save (stale version) leaves no event: the event is in the change's transaction", async () => {
    const created = await createProduct('Stale Cream');
    const start = await lastId();
    expect(
      await send('POST', admin, PRODUCT, { ...productBody('Renamed'), id: created.id, version: created.version + 5 }),
    ).toHaveStatus(409);
    expect(await eventsSince(start)).toEqual([]);
  });

  it('a clone names the copy and keeps its source', async () => {
    const source = await createProduct('Clone Source');
    const start = await lastId();
    const res = await gql<{ cloneProduct: { id: number } }>(
      t.app,
      'mutation($id: Int!) { cloneProduct(id: $id) { id } }',
      { id: source.id },
      admin,
    );
    const cloneId = res.data!.cloneProduct.id;
    const [clone] = await eventsSince(start);
    expect(clone).toMatchObject({
      event: 'PRODUCT_CLONE',
      message: '"Clone Source"',
      data: { subject: { kind: 'product', id: cloneId }, related: { source: source.id } },
    });
  });

  it('an evaluation cell of the cross table: product × indicator, before → after', async () => {
    const product = await createProduct('Cell Cream');
    const start = await lastId();
    const res = await gql(
      t.app,
      'mutation($input: EvaluationCellInput!) { setEvaluation(input: $input) { id } }',
      { input: { productId: product.id, indicatorId: indicators[2]!.id, value: 9, version: product.version } },
      admin,
    );
    expect(res.errors).toBeUndefined();
    const [cell] = await eventsSince(start);
    expect(cell).toMatchObject({
      event: 'EVALUATION_UPDATE',
      message: `"Cell Cream" × "${indicators[2]!.name}": 0 → 9`,
      data: {
        related: { product: product.id, skinIndicator: indicators[2]!.id },
        changes: { [`evaluations.${indicators[2]!.id}`]: { before: 0, after: 9 } },
      },
    });
  });

  it("a region's lists: who was added and who removed, by name", async () => {
    const product = await createProduct('Region Cream');
    const current = (await send('GET', localAdmin, '/secured/api/local-admin/products/disallowed')).json<{
      regionProductMap: Record<string, number[]>;
    }>().regionProductMap[String(r.polska)]!;
    const start = await lastId();
    expect(
      await send('PUT', localAdmin, '/secured/api/local-admin/products/disallowed', {
        regionId: r.polska,
        productIds: [...current, product.id],
      }),
    ).toHaveStatus(200);
    expect(
      await send('PUT', localAdmin, '/secured/api/local-admin/products/disallowed', {
        regionId: r.polska,
        productIds: current,
      }),
    ).toHaveStatus(200);
    const events = await eventsSince(start);
    expect(events.map((e) => [e.username, e.event, e.message])).toEqual([
      ['local.admin@example.com', 'REGION_DISALLOWED_PRODUCTS_UPDATE', 'Polska: + "Region Cream"'],
      ['local.admin@example.com', 'REGION_DISALLOWED_PRODUCTS_UPDATE', 'Polska: − "Region Cream"'],
    ]);
    expect(events[0]!.data).toMatchObject({
      subject: { kind: 'region', id: r.polska },
      changes: { productIds: { before: [...current].sort((a, b) => a - b) } },
    });

    const available = (await send('GET', admin, '/secured/api/local-admin/products/availability')).json<{
      regionProductMap: Record<string, number[]>;
    }>().regionProductMap[String(r.polska)]!;
    const beforeAvailable = await lastId();
    expect(
      await send('PUT', admin, '/secured/api/local-admin/products/availability', {
        regionId: r.polska,
        productIds: [...available, product.id],
      }),
    ).toHaveStatus(200);
    expect((await eventsSince(beforeAvailable)).map((e) => [e.event, e.message])).toEqual([
      ['REGION_AVAILABLE_PRODUCTS_UPDATE', 'Polska: + "Region Cream"'],
    ]);
  });

  it('indicators: create, edit, disable, clone', async () => {
    const start = await lastId();
    const body = {
      skinIndicatorCategory: 'CONDITION',
      enabled: true,
      names: [
        { locale: DE, value: 'Audit-Haut' },
        { locale: GB, value: 'Audit skin' },
      ],
      descriptions: [
        { locale: DE, value: 'B' },
        { locale: GB, value: 'D' },
      ],
    };
    const created = (await send('POST', admin, INDICATOR, body)).json<{ id: number; version: number }>();
    expect(
      await send('POST', admin, INDICATOR, {
        ...body,
        id: created.id,
        version: created.version,
        enabled: false,
        skinIndicatorCategory: 'DAMAGE',
      }),
    ).toHaveStatus(200);
    const clone = await gql<{ cloneSkinIndicator: { id: number } }>(
      t.app,
      'mutation($id: Int!) { cloneSkinIndicator(id: $id) { id } }',
      { id: created.id },
      admin,
    );
    const events = await eventsSince(start);
    expect(events.map((e) => [e.event, e.message])).toEqual([
      ['SKIN_INDICATOR_CREATE', '"Audit skin"'],
      ['SKIN_INDICATOR_DISABLE', '"Audit skin"'],
      ['SKIN_INDICATOR_UPDATE', '"Audit skin"'],
      ['SKIN_INDICATOR_CLONE', '"Audit skin"'],
    ]);
    expect(events[2]!.data!.changes).toEqual({ skinIndicatorCategory: { before: 'CONDITION', after: 'DAMAGE' } });
    expect(events[3]!.data).toMatchObject({
      subject: { kind: 'skin_indicator', id: clone.data!.cloneSkinIndicator.id },
      related: { source: created.id },
    });
  });

  it('the audit page filters the new types over REST and GraphQL', async () => {
    await createProduct('Filtered Cream');
    const rest = await send('POST', admin, '/secured/api/admin/audit', { type: ['PRODUCT_CREATE'], pageSize: 200 });
    expect(rest).toHaveStatus(200);
    const listed = rest.json<{ mixtures: Array<{ event: string; message: string }> }>().mixtures;
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed.map((e) => e.event))).toEqual(new Set(['PRODUCT_CREATE']));
    expect(listed.map((e) => e.message)).toContain('"Filtered Cream"');
    const graph = await gql<{ auditEvents: { events: Array<{ event: string; userName: string | null }> } }>(
      t.app,
      'query($f: AuditFilterInput) { auditEvents(filter: $f) { events { event userName } } }',
      { f: { types: ['EVALUATION_UPDATE', 'PRODUCT_DELETE'] } },
      admin,
    );
    expect(graph.errors).toBeUndefined();
    expect(graph.data!.auditEvents.events.length).toBeGreaterThan(0);
    expect(graph.data!.auditEvents.events.every((e) => ['EVALUATION_UPDATE', 'PRODUCT_DELETE'].includes(e.event))).toBe(
      true,
    );
  });
});

describe('product delete', () => {
  it('deletes a product no program uses, with its texts, over REST; the catalogue no longer lists it', async () => {
    const product = await createProduct('Mistaken Clone');
    const keys = (
      await sql<{ name_placeholder: string }>('select name_placeholder from product where id = ?', [product.id])
    )[0]!;
    const versionBefore = (await gql<{ catalogueVersion: string }>(t.app, '{ catalogueVersion }', {}, user)).data!
      .catalogueVersion;
    const start = await lastId();
    const res = await send('DELETE', editor, `${PRODUCT}?id=${product.id}`);
    expect(res).toHaveStatus(200);
    expect(res.json()).toBe(true);
    expect(await sql('select id from product where id = ?', [product.id])).toEqual([]);
    expect(await sql('select key from text_source where key = ?', [keys.name_placeholder])).toEqual([]);
    const [deleted] = await eventsSince(start);
    expect(deleted).toMatchObject({
      username: 'editor@example.com',
      event: 'PRODUCT_DELETE',
      message: '"Mistaken Clone"',
      data: { subject: { kind: 'product', id: product.id } },
    });
    expect(deleted!.data!.changes!['names.en_GB']).toEqual({ before: 'Mistaken Clone', after: null });
    // The builders' caches: the catalogue's version moved, and its products leave the deleted one out.
    const versionAfter = (await gql<{ catalogueVersion: string }>(t.app, '{ catalogueVersion }', {}, user)).data!
      .catalogueVersion;
    expect(versionAfter).not.toEqual(versionBefore);
    const listed = await gql<{ products: Array<{ id: number }> }>(t.app, '{ products { id } }', {}, admin);
    expect(listed.data!.products.map((p) => p.id)).not.toContain(product.id);
    // Again: it is gone.
    expect(await send('DELETE', editor, `${PRODUCT}/${product.id}`)).toHaveStatus(404);
  });

  it('over GraphQL too; a product that saved programs use is refused in words and kept', async () => {
    const unused = await createProduct('Unused Cream');
    const done = await gql<{ deleteProduct: boolean }>(
      t.app,
      'mutation($id: Int!) { deleteProduct(id: $id) }',
      { id: unused.id },
      admin,
    );
    expect(done.data).toEqual({ deleteProduct: true });

    const used = await createProduct('Used Serum', { enabled: true });
    // A program of the user with this product on its ready list (written directly: the product's region offer is not the point).
    const [program] = await sql<{ id: string }>(
      `insert into skin_care_program (id, owner_id, number, created_date, modified_date, version)
       select gen_random_uuid(), a.id, nextval('skin_care_program_number_seq'), now(), now(), 1 from account a where a.email = 'user@example.com' returning id`,
    );
    await sql(`insert into program_product (program_id, position, kind, product_id) values (?, 0, 'READY', ?)`, [
      program!.id,
      used.id,
    ]);
    const start = await lastId();
    const refused = await send('DELETE', admin, `${PRODUCT}/${used.id}`);
    expect(refused).toHaveStatus(409);
    expect(refused.json()).toMatchObject({ errorDataList: [{ translationKey: 'ERROR_PRODUCT_IN_USE', param: '1' }] });
    const viaGraph = await gql(t.app, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id: used.id }, admin);
    expect(viaGraph.errors![0]!.extensions.errorDataList[0]!.translationKey).toBe('ERROR_PRODUCT_IN_USE');
    expect(await sql('select id from product where id = ?', [used.id])).toHaveLength(1);
    expect(await eventsSince(start)).toEqual([]);
    const [text] = await sql<{ value: string }>(
      `select value from text_source where key = 'ERROR_PRODUCT_IN_USE' and locale = 'de_DE'`,
    );
    expect(text!.value).toContain('Deaktivieren');
  });

  it('refuses callers who do not edit the catalogue, and bad ids', async () => {
    const product = await createProduct('Guarded Cream');
    expect(await send('DELETE', user, `${PRODUCT}/${product.id}`)).toHaveStatus(403);
    expect(await send('DELETE', localAdmin, `${PRODUCT}/${product.id}`)).toHaveStatus(403);
    expect(await send('DELETE', admin, `${PRODUCT}?id=abc`)).toHaveStatus(400);
    expect(await send('DELETE', admin, `${PRODUCT}?id=999999`)).toHaveStatus(404);
    expect(await sql('select id from product where id = ?', [product.id])).toHaveLength(1);
  });
});
