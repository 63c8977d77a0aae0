import { PUBLIC, anyLoggedIn, type Row } from './types.js';

const TRANSLATORS = {
  anonymous: 401,
  appUser: 403,
  contentEditor: 200,
  localAdminOwn: 200,
  localAdminOther: 200,
  admin: 200,
} as const;

/** Public texts and the translation administration. */
export const rows: Row[] = [
  {
    kind: 'rest',
    route: 'GET /public/api/translations',
    expect: PUBLIC,
    request: () => ({ method: 'GET', url: '/public/api/translations?locale=pl_PL' }),
  },
  {
    kind: 'rest',
    route: 'GET /public/api/translations/bundles/:locale',
    expect: PUBLIC,
    note: "one locale's texts, as the app reads them",
    request: () => ({ method: 'GET', url: '/public/api/translations/bundles/pl_PL' }),
  },
  {
    kind: 'rest',
    route: 'GET /public/api/translations/version',
    expect: PUBLIC,
    request: () => ({ method: 'GET', url: '/public/api/translations/version' }),
  },
  {
    kind: 'rest',
    route: 'GET /secured/api/translations',
    expect: anyLoggedIn(200),
    note: 'the texts, also during a forced password change',
    request: () => ({ method: 'GET', url: '/secured/api/translations' }),
  },
  {
    kind: 'rest',
    route: 'GET /secured/api/translations/locales',
    expect: anyLoggedIn(200),
    request: () => ({ method: 'GET', url: '/secured/api/translations/locales' }),
  },
  {
    kind: 'rest',
    route: 'GET /secured/api/translations/allowedlocales',
    expect: TRANSLATORS,
    request: () => ({ method: 'GET', url: '/secured/api/translations/allowedlocales' }),
  },
  {
    kind: 'rest',
    route: 'POST /secured/api/translations',
    expect: { ...TRANSLATORS, localAdminOther: 403 },
    note: "a text of an existing key; a local admin translates only into their own locales (pl_PL, de_DE); 'other' is en_GB; a new key is ADMIN's only (translation-texts.test.ts)",
    request: (t) => ({
      method: 'POST',
      url: '/secured/api/translations',
      payload: {
        key: 'TRANSLATE_DEMO_TEXT',
        textType: 'INTERFACE',
        comment: 'authz matrix',
        value: 'Witaj',
        locale: t.locale,
      },
    }),
  },

  {
    kind: 'graphql',
    field: 'Query.translationAdminPage',
    expect: TRANSLATORS,
    query: '{ translationAdminPage(filter: { pageSize: 5 }) { __typename } }',
  },
  {
    kind: 'graphql',
    field: 'Mutation.saveTranslation',
    expect: { ...TRANSLATORS, localAdminOther: 403 },
    note: "as POST /secured/api/translations: an existing key; a local admin saves only pl_PL and de_DE; a new key is ADMIN's only",
    query: 'mutation($input: TranslationSaveInput!) { saveTranslation(input: $input) { __typename } }',
    variables: (t) => ({
      input: {
        key: 'TRANSLATE_DEMO_TEXT',
        textType: 'INTERFACE',
        comment: 'authz matrix',
        value: 'Witaj',
        locale: t.locale,
      },
    }),
  },
];
