import { DEFAULT_PDF_OPTIONS } from '../../../../common/validation/program.js';
import { EMPTY_PROGRAM } from './fixture.js';
import { anyLoggedIn, ownedByAppUser, type Row } from './types.js';

const BASE = '/secured/api/skincareprogram';
const PROGRAM_FIELDS = '__typename';

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
];
