import { DEFAULT_PDF_OPTIONS } from '../../../common/validation/program.js';
import { fuzzGroup, programExample, uuid } from './fuzz/operations.js';

const BASE = '/secured/api/skincareprogram';
/** An own password change that would pass would end the session: such inputs are not sent. */
const wouldChange = (input: unknown) => {
  const i = input as { password?: unknown; passwordRepeated?: unknown } | null;
  return !!i && typeof i === 'object' && typeof i.password === 'string' && i.password === i.passwordRepeated;
};
const details = {
  id: null,
  name: 'Fuzz',
  surname: 'User',
  companyName: 'Studio',
  phoneNo: '+48 1',
  preferredLocale: 'pl_PL',
  fallbackLocale: 'en_GB',
  version: 0,
};
const pdfData = {
  id: null,
  companyName: 'Studio',
  email: 'studio@example.com',
  companyPhoneNo: '+48 1',
  companyAddressLine1: 'Street 1',
  companyAddressLine2: null,
  companyAddressLine3: null,
  version: null,
};
const suggestion = (indicatorId: number, base: number, active: number) => ({
  skinIssues: [{ skinIndicatorId: indicatorId, priority: 'HIGH' }],
  recipe: { baseProducts: [{ productId: base, volume: 40 }], activeProducts: [{ productId: active, volume: 2 }] },
});

/** The own account, programs, PDFs, the suggestions and translation saving, as the roles that reach them. */
fuzzGroup('account and programs', [
  {
    name: 'POST /secured/api/authorization/change',
    as: 'appUser',
    rest: { method: 'POST', url: '/secured/api/authorization/change', in: 'body' },
    example: () => ({
      currentPassword: 'demo-password-1',
      password: 'new-password-1',
      passwordRepeated: 'new-password-2',
    }),
    skip: wouldChange,
  },
  {
    name: 'PUT /secured/api/user',
    as: 'appUser',
    rest: { method: 'PUT', url: '/secured/api/user', in: 'body' },
    example: () => details,
  },
  {
    name: 'PUT /secured/api/user/pdfdata',
    as: 'appUser',
    rest: { method: 'PUT', url: '/secured/api/user/pdfdata', in: 'body' },
    example: () => pdfData,
  },
  {
    name: `GET ${BASE}/page`,
    as: 'appUser',
    rest: { method: 'GET', url: `${BASE}/page`, in: 'query' },
    example: () => ({ pageNo: '0', pageSize: '10', search: 'P-1' }),
  },
  {
    name: `GET ${BASE}`,
    as: 'appUser',
    rest: { method: 'GET', url: BASE, in: 'query' },
    example: () => ({ id: uuid() }),
  },
  { name: `GET ${BASE}/:id`, as: 'appUser', rest: { method: 'GET', url: BASE, in: 'path' }, example: () => uuid() },
  { name: `POST ${BASE}`, as: 'appUser', rest: { method: 'POST', url: BASE, in: 'body' }, example: programExample },
  {
    name: `DELETE ${BASE}`,
    as: 'appUser',
    rest: { method: 'DELETE', url: BASE, in: 'query' },
    example: () => ({ id: uuid() }),
  },
  {
    name: `DELETE ${BASE}/:id`,
    as: 'appUser',
    rest: { method: 'DELETE', url: BASE, in: 'path' },
    example: () => uuid(),
  },
  // Another user's program: validated and refused (404) without rendering a PDF per input.
  {
    name: `POST ${BASE}/pdf/generate`,
    as: 'contentEditor',
    rest: { method: 'POST', url: `${BASE}/pdf/generate`, in: 'body' },
    example: (fx) => ({ id: fx.program.id, ...DEFAULT_PDF_OPTIONS }),
  },
  {
    name: `GET ${BASE}/pdf/download`,
    as: 'appUser',
    rest: { method: 'GET', url: `${BASE}/pdf/download`, in: 'query' },
    example: (fx) => ({ mixtureId: fx.pdf.programId, pdfId: fx.pdf.pdfId }),
  },
  {
    name: 'POST /secured/api/translations',
    as: 'admin',
    rest: { method: 'POST', url: '/secured/api/translations', in: 'body' },
    example: () => ({ key: 'FUZZ_TEXT', textType: 'INTERFACE', comment: 'fuzz', value: 'Witaj', locale: 'pl_PL' }),
  },
  {
    name: 'GET /secured/api/translations',
    as: 'admin',
    rest: { method: 'GET', url: '/secured/api/translations', in: 'query' },
    example: () => ({ locales: 'pl_PL' }),
  },

  {
    name: 'Mutation.changePassword',
    as: 'appUser',
    graphql: 'mutation($input: PasswordChangeInput!) { changePassword(input: $input) { token } }',
    example: () => ({
      currentPassword: 'demo-password-1',
      password: 'new-password-1',
      passwordRepeated: 'new-password-2',
    }),
    skip: wouldChange,
  },
  {
    name: 'Mutation.updateMyDetails',
    as: 'appUser',
    graphql: 'mutation($input: UserDetailsInput!) { updateMyDetails(input: $input) { id } }',
    example: () => details,
  },
  {
    name: 'Mutation.updateMyPdfData',
    as: 'appUser',
    graphql: 'mutation($input: PdfUserInfoInput!) { updateMyPdfData(input: $input) { id } }',
    example: () => pdfData,
  },
  {
    name: 'Mutation.saveSkinCareProgram',
    as: 'appUser',
    graphql: 'mutation($input: SkinCareProgramInput!) { saveSkinCareProgram(program: $input) { id } }',
    example: programExample,
  },
  {
    name: 'Mutation.deleteSkinCareProgram',
    as: 'appUser',
    graphql: 'mutation($input: ID!) { deleteSkinCareProgram(id: $input) }',
    example: () => uuid(),
  },
  {
    name: 'Mutation.generateSkinCareProgramPdf',
    as: 'contentEditor',
    graphql: 'mutation($input: PdfOptionsInput!) { generateSkinCareProgramPdf(options: $input) { pdfId } }',
    example: (fx) => ({ id: fx.program.id, ...DEFAULT_PDF_OPTIONS }),
  },
  {
    name: 'Query.suggestions',
    as: 'appUser',
    graphql: 'query($input: SuggestionInput!) { suggestions(input: $input) { __typename } }',
    example: (fx) => suggestion(fx.catalogue.indicatorId, fx.products.base, fx.products.active),
  },
]);
