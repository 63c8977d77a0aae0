import { randomUUID } from 'node:crypto';
import { waitFor } from '../../../support/wait-for.mjs';
import type { Expectations, Row, Target } from './types.js';

/** Catalogue staff screens: ADMIN and CONTENT_EDITOR; LOCAL_ADMIN and APP_USER are refused. */
const catalogueStaff = (status: number): Expectations => ({
  anonymous: 401,
  appUser: 403,
  contentEditor: status,
  localAdminOwn: 403,
  localAdminOther: 403,
  admin: status,
});

/** A throw-away ingredient no product uses, for the delete rows. */
async function newInci(t: Target): Promise<number> {
  const code = `authz-${randomUUID()}`;
  const [row] = await t.fx.sql<{ id: number }>(
    `insert into inci (code, name, chemical_name_placeholder, description_placeholder) values (?, ?, ?, ?) returning id`,
    [code, code.toUpperCase(), `INCI_CHEMICAL_NAME_${code}`, `INCI_DESCRIPTION_${code}`],
  );
  return row!.id;
}

/** One reload at a time: a row that starts one waits for the previous caller's to end. */
async function noReloadRunning(t: Target): Promise<void> {
  await waitFor(async () => (await t.fx.sql(`select 1 from inci_reload_job where status = 'RUNNING'`)).length === 0, {
    what: 'the running INCI reload to end',
    timeout: 30_000,
    interval: 50,
  });
}

async function cell(t: Target) {
  const [product] = await t.fx.sql<{ version: number }>('select version from product where id = ?', [
    t.fx.catalogue.productId,
  ]);
  return {
    productId: t.fx.catalogue.productId,
    indicatorId: t.fx.catalogue.indicatorId,
    value: 3,
    version: product!.version,
  };
}

/** Cross table, CSV, region matrices, INCI management. */
export const rows: Row[] = [
  {
    kind: 'rest',
    route: 'GET /secured/api/admin/evaluations/csv',
    expect: catalogueStaff(200),
    request: () => ({ method: 'GET', url: '/secured/api/admin/evaluations/csv' }),
  },
  {
    kind: 'rest',
    route: 'GET /secured/api/admin/inci',
    expect: catalogueStaff(200),
    note: 'starts a reload; waits for the previous one',
    request: async (t) => (await noReloadRunning(t), { method: 'GET', url: '/secured/api/admin/inci' }),
  },
  {
    kind: 'rest',
    route: 'DELETE /secured/api/admin/inci',
    expect: catalogueStaff(200),
    request: async (t) => ({ method: 'DELETE', url: `/secured/api/admin/inci?id=${await newInci(t)}` }),
  },
  {
    kind: 'rest',
    route: 'DELETE /secured/api/admin/inci/:id',
    expect: catalogueStaff(200),
    request: async (t) => ({ method: 'DELETE', url: `/secured/api/admin/inci/${await newInci(t)}` }),
  },

  {
    kind: 'graphql',
    field: 'Query.evaluationTable',
    expect: catalogueStaff(200),
    query: '{ evaluationTable { __typename } }',
  },
  {
    kind: 'graphql',
    field: 'Mutation.setEvaluation',
    expect: catalogueStaff(200),
    query: 'mutation($input: EvaluationCellInput!) { setEvaluation(input: $input) { __typename } }',
    variables: async (t) => ({ input: await cell(t) }),
  },
  {
    kind: 'graphql',
    field: 'Query.regionMatrix',
    expect: catalogueStaff(200),
    query: '{ regionMatrix(kind: AVAILABLE) { __typename } }',
  },
  {
    kind: 'graphql',
    field: 'Query.inciAdminList',
    expect: catalogueStaff(200),
    query: '{ inciAdminList { __typename } }',
  },
  {
    kind: 'graphql',
    field: 'Mutation.deleteInci',
    expect: catalogueStaff(200),
    query: 'mutation($id: Int!) { deleteInci(id: $id) }',
    variables: async (t) => ({ id: await newInci(t) }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.reloadIncis',
    expect: catalogueStaff(200),
    query: 'mutation { reloadIncis { __typename } }',
    variables: async (t) => (await noReloadRunning(t), {}),
  },
  {
    kind: 'graphql',
    field: 'Query.incisReloadStatus',
    expect: catalogueStaff(200),
    query: '{ incisReloadStatus { __typename } }',
  },
];
