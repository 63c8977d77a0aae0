import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { waitFor } from '../../support/wait-for.mjs';
import { sqlOf, type Sql } from '../local-admin/fixtures.js';

/**
 * The catalogue's history (issue 37, decision 069): each change of a product or an indicator is
 * a version with its author, time and field-by-field change; a restore makes a new version equal
 * to an old one through the entry's own save; the audit events of a change point at its version.
 */
let t: TestApp;
let sql: Sql;
let admin: string;
let editor: string;
let indicators: Array<{ id: number; name: string }>;

const PRODUCT = '/secured/api/admin/product';
const INDICATOR = '/secured/api/admin/skin-indicator';
const DE = { language: 'de', country: 'DE' };
const GB = { language: 'en', country: 'GB' };

interface Change {
  path: string;
  field: string;
  locale: string | null;
  refId: number | null;
  refName: string | null;
  before: unknown;
  after: unknown;
}
interface Version {
  number: number;
  author: string | null;
  createdDate: string;
  restoredFrom: number | null;
  changes: Change[];
}

beforeAll(async () => {
  t = await createTestApp();
  sql = sqlOf(t);
  [admin, editor] = await Promise.all(['admin@example.com', 'editor@example.com'].map((e) => loginToken(t.app, e)));
  indicators = await sql<{ id: number; name: string }>(
    `select i.id, t.value as name from skin_indicator i join text_source t on t.key = i.name_placeholder and t.locale = 'en_GB' order by i.id limit 2`,
  );
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST', token: string, url: string, payload?: unknown) =>
  t.app.inject(
    withToken(token, {
      method,
      url,
      headers: { 'accept-language': 'en-GB' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    }),
  );

const productBody = (name: string, overrides: Record<string, unknown> = {}) => ({
  productCategory: 'MODULAR',
  productUsage: 'ACTIVE',
  enabled: true,
  names: [
    { locale: DE, value: `${name} DE` },
    { locale: GB, value: name },
  ],
  descriptions: [
    { locale: DE, value: 'Beschreibung' },
    { locale: GB, value: 'Description' },
  ],
  productToIndicatorEvaluation: { [indicators[0]!.id]: 4 },
  ...overrides,
});

const historyOf = async (url: string, token = admin) => {
  const res = await send('GET', token, `${url}/history`);
  expect(res).toHaveStatus(200);
  return res.json<Version[]>();
};
const change = (v: Version, p: string) => v.changes.find((c) => c.path === p);
const snapshotCount = async () =>
  Number((await sql<{ n: string }>('select count(*)::text as n from catalogue_entry_version'))[0]!.n);

describe('a product', () => {
  it('edited twice shows its versions newest first with their changes, and restores the first', async () => {
    const created = await send('POST', admin, PRODUCT, productBody('History Serum'));
    expect(created).toHaveStatus(200);
    const { id, version: v1 } = created.json<{ id: number; version: number }>();

    const second = await send('POST', editor, PRODUCT, {
      ...productBody('History Serum Two'),
      id,
      version: v1,
      productToIndicatorEvaluation: { [indicators[0]!.id]: 4, [indicators[1]!.id]: -2 },
      searchLinks: { en_GB: 'https://example.com/serum' },
    });
    expect(second).toHaveStatus(200);
    const third = await send('POST', admin, PRODUCT, {
      ...productBody('History Serum Three'),
      id,
      version: second.json<{ version: number }>().version,
      enabled: false,
    });
    expect(third).toHaveStatus(200);

    const history = await historyOf(`${PRODUCT}/${id}`);
    expect(history.map((v) => [v.number, v.author])).toEqual([
      [3, 'admin@example.com'],
      [2, 'editor@example.com'],
      [1, 'admin@example.com'],
    ]);
    expect(history.every((v) => !Number.isNaN(Date.parse(v.createdDate)) && v.restoredFrom === null)).toBe(true);
    // The create: everything from nothing.
    expect(change(history[2]!, 'names.en_GB')).toMatchObject({ before: null, after: 'History Serum' });
    // The first edit: the name per locale, a new evaluation with the indicator's name, a link.
    expect(history[1]!.changes).toEqual([
      {
        path: 'names.de_DE',
        field: 'names',
        locale: 'de_DE',
        refId: null,
        refName: null,
        before: 'History Serum DE',
        after: 'History Serum Two DE',
      },
      {
        path: 'names.en_GB',
        field: 'names',
        locale: 'en_GB',
        refId: null,
        refName: null,
        before: 'History Serum',
        after: 'History Serum Two',
      },
      {
        path: 'searchLinks.en_GB',
        field: 'searchLinks',
        locale: 'en_GB',
        refId: null,
        refName: null,
        before: null,
        after: 'https://example.com/serum',
      },
      {
        path: `evaluations.${indicators[1]!.id}`,
        field: 'evaluations',
        locale: null,
        refId: indicators[1]!.id,
        refName: indicators[1]!.name,
        before: 0,
        after: -2,
      },
    ]);
    // The second edit: disabled, the link and the evaluation dropped, renamed again.
    expect(history[0]!.changes.map((c) => c.path)).toEqual([
      'enabled',
      'names.de_DE',
      'names.en_GB',
      'searchLinks.en_GB',
      `evaluations.${indicators[1]!.id}`,
    ]);

    // The audit events of the second edit point at its version, with the same changes split.
    const events = await sql<{ event: string; entry_version_id: number; changes: Record<string, unknown> }>(
      `select a.event, a.entry_version_id, a.data->'changes' as changes from audit_event a
         join catalogue_entry_version v on v.id = a.entry_version_id
        where v.kind = 'product' and v.entry_id = ? and v.number = 3 order by a.id`,
      [id],
    );
    expect(events.map((e) => e.event)).toEqual(['PRODUCT_DISABLE', 'PRODUCT_UPDATE']);
    expect(Object.keys(events[1]!.changes).sort()).toEqual(
      ['names.de_DE', 'names.en_GB', 'searchLinks.en_GB', `evaluations.${indicators[1]!.id}`].sort(),
    );

    // Restore the first version: a fourth, equal to the first, through the save (data version bumped).
    const [catalogueBefore] = await sql<{ version: number }>(
      `select version::int as version from data_version where name = 'catalogue'`,
    );
    const restored = await send('POST', editor, `${PRODUCT}/${id}/history/1/restore`, {
      version: third.json<{ version: number }>().version,
    });
    expect(restored).toHaveStatus(200);
    expect(restored.json()).toMatchObject({
      id,
      enabled: true,
      names: expect.arrayContaining([expect.objectContaining({ locale: GB, value: 'History Serum' })]),
      searchLinks: {},
      productToIndicatorEvaluation: { [indicators[0]!.id]: 4 },
    });
    const [catalogueAfter] = await sql<{ version: number }>(
      `select version::int as version from data_version where name = 'catalogue'`,
    );
    expect(catalogueAfter!.version).toBeGreaterThan(catalogueBefore!.version);
    const after = await historyOf(`${PRODUCT}/${id}`);
    expect(after[0]).toMatchObject({ number: 4, author: 'editor@example.com', restoredFrom: 1 });
    expect(change(after[0]!, 'enabled')).toMatchObject({ before: false, after: true });
    expect(change(after[0]!, 'names.en_GB')).toMatchObject({ before: 'History Serum Three', after: 'History Serum' });
    // The builder's catalogue sees it like any save.
    const builder = await gql<{ product: { name: string; enabled: boolean } }>(
      t.app,
      'query($id: Int!) { product(id: $id) { name enabled } }',
      { id },
      admin,
    );
    expect(builder.data?.product).toEqual({ name: 'History Serum', enabled: true });
    const [audit] = await sql<{ event: string }>(
      `select a.event from audit_event a join catalogue_entry_version v on v.id = a.entry_version_id
        where v.kind = 'product' and v.entry_id = ? and v.number = 4 order by a.id limit 1`,
      [id],
    );
    expect(audit?.event).toBe('PRODUCT_ENABLE');
  });

  it('of the seed gets its state before the first change as version 1, without an author', async () => {
    const [seeded] = await sql<{ id: number }>('select id from product order by id limit 1');
    const detail = (await send('GET', admin, `${PRODUCT}/id?id=${seeded!.id}`)).json<Record<string, unknown>>();
    expect(await historyOf(`${PRODUCT}/${seeded!.id}`)).toEqual([]);
    const saved = await send('POST', admin, PRODUCT, {
      ...detail,
      enabled: !(detail.enabled as boolean),
    });
    expect(saved).toHaveStatus(200);
    const history = await historyOf(`${PRODUCT}/${seeded!.id}`);
    expect(history.map((v) => [v.number, v.author, v.changes.map((c) => c.path)])).toEqual([
      [2, 'admin@example.com', ['enabled']],
      [1, null, []],
    ]);
  });

  it('gets a version for an evaluation cell edit, as its indicator does', async () => {
    const created = (await send('POST', admin, PRODUCT, productBody('Cell Serum'))).json<{
      id: number;
      version: number;
    }>();
    const res = await gql(
      t.app,
      'mutation($input: EvaluationCellInput!) { setEvaluation(input: $input) { id } }',
      { input: { productId: created.id, indicatorId: indicators[1]!.id, value: 6, version: created.version } },
      editor,
    );
    expect(res.errors).toBeUndefined();
    const [latest] = await historyOf(`${PRODUCT}/${created.id}`);
    expect(latest!.changes).toEqual([
      expect.objectContaining({
        path: `evaluations.${indicators[1]!.id}`,
        before: 0,
        after: 6,
        refName: indicators[1]!.name,
      }),
    ]);
    const [indicatorLatest] = await historyOf(`${INDICATOR}/${indicators[1]!.id}`);
    expect(indicatorLatest).toMatchObject({ author: 'editor@example.com' });
    expect(indicatorLatest!.changes).toEqual([
      expect.objectContaining({ path: `evaluations.${created.id}`, before: 0, after: 6, refName: 'Cell Serum' }),
    ]);
  });

  it('saved with a changed evaluation gives that indicator a version too, so its stale save is refused; deleted, all of them', async () => {
    const created = (await send('POST', admin, PRODUCT, productBody('Side Serum'))).json<{
      id: number;
      version: number;
    }>();
    const ind1 = indicators[1]!.id;
    const before = (await send('GET', admin, `${INDICATOR}/id?id=${ind1}`)).json<Record<string, unknown>>();
    const untouched = (await historyOf(`${INDICATOR}/${indicators[0]!.id}`))[0];

    const saved = await send('POST', editor, PRODUCT, {
      ...productBody('Side Serum'),
      id: created.id,
      version: created.version,
      productToIndicatorEvaluation: { [indicators[0]!.id]: 4, [ind1]: -3 },
    });
    expect(saved).toHaveStatus(200);

    const [latest] = await historyOf(`${INDICATOR}/${ind1}`);
    expect(latest).toMatchObject({ author: 'editor@example.com' });
    expect(latest!.changes).toEqual([
      expect.objectContaining({ path: `evaluations.${created.id}`, before: 0, after: -3, refName: 'Side Serum' }),
    ]);
    // The indicator whose cell kept its value gets no version.
    expect((await historyOf(`${INDICATOR}/${indicators[0]!.id}`))[0]).toEqual(untouched);
    // An indicator form opened before the product's save is stale now.
    const stale = await send('POST', admin, INDICATOR, before);
    expect(stale).toHaveStatus(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT' });

    // Deleted, it takes its cells along: each indicator that had one gets a version without it.
    const deleted = await t.app.inject(withToken(admin, { method: 'DELETE', url: `${PRODUCT}/${created.id}` }));
    expect(deleted).toHaveStatus(200);
    for (const [indicatorId, value] of [
      [indicators[0]!.id, 4],
      [ind1, -3],
    ] as const) {
      const [gone] = await historyOf(`${INDICATOR}/${indicatorId}`);
      expect(gone).toMatchObject({ author: 'admin@example.com' });
      expect(gone!.changes).toEqual([
        expect.objectContaining({ path: `evaluations.${created.id}`, before: value, after: 0 }),
      ]);
    }
  });

  it('refuses bad restores in the error format, changing nothing', async () => {
    const created = (await send('POST', admin, PRODUCT, productBody('Guarded Serum'))).json<{
      id: number;
      version: number;
    }>();
    const count = await snapshotCount();
    const missing = await send('POST', admin, `${PRODUCT}/${created.id}/history/99/restore`, {
      version: created.version,
    });
    expect(missing).toHaveStatus(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', errorDataList: [{ translationKey: 'ERROR_NOT_FOUND' }] });
    const stale = await send('POST', admin, `${PRODUCT}/${created.id}/history/1/restore`, {
      version: created.version - 1,
    });
    expect(stale).toHaveStatus(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', errorDataList: [{ translationKey: expect.any(String) }] });
    const bad = await send('POST', admin, `${PRODUCT}/${created.id}/history/x/restore`, { version: created.version });
    expect(bad).toHaveStatus(400);
    const noVersion = await send('POST', admin, `${PRODUCT}/${created.id}/history/1/restore`, {});
    expect(noVersion).toHaveStatus(400);
    expect(noVersion.json()).toMatchObject({ errorDataList: [{ param: 'version' }] });
    expect(await snapshotCount()).toBe(count);
    expect((await send('GET', admin, `${PRODUCT}/id?id=${created.id}`)).json()).toMatchObject({
      version: created.version,
    });

    // A deleted product: no history and no restore (its versions stay, for the audit log).
    const deleted = await t.app.inject(withToken(admin, { method: 'DELETE', url: `${PRODUCT}/${created.id}` }));
    expect(deleted).toHaveStatus(200);
    expect(await send('GET', admin, `${PRODUCT}/${created.id}/history`)).toHaveStatus(404);
    const gone = await send('POST', admin, `${PRODUCT}/${created.id}/history/1/restore`, { version: created.version });
    expect(gone).toHaveStatus(404);
    // The delete's one version: its indicator's, without the product's cell.
    expect(await snapshotCount()).toBe(count + 1);
  });

  it('answers the same over GraphQL (values as JSON text), and refuses an app user', async () => {
    const created = (await send('POST', admin, PRODUCT, productBody('Graph Serum'))).json<{
      id: number;
      version: number;
    }>();
    const edited = (
      await send('POST', admin, PRODUCT, { ...productBody('Graph Serum 2'), id: created.id, version: created.version })
    ).json<{ version: number }>();
    const QUERY =
      'query($id: Int!) { productHistory(id: $id) { number author restoredFrom changes { path before after } } }';
    const res = await gql<{
      productHistory: Array<{ number: number; changes: Array<{ path: string; before: string; after: string }> }>;
    }>(t.app, QUERY, { id: created.id }, editor);
    expect(res.errors).toBeUndefined();
    expect(res.data!.productHistory.map((v) => v.number)).toEqual([2, 1]);
    expect(res.data!.productHistory[0]!.changes).toContainEqual({
      path: 'names.en_GB',
      before: '"Graph Serum"',
      after: '"Graph Serum 2"',
    });
    const restored = await gql<{ restoreProductVersion: { name: string } }>(
      t.app,
      'mutation($id: Int!, $number: Int!, $version: Int!) { restoreProductVersion(id: $id, number: $number, version: $version) { name } }',
      { id: created.id, number: 1, version: edited.version },
      editor,
    );
    expect(restored.errors).toBeUndefined();
    // The editor reads German.
    expect(restored.data!.restoreProductVersion.name).toBe('Graph Serum DE');
    const user = await loginToken(t.app, 'user@example.com');
    const refused = await gql(t.app, QUERY, { id: created.id }, user);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('an indicator', () => {
  it('edited twice shows both edits and restores the first', async () => {
    const body = (name: string, category = 'CONDITION') => ({
      skinIndicatorCategory: category,
      enabled: true,
      names: [
        { locale: DE, value: `${name} DE` },
        { locale: GB, value: name },
      ],
      descriptions: [
        { locale: DE, value: 'Beschreibung' },
        { locale: GB, value: 'Description' },
      ],
    });
    const created = (await send('POST', admin, INDICATOR, body('Flaky skin'))).json<{ id: number; version: number }>();
    const second = (
      await send('POST', admin, INDICATOR, {
        ...body('Very flaky skin', 'DAMAGE'),
        id: created.id,
        version: created.version,
      })
    ).json<{ version: number }>();
    const history = await historyOf(`${INDICATOR}/${created.id}`);
    expect(history.map((v) => v.number)).toEqual([2, 1]);
    expect(history[0]!.changes.map((c) => [c.path, c.before, c.after])).toEqual([
      ['skinIndicatorCategory', 'CONDITION', 'DAMAGE'],
      ['names.de_DE', 'Flaky skin DE', 'Very flaky skin DE'],
      ['names.en_GB', 'Flaky skin', 'Very flaky skin'],
    ]);
    const stale = await send('POST', admin, `${INDICATOR}/${created.id}/history/1/restore`, {
      version: created.version,
    });
    expect(stale).toHaveStatus(409);
    const restored = await send('POST', admin, `${INDICATOR}/${created.id}/history/1/restore`, {
      version: second.version,
    });
    expect(restored).toHaveStatus(200);
    expect(restored.json()).toMatchObject({
      skinIndicatorCategory: 'CONDITION',
      names: expect.arrayContaining([expect.objectContaining({ locale: GB, value: 'Flaky skin' })]),
    });
    expect((await historyOf(`${INDICATOR}/${created.id}`))[0]).toMatchObject({ number: 3, restoredFrom: 1 });
    expect(await send('GET', admin, `${INDICATOR}/999999/history`)).toHaveStatus(404);
  });
});

describe('INCI lines', () => {
  it('a reload that relinks a label makes a version of the product (by who started it), and a restore brings the label back', async () => {
    const [product] = await sql<{ code: string; id: number }>(
      'select p.code, p.id from product p where exists (select 1 from product_inci pi where pi.product_id = p.id) order by p.id desc limit 1',
    );
    const labelOf = async () =>
      (
        await sql<{ name: string }>(
          'select i.name from product_inci pi join inci i on i.id = pi.inci_id where pi.product_id = ? order by pi.position',
          [product!.id],
        )
      ).map((r) => r.name);
    const label = await labelOf();
    const versionBefore = (await send('GET', admin, `${PRODUCT}/id?id=${product!.id}`)).json<{ version: number }>()
      .version;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'inci-history-'));
    const file = path.join(dir, 'inci.json');
    writeFileSync(file, JSON.stringify({ incis: [{ name: 'AQUA' }], labels: { [product!.code]: ['AQUA'] } }));
    const second = await createTestApp({ INCI_SOURCE: file }, { databaseUrl: t.databaseUrl });
    try {
      const as = await loginToken(second.app, 'editor@example.com');
      await gql(second.app, 'mutation { reloadIncis { id } }', {}, as);
      await waitFor(
        async () => {
          const job = (
            await gql<{ incisReloadStatus: { status: string } | null }>(
              second.app,
              'query { incisReloadStatus { status } }',
              {},
              as,
            )
          ).data?.incisReloadStatus;
          return job && job.status !== 'RUNNING' && job;
        },
        { what: 'the INCI reload to end', timeout: 30_000, interval: 50 },
      );
    } finally {
      await second.close();
      rmSync(dir, { recursive: true, force: true });
    }
    expect(await labelOf()).toEqual(['AQUA']);
    const history = await historyOf(`${PRODUCT}/${product!.id}`);
    expect(history.map((v) => [v.number, v.author])).toEqual([
      [2, 'editor@example.com'],
      [1, null],
    ]);
    expect(history[0]!.changes).toEqual([expect.objectContaining({ path: 'incis', before: label, after: ['AQUA'] })]);
    // The relink raised the product's version: a form read before it is stale.
    const versionAfter = (await send('GET', admin, `${PRODUCT}/id?id=${product!.id}`)).json<{ version: number }>()
      .version;
    expect(versionAfter).toBe(versionBefore + 1);
    expect(
      await send('POST', admin, `${PRODUCT}/${product!.id}/history/1/restore`, { version: versionBefore }),
    ).toHaveStatus(409);
    expect(
      await send('POST', admin, `${PRODUCT}/${product!.id}/history/1/restore`, { version: versionAfter }),
    ).toHaveStatus(200);
    expect(await labelOf()).toEqual(label);
  });
});
