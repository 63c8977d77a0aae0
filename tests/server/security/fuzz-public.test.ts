import { fuzzGroup, uuid } from './fuzz/operations.js';

const registration = (regionId: number) => ({
  email: `fuzz-${uuid()}@example.com`, customerId: 'C-1', name: 'Fuzz', surname: 'Candidate', companyName: 'Studio', phoneNo: '+48 1',
  preferredLocale: 'pl_PL', fallbackLocale: 'en_GB', regionId, termsConfirmed: true, privacyPolicyConfirmed: true,
});
/** Unknown accounts (each input its own), so no account lock answers 429 before the password is checked. */
const credentials = () => ({ username: `fuzz-${uuid()}@example.com`, password: 'wrong-password' });
const reset = () => ({ username: 'user@example.com', password: 'fuzz-password-1', passwordRepeated: 'fuzz-password-1', token: 'not-a-token' });

/** Public routes and mutations, called without a token. */
fuzzGroup('public', [
  { name: 'POST /public/api/authorization/login', as: 'anonymous', rest: { method: 'POST', url: '/public/api/authorization/login', in: 'body' }, example: credentials },
  { name: 'POST /public/api/authorization/reset', as: 'anonymous', rest: { method: 'POST', url: '/public/api/authorization/reset', in: 'body' }, example: () => ({ username: 'nobody@example.com' }) },
  { name: 'POST /public/api/authorization/reset/check', as: 'anonymous', rest: { method: 'POST', url: '/public/api/authorization/reset/check', in: 'body' }, example: () => ({ token: 'not-a-token' }) },
  { name: 'POST /public/api/authorization/change', as: 'anonymous', rest: { method: 'POST', url: '/public/api/authorization/change', in: 'body' }, example: reset },
  { name: 'POST /public/api/candidate', as: 'anonymous', rest: { method: 'POST', url: '/public/api/candidate', in: 'body' }, example: (fx) => registration(fx.regions.polska) },
  { name: 'POST /public/api/candidate/confirm', as: 'anonymous', rest: { method: 'POST', url: '/public/api/candidate/confirm', in: 'body' }, example: () => ({ id: uuid(), token: 'not-a-token' }) },
  { name: 'GET /public/api/translations', as: 'anonymous', rest: { method: 'GET', url: '/public/api/translations', in: 'query' }, example: () => ({ locales: 'pl_PL,en_GB' }) },
  { name: 'Mutation.login', as: 'anonymous', graphql: 'mutation($input: LoginInput!) { login(input: $input) { token } }', example: credentials },
  { name: 'Mutation.requestPasswordReset', as: 'anonymous', graphql: 'mutation($input: ResetRequestInput!) { requestPasswordReset(input: $input) }', example: () => ({ username: 'nobody@example.com' }) },
  { name: 'Mutation.resetForgottenPassword', as: 'anonymous', graphql: 'mutation($input: ForgottenPasswordInput!) { resetForgottenPassword(input: $input) }', example: reset },
  { name: 'Mutation.registerCandidate', as: 'anonymous', graphql: 'mutation($input: CandidateRegistrationInput!) { registerCandidate(input: $input) }', example: (fx) => registration(fx.regions.polska) },
  { name: 'Mutation.confirmCandidateEmail', as: 'anonymous', graphql: 'mutation($input: ID!) { confirmCandidateEmail(id: $input, token: "not-a-token") }', example: () => uuid() },
]);
