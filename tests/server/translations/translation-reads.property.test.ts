import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { TEXT_TYPES } from '../../../common/enums.js';
import { pluralCategories, pluralForm } from '../../../common/plurals.js';
import { TRANSLATIONS_DEFAULT_PAGE_SIZE, translationListSchema } from '../../../common/validation/index.js';
import { translationPage } from '../../../server/modules/translations/translation-list.service.js';
import {
  canTranslate,
  translatableLocales,
  TRANSLATOR_ROLES,
} from '../../../server/modules/translations/translation.policy.js';
import type { AuthUser } from '../../../server/platform/auth/auth-user.js';
import { requireUser } from '../../../server/platform/auth/guard.js';
import { validate } from '../../../server/platform/validation.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { byKeys, collationOf, outcome, pageOf, propertyCtx } from '../../support/read-path.js';
import { sqlOf, type Sql } from '../local-admin/fixtures.js';

/**
 * The translation list (one statement, JSON built by PostgreSQL) answers as a small model of its
 * rule says, on any data: texts of random keys (case, LIKE wildcards), locales, types, empty or
 * not, with or without comments; random system locales; random filters, pages and callers (who
 * may change which texts). Callers and bad input are refused as the policy and the validation say.
 */

let t: TestApp;
let sql: Sql;
let collation: Map<string, number>;

// A_KEY_few: a plural form en_GB, de_DE and fr_FR do not use.
const KEYS = ['A_KEY', 'a_key_2', 'B%KEY', 'EMAIL_X', 'Zeta', 'b_key', 'A_KEY_few'];

beforeAll(async () => {
  t = await createTestApp();
  sql = sqlOf(t);
  collation = await collationOf(t, [...KEYS, ...LOCALES]);
});
afterAll(async () => {
  await t.close();
});

const LOCALES = ['en_GB', 'de_DE', 'pl_PL', 'fr_FR'];
const text = fc.record({
  key: fc.constantFrom(...KEYS),
  locale: fc.constantFrom(...LOCALES),
  type: fc.constantFrom('INTERFACE', 'EMAIL', 'PDF', 'INCI_DESCRIPTION'),
  value: fc.constantFrom('', '', 'Hallo', 'x'),
  comment: fc.option(fc.constantFrom('note', '')),
  version: fc.integer({ min: 1, max: 3 }),
});
const filter = fc.record(
  {
    key: fc.option(fc.constantFrom('', 'key', 'A_', '%', 'b%k', 'zzz')),
    textType: fc.option(fc.constantFrom('INTERFACE', 'EMAIL', TEXT_TYPES[4]!)),
    emptyOnly: fc.option(fc.boolean()),
    locale: fc.option(fc.constantFrom(...LOCALES, 'xx_XX')),
    pageNo: fc.oneof(fc.integer({ min: 0, max: 2 }), fc.constant(-1)),
    pageSize: fc.option(fc.integer({ min: 1, max: 4 })),
  },
  { requiredKeys: [] },
);
const caller = fc.constantFrom<Pick<AuthUser, 'roles' | 'translationLocales'>>(
  { roles: ['ADMIN'], translationLocales: [] },
  { roles: ['LOCAL_ADMIN'], translationLocales: ['de_DE'] },
  { roles: ['LOCAL_ADMIN'], translationLocales: [] },
  { roles: ['APP_USER'], translationLocales: [] },
);

const ctx = (who: Pick<AuthUser, 'roles' | 'translationLocales'>) => propertyCtx(t, who);

type Text = typeof text extends fc.Arbitrary<infer T> ? T : never;

/**
 * The rule: one row per key whose key contains the filter's (any case, wildcards literal), with
 * a text of the type, and (empty only) no text in the locale, or without a locale in one of the
 * system locales the caller translates into, counting only locales that use the key (its plural
 * form, ingredient texts only in the INCI locales); by key, paged. A row shows its texts (the locale's only, with one) by
 * locale, and the type of the last of them (INTERFACE without any).
 */
async function expected(
  texts: readonly Text[],
  system: readonly string[],
  who: Pick<AuthUser, 'roles' | 'translationLocales'>,
  input: Record<string, unknown>,
) {
  const user = requireUser(ctx(who), TRANSLATOR_ROLES);
  const f = await validate(translationListSchema, input);
  const keyPart = (f.key ?? '').toLowerCase();
  const inciLocales: readonly string[] = t.config.inciLocales;
  const keys = [...new Set(texts.map((x) => x.key))]
    .filter((key) => {
      const all = texts.filter((x) => x.key === key);
      const filled = (locale: string) => all.some((x) => x.locale === locale && x.value !== '');
      const plural = pluralForm(key)?.category;
      const uses = (locale: string) =>
        (inciLocales.includes(locale) || !all.some((x) => x.type.startsWith('INCI_'))) &&
        (!plural || pluralCategories(locale).includes(plural));
      const looked = f.locale ? [f.locale] : translatableLocales(user).filter((l) => system.includes(l));
      const empty = looked.some((l) => uses(l) && !filled(l));
      return (
        key.toLowerCase().includes(keyPart) &&
        (!f.textType || all.some((x) => x.type === f.textType)) &&
        (!f.emptyOnly || empty)
      );
    })
    .sort(byKeys(collation, { of: (k) => k, collated: true }));
  const pageNo = f.pageNo ?? 0;
  const pageSize = f.pageSize ?? TRANSLATIONS_DEFAULT_PAGE_SIZE;
  const byLocale = byKeys<Text>(collation, { of: (x) => x.locale, collated: true });
  return {
    rows: pageOf(keys, pageNo, pageSize).map((key) => {
      const shown = texts.filter((x) => x.key === key && (!f.locale || x.locale === f.locale)).sort(byLocale);
      return {
        key,
        textType: shown.at(-1)?.type ?? 'INTERFACE',
        texts: shown.map((x) => ({
          locale: x.locale,
          value: x.value,
          comment: x.comment,
          version: x.version,
          editable: canTranslate(user, x.locale),
        })),
      };
    }),
    page: pageNo,
    totalElements: keys.length,
    totalPages: Math.ceil(keys.length / pageSize),
  };
}

describe('the translation list read path', () => {
  it('answers as the model of its rule on generated data', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(text, { selector: (x) => `${x.key}|${x.locale}`, maxLength: 18 }),
        fc.subarray(LOCALES),
        fc.array(fc.tuple(filter, caller), { minLength: 1, maxLength: 6 }),
        async (texts, system, queries) => {
          await sql('delete from text_source');
          await sql(`update language set is_system = (id = any(?::text[]))`, [`{${system.join(',')}}`]);
          if (texts.length > 0) {
            await sql(
              `insert into text_source (key, locale, text_type, value, comment, version)
            select e->>'key', e->>'locale', e->>'type', e->>'value', e->>'comment', (e->>'version')::int from json_array_elements(?::json) e`,
              [JSON.stringify(texts)],
            );
          }
          const systemLocales = (await sql<{ id: string }>('select id from language where is_system')).map((l) => l.id);
          for (const [f, who] of queries) {
            expect(await outcome(() => translationPage(ctx(who), f))).toEqual(
              await outcome(() => expected(texts, systemLocales, who, f)),
            );
          }
        },
      ),
      { numRuns: Number(process.env.READS_PROPERTY_RUNS ?? 50), seed: 20261127, endOnFailure: true },
    );
  });
});
