import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { emptyProgram, fullProgram, insertCatalogue, pdfOptions, saveRest, type Catalogue } from './fixtures.js';
import { watchStatements } from '../../support/statements.js';

let t: TestApp;
let c: Catalogue;
let user: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  c = await insertCatalogue(t.orm);
  user = await loginToken(t.app, 'user@example.com');
  other = await loginToken(t.app, 'user.uk@example.com');
});
afterAll(async () => {
  await t.close();
});

const BASE = '/secured/api/skincareprogram';
const get = (token: string | null, url: string) =>
  t.app.inject(token ? withToken(token, { method: 'GET', url }) : { method: 'GET', url });
const del = (token: string | null, url: string) =>
  t.app.inject(token ? withToken(token, { method: 'DELETE', url }) : { method: 'DELETE', url });

async function create(token: string, program: unknown = fullProgram(c)) {
  const res = await saveRest(t.app, token, program);
  expect(res).toHaveStatus(200);
  return res.json();
}

const auditCount = async (email: string, event: string) =>
  Number(
    (
      await t.orm.em
        .fork()
        .execute<{ n: string }[]>(`select count(*)::text as n from audit_event where username = ? and event = ?`, [
          email,
          event,
        ])
    )[0]!.n,
  );

const keysOf = (body: { errorDataList: Array<{ translationKey: string; param?: string }> }) =>
  body.errorDataList.map((e) => `${e.translationKey}:${e.param ?? ''}`);

describe('GET /secured/api/skincareprogram', () => {
  it('walks 401, 400, 404 for another owner, then returns the own program (?id= and /:id)', async () => {
    const mine = await create(user);
    expect(await get(null, `${BASE}?id=${mine.id}`)).toHaveStatus(401);
    expect(await get(user, `${BASE}?id=not-a-uuid`)).toHaveStatus(400);
    expect(await get(user, `${BASE}`)).toHaveStatus(400);
    const theirs = await create(other, emptyProgram());
    const foreign = await get(user, `${BASE}?id=${theirs.id}`);
    expect(foreign).toHaveStatus(404);
    expect(foreign.json()).toEqual({ code: 'NOT_FOUND', errorDataList: [{ translationKey: 'ERROR_NOT_FOUND' }] });
    expect(await get(user, `${BASE}?id=00000000-0000-4000-8000-000000000000`)).toHaveStatus(404);

    const byQuery = await get(user, `${BASE}?id=${mine.id}`);
    expect(byQuery).toHaveStatus(200);
    expect(byQuery.json()).toEqual(mine);
    expect((await get(user, `${BASE}/${mine.id}`)).json()).toEqual(mine);
  });
});

describe('POST /secured/api/skincareprogram (save)', () => {
  it('walks 401 and 400 (shape, unknown field, role of each list, disabled items)', async () => {
    expect(await saveRest(t.app, null, fullProgram(c))).toHaveStatus(401);
    const negative = await saveRest(
      t.app,
      user,
      fullProgram(c, { specialMixedProducts: { baseProducts: [{ productId: c.products.base, volume: -1 }] } }),
    );
    expect(negative).toHaveStatus(400);
    expect(keysOf(negative.json())).toContain('VALIDATION_MIN:0');
    expect(await saveRest(t.app, user, { ...fullProgram(c), owner: 'someone' })).toHaveStatus(400);
    expect(await saveRest(t.app, user, 'not an object')).toHaveStatus(400);

    // A care product among the actives, a base product in the wash list (the ready list: product-lists.test.ts).
    const misplaced = await saveRest(
      t.app,
      user,
      fullProgram(c, {
        specialMixedProducts: {
          baseProducts: [{ productId: c.products.active1, volume: 44 }],
          activeProducts: [
            { productId: c.products.active2, volume: 1 },
            { productId: c.products.care, volume: 1 },
          ],
        },
        washProducts: [{ productId: c.products.base }],
      }),
    );
    expect(misplaced).toHaveStatus(400);
    expect(keysOf(misplaced.json())).toEqual([
      'ERROR_PRODUCT_NOT_ALLOWED:specialMixedProducts.baseProducts[0].productId',
      'ERROR_PRODUCT_NOT_ALLOWED:specialMixedProducts.activeProducts[1].productId',
      'ERROR_PRODUCT_NOT_ALLOWED:washProducts[0].productId',
    ]);
    const disabled = await saveRest(
      t.app,
      user,
      fullProgram(c, {
        skinIndicatorWithPriorityDtos: [
          { skinIndicatorId: c.indicators.disabled, priority: 'LOW' },
          { skinIndicatorId: 999999, priority: 'LOW' },
        ],
        specialMixedProducts: {
          activeProducts: [
            { productId: c.products.disabled, volume: 1 },
            { productId: 999999, volume: 1 },
          ],
        },
      }),
    );
    expect(keysOf(disabled.json())).toEqual([
      'ERROR_SKIN_INDICATOR_NOT_ALLOWED:skinIndicatorWithPriorityDtos[0].skinIndicatorId',
      'ERROR_SKIN_INDICATOR_NOT_ALLOWED:skinIndicatorWithPriorityDtos[1].skinIndicatorId',
      'ERROR_PRODUCT_NOT_ALLOWED:specialMixedProducts.activeProducts[0].productId',
      'ERROR_PRODUCT_NOT_ALLOWED:specialMixedProducts.activeProducts[1].productId',
    ]);
  });

  it('creates a program with its lines in order, and records the attempt and the success', async () => {
    const before = await auditCount('user@example.com', 'SAVE_SKIN_CARE_PROGRAM_SUCCESS');
    const saved = await create(user);
    expect(saved).toMatchObject({
      version: 1,
      pdfId: null,
      skinIndicatorWithPriorityDtos: [
        { skinIndicatorId: c.indicators.dry, priority: 'HIGH' },
        { skinIndicatorId: c.indicators.redness, priority: 'LOW' },
      ],
      specialMixedProducts: {
        comment: 'Apply twice daily after cleansing.',
        baseProducts: [{ productId: c.products.base, volume: 44 }],
        activeProducts: [
          { productId: c.products.active1, volume: 2.5 },
          { productId: c.products.active2, volume: 3.5 },
        ],
      },
      washProducts: [
        {
          productId: c.products.wash,
          volume: null,
          comment: 'Morning and evening, lukewarm water.',
          mixtureRole: 'WASH',
        },
      ],
      readyProducts: [
        {
          productId: c.products.care,
          volume: 12.5,
          comment: 'Every morning before leaving the house.',
          mixtureRole: 'CARE',
        },
      ],
    });
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.number).toMatch(/^\d+$/);
    expect(await auditCount('user@example.com', 'SAVE_SKIN_CARE_PROGRAM_SUCCESS')).toBe(before + 1);
  });

  it('updates with the current version, bumps version and modifiedDate, and refuses a stale or missing version', async () => {
    const saved = await create(user);
    const changed = fullProgram(c, {
      id: saved.id,
      version: saved.version,
      specialMixedProducts: {
        comment: 'Less is more.',
        baseProducts: [{ productId: c.products.base, volume: 30 }],
        activeProducts: [],
      },
      washProducts: [],
    });
    const updated = await saveRest(t.app, user, changed);
    expect(updated).toHaveStatus(200);
    const body = updated.json();
    expect(body).toMatchObject({
      id: saved.id,
      number: saved.number,
      version: saved.version + 1,
      createdDate: saved.createdDate,
    });
    expect(new Date(body.modifiedDate).getTime()).toBeGreaterThan(new Date(saved.modifiedDate).getTime());
    expect(body.specialMixedProducts).toEqual({
      comment: 'Less is more.',
      baseProducts: [{ productId: c.products.base, volume: 30 }],
      activeProducts: [],
    });
    expect(body.washProducts).toEqual([]);

    const stale = await saveRest(t.app, user, changed);
    expect(stale).toHaveStatus(409);
    expect(stale.json()).toEqual({ code: 'CONFLICT', errorDataList: [{ translationKey: 'ERROR_STALE_VERSION' }] });
    expect(await saveRest(t.app, user, { ...changed, version: undefined })).toHaveStatus(400);
    expect((await get(user, `${BASE}?id=${saved.id}`)).json()).toEqual(body);
  });

  it('lets exactly one of two concurrent updates of the same version through', async () => {
    const saved = await create(user);
    const update = (comment: string) =>
      saveRest(
        t.app,
        user,
        fullProgram(c, { id: saved.id, version: saved.version, specialMixedProducts: { comment } }),
      );
    const statuses = (await Promise.all([update('first'), update('second')])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect((await get(user, `${BASE}?id=${saved.id}`)).json().version).toBe(saved.version + 1);
  });

  it("refuses to update or copy another owner's program (404)", async () => {
    const theirs = await create(other, emptyProgram());
    const res = await saveRest(t.app, user, { ...emptyProgram(), id: theirs.id, version: theirs.version });
    expect(res).toHaveStatus(404);
    expect(await saveRest(t.app, user, { ...emptyProgram(), id: theirs.id }, '?saveAsNew=true')).toHaveStatus(404);
    expect((await get(other, `${BASE}?id=${theirs.id}`)).json()).toEqual(theirs);
  });

  it('leaves the saved program intact when a save fails on an invalid product in the middle of the lists', async () => {
    const saved = await create(user);
    const gen = await t.app.inject(
      withToken(user, { method: 'POST', url: `${BASE}/pdf/generate`, payload: pdfOptions(saved.id) }),
    );
    expect(gen).toHaveStatus(200);
    const before = (await get(user, `${BASE}?id=${saved.id}`)).json();
    const res = await saveRest(
      t.app,
      user,
      fullProgram(c, {
        id: saved.id,
        version: saved.version,
        washProducts: [
          { productId: c.products.wash },
          { productId: c.products.active1 },
          { productId: c.products.wash + 100000 },
        ],
      }),
    );
    expect(res).toHaveStatus(400);
    expect((await get(user, `${BASE}?id=${saved.id}`)).json()).toEqual(before);
  });

  it('rolls a save back completely when the database fails half-way (lines, PDFs, version untouched)', async () => {
    const saved = await create(user);
    const gen = await t.app.inject(
      withToken(user, { method: 'POST', url: `${BASE}/pdf/generate`, payload: pdfOptions(saved.id) }),
    );
    const before = (await get(user, `${BASE}?id=${saved.id}`)).json();
    expect(before.pdfId).toBe(gen.json().pdfId);
    const em = t.orm.em.fork();
    // A real failure inside PostgreSQL while the new lines are written.
    await em.execute(`
      create function fail_marked_line() returns trigger language plpgsql as $$
      begin
        if new.comment = 'FAIL HERE' then raise exception 'forced failure'; end if;
        return new;
      end $$;
      create trigger fail_marked_line before insert on program_product for each row execute function fail_marked_line();`);
    try {
      const res = await saveRest(
        t.app,
        user,
        fullProgram(c, {
          id: saved.id,
          version: saved.version,
          // The wash line is stored first, then the ready line fails.
          readyProducts: [{ productId: c.products.care, comment: 'FAIL HERE' }],
        }),
      );
      expect(res).toHaveStatus(500);
      expect(res.json()).toEqual({
        code: 'INTERNAL',
        errorDataList: [{ translationKey: 'ERROR_GENERIC' }],
        requestId: res.headers['x-request-id'],
      });
      expect(res.body).not.toContain('forced failure');
    } finally {
      await em.execute('drop trigger fail_marked_line on program_product; drop function fail_marked_line();');
    }
    expect((await get(user, `${BASE}?id=${saved.id}`)).json()).toEqual(before);
    const download = await get(user, `${BASE}/pdf/download?mixtureId=${saved.id}&pdfId=${before.pdfId}`);
    expect(download).toHaveStatus(200);
  });

  it('saves as new: a new id and number, the original unchanged', async () => {
    const saved = await create(user);
    const copy = await saveRest(
      t.app,
      user,
      fullProgram(c, { id: saved.id, version: saved.version, specialMixedProducts: { comment: 'copy' } }),
      '?saveAsNew=true',
    );
    expect(copy).toHaveStatus(200);
    const body = copy.json();
    expect(body.id).not.toBe(saved.id);
    expect(body.number).not.toBe(saved.number);
    expect(body.version).toBe(1);
    expect(body.specialMixedProducts.comment).toBe('copy');
    expect((await get(user, `${BASE}?id=${saved.id}`)).json()).toEqual(saved);

    // GraphQL: the same with saveAsNew: true.
    const viaGraphql = await gql<{ saveSkinCareProgram: { id: string; number: string } }>(
      t.app,
      'mutation($p: SkinCareProgramInput!) { saveSkinCareProgram(program: $p, saveAsNew: true) { id number } }',
      { p: { ...emptyProgram(), id: saved.id, version: saved.version } },
      user,
    );
    expect(viaGraphql.data!.saveSkinCareProgram.id).not.toBe(saved.id);
    expect(viaGraphql.data!.saveSkinCareProgram.number).not.toBe(saved.number);
  });

  it("discards the program's PDFs on every save", async () => {
    const saved = await create(user);
    const gen = await t.app.inject(
      withToken(user, { method: 'POST', url: `${BASE}/pdf/generate`, payload: pdfOptions(saved.id) }),
    );
    const { pdfId } = gen.json();
    expect((await get(user, `${BASE}?id=${saved.id}`)).json().pdfId).toBe(pdfId);
    const updated = await saveRest(t.app, user, fullProgram(c, { id: saved.id, version: saved.version }));
    expect(updated.json().pdfId).toBeNull();
    expect(await get(user, `${BASE}/pdf/download?mixtureId=${saved.id}&pdfId=${pdfId}`)).toHaveStatus(404);
    const [{ n }] = await t.orm.em
      .fork()
      .execute<{ n: string }[]>('select count(*)::text as n from pdf_document where program_id = ?', [saved.id]);
    expect(n).toBe('0');
  });
});

describe('POST /secured/api/skincareprogram with the object its GET returned', () => {
  it('accepts it exactly as read (pdfId, createdDate, modifiedDate, number included)', async () => {
    const saved = await create(user);
    await t.app.inject(withToken(user, { method: 'POST', url: `${BASE}/pdf/generate`, payload: pdfOptions(saved.id) }));
    const read = (await get(user, `${BASE}/${saved.id}`)).json();
    expect(read.pdfId).toEqual(expect.any(String));
    const again = await saveRest(t.app, user, read);
    expect(again).toHaveStatus(200);
    const { version, modifiedDate, pdfId, ...kept } = read;
    expect(again.json()).toMatchObject({ ...kept, version: version + 1, pdfId: null });
    expect(new Date(again.json().modifiedDate).getTime()).toBeGreaterThan(new Date(modifiedDate).getTime());
    expect(pdfId).not.toBeNull();
  });

  it('ignores changed read-only fields: number, createdDate, modifiedDate and pdfId change nothing', async () => {
    const read = (await get(user, `${BASE}/${(await create(user)).id}`)).json();
    const res = await saveRest(t.app, user, {
      ...read,
      number: '999999',
      createdDate: '2001-01-01T00:00:00.000Z',
      modifiedDate: '2001-01-01T00:00:00.000Z',
      pdfId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res).toHaveStatus(200);
    expect(res.json()).toMatchObject({ id: read.id, number: read.number, createdDate: read.createdDate, pdfId: null });
    expect(new Date(res.json().modifiedDate).getTime()).toBeGreaterThan(new Date(read.modifiedDate).getTime());
    const [row] = await t.orm.em
      .fork()
      .execute<{ number: string; created_date: Date }[]>(
        'select number::text as number, created_date from skin_care_program where id = ?',
        [read.id],
      );
    expect(row!.number).toBe(read.number);
    expect(new Date(row!.created_date).toISOString()).toBe(read.createdDate);
    // A field nothing knows is still refused.
    expect(await saveRest(t.app, user, { ...res.json<Record<string, unknown>>(), ownerId: 'someone' })).toHaveStatus(
      400,
    );
  });
});

describe('DELETE /secured/api/skincareprogram', () => {
  it('walks 401, 400, 404 for another owner, then deletes the own program with its PDFs', async () => {
    const mine = await create(user);
    await t.app.inject(withToken(user, { method: 'POST', url: `${BASE}/pdf/generate`, payload: pdfOptions(mine.id) }));
    const theirs = await create(other, emptyProgram());
    expect(await del(null, `${BASE}?id=${mine.id}`)).toHaveStatus(401);
    expect(await del(user, `${BASE}?id=42`)).toHaveStatus(400);
    expect(await del(user, `${BASE}?id=${theirs.id}`)).toHaveStatus(404);
    expect(await get(other, `${BASE}?id=${theirs.id}`)).toHaveStatus(200);

    const ok = await del(user, `${BASE}?id=${mine.id}`);
    expect(ok).toHaveStatus(200);
    expect(ok.json()).toBe(true);
    expect(await get(user, `${BASE}?id=${mine.id}`)).toHaveStatus(404);
    expect(await del(user, `${BASE}/${mine.id}`)).toHaveStatus(404);
    const [{ n }] = await t.orm.em
      .fork()
      .execute<{ n: string }[]>('select count(*)::text as n from pdf_document where program_id = ?', [mine.id]);
    expect(n).toBe('0');
    expect(await auditCount('user@example.com', 'DELETE_SKIN_CARE_PROGRAM')).toBeGreaterThanOrEqual(1);

    const byPath = await create(user, emptyProgram());
    expect(await del(user, `${BASE}/${byPath.id}`)).toHaveStatus(200);
  });
});

describe('GET /secured/api/skincareprogram/page', () => {
  it('walks 401 and 400, then pages the own programs newest first and searches by number prefix (and client reference: client-reference.test.ts)', async () => {
    expect(await get(null, `${BASE}/page`)).toHaveStatus(401);
    expect(await get(user, `${BASE}/page?pageSize=101`)).toHaveStatus(400);
    expect(await get(user, `${BASE}/page?pageNo=-1`)).toHaveStatus(400);
    expect(await get(user, `${BASE}/page?pageSize=abc`)).toHaveStatus(400);

    const admin = await loginToken(t.app, 'admin@example.com');
    const created = [];
    for (let i = 0; i < 12; i++) created.push(await create(admin, emptyProgram()));
    await create(other, emptyProgram());

    const first = (await get(admin, `${BASE}/page?pageNo=0&pageSize=5`)).json();
    expect(first).toMatchObject({ page: 0, pageSize: 5, totalElements: 12, totalPages: 3 });
    expect(first.mixtures.map((m: { id: string }) => m.id)).toEqual(
      created
        .slice(-5)
        .reverse()
        .map((m) => m.id),
    );
    const last = (await get(admin, `${BASE}/page?pageNo=2&pageSize=5`)).json();
    expect(last.mixtures.map((m: { id: string }) => m.id)).toEqual(
      created
        .slice(0, 2)
        .reverse()
        .map((m) => m.id),
    );
    expect((await get(admin, `${BASE}/page`)).json()).toMatchObject({ page: 0, pageSize: 10, totalElements: 12 });

    const target = created[3]!;
    const exact = (await get(admin, `${BASE}/page?search=${target.number}`)).json();
    expect(exact.mixtures.map((m: { id: string }) => m.id)).toEqual([target.id]);
    const prefix = target.number.slice(0, -1);
    const byPrefix = (await get(admin, `${BASE}/page?search=${prefix}&pageSize=100`)).json();
    expect(byPrefix.mixtures.length).toBeGreaterThanOrEqual(1);
    expect(byPrefix.mixtures.every((m: { number: string }) => m.number.startsWith(prefix))).toBe(true);
    expect(byPrefix.mixtures.map((m: { id: string }) => m.id)).toContain(target.id);
    expect((await get(admin, `${BASE}/page?search=abc`)).json()).toMatchObject({ mixtures: [], totalElements: 0 }); // no client reference holds it
    expect((await get(admin, `${BASE}/page?search=9999999999`)).json()).toMatchObject({
      mixtures: [],
      totalElements: 0,
    });
  });

  it('uses the same number of SQL statements for 10 and 100 programs (no N+1)', async () => {
    const token = await loginToken(t.app, 'local.admin@example.com');
    // Made in one statement (a hundred saves take long on a loaded machine), with lines.
    await t.orm.em.fork().execute(
      `with made as (insert into skin_care_program (id, owner_id, version, created_date, modified_date)
        select gen_random_uuid(), a.id, 1, now(), now() from account a, generate_series(1, 100) where a.email = 'local.admin@example.com' returning id)
      insert into program_product (program_id, position, kind, product_id, volume) select id, 0, 'BASE', ?, 5 from made`,
      [c.products.base],
    );
    let statements = 0;
    const countFor = async (pageSize: number) => {
      await get(token, `${BASE}/page?pageSize=${pageSize}`);
      statements = 0;
      // Every statement, the ORM's and the read path's, passes MikroORM's logger (the notifier's heartbeat left out).
      const stop = watchStatements(t.orm, () => statements++);
      const res = await get(token, `${BASE}/page?pageSize=${pageSize}`);
      stop();
      expect(res.json().mixtures).toHaveLength(pageSize);
      return statements;
    };
    const ten = await countFor(10);
    const hundred = await countFor(100);
    expect(ten).toBe(hundred);
    expect(ten).toBe(1);
  });
});

describe('GraphQL and REST', () => {
  it('answer the same for one program, and GraphQL refuses with the same codes', async () => {
    const program = fullProgram(c);
    const viaGraphql = await gql<{ saveSkinCareProgram: Record<string, unknown> }>(
      t.app,
      `mutation($p: SkinCareProgramInput!) { saveSkinCareProgram(program: $p) {
        id number version pdfId clientReference createdDate modifiedDate
        skinIndicatorWithPriorityDtos { skinIndicatorId priority }
        specialMixedProducts { comment baseProducts { productId volume } activeProducts { productId volume } }
        washProducts { productId volume comment mixtureRole } readyProducts { productId volume comment mixtureRole } } }`,
      { p: program },
      user,
    );
    expect(viaGraphql.errors).toBeUndefined();
    const saved = viaGraphql.data!.saveSkinCareProgram;
    const viaRest = (await get(user, `${BASE}?id=${saved.id as string}`)).json();
    expect(viaRest).toEqual(saved);

    const page = await gql<{ skinCarePrograms: { mixtures: Array<{ id: string }>; totalElements: number } }>(
      t.app,
      'query($s: String) { skinCarePrograms(pageNo: 0, pageSize: 10, search: $s) { mixtures { id number } page pageSize totalPages totalElements } }',
      { s: saved.number },
      user,
    );
    const restPage = (await get(user, `${BASE}/page?search=${saved.number as string}`)).json();
    expect(page.data!.skinCarePrograms).toEqual({
      ...restPage,
      mixtures: restPage.mixtures.map((m: { id: string; number: string }) => ({ id: m.id, number: m.number })),
    });

    const unauthenticated = await gql(t.app, 'query($id: ID!) { skinCareProgram(id: $id) { id } }', { id: saved.id });
    expect(unauthenticated).toHaveStatus(401);
    const theirs = await create(other, emptyProgram());
    const foreign = await gql(t.app, 'query($id: ID!) { skinCareProgram(id: $id) { id } }', { id: theirs.id }, user);
    expect(foreign).toHaveStatus(404);
    expect(foreign.errors![0]!.extensions.code).toBe('NOT_FOUND');
    const badId = await gql(t.app, 'mutation($id: ID!) { deleteSkinCareProgram(id: $id) }', { id: 'x' }, user);
    expect(badId).toHaveStatus(400);
    const stale = await gql(
      t.app,
      'mutation($p: SkinCareProgramInput!) { saveSkinCareProgram(program: $p) { id } }',
      { p: { ...emptyProgram(), id: saved.id, version: 99 } },
      user,
    );
    expect(stale).toHaveStatus(409);
    const deleted = await gql<{ deleteSkinCareProgram: boolean }>(
      t.app,
      'mutation($id: ID!) { deleteSkinCareProgram(id: $id) }',
      { id: saved.id },
      user,
    );
    expect(deleted.data!.deleteSkinCareProgram).toBe(true);
  });
});
