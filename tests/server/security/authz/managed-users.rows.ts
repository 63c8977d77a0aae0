import { randomUUID } from 'node:crypto';
import { localAdminApi, regionNamed, regionObject, type Row, type Target } from './types.js';

const BASE = '/secured/api/local-admin/user';

async function versionOf(t: Target, id: string): Promise<number> {
  const [row] = await t.fx.sql<{ version: number }>('select version from account where id = ?', [id]);
  return row!.version;
}

/** The edit dialog's body for the region's managed user, unchanged, at its current version. */
async function update(t: Target) {
  return {
    id: t.userId,
    name: 'Authz',
    surname: 'Matrix',
    preferredLocale: 'en_GB',
    fallbackLocale: 'en_GB',
    enabled: true,
    regionId: t.regionId,
    version: await versionOf(t, t.userId),
  };
}

/** Users managed by local admins: Polska's user@example.com, the United Kingdom's user.uk@example.com. */
export const rows: Row[] = [
  {
    kind: 'rest',
    route: `GET ${BASE}`,
    expect: localAdminApi(200),
    request: () => ({ method: 'GET', url: `${BASE}?pageNo=0&pageSize=5` }),
  },
  {
    kind: 'rest',
    route: `POST ${BASE}/new`,
    expect: regionNamed(200),
    request: (t) => ({
      method: 'POST',
      url: `${BASE}/new`,
      payload: {
        credentialsNonExpired: true,
        enabled: true,
        kokoBaseUser: {
          email: `authz-${randomUUID()}@example.com`,
          name: 'Authz',
          surname: 'New',
          preferredLocale: { language: 'en', country: 'GB' },
          fallbackLocale: { language: 'en', country: 'GB' },
        },
        region: { id: t.regionId },
        version: 0,
      },
    }),
  },
  {
    kind: 'rest',
    route: `PUT ${BASE}`,
    expect: regionObject(200),
    request: async (t) => ({ method: 'PUT', url: BASE, payload: await update(t) }),
  },
  {
    kind: 'rest',
    route: `POST ${BASE}/forcepasschange`,
    expect: regionObject(200),
    request: async (t) => ({
      method: 'POST',
      url: `${BASE}/forcepasschange`,
      payload: { id: await t.fx.newManagedUser(t.regionId) },
    }),
  },
  {
    kind: 'rest',
    route: `DELETE ${BASE}`,
    expect: regionObject(200),
    request: async (t) => ({ method: 'DELETE', url: `${BASE}?id=${await t.fx.newManagedUser(t.regionId)}` }),
  },
  {
    kind: 'rest',
    route: `DELETE ${BASE}/:id`,
    expect: regionObject(200),
    request: async (t) => ({ method: 'DELETE', url: `${BASE}/${await t.fx.newManagedUser(t.regionId)}` }),
  },

  {
    kind: 'graphql',
    field: 'Query.managedUsers',
    expect: localAdminApi(200),
    query: '{ managedUsers(pageSize: 5) { __typename } }',
  },
  {
    kind: 'graphql',
    field: 'Query.managedUser',
    expect: regionObject(200),
    query: 'query($id: ID!) { managedUser(id: $id) { __typename } }',
    variables: (t) => ({ id: t.userId }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.createManagedUser',
    expect: regionNamed(200),
    query: 'mutation($input: ManagedUserCreateInput!) { createManagedUser(input: $input) { __typename } }',
    variables: (t) => ({
      input: {
        email: `authz-${randomUUID()}@example.com`,
        name: 'Authz',
        surname: 'New',
        preferredLocale: 'en_GB',
        regionId: t.regionId,
      },
    }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.updateManagedUser',
    expect: regionObject(200),
    query: 'mutation($input: ManagedUserUpdateInput!) { updateManagedUser(input: $input) { __typename } }',
    variables: async (t) => ({ input: await update(t) }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.forceManagedUserPasswordChange',
    expect: regionObject(200),
    query: 'mutation($id: ID!) { forceManagedUserPasswordChange(id: $id) }',
    variables: async (t) => ({ id: await t.fx.newManagedUser(t.regionId) }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.deleteManagedUser',
    expect: regionObject(200),
    query: 'mutation($id: ID!) { deleteManagedUser(id: $id) }',
    variables: async (t) => ({ id: await t.fx.newManagedUser(t.regionId) }),
  },
];
