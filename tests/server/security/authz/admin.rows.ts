import { randomUUID } from 'node:crypto';
import type { Expectations, Row, Target } from './types.js';

const LOCAL = '/secured/api/admin/local-admin';
const ADMIN = '/secured/api/admin/admin';
const REGIONS = '/secured/api/admin/regions';
const LANGUAGES = '/secured/api/admin/languages';

/** Admin screens: ADMIN only; LOCAL_ADMIN, CONTENT_EDITOR and APP_USER are refused. */
const adminOnly = (status: number): Expectations => ({
  anonymous: 401,
  appUser: 403,
  contentEditor: 403,
  localAdminOwn: 403,
  localAdminOther: 403,
  admin: status,
});

const email = () => `authz-${randomUUID()}@example.com`;
const GB = { language: 'en', country: 'GB' };

/** A throw-away local admin or admin (unusable password), for rows that change or delete it. */
async function newAccount(t: Target, role: 'LOCAL_ADMIN' | 'ADMIN'): Promise<{ id: string; version: number }> {
  const [row] = await t.fx.sql<{ id: string; version: number }>(
    `insert into account (id, email, password_hash, name, surname, roles, tokens_valid_after, translation_locales, created_date, preferred_locale, fallback_locale)
     values (gen_random_uuid(), ?, 'x', 'Authz', 'Throwaway', '{${role}}', now(), '{}', now(), 'en_GB', 'en_GB') returning id, version`,
    [email()],
  );
  return row!;
}
const newAccountId = async (t: Target, role: 'LOCAL_ADMIN' | 'ADMIN') => (await newAccount(t, role)).id;

/** A throw-away unused region, for the delete rows. */
async function newRegion(t: Target): Promise<number> {
  const [row] = await t.fx.sql<{ id: number }>(
    `insert into region (name, enabled, default_locale) values (?, false, 'en_GB') returning id`,
    [`authz-${randomUUID()}`],
  );
  return row!.id;
}

/** An unused system language (made up, so nothing uses it), made a system language again per call. */
const SPARE_LANGUAGE = 'qz_QZ';
async function spareLanguage(t: Target): Promise<string> {
  await t.fx.sql(
    `insert into language (id, language, country, name, is_system) values (?, 'qz', 'QZ', 'Authz', true) on conflict (id) do update set is_system = true`,
    [SPARE_LANGUAGE],
  );
  return SPARE_LANGUAGE;
}

/** The REST create bodies (the spec's nested records). */
const localAdminBody = (t: Target) => ({
  enabled: true,
  credentialsNonExpired: true,
  version: 0,
  kokoBaseUser: { id: 'new', email: email(), name: 'Authz', surname: 'Local', preferredLocale: GB, fallbackLocale: GB },
  regions: [{ id: t.regionId }],
  translationLanguages: [{ language: 'pl', country: 'PL' }],
});
const adminBody = () => ({
  enabled: true,
  credentialsNonExpired: true,
  version: 0,
  kokoBaseUser: { id: 'new', email: email(), name: 'Authz', surname: 'Admin', preferredLocale: GB },
});

/** The REST edit bodies (flat), for a throw-away account at its current version. */
async function adminUpdate(t: Target, role: 'LOCAL_ADMIN' | 'ADMIN') {
  const { id, version } = await newAccount(t, role);
  const base = {
    id,
    name: 'Authz',
    surname: 'Edited',
    preferredLocale: GB,
    fallbackLocale: GB,
    enabled: true,
    version,
  };
  return role === 'ADMIN'
    ? base
    : { ...base, regions: [{ id: t.regionId }], translationLanguages: [{ language: 'pl', country: 'PL' }] };
}
async function gqlUpdate(t: Target, role: 'LOCAL_ADMIN' | 'ADMIN') {
  const { id, version } = await newAccount(t, role);
  const base = {
    id,
    name: 'Authz',
    surname: 'Edited',
    preferredLocale: 'en_GB',
    fallbackLocale: 'en_GB',
    enabled: true,
    version,
  };
  return role === 'ADMIN' ? base : { ...base, regionIds: [t.regionId], translationLocales: ['pl_PL'] };
}

/** Back-office administration: local admins, admins, test e-mails, regions, system languages, audit log. */
export const rows: Row[] = [
  {
    kind: 'rest',
    route: `GET ${LOCAL}`,
    expect: adminOnly(200),
    request: () => ({ method: 'GET', url: `${LOCAL}?pageNo=0&pageSize=5` }),
  },
  {
    kind: 'rest',
    route: `POST ${LOCAL}`,
    expect: adminOnly(200),
    request: (t) => ({ method: 'POST', url: LOCAL, payload: localAdminBody(t) }),
  },
  {
    kind: 'rest',
    route: `PUT ${LOCAL}`,
    expect: adminOnly(200),
    request: async (t) => ({ method: 'PUT', url: LOCAL, payload: await adminUpdate(t, 'LOCAL_ADMIN') }),
  },
  {
    kind: 'rest',
    route: `POST ${LOCAL}/forcepasschange`,
    expect: adminOnly(200),
    request: async (t) => ({
      method: 'POST',
      url: `${LOCAL}/forcepasschange`,
      payload: { id: await newAccountId(t, 'LOCAL_ADMIN') },
    }),
  },
  {
    kind: 'rest',
    route: `DELETE ${LOCAL}`,
    expect: adminOnly(200),
    request: async (t) => ({ method: 'DELETE', url: `${LOCAL}?id=${await newAccountId(t, 'LOCAL_ADMIN')}` }),
  },
  {
    kind: 'rest',
    route: `DELETE ${LOCAL}/:id`,
    expect: adminOnly(200),
    request: async (t) => ({ method: 'DELETE', url: `${LOCAL}/${await newAccountId(t, 'LOCAL_ADMIN')}` }),
  },

  {
    kind: 'rest',
    route: `GET ${ADMIN}`,
    expect: adminOnly(200),
    request: () => ({ method: 'GET', url: `${ADMIN}?pageNo=0&pageSize=5` }),
  },
  {
    kind: 'rest',
    route: `POST ${ADMIN}`,
    expect: adminOnly(200),
    request: () => ({ method: 'POST', url: ADMIN, payload: adminBody() }),
  },
  {
    kind: 'rest',
    route: `PUT ${ADMIN}`,
    expect: adminOnly(200),
    request: async (t) => ({ method: 'PUT', url: ADMIN, payload: await adminUpdate(t, 'ADMIN') }),
  },
  {
    kind: 'rest',
    route: `DELETE ${ADMIN}`,
    expect: adminOnly(200),
    request: async (t) => ({ method: 'DELETE', url: `${ADMIN}?id=${await newAccountId(t, 'ADMIN')}` }),
  },
  {
    kind: 'rest',
    route: `DELETE ${ADMIN}/:id`,
    expect: adminOnly(200),
    request: async (t) => ({ method: 'DELETE', url: `${ADMIN}/${await newAccountId(t, 'ADMIN')}` }),
  },

  {
    kind: 'rest',
    route: 'GET /secured/api/admin/emails',
    expect: adminOnly(200),
    note: 'without a mail server the templates are logged as not sent',
    request: () => ({ method: 'GET', url: '/secured/api/admin/emails?locale=pl_PL' }),
  },

  { kind: 'rest', route: `GET ${REGIONS}`, expect: adminOnly(200), request: () => ({ method: 'GET', url: REGIONS }) },
  {
    kind: 'rest',
    route: `POST ${REGIONS}`,
    expect: adminOnly(200),
    request: () => ({
      method: 'POST',
      url: REGIONS,
      payload: { name: `authz-${randomUUID()}`, enabled: false, defaultLocale: GB },
    }),
  },
  {
    kind: 'rest',
    route: `DELETE ${REGIONS}`,
    expect: adminOnly(200),
    request: async (t) => ({ method: 'DELETE', url: `${REGIONS}?id=${await newRegion(t)}` }),
  },
  {
    kind: 'rest',
    route: `DELETE ${REGIONS}/:id`,
    expect: adminOnly(200),
    request: async (t) => ({ method: 'DELETE', url: `${REGIONS}/${await newRegion(t)}` }),
  },

  {
    kind: 'rest',
    route: `GET ${LANGUAGES}`,
    expect: adminOnly(200),
    request: () => ({ method: 'GET', url: LANGUAGES }),
  },
  {
    kind: 'rest',
    route: `GET ${LANGUAGES}/all`,
    expect: adminOnly(200),
    request: () => ({ method: 'GET', url: `${LANGUAGES}/all` }),
  },
  {
    kind: 'rest',
    route: `POST ${LANGUAGES}`,
    expect: adminOnly(200),
    note: 'adds pl_PL, already a system language (no change)',
    request: () => ({ method: 'POST', url: LANGUAGES, payload: { language: 'pl', country: 'PL' } }),
  },
  {
    kind: 'rest',
    route: `DELETE ${LANGUAGES}`,
    expect: adminOnly(200),
    request: async (t) => ({ method: 'DELETE', url: `${LANGUAGES}?id=${await spareLanguage(t)}` }),
  },
  {
    kind: 'rest',
    route: `DELETE ${LANGUAGES}/:id`,
    expect: adminOnly(200),
    request: async (t) => ({ method: 'DELETE', url: `${LANGUAGES}/${await spareLanguage(t)}` }),
  },

  {
    kind: 'rest',
    route: 'POST /secured/api/admin/audit',
    expect: adminOnly(200),
    request: () => ({
      method: 'POST',
      url: '/secured/api/admin/audit',
      payload: { pageNo: 0, pageSize: 5, hideSuccessfulLogins: true },
    }),
  },

  {
    kind: 'graphql',
    field: 'Query.localAdmins',
    expect: adminOnly(200),
    query: '{ localAdmins(pageSize: 5) { __typename } }',
  },
  { kind: 'graphql', field: 'Query.admins', expect: adminOnly(200), query: '{ admins(pageSize: 5) { __typename } }' },
  {
    kind: 'graphql',
    field: 'Mutation.createLocalAdmin',
    expect: adminOnly(200),
    query: 'mutation($input: LocalAdminInput!) { createLocalAdmin(input: $input) { __typename } }',
    variables: (t) => ({
      input: {
        email: email(),
        name: 'Authz',
        surname: 'Local',
        preferredLocale: 'en_GB',
        enabled: true,
        regionIds: [t.regionId],
        translationLocales: ['pl_PL'],
      },
    }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.updateLocalAdmin',
    expect: adminOnly(200),
    query: 'mutation($input: LocalAdminInput!) { updateLocalAdmin(input: $input) { __typename } }',
    variables: async (t) => ({ input: await gqlUpdate(t, 'LOCAL_ADMIN') }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.deleteLocalAdmin',
    expect: adminOnly(200),
    query: 'mutation($id: ID!) { deleteLocalAdmin(id: $id) }',
    variables: async (t) => ({ id: await newAccountId(t, 'LOCAL_ADMIN') }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.forceLocalAdminPasswordChange',
    expect: adminOnly(200),
    query: 'mutation($id: ID!) { forceLocalAdminPasswordChange(id: $id) }',
    variables: async (t) => ({ id: await newAccountId(t, 'LOCAL_ADMIN') }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.createAdmin',
    expect: adminOnly(200),
    query: 'mutation($input: AdminAccountInput!) { createAdmin(input: $input) { __typename } }',
    variables: () => ({
      input: { email: email(), name: 'Authz', surname: 'Admin', preferredLocale: 'en_GB', enabled: true },
    }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.updateAdmin',
    expect: adminOnly(200),
    query: 'mutation($input: AdminAccountInput!) { updateAdmin(input: $input) { __typename } }',
    variables: async (t) => ({ input: await gqlUpdate(t, 'ADMIN') }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.deleteAdmin',
    expect: adminOnly(200),
    query: 'mutation($id: ID!) { deleteAdmin(id: $id) }',
    variables: async (t) => ({ id: await newAccountId(t, 'ADMIN') }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.sendTestEmails',
    expect: adminOnly(200),
    query: 'mutation { sendTestEmails(locale: "pl_PL") }',
  },

  { kind: 'graphql', field: 'Query.regions', expect: adminOnly(200), query: '{ regions { __typename } }' },
  {
    kind: 'graphql',
    field: 'Mutation.saveRegion',
    expect: adminOnly(200),
    query: 'mutation($input: RegionInput!) { saveRegion(input: $input) { __typename } }',
    variables: () => ({ input: { name: `authz-${randomUUID()}`, enabled: false, defaultLocale: 'en_GB' } }),
  },
  {
    kind: 'graphql',
    field: 'Mutation.deleteRegion',
    expect: adminOnly(200),
    query: 'mutation($id: Int!) { deleteRegion(id: $id) }',
    variables: async (t) => ({ id: await newRegion(t) }),
  },

  {
    kind: 'graphql',
    field: 'Query.systemLanguages',
    expect: adminOnly(200),
    query: '{ systemLanguages { __typename } }',
  },
  { kind: 'graphql', field: 'Query.allLanguages', expect: adminOnly(200), query: '{ allLanguages { __typename } }' },
  {
    kind: 'graphql',
    field: 'Mutation.addSystemLanguage',
    expect: adminOnly(200),
    note: 'pl_PL, already a system language',
    query: 'mutation { addSystemLanguage(input: { language: "pl", country: "PL" }) { __typename } }',
  },
  {
    kind: 'graphql',
    field: 'Mutation.removeSystemLanguage',
    expect: adminOnly(200),
    query: 'mutation($id: ID!) { removeSystemLanguage(id: $id) }',
    variables: async (t) => ({ id: await spareLanguage(t) }),
  },

  {
    kind: 'graphql',
    field: 'Query.auditEvents',
    expect: adminOnly(200),
    query: '{ auditEvents(filter: { pageSize: 5, hideSuccessfulLogins: true }) { events { userName } } }',
  },
];
