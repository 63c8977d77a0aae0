import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { startSmtp } from '../../support/smtp.js';
import {
  demoRegions,
  insertCandidate,
  keysOf,
  sqlOf,
  statementsOf,
  type Regions,
  type Sql,
} from '../local-admin/fixtures.js';

let t: TestApp;
let sql: Sql;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let r: Regions;
let localAdmin: string;
let admin: string;
let user: string;
let editor: string;
let plConfirmed: string;
let deUnconfirmed: string;
let ukConfirmed: string;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL: 'https://app.example.test' });
  sql = sqlOf(t);
  r = await demoRegions(sql);
  plConfirmed = await insertCandidate(sql, {
    email: 'piotr@example.com',
    regionId: r.polska,
    name: 'Piotr',
    surname: 'Zielinski',
    companyName: 'Salon Lilia',
  });
  deUnconfirmed = await insertCandidate(sql, {
    email: 'dora@example.com',
    regionId: r.deutschland,
    confirmed: false,
    name: 'Dora',
    surname: 'Becker',
    preferredLocale: 'de_DE',
    fallbackLocale: 'de_DE',
  });
  ukConfirmed = await insertCandidate(sql, {
    email: 'oliver@example.com',
    regionId: r.uk,
    name: 'Oliver',
    surname: 'Smith',
    companyName: 'Lilia London',
    preferredLocale: 'en_GB',
    fallbackLocale: 'en_GB',
  });
  [localAdmin, admin, user, editor] = await Promise.all(
    ['local.admin@example.com', 'admin@example.com', 'user@example.com', 'editor@example.com'].map((e) =>
      loginToken(t.app, e),
    ),
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const LIST = '/secured/api/local-admin/candidates';
const REGISTER = '/secured/api/local-admin/user/register';
const get = (token: string | null, url: string) =>
  t.app.inject(token ? withToken(token, { method: 'GET', url }) : { method: 'GET', url });
const post = (token: string | null, url: string, payload: object) =>
  t.app.inject(token ? withToken(token, { method: 'POST', url, payload }) : { method: 'POST', url, payload });
const del = (token: string | null, url: string) =>
  t.app.inject(token ? withToken(token, { method: 'DELETE', url }) : { method: 'DELETE', url });
const audits = (event: string) =>
  sql<{ username: string; message: string }>('select username, message from audit_event where event = ? order by id', [
    event,
  ]);
const exists = async (id: string) => (await sql('select 1 from candidate where id = ?', [id])).length === 1;

describe('GET /secured/api/local-admin/candidates', () => {
  it('walks 401, 400, 403, then lists only the caller’s regions', async () => {
    expect(await get(null, LIST)).toHaveStatus(401);
    const tooBig = await get(localAdmin, `${LIST}?pageSize=50`);
    expect(tooBig).toHaveStatus(400);
    expect(keysOf(tooBig.json())).toEqual(['VALIDATION_MAX']);
    expect(await get(localAdmin, `${LIST}?pageNo=-1`)).toHaveStatus(400);
    expect(await get(localAdmin, `${LIST}?pageSize=abc`)).toHaveStatus(400);
    expect(await get(user, LIST)).toHaveStatus(403);
    expect(await get(editor, LIST)).toHaveStatus(403);

    const mine = (await get(localAdmin, `${LIST}?pageSize=49`)).json();
    expect(mine.candidates.map((c: { email: string }) => c.email)).toEqual(['dora@example.com', 'piotr@example.com']);
    expect(mine.totalPages).toBe(1);
    expect(mine.candidates[1]).toMatchObject({
      id: plConfirmed,
      customerId: 'CUST-7',
      emailConfirmed: true,
      preferredLocale: { language: 'pl', country: 'PL' },
      fallbackLocale: { language: 'en', country: 'GB' },
      region: { id: r.polska, name: 'Polska' },
    });
    const all = (await get(admin, LIST)).json();
    expect(all.candidates).toHaveLength(3);
  });

  it('searches a substring of name, surname, company or e-mail, never across regions', async () => {
    const search = async (token: string, term: string) =>
      (await get(token, `${LIST}?search=${encodeURIComponent(term)}`))
        .json()
        .candidates.map((c: { email: string }) => c.email);
    expect(await search(localAdmin, 'LILIA')).toEqual(['piotr@example.com']);
    expect(await search(admin, 'lilia')).toEqual(['oliver@example.com', 'piotr@example.com']); // Smith, Zielinski
    expect(await search(localAdmin, 'ecke')).toEqual(['dora@example.com']);
    expect(await search(localAdmin, 'oliver')).toEqual([]);
    expect((await get(localAdmin, `${LIST}?search=oliver`)).json().totalPages).toBe(0);
    expect(await search(localAdmin, '%')).toEqual([]);
  });
});

describe('POST /secured/api/local-admin/user/register', () => {
  it('walks 401, 400, 403, 404 for another region’s candidate, 409 for stale or unconfirmed', async () => {
    expect(await post(null, REGISTER, { kokoCandidateId: plConfirmed, version: 1 })).toHaveStatus(401);
    expect(await post(localAdmin, REGISTER, { kokoCandidateId: 'nope', version: 1 })).toHaveStatus(400);
    expect(await post(localAdmin, REGISTER, { kokoCandidateId: plConfirmed })).toHaveStatus(400);
    expect(await post(user, REGISTER, { kokoCandidateId: plConfirmed, version: 1 })).toHaveStatus(403);
    const foreign = await post(localAdmin, REGISTER, { kokoCandidateId: ukConfirmed, version: 1 });
    expect(foreign).toHaveStatus(404);
    expect(foreign.body).not.toContain('oliver');
    expect(await exists(ukConfirmed)).toBe(true);
    expect(await post(localAdmin, REGISTER, { kokoCandidateId: plConfirmed, version: 7 })).toHaveStatus(409);
    const unconfirmed = await post(localAdmin, REGISTER, { kokoCandidateId: deUnconfirmed, version: 1 });
    expect(unconfirmed).toHaveStatus(409);
    expect(keysOf(unconfirmed.json())).toEqual(['ERROR_CANDIDATE_EMAIL_NOT_CONFIRMED']);
    expect(await exists(deUnconfirmed)).toBe(true);
    expect((await sql(`select 1 from account where email in ('piotr@example.com', 'dora@example.com')`)).length).toBe(
      0,
    );
  });

  it('creates the user from the candidate, mails a 72-hour set-password link in their language, removes the candidate', async () => {
    const before = (await audits('ADMIN_REGISTER_CANDIDATE')).length;
    const res = await post(localAdmin, REGISTER, { kokoCandidateId: plConfirmed, customerId: 'NEW-42', version: 1 });
    expect(res).toHaveStatus(200);
    expect(await exists(plConfirmed)).toBe(false);
    const [account] = await sql<Record<string, unknown>>(`select * from account where email = 'piotr@example.com'`);
    expect(account).toMatchObject({
      roles: ['APP_USER'],
      region_id: r.polska,
      customer_id: 'NEW-42',
      name: 'Piotr',
      surname: 'Zielinski',
      preferred_locale: 'pl_PL',
      enabled: true,
    });

    const mail = await smtp.waitFor('piotr@example.com');
    expect(mail.subject).toBe('Twoje konto jest gotowe: ustaw hasło');
    const token = /https:\/\/app\.example\.test\/user\/forgotten-password\/([\w-]+)/.exec(mail.text)![1]!;
    const [stored] = await sql<{ hours: string }>(
      `select (extract(epoch from expires_at - created_date) / 3600)::text as hours from one_time_token where subject_id = ? and kind = 'PASSWORD_RESET'`,
      [account!.id],
    );
    expect(Number(stored!.hours)).toBeCloseTo(72, 1);
    const set = await t.app.inject({
      method: 'POST',
      url: '/public/api/authorization/change',
      payload: {
        username: 'piotr@example.com',
        password: 'piotr-password-1',
        passwordRepeated: 'piotr-password-1',
        token,
      },
    });
    expect(set).toHaveStatus(200);
    await loginToken(t.app, 'piotr@example.com', 'piotr-password-1');

    const attempts = await audits('ADMIN_REGISTER_CANDIDATE');
    expect(attempts).toHaveLength(before + 1);
    expect(attempts.at(-1)).toEqual({ username: 'local.admin@example.com', message: 'piotr@example.com' });
    expect(await audits('ADMIN_REGISTER_CANDIDATE_SUCCESS')).toEqual([
      { username: 'local.admin@example.com', message: 'piotr@example.com' },
    ]);
  });
});

describe('DELETE /secured/api/local-admin/user/register', () => {
  it('walks 401, 400, 403, 404 for another region’s candidate, then deletes (?id= and /:id)', async () => {
    const one = await insertCandidate(sql, { email: 'gone1@example.com', regionId: r.deutschland });
    const two = await insertCandidate(sql, { email: 'gone2@example.com', regionId: r.polska });
    expect(await del(null, `${REGISTER}?id=${one}`)).toHaveStatus(401);
    expect(await del(localAdmin, `${REGISTER}?id=bad`)).toHaveStatus(400);
    expect(await del(editor, `${REGISTER}?id=${one}`)).toHaveStatus(403);
    expect(await del(localAdmin, `${REGISTER}?id=${ukConfirmed}`)).toHaveStatus(404);
    expect(await exists(ukConfirmed)).toBe(true);
    const ok = await del(localAdmin, `${REGISTER}?id=${one}`);
    expect(ok).toHaveStatus(200);
    expect(ok.json()).toBe(true);
    expect(await del(localAdmin, `${REGISTER}/${two}`)).toHaveStatus(200);
    expect(await exists(one)).toBe(false);
    expect(await exists(two)).toBe(false);
    expect(await del(localAdmin, `${REGISTER}/${two}`)).toHaveStatus(404);
    const deleted = await audits('ADMIN_DELETE_CANDIDATE');
    expect(deleted).toEqual([
      { username: 'local.admin@example.com', message: 'gone1@example.com' },
      { username: 'local.admin@example.com', message: 'gone2@example.com' },
    ]);
  });
});

describe('GraphQL candidates', () => {
  const PAGE =
    'query($size: Int) { candidates(pageSize: $size) { totalPages candidates { id email emailConfirmed version region { id name } } } }';

  it('walks the same ladder and registers and deletes candidates', async () => {
    expect((await gql(t.app, PAGE, {})).errors![0]!.extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(t.app, PAGE, { size: 50 }, localAdmin)).errors![0]!.extensions.code).toBe('BAD_REQUEST');
    expect((await gql(t.app, PAGE, {}, user)).errors![0]!.extensions.code).toBe('FORBIDDEN');
    const page = await gql<{ candidates: { candidates: Array<{ email: string; region: { name: string } }> } }>(
      t.app,
      PAGE,
      {},
      localAdmin,
    );
    expect(page.data!.candidates.candidates.map((c) => c.region.name)).toEqual(['Deutschland']);

    const foreign = await gql(
      t.app,
      'mutation($id: ID!) { deleteCandidate(id: $id) }',
      { id: ukConfirmed },
      localAdmin,
    );
    expect(foreign.errors![0]!.extensions.code).toBe('NOT_FOUND');
    const id = await insertCandidate(sql, {
      email: 'graph@example.com',
      regionId: r.deutschland,
      preferredLocale: 'de_DE',
      fallbackLocale: 'de_DE',
    });
    const registered = await gql<{
      registerCandidateAsUser: { email: string; programCount: number; region: { name: string } };
    }>(
      t.app,
      'mutation($i: RegisterCandidateInput!) { registerCandidateAsUser(input: $i) { email programCount region { name } } }',
      { i: { kokoCandidateId: id, version: 1 } },
      localAdmin,
    );
    expect(registered.data!.registerCandidateAsUser).toEqual({
      email: 'graph@example.com',
      programCount: 0,
      region: { name: 'Deutschland' },
    });
    expect((await smtp.waitFor('graph@example.com')).subject).toBe('Ihr Konto ist bereit: Wählen Sie Ihr Passwort');
    const removed = await gql(t.app, 'mutation($id: ID!) { deleteCandidate(id: $id) }', { id: deUnconfirmed }, admin);
    expect(removed.data).toEqual({ deleteCandidate: true });
  });

  it('loads the regions of a page with the same number of statements for 10 and 40 candidates', async () => {
    for (let i = 0; i < 40; i++) {
      await insertCandidate(sql, {
        email: `many${i}@example.com`,
        regionId: [r.polska, r.deutschland, r.uk][i % 3]!,
        preferredLocale: 'en_GB',
        fallbackLocale: 'en_GB',
      });
    }
    const countFor = async (size: number) => {
      await gql(t.app, PAGE, { size }, admin);
      return statementsOf(t, async () => {
        const res = await gql<{ candidates: { candidates: unknown[] } }>(t.app, PAGE, { size }, admin);
        expect(res.data!.candidates.candidates).toHaveLength(size);
      });
    };
    const ten = await countFor(10);
    expect(await countFor(40)).toBe(ten);
    expect(ten).toBeLessThanOrEqual(3);
  });
});
