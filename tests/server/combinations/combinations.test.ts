import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { keysOf, sqlOf, type Sql } from '../local-admin/fixtures.js';
import { pdfOptions, saveRest } from '../programs/fixtures.js';
import { programPdfWorkerFile } from '../../../server/modules/programs/program-pdf.pool.js';

let t: TestApp;
let sql: Sql;
let admin: string;
let editor: string;
let localAdmin: string;
let user: string;
let userUk: string;
let tmp: string;
/** Demo product ids by code. */
let p: Record<string, number>;

const RULE = '/secured/api/admin/combination-rule';
const texts = (name: string) => [
  { locale: { language: 'de', country: 'DE' }, value: `${name} (de)` },
  { locale: { language: 'en', country: 'GB' }, value: `${name} (en)` },
];

beforeAll(async () => {
  programPdfWorkerFile(); // PDFs render in worker threads from the compiled dist/
  t = await createTestApp();
  sql = sqlOf(t);
  [admin, editor, localAdmin, user, userUk] = await Promise.all(
    [
      'admin@example.com',
      'editor@example.com',
      'local.admin@example.com',
      'user@example.com',
      'user.uk@example.com',
    ].map((e) => loginToken(t.app, e)),
  );
  p = Object.fromEntries(
    (await sql<{ id: number; code: string }>('select id, code from product')).map((r) => [r.code, r.id]),
  );
  tmp = mkdtempSync(path.join(os.tmpdir(), 'combinations-'));
});
afterAll(async () => {
  await t.close();
  rmSync(tmp, { recursive: true, force: true });
});

const send = (method: 'GET' | 'POST' | 'DELETE', token: string | null, url: string, payload?: unknown) => {
  const options = { method, url, ...(payload === undefined ? {} : { payload: payload as object }) };
  return t.app.inject(token ? withToken(token, options) : options);
};

/** What a refused call must leave as it was: the rules, their texts, the audit log and the catalogue version. */
async function state() {
  const [rules, messages, audit, version] = await Promise.all([
    sql('select * from combination_rule order by id'),
    sql(`select key, locale, value from text_source where key like 'COMBINATION_RULE_MESSAGE_%' order by key, locale`),
    sql<{ n: number }>('select count(*)::int as n from audit_event'),
    sql<{ version: string }>(`select version::text from data_version where name = 'catalogue'`),
  ]);
  return { rules, messages, audit: audit[0]!.n, version: version[0]!.version };
}

const BUILDER_RULES =
  '{ combinationRules { id productId otherProductId otherCategory kind severity messagePlaceholder } }';

describe('demo rules', () => {
  it('the demo catalogue holds the acid and vitamin C rules with retinol, each with its source; none for niacinamide', async () => {
    const rules = (await send('GET', editor, RULE)).json<
      Array<{ code: string; productId: number; otherProductId: number; kind: string; comment: string }>
    >();
    expect(rules.map((r) => r.code).sort()).toEqual([
      'retinol-glycolic',
      'retinol-lactic',
      'retinol-mandelic',
      'retinol-salicylic',
      'vitamin-c-retinol',
    ]);
    for (const r of rules) {
      expect(r.kind).toBe('NOT_SAME_ROUTINE_TIME');
      expect(r.comment).toMatch(/Source/);
      expect([r.productId, r.otherProductId]).toContain(p['retinol-05']);
      expect(r.productId).toBeLessThan(r.otherProductId);
    }
    expect(rules.some((r) => [r.productId, r.otherProductId].includes(p['niacinamide-10']!))).toBe(false);
  });

  it("the builder's query: every role and the rules between products it sees (the disabled glycolic acid is staff's)", async () => {
    expect((await gql(t.app, BUILDER_RULES)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const forUser = (
      await gql<{ combinationRules: Array<{ otherProductId: number; productId: number }> }>(
        t.app,
        BUILDER_RULES,
        {},
        user,
      )
    ).data!.combinationRules;
    expect(forUser).toHaveLength(4);
    expect(forUser.some((r) => r.productId === p['glycolic-acid-8'] || r.otherProductId === p['glycolic-acid-8'])).toBe(
      false,
    );
    const forEditor = (await gql<{ combinationRules: unknown[] }>(t.app, BUILDER_RULES, {}, editor)).data!
      .combinationRules;
    expect(forEditor).toHaveLength(5);
  });
});

describe('admin REST', () => {
  it('401 without a token, 403 for APP_USER and LOCAL_ADMIN, 200 for CONTENT_EDITOR and ADMIN', async () => {
    expect(await send('GET', null, RULE)).toHaveStatus(401);
    for (const token of [user, localAdmin]) {
      expect(await send('GET', token, RULE)).toHaveStatus(403);
      expect(await send('POST', token, RULE, {})).toHaveStatus(403);
      expect(await send('DELETE', token, `${RULE}?id=1`)).toHaveStatus(403);
    }
    expect(await send('GET', editor, RULE)).toHaveStatus(200);
    expect(await send('GET', admin, `${RULE}/id?id=x`)).toHaveStatus(400);
    expect(await send('GET', admin, `${RULE}/id?id=999999`)).toHaveStatus(404);
  });

  it('bad input is refused in the error format and changes nothing', async () => {
    const before = await state();
    const base = { kind: 'NOT_TOGETHER', severity: 'HIGH', messages: texts('Bad') };
    const refused = async (body: unknown, status: number) => {
      const res = await send('POST', editor, RULE, body);
      expect(res).toHaveStatus(status);
      const json = res.json<{ code: string; errorDataList: Array<{ translationKey: string; param?: string }> }>();
      expect(typeof json.code).toBe('string');
      expect(JSON.stringify(json)).not.toMatch(/select|insert|stack|at \w+ \(/i);
      return json.errorDataList;
    };
    // A product with itself.
    expect(await refused({ ...base, productId: p['retinol-05'], otherProductId: p['retinol-05'] }, 400)).toEqual([
      { translationKey: 'VALIDATION_COMBINATION_SAME_PRODUCT', param: 'otherProductId' },
    ]);
    // Unknown products: 400 at the field, as the catalogue's forms refuse unknown ids.
    expect(await refused({ ...base, productId: 999999, otherProductId: p['retinol-05'] }, 400)).toEqual([
      { translationKey: 'VALIDATION_INVALID_ID', param: 'productId' },
    ]);
    // An unknown category, no partner, both partners.
    expect(keysOf({ errorDataList: await refused({ ...base, productId: 1, otherCategory: 'SOAP' }, 400) })).toEqual([
      'VALIDATION_INVALID_VALUE',
    ]);
    expect(keysOf({ errorDataList: await refused({ ...base, productId: 1 }, 400) })).toEqual(['VALIDATION_REQUIRED']);
    // A pair that has a rule, written the other way round: 409.
    expect(await refused({ ...base, productId: p['salicylic-acid-2'], otherProductId: p['retinol-05'] }, 409)).toEqual([
      { translationKey: 'ERROR_COMBINATION_RULE_DUPLICATE' },
    ]);
    // Missing en_GB message, unknown field.
    expect(
      keysOf({
        errorDataList: await refused(
          { ...base, productId: p['retinol-05'], otherCategory: 'CARE', messages: texts('x').slice(0, 1) },
          400,
        ),
      }),
    ).toEqual(['countryValueRequired']);
    expect(
      keysOf({ errorDataList: await refused({ ...base, productId: 1, otherCategory: 'CARE', colour: 'red' }, 400) }),
    ).toEqual(['VALIDATION_UNKNOWN_FIELD']);
    // An update of a rule that does not exist.
    expect(await refused({ ...base, id: 999999, version: 1, productId: 1, otherCategory: 'CARE' }, 404)).toEqual([
      { translationKey: 'ERROR_NOT_FOUND' },
    ]);
    expect(await state()).toEqual(before);
  });

  it('creates, updates (stale version 409) and deletes a rule, each audited; the catalogue version moves each time', async () => {
    const before = await state();
    const created = await send('POST', editor, RULE, {
      productId: p['retinol-05'],
      otherCategory: 'CLEANING',
      kind: 'NOT_TOGETHER',
      severity: 'LOW',
      messages: texts('Rinse'),
      comment: 'A test rule.',
    });
    expect(created).toHaveStatus(200);
    const rule = created.json<{ id: number; version: number; messagePlaceholder: string; messages: unknown[] }>();
    expect(rule).toMatchObject({
      productId: p['retinol-05'],
      otherProductId: null,
      otherCategory: 'CLEANING',
      messages: [
        { locale: { language: 'de', country: 'DE' }, value: 'Rinse (de)' },
        { locale: { language: 'en', country: 'GB' }, value: 'Rinse (en)' },
      ],
    });
    const afterCreate = await state();
    expect(BigInt(afterCreate.version)).toBeGreaterThan(BigInt(before.version));
    // The builder's query (a cached catalogue answer) has it at once.
    const seen = (await gql<{ combinationRules: Array<{ id: number }> }>(t.app, BUILDER_RULES, {}, user)).data!;
    expect(seen.combinationRules.map((r) => r.id)).toContain(rule.id);

    const update = { ...rule, severity: 'HIGH', messages: texts('Rinse well') };
    expect(await send('POST', editor, RULE, { ...update, version: rule.version + 5 })).toHaveStatus(409);
    const updated = await send('POST', editor, RULE, update);
    expect(updated).toHaveStatus(200);
    expect(updated.json()).toMatchObject({ severity: 'HIGH', version: rule.version + 1 });

    expect(await send('DELETE', editor, `${RULE}/${rule.id}`)).toHaveStatus(200);
    expect(await send('DELETE', editor, `${RULE}?id=${rule.id}`)).toHaveStatus(404);
    const events = await sql<{ event: string; message: string; username: string; data: { changes: object } }>(
      `select event, message, username, data from audit_event where data->'subject'->>'kind' = 'combination_rule'
        and (data->'subject'->>'id')::int = ? order by id`,
      [rule.id],
    );
    expect(events.map((e) => e.event)).toEqual([
      'COMBINATION_RULE_CREATE',
      'COMBINATION_RULE_UPDATE',
      'COMBINATION_RULE_DELETE',
    ]);
    // Named in the author's language (editor@example.com: de_DE).
    expect(events[0]!.message).toBe('"Retinol-Konzentrat 0,5 %" + CLEANING: NOT_TOGETHER, LOW');
    expect(events[0]!.username).toBe('editor@example.com');
    expect(events[1]!.data.changes).toEqual({
      severity: { before: 'LOW', after: 'HIGH' },
      'messages.de_DE': { before: 'Rinse (de)', after: 'Rinse well (de)' },
      'messages.en_GB': { before: 'Rinse (en)', after: 'Rinse well (en)' },
    });
    // Its messages went with it.
    expect(await state()).toMatchObject({ rules: before.rules, messages: before.messages });
  });
});

describe('admin GraphQL', () => {
  const SAVE = `mutation($input: CombinationRuleInput!) { saveCombinationRule(input: $input) { id code kind messages { locale value } } }`;
  const gqlTexts = [
    { locale: 'de_DE', value: 'Nicht zusammen' },
    { locale: 'en_GB', value: 'Not together' },
  ];

  it('refuses like REST (same error body) and saves a product pair, stored smaller id first', async () => {
    const before = await state();
    const same = await gql(
      t.app,
      SAVE,
      {
        input: {
          productId: p['vitamin-c-10'],
          otherProductId: p['vitamin-c-10'],
          kind: 'NOT_TOGETHER',
          severity: 'LOW',
          messages: gqlTexts,
        },
      },
      editor,
    );
    expect(same.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      errorDataList: [{ translationKey: 'VALIDATION_COMBINATION_SAME_PRODUCT', param: 'otherProductId' }],
    });
    const forbidden = await gql(t.app, '{ adminCombinationRules { id } }', {}, user);
    expect(forbidden.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(await state()).toEqual(before);

    const input = {
      productId: p['peptide-complex'],
      otherProductId: p['azelaic-acid-10'],
      kind: 'NOT_TOGETHER',
      severity: 'MEDIUM',
      messages: gqlTexts,
    };
    const saved = await gql<{ saveCombinationRule: { id: number } }>(t.app, SAVE, { input }, admin);
    expect(saved.errors).toBeUndefined();
    const list = (
      await gql<{ adminCombinationRules: Array<{ id: number; productId: number; otherProductId: number }> }>(
        t.app,
        '{ adminCombinationRules { id productId otherProductId } }',
        {},
        editor,
      )
    ).data!.adminCombinationRules;
    const row = list.find((r) => r.id === saved.data!.saveCombinationRule.id)!;
    expect([row.productId, row.otherProductId]).toEqual(
      [p['peptide-complex']!, p['azelaic-acid-10']!].sort((a, b) => a - b),
    );
    const again = await gql(t.app, SAVE, { input }, admin);
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      errorDataList: [{ translationKey: 'ERROR_COMBINATION_RULE_DUPLICATE' }],
    });
    expect(
      (await gql(t.app, 'mutation($id: Int!) { deleteCombinationRule(id: $id) }', { id: row.id }, editor)).data,
    ).toEqual({ deleteCombinationRule: true });
  });
});

describe('PDF (pdftotext)', () => {
  /** Saves a program with the base and the given actives in the cream and ready products, renders it, returns its text. */
  async function pdfText(token: string, actives: string[], ready: string[], locale?: string): Promise<string> {
    const program = {
      skinIndicatorWithPriorityDtos: [],
      specialMixedProducts: {
        baseProducts: [{ productId: p['light-gel-base'], volume: 44 }],
        activeProducts: actives.map((code) => ({ productId: p[code], volume: 2 })),
      },
      washProducts: [],
      readyProducts: ready.map((code) => ({ productId: p[code], volume: null, comment: null, mixtureRole: 'CARE' })),
    };
    const saved = await saveRest(t.app, token, program);
    expect(saved).toHaveStatus(200);
    const id = saved.json<{ id: string }>().id;
    const gen = await send('POST', token, '/secured/api/skincareprogram/pdf/generate', {
      ...pdfOptions(id),
      ...(locale ? { locale } : {}),
    });
    expect(gen).toHaveStatus(200);
    const res = await send(
      'GET',
      token,
      `/secured/api/skincareprogram/pdf/download?mixtureId=${id}&pdfId=${gen.json<{ pdfId: string }>().pdfId}`,
    );
    expect(res).toHaveStatus(200);
    const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, res.rawPayload);
    return execFileSync('/usr/bin/pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  }

  it('lists the warnings the program meets, in the PDF language, most severe first; none without a pair', async () => {
    const en = await pdfText(userUk, ['retinol-05', 'salicylic-acid-2'], ['vitamin-c-10']);
    expect(en).toContain('Combinations to watch');
    const caution = en.indexOf(
      'Caution Retinol 0.5% Concentrate and Salicylic Acid 2% (BHA) Concentrate should not be used in the same routine, but the custom cream mixes them',
    );
    const advice = en.indexOf(
      'Advice Retinol 0.5% Concentrate and Vitamin C 10% Concentrate should not be used in the same routine: apply one in the morning and the other in the evening',
    );
    expect(caution).toBeGreaterThan(0);
    expect(advice).toBeGreaterThan(caution);
    expect(en).toContain('Exfoliating acids and retinol each irritate and dry the skin');

    const de = await pdfText(userUk, ['retinol-05', 'salicylic-acid-2'], [], 'de_DE');
    expect(de).toContain('Zu beachtende Kombinationen');
    expect(de).toContain('Vorsicht Retinol-Konzentrat 0,5 % und Salicylsäure-Konzentrat 2 % (BHA) sollten nicht');
    expect(de).toContain('Peelende Säuren und Retinol');

    const none = await pdfText(userUk, ['retinol-05', 'niacinamide-10'], []);
    expect(none).not.toContain('Combinations to watch');
  });
});
