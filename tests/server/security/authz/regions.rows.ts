import { localAdminApi, regionNamed, type Row, type Target } from './types.js';

const BASE = '/secured/api/local-admin';

/** The region's current set, written back unchanged (so later rows see the same catalogue). */
async function currentSet(t: Target, table: 'region_product_available' | 'region_product_disallowed') {
  const rows = await t.fx.sql<{ product_id: number }>(
    `select product_id from ${table} where region_id = ? order by product_id`,
    [t.regionId],
  );
  return { regionId: t.regionId, productIds: rows.map((r) => r.product_id) };
}

/** Regions the caller administers and the products offered in them. */
export const rows: Row[] = [
  {
    kind: 'rest',
    route: `GET ${BASE}/myregions`,
    expect: localAdminApi(200),
    request: () => ({ method: 'GET', url: `${BASE}/myregions` }),
  },
  {
    kind: 'rest',
    route: `GET ${BASE}/products/availability`,
    expect: localAdminApi(200),
    request: () => ({ method: 'GET', url: `${BASE}/products/availability` }),
  },
  {
    kind: 'rest',
    route: `PUT ${BASE}/products/availability`,
    expect: regionNamed(200),
    request: async (t) => ({
      method: 'PUT',
      url: `${BASE}/products/availability`,
      payload: await currentSet(t, 'region_product_available'),
    }),
  },
  {
    kind: 'rest',
    route: `GET ${BASE}/products/disallowed`,
    expect: localAdminApi(200),
    request: () => ({ method: 'GET', url: `${BASE}/products/disallowed` }),
  },
  {
    kind: 'rest',
    route: `PUT ${BASE}/products/disallowed`,
    expect: regionNamed(200),
    request: async (t) => ({
      method: 'PUT',
      url: `${BASE}/products/disallowed`,
      payload: await currentSet(t, 'region_product_disallowed'),
    }),
  },

  { kind: 'graphql', field: 'Query.myRegions', expect: localAdminApi(200), query: '{ myRegions { __typename } }' },
  {
    kind: 'graphql',
    field: 'Query.regionProductAvailability',
    expect: localAdminApi(200),
    query: '{ regionProductAvailability { __typename } }',
  },
  {
    kind: 'graphql',
    field: 'Query.regionProductDisallowed',
    expect: localAdminApi(200),
    query: '{ regionProductDisallowed { __typename } }',
  },
  {
    kind: 'graphql',
    field: 'Mutation.setRegionAvailableProducts',
    expect: regionNamed(200),
    query: 'mutation($input: RegionProductsInput!) { setRegionAvailableProducts(input: $input) { __typename } }',
    variables: async (t) => ({ input: await currentSet(t, 'region_product_available') }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.setRegionDisallowedProducts',
    expect: regionNamed(200),
    query: 'mutation($input: RegionProductsInput!) { setRegionDisallowedProducts(input: $input) { __typename } }',
    variables: async (t) => ({ input: await currentSet(t, 'region_product_disallowed') }),
  },
];
