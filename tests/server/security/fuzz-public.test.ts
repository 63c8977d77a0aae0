import { fuzzGroup, uuid } from './fuzz/operations.js';

const registration = (regionId: number) => ({
  email: `fuzz-${uuid()}@example.com`,
  customerId: 'C-1',
  name: 'Fuzz',
  surname: 'Candidate',
  companyName: 'Studio',
  phoneNo: '+48 1',
  preferredLocale: 'pl_PL',
  fallbackLocale: 'en_GB',
  regionId,
  termsConfirmed: true,
  privacyPolicyConfirmed: true,
});
/** Unknown accounts (each input its own), so no account lock answers 429 before the password is checked. */
const credentials = () => ({ username: `fuzz-${uuid()}@example.com`, password: 'wrong-password' });
/**
 * Issue 34, row 1: locale lists of every shape the probe sent (repeats, orders, unknown and
 * misspelt locales, empty items, more than a lookup chain, long lists), in turn, so each run
 * sends a different one (reproducibly: no randomness outside fast-check's seed).
 */
const LOCALE_SHAPES = [
  'en_GB,en_GB,en_GB',
  'pl_PL,de_DE,en_GB',
  'en_GB,de_DE,pl_PL,pl_PL',
  ' pl_PL , en_GB ',
  ',,,',
  'pl_PL,,en_GB,',
  'xx_YY',
  'PL_pl',
  'pl-PL',
  'pl_PL,de_DE,en_GB,cs_CZ,fr_FR',
  'pl_PL,de_DE,en_GB,cs_CZ,fr_FR,es_ES,pt_PT,uk_UA,lt_LT,ro_RO,sk_SK',
  Array(20).fill('en_GB').join(','),
  Array(21).fill('en_GB').join(','),
  'en_GB,'.repeat(400),
  'en_GB;pl_PL',
  'en_GB%2Cpl_PL',
  '*',
  'en_GB\u0000',
  'en_GB,\r\nx-injected: 1',
];
let localeShape = 0;
const localeList = () => ({ locales: LOCALE_SHAPES[localeShape++ % LOCALE_SHAPES.length]! });
const reset = () => ({
  username: 'user@example.com',
  password: 'fuzz-password-1',
  passwordRepeated: 'fuzz-password-1',
  token: 'not-a-token',
});

/** Public routes and mutations, called without a token. */
fuzzGroup('public', [
  {
    name: 'POST /public/api/authorization/login',
    as: 'anonymous',
    rest: { method: 'POST', url: '/public/api/authorization/login', in: 'body' },
    example: credentials,
  },
  {
    name: 'POST /public/api/authorization/reset',
    as: 'anonymous',
    rest: { method: 'POST', url: '/public/api/authorization/reset', in: 'body' },
    example: () => ({ username: 'nobody@example.com' }),
  },
  {
    name: 'POST /public/api/authorization/reset/check',
    as: 'anonymous',
    rest: { method: 'POST', url: '/public/api/authorization/reset/check', in: 'body' },
    example: () => ({ token: 'not-a-token' }),
  },
  {
    name: 'POST /public/api/authorization/change',
    as: 'anonymous',
    rest: { method: 'POST', url: '/public/api/authorization/change', in: 'body' },
    example: reset,
  },
  {
    name: 'POST /public/api/candidate',
    as: 'anonymous',
    rest: { method: 'POST', url: '/public/api/candidate', in: 'body' },
    example: (fx) => registration(fx.regions.polska),
  },
  {
    name: 'POST /public/api/candidate/confirm',
    as: 'anonymous',
    rest: { method: 'POST', url: '/public/api/candidate/confirm', in: 'body' },
    example: () => ({ id: uuid(), token: 'not-a-token' }),
  },
  {
    name: 'GET /public/api/translations',
    as: 'anonymous',
    rest: { method: 'GET', url: '/public/api/translations', in: 'query' },
    example: () => ({ locales: 'pl_PL,en_GB' }),
  },
  {
    name: 'GET /public/api/translations (locale-list shapes)',
    as: 'anonymous',
    rest: { method: 'GET', url: '/public/api/translations', in: 'query' },
    example: localeList,
  },
  {
    name: 'Mutation.login',
    as: 'anonymous',
    graphql: 'mutation($input: LoginInput!) { login(input: $input) { token } }',
    example: credentials,
  },
  {
    name: 'Mutation.requestPasswordReset',
    as: 'anonymous',
    graphql: 'mutation($input: ResetRequestInput!) { requestPasswordReset(input: $input) }',
    example: () => ({ username: 'nobody@example.com' }),
  },
  {
    name: 'Query.resetTokenValid',
    as: 'anonymous',
    graphql: 'query($input: ResetTokenInput!) { resetTokenValid(input: $input) }',
    example: () => ({ token: 'not-a-token' }),
  },
  {
    name: 'Mutation.resetForgottenPassword',
    as: 'anonymous',
    graphql: 'mutation($input: ForgottenPasswordInput!) { resetForgottenPassword(input: $input) }',
    example: reset,
  },
  {
    name: 'Mutation.registerCandidate',
    as: 'anonymous',
    graphql: 'mutation($input: CandidateRegistrationInput!) { registerCandidate(input: $input) }',
    example: (fx) => registration(fx.regions.polska),
  },
  {
    name: 'Mutation.confirmCandidateEmail',
    as: 'anonymous',
    graphql: 'mutation($input: ID!) { confirmCandidateEmail(id: $input, token: "not-a-token") }',
    example: () => uuid(),
  },
]);
