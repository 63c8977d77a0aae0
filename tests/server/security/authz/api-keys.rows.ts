import { randomUUID } from 'node:crypto';
import type { Expectations, Row, Target } from './types.js';

const BASE = '/secured/api/admin/api-keys';

/** admin/api-keys: ADMIN only; an API key cannot manage keys (403, the default). */
const adminOnly = (status: number): Expectations => ({
  anonymous: 401,
  appUser: 403,
  contentEditor: 403,
  localAdminOwn: 403,
  localAdminOther: 403,
  admin: status,
});

/** A throw-away key (its secret unknown), for the revoke rows: the fixture's own key must stay. */
async function newKey(t: Target): Promise<string> {
  const id = randomUUID();
  const prefix = randomUUID().replace(/-/g, '').slice(0, 8);
  await t.fx.sql(
    `insert into api_key (id, name, prefix, secret_hash, region_id, created_by) values (?, 'authz throw-away', ?, repeat('0', 64), ?, 'authz')`,
    [id, prefix, t.regionId],
  );
  return id;
}

export const rows: Row[] = [
  { kind: 'rest', route: `GET ${BASE}`, expect: adminOnly(200), request: () => ({ method: 'GET', url: BASE }) },
  {
    kind: 'rest',
    route: `POST ${BASE}`,
    expect: adminOnly(200),
    request: (t) => ({ method: 'POST', url: BASE, payload: { name: 'authz', regionId: t.regionId } }),
  },
  {
    kind: 'rest',
    route: `DELETE ${BASE}/:id`,
    expect: adminOnly(200),
    request: async (t) => ({ method: 'DELETE', url: `${BASE}/${await newKey(t)}` }),
  },
  { kind: 'graphql', field: 'Query.apiKeys', expect: adminOnly(200), query: '{ apiKeys { id prefix } }' },
  {
    kind: 'graphql',
    field: 'Mutation.createApiKey',
    expect: adminOnly(200),
    query: 'mutation($input: ApiKeyInput!) { createApiKey(input: $input) { key { id } } }',
    variables: (t) => ({ input: { name: 'authz', regionId: t.regionId } }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.revokeApiKey',
    expect: adminOnly(200),
    query: 'mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }',
    variables: async (t) => ({ id: await newKey(t) }),
  },
];
