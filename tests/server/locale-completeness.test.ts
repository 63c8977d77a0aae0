import { describe, expect, it } from '@jest/globals';
import { LEGAL_LANGUAGES, legalTextKeys, type LegalDocument } from '../../client/app/legal.js';
import { languageDefaultLocale } from '../../common/locales.js';
import {
  catalogueCoverage,
  coverage,
  coverageTable,
  missingPluralForms,
  placeholderMismatches,
  seedTexts,
  undefinedKeys,
} from './locales/completeness.js';

/**
 * The locale completeness gate: every text the interface, e-mails and PDFs need, in
 * every system locale, read from the seed files as the seed loads them (seedTextRows()).
 */
const { texts, types } = seedTexts();
const GATED_TYPES = new Set(['INTERFACE', 'EMAIL', 'PDF']);

/** Fails with the per-locale table first, then the first problems (jest's diff would cut the table). */
function expectNone(problems: string[], table = ''): void {
  if (problems.length === 0) return;
  const shown = problems.slice(0, 40).join('\n');
  const more = problems.length > 40 ? `\n… and ${problems.length - 40} more` : '';
  throw new Error(`${table}\n${problems.length} missing or wrong:\n${shown}${more}`);
}

describe('locale completeness: what holds for every locale present', () => {
  it('defines every key the client and server use', () => {
    const problems = undefinedKeys(new Set(texts.keys()));
    expectNone(problems);
  });

  it("keeps en_GB's placeholders in every text (plural forms: en_GB's _other)", () => {
    const problems = placeholderMismatches(texts);
    expectNone(problems);
  });

  it('has every plural form a locale needs once it has any', () => {
    const problems = missingPluralForms(texts);
    expectNone(problems);
  });
});

describe('locale completeness: all eleven system locales', () => {
  it('has a text for every INTERFACE, EMAIL and PDF key in every locale', () => {
    const keys = [...types].filter(([, type]) => GATED_TYPES.has(type)).map(([key]) => key);
    const result = coverage(keys, (key, locale) => texts.get(key)?.has(locale) ?? false);
    expectNone(result.missing, coverageTable('Texts', result));
  });

  it('has a name and description for every catalogue product and indicator in every locale', () => {
    const result = catalogueCoverage();
    expectNone(result.missing, coverageTable('Catalogue', result));
  });

  it('has every text of every legal document the footer links to, in its language', () => {
    // The page builds these keys from section numbers, which the scan of the sources cannot see.
    const missing = (Object.entries(LEGAL_LANGUAGES) as [LegalDocument, readonly string[]][]).flatMap(
      ([kind, languages]) =>
        languages
          .flatMap((l) => legalTextKeys(kind).map((key) => `${key} ${languageDefaultLocale(l)}`))
          .filter((entry) => {
            const [key, locale] = entry.split(' ') as [string, string];
            return !texts.get(key)?.has(locale);
          }),
    );
    expectNone(missing);
  });
});

describe("the gate's checks catch what they should", () => {
  const map = (entries: Record<string, Record<string, string>>) =>
    new Map(Object.entries(entries).map(([k, v]) => [k, new Map(Object.entries(v))]));

  it('names a changed placeholder, also in a plural form en_GB lacks', () => {
    const problems = placeholderMismatches(
      map({
        A: { en_GB: 'Hi {{name}}', de_DE: 'Hallo {{name}}', pl_PL: 'Cześć {{imie}}' },
        N_one: { en_GB: '{{count}} item', pl_PL: '{{count}} rzecz' },
        N_other: { en_GB: '{{count}} items' },
        N_few: { pl_PL: 'kilka rzeczy' },
      }),
    );
    expect(problems).toEqual([
      "A pl_PL: {imie} instead of en_GB's {name}",
      "N_few pl_PL: {} instead of en_GB's {count}",
    ]);
  });

  it('asks each locale for its own plural categories only', () => {
    const result = coverage(
      ['N_one', 'N_few', 'N_many', 'N_other'],
      (key, locale) => locale === 'en_GB' || (locale === 'pl_PL' && key !== 'N_many'),
    );
    expect(result.perLocale.get('en_GB')).toEqual([2, 2]);
    expect(result.perLocale.get('pl_PL')).toEqual([3, 4]);
    expect(result.perLocale.get('ro_RO')).toEqual([0, 3]);
    expect(result.missing).toContain('N_many pl_PL');
    expect(missingPluralForms(map({ N_one: { pl_PL: 'a' }, N_few: { pl_PL: 'b' }, N_other: { pl_PL: 'c' } }))).toEqual([
      'N pl_PL: has N_one, N_few, N_other; needs N_one, N_few, N_many, N_other',
    ]);
  });

  it('names a key the code uses that no seed file defines', () => {
    const defined = new Set(texts.keys());
    defined.delete('MENU_HOME');
    expect(undefinedKeys(defined).some((p) => p.startsWith('MENU_HOME '))).toBe(true);
  });
});
