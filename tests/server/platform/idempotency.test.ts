import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { createTestApp, loginToken, withToken, type TestApp } from '../../support/app.js';
import { pruneExpiredKeys } from '../../../server/platform/idempotency/idempotency.js';
import { startSmtp } from '../../support/smtp.js';
import { waitFor } from '../../support/wait-for.mjs';
import { fullProgram, insertCatalogue, pdfOptions, type Catalogue } from '../programs/fixtures.js';

/**
 * `Idempotency-Key` on every create a user waits for (program save and save-as-new, PDF,
 * candidate registration, API key), over REST and GraphQL: the same key and request answer the
 * first answer again and store nothing new; another request under the key is 422; a key still
 * running is 409; without a key nothing changes; keys are per caller.
 */
let t: TestApp;
let c: Catalogue;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let user: string;
let other: string;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  c = await insertCatalogue(t.orm);
  [user, other, admin] = await Promise.all([
    loginToken(t.app, 'user@example.com'),
    loginToken(t.app, 'user.uk@example.com'),
    loginToken(t.app, 'admin@example.com'),
  ]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
// Registration is throttled per address; every request here comes from the same one.
beforeEach(async () => {
  await sql('delete from login_throttle');
});

async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}
const count = async (query: string, params: unknown[] = []) => Number((await sql<{ n: string }>(query, params))[0]!.n);
const programsOf = (email: string) =>
  count('select count(*)::text as n from skin_care_program p join account a on a.id = p.owner_id where a.email = ?', [
    email,
  ]);

const BASE = '/secured/api/skincareprogram';
const quoted = (key: string) => `"${key}"`;

function send(token: string | null, options: InjectOptions, key?: string): Promise<LightMyRequestResponse> {
  const headers = { ...(options.headers ?? {}), ...(key === undefined ? {} : { 'idempotency-key': key }) };
  const withHeaders = { ...options, headers };
  return t.app.inject(token ? withToken(token, withHeaders) : withHeaders);
}
const saveRest = (token: string, program: unknown, key?: string, query = '') =>
  send(token, { method: 'POST', url: `${BASE}${query}`, payload: program as object }, key);

const SAVE =
  'mutation Save($p: SkinCareProgramInput!, $n: Boolean) { saveSkinCareProgram(program: $p, saveAsNew: $n) { id number version createdDate washProducts { productId comment } } }';
const gqlSend = (token: string | null, query: string, variables: Record<string, unknown>, key?: string) =>
  send(
    token,
    {
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query, variables }),
    },
    key,
  );

const errorOf = (res: LightMyRequestResponse) =>
  res.json<{ code: string; errorDataList: Array<{ translationKey: string; param?: string }> }>();
const REUSED = {
  code: 'UNPROCESSABLE_CONTENT',
  errorDataList: [{ translationKey: 'ERROR_IDEMPOTENCY_KEY_REUSED', param: 'Idempotency-Key' }],
};
const INVALID = {
  code: 'BAD_REQUEST',
  errorDataList: [{ translationKey: 'ERROR_IDEMPOTENCY_KEY_INVALID', param: 'Idempotency-Key' }],
};

describe('program saves with an Idempotency-Key (REST)', () => {
  it('answers a repeat with the first answer and stores one program; another body under the key is 422', async () => {
    const key = quoted(randomUUID());
    const before = await programsOf('user@example.com');
    const first = await saveRest(user, fullProgram(c), key);
    expect(first).toHaveStatus(200);
    const again = await saveRest(user, fullProgram(c), key);
    expect(again).toHaveStatus(200);
    expect(again.body).toBe(first.body);
    expect(await programsOf('user@example.com')).toBe(before + 1);

    const otherBody = await saveRest(user, fullProgram(c, { clientReference: 'another client' }), key);
    expect(otherBody).toHaveStatus(422);
    expect(errorOf(otherBody)).toEqual(REUSED);
    // The query string is part of the request too.
    expect(await saveRest(user, fullProgram(c), key, '?saveAsNew=true')).toHaveStatus(422);
    expect(await programsOf('user@example.com')).toBe(before + 1);
    // Only the key's HMAC and the sealed answer are stored: neither the key nor the program's data.
    const rows = await sql<{ id: string; answer: string }>('select id, answer from idempotency_key');
    expect(
      rows.some((r) => r.id.includes(key.slice(1, -1)) || r.answer.includes(first.json<{ id: string }>().id)),
    ).toBe(false);
  });

  it('keeps saves without a key as they were: each stores a program', async () => {
    const before = await programsOf('user@example.com');
    const a = await saveRest(user, fullProgram(c));
    const b = await saveRest(user, fullProgram(c));
    expect(a).toHaveStatus(200);
    expect(b).toHaveStatus(200);
    expect(a.json<{ id: string }>().id).not.toBe(b.json<{ id: string }>().id);
    expect(await programsOf('user@example.com')).toBe(before + 2);
  });

  it('scopes keys per caller: another user sending the same key gets a program of their own', async () => {
    const key = quoted(randomUUID());
    const mine = await saveRest(user, fullProgram(c), key);
    const theirs = await saveRest(other, fullProgram(c), key);
    expect(mine).toHaveStatus(200);
    expect(theirs).toHaveStatus(200);
    expect(theirs.json<{ id: string }>().id).not.toBe(mine.json<{ id: string }>().id);
    const owner = await sql<{ email: string }>(
      'select a.email from skin_care_program p join account a on a.id = p.owner_id where p.id = ?',
      [theirs.json<{ id: string }>().id],
    );
    expect(owner[0]!.email).toBe('user.uk@example.com');
  });

  it('replays an update and a save-as-new: the version is bumped once, one copy is made', async () => {
    const created = (await saveRest(user, fullProgram(c))).json<{ id: string; version: number }>();
    const update = { ...fullProgram(c, { clientReference: 'updated' }), id: created.id, version: created.version };
    const key = quoted(randomUUID());
    const first = await saveRest(user, update, key);
    expect(first).toHaveStatus(200);
    const again = await saveRest(user, update, key);
    expect(again.body).toBe(first.body);
    expect(first.json<{ version: number }>().version).toBe(created.version + 1);
    // Without a key, the same update is stale now.
    expect(await saveRest(user, update)).toHaveStatus(409);

    const before = await programsOf('user@example.com');
    const copyKey = quoted(randomUUID());
    const copy = { ...fullProgram(c), id: created.id, version: null };
    const copied = await saveRest(user, copy, copyKey, '?saveAsNew=true');
    expect(copied).toHaveStatus(200);
    expect((await saveRest(user, copy, copyKey, '?saveAsNew=true')).body).toBe(copied.body);
    expect(await programsOf('user@example.com')).toBe(before + 1);
  });

  it('refuses a malformed key with 400 in the error format and stores nothing; accepts an unquoted token', async () => {
    const before = await programsOf('user@example.com');
    for (const bad of [
      '""',
      `"${'k'.repeat(256)}"`,
      '"unterminated',
      '"with "quote" inside"',
      '12345',
      'two words',
      '"é"',
    ]) {
      const res = await saveRest(user, fullProgram(c), bad);
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
      expect(errorOf(res)).toEqual(INVALID);
    }
    expect(await programsOf('user@example.com')).toBe(before);
    const token = `k-${randomUUID()}`;
    const a = await saveRest(user, fullProgram(c), token);
    expect(a).toHaveStatus(200);
    // The token and the same key quoted are one key.
    expect((await saveRest(user, fullProgram(c), quoted(token))).body).toBe(a.body);
    // The longest accepted key, with an escaped quote.
    const longest = `"${'k'.repeat(254)}\\""`;
    expect(await saveRest(user, fullProgram(c), longest)).toHaveStatus(200);
    expect(await programsOf('user@example.com')).toBe(before + 2);
  });

  it('answers 409 to a second request while the first with the key still runs, then replays', async () => {
    // The first save waits for the owner's row, which this connection holds locked.
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(`select id from account where email = 'user@example.com' for update`);
      const key = quoted(randomUUID());
      const first = saveRest(user, fullProgram(c), key);
      // A backend of the app waits for this connection's lock: the first save is under way.
      const blocked = async () =>
        (await holder.query('select 1 from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))'))
          .rowCount! > 0;
      await waitFor(blocked, { what: 'the first save waiting for the locked account row', timeout: 30_000 });
      const second = await saveRest(user, fullProgram(c), key);
      expect(second).toHaveStatus(409);
      expect(errorOf(second)).toEqual({
        code: 'CONFLICT',
        errorDataList: [{ translationKey: 'ERROR_IDEMPOTENCY_KEY_IN_FLIGHT', param: 'Idempotency-Key' }],
      });
      await holder.query('commit');
      const done = await first;
      expect(done).toHaveStatus(200);
      expect((await saveRest(user, fullProgram(c), key)).body).toBe(done.body);
    } finally {
      await holder.end();
    }
  });
});

describe('program saves with an Idempotency-Key (GraphQL)', () => {
  it('answers a repeat with the first answer and stores one program; other variables are 422', async () => {
    const key = quoted(randomUUID());
    const before = await programsOf('user@example.com');
    const first = await gqlSend(user, SAVE, { p: fullProgram(c), n: false }, key);
    expect(first).toHaveStatus(200);
    expect(first.json().errors).toBeUndefined();
    const again = await gqlSend(user, SAVE, { p: fullProgram(c), n: false }, key);
    expect(again.body).toBe(first.body);
    expect(await programsOf('user@example.com')).toBe(before + 1);

    const otherVariables = await gqlSend(user, SAVE, { p: fullProgram(c, { clientReference: 'x' }), n: false }, key);
    expect(otherVariables).toHaveStatus(422);
    expect(otherVariables.json().errors.map((e: { extensions: unknown }) => e.extensions)).toEqual([REUSED]);
    // The REST route with the same key is another request.
    expect(await saveRest(user, fullProgram(c), key)).toHaveStatus(422);
    expect(await programsOf('user@example.com')).toBe(before + 1);
  });

  it('keeps saves without a key as they were, scopes keys per caller, refuses a malformed key or two creates under one', async () => {
    const before = await programsOf('user@example.com');
    const a = await gqlSend(user, SAVE, { p: fullProgram(c) });
    const b = await gqlSend(user, SAVE, { p: fullProgram(c) });
    expect(a.json().data.saveSkinCareProgram.id).not.toBe(b.json().data.saveSkinCareProgram.id);

    const key = quoted(randomUUID());
    const mine = await gqlSend(user, SAVE, { p: fullProgram(c) }, key);
    const theirs = await gqlSend(other, SAVE, { p: fullProgram(c) }, key);
    expect(theirs.json().data.saveSkinCareProgram.id).not.toBe(mine.json().data.saveSkinCareProgram.id);
    expect(await programsOf('user@example.com')).toBe(before + 3);

    const bad = await gqlSend(user, SAVE, { p: fullProgram(c) }, '"');
    expect(bad).toHaveStatus(400);
    expect(bad.json().errors.map((e: { extensions: unknown }) => e.extensions)).toEqual([INVALID]);
    const two = await gqlSend(
      user,
      'mutation($p: SkinCareProgramInput!) { a: saveSkinCareProgram(program: $p) { id } b: saveSkinCareProgram(program: $p) { id } }',
      { p: fullProgram(c) },
      quoted(randomUUID()),
    );
    expect(two).toHaveStatus(400);
    expect(two.json().errors.map((e: { extensions: unknown }) => e.extensions)).toEqual([INVALID]);
    expect(await programsOf('user@example.com')).toBe(before + 3);
    // A query ignores the header.
    expect(await gqlSend(user, '{ skinCarePrograms { totalElements } }', {}, '"')).toHaveStatus(200);
  });
});

describe('PDF generation with an Idempotency-Key', () => {
  const generate = (token: string, options: unknown, key?: string) =>
    send(token, { method: 'POST', url: `${BASE}/pdf/generate`, payload: options as object }, key);
  const download = (token: string, programId: string, pdfId: string) =>
    send(token, { method: 'GET', url: `${BASE}/pdf/download?mixtureId=${programId}&pdfId=${pdfId}` });

  it('answers the first PDF again (same id, same bytes) without rendering or storing another', async () => {
    const program = (await saveRest(user, fullProgram(c))).json<{ id: string }>();
    const key = quoted(randomUUID());
    const first = await generate(user, pdfOptions(program.id), key);
    expect(first).toHaveStatus(200);
    const bytes = (await download(user, program.id, first.json<{ pdfId: string }>().pdfId)).rawPayload;
    const again = await generate(user, pdfOptions(program.id), key);
    expect(again.body).toBe(first.body);
    expect(await count('select count(*)::text as n from pdf_document where program_id = ?', [program.id])).toBe(1);
    expect((await download(user, program.id, again.json<{ pdfId: string }>().pdfId)).rawPayload.equals(bytes)).toBe(
      true,
    );
    expect(
      await count(
        `select count(*)::text as n from audit_event where event = 'GENERATE_PDF_SKIN_CARE_PROGRAM' and message = (select '#' || number from skin_care_program where id = ?)`,
        [program.id],
      ),
    ).toBe(1);

    const otherOptions = await generate(
      user,
      pdfOptions(program.id, { showWashProducts: !pdfOptions(program.id).showWashProducts }),
      key,
    );
    expect(otherOptions).toHaveStatus(422);
    // Without a key, each request renders and replaces the PDF.
    const fresh = await generate(user, pdfOptions(program.id));
    expect(fresh.json<{ pdfId: string }>().pdfId).not.toBe(first.json<{ pdfId: string }>().pdfId);

    // GraphQL: the same.
    const mutation = 'mutation($o: PdfOptionsInput!) { generateSkinCareProgramPdf(options: $o) { programId pdfId } }';
    const gqlKey = quoted(randomUUID());
    const viaGraphql = await gqlSend(user, mutation, { o: pdfOptions(program.id) }, gqlKey);
    expect(viaGraphql.json().errors).toBeUndefined();
    expect((await gqlSend(user, mutation, { o: pdfOptions(program.id) }, gqlKey)).body).toBe(viaGraphql.body);
    expect(await count('select count(*)::text as n from pdf_document where program_id = ?', [program.id])).toBe(1);
  });
});

describe('candidate registration with an Idempotency-Key', () => {
  const form = (email: string, polska: number) => ({
    email,
    customerId: 'C-1',
    companyName: 'Salon',
    name: 'Anna',
    surname: 'Kowalska',
    phoneNo: '+48 600 000 000',
    regionId: polska,
    preferredLocale: { language: 'pl', country: 'PL' },
    fallbackLocale: { language: 'en', country: 'GB' },
    termsConfirmed: true,
    privacyPolicyConfirmed: true,
  });
  const register = (payload: unknown, key?: string) =>
    send(null, { method: 'POST', url: '/public/api/candidate', payload: payload as object }, key);

  it('registers once and mails once (REST and GraphQL); another form under the key is 422', async () => {
    const polska = (await sql<{ id: number }>(`select id from region where name = 'Polska'`))[0]!.id;
    const key = quoted(randomUUID());
    const first = await register(form('once@example.com', polska), key);
    expect(first).toHaveStatus(200);
    expect((await register(form('once@example.com', polska), key)).body).toBe(first.body);
    expect(await count(`select count(*)::text as n from candidate where email = 'once@example.com'`)).toBe(1);
    expect(await register(form('twice@example.com', polska), key)).toHaveStatus(422);
    expect(await count(`select count(*)::text as n from candidate where email = 'twice@example.com'`)).toBe(0);

    const mutation = 'mutation($i: CandidateRegistrationInput!) { registerCandidate(input: $i) }';
    const gqlKey = quoted(randomUUID());
    const input = { ...form('graphql.once@example.com', polska), preferredLocale: 'pl_PL', fallbackLocale: 'en_GB' };
    const viaGraphql = await gqlSend(null, mutation, { i: input }, gqlKey);
    expect(viaGraphql.json()).toEqual({ data: { registerCandidate: true } });
    expect((await gqlSend(null, mutation, { i: input }, gqlKey)).body).toBe(viaGraphql.body);
    expect(await count(`select count(*)::text as n from candidate where email = 'graphql.once@example.com'`)).toBe(1);

    // A known address is kept too: its "already registered" mail goes once.
    const knownKey = quoted(randomUUID());
    expect(await register(form('once@example.com', polska), knownKey)).toHaveStatus(200);
    expect(await register(form('once@example.com', polska), knownKey)).toHaveStatus(200);
    // Mails go out after the answers, in order: once the last one has arrived, so have the others.
    expect(await register(form('last@example.com', polska))).toHaveStatus(200);
    await smtp.waitFor('once@example.com', 2);
    await smtp.waitFor('graphql.once@example.com');
    await smtp.waitFor('last@example.com');
    expect(smtp.received.filter((m) => m.to === 'once@example.com').length).toBe(2);
    expect(smtp.received.filter((m) => m.to === 'graphql.once@example.com').length).toBe(1);
  });
});

describe('API key creation with an Idempotency-Key', () => {
  const create = (payload: unknown, key?: string) =>
    send(admin, { method: 'POST', url: '/secured/api/admin/api-keys', payload: payload as object }, key);

  it('answers the same key and secret again and stores one key (REST and GraphQL)', async () => {
    const polska = (await sql<{ id: number }>(`select id from region where name = 'Polska'`))[0]!.id;
    const key = quoted(randomUUID());
    const first = await create({ name: 'Idempotent shop', regionId: polska }, key);
    expect(first).toHaveStatus(200);
    const again = await create({ name: 'Idempotent shop', regionId: polska }, key);
    expect(again.body).toBe(first.body);
    expect(await count(`select count(*)::text as n from api_key where name = 'Idempotent shop'`)).toBe(1);
    // The secret works, and is not stored readable with the key.
    const { secret } = first.json<{ secret: string }>();
    expect(
      await send(null, {
        method: 'GET',
        url: '/secured/api/dataForEvaluations',
        headers: { authorization: `ApiKey ${secret}` },
      }),
    ).toHaveStatus(200);
    expect(await count('select count(*)::text as n from idempotency_key where answer like ?', [`%${secret}%`])).toBe(0);
    expect(await create({ name: 'Another shop', regionId: polska }, key)).toHaveStatus(422);

    const mutation = 'mutation($i: ApiKeyInput!) { createApiKey(input: $i) { secret key { id name } } }';
    const gqlKey = quoted(randomUUID());
    const viaGraphql = await gqlSend(admin, mutation, { i: { name: 'GraphQL shop', regionId: polska } }, gqlKey);
    expect(viaGraphql.json().errors).toBeUndefined();
    expect((await gqlSend(admin, mutation, { i: { name: 'GraphQL shop', regionId: polska } }, gqlKey)).body).toBe(
      viaGraphql.body,
    );
    expect(await count(`select count(*)::text as n from api_key where name = 'GraphQL shop'`)).toBe(1);
  });
});

describe('expired keys', () => {
  it('are not answered after 48 hours (the key starts anew) and are pruned', async () => {
    const key = quoted(randomUUID());
    const first = await saveRest(user, fullProgram(c), key);
    await sql(`update idempotency_key set created_date = now() - interval '49 hours'`);
    const later = await saveRest(user, fullProgram(c), key);
    expect(later).toHaveStatus(200);
    expect(later.json<{ id: string }>().id).not.toBe(first.json<{ id: string }>().id);
    expect((await saveRest(user, fullProgram(c), key)).body).toBe(later.body);
    const live = await count(
      "select count(*)::text as n from idempotency_key where created_date > now() - interval '1 hour'",
    );
    expect(live).toBeGreaterThan(0);
    expect(
      await count(`select count(*)::text as n from idempotency_key where created_date < now() - interval '48 hours'`),
    ).toBeGreaterThan(0);
    await pruneExpiredKeys(t.orm.em.fork());
    expect(
      await count(`select count(*)::text as n from idempotency_key where created_date < now() - interval '48 hours'`),
    ).toBe(0);
    expect(await count('select count(*)::text as n from idempotency_key')).toBe(live);
  });
});

describe('the OpenAPI document', () => {
  it('names the Idempotency-Key header on every create that takes it, and on no other route', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { parameters: Array<{ name: string; in: string }> }>>;
    }>();
    const keyed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => op.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(keyed.sort()).toEqual([
      'POST /public/api/candidate',
      'POST /secured/api/admin/api-keys',
      'POST /secured/api/skincareprogram',
      'POST /secured/api/skincareprogram/pdf/generate',
    ]);
  });
});
