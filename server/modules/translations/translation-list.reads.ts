import { PLURAL_CATEGORIES } from '../../../common/plurals.js';
import type { TranslationListInput } from '../../../common/validation/index.js';
import type { Deps } from '../../platform/context.js';
import { readRows } from '../../platform/read-sql.js';
import { containsPattern } from '../../platform/substring-search.js';
import type { TranslationRow, TranslationText } from './translation-list.service.js';

/**
 * The read path of the translation administration's list: the page's keys with their
 * texts and the total in ONE statement, JSON built by PostgreSQL; the system locales ("empty in
 * any system locale") read in the same statement. A row's text type is that of its last text by
 * locale (INTERFACE when the locale filter leaves none), as before.
 */

type Filter = Pick<TranslationListInput, 'key' | 'textType' | 'emptyOnly' | 'locale'>;

/** A locale "empty only" looks at, and which texts it uses (translation-list.service.ts decides). */
export interface EmptyIn {
  locale: string;
  /** The plural forms (CLDR categories) its language uses: `KEY_few` is no gap in en_GB. */
  pluralCategories: readonly string[];
  /** Whether it shows ingredient (INCI) texts at all. */
  inci: boolean;
}
export type TranslationReadRow = Omit<TranslationRow, 'texts'> & { texts: Omit<TranslationText, 'editable'>[] };

const SYSTEM = `array(select l.id from language l where l.is_system)`;

const PLURAL_SUFFIX = `substring(s.key from '_(${PLURAL_CATEGORIES.join('|')})$')`;
const INCI_TYPES = `('INCI_CHEMICAL_NAME', 'INCI_DESCRIPTION')`;

function statement(
  f: Filter,
  emptyIn: readonly EmptyIn[],
  pageNo: number,
  pageSize: number,
): { name: string; text: string; values: unknown[] } {
  const values: unknown[] = [];
  // Positional placeholders: each value is added where its `?` stands, in the statement's order.
  const param = (value: unknown) => {
    values.push(value);
    return '?';
  };
  const where = f.key ? `where lower(s.key) like ${param(containsPattern(f.key))}` : '';
  const having = [f.textType ? `bool_or(s.text_type = ${param(f.textType)})` : 'true'];
  if (f.emptyOnly) {
    // A key is a gap when one of the locales looked at uses it and has no text for it: the
    // chosen locale, or else the caller's (system) locales; a locale does not use a plural form
    // its language lacks, nor ingredient texts outside the INCI locales. (The aggregates hold only
    // the key's columns, so PostgreSQL computes them per key, not per row of the unnest.)
    having.push(`exists (select 1 from unnest(${param(emptyIn.map((e) => e.locale))}::text[], ${param(emptyIn.map((e) => e.pluralCategories.join(',')))}::text[],
        ${param(emptyIn.map((e) => e.inci))}::boolean[]) u(loc, plurals, inci)
      where ${f.locale ? '' : `u.loc = any(${SYSTEM}) and `}u.loc <> all(coalesce(array_agg(s.locale) filter (where s.value <> ''), '{}'))
        and (u.inci or not bool_or(s.text_type in ${INCI_TYPES}))
        and (${PLURAL_SUFFIX} is null or ${PLURAL_SUFFIX} = any(string_to_array(u.plurals, ','))))`);
  }
  const ofLocale = () => (f.locale ? `and t.locale = ${param(f.locale)}` : '');
  const text = `with keys as (select s.key from text_source s ${where} group by s.key having ${having.join(' and ')})
    select (select count(*)::int from keys) as total,
      coalesce((select json_agg(json_build_object('key', k.key,
          'textType', coalesce((select t.text_type from text_source t where t.key = k.key ${ofLocale()} order by t.locale desc limit 1), 'INTERFACE'),
          'texts', coalesce((select json_agg(json_build_object('locale', t.locale, 'value', t.value, 'comment', t.comment, 'version', t.version) order by t.locale)
            from text_source t where t.key = k.key ${ofLocale()}), '[]')) order by k.key)
        from (select key from keys order by key limit ${param(pageSize)} offset ${param(pageNo * pageSize)}) k), '[]') as rows`;
  const shape = `${f.key ? 'k' : ''}${f.textType ? 't' : ''}${f.emptyOnly ? 'e' : ''}${f.locale ? 'l' : ''}`;
  return { name: `translations.page.${shape}`, text, values };
}

export async function readTranslationPage(
  deps: Pick<Deps, 'orm' | 'config'>,
  f: Filter,
  emptyIn: readonly EmptyIn[],
  pageNo: number,
  pageSize: number,
): Promise<{ total: number; rows: TranslationReadRow[] }> {
  const { name, text, values } = statement(f, emptyIn, pageNo, pageSize);
  const [row] = await readRows<{ total: number; rows: TranslationReadRow[] }>(deps, name, text, values);
  return row!;
}
