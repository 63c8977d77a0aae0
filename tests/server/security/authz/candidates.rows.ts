import { randomUUID } from 'node:crypto';
import { PUBLIC, localAdminApi, regionObject, type Row, type Target } from './types.js';

const registration = (t: Target) => ({
  email: `authz-${randomUUID()}@example.com`,
  name: 'Authz',
  surname: 'Candidate',
  preferredLocale: 'pl_PL',
  fallbackLocale: 'en_GB',
  regionId: t.fx.regions.polska,
  termsConfirmed: true,
  privacyPolicyConfirmed: true,
});
const ADMIN_BASE = '/secured/api/local-admin/user/register';

/** Public registration and the local admin's candidates (each consuming row gets a new candidate). */
export const rows: Row[] = [
  {
    kind: 'rest',
    route: 'GET /public/api/candidate/regions',
    expect: PUBLIC,
    request: () => ({ method: 'GET', url: '/public/api/candidate/regions' }),
  },
  {
    kind: 'rest',
    route: 'POST /public/api/candidate',
    expect: PUBLIC,
    request: (t) => ({ method: 'POST', url: '/public/api/candidate', payload: registration(t) }),
  },
  {
    kind: 'rest',
    route: 'POST /public/api/candidate/confirm',
    expect: PUBLIC,
    request: async (t) => ({
      method: 'POST',
      url: '/public/api/candidate/confirm',
      payload: { id: await t.fx.newCandidate(t.regionId), token: 'not-the-token' },
    }),
  },
  {
    kind: 'rest',
    route: 'GET /secured/api/local-admin/candidates',
    expect: localAdminApi(200),
    request: () => ({ method: 'GET', url: '/secured/api/local-admin/candidates?pageNo=0&pageSize=5' }),
  },
  {
    kind: 'rest',
    route: `POST ${ADMIN_BASE}`,
    expect: regionObject(200),
    request: async (t) => ({
      method: 'POST',
      url: ADMIN_BASE,
      payload: { kokoCandidateId: await t.fx.newCandidate(t.regionId), version: 1 },
    }),
  },
  {
    kind: 'rest',
    route: `DELETE ${ADMIN_BASE}`,
    expect: regionObject(200),
    request: async (t) => ({ method: 'DELETE', url: `${ADMIN_BASE}?id=${await t.fx.newCandidate(t.regionId)}` }),
  },
  {
    kind: 'rest',
    route: `DELETE ${ADMIN_BASE}/:id`,
    expect: regionObject(200),
    request: async (t) => ({ method: 'DELETE', url: `${ADMIN_BASE}/${await t.fx.newCandidate(t.regionId)}` }),
  },

  { kind: 'graphql', field: 'Query.candidateRegions', expect: PUBLIC, query: '{ candidateRegions { __typename } }' },
  {
    kind: 'graphql',
    field: 'Mutation.registerCandidate',
    expect: PUBLIC,
    query: 'mutation($input: CandidateRegistrationInput!) { registerCandidate(input: $input) }',
    variables: (t) => ({ input: registration(t) }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.confirmCandidateEmail',
    expect: PUBLIC,
    query: 'mutation($id: ID!) { confirmCandidateEmail(id: $id, token: "not-the-token") }',
    variables: async (t) => ({ id: await t.fx.newCandidate(t.regionId) }),
  },
  {
    kind: 'graphql',
    field: 'Query.candidates',
    expect: localAdminApi(200),
    query: '{ candidates(pageSize: 5) { __typename } }',
  },
  {
    kind: 'graphql',
    field: 'Mutation.registerCandidateAsUser',
    expect: regionObject(200),
    query: 'mutation($input: RegisterCandidateInput!) { registerCandidateAsUser(input: $input) { __typename } }',
    variables: async (t) => ({ input: { kokoCandidateId: await t.fx.newCandidate(t.regionId), version: 1 } }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.deleteCandidate',
    expect: regionObject(200),
    query: 'mutation($id: ID!) { deleteCandidate(id: $id) }',
    variables: async (t) => ({ id: await t.fx.newCandidate(t.regionId) }),
  },
];
