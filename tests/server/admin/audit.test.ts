import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { keysOf, sqlOf, type Sql } from '../local-admin/fixtures.js';

let t: TestApp;
let sql: Sql;
let admin: string;
let localAdmin: string;
let editor: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp();
  sql = sqlOf(t);
  [admin, localAdmin, editor, user] = await Promise.all(
    ['admin@example.com', 'local.admin@example.com', 'editor@example.com', 'user@example.com'].map((e) =>
      loginToken(t.app, e),
    ),
  );
  await sql(`insert into audit_event (created_date, username, event, message) values
    ('2026-01-01T10:00:00Z', 'Zed@Example.com', 'LOGOUT', 'old'),
    ('2026-01-02T10:00:00Z', 'zed@example.com', 'DOWNLOAD_PDF', 'p1'),
    ('2026-01-03T10:00:00Z', 'amy@example.com', 'DOWNLOAD_PDF', null)`);
});
afterAll(async () => {
  await t.close();
});

const AUDIT = '/secured/api/admin/audit';
const post = (token: string | null, payload: unknown) =>
  t.app.inject(
    token
      ? withToken(token, { method: 'POST', url: AUDIT, payload: payload as object })
      : { method: 'POST', url: AUDIT, payload: payload as object },
  );

describe('POST /secured/api/admin/audit', () => {
  it('walks 401, 400, 403', async () => {
    expect(await post(null, {})).toHaveStatus(401);
    expect(keysOf((await post(admin, { type: ['NOPE'] })).json())).toEqual(['VALIDATION_INVALID_VALUE']);
    expect(keysOf((await post(admin, { from: 'yesterday' })).json())).toEqual(['VALIDATION_INVALID_VALUE']);
    expect(keysOf((await post(admin, { pageSize: 0 })).json())).toEqual(['VALIDATION_MIN']);
    expect(keysOf((await post(admin, { sort: 'x' })).json())).toEqual(['VALIDATION_UNKNOWN_FIELD']);
    for (const token of [localAdmin, editor, user]) expect(await post(token, {})).toHaveStatus(403);
  });

  it('pages newest first (50 by default) under `mixtures`, filtered by dates, types and user', async () => {
    const all = (await post(admin, {})).json();
    expect(all.page).toBe(0);
    expect(all.mixtures.length).toBeLessThanOrEqual(50);
    expect(Object.keys(all.mixtures[0]).sort()).toEqual(['createdDate', 'event', 'message', 'username']);
    const dates = all.mixtures.map((m: { createdDate: string }) => m.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const ranged = (await post(admin, { from: '2026-01-01T00:00:00Z', to: '2026-01-02T23:59:59Z' })).json();
    expect(ranged.mixtures.map((m: { message: string }) => m.message)).toEqual(['p1', 'old']);
    expect(ranged.totalPages).toBe(1);
    const typed = (await post(admin, { type: ['DOWNLOAD_PDF'], to: '2026-02-01T00:00:00Z' })).json();
    expect(typed.mixtures).toEqual([
      { createdDate: '2026-01-03T10:00:00.000Z', username: 'amy@example.com', event: 'DOWNLOAD_PDF', message: null },
      { createdDate: '2026-01-02T10:00:00.000Z', username: 'zed@example.com', event: 'DOWNLOAD_PDF', message: 'p1' },
    ]);
    const who = (await post(admin, { who: 'ZED', pageSize: 1 })).json();
    expect(who).toMatchObject({ totalPages: 2, mixtures: [{ message: 'p1' }] });
    expect((await post(admin, { who: 'ZED', pageSize: 1, pageNo: 1 })).json().mixtures[0].message).toBe('old');
  });

  it('GraphQL auditEvents: ADMIN only, proper names; no field changes an entry', async () => {
    const q =
      'query($f: AuditFilterInput) { auditEvents(filter: $f) { page totalPages events { createdDate username event message } } }';
    expect((await gql(t.app, q)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    for (const token of [localAdmin, editor, user])
      expect((await gql(t.app, q, {}, token)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await gql(t.app, q, { f: { types: ['BAD'] } }, admin)).errors?.[0]?.extensions.code).toBe('BAD_REQUEST');
    const res = await gql<{ auditEvents: { events: Array<{ message: string | null }> } }>(
      t.app,
      q,
      { f: { types: ['DOWNLOAD_PDF'], who: 'amy' } },
      admin,
    );
    expect(res.data!.auditEvents.events).toEqual([
      { createdDate: '2026-01-03T10:00:00.000Z', username: 'amy@example.com', event: 'DOWNLOAD_PDF', message: null },
    ]);
    const schema = (
      await gql<{ __schema: { mutationType: { fields: Array<{ name: string }> } } }>(
        t.app,
        '{ __schema { mutationType { fields { name } } } }',
        {},
        admin,
      )
    ).data!;
    expect(schema.__schema.mutationType.fields.map((f) => f.name).filter((n) => /audit/i.test(n))).toEqual([]);
    for (const method of ['PUT', 'DELETE', 'PATCH'] as const)
      expect((await t.app.inject(withToken(admin, { method, url: AUDIT }))).statusCode).toBeGreaterThanOrEqual(404);
  });
});

describe('successful logins left out, people by name', () => {
  beforeAll(async () => {
    // Kim: a failed attempt, then a successful login (attempt + success), then a failed one last.
    // Local admin: a successful login in between, an attempt of someone else interleaved.
    await sql(`insert into audit_event (created_date, username, event, message) values
      ('2026-03-01T10:00:00Z', 'kim@example.com', 'LOGIN_ATTEMPT', null),
      ('2026-03-01T10:01:00Z', 'kim@example.com', 'LOGIN_ATTEMPT', null),
      ('2026-03-01T10:01:00Z', 'local.admin@example.com', 'LOGIN_ATTEMPT', null),
      ('2026-03-01T10:01:00.5Z', 'local.admin@example.com', 'LOGIN_SUCCESS', null),
      ('2026-03-01T10:01:01Z', 'kim@example.com', 'LOGIN_SUCCESS', null),
      ('2026-03-01T10:02:00Z', 'kim@example.com', 'DOWNLOAD_PDF', 'p9'),
      ('2026-03-01T10:03:00Z', 'kim@example.com', 'LOGIN_ATTEMPT', 'last')`);
  });
  const MARCH = { from: '2026-03-01T00:00:00Z', to: '2026-03-02T00:00:00Z' };
  const shown = (body: { mixtures: Array<{ username: string; event: string }> }) =>
    body.mixtures.map((m) => `${m.username.split('@')[0]} ${m.event}`);

  it("REST: hideSuccessfulLogins keeps failed attempts and everything else; the shape stays the spec's", async () => {
    expect(shown((await post(admin, MARCH)).json())).toHaveLength(7);
    const hidden = (await post(admin, { ...MARCH, hideSuccessfulLogins: true })).json();
    expect(shown(hidden)).toEqual(['kim LOGIN_ATTEMPT', 'kim DOWNLOAD_PDF', 'kim LOGIN_ATTEMPT']);
    expect(hidden.mixtures.map((m: { createdDate: string }) => m.createdDate)).toEqual([
      '2026-03-01T10:03:00.000Z',
      '2026-03-01T10:02:00.000Z',
      '2026-03-01T10:00:00.000Z',
    ]);
    expect(hidden.totalElements).toBe(3);
    expect(Object.keys(hidden.mixtures[0]).sort()).toEqual(['createdDate', 'event', 'message', 'username']);
    // With a user or a type filter too (the other read paths).
    expect(shown((await post(admin, { ...MARCH, who: 'kim', hideSuccessfulLogins: true })).json())).toHaveLength(3);
    const types = { ...MARCH, type: ['LOGIN_ATTEMPT', 'LOGIN_SUCCESS'], hideSuccessfulLogins: true };
    expect(shown((await post(admin, types)).json())).toEqual(['kim LOGIN_ATTEMPT', 'kim LOGIN_ATTEMPT']);
    expect(keysOf((await post(admin, { hideSuccessfulLogins: 'yes' })).json())).toEqual(['VALIDATION_INVALID_TYPE']);
  });

  it('GraphQL: the same filter, and the account name beside the e-mail', async () => {
    const q =
      'query($f: AuditFilterInput) { auditEvents(filter: $f) { totalElements events { username event userName } } }';
    type Page = {
      auditEvents: {
        totalElements: number;
        events: Array<{ username: string; event: string; userName: string | null }>;
      };
    };
    const all = (await gql<Page>(t.app, q, { f: { ...MARCH, who: 'local.admin' } }, admin)).data!.auditEvents;
    const [account] = await sql<{ name: string | null; surname: string | null }>(
      `select name, surname from account where email = 'local.admin@example.com'`,
    );
    const name = [account!.name, account!.surname].filter(Boolean).join(' ');
    expect(all.events.map((e) => e.userName)).toEqual([name || null, name || null]);
    const hidden = (await gql<Page>(t.app, q, { f: { ...MARCH, hideSuccessfulLogins: true } }, admin)).data!
      .auditEvents;
    expect(hidden.totalElements).toBe(3);
    // kim has no account: no name.
    expect(hidden.events.every((e) => e.username === 'kim@example.com' && e.userName === null)).toBe(true);
  });
});
