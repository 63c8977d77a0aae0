import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { TEXT_TYPES } from '../../../common/enums.js';
import { translationPage, translationPageBefore } from '../../../server/modules/translations/translation-list.service.js';
import type { AuthUser } from '../../../server/platform/auth/auth-user.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { outcome, propertyCtx } from '../../support/read-path.js';
import { sqlOf, type Sql } from '../local-admin/fixtures.js';

/**
 * While both paths exist (issue 16), the translation list of the read path (one statement, JSON
 * built by PostgreSQL) must answer exactly as before on any data: texts of random keys (case,
 * LIKE wildcards), locales, types, empty or not, with or without comments; random system locales;
 * random filters, pages and callers (who may change which texts); bad input too.
 */

let t: TestApp;
let sql: Sql;

beforeAll(async () => {
  t = await createTestApp();
  sql = sqlOf(t);
});
afterAll(async () => {
  await t.close();
});

const LOCALES = ['en_GB', 'de_DE', 'pl_PL', 'fr_FR'];
const text = fc.record({
  key: fc.constantFrom('A_KEY', 'a_key_2', 'B%KEY', 'EMAIL_X', 'Zeta', 'b_key'),
  locale: fc.constantFrom(...LOCALES),
  type: fc.constantFrom('INTERFACE', 'EMAIL', 'PDF'),
  value: fc.constantFrom('', '', 'Hallo', 'x'),
  comment: fc.option(fc.constantFrom('note', '')),
  version: fc.integer({ min: 1, max: 3 }),
});
const filter = fc.record({
  key: fc.option(fc.constantFrom('', 'key', 'A_', '%', 'b%k', 'zzz')),
  textType: fc.option(fc.constantFrom('INTERFACE', 'EMAIL', TEXT_TYPES[4]!)),
  emptyOnly: fc.option(fc.boolean()),
  locale: fc.option(fc.constantFrom(...LOCALES, 'xx_XX')),
  pageNo: fc.oneof(fc.integer({ min: 0, max: 2 }), fc.constant(-1)),
  pageSize: fc.option(fc.integer({ min: 1, max: 4 })),
}, { requiredKeys: [] });
const caller = fc.constantFrom<Pick<AuthUser, 'roles' | 'translationLocales'>>(
  { roles: ['ADMIN'], translationLocales: [] },
  { roles: ['LOCAL_ADMIN'], translationLocales: ['de_DE'] },
  { roles: ['LOCAL_ADMIN'], translationLocales: [] },
  { roles: ['APP_USER'], translationLocales: [] },
);

const ctx = (who: Pick<AuthUser, 'roles' | 'translationLocales'>) => propertyCtx(t, who);

describe('the translation list read path', () => {
  it('answers exactly as before on generated data', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(text, { selector: (x) => `${x.key}|${x.locale}`, maxLength: 18 }), fc.subarray(LOCALES), fc.array(fc.tuple(filter, caller), { minLength: 1, maxLength: 6 }), async (texts, system, queries) => {
        await sql('delete from text_source');
        await sql(`update language set is_system = (id = any(?::text[]))`, [`{${system.join(',')}}`]);
        if (texts.length > 0) {
          await sql(`insert into text_source (key, locale, text_type, value, comment, version)
            select e->>'key', e->>'locale', e->>'type', e->>'value', e->>'comment', (e->>'version')::int from json_array_elements(?::json) e`, [JSON.stringify(texts)]);
        }
        for (const [f, who] of queries) {
          const [fast, before] = [await outcome(() => translationPage(ctx(who), f)), await outcome(() => translationPageBefore(ctx(who), f))];
          expect(fast).toEqual(before);
        }
      }),
      { numRuns: Number(process.env.READS_PROPERTY_RUNS ?? 50), seed: 20261127, endOnFailure: true },
    );
  });
});
