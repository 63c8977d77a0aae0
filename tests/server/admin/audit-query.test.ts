import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, loginToken, withToken, type TestApp } from '../../support/app.js';
import { sqlOf, type Sql } from '../local-admin/fixtures.js';

/*
 * The audit page's query shapes (audit-query.ts): several event types are read as merged per-type
 * ranges, pages are ids first; whatever the shape, the order and the filters are those of one plain
 * query over the table, which this test compares them with.
 */
let t: TestApp;
let sql: Sql;
let admin: string;

const TYPES = ['LOGOUT', 'DOWNLOAD_PDF', 'LOGIN_SUCCESS', 'CREATE_ADMIN'];
const USERS = ['ann@example.com', 'Anna@Example.com', 'bob@example.com', 'b%b@example.com'];

beforeAll(async () => {
  t = await createTestApp();
  sql = sqlOf(t);
  admin = await loginToken(t.app, 'admin@example.com');
  // 240 events in 2030 (after anything the app records), several per second so that ties in time occur.
  await sql(`insert into audit_event (created_date, username, event, message)
    select '2030-01-01T00:00:00Z'::timestamptz + (g / 3) * interval '1 second',
           (array['${USERS.join("','")}'])[1 + g % 4], (array['${TYPES.join("','")}'])[1 + (g * 7) % 4], 'm' || g
      from generate_series(1, 240) g`);
});
afterAll(async () => {
  await t.close();
});

type Entry = { createdDate: string; username: string; event: string; message: string | null };
const page = async (body: object): Promise<{ totalPages: number; totalElements: number; mixtures: Entry[] }> => {
  const res = await t.app.inject(withToken(admin, { method: 'POST', url: '/secured/api/admin/audit', payload: body }));
  expect(res).toHaveStatus(200);
  return res.json();
};
/** The same filter as one plain query, newest first with id breaking ties. */
const expected = async (where: string, params: unknown[]) =>
  (
    await sql<{ message: string }>(
      `select message from audit_event where created_date >= '2030-01-01' and ${where} order by created_date desc, id desc`,
      params,
    )
  ).map((r) => r.message);
const allPages = async (body: object, size: number) => {
  const first = await page({ ...body, pageSize: size, pageNo: 0 });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) =>
      page({ ...body, pageSize: size, pageNo: i + 1 }),
    ),
  );
  return { total: first.totalElements, messages: [first, ...rest].flatMap((p) => p.mixtures.map((m) => m.message)) };
};

describe('audit page query shapes', () => {
  it('several types: merged per-type ranges page like one query, across page borders and with dates', async () => {
    const from = '2030-01-01T00:00:10Z';
    const to = '2030-01-01T00:01:10Z';
    const got = await allPages({ type: ['LOGOUT', 'DOWNLOAD_PDF', 'CREATE_ADMIN'], from, to }, 7);
    const want = await expected(`event in ('LOGOUT','DOWNLOAD_PDF','CREATE_ADMIN') and created_date between ? and ?`, [
      from,
      to,
    ]);
    expect(want.length).toBeGreaterThan(40);
    expect(got).toEqual({ total: want.length, messages: want });
  });

  it('user prefix (any case, wildcards literal) with types and one type alone', async () => {
    const ann = await allPages({ who: 'ANN', type: ['LOGOUT', 'LOGIN_SUCCESS'] }, 9);
    expect(ann.messages).toEqual(
      await expected(`lower(username) like 'ann%' and event in ('LOGOUT','LOGIN_SUCCESS')`, []),
    );
    const percent = await allPages({ who: 'b%' }, 50);
    expect(percent.messages).toEqual(await expected(`username = 'b%b@example.com'`, []));
    const one = await allPages({ type: ['CREATE_ADMIN'], from: '2030-01-01T00:00:00Z' }, 11);
    expect(one.messages).toEqual(await expected(`event = 'CREATE_ADMIN'`, []));
  });

  it('a page past the end is empty; the same type twice counts once', async () => {
    expect((await page({ type: ['LOGOUT'], from: '2030-01-01T00:00:00Z', pageNo: 100 })).mixtures).toEqual([]);
    const twice = await page({ type: ['LOGOUT', 'LOGOUT'], from: '2030-01-01T00:00:00Z', pageSize: 200 });
    expect(twice.totalElements).toBe((await expected(`event = 'LOGOUT'`, [])).length);
  });
});
