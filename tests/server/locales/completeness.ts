import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as enums from '../../../common/enums.js';
import { LOCALES } from '../../../common/locales.js';
import { englishReferenceKey, pluralCategories, pluralForm } from '../../../common/plurals.js';
import { placeholdersOf } from '../../../common/validation/index.js';
import { catalogueTextFiles } from '../../../server/db/seed/catalogue-texts.js';
import { readJson } from '../../../server/platform/seed-files.js';
import { seedTextRows } from '../../../server/db/seed/reference.js';

/** The seed texts (every area file and locales/ file) as key → locale → text, with each key's type. */
export function seedTexts(): { texts: Map<string, Map<string, string>>; types: Map<string, string> } {
  const texts = new Map<string, Map<string, string>>();
  const types = new Map<string, string>();
  for (const [key, locale, type, value] of seedTextRows()) {
    types.set(key, type);
    if (!texts.has(key)) texts.set(key, new Map());
    if (value.trim() !== '') texts.get(key)!.set(locale, value);
  }
  return { texts, types };
}

/** Whether a locale needs a text for a key: a plural form only in the locales whose CLDR rules have it. */
export function needs(key: string, locale: string): boolean {
  const plural = pluralForm(key);
  return !plural || pluralCategories(locale).includes(plural.category);
}

export interface Coverage {
  /** locale → [required keys with a text, required keys]. */
  perLocale: Map<string, [number, number]>;
  missing: string[];
}

/** Which of `keys` lack a text in which locale. */
export function coverage(keys: Iterable<string>, has: (key: string, locale: string) => boolean): Coverage {
  const perLocale = new Map<string, [number, number]>(LOCALES.map((l) => [l, [0, 0]]));
  const missing: string[] = [];
  for (const key of keys) {
    for (const locale of LOCALES) {
      if (!needs(key, locale)) continue;
      const counts = perLocale.get(locale)!;
      counts[1] += 1;
      if (has(key, locale)) counts[0] += 1;
      else missing.push(`${key} ${locale}`);
    }
  }
  return { perLocale, missing };
}

/** "keys with a text ÷ keys" per locale, one line each, for the failure message. */
export function coverageTable(title: string, { perLocale }: Coverage): string {
  const lines = [...perLocale].map(
    ([locale, [done, all]]) =>
      `  ${locale}  ${String(done).padStart(5)} ÷ ${String(all).padEnd(5)} ${((100 * done) / Math.max(all, 1)).toFixed(1).padStart(5)} %`,
  );
  return [`${title} (keys with a text ÷ keys):`, ...lines].join('\n');
}

/** Keys whose texts' placeholders differ from en_GB's (plural forms: from en_GB's _other/_one). */
export function placeholderMismatches(texts: Map<string, Map<string, string>>): string[] {
  const problems: string[] = [];
  const hasEnglish = (key: string) => texts.get(key)?.has('en_GB') ?? false;
  for (const [key, byLocale] of texts) {
    const reference = englishReferenceKey(key, hasEnglish);
    if (!reference) continue;
    const want = placeholdersOf(texts.get(reference)!.get('en_GB')!).join(',');
    for (const [locale, value] of byLocale) {
      if (locale === 'en_GB' && reference === key) continue;
      const got = placeholdersOf(value).join(',');
      if (got !== want) problems.push(`${key} ${locale}: {${got}} instead of en_GB's {${want}}`);
    }
  }
  return problems;
}

/** Plural keys (by base) lacking a form a locale needs, though the base has forms in that locale's file. */
export function missingPluralForms(texts: Map<string, Map<string, string>>): string[] {
  const bases = new Set([...texts.keys()].map((k) => pluralForm(k)?.base).filter((b): b is string => !!b));
  const problems: string[] = [];
  for (const base of bases) {
    for (const locale of LOCALES) {
      const forms = pluralCategories(locale).map((c) => `${base}_${c}`);
      const present = forms.filter((k) => texts.get(k)?.has(locale));
      if (present.length > 0 && present.length < forms.length)
        problems.push(`${base} ${locale}: has ${present.join(', ')}; needs ${forms.join(', ')}`);
    }
  }
  return problems;
}

/** The catalogue's name and description keys of every product and indicator, and which locales have them. */
export function catalogueCoverage(): Coverage {
  const products = readJson<Array<{ key: string }>>('catalogue', 'products.json');
  const indicators = readJson<Array<{ key: string }>>('catalogue', 'indicators.json');
  const files = catalogueTextFiles();
  const has = (key: string, locale: string) => {
    const [kind, code, field] = key.split(' ') as ['products' | 'indicators', string, 'name' | 'description'];
    const value = files.get(locale)?.[kind]?.[code]?.[field];
    return typeof value === 'string' && value.trim() !== '';
  };
  const keys = [
    ...products.flatMap((p) => [`products ${p.key} name`, `products ${p.key} description`]),
    ...indicators.flatMap((i) => [`indicators ${i.key} name`, `indicators ${i.key} description`]),
  ];
  return coverage(keys, has);
}

function sourceFiles(root: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    // client/graphql is generated (GraphQL enum values, not keys).
    if (entry.isDirectory()) {
      if (full !== path.join('client', 'graphql')) out.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Upper-case literals that are codes, not keys: the enums of common/enums.ts and protocol codes. */
const NON_KEYS = new Set<string>([
  ...(Object.values(enums) as unknown[]).filter((v): v is string[] => Array.isArray(v)).flat(),
  // Error codes of the error format, which the client compares (not translation keys).
  'BAD_REQUEST',
  'SERVICE_UNAVAILABLE',
  // Apollo Client's id of the root query object in its cache.
  'ROOT_QUERY',
]);

/**
 * Keys the code uses that no seed file defines, as "KEY (file)": every static `t('KEY'` in the
 * client, every other UPPER_SNAKE literal in the client that is neither a code nor the prefix of
 * keys (`${prefix}_EMPTY`), every `ERROR_`/`VALIDATION_` literal and `t('KEY'`/`text('KEY'` in the
 * server and common/, and both texts of every `sendTemplateMail(…, 'PREFIX', …)`.
 */
export function undefinedKeys(defined: Set<string>): string[] {
  const isDefined = (key: string) =>
    defined.has(key) || defined.has(`${key}_other`) || [...defined].some((d) => d.startsWith(`${key}_`));
  const problems = new Set<string>();
  const literal = /['"`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"`]/g;
  for (const file of sourceFiles('client')) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/\bt\(\s*['"]([A-Za-z0-9_.]+)['"]/g)) {
      if (!defined.has(m[1]!) && !defined.has(`${m[1]}_other`)) problems.add(`${m[1]} (${file})`);
    }
    for (const m of source.matchAll(literal))
      if (!NON_KEYS.has(m[1]!) && !isDefined(m[1]!)) problems.add(`${m[1]} (${file})`);
  }
  for (const file of [...sourceFiles('server'), ...sourceFiles('common')]) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/['"`]((?:ERROR|VALIDATION)_[A-Z0-9_]+)['"`]/g))
      if (!defined.has(m[1]!)) problems.add(`${m[1]} (${file})`);
    for (const m of source.matchAll(/\b(?:t|text)\(\s*'([A-Z][A-Z0-9_]+)'/g))
      if (!defined.has(m[1]!)) problems.add(`${m[1]} (${file})`);
    for (const m of source.matchAll(/sendTemplateMail\([^;]*?'([A-Z][A-Z0-9_]+)'/g)) {
      for (const part of ['SUBJECT', 'BODY'])
        if (!defined.has(`${m[1]}_${part}`)) problems.add(`${m[1]}_${part} (${file})`);
    }
  }
  return [...problems].sort();
}
