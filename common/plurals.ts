import { bcp47 } from './locales.js';

/** i18next's plural suffixes (CLDR categories): `KEY_one`, `KEY_few`, … */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const SUFFIX = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

/** `KEY_few` → `{ base: 'KEY', category: 'few' }`; a key without a plural suffix → null. */
export function pluralForm(key: string): { base: string; category: PluralCategory } | null {
  const match = SUFFIX.exec(key);
  return match ? { base: match[1]!, category: match[2] as PluralCategory } : null;
}

/** The CLDR categories a locale's counted texts need (pl_PL → one, few, many, other), as i18next picks them. */
export function pluralCategories(locale: string): PluralCategory[] {
  const categories = new Intl.PluralRules(bcp47(locale)).resolvedOptions().pluralCategories as PluralCategory[];
  return PLURAL_CATEGORIES.filter((c) => categories.includes(c));
}

/**
 * The key whose en_GB text a text's placeholders must match: itself, or for a plural form the
 * en_GB `_other` form (en_GB has no `_few`/`_many`), given the keys that have an en_GB text.
 */
export function englishReferenceKey(key: string, hasEnglish: (key: string) => boolean): string | null {
  if (hasEnglish(key)) return key;
  const plural = pluralForm(key);
  if (!plural) return null;
  for (const category of ['other', 'one'] as const) {
    if (hasEnglish(`${plural.base}_${category}`)) return `${plural.base}_${category}`;
  }
  return null;
}
