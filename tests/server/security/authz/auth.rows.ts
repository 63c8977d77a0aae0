import { CALLER_EMAIL, PUBLIC, anyLoggedIn, type Row, type Target } from './types.js';
import { DEMO_PASSWORD } from '../../../support/app.js';

const emailOf = (t: Target) =>
  t.caller === 'anonymous' || t.caller === 'apiKey' ? 'user@example.com' : CALLER_EMAIL[t.caller];
const newPassword = { password: 'a-new-password-9', passwordRepeated: 'a-new-password-9' };
const badReset = (t: Target) => ({ username: emailOf(t), token: 'no-such-token', ...newPassword });
const ownChange = { currentPassword: DEMO_PASSWORD, ...newPassword };

/** Login, refresh, resets and password changes (REST and GraphQL). */
export const rows: Row[] = [
  {
    kind: 'rest',
    route: 'POST /public/api/authorization/login',
    expect: PUBLIC,
    request: (t) => ({
      method: 'POST',
      url: '/public/api/authorization/login',
      payload: { username: emailOf(t), password: DEMO_PASSWORD },
    }),
  },
  {
    kind: 'rest',
    route: 'POST /public/api/authorization/reset',
    expect: PUBLIC,
    request: (t) => ({ method: 'POST', url: '/public/api/authorization/reset', payload: { username: emailOf(t) } }),
  },
  {
    kind: 'rest',
    route: 'POST /public/api/authorization/reset/check',
    expect: PUBLIC,
    request: () => ({
      method: 'POST',
      url: '/public/api/authorization/reset/check',
      payload: { token: 'no-such-token' },
    }),
  },
  {
    kind: 'rest',
    route: 'POST /public/api/authorization/change',
    expect: PUBLIC,
    request: (t) => ({ method: 'POST', url: '/public/api/authorization/change', payload: badReset(t) }),
  },
  {
    kind: 'rest',
    route: 'POST /secured/api/authorization/change',
    expect: anyLoggedIn(200),
    isolated: true,
    request: () => ({ method: 'POST', url: '/secured/api/authorization/change', payload: ownChange }),
  },
  {
    kind: 'rest',
    route: 'POST /secured/api/authorization/refresh',
    expect: anyLoggedIn(200),
    request: () => ({ method: 'POST', url: '/secured/api/authorization/refresh' }),
  },
  {
    kind: 'rest',
    route: 'POST /secured/api/authorization/reresh',
    expect: anyLoggedIn(200),
    note: "the spec's misspelt path, kept for older clients",
    request: () => ({ method: 'POST', url: '/secured/api/authorization/reresh' }),
  },

  {
    kind: 'graphql',
    field: 'Mutation.login',
    expect: PUBLIC,
    query: 'mutation($input: LoginInput!) { login(input: $input) { __typename } }',
    variables: (t) => ({ input: { username: emailOf(t), password: DEMO_PASSWORD } }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.requestPasswordReset',
    expect: PUBLIC,
    query: 'mutation($input: ResetRequestInput!) { requestPasswordReset(input: $input) }',
    variables: (t) => ({ input: { username: emailOf(t) } }),
  },
  {
    kind: 'graphql',
    field: 'Query.resetTokenValid',
    expect: PUBLIC,
    query: 'query($input: ResetTokenInput!) { resetTokenValid(input: $input) }',
    variables: () => ({ input: { token: 'no-such-token' } }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.resetForgottenPassword',
    expect: PUBLIC,
    query: 'mutation($input: ForgottenPasswordInput!) { resetForgottenPassword(input: $input) }',
    variables: (t) => ({ input: badReset(t) }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.changePassword',
    expect: anyLoggedIn(200),
    isolated: true,
    query: 'mutation($input: PasswordChangeInput!) { changePassword(input: $input) { __typename } }',
    variables: () => ({ input: ownChange }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.refreshToken',
    expect: anyLoggedIn(200),
    query: 'mutation { refreshToken { __typename } }',
  },
  { kind: 'graphql', field: 'Mutation.logout', expect: anyLoggedIn(200), isolated: true, query: 'mutation { logout }' },
];
