import { withToken } from '../../../support/app.js';
import { catalogueRead, type Expectations, type Row, type Target } from './types.js';

const RULE = '/secured/api/admin/combination-rule';

/** Combination rules are edited as the catalogue is: ADMIN and CONTENT_EDITOR. */
const catalogueEditor = (status: number): Expectations => ({
  anonymous: 401,
  appUser: 403,
  contentEditor: status,
  localAdminOwn: 403,
  localAdminOther: 403,
  admin: status,
});

const messages = [
  { locale: 'de_DE', value: 'Matrix DE' },
  { locale: 'en_GB', value: 'Matrix GB' },
];

/** A new, disabled product (made by the admin): each rule row pairs a product of its own, so no pair repeats. */
async function newProduct(t: Target): Promise<number> {
  const res = await t.fx.app.inject(
    withToken(t.fx.token('admin')!, {
      method: 'POST',
      url: '/secured/api/admin/product',
      payload: {
        productCategory: 'MODULAR',
        productUsage: 'ACTIVE',
        enabled: false,
        names: messages,
        descriptions: messages,
      },
    }),
  );
  if (res.statusCode !== 200) throw new Error(`product fixture: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

/** A rule body between a new product and the CARE category. */
const newRuleBody = async (t: Target) => ({
  productId: await newProduct(t),
  otherCategory: 'CARE',
  kind: 'NOT_TOGETHER',
  severity: 'LOW',
  messages,
});

/** A new rule (made by the admin), for a delete row to remove. */
async function newRule(t: Target): Promise<number> {
  const res = await t.fx.app.inject(
    withToken(t.fx.token('admin')!, { method: 'POST', url: RULE, payload: await newRuleBody(t) }),
  );
  if (res.statusCode !== 200) throw new Error(`rule fixture: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

const demoRuleId = async (t: Target) =>
  (await t.fx.sql<{ id: number }>('select min(id)::int as id from combination_rule'))[0]!.id;

/** Combination rules: the builder's read (the catalogue's callers) and the back office's list and writes. */
export const rows: Row[] = [
  { kind: 'rest', route: `GET ${RULE}`, expect: catalogueEditor(200), request: () => ({ method: 'GET', url: RULE }) },
  {
    kind: 'rest',
    route: `GET ${RULE}/id`,
    expect: catalogueEditor(200),
    request: async (t) => ({ method: 'GET', url: `${RULE}/id?id=${await demoRuleId(t)}` }),
  },
  {
    kind: 'rest',
    route: `POST ${RULE}`,
    expect: catalogueEditor(200),
    request: async (t) => ({ method: 'POST', url: RULE, payload: await newRuleBody(t) }),
  },
  {
    kind: 'rest',
    route: `DELETE ${RULE}`,
    expect: catalogueEditor(200),
    request: async (t) => ({ method: 'DELETE', url: `${RULE}?id=${await newRule(t)}` }),
  },
  {
    kind: 'rest',
    route: `DELETE ${RULE}/:id`,
    expect: catalogueEditor(200),
    request: async (t) => ({ method: 'DELETE', url: `${RULE}/${await newRule(t)}` }),
  },
  {
    kind: 'graphql',
    field: 'Query.combinationRules',
    expect: catalogueRead(200),
    note: 'Catalogue data: the builder reads it with the products, API keys with the catalogue.',
    query: '{ combinationRules { __typename } }',
  },
  {
    kind: 'graphql',
    field: 'Query.adminCombinationRules',
    expect: catalogueEditor(200),
    query: '{ adminCombinationRules { __typename } }',
  },
  {
    kind: 'graphql',
    field: 'Mutation.saveCombinationRule',
    expect: catalogueEditor(200),
    query: 'mutation($input: CombinationRuleInput!) { saveCombinationRule(input: $input) { __typename } }',
    variables: async (t) => ({ input: await newRuleBody(t) }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.deleteCombinationRule',
    expect: catalogueEditor(200),
    query: 'mutation($id: Int!) { deleteCombinationRule(id: $id) }',
    variables: async (t) => ({ id: await newRule(t) }),
  },
];
