import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { waitFor } from '../../support/wait-for.mjs';
import { syncDataVersions } from '../../../server/platform/data-versions.js';

const CSV = '/secured/api/admin/evaluations/csv';

/** RFC 4180 records (quoted fields with doubled quotes, CRLF or LF line ends). */
function parse(text: string, options: { to?: number } = {}): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      field = '';
      record = [];
      if (options.to && records.length >= options.to) return records;
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}
let t: TestApp;
const token: Record<string, string> = {};

async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
  const rows = await t.orm.em.fork().execute<T[]>(query, params as never[]);
  await syncDataVersions(t.orm.em);
  return rows;
}

interface Table {
  indicators: Array<{ id: number; name: string }>;
  products: Array<{ id: number; name: string; version: number; values: number[] }>;
}
const TABLE = '{ evaluationTable { indicators { id name } products { id name version values } } }';
const SET = 'mutation($input: EvaluationCellInput!) { setEvaluation(input: $input) { id version values } }';
const STATUS = '{ incisReloadStatus { id status total processed inserted updated relinked errorKey } }';

async function table(as = token.admin!): Promise<Table> {
  const res = await gql<{ evaluationTable: Table }>(t.app, TABLE, {}, as);
  expect(res.errors).toBeUndefined();
  return res.data!.evaluationTable;
}

interface JobStatus {
  status: string;
  total: number;
  processed: number;
  inserted: number;
  updated: number;
  relinked: number;
  errorKey: string | null;
}
/** Polls until the reload ends (no timing assertion: it just waits). */
function finishedReload(app: TestApp, as: string): Promise<JobStatus> {
  return waitFor(
    async () => {
      const job = (await gql<{ incisReloadStatus: JobStatus | null }>(app.app, STATUS, {}, as)).data?.incisReloadStatus;
      return job && job.status !== 'RUNNING' && job;
    },
    { what: 'the INCI reload to end', timeout: 30_000, interval: 50 },
  );
}

beforeAll(async () => {
  t = await createTestApp();
  for (const [who, email] of Object.entries({
    admin: 'admin@example.com',
    editor: 'editor@example.com',
    user: 'user@example.com',
    local: 'local.admin@example.com',
  })) {
    token[who] = await loginToken(t.app, email);
  }
});
afterAll(() => t.close());

describe('the ladder: ADMIN and CONTENT_EDITOR only', () => {
  it('refuses anonymous (401), APP_USER and LOCAL_ADMIN (403) on every call', async () => {
    expect(await t.app.inject({ method: 'GET', url: CSV })).toHaveStatus(401);
    for (const who of ['user', 'local']) {
      expect(await t.app.inject(withToken(token[who]!, { method: 'GET', url: CSV }))).toHaveStatus(403);
      expect(
        await t.app.inject(withToken(token[who]!, { method: 'DELETE', url: '/secured/api/admin/inci/1' })),
      ).toHaveStatus(403);
      for (const query of [
        TABLE,
        STATUS,
        '{ regionMatrix(kind: DISALLOWED) { regions { id } } }',
        '{ inciAdminList { id } }',
      ]) {
        const res = await gql(t.app, query, {}, token[who]);
        expect(res.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      }
    }
  });

  it('lets CONTENT_EDITOR and ADMIN read the cross table', async () => {
    for (const who of ['editor', 'admin']) expect((await table(token[who])).products.length).toBeGreaterThan(0);
  });
});

describe('evaluationTable', () => {
  it('sends one value array per product, aligned with the indicators, equal to the bundle', async () => {
    const tab = await table();
    const bundle = (
      await t.app.inject(withToken(token.admin!, { method: 'GET', url: '/secured/api/dataForEvaluations' }))
    ).json<{
      productToIndicatorEvaluation: Record<string, Record<string, number>>;
    }>();
    const [{ count }] = await sql<{ count: string }>('select count(*)::text as count from product');
    expect(tab.products).toHaveLength(Number(count));
    for (const p of tab.products) {
      expect(p.values).toHaveLength(tab.indicators.length);
      tab.indicators.forEach((i, n) =>
        expect(p.values[n]).toBe(bundle.productToIndicatorEvaluation[p.id]?.[i.id] ?? 0),
      );
    }
  });
});

describe('setEvaluation', () => {
  it('refuses values outside -10..10, non-integers and unknown ids (400, nothing saved)', async () => {
    const [p] = (await table()).products;
    const indicatorId = (await table()).indicators[0]!.id;
    for (const [input, error] of [
      [
        { productId: p!.id, indicatorId, value: 11, version: p!.version },
        { translationKey: 'VALIDATION_MAX', param: '10' },
      ],
      [
        { productId: p!.id, indicatorId, value: -11, version: p!.version },
        { translationKey: 'VALIDATION_MIN', param: '-10' },
      ],
      [
        { productId: p!.id, indicatorId: 999999, value: 1, version: p!.version },
        { translationKey: 'VALIDATION_INVALID_ID', param: 'indicatorId' },
      ],
      [
        { productId: 999999, indicatorId, value: 1, version: p!.version },
        { translationKey: 'VALIDATION_INVALID_ID', param: 'productId' },
      ],
    ] as const) {
      const res = await gql(t.app, SET, { input }, token.editor);
      expect(res.errors?.[0]?.extensions).toEqual({ code: 'BAD_REQUEST', errorDataList: [error] });
    }
    const res = await gql(
      t.app,
      SET,
      { input: { productId: p!.id, indicatorId, value: 2.5, version: p!.version } },
      token.editor,
    );
    expect(res.errors?.[0]?.extensions.code).toBe('BAD_REQUEST');
    const after = (await table()).products.find((x) => x.id === p!.id)!;
    expect(after.version).toBe(p!.version);
  });

  it('saves the cell, bumps the version, refuses the stale version (409), and the bundle changes at once', async () => {
    const tab = await table(token.editor); // the row answered is aligned with the caller's columns
    const p = tab.products[1]!;
    const col = tab.indicators.length - 1;
    const indicatorId = tab.indicators[col]!.id;
    const value = p.values[col] === -7 ? 6 : -7;
    const res = await gql<{ setEvaluation: { id: number; version: number; values: number[] } }>(
      t.app,
      SET,
      { input: { productId: p.id, indicatorId, value, version: p.version } },
      token.editor,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.setEvaluation.version).toBe(p.version + 1);
    expect(res.data!.setEvaluation.values[col]).toBe(value);

    const stale = await gql(
      t.app,
      SET,
      { input: { productId: p.id, indicatorId, value: 1, version: p.version } },
      token.editor,
    );
    expect(stale.errors?.[0]?.extensions).toEqual({
      code: 'CONFLICT',
      errorDataList: [{ translationKey: 'ERROR_STALE_VERSION' }],
    });

    const bundle = (
      await t.app.inject(withToken(token.user!, { method: 'GET', url: '/secured/api/dataForEvaluations' }))
    ).json<{ productToIndicatorEvaluation: Record<string, Record<string, number>> }>();
    if ((await sql<{ enabled: boolean }>('select enabled from product where id = ?', [p.id]))[0]!.enabled) {
      expect(bundle.productToIndicatorEvaluation[p.id]?.[indicatorId]).toBe(value);
    }
    const [row] = await sql<{ value: number }>(
      'select value from evaluation where product_id = ? and skin_indicator_id = ?',
      [p.id, indicatorId],
    );
    expect(row!.value).toBe(value);

    // Zero removes the cell.
    const zero = await gql(
      t.app,
      SET,
      { input: { productId: p.id, indicatorId, value: 0, version: p.version + 1 } },
      token.admin,
    );
    expect(zero.errors).toBeUndefined();
    expect(
      await sql('select 1 from evaluation where product_id = ? and skin_indicator_id = ?', [p.id, indicatorId]),
    ).toHaveLength(0);
  });
});

describe('GET /secured/api/admin/evaluations/csv', () => {
  it("streams evaluation_table.csv: BOM, header in the caller's language, one row per product, formulas neutralised", async () => {
    const tab = await table(token.editor);
    const victim = tab.products[0]!;
    const [{ name_placeholder: key }] = await sql<{ name_placeholder: string }>(
      'select name_placeholder from product where id = ?',
      [victim.id],
    );
    await sql('update text_source set value = ? where key = ?', [
      '=HYPERLINK("http://evil.example","x"), "quoted"',
      key,
    ]);
    const [ind] = await sql<{ name_placeholder: string }>('select name_placeholder from skin_indicator where id = ?', [
      tab.indicators[0]!.id,
    ]);
    await sql('update text_source set value = ? where key = ?', ['@SUM(A1)', ind!.name_placeholder]);

    const res = await t.app.inject(withToken(token.editor!, { method: 'GET', url: CSV }));
    expect(res).toHaveStatus(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="evaluation_table.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const records = parse(res.rawPayload.subarray(3).toString('utf8')) as string[][];
    const fresh = await table(token.editor);
    expect(records[0]).toEqual([
      'Product Name',
      ...fresh.indicators.map((i) => (i.name.startsWith('@') ? `'${i.name}` : i.name)),
    ]);
    expect(records[0]![1]).toBe("'@SUM(A1)");
    expect(records).toHaveLength(fresh.products.length + 1);
    const row = records.find((r) => r[0]!.includes('HYPERLINK'))!;
    expect(row[0]).toBe('\'=HYPERLINK("http://evil.example","x"), "quoted"');
    const p = fresh.products.find((x) => x.id === victim.id)!;
    expect(row.slice(1).map(Number)).toEqual(p.values);
    // Negative numbers stay numbers: only text is neutralised.
    expect(
      records
        .slice(1)
        .flatMap((r) => r.slice(1))
        .some((v) => v.startsWith("'")),
    ).toBe(false);
  });

  it("names indicators in the caller's language (editor: de_DE, admin: en_GB)", async () => {
    const [ind] = await sql<{ name_placeholder: string }>(
      'select name_placeholder from skin_indicator order by id limit 1',
    );
    const texts = await sql<{ locale: string; value: string }>('select locale, value from text_source where key = ?', [
      ind!.name_placeholder,
    ]);
    const header = async (who: string) =>
      (
        parse(
          (await t.app.inject(withToken(token[who]!, { method: 'GET', url: CSV }))).rawPayload
            .subarray(3)
            .toString('utf8'),
          { to: 1 },
        ) as string[][]
      )[0]!;
    const de = texts.find((x) => x.locale === 'de_DE')!.value;
    const en = texts.find((x) => x.locale === 'en_GB')!.value;
    const neutral = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);
    expect(await header('editor')).toContain(neutral(de));
    expect(await header('admin')).toContain(neutral(en));
  });
});

describe("names follow the language chosen in the header (Accept-Language), not the account's", () => {
  let plAdmin: string;
  let indicator: { id: number; pl: string; de: string };
  let product: { id: number; pl: string; de: string };
  /** An entry whose Polish and German names differ (earlier tests rename some in every locale). */
  const differing = async (table: 'skin_indicator' | 'product') =>
    (
      await sql<{ id: number; pl: string; de: string }>(
        `select e.id, pl.value as pl, de.value as de from ${table} e
           join text_source pl on pl.key = e.name_placeholder and pl.locale = 'pl_PL'
           join text_source de on de.key = e.name_placeholder and de.locale = 'de_DE'
         where pl.value <> de.value order by e.id limit 1`,
      )
    )[0]!;
  const post = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject(
      withToken(plAdmin, {
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: { query },
      }),
    );
  const tableIn = async (headers: Record<string, string> = {}) => {
    const res = await post(TABLE, headers);
    expect(res).toHaveStatus(200);
    return res.json<{ data: { evaluationTable: Table } }>().data.evaluationTable;
  };

  beforeAll(async () => {
    await sql(
      `update account set preferred_locale = 'pl_PL', fallback_locale = 'en_GB' where email = 'admin@example.com'`,
    );
    plAdmin = await loginToken(t.app, 'admin@example.com');
    indicator = await differing('skin_indicator');
    product = await differing('product');
  });
  afterAll(() =>
    sql(`update account set preferred_locale = 'en_GB', fallback_locale = 'en_GB' where email = 'admin@example.com'`),
  );

  it("GraphQL: the cross table in de_DE for a pl_PL admin; the account's locale without a usable header", async () => {
    const nameOf = (tab: Table) => ({
      indicator: tab.indicators.find((i) => i.id === indicator.id)!.name,
      product: tab.products.find((p) => p.id === product.id)!.name,
    });
    // Polish first, then German: the catalogue's response cache keeps one answer per language.
    expect(nameOf(await tableIn())).toEqual({ indicator: indicator.pl, product: product.pl });
    expect(nameOf(await tableIn({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' }))).toEqual({
      indicator: indicator.de,
      product: product.de,
    });
    expect(nameOf(await tableIn({ 'accept-language': 'de_DE' }))).toEqual({
      indicator: indicator.de,
      product: product.de,
    });
    expect(nameOf(await tableIn({ 'accept-language': 'xx-YY' }))).toEqual({
      indicator: indicator.pl,
      product: product.pl,
    });

    const products = async (headers: Record<string, string>) =>
      (await post('{ products { id name } }', headers))
        .json<{ data: { products: Array<{ id: number; name: string }> } }>()
        .data.products.find((p) => p.id === product.id)!.name;
    expect(await products({})).toBe(product.pl);
    expect(await products({ 'accept-language': 'de-DE' })).toBe(product.de);

    const matrix = await post('{ regionMatrix(kind: AVAILABLE) { products { productId name } } }', {
      'accept-language': 'de-DE',
    });
    expect(
      matrix
        .json<{ data: { regionMatrix: { products: Array<{ productId: number; name: string }> } } }>()
        .data.regionMatrix.products.find((p) => p.productId === product.id)!.name,
    ).toBe(product.de);
  });

  it('REST: the CSV in de_DE for a pl_PL admin, in pl_PL without the header', async () => {
    const csv = async (headers: Record<string, string>) => {
      const res = await t.app.inject(withToken(plAdmin, { method: 'GET', url: CSV, headers }));
      expect(res).toHaveStatus(200);
      const records = parse(res.rawPayload.subarray(3).toString('utf8')) as string[][];
      return { header: records[0]!, names: records.slice(1).map((r) => r[0]!) };
    };
    const german = await csv({ 'accept-language': 'de-DE' });
    expect(german.header).toContain(indicator.de);
    expect(german.names).toContain(product.de);
    const polish = await csv({});
    expect(polish.header).toContain(indicator.pl);
    expect(polish.names).toContain(product.pl);
  });
});

describe('regionMatrix', () => {
  it('shows every region to the catalogue staff, cells as stored', async () => {
    const res = await gql<{
      regionMatrix: { regions: Array<{ id: number }>; products: Array<{ productId: number; cells: boolean[] }> };
    }>(
      t.app,
      '{ regionMatrix(kind: AVAILABLE) { regions { id name } products { productId name cells } } }',
      {},
      token.editor,
    );
    expect(res.errors).toBeUndefined();
    const m = res.data!.regionMatrix;
    expect(m.regions).toHaveLength(Number((await sql<{ c: string }>('select count(*)::text as c from region'))[0]!.c));
    const pairs = new Set(
      (await sql<{ r: number; p: number }>('select region_id as r, product_id as p from region_product_available')).map(
        (x) => `${x.r}/${x.p}`,
      ),
    );
    for (const p of m.products)
      m.regions.forEach((r, i) => expect(p.cells[i]).toBe(pairs.has(`${r.id}/${p.productId}`)));
  });
});

describe('INCI management', () => {
  it('refuses to delete an ingredient a product uses (409, the products named), deletes an unused one', async () => {
    const list = (
      await gql<{ inciAdminList: Array<{ id: number; name: string; usedBy: string[] }> }>(
        t.app,
        '{ inciAdminList { id name usedBy } }',
        {},
        token.admin,
      )
    ).data!.inciAdminList;
    const used = list.find((i) => i.usedBy.length > 0)!;
    const res = await t.app.inject(
      withToken(token.editor!, { method: 'DELETE', url: `/secured/api/admin/inci/${used.id}` }),
    );
    expect(res).toHaveStatus(409);
    const body = res.json<{ code: string; errorDataList: Array<{ translationKey: string; param: string }> }>();
    expect(body.errorDataList[0]!.translationKey).toBe('ERROR_INCI_IN_USE');
    expect(body.errorDataList[0]!.param.split(', ').length).toBe(used.usedBy.length);
    expect(await sql('select 1 from inci where id = ?', [used.id])).toHaveLength(1);

    expect(
      await t.app.inject(withToken(token.editor!, { method: 'DELETE', url: '/secured/api/admin/inci/abc' })),
    ).toHaveStatus(400);
    expect(
      await t.app.inject(withToken(token.editor!, { method: 'DELETE', url: '/secured/api/admin/inci/999999' })),
    ).toHaveStatus(404);

    const [spare] = await sql<{ id: number }>(
      `insert into inci (code, name, chemical_name_placeholder, description_placeholder) values ('spare', 'SPARE', 'INCI_CHEMICAL_NAME_spare', 'INCI_DESCRIPTION_spare') returning id`,
    );
    const ok = await t.app.inject(
      withToken(token.editor!, { method: 'DELETE', url: `/secured/api/admin/inci?id=${spare!.id}` }),
    );
    expect(ok).toHaveStatus(200);
    expect(ok.json()).toBe(true);
    expect(await sql('select 1 from inci where id = ?', [spare!.id])).toHaveLength(0);
  });

  it('reloads the shipped data: updates by name, relinks changed labels, reports the counts', async () => {
    const [glycerin] = await sql<{ id: number }>(
      `update inci set alternative_name = 'Changed' where name = 'GLYCERIN' returning id`,
    );
    const [label] = await sql<{ product_id: number }>('select product_id from product_inci where inci_id = ? limit 1', [
      glycerin!.id,
    ]);
    await sql('delete from product_inci where product_id = ?', [label!.product_id]);
    const before = Number((await sql<{ c: string }>('select count(*)::text as c from inci'))[0]!.c);

    const res = await t.app.inject(withToken(token.editor!, { method: 'GET', url: '/secured/api/admin/inci' }));
    expect(res).toHaveStatus(200);
    expect(res.json()).toBe(true);
    const job = await finishedReload(t, token.editor!);
    expect(job).toMatchObject({ status: 'SUCCESS', inserted: 0, updated: 1, relinked: 1, errorKey: null });
    expect(job.processed).toBe(job.total);
    expect(
      (await sql<{ alternative_name: string }>('select alternative_name from inci where id = ?', [glycerin!.id]))[0]!
        .alternative_name,
    ).toBe('Glycerol');
    expect(
      await sql('select 1 from product_inci where product_id = ? and inci_id = ?', [label!.product_id, glycerin!.id]),
    ).toHaveLength(1);
    expect(Number((await sql<{ c: string }>('select count(*)::text as c from inci'))[0]!.c)).toBe(before);
  });

  it('runs one at a time across processes, and a job left by a dead process is marked failed', async () => {
    // Another process: holds the job lock and has a RUNNING job.
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    await other.query('begin');
    await other.query('select pg_advisory_xact_lock(424243)');
    await other.query(`insert into inci_reload_job (status, started_by) values ('RUNNING', 'other@example.com')`);
    await other.query('commit; begin; select pg_advisory_xact_lock(424243)');

    const refused = await gql(t.app, 'mutation { reloadIncis { status } }', {}, token.admin);
    expect(refused.errors?.[0]?.extensions.errorDataList[0]?.translationKey).toBe('ERROR_INCI_RELOAD_RUNNING');
    expect(
      (await gql<{ incisReloadStatus: JobStatus }>(t.app, STATUS, {}, token.admin)).data!.incisReloadStatus.status,
    ).toBe('RUNNING');

    // It dies: PostgreSQL releases its lock; the job is found abandoned and a new one may start.
    await other.end();
    const dead = (await gql<{ incisReloadStatus: JobStatus }>(t.app, STATUS, {}, token.admin)).data!.incisReloadStatus;
    expect(dead).toMatchObject({ status: 'ERROR', errorKey: 'ERROR_INCI_RELOAD_INTERRUPTED' });
    const started = await gql<{ reloadIncis: { status: string } }>(
      t.app,
      'mutation { reloadIncis { status } }',
      {},
      token.admin,
    );
    expect(started.data?.reloadIncis.status).toBe('RUNNING');
    expect((await finishedReload(t, token.admin!)).status).toBe('SUCCESS');
  });

  it('imports the file named by INCI_SOURCE (new ingredient, relinked label), and reports a bad file as an error', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'inci-source-'));
    const file = path.join(dir, 'inci.json');
    const [product] = await sql<{ code: string; id: number }>('select code, id from product order by id limit 1');
    writeFileSync(
      file,
      JSON.stringify({
        incis: [{ name: 'NEWLY ADDED EXTRACT', alternativeName: 'Extract' }, { name: 'AQUA' }],
        labels: { [product!.code]: ['AQUA', 'NEWLY ADDED EXTRACT'] },
      }),
    );
    const second = await createTestApp({ INCI_SOURCE: file }, { databaseUrl: t.databaseUrl });
    try {
      const as = await loginToken(second.app, 'admin@example.com');
      await gql(second.app, 'mutation { reloadIncis { id } }', {}, as);
      expect(await finishedReload(second, as)).toMatchObject({
        status: 'SUCCESS',
        inserted: 1,
        updated: 0,
        relinked: 1,
        total: 3,
      });
      const labelNames = await sql<{ name: string }>(
        'select i.name from product_inci pi join inci i on i.id = pi.inci_id where pi.product_id = ? order by pi.position',
        [product!.id],
      );
      expect(labelNames.map((r) => r.name)).toEqual(['AQUA', 'NEWLY ADDED EXTRACT']);

      writeFileSync(file, '{"incis": "nope"}');
      await gql(second.app, 'mutation { reloadIncis { id } }', {}, as);
      expect(await finishedReload(second, as)).toMatchObject({
        status: 'ERROR',
        errorKey: 'ERROR_INCI_SOURCE_INVALID',
      });
    } finally {
      await second.close();
    }
  });
});
