import { fuzzGroup, uuid } from './fuzz/operations.js';

const USER = '/secured/api/local-admin/user';
const page = () => ({ pageNo: '0', pageSize: '10', search: 'Nowak' });
const created = (regionId: number) => ({
  credentialsNonExpired: true,
  enabled: true,
  kokoBaseUser: {
    id: 'new',
    email: `fuzz-${uuid()}@example.com`,
    name: 'Fuzz',
    surname: 'New',
    preferredLocale: { language: 'de', country: 'DE' },
    fallbackLocale: { language: 'en', country: 'GB' },
  },
  region: { id: regionId, name: 'Deutschland' },
  version: 0,
});
/** The edit dialog for a user that does not exist: validated, then 404 (demo users stay as they are). */
const edited = (regionId: number) => ({
  id: uuid(),
  customerId: 'C-1',
  name: 'Fuzz',
  surname: 'Edit',
  companyName: null,
  phoneNo: null,
  preferredLocale: 'pl_PL',
  fallbackLocale: 'en_GB',
  enabled: true,
  regionId,
  version: 1,
  baseVersion: null,
});
const regionSet = (regionId: number, productId: number) => ({ regionId, productIds: [productId] });

/** The local-admin API, as ADMIN (every region, so the fuzz reaches the services). */
fuzzGroup('local admin', [
  {
    name: 'GET /secured/api/local-admin/candidates',
    as: 'admin',
    rest: { method: 'GET', url: '/secured/api/local-admin/candidates', in: 'query' },
    example: page,
  },
  { name: `GET ${USER}`, as: 'admin', rest: { method: 'GET', url: USER, in: 'query' }, example: page },
  {
    name: `POST ${USER}/new`,
    as: 'admin',
    rest: { method: 'POST', url: `${USER}/new`, in: 'body' },
    example: (fx) => created(fx.regions.deutschland),
  },
  {
    name: `PUT ${USER}`,
    as: 'admin',
    rest: { method: 'PUT', url: USER, in: 'body' },
    example: (fx) => edited(fx.regions.polska),
  },
  {
    name: `POST ${USER}/forcepasschange`,
    as: 'admin',
    rest: { method: 'POST', url: `${USER}/forcepasschange`, in: 'body' },
    example: () => ({ id: uuid() }),
  },
  {
    name: `DELETE ${USER}`,
    as: 'admin',
    rest: { method: 'DELETE', url: USER, in: 'query' },
    example: () => ({ id: uuid() }),
  },
  { name: `DELETE ${USER}/:id`, as: 'admin', rest: { method: 'DELETE', url: USER, in: 'path' }, example: () => uuid() },
  {
    name: `POST ${USER}/register`,
    as: 'admin',
    rest: { method: 'POST', url: `${USER}/register`, in: 'body' },
    example: () => ({ kokoCandidateId: uuid(), customerId: 'C-1', version: 1 }),
  },
  {
    name: `DELETE ${USER}/register`,
    as: 'admin',
    rest: { method: 'DELETE', url: `${USER}/register`, in: 'query' },
    example: () => ({ id: uuid() }),
  },
  {
    name: `DELETE ${USER}/register/:id`,
    as: 'admin',
    rest: { method: 'DELETE', url: `${USER}/register`, in: 'path' },
    example: () => uuid(),
  },
  {
    name: 'PUT /secured/api/local-admin/products/availability',
    as: 'admin',
    rest: { method: 'PUT', url: '/secured/api/local-admin/products/availability', in: 'body' },
    example: (fx) => regionSet(fx.regions.uk, fx.catalogue.productId),
  },
  {
    name: 'PUT /secured/api/local-admin/products/disallowed',
    as: 'admin',
    rest: { method: 'PUT', url: '/secured/api/local-admin/products/disallowed', in: 'body' },
    example: (fx) => regionSet(fx.regions.uk, fx.catalogue.productId),
  },

  {
    name: 'Mutation.createManagedUser',
    as: 'admin',
    graphql: 'mutation($input: ManagedUserCreateInput!) { createManagedUser(input: $input) { id } }',
    example: (fx) => ({
      email: `fuzz-${uuid()}@example.com`,
      name: 'Fuzz',
      surname: 'New',
      preferredLocale: 'de_DE',
      fallbackLocale: 'en_GB',
      regionId: fx.regions.deutschland,
      enabled: true,
      credentialsNonExpired: true,
    }),
  },
  {
    name: 'Mutation.updateManagedUser',
    as: 'admin',
    graphql: 'mutation($input: ManagedUserUpdateInput!) { updateManagedUser(input: $input) { id } }',
    example: (fx) => {
      const { baseVersion: _b, ...rest } = edited(fx.regions.polska);
      return rest;
    },
  },
  {
    name: 'Mutation.forceManagedUserPasswordChange',
    as: 'admin',
    graphql: 'mutation($input: ID!) { forceManagedUserPasswordChange(id: $input) }',
    example: () => uuid(),
  },
  {
    name: 'Mutation.deleteManagedUser',
    as: 'admin',
    graphql: 'mutation($input: ID!) { deleteManagedUser(id: $input) }',
    example: () => uuid(),
  },
  {
    name: 'Mutation.registerCandidateAsUser',
    as: 'admin',
    graphql: 'mutation($input: RegisterCandidateInput!) { registerCandidateAsUser(input: $input) { id } }',
    example: () => ({ kokoCandidateId: uuid(), customerId: 'C-1', version: 1 }),
  },
  {
    name: 'Mutation.deleteCandidate',
    as: 'admin',
    graphql: 'mutation($input: ID!) { deleteCandidate(id: $input) }',
    example: () => uuid(),
  },
  {
    name: 'Mutation.setRegionAvailableProducts',
    as: 'admin',
    graphql: 'mutation($input: RegionProductsInput!) { setRegionAvailableProducts(input: $input) { __typename } }',
    example: (fx) => regionSet(fx.regions.uk, fx.catalogue.productId),
  },
  {
    name: 'Mutation.setRegionDisallowedProducts',
    as: 'admin',
    graphql: 'mutation($input: RegionProductsInput!) { setRegionDisallowedProducts(input: $input) { __typename } }',
    example: (fx) => regionSet(fx.regions.uk, fx.catalogue.productId),
  },
  {
    name: 'Query.managedUsers',
    as: 'admin',
    graphql: 'query($input: String) { managedUsers(pageSize: 5, search: $input) { __typename } }',
    example: () => 'Nowak',
  },
]);
