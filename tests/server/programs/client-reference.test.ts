import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { emptyProgram, fullProgram, insertCatalogue, saveRest, type Catalogue } from './fixtures.js';

/**
 * A program's client reference. Saved trimmed, refused when too long or with a
 * control character (nothing saved), searched as a case-insensitive substring of the caller's own
 * programs only (digits also as the number's start), and never in a log line or an audit row.
 */

let t: TestApp;
let c: Catalogue;
let user: string;
let other: string;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: { write: (line: string) => void logLines.push(line) } });
  c = await insertCatalogue(t.orm);
  user = await loginToken(t.app, 'user@example.com');
  other = await loginToken(t.app, 'user.uk@example.com');
});
afterAll(async () => {
  await t.close();
});

const BASE = '/secured/api/skincareprogram';
type Program = { id: string; number: string; version: number; clientReference: string | null };
const get = (token: string, url: string) => t.app.inject(withToken(token, { method: 'GET', url }));
const keysOf = (body: { errorDataList: Array<{ translationKey: string; param?: string }> }) =>
  body.errorDataList.map((e) => `${e.translationKey}:${e.param ?? ''}`);

async function create(token: string, clientReference: string | null): Promise<Program> {
  const res = await saveRest(t.app, token, { ...emptyProgram(), clientReference });
  expect(res).toHaveStatus(200);
  return res.json();
}

/** The ids REST finds for `search` (URL-encoded here), newest first. */
async function restSearch(token: string, search: string): Promise<string[]> {
  const res = await get(token, `${BASE}/page?pageSize=100&search=${encodeURIComponent(search)}`);
  expect(res).toHaveStatus(200);
  return res.json().mixtures.map((m: Program) => m.id);
}

async function gqlSearch(token: string, search: string): Promise<string[]> {
  const res = await gql<{ skinCarePrograms: { mixtures: Program[] } }>(
    t.app,
    'query ($s: String) { skinCarePrograms(pageSize: 100, search: $s) { mixtures { id clientReference } totalElements } }',
    { s: search },
    token,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.skinCarePrograms.mixtures.map((m) => m.id);
}

const programCount = async () =>
  Number((await t.orm.em.fork().execute<{ n: string }[]>('select count(*)::text as n from skin_care_program'))[0]!.n);

describe('saving a client reference', () => {
  it('saves it trimmed, shows it on REST and GraphQL, clears it with a blank, and copies it with saveAsNew', async () => {
    const saved = (
      await saveRest(t.app, user, fullProgram(c, { clientReference: '  Anna Kowalska  ' }))
    ).json() as Program;
    expect(saved.clientReference).toBe('Anna Kowalska');
    expect((await get(user, `${BASE}/${saved.id}`)).json().clientReference).toBe('Anna Kowalska');
    const viaGql = await gql<{ skinCareProgram: Program }>(
      t.app,
      'query ($id: ID!) { skinCareProgram(id: $id) { clientReference } }',
      { id: saved.id },
      user,
    );
    expect(viaGql.data!.skinCareProgram.clientReference).toBe('Anna Kowalska');

    const copy = (
      await saveRest(t.app, user, fullProgram(c, { id: saved.id, clientReference: 'Anna Kowalska' }), '?saveAsNew=true')
    ).json() as Program;
    expect(copy.id).not.toBe(saved.id);
    expect(copy.clientReference).toBe('Anna Kowalska');

    const cleared = (
      await saveRest(t.app, user, fullProgram(c, { id: saved.id, version: saved.version, clientReference: '   ' }))
    ).json() as Program;
    expect(cleared.clientReference).toBeNull();
    // A save without the field: none.
    expect(
      (await saveRest(t.app, user, fullProgram(c, { id: saved.id, version: cleared.version }))).json().clientReference,
    ).toBeNull();
  });

  it('saves it through GraphQL', async () => {
    const res = await gql<{ saveSkinCareProgram: Program }>(
      t.app,
      'mutation ($p: SkinCareProgramInput!) { saveSkinCareProgram(program: $p) { id clientReference } }',
      { p: { ...emptyProgram(), specialMixedProducts: {}, clientReference: ' ÉLODIE-77 ' } },
      user,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.saveSkinCareProgram.clientReference).toBe('ÉLODIE-77');
  });

  it('refuses 201 characters and control characters with 400 and the field, saving nothing', async () => {
    const before = await programCount();
    const long = await saveRest(t.app, user, { ...emptyProgram(), clientReference: 'x'.repeat(201) });
    expect(long).toHaveStatus(400);
    expect(long.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(keysOf(long.json())).toEqual(['VALIDATION_TOO_LONG:200']);
    for (const bad of ['Anna\nKowalska', 'Anna\u0007', '\tAnna', 'A\u0085B']) {
      const res = await saveRest(t.app, user, { ...emptyProgram(), clientReference: bad });
      expect(res).toHaveStatus(400);
      expect(keysOf(res.json())).toEqual(['VALIDATION_CONTROL_CHARACTERS:clientReference']);
    }
    expect(await saveRest(t.app, user, { ...emptyProgram(), clientReference: 5 })).toHaveStatus(400);
    expect(await programCount()).toBe(before);

    // An update refused leaves the stored reference as it was.
    const kept = await create(user, 'Kept Client');
    const refused = await saveRest(t.app, user, {
      ...emptyProgram(),
      id: kept.id,
      version: kept.version,
      clientReference: 'y'.repeat(201),
    });
    expect(refused).toHaveStatus(400);
    expect((await get(user, `${BASE}/${kept.id}`)).json()).toMatchObject({
      clientReference: 'Kept Client',
      version: kept.version,
    });
  });
});

describe('searching my mixtures', () => {
  it("finds by part of a name, by code, by number, case-insensitively, and only the caller's own programs", async () => {
    const maria = await create(user, 'Maria Nowak-Zielińska');
    const code = await create(user, 'KL-2044');
    const digits = await create(user, 'Client 31337');
    const none = await create(user, null);
    const theirs = await create(other, 'Maria Nowak-Zielińska');

    for (const search of [restSearch, gqlSearch]) {
      expect(await search(user, 'nowak')).toEqual([maria.id]);
      expect(await search(user, 'ZIELIŃ')).toEqual([maria.id]);
      expect(await search(user, '  kl-20 ')).toEqual([code.id]);
      // Digits: the number's start, or a part of the reference.
      expect(await search(user, none.number)).toEqual([none.id]);
      expect(await search(user, '31337')).toContain(digits.id);
      expect(await search(user, '2044')).toContain(code.id);
      // The other user's program with the same reference is never found, by either of them.
      expect(await search(user, 'Maria Nowak')).not.toContain(theirs.id);
      expect(await search(other, 'Maria Nowak')).toEqual([theirs.id]);
      expect(await search(other, maria.number)).toEqual([]);
      expect(await search(user, theirs.number)).not.toContain(theirs.id);
      expect(await search(user, 'nobody of that name')).toEqual([]);
    }
  });

  it('takes % and _ literally', async () => {
    const percent = await create(user, '100% Hydra');
    const underscore = await create(user, 'lab_7');
    await create(user, 'labX7');
    await create(user, '100 Hydra');
    for (const search of [restSearch, gqlSearch]) {
      expect(await search(user, '%')).toEqual([percent.id]);
      expect(await search(user, '0% h')).toEqual([percent.id]);
      expect(await search(user, 'b_7')).toEqual([underscore.id]);
      expect(await search(user, '\\')).toEqual([]);
    }
  });

  it('refuses a search longer than a reference can be (400)', async () => {
    expect(await get(user, `${BASE}/page?search=${'a'.repeat(201)}`)).toHaveStatus(400);
    expect(await get(user, `${BASE}/page?search=${'a'.repeat(200)}`)).toHaveStatus(200);
  });
});

describe('personal data', () => {
  it('never reaches a log line or an audit row: saves, refusals, conflicts, searches, deletes', async () => {
    const reference = 'Zyxwvut Qwertyuiop-4711';
    const lower = reference.toLowerCase();
    const firstLog = logLines.length;
    const auditBefore = Number(
      (await t.orm.em.fork().execute<{ n: string }[]>('select max(id)::text as n from audit_event'))[0]!.n ?? 0,
    );

    const saved = (await saveRest(t.app, user, fullProgram(c, { clientReference: reference }))).json() as Program;
    expect(saved.clientReference).toBe(reference);
    const updated = (
      await saveRest(t.app, user, fullProgram(c, { id: saved.id, version: saved.version, clientReference: reference }))
    ).json() as Program;
    expect(
      await saveRest(t.app, user, fullProgram(c, { id: saved.id, version: saved.version, clientReference: reference })),
    ).toHaveStatus(409);
    expect(await saveRest(t.app, user, fullProgram(c, { clientReference: `${reference}\n` }))).toHaveStatus(400);
    expect(
      await saveRest(t.app, user, fullProgram(c, { clientReference: `${reference}${'x'.repeat(200)}` })),
    ).toHaveStatus(400);
    expect(
      await saveRest(t.app, other, fullProgram(c, { id: saved.id, clientReference: reference }), '?saveAsNew=true'),
    ).toHaveStatus(404);
    await gql(
      t.app,
      'mutation ($p: SkinCareProgramInput!) { saveSkinCareProgram(program: $p) { id } }',
      { p: { ...emptyProgram(), specialMixedProducts: {}, clientReference: `${reference}\u0007` } },
      user,
    );
    expect(await restSearch(user, reference)).toEqual([updated.id]);
    expect(await gqlSearch(user, 'qwertyuiop')).toEqual([updated.id]);
    expect(await t.app.inject(withToken(user, { method: 'DELETE', url: `${BASE}/${saved.id}` }))).toHaveStatus(200);

    const logged = logLines.slice(firstLog).join('\n');
    expect(logged).toContain('request completed'); // the log did capture these requests
    for (const part of ['Zyxwvut', 'zyxwvut', 'Qwertyuiop', 'qwertyuiop']) expect(logged).not.toContain(part);
    const audit = await t.orm.em
      .fork()
      .execute<{ event: string; message: string | null }[]>(
        'select event, message from audit_event where id > ? order by id',
        [auditBefore],
      );
    expect(audit.map((a) => a.event)).toEqual(
      expect.arrayContaining(['SAVE_SKIN_CARE_PROGRAM', 'SAVE_SKIN_CARE_PROGRAM_SUCCESS', 'DELETE_SKIN_CARE_PROGRAM']),
    );
    for (const row of audit) expect(`${row.event} ${row.message ?? ''}`.toLowerCase()).not.toContain('zyxwvut');
    expect(JSON.stringify(audit).toLowerCase()).not.toContain(lower.slice(8));
  });
});
