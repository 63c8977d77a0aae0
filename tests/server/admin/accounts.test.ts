import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { startSmtp } from '../../support/smtp.js';
import { demoRegions, keysOf, sqlOf, statementsOf, type Regions, type Sql } from '../local-admin/fixtures.js';

let t: TestApp;
let sql: Sql;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let r: Regions;
let admin: string;
let localAdmin: string;
let editor: string;
let user: string;
let adminId: string;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL: 'https://app.example.test' });
  sql = sqlOf(t);
  r = await demoRegions(sql);
  [admin, localAdmin, editor, user] = await Promise.all(
    ['admin@example.com', 'local.admin@example.com', 'editor@example.com', 'user@example.com'].map((e) =>
      loginToken(t.app, e),
    ),
  );
  adminId = (await sql<{ id: string }>(`select id from account where email = 'admin@example.com'`))[0]!.id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const LOCAL = '/secured/api/admin/local-admin';
const ADMIN = '/secured/api/admin/admin';
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', token: string | null, url: string, payload?: unknown) => {
  const options = { method, url, ...(payload === undefined ? {} : { payload: payload as object }) };
  return t.app.inject(token ? withToken(token, options) : options);
};
const audits = (event: string) =>
  sql<{ username: string; message: string }>('select username, message from audit_event where event = ? order by id', [
    event,
  ]);
const forbiddenForOthers = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
  expect(await send(method, null, url, payload)).toHaveStatus(401);
  for (const token of [localAdmin, editor, user]) expect(await send(method, token, url, payload)).toHaveStatus(403);
};

const newLocalAdmin = (email: string, overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  credentialsNonExpired: true,
  version: 0,
  kokoBaseUser: {
    id: 'new',
    email,
    name: 'Lara',
    surname: 'Lokal',
    preferredLocale: { language: 'de', country: 'DE' },
    fallbackLocale: { language: 'de', country: 'DE' },
  },
  regions: [{ id: r.deutschland, name: 'Deutschland' }],
  translationLanguages: [{ language: 'de', country: 'DE' }],
  ...overrides,
});

describe('local admins (REST)', () => {
  it('lists local admins in the spec shape; ADMIN only', async () => {
    await forbiddenForOthers('GET', LOCAL);
    expect(await send('GET', admin, `${LOCAL}?pageSize=0`)).toHaveStatus(400);
    const page = (await send('GET', admin, LOCAL)).json();
    expect(page.totalPages).toBe(1);
    const lena = page.localAdmins.find(
      (a: { kokoBaseUser: { email: string } }) => a.kokoBaseUser.email === 'local.admin@example.com',
    );
    expect(lena).toEqual({
      enabled: true,
      credentialsNonExpired: true,
      version: expect.any(Number),
      kokoBaseUser: expect.objectContaining({
        email: 'local.admin@example.com',
        preferredLocale: { language: 'pl', country: 'PL' },
      }),
      regions: [
        {
          id: r.deutschland,
          name: 'Deutschland',
          enabled: true,
          defaultLocale: { language: 'de', country: 'DE' },
          version: expect.any(Number),
        },
        {
          id: r.polska,
          name: 'Polska',
          enabled: true,
          defaultLocale: { language: 'pl', country: 'PL' },
          version: expect.any(Number),
        },
      ],
      translationLanguages: [
        { language: 'pl', country: 'PL' },
        { language: 'de', country: 'DE' },
      ],
    });
    expect((await send('GET', admin, `${LOCAL}?search=zzzz`)).json()).toMatchObject({ localAdmins: [], totalPages: 0 });
  });

  it('creates a local admin with a set-password e-mail in their language, audited CREATE_ADMIN', async () => {
    await forbiddenForOthers('POST', LOCAL, newLocalAdmin('la1@example.com'));
    expect(keysOf((await send('POST', admin, LOCAL, newLocalAdmin('bad'))).json())).toEqual(['VALIDATION_EMAIL']);
    expect(
      keysOf((await send('POST', admin, LOCAL, newLocalAdmin('la1@example.com', { regions: [{ id: 99999 }] }))).json()),
    ).toEqual(['VALIDATION_INVALID_ID']);
    expect(
      keysOf((await send('POST', admin, LOCAL, newLocalAdmin('la1@example.com', { roles: ['ADMIN'] }))).json()),
    ).toEqual(['VALIDATION_UNKNOWN_FIELD']);
    expect((await sql(`select 1 from account where email = 'la1@example.com'`)).length).toBe(0);
    const res = await send('POST', admin, LOCAL, newLocalAdmin('la1@example.com'));
    expect(res).toHaveStatus(200);
    expect(res.json()).toMatchObject({
      regions: [{ id: r.deutschland }],
      translationLanguages: [{ language: 'de', country: 'DE' }],
      kokoBaseUser: { email: 'la1@example.com' },
    });
    const mail = await smtp.waitFor('la1@example.com');
    expect(mail.text).toContain('https://app.example.test/user/forgotten-password/');
    const de = (
      await sql<{ value: string }>(
        `select value from text_source where key = 'EMAIL_SET_PASSWORD_SUBJECT' and locale = 'de_DE'`,
      )
    )[0]!.value;
    expect(mail.subject).toBe(de.replace(/\{\{\w+\}\}/g, (m) => m));
    expect(await send('POST', admin, LOCAL, newLocalAdmin('la1@example.com'))).toHaveStatus(409);
    expect((await audits('CREATE_ADMIN')).filter((a) => a.message === 'LOCAL_ADMIN la1@example.com')).toHaveLength(1);
  });

  it('updates with version, forces a password change, deletes', async () => {
    const created = (await send('POST', admin, LOCAL, newLocalAdmin('la2@example.com'))).json();
    const id = created.kokoBaseUser.id as string;
    const body = {
      id,
      name: 'Lara',
      surname: 'Neu',
      customerId: null,
      phoneNo: null,
      companyName: null,
      preferredLocale: { language: 'pl', country: 'PL' },
      fallbackLocale: { language: 'en', country: 'GB' },
      enabled: true,
      version: created.version,
      baseVersion: created.version,
      regions: [{ id: r.polska }],
      translationLanguages: [{ language: 'pl', country: 'PL' }],
    };
    await forbiddenForOthers('PUT', LOCAL, body);
    expect(
      keysOf((await send('PUT', admin, LOCAL, { ...body, fallbackLocale: { language: 'pl', country: 'PL' } })).json()),
    ).toEqual(['USER_FALLBACK_SAME_AS_PREFERRED']);
    expect(await send('PUT', admin, LOCAL, { ...body, id: adminId })).toHaveStatus(404);
    const updated = await send('PUT', admin, LOCAL, body);
    expect(updated).toHaveStatus(200);
    expect(updated.json()).toMatchObject({
      regions: [{ id: r.polska }],
      translationLanguages: [{ language: 'pl', country: 'PL' }],
      kokoBaseUser: { surname: 'Neu' },
    });
    expect(await send('PUT', admin, LOCAL, body)).toHaveStatus(409);

    await forbiddenForOthers('POST', `${LOCAL}/forcepasschange`, { id });
    expect(await send('POST', admin, `${LOCAL}/forcepasschange`, { id: 'x' })).toHaveStatus(400);
    expect(await send('POST', admin, `${LOCAL}/forcepasschange`, { id: adminId })).toHaveStatus(404);
    expect((await send('POST', admin, `${LOCAL}/forcepasschange`, { id })).json()).toBe(true);
    expect(
      (
        await sql<{ credentials_non_expired: boolean }>('select credentials_non_expired from account where id = ?', [
          id,
        ])
      )[0]!.credentials_non_expired,
    ).toBe(false);

    await forbiddenForOthers('DELETE', `${LOCAL}/${id}`);
    expect(await send('DELETE', admin, `${LOCAL}/nope`)).toHaveStatus(400);
    expect(await send('DELETE', admin, `${LOCAL}/${adminId}`)).toHaveStatus(404);
    expect((await send('DELETE', admin, `${LOCAL}?id=${id}`)).json()).toBe(true);
    expect((await sql('select 1 from account where id = ?', [id])).length).toBe(0);
  });

  it('lists with the same number of statements for 1 and 12 local admins', async () => {
    for (let i = 0; i < 12; i++)
      expect(await send('POST', admin, LOCAL, newLocalAdmin(`bulk${i}@example.com`))).toHaveStatus(200);
    const one = await statementsOf(t, () => send('GET', admin, `${LOCAL}?pageSize=1&search=bulk`));
    const many = await statementsOf(t, () => send('GET', admin, `${LOCAL}?pageSize=12&search=bulk`));
    expect(many).toBe(one);
  });
});

describe('admins (REST)', () => {
  const newAdmin = (email: string, overrides: Record<string, unknown> = {}) => ({
    enabled: true,
    credentialsNonExpired: true,
    version: 0,
    kokoBaseUser: {
      id: 'new',
      email,
      name: 'Ada',
      surname: 'Admin',
      preferredLocale: { language: 'en', country: 'GB' },
    },
    ...overrides,
  });

  it('lists, creates (CREATE_ADMIN, mail), refuses self delete and self disable, deletes another admin', async () => {
    await forbiddenForOthers('GET', ADMIN);
    const page = (await send('GET', admin, ADMIN)).json();
    expect(page.admins.map((a: { kokoBaseUser: { email: string } }) => a.kokoBaseUser.email)).toContain(
      'admin@example.com',
    );
    expect(page.admins[0]).not.toHaveProperty('regions');
    await forbiddenForOthers('POST', ADMIN, newAdmin('ad1@example.com'));
    expect(keysOf((await send('POST', admin, ADMIN, newAdmin('ad1@example.com', { regions: [] }))).json())).toEqual([
      'VALIDATION_UNKNOWN_FIELD',
    ]);
    const created = await send('POST', admin, ADMIN, newAdmin('ad1@example.com'));
    expect(created).toHaveStatus(200);
    await smtp.waitFor('ad1@example.com');
    expect((await audits('CREATE_ADMIN')).filter((a) => a.message === 'ADMIN ad1@example.com')).toEqual([
      { username: 'admin@example.com', message: 'ADMIN ad1@example.com' },
    ]);

    const self = await send('DELETE', admin, `${ADMIN}/${adminId}`);
    expect(self).toHaveStatus(400);
    expect(keysOf(self.json())).toEqual(['ERROR_CANNOT_DELETE_OR_DISABLE_SELF']);
    const me = page.admins.find(
      (a: { kokoBaseUser: { email: string } }) => a.kokoBaseUser.email === 'admin@example.com',
    );
    const disableSelf = await send('PUT', admin, ADMIN, {
      id: adminId,
      preferredLocale: { language: 'en', country: 'GB' },
      enabled: false,
      version: me.version,
    });
    expect(keysOf(disableSelf.json())).toEqual(['ERROR_CANNOT_DELETE_OR_DISABLE_SELF']);
    // Lena is a local admin, not an admin: 404 here.
    const lenaId = (await sql<{ id: string }>(`select id from account where email = 'local.admin@example.com'`))[0]!.id;
    expect(await send('DELETE', admin, `${ADMIN}/${lenaId}`)).toHaveStatus(404);
    const otherId = created.json().kokoBaseUser.id as string;
    await forbiddenForOthers('DELETE', `${ADMIN}/${otherId}`);
    expect((await send('DELETE', admin, `${ADMIN}/${otherId}`)).json()).toBe(true);
    expect((await audits('ADMIN_DELETE_USER_DATA')).filter((a) => a.message === 'ADMIN ad1@example.com')).toHaveLength(
      1,
    );
  });
});

describe('local admins and admins (GraphQL)', () => {
  const LIST =
    'query { localAdmins(search: "local.admin") { totalPages localAdmins { email regionIds translationLocales regions { name } } } admins { admins { email } } }';
  it('walks 401, 403 and answers ADMIN', async () => {
    expect((await gql(t.app, LIST)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    for (const token of [localAdmin, editor, user])
      expect((await gql(t.app, LIST, {}, token)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const res = await gql<{
      localAdmins: { localAdmins: Array<{ email: string; regions: Array<{ name: string }> }> };
      admins: { admins: Array<{ email: string }> };
    }>(t.app, LIST, {}, admin);
    expect(res.errors).toBeUndefined();
    const lena = res.data!.localAdmins.localAdmins.find((a) => a.email === 'local.admin@example.com')!;
    expect(lena.regions.map((x) => x.name).sort()).toEqual(['Deutschland', 'Polska']);
    expect(res.data!.admins.admins.map((a) => a.email)).toContain('admin@example.com');
  });

  it('creates, updates, forces a change and deletes a local admin', async () => {
    const create = `mutation($input: LocalAdminInput!) { createLocalAdmin(input: $input) { id version regionIds } }`;
    const input = {
      email: 'gql.la@example.com',
      preferredLocale: 'en_GB',
      regionIds: [r.uk],
      translationLocales: ['en_GB'],
    };
    expect((await gql(t.app, create, { input }, user)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(
      (await gql(t.app, create, { input: { ...input, email: 'x' } }, admin)).errors?.[0]?.extensions.errorDataList[0]
        ?.translationKey,
    ).toBe('VALIDATION_EMAIL');
    const made = await gql<{ createLocalAdmin: { id: string; version: number; regionIds: number[] } }>(
      t.app,
      create,
      { input },
      admin,
    );
    expect(made.data!.createLocalAdmin.regionIds).toEqual([r.uk]);
    const { id, version } = made.data!.createLocalAdmin;
    const update = `mutation($input: LocalAdminInput!) { updateLocalAdmin(input: $input) { translationLocales regionIds } }`;
    const updated = await gql<{ updateLocalAdmin: { translationLocales: string[]; regionIds: number[] } }>(
      t.app,
      update,
      { input: { id, version, preferredLocale: 'en_GB', translationLocales: ['en_GB', 'fr_FR'] } },
      admin,
    );
    // Lists left out keep what the account has.
    expect(updated.data!.updateLocalAdmin).toEqual({ translationLocales: ['en_GB', 'fr_FR'], regionIds: [r.uk] });
    expect(
      (
        await gql<{ forceLocalAdminPasswordChange: boolean }>(
          t.app,
          `mutation($id: ID!) { forceLocalAdminPasswordChange(id: $id) }`,
          { id },
          admin,
        )
      ).data!.forceLocalAdminPasswordChange,
    ).toBe(true);
    expect(
      (await gql(t.app, `mutation($id: ID!) { deleteAdmin(id: $id) }`, { id }, admin)).errors?.[0]?.extensions.code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await gql<{ deleteLocalAdmin: boolean }>(
          t.app,
          `mutation($id: ID!) { deleteLocalAdmin(id: $id) }`,
          { id },
          admin,
        )
      ).data!.deleteLocalAdmin,
    ).toBe(true);
  });
});
