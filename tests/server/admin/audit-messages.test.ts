import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { sqlOf, type Sql } from '../local-admin/fixtures.js';
import { fullProgram, insertCatalogue, pdfOptions, saveRest, type Catalogue } from '../programs/fixtures.js';

/**
 * Audit messages name things as people do: a program (and its PDF) by the number its owner sees
 * in My mixtures, a region by its name; never a UUID or a region id. Checked in the rows stored
 * and in the rows the audit page returns (REST and GraphQL).
 */
let t: TestApp;
let sql: Sql;
let c: Catalogue;
let user: string;
let other: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  sql = sqlOf(t);
  c = await insertCatalogue(t.orm);
  [user, other, admin] = await Promise.all(
    ['user@example.com', 'user.uk@example.com', 'admin@example.com'].map((e) => loginToken(t.app, e)),
  );
});
afterAll(async () => {
  await t.close();
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const PROGRAM_EVENTS = [
  'SAVE_SKIN_CARE_PROGRAM',
  'SAVE_SKIN_CARE_PROGRAM_SUCCESS',
  'GENERATE_PDF_SKIN_CARE_PROGRAM',
  'DOWNLOAD_PDF',
  'DELETE_SKIN_CARE_PROGRAM',
];
type Row = { username: string; event: string; message: string | null };
type Program = { id: string; number: string; version: number };

const lastId = async () => (await sql<{ n: string | null }>('select max(id)::text as n from audit_event'))[0]!.n ?? '0';
/** The rows recorded after `since`, oldest first, as `user event message`. */
const since = async (since: string) =>
  (await sql<Row>('select username, event, message from audit_event where id > ? order by id', [since])).map(
    (r) => `${r.username.split('@')[0]} ${r.event} ${r.message ?? '-'}`,
  );
const inject = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject(withToken(token, { method, url, ...(payload ? { payload } : {}) }));

describe('audit messages', () => {
  it('name programs and their PDFs by number, from the save to the delete, refusals included', async () => {
    const start = await lastId();
    const created = (await saveRest(t.app, user, fullProgram(c))).json() as Program;
    const n = created.number;
    expect(n).toMatch(/^\d+$/);
    const updated = await saveRest(t.app, user, fullProgram(c, { id: created.id, version: created.version }));
    expect(updated).toHaveStatus(200);
    const copy = (await saveRest(t.app, user, fullProgram(c, { id: created.id }), '?saveAsNew=true')).json() as Program;
    expect(copy.number).not.toBe(n);
    // Someone else's program: refused (404), and the attempt names the program tried.
    expect(await saveRest(t.app, other, fullProgram(c, { id: created.id }), '?saveAsNew=true')).toHaveStatus(404);
    // An id of no program leaves the attempt without a message.
    expect(
      await saveRest(t.app, user, fullProgram(c, { id: '00000000-0000-4000-8000-000000000000', version: 1 })),
    ).toHaveStatus(404);

    const generated = await inject(user, 'POST', '/secured/api/skincareprogram/pdf/generate', pdfOptions(created.id));
    expect(generated).toHaveStatus(200);
    const { pdfId } = generated.json() as { pdfId: string };
    expect(
      await inject(user, 'GET', `/secured/api/skincareprogram/pdf/download?mixtureId=${created.id}&pdfId=${pdfId}`),
    ).toHaveStatus(200);
    expect(await inject(user, 'DELETE', `/secured/api/skincareprogram?id=${created.id}`)).toHaveStatus(200);
    // Nothing left to delete: 404 and no entry.
    expect(await inject(user, 'DELETE', `/secured/api/skincareprogram?id=${created.id}`)).toHaveStatus(404);

    expect(await since(start)).toEqual([
      'user SAVE_SKIN_CARE_PROGRAM -',
      `user SAVE_SKIN_CARE_PROGRAM_SUCCESS #${n}`,
      `user SAVE_SKIN_CARE_PROGRAM #${n}`,
      `user SAVE_SKIN_CARE_PROGRAM_SUCCESS #${n}`,
      `user SAVE_SKIN_CARE_PROGRAM #${n}`,
      `user SAVE_SKIN_CARE_PROGRAM_SUCCESS #${copy.number}`,
      `user.uk SAVE_SKIN_CARE_PROGRAM #${n}`,
      'user SAVE_SKIN_CARE_PROGRAM -',
      `user GENERATE_PDF_SKIN_CARE_PROGRAM #${n}`,
      `user DOWNLOAD_PDF #${n}`,
      `user DELETE_SKIN_CARE_PROGRAM #${n}`,
    ]);

    // What the administrator is shown: the same messages, no UUID in any of them.
    const rest = await inject(admin, 'POST', '/secured/api/admin/audit', {
      who: 'user',
      type: PROGRAM_EVENTS,
      pageSize: 100,
    });
    expect(rest).toHaveStatus(200);
    const shown = (rest.json() as { mixtures: Row[] }).mixtures;
    expect(
      shown
        .filter((r) => r.username === 'user@example.com')
        .slice(0, 3)
        .map((r) => `${r.event} ${r.message}`),
    ).toEqual([`DELETE_SKIN_CARE_PROGRAM #${n}`, `DOWNLOAD_PDF #${n}`, `GENERATE_PDF_SKIN_CARE_PROGRAM #${n}`]);
    expect(shown.filter((r) => UUID.test(r.message ?? ''))).toEqual([]);
    const q = 'query($f: AuditFilterInput) { auditEvents(filter: $f) { events { event message } } }';
    const res = await gql<{ auditEvents: { events: Row[] } }>(
      t.app,
      q,
      { f: { who: 'user', types: PROGRAM_EVENTS, pageSize: 100 } },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.auditEvents.events.map((e) => e.message)).toEqual(shown.map((r) => r.message));
  });

  it('name the region of a new API key, not its id', async () => {
    const start = await lastId();
    const [polska] = await sql<{ id: number }>(`select id from region where name = 'Polska'`);
    const created = await inject(admin, 'POST', '/secured/api/admin/api-keys', {
      name: 'Audit key',
      regionId: polska!.id,
    });
    expect(created).toHaveStatus(200);
    const { prefix } = created.json() as { prefix: string };
    expect(await since(start)).toEqual([`admin API_KEY_CREATED ${prefix} "Audit key" region Polska`]);
  });
});
