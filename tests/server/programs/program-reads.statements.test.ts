import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { watchStatements } from '../../support/statements.js';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { insertCatalogue, type Catalogue } from './fixtures.js';

/**
 * The statements a programs read costs do not grow with the page: counted through MikroORM's
 * logger (every statement, the ORM's and the read path's); a read statement is named by its
 * opening comment (readRows).
 */

let t: TestApp;
let c: Catalogue;
let token: string;
let ids: string[];

const FULL = `id number version pdfId clientReference createdDate modifiedDate
  skinIndicatorWithPriorityDtos { skinIndicatorId priority }
  specialMixedProducts { comment baseProducts { productId volume } activeProducts { productId volume } }
  washProducts { productId volume comment mixtureRole }
  readyProducts { productId volume comment mixtureRole }`;
const LIGHT = 'id number pdfId createdDate modifiedDate';
const pageQuery = (fields: string) =>
  `query ($size: Int!) { skinCarePrograms(pageNo: 0, pageSize: $size) { mixtures { ${fields} } page pageSize totalPages totalElements } }`;

beforeAll(async () => {
  t = await createTestApp();
  c = await insertCatalogue(t.orm);
  token = await loginToken(t.app, 'user@example.com');
  const em = t.orm.em.fork();
  // The only programs of this database: every line below is theirs.
  const rows = await em.execute<
    { id: string }[]
  >(`insert into skin_care_program (id, owner_id, comment, version, created_date, modified_date)
    select gen_random_uuid(), a.id, 'comment ' || g, 1, now(), now() - g * interval '1 minute' from account a, generate_series(1, 20) g
     where a.email = 'user@example.com' returning id`);
  ids = rows.map((r) => r.id);
  await em.execute(
    `insert into program_indicator (program_id, position, skin_indicator_id, priority) select id, 0, ?, 'HIGH' from skin_care_program`,
    [c.indicators.dry],
  );
  await em.execute(
    `insert into program_product (program_id, position, kind, product_id, volume, comment)
    select id, k, (array['BASE','ACTIVE','WASH','READY'])[1 + k], (array[?, ?, ?, ?]::int[])[1 + k], 10 + k, 'line ' || k from skin_care_program, generate_series(0, 3) k`,
    [c.products.base, c.products.active1, c.products.wash, c.products.care],
  );
});
afterAll(async () => {
  await t.close();
});

/** The statements `run` causes, in order: `read <name>` for a read statement, else its SQL. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const stop = watchStatements(t.orm, (sql) => seen.push(/^\/\* (read [\w.]+) \*\//.exec(sql)?.[1] ?? sql));
  try {
    await run();
  } finally {
    stop();
  }
  return seen;
}

const restPage = (size: number) =>
  t.app.inject(withToken(token, { method: 'GET', url: `/secured/api/skincareprogram/page?pageNo=0&pageSize=${size}` }));

describe('statements of a programs page', () => {
  it('are the same for 1, 5 and 20 programs: one, for REST and GraphQL, with lines or without', async () => {
    await restPage(1); // warm caches (account state, data versions)
    await gql(t.app, pageQuery(LIGHT), { size: 1 }, token);
    for (const size of [1, 5, 20]) {
      const rest = await statementsOf(async () => expect((await restPage(size)).json().mixtures).toHaveLength(size));
      expect(rest).toEqual(['read programs.page']);
      let full: Record<string, unknown> | null = null;
      const withLines = await statementsOf(async () => {
        full = (await gql<{ skinCarePrograms: Record<string, unknown> }>(t.app, pageQuery(FULL), { size }, token)).data!
          .skinCarePrograms;
      });
      expect(withLines).toEqual(['read programs.page']);
      // The GraphQL statement answers what the REST statement answers.
      expect(full).toEqual((await restPage(size)).json());
      const light = await statementsOf(() => gql(t.app, pageQuery(LIGHT), { size }, token));
      expect(light).toEqual(['read programs.headPage']);
    }
  });

  it('follows fragment spreads: a page whose lines a fragment selects is read with them, in one statement', async () => {
    const query = `query ($size: Int!) { skinCarePrograms(pageNo: 0, pageSize: $size) { mixtures { id ...Lines } } }
      fragment Lines on SkinCareProgram { washProducts { productId volume } }`;
    let data: { skinCarePrograms: { mixtures: Array<{ id: string; washProducts: unknown[] }> } } | null = null;
    const seen = await statementsOf(async () => {
      const res = await gql<NonNullable<typeof data>>(t.app, query, { size: 5 }, token);
      expect(res.errors).toBeUndefined();
      data = res.data;
    });
    // The spread is followed: the page is read with its lines.
    expect(seen).toEqual(['read programs.page']);
    expect(data!.skinCarePrograms.mixtures.map((m) => m.washProducts)).toEqual(
      Array(5).fill([{ productId: c.products.wash, volume: 12 }]),
    );
  });

  it('batches the programs one GraphQL operation asks for by id into one statement', async () => {
    // Within the document limits (aliases, cost): three programs with a line list each.
    const query = `query { ${ids
      .slice(0, 3)
      .map((id, i) => `p${i}: skinCareProgram(id: "${id}") { id number washProducts { productId volume } }`)
      .join(' ')} }`;
    let data: Record<string, { id: string }> | null = null;
    const seen = await statementsOf(async () => {
      const res = await gql<Record<string, { id: string }>>(t.app, query, {}, token);
      expect(res.errors).toBeUndefined();
      data = res.data;
    });
    expect(seen).toEqual(['read programs.byIds']);
    expect(Object.values(data!).map((p) => p.id)).toEqual(ids.slice(0, 3));
  });
});
