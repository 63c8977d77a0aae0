import { fuzzGroup, uuid } from './fuzz/operations.js';

const KEYS = '/secured/api/admin/api-keys';

/** admin/api-keys, as ADMIN so the fuzz reaches the service: never a 5xx, always the error format. */
fuzzGroup('API keys', [
  {
    name: `POST ${KEYS}`,
    as: 'admin',
    rest: { method: 'POST', url: KEYS, in: 'body' },
    example: (fx) => ({ name: 'Fuzz shop', regionId: fx.regions.polska }),
  },
  { name: `DELETE ${KEYS}/:id`, as: 'admin', rest: { method: 'DELETE', url: KEYS, in: 'path' }, example: () => uuid() },
  {
    name: 'Mutation.createApiKey',
    as: 'admin',
    graphql: 'mutation($input: ApiKeyInput!) { createApiKey(input: $input) { key { id } } }',
    example: (fx) => ({ name: 'Fuzz shop', regionId: fx.regions.polska }),
  },
  {
    name: 'Mutation.revokeApiKey',
    as: 'admin',
    graphql: 'mutation($input: ID!) { revokeApiKey(id: $input) { id } }',
    example: () => uuid(),
  },
]);
