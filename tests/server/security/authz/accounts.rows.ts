import { asCaller, gqlAs } from './fixture.js';
import { anyLoggedIn, type Row, type Target } from './types.js';

/** The caller's own details (sent back unchanged, with the current version). */
async function myDetails(t: Target): Promise<Record<string, unknown>> {
  if (t.caller === 'anonymous') return { preferredLocale: 'en_GB', version: 0 };
  const me = (await gqlAs(t, '{ me { id name surname companyName phoneNo preferredLocale fallbackLocale version } }'))
    .me as Record<string, unknown>;
  return me;
}

/** New company data at the current version of the caller's PDF data (none yet: no version). */
async function myPdfData(t: Target): Promise<Record<string, unknown>> {
  const current =
    t.caller === 'anonymous'
      ? null
      : ((await gqlAs(t, '{ myPdfData { id version } }')).myPdfData as { id: string; version: number } | null);
  return { companyName: 'Authz Studio', ...(current ?? {}) };
}

/** Every logged-in role reads and edits its own account and PDF data. */
export const rows: Row[] = [
  {
    kind: 'rest',
    route: 'GET /secured/api/user',
    expect: anyLoggedIn(200),
    request: () => ({ method: 'GET', url: '/secured/api/user' }),
  },
  {
    kind: 'rest',
    route: 'PUT /secured/api/user',
    expect: anyLoggedIn(200),
    request: async (t) => {
      const current =
        t.caller === 'anonymous'
          ? { version: 0 }
          : (await asCaller(t, { method: 'GET', url: '/secured/api/user' })).json();
      return { method: 'PUT', url: '/secured/api/user', payload: current };
    },
  },
  {
    kind: 'rest',
    route: 'PUT /secured/api/user/pdfdata',
    expect: anyLoggedIn(200),
    request: async (t) => ({ method: 'PUT', url: '/secured/api/user/pdfdata', payload: await myPdfData(t) }),
  },

  { kind: 'graphql', field: 'Query.me', expect: anyLoggedIn(200), query: '{ me { __typename } }' },
  { kind: 'graphql', field: 'Query.myPdfData', expect: anyLoggedIn(200), query: '{ myPdfData { __typename } }' },
  {
    kind: 'graphql',
    field: 'Mutation.updateMyDetails',
    expect: anyLoggedIn(200),
    query: 'mutation($input: UserDetailsInput!) { updateMyDetails(input: $input) { __typename } }',
    variables: async (t) => ({ input: await myDetails(t) }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.updateMyPdfData',
    expect: anyLoggedIn(200),
    query: 'mutation($input: PdfUserInfoInput!) { updateMyPdfData(input: $input) { __typename } }',
    variables: async (t) => ({ input: await myPdfData(t) }),
  },
];
