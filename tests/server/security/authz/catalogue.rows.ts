import { catalogueRead, type Row } from './types.js';

/** Any logged-in role and API keys read the catalogue. Ids are the demo catalogue's first enabled entries. */
export const rows: Row[] = [
  {
    kind: 'rest',
    route: 'GET /secured/api/dataForEvaluations',
    expect: catalogueRead(200),
    request: () => ({ method: 'GET', url: '/secured/api/dataForEvaluations' }),
  },
  { kind: 'graphql', field: 'Query.products', expect: catalogueRead(200), query: '{ products { __typename } }' },
  {
    kind: 'graphql',
    field: 'Query.product',
    expect: catalogueRead(200),
    query: 'query($id: Int!) { product(id: $id) { __typename } }',
    variables: (t) => ({ id: t.fx.catalogue.productId }),
  },
  {
    kind: 'graphql',
    field: 'Query.skinIndicators',
    expect: catalogueRead(200),
    query: '{ skinIndicators { __typename } }',
  },
  {
    kind: 'graphql',
    field: 'Query.skinIndicator',
    expect: catalogueRead(200),
    query: 'query($id: Int!) { skinIndicator(id: $id) { __typename } }',
    variables: (t) => ({ id: t.fx.catalogue.indicatorId }),
  },
  { kind: 'graphql', field: 'Query.incis', expect: catalogueRead(200), query: '{ incis { __typename } }' },
  {
    kind: 'graphql',
    field: 'Query.inci',
    expect: catalogueRead(200),
    query: 'query($id: Int!) { inci(id: $id) { __typename } }',
    variables: (t) => ({ id: t.fx.catalogue.inciId }),
  },
  { kind: 'graphql', field: 'Query.catalogueVersion', expect: catalogueRead(200), query: '{ catalogueVersion }' },
  {
    kind: 'graphql',
    field: 'Query.suggestions',
    expect: catalogueRead(200),
    query: 'query($input: SuggestionInput!) { suggestions(input: $input) { __typename } }',
    variables: (t) => ({ input: { skinIssues: [{ skinIndicatorId: t.fx.catalogue.indicatorId, priority: 'HIGH' }] } }),
  },
];
