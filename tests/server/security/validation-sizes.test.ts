import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type * as yup from 'yup';
import * as validation from '../../../common/validation/index.js';
import { MAX_PRODUCT_LINES, MAX_VALIDATION_ERRORS, programSchema } from '../../../common/validation/index.js';
import { validate } from '../../../server/platform/validation.js';
import { createTestApp, gql, loginToken, type TestApp } from '../../support/app.js';
import { saveRest } from '../programs/fixtures.js';

/**
 * Issue 34 row 4: a list far over its limit was cast and validated item by item before its
 * `.max()` refused it (25,000 program lines: 337-364 ms of CPU, 6 ms normally). Sizes are now
 * checked first, on the raw input (more than twice the limit: refused unvalidated; just over it:
 * validated whole, the answer as before), and an answer lists at most a handful of errors.
 */
const TOO_MANY = { translationKey: 'VALIDATION_TOO_MANY_ITEMS', param: String(MAX_PRODUCT_LINES) };
const lines = (n: number, first = 1) => Array.from({ length: n }, (_, i) => ({ productId: first + i, volume: 1 }));
const program = (activeProducts: unknown[]) => ({
  skinIndicatorWithPriorityDtos: [],
  specialMixedProducts: { baseProducts: [], activeProducts },
  washProducts: [],
  readyProducts: [],
});

describe('sizes before items', () => {
  it('a list far over its limit is refused without one of its items being read', async () => {
    let reads = 0;
    // Each line counts the reads of its fields: validating it reads them, refusing the list does not.
    const counted = Array.from({ length: 25_000 }, (_, i) => ({
      get productId() {
        reads++;
        return i + 1;
      },
      get volume() {
        reads++;
        return 1;
      },
    }));
    await expect(validate(programSchema, program(counted))).rejects.toMatchObject({ errorDataList: [TOO_MANY] });
    expect(reads).toBe(0);
  });

  it('every list of every shared schema has a limit that is checked first', () => {
    const unbounded: string[] = [];
    const visit = (schema: yup.AnySchema, path: string) => {
      const inner = schema as yup.AnySchema & { fields?: Record<string, yup.AnySchema>; innerType?: yup.AnySchema };
      if (schema.type === 'array') {
        if (!schema.tests.some((test) => test.OPTIONS?.name === 'max')) unbounded.push(path);
        if (inner.innerType) visit(inner.innerType, `${path}[]`);
      }
      for (const [name, field] of Object.entries(inner.fields ?? {})) visit(field, `${path}.${name}`);
    };
    for (const [name, value] of Object.entries(validation)) {
      if (value && typeof value === 'object' && (value as { __isYupSchema__?: boolean }).__isYupSchema__)
        visit(value as yup.AnySchema, name);
    }
    expect(unbounded).toEqual([]);
  });

  it('many wrong fields give at most a handful of entries', async () => {
    const wrong = Array.from({ length: MAX_PRODUCT_LINES }, () => ({ productId: -1, volume: -1 }));
    const refusal: unknown = await validate(programSchema, program(wrong)).catch((error: unknown) => error);
    const { errorDataList } = refusal as { errorDataList: unknown[] };
    expect(errorDataList.length).toBeGreaterThan(0);
    expect(errorDataList.length).toBeLessThanOrEqual(MAX_VALIDATION_ERRORS);
  });
});

describe('over HTTP', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t.app, 'user@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const count = async () => t.orm.em.fork().execute('select count(*)::int as n from skin_care_program');

  it.each([[MAX_PRODUCT_LINES + 1], [3_000], [25_000]])('%d lines over REST: one entry, nothing saved', async (n) => {
    const before = await count();
    const rest = await saveRest(t.app, token, program(lines(n)));
    expect(rest).toHaveStatus(400);
    expect(rest.json()).toEqual({ code: 'BAD_REQUEST', errorDataList: [TOO_MANY] });
    expect(await count()).toEqual(before);
  });

  // 3,000 lines are about as many as GraphQL's variables limit lets through.
  it.each([[MAX_PRODUCT_LINES + 1], [3_000]])('%d lines over GraphQL: the same entry, nothing saved', async (n) => {
    const before = await count();
    const graph = await gql(
      t.app,
      'mutation($p: SkinCareProgramInput!) { saveSkinCareProgram(program: $p) { id } }',
      { p: program(lines(n)) },
      token,
    );
    expect(graph).toHaveStatus(400);
    expect(graph.errors![0]!.extensions).toEqual({ code: 'BAD_REQUEST', errorDataList: [TOO_MANY] });
    expect(await count()).toEqual(before);
  });
});
