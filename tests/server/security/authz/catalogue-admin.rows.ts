import { withToken } from '../../../support/app.js';
import type { Expectations, Row, Target } from './types.js';

const PRODUCT = '/secured/api/admin/product';
const INDICATOR = '/secured/api/admin/skin-indicator';

/** Catalogue editing: ADMIN and CONTENT_EDITOR; APP_USER and LOCAL_ADMIN are refused. */
const catalogueEditor = (status: number): Expectations => ({
  anonymous: 401,
  appUser: 403,
  contentEditor: status,
  localAdminOwn: 403,
  localAdminOther: 403,
  admin: status,
});

const texts = (name: string) => [
  { locale: 'de_DE', value: `${name} DE` },
  { locale: 'en_GB', value: `${name} GB` },
];
const restTexts = (name: string) => [
  { locale: { language: 'de', country: 'DE' }, value: `${name} DE` },
  { locale: { language: 'en', country: 'GB' }, value: `${name} GB` },
];

/** A new, disabled product no program uses (made by the admin), for a delete row to remove. */
async function newProduct(t: Target): Promise<number> {
  const res = await t.fx.app.inject(
    withToken(t.fx.token('admin')!, {
      method: 'POST',
      url: PRODUCT,
      payload: {
        productCategory: 'MODULAR',
        productUsage: 'ACTIVE',
        enabled: false,
        names: restTexts('Doomed'),
        descriptions: restTexts('Doomed'),
      },
    }),
  );
  if (res.statusCode !== 200) throw new Error(`product fixture: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

/** The entry's version as the admin reads it now (a restore must send it). */
async function versionOf(t: Target, url: string): Promise<number> {
  const res = await t.fx.app.inject(withToken(t.fx.token('admin')!, { method: 'GET', url }));
  if (res.statusCode !== 200) throw new Error(`version fixture: ${res.statusCode} ${res.body}`);
  return res.json<{ version: number }>().version;
}

/** A new product with one version (its create), for a restore row to restore. */
async function productToRestore(t: Target): Promise<{ id: number; version: number }> {
  const id = await newProduct(t);
  return { id, version: await versionOf(t, `${PRODUCT}/id?id=${id}`) };
}

/** A new, disabled indicator with one version. */
async function indicatorToRestore(t: Target): Promise<{ id: number; version: number }> {
  const res = await t.fx.app.inject(
    withToken(t.fx.token('admin')!, {
      method: 'POST',
      url: INDICATOR,
      payload: {
        skinIndicatorCategory: 'CONDITION',
        enabled: false,
        names: restTexts('Restored'),
        descriptions: restTexts('Restored'),
      },
    }),
  );
  if (res.statusCode !== 200) throw new Error(`indicator fixture: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number; version: number }>();
}

/** Products and skin indicators of the back office (each write makes a new, disabled entry). */
export const rows: Row[] = [
  {
    kind: 'rest',
    route: `GET ${PRODUCT}/:id/history`,
    expect: catalogueEditor(200),
    request: (t) => ({ method: 'GET', url: `${PRODUCT}/${t.fx.catalogue.productId}/history` }),
  },
  {
    kind: 'rest',
    route: `POST ${PRODUCT}/:id/history/:number/restore`,
    expect: catalogueEditor(200),
    note: 'each caller restores version 1 of a new product of its own',
    request: async (t) => {
      const p = await productToRestore(t);
      return { method: 'POST', url: `${PRODUCT}/${p.id}/history/1/restore`, payload: { version: p.version } };
    },
  },
  {
    kind: 'rest',
    route: `GET ${INDICATOR}/:id/history`,
    expect: catalogueEditor(200),
    request: (t) => ({ method: 'GET', url: `${INDICATOR}/${t.fx.catalogue.indicatorId}/history` }),
  },
  {
    kind: 'rest',
    route: `POST ${INDICATOR}/:id/history/:number/restore`,
    expect: catalogueEditor(200),
    request: async (t) => {
      const i = await indicatorToRestore(t);
      return { method: 'POST', url: `${INDICATOR}/${i.id}/history/1/restore`, payload: { version: i.version } };
    },
  },
  {
    kind: 'graphql',
    field: 'Query.productHistory',
    expect: catalogueEditor(200),
    query: 'query($id: Int!) { productHistory(id: $id) { number } }',
    variables: (t) => ({ id: t.fx.catalogue.productId }),
  },
  {
    kind: 'graphql',
    field: 'Query.skinIndicatorHistory',
    expect: catalogueEditor(200),
    query: 'query($id: Int!) { skinIndicatorHistory(id: $id) { number } }',
    variables: (t) => ({ id: t.fx.catalogue.indicatorId }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.restoreProductVersion',
    expect: catalogueEditor(200),
    query:
      'mutation($id: Int!, $number: Int!, $version: Int!) { restoreProductVersion(id: $id, number: $number, version: $version) { __typename } }',
    variables: async (t) => {
      const p = await productToRestore(t);
      return { id: p.id, number: 1, version: p.version };
    },
  },
  {
    kind: 'graphql',
    field: 'Mutation.restoreSkinIndicatorVersion',
    expect: catalogueEditor(200),
    query:
      'mutation($id: Int!, $number: Int!, $version: Int!) { restoreSkinIndicatorVersion(id: $id, number: $number, version: $version) { __typename } }',
    variables: async (t) => {
      const i = await indicatorToRestore(t);
      return { id: i.id, number: 1, version: i.version };
    },
  },
  {
    kind: 'rest',
    route: `GET ${PRODUCT}`,
    expect: catalogueEditor(200),
    request: () => ({ method: 'GET', url: PRODUCT }),
  },
  {
    kind: 'rest',
    route: `GET ${PRODUCT}/ids`,
    expect: catalogueEditor(200),
    request: () => ({ method: 'GET', url: `${PRODUCT}/ids` }),
  },
  {
    kind: 'rest',
    route: `GET ${PRODUCT}/id`,
    expect: catalogueEditor(200),
    request: (t) => ({ method: 'GET', url: `${PRODUCT}/id?id=${t.fx.catalogue.productId}` }),
  },
  {
    kind: 'rest',
    route: `POST ${PRODUCT}`,
    expect: catalogueEditor(200),
    request: () => ({
      method: 'POST',
      url: PRODUCT,
      payload: {
        productCategory: 'MODULAR',
        productUsage: 'ACTIVE',
        enabled: false,
        names: restTexts('Authz'),
        descriptions: restTexts('Authz'),
      },
    }),
  },
  {
    kind: 'rest',
    route: `DELETE ${PRODUCT}`,
    expect: catalogueEditor(200),
    note: 'each caller deletes a new product of its own, which no program uses',
    request: async (t) => ({ method: 'DELETE', url: `${PRODUCT}?id=${await newProduct(t)}` }),
  },
  {
    kind: 'rest',
    route: `DELETE ${PRODUCT}/:id`,
    expect: catalogueEditor(200),
    request: async (t) => ({ method: 'DELETE', url: `${PRODUCT}/${await newProduct(t)}` }),
  },
  {
    kind: 'rest',
    route: `GET ${INDICATOR}`,
    expect: catalogueEditor(200),
    request: () => ({ method: 'GET', url: INDICATOR }),
  },
  {
    kind: 'rest',
    route: `GET ${INDICATOR}/ids`,
    expect: catalogueEditor(200),
    request: () => ({ method: 'GET', url: `${INDICATOR}/ids` }),
  },
  {
    kind: 'rest',
    route: `GET ${INDICATOR}/id`,
    expect: catalogueEditor(200),
    request: (t) => ({ method: 'GET', url: `${INDICATOR}/id?id=${t.fx.catalogue.indicatorId}` }),
  },
  {
    kind: 'rest',
    route: `POST ${INDICATOR}`,
    expect: catalogueEditor(200),
    request: () => ({
      method: 'POST',
      url: INDICATOR,
      payload: {
        skinIndicatorCategory: 'CONDITION',
        enabled: false,
        names: restTexts('Authz'),
        descriptions: restTexts('Authz'),
      },
    }),
  },

  {
    kind: 'graphql',
    field: 'Mutation.saveProduct',
    expect: catalogueEditor(200),
    query: 'mutation($input: ProductInput!) { saveProduct(input: $input) { __typename } }',
    variables: () => ({
      input: {
        productCategory: 'MODULAR',
        productUsage: 'ACTIVE',
        enabled: false,
        names: texts('Authz'),
        descriptions: texts('Authz'),
      },
    }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.deleteProduct',
    expect: catalogueEditor(200),
    query: 'mutation($id: Int!) { deleteProduct(id: $id) }',
    variables: async (t) => ({ id: await newProduct(t) }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.cloneProduct',
    expect: catalogueEditor(200),
    query: 'mutation($id: Int!) { cloneProduct(id: $id) { __typename } }',
    variables: (t) => ({ id: t.fx.catalogue.productId }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.saveSkinIndicator',
    expect: catalogueEditor(200),
    query: 'mutation($input: SkinIndicatorInput!) { saveSkinIndicator(input: $input) { __typename } }',
    variables: () => ({
      input: {
        skinIndicatorCategory: 'CONDITION',
        enabled: false,
        names: texts('Authz'),
        descriptions: texts('Authz'),
      },
    }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.cloneSkinIndicator',
    expect: catalogueEditor(200),
    query: 'mutation($id: Int!) { cloneSkinIndicator(id: $id) { __typename } }',
    variables: (t) => ({ id: t.fx.catalogue.indicatorId }),
  },
];
