import { PUBLIC, anyLoggedIn, type Row } from './types.js';

/** Health, version, settings and the GraphQL endpoint itself. */
export const rows: Row[] = [
  {
    kind: 'rest',
    route: 'GET /healthz',
    expect: { ...PUBLIC, apiKey: 'public' },
    note: 'not an API route: a key is not looked at',
    request: () => ({ method: 'GET', url: '/healthz' }),
  },
  {
    kind: 'rest',
    route: 'GET /livez',
    expect: { ...PUBLIC, apiKey: 'public' },
    note: 'not an API route: a key is not looked at',
    request: () => ({ method: 'GET', url: '/livez' }),
  },
  {
    kind: 'rest',
    route: 'GET /readyz',
    expect: { ...PUBLIC, apiKey: 'public' },
    note: 'not an API route: a key is not looked at',
    request: () => ({ method: 'GET', url: '/readyz' }),
  },
  {
    kind: 'rest',
    route: 'GET /api/openapi.json',
    expect: PUBLIC,
    request: () => ({ method: 'GET', url: '/api/openapi.json' }),
  },
  {
    kind: 'rest',
    route: 'GET /secured/api/version',
    expect: anyLoggedIn(200),
    request: () => ({ method: 'GET', url: '/secured/api/version' }),
  },
  { kind: 'covered', route: 'GET /graphql', by: 'the Query and Mutation rows' },
  { kind: 'covered', route: 'POST /graphql', by: 'the Query and Mutation rows' },
  {
    kind: 'covered',
    route: 'OPTIONS /graphql',
    by: 'the Query and Mutation rows (CORS preflight, no handler of ours)',
  },
  { kind: 'graphql', field: 'Query.publicSettings', expect: PUBLIC, query: '{ publicSettings { __typename } }' },
];
