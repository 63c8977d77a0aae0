import { DEFAULT_PDF_OPTIONS } from '../../../../common/validation/program.js';
import { EMPTY_PROGRAM } from './fixture.js';
import { withToken } from '../../../support/app.js';
import { anyLoggedIn, ownedByAppUser, PUBLIC, type Row, type Target } from './types.js';

const BASE = '/secured/api/skincareprogram';
const PROGRAM_FIELDS = '__typename';

/** The token of a new program's share link (made by its owner, user@example.com). */
async function sharedToken(t: Target): Promise<string> {
  const id = await t.fx.newProgram();
  const res = await t.fx.app.inject(withToken(t.fx.token('appUser')!, { method: 'POST', url: `${BASE}/${id}/share` }));
  if (res.statusCode !== 200) throw new Error(`share link fixture: ${res.statusCode} ${res.body}`);
  return res.json<{ url: string }>().url.split('/shared/')[1]!;
}

/** Programs are their owner's alone: the objects here belong to user@example.com. */
export const rows: Row[] = [
  {
    kind: 'rest',
    route: `GET ${BASE}/page`,
    expect: anyLoggedIn(200),
    request: () => ({ method: 'GET', url: `${BASE}/page?pageNo=0&pageSize=5` }),
  },
  {
    kind: 'rest',
    route: `GET ${BASE}`,
    expect: ownedByAppUser(200),
    request: (t) => ({ method: 'GET', url: `${BASE}?id=${t.fx.program.id}` }),
  },
  {
    kind: 'rest',
    route: `GET ${BASE}/:id`,
    expect: ownedByAppUser(200),
    request: (t) => ({ method: 'GET', url: `${BASE}/${t.fx.program.id}` }),
  },
  {
    kind: 'rest',
    route: `POST ${BASE}`,
    expect: anyLoggedIn(200),
    note: 'each caller saves a new program of their own',
    request: () => ({ method: 'POST', url: BASE, payload: EMPTY_PROGRAM }),
  },
  {
    kind: 'rest',
    route: `DELETE ${BASE}`,
    expect: ownedByAppUser(200),
    request: async (t) => ({ method: 'DELETE', url: `${BASE}?id=${await t.fx.newProgram()}` }),
  },
  {
    kind: 'rest',
    route: `DELETE ${BASE}/:id`,
    expect: ownedByAppUser(200),
    request: async (t) => ({ method: 'DELETE', url: `${BASE}/${await t.fx.newProgram()}` }),
  },
  {
    kind: 'rest',
    route: `POST ${BASE}/pdf/generate`,
    expect: ownedByAppUser(200),
    request: (t) => ({
      method: 'POST',
      url: `${BASE}/pdf/generate`,
      payload: { id: t.fx.program.id, ...DEFAULT_PDF_OPTIONS },
    }),
  },
  {
    kind: 'rest',
    route: `GET ${BASE}/pdf/download`,
    expect: ownedByAppUser(200),
    request: (t) => ({
      method: 'GET',
      url: `${BASE}/pdf/download?mixtureId=${t.fx.pdf.programId}&pdfId=${t.fx.pdf.pdfId}`,
    }),
  },
  {
    kind: 'rest',
    route: `POST ${BASE}/:id/share`,
    expect: ownedByAppUser(200),
    note: 'each success replaces the link of the same program',
    request: (t) => ({ method: 'POST', url: `${BASE}/${t.fx.program.id}/share` }),
  },
  {
    kind: 'rest',
    route: `DELETE ${BASE}/:id/share`,
    expect: ownedByAppUser(200),
    note: 'true when a link was revoked, false when there was none: 200 either way',
    request: (t) => ({ method: 'DELETE', url: `${BASE}/${t.fx.program.id}/share` }),
  },
  {
    kind: 'rest',
    route: 'GET /public/api/shared/:token',
    expect: PUBLIC,
    note: 'the token is the permission: anyone holding it, logged in or not',
    request: async (t) => ({ method: 'GET', url: `/public/api/shared/${await sharedToken(t)}` }),
  },
  {
    kind: 'rest',
    route: 'GET /public/api/shared/:token/pdf',
    expect: PUBLIC,
    request: async (t) => ({ method: 'GET', url: `/public/api/shared/${await sharedToken(t)}/pdf` }),
  },
  {
    kind: 'rest',
    route: 'GET /shared/:token',
    // A page, not the API: an API key is neither asked for nor refused there.
    expect: { ...PUBLIC, apiKey: 'public' },
    note: "the client's page of a working link: the app's page (404 in the error format here, where no client is built)",
    request: async (t) => ({ method: 'GET', url: `/shared/${await sharedToken(t)}` }),
  },

  {
    kind: 'graphql',
    field: 'Query.skinCarePrograms',
    expect: anyLoggedIn(200),
    query: '{ skinCarePrograms(pageSize: 5) { __typename } }',
  },
  {
    kind: 'graphql',
    field: 'Query.skinCareProgram',
    expect: ownedByAppUser(200),
    query: `query($id: ID!) { skinCareProgram(id: $id) { ${PROGRAM_FIELDS} } }`,
    variables: (t) => ({ id: t.fx.program.id }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.saveSkinCareProgram',
    expect: anyLoggedIn(200),
    query: `mutation($p: SkinCareProgramInput!) { saveSkinCareProgram(program: $p) { ${PROGRAM_FIELDS} } }`,
    variables: () => ({ p: EMPTY_PROGRAM }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.deleteSkinCareProgram',
    expect: ownedByAppUser(200),
    query: 'mutation($id: ID!) { deleteSkinCareProgram(id: $id) }',
    variables: async (t) => ({ id: await t.fx.newProgram() }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.generateSkinCareProgramPdf',
    expect: ownedByAppUser(200),
    query: 'mutation($o: PdfOptionsInput!) { generateSkinCareProgramPdf(options: $o) { __typename } }',
    variables: (t) => ({ o: { id: t.fx.program.id, ...DEFAULT_PDF_OPTIONS } }),
  },
  {
    kind: 'graphql',
    field: 'Query.skinCareProgramShareLink',
    expect: ownedByAppUser(200),
    query: 'query($id: ID!) { skinCareProgramShareLink(id: $id) { __typename } }',
    variables: (t) => ({ id: t.fx.program.id }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.shareSkinCareProgram',
    expect: ownedByAppUser(200),
    query: 'mutation($id: ID!) { shareSkinCareProgram(id: $id) { __typename } }',
    variables: (t) => ({ id: t.fx.program.id }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.revokeSkinCareProgramShareLink',
    expect: ownedByAppUser(200),
    query: 'mutation($id: ID!) { revokeSkinCareProgramShareLink(id: $id) }',
    variables: (t) => ({ id: t.fx.program.id }),
  },
];
