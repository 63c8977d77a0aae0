import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, decodeJwtPayload, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { startSmtp } from '../../support/smtp.js';
import { demoRegions, insertUsers, keysOf, sqlOf, statementsOf, type Regions, type Sql } from './fixtures.js';

let t: TestApp;
let sql: Sql;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let r: Regions;
let localAdmin: string;
let admin: string;
let user: string;
let editor: string;
let plUserId: string;
let ukUserId: string;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL: 'https://app.example.test' });
  sql = sqlOf(t);
  r = await demoRegions(sql);
  [localAdmin, admin, user, editor] = await Promise.all(
    ['local.admin@example.com', 'admin@example.com', 'user@example.com', 'editor@example.com'].map((e) =>
      loginToken(t.app, e),
    ),
  );
  const idOf = async (email: string) =>
    (await sql<{ id: string }>('select id from account where email = ?', [email]))[0]!.id;
  plUserId = await idOf('user@example.com');
  ukUserId = await idOf('user.uk@example.com');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const BASE = '/secured/api/local-admin/user';
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', token: string | null, url: string, payload?: unknown) =>
  t.app.inject(
    token
      ? withToken(token, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) })
      : { method, url, ...(payload === undefined ? {} : { payload: payload as object }) },
  );
const audits = (event: string) =>
  sql<{ username: string; message: string }>('select username, message from audit_event where event = ? order by id', [
    event,
  ]);
const accountOf = async (id: string) =>
  (await sql<Record<string, unknown>>('select * from account where id = ?', [id]))[0];

function editBody(id: string, version: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: 'Urszula',
    surname: 'Nowak-Zmieniona',
    customerId: 'PL-1',
    phoneNo: '+48 1',
    companyName: 'Gabinet',
    preferredLocale: { language: 'pl', country: 'PL' },
    fallbackLocale: { language: 'de', country: 'DE' },
    enabled: true,
    regionId: r.polska,
    version,
    baseVersion: version,
    ...overrides,
  };
}

describe('GET /secured/api/local-admin/user', () => {
  it('walks 401, 400, 403, then lists the users of the caller’s regions in the spec’s record shape', async () => {
    expect(await send('GET', null, BASE)).toHaveStatus(401);
    expect(await send('GET', localAdmin, `${BASE}?pageSize=50`)).toHaveStatus(400);
    expect(await send('GET', user, BASE)).toHaveStatus(403);
    expect(await send('GET', editor, BASE)).toHaveStatus(403);
    const mine = (await send('GET', localAdmin, `${BASE}?pageSize=49`)).json();
    expect(mine.users.map((u: { kokoBaseUser: { email: string } }) => u.kokoBaseUser.email)).toEqual([
      'user@example.com',
    ]);
    expect(mine.totalPages).toBe(1);
    expect(mine.users[0]).toEqual({
      kokoBaseUser: expect.objectContaining({
        id: plUserId,
        email: 'user@example.com',
        name: 'Urszula',
        preferredLocale: { language: 'pl', country: 'PL' },
        fallbackLocale: { language: 'en', country: 'GB' },
        version: expect.any(Number),
        pdfUserInfo: expect.objectContaining({ companyName: 'Gabinet Urody Róża' }),
      }),
      enabled: true,
      credentialsNonExpired: true,
      region: {
        id: r.polska,
        name: 'Polska',
        defaultLocale: { language: 'pl', country: 'PL' },
        enabled: true,
        version: expect.any(Number),
      },
      version: expect.any(Number),
    });
    const all = (await send('GET', admin, `${BASE}?pageSize=49`)).json();
    const emails = all.users.map((u: { kokoBaseUser: { email: string } }) => u.kokoBaseUser.email);
    expect(emails).toEqual(expect.arrayContaining(['user@example.com', 'user.uk@example.com']));
    expect(emails).not.toContain('admin@example.com');
    expect(emails).not.toContain('local.admin@example.com');
    expect((await send('GET', localAdmin, `${BASE}?search=uma`)).json()).toMatchObject({ users: [], totalPages: 0 });
    expect(
      (await send('GET', admin, `${BASE}?search=BLOOM`))
        .json()
        .users.map((u: { kokoBaseUser: { email: string } }) => u.kokoBaseUser.email),
    ).toEqual(['user.uk@example.com']);
  });
});

describe('POST /secured/api/local-admin/user/new', () => {
  const body = (overrides: Record<string, unknown> = {}, base: Record<string, unknown> = {}) => ({
    credentialsNonExpired: true,
    enabled: true,
    kokoBaseUser: {
      id: 'new',
      email: 'neu@example.com',
      name: 'Nina',
      surname: 'Neu',
      preferredLocale: { language: 'de', country: 'DE' },
      fallbackLocale: { language: 'de', country: 'DE' },
      ...base,
    },
    region: { id: r.deutschland, name: 'Deutschland' },
    version: 0,
    ...overrides,
  });

  it('walks 401, 400, 403 for the wrong role or region, 409 for a taken address', async () => {
    expect(await send('POST', null, `${BASE}/new`, body())).toHaveStatus(401);
    expect(keysOf((await send('POST', localAdmin, `${BASE}/new`, body({}, { email: 'bad' }))).json())).toEqual([
      'VALIDATION_EMAIL',
    ]);
    expect(
      keysOf(
        (
          await send('POST', localAdmin, `${BASE}/new`, body({}, { preferredLocale: 'pl_PL', fallbackLocale: 'pl_PL' }))
        ).json(),
      ),
    ).toEqual(['USER_FALLBACK_SAME_AS_PREFERRED']);
    expect(keysOf((await send('POST', localAdmin, `${BASE}/new`, body({ region: null }))).json())).toEqual([
      'VALIDATION_REQUIRED',
    ]);
    expect(keysOf((await send('POST', localAdmin, `${BASE}/new`, body({ roles: ['ADMIN'] }))).json())).toEqual([
      'VALIDATION_UNKNOWN_FIELD',
    ]);
    expect(await send('POST', user, `${BASE}/new`, body())).toHaveStatus(403);
    const foreign = await send('POST', localAdmin, `${BASE}/new`, body({ region: { id: r.uk } }));
    expect(foreign).toHaveStatus(403);
    expect(keysOf(foreign.json())).toEqual(['ERROR_REGION_NOT_MANAGED']);
    expect((await sql(`select 1 from account where email = 'neu@example.com'`)).length).toBe(0);
    const taken = await send('POST', localAdmin, `${BASE}/new`, body({}, { email: 'User@example.com' }));
    expect(taken).toHaveStatus(409);
    expect(keysOf(taken.json())).toEqual(['ERROR_USER_EMAIL_TAKEN']);
  });

  it('creates the user and mails a set-password link in their language; audits once', async () => {
    const res = await send('POST', localAdmin, `${BASE}/new`, body());
    expect(res).toHaveStatus(200);
    expect(res.json()).toMatchObject({
      kokoBaseUser: { email: 'neu@example.com', preferredLocale: { language: 'de', country: 'DE' } },
      region: { name: 'Deutschland', defaultLocale: { language: 'de', country: 'DE' } },
      enabled: true,
    });
    const mail = await smtp.waitFor('neu@example.com');
    expect(mail.subject).toBe('Ihr Konto ist bereit: Wählen Sie Ihr Passwort');
    expect(mail.text).toMatch(/https:\/\/app\.example\.test\/user\/forgotten-password\/[\w-]{20,}/);
    expect(await audits('ADMIN_CREATE_NEW_USER')).toEqual([
      { username: 'local.admin@example.com', message: 'user@example.com' },
      { username: 'local.admin@example.com', message: 'neu@example.com' },
    ]);
    expect(await audits('ADMIN_CREATE_NEW_USER_SUCCESS')).toEqual([
      { username: 'local.admin@example.com', message: 'neu@example.com' },
    ]);
  });
});

describe('PUT /secured/api/local-admin/user', () => {
  it('walks 401, 400, 403, 404 for another region’s user, 403 for moving into one, 409 when stale', async () => {
    const version = Number((await accountOf(plUserId))!.version);
    expect(await send('PUT', null, BASE, editBody(plUserId, version))).toHaveStatus(401);
    expect(
      keysOf((await send('PUT', localAdmin, BASE, editBody(plUserId, version, { fallbackLocale: 'pl_PL' }))).json()),
    ).toEqual(['USER_FALLBACK_SAME_AS_PREFERRED']);
    expect(await send('PUT', user, BASE, editBody(plUserId, version))).toHaveStatus(403);
    const ukVersion = Number((await accountOf(ukUserId))!.version);
    const foreign = await send('PUT', localAdmin, BASE, editBody(ukUserId, ukVersion, { regionId: r.polska }));
    expect(foreign).toHaveStatus(404);
    expect(foreign.body).not.toMatch(/uma|hughes|bloom/i);
    expect(await send('PUT', localAdmin, BASE, editBody(plUserId, version, { regionId: r.uk }))).toHaveStatus(403);
    expect(await send('PUT', localAdmin, BASE, editBody(plUserId, version + 5))).toHaveStatus(409);
    expect(await send('PUT', localAdmin, BASE, editBody(plUserId, version, { baseVersion: version - 1 }))).toHaveStatus(
      409,
    );
    expect((await accountOf(plUserId))!.surname).toBe('Nowak');
    expect((await accountOf(ukUserId))!.region_id).toBe(r.uk);
  });

  it('saves the details, audits once, and disabling revokes the user’s tokens', async () => {
    const before = await loginToken(t.app, 'user@example.com');
    const version = Number((await accountOf(plUserId))!.version);
    const res = await send('PUT', localAdmin, BASE, editBody(plUserId, version, { regionId: r.deutschland }));
    expect(res).toHaveStatus(200);
    expect(res.json()).toMatchObject({
      kokoBaseUser: { surname: 'Nowak-Zmieniona', fallbackLocale: { language: 'de', country: 'DE' } },
      region: { name: 'Deutschland' },
    });
    expect(await send('GET', before, '/secured/api/user')).toHaveStatus(200);
    const disabled = await send(
      'PUT',
      localAdmin,
      BASE,
      editBody(plUserId, res.json().version, { enabled: false, regionId: r.polska }),
    );
    expect(disabled).toHaveStatus(200);
    expect(await send('GET', before, '/secured/api/user')).toHaveStatus(401);
    expect(await audits('ADMIN_UPDATE_USER_DATA_SUCCESS')).toEqual([
      { username: 'local.admin@example.com', message: 'user@example.com' },
      { username: 'local.admin@example.com', message: 'user@example.com' },
    ]);
    await send('PUT', localAdmin, BASE, editBody(plUserId, disabled.json().version, { enabled: true }));
  });
});

describe('POST /secured/api/local-admin/user/forcepasschange', () => {
  it('walks 401, 400, 403, 404, then revokes tokens and makes the next login change the password', async () => {
    const url = `${BASE}/forcepasschange`;
    expect(await send('POST', null, url, { id: plUserId })).toHaveStatus(401);
    expect(await send('POST', localAdmin, url, { id: 'x' })).toHaveStatus(400);
    expect(await send('POST', editor, url, { id: plUserId })).toHaveStatus(403);
    expect(await send('POST', localAdmin, url, { id: ukUserId })).toHaveStatus(404);
    expect((await accountOf(ukUserId))!.credentials_non_expired).toBe(true);
    const before = await loginToken(t.app, 'user@example.com');
    const ok = await send('POST', localAdmin, url, { id: plUserId });
    expect(ok).toHaveStatus(200);
    expect(await send('GET', before, '/secured/api/user')).toHaveStatus(401);
    const next = await loginToken(t.app, 'user@example.com');
    expect(decodeJwtPayload(next).mustResetPassword).toBe(true);
    const blocked = await send('GET', next, '/secured/api/user');
    expect(blocked).toHaveStatus(403);
    expect(keysOf(blocked.json())).toEqual(['ERROR_PASSWORD_CHANGE_REQUIRED']);
    const listed = (await send('GET', localAdmin, `${BASE}?search=user@example.com`)).json().users[0];
    expect(listed.credentialsNonExpired).toBe(false);
  });
});

describe('DELETE /secured/api/local-admin/user', () => {
  it('walks 401, 400, 403, 404, tells the program count, then deletes account, programs and PDFs at once', async () => {
    const [victim] = await insertUsers(sql, r.polska, 1, 'victim');
    await sql(
      `insert into skin_care_program (id, owner_id, created_date, modified_date, version) select gen_random_uuid(), ?, now(), now(), 1 from generate_series(1, 3)`,
      [victim],
    );
    await sql(
      `insert into pdf_document (id, program_id, options, bytes, created_date) select gen_random_uuid(), id, '{}', '\\x25504446', now() from skin_care_program where owner_id = ?`,
      [victim],
    );
    expect(await send('DELETE', null, `${BASE}?id=${victim}`)).toHaveStatus(401);
    expect(await send('DELETE', localAdmin, `${BASE}?id=nope`)).toHaveStatus(400);
    const appUser = await loginToken(t.app, 'user.uk@example.com');
    expect(await send('DELETE', appUser, `${BASE}?id=${victim}`)).toHaveStatus(403);
    expect(await send('DELETE', localAdmin, `${BASE}?id=${ukUserId}`)).toHaveStatus(404);
    expect(await accountOf(ukUserId)).toBeDefined();

    const count = await gql<{ managedUser: { programCount: number } }>(
      t.app,
      'query($id: ID!) { managedUser(id: $id) { programCount } }',
      { id: victim },
      localAdmin,
    );
    expect(count.data!.managedUser.programCount).toBe(3);
    const foreign = await gql(
      t.app,
      'query($id: ID!) { managedUser(id: $id) { programCount } }',
      { id: ukUserId },
      localAdmin,
    );
    expect(foreign.errors![0]!.extensions.code).toBe('NOT_FOUND');

    const res = await send('DELETE', localAdmin, `${BASE}/${victim}`);
    expect(res).toHaveStatus(200);
    expect(res.json()).toBe(true);
    expect(await accountOf(victim)).toBeUndefined();
    expect(await sql('select 1 from skin_care_program where owner_id = ?', [victim])).toHaveLength(0);
    expect(
      await sql(`select 1 from pdf_document d left join skin_care_program p on p.id = d.program_id where p.id is null`),
    ).toHaveLength(0);
    expect(await audits('ADMIN_DELETE_USER_DATA')).toEqual([
      { username: 'local.admin@example.com', message: 'victim1@example.com (3 programs)' },
    ]);
  });
});

describe('GraphQL managed users', () => {
  const PAGE =
    'query($size: Int, $search: String) { managedUsers(pageSize: $size, search: $search) { totalPages users { id email credentialsNonExpired programCount region { id name defaultLocale } } } }';

  it('walks the ladder for queries and mutations', async () => {
    expect((await gql(t.app, PAGE, {})).errors![0]!.extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(t.app, PAGE, { size: 0 }, localAdmin)).errors![0]!.extensions.code).toBe('BAD_REQUEST');
    expect((await gql(t.app, PAGE, {}, editor)).errors![0]!.extensions.code).toBe('FORBIDDEN');
    // GraphQL keeps the "ll_CC" locale where REST gives { language, country }.
    const listed = await gql<{ managedUsers: { users: Array<{ region: { defaultLocale: string } | null }> } }>(
      t.app,
      PAGE,
      {},
      localAdmin,
    );
    expect(listed.data!.managedUsers.users[0]!.region!.defaultLocale).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    const update = 'mutation($i: ManagedUserUpdateInput!) { updateManagedUser(input: $i) { id surname } }';
    const ukVersion = Number((await accountOf(ukUserId))!.version);
    const foreign = await gql(
      t.app,
      update,
      { i: { id: ukUserId, preferredLocale: 'en_GB', enabled: true, regionId: r.uk, version: ukVersion } },
      localAdmin,
    );
    expect(foreign.errors![0]!.extensions.code).toBe('NOT_FOUND');
    const foreignSameRegion = await gql(
      t.app,
      update,
      { i: { id: ukUserId, preferredLocale: 'en_GB', enabled: true, regionId: r.polska, version: ukVersion } },
      localAdmin,
    );
    expect(foreignSameRegion.errors![0]!.extensions.code).toBe('NOT_FOUND');
    const force = await gql(
      t.app,
      'mutation($id: ID!) { forceManagedUserPasswordChange(id: $id) }',
      { id: ukUserId },
      localAdmin,
    );
    expect(force.errors![0]!.extensions.code).toBe('NOT_FOUND');
    const del = await gql(t.app, 'mutation($id: ID!) { deleteManagedUser(id: $id) }', { id: ukUserId }, localAdmin);
    expect(del.errors![0]!.extensions.code).toBe('NOT_FOUND');
    const created = await gql<{ createManagedUser: { email: string; region: { name: string } } }>(
      t.app,
      'mutation($i: ManagedUserCreateInput!) { createManagedUser(input: $i) { email region { name } } }',
      { i: { email: 'gql.user@example.com', preferredLocale: 'en_GB', regionId: r.uk } },
      admin,
    );
    expect(created.data!.createManagedUser).toEqual({
      email: 'gql.user@example.com',
      region: { name: 'United Kingdom' },
    });
    expect((await smtp.waitFor('gql.user@example.com')).subject).toBe('Your account is ready: choose your password');
  });

  it('loads regions and program counts with the same number of statements for 10 and 40 users', async () => {
    await insertUsers(sql, r.deutschland, 25, 'de-many');
    await insertUsers(sql, r.polska, 25, 'pl-many');
    const countFor = async (size: number) => {
      await gql(t.app, PAGE, { size }, localAdmin);
      return statementsOf(t, async () => {
        const res = await gql<{ managedUsers: { users: unknown[] } }>(t.app, PAGE, { size }, localAdmin);
        expect(res.data!.managedUsers.users).toHaveLength(size);
      });
    };
    const ten = await countFor(10);
    expect(await countFor(40)).toBe(ten);
    expect(ten).toBeLessThanOrEqual(4);
  });
});

describe('search counts', () => {
  it('stop at the cap for frequent terms and say so; exact below it', async () => {
    await insertUsers(sql, r.polska, 1001, 'frequent');
    const capped = (await send('GET', admin, `${BASE}?search=frequent&pageSize=10`)).json();
    expect(capped).toMatchObject({ totalElements: 500, totalPages: 50, totalCapped: true });
    expect(capped.users).toHaveLength(10);
    expect(capped.users[0].kokoBaseUser.email).toBe('frequent1@example.com');
    const short = (await send('GET', admin, `${BASE}?search=fr&pageSize=10`)).json();
    expect(short).toMatchObject({ totalElements: 200, totalPages: 20, totalCapped: true });
    const exact = (await send('GET', admin, `${BASE}?search=frequent100&pageSize=10`)).json();
    // frequent100, frequent1000, frequent1001
    expect(exact).toMatchObject({ totalElements: 3, totalPages: 1, totalCapped: false });
    expect(exact.users.map((u: { kokoBaseUser: { email: string } }) => u.kokoBaseUser.email)).toEqual([
      'frequent100@example.com',
      'frequent1000@example.com',
      'frequent1001@example.com',
    ]);
    const all = (await send('GET', admin, `${BASE}?pageSize=10`)).json();
    expect(all.totalCapped).toBe(false);
    expect(all.totalElements).toBeGreaterThan(1001);
    // Beyond the rows the sort order is walked for (substring-search.ts): all matches, sorted.
    const deep = (await send('GET', admin, `${BASE}?search=frequent&pageSize=10&pageNo=60`)).json();
    expect(deep.users.map((u: { kokoBaseUser: { email: string } }) => u.kokoBaseUser.email)).toEqual(
      Array.from({ length: 10 }, (_, i) => `frequent${601 + i}@example.com`),
    );
  });

  it('finds the first page of a frequent term whose matches all sort last, only in the caller’s regions', async () => {
    // More rows sort before the matches than the sort-order walk reads, so the page comes from all matches.
    await insertUsers(sql, r.polska, 1100, 'aaafiller');
    await insertUsers(sql, r.uk, 20, 'zyclustera'); // sorts before the Polish ones, not the caller's
    await insertUsers(sql, r.polska, 1001, 'zyclusterb');
    const emails = (body: { users: { kokoBaseUser: { email: string } }[] }) =>
      body.users.map((u) => u.kokoBaseUser.email);
    const first = (await send('GET', localAdmin, `${BASE}?search=ycluster&pageSize=10`)).json();
    expect(first).toMatchObject({ totalElements: 500, totalCapped: true });
    expect(emails(first)).toEqual(Array.from({ length: 10 }, (_, i) => `zyclusterb${i + 1}@example.com`));
    const second = (await send('GET', localAdmin, `${BASE}?search=YCLUSTER&pageSize=10&pageNo=1`)).json();
    expect(emails(second)).toEqual(Array.from({ length: 10 }, (_, i) => `zyclusterb${i + 11}@example.com`));
    const withUk = (await send('GET', admin, `${BASE}?search=ycluster&pageSize=10`)).json();
    expect(emails(withUk)).toEqual(Array.from({ length: 10 }, (_, i) => `zyclustera${i + 1}@example.com`));
  });
});
