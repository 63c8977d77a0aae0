import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pluralCategories, pluralForm } from '../../common/plurals.js';

const dir = path.resolve('server/db/seed/texts');
const jsonFiles = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

// The seed texts are split by area; a key declared in two files would take whichever loads last.
describe('seed text files', () => {
  it('declare each key once, with en_GB and de_DE texts', () => {
    const owner = new Map<string, string>();
    const problems: string[] = [];
    for (const file of jsonFiles(dir)) {
      const texts = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, Record<string, string>>;
      for (const [key, byLocale] of Object.entries(texts)) {
        const first = owner.get(key);
        if (first) problems.push(`${key}: in ${first} and ${file}`);
        else owner.set(key, file);
        const plural = pluralForm(key);
        for (const locale of ['en_GB', 'de_DE']) {
          // A plural form (KEY_few) is written only for the locales whose CLDR rules have it.
          if (plural && !pluralCategories(locale).includes(plural.category)) continue;
          if (!byLocale[locale]) problems.push(`${key}: no ${locale} text in ${file}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('give translators one file per locale, naming only declared keys and no locale twice', () => {
    const declared = new Map<string, Record<string, string>>();
    for (const file of jsonFiles(dir)) {
      for (const [key, byLocale] of Object.entries(JSON.parse(readFileSync(path.join(dir, file), 'utf8')))) {
        declared.set(key, byLocale as Record<string, string>);
      }
    }
    const problems: string[] = [];
    for (const file of jsonFiles(path.join(dir, 'locales'))) {
      const locale = file.replace(/\.json$/, '');
      const texts = JSON.parse(readFileSync(path.join(dir, 'locales', file), 'utf8')) as Record<string, unknown>;
      for (const [key, value] of Object.entries(texts)) {
        if (!declared.has(key)) problems.push(`${key}: in locales/${file} but declared by no area file`);
        else if (declared.get(key)?.[locale] !== undefined)
          problems.push(`${key}: ${locale} both beside the key and in locales/${file}`);
        if (typeof value !== 'string' || value.trim() === '')
          problems.push(`${key}: empty or not a string in locales/${file}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('name one field the same way in every form of a locale (the fallback language)', () => {
    const keys = ['ACCOUNT_FALLBACK_LOCALE', 'CANDIDATE_FALLBACK_LOCALE', 'LOCAL_ADMIN_FALLBACK_LOCALE'];
    const byLocale = new Map<string, Set<string>>();
    const add = (locale: string, value: string | undefined) => {
      if (value !== undefined) byLocale.set(locale, (byLocale.get(locale) ?? new Set()).add(value));
    };
    for (const file of jsonFiles(dir)) {
      const texts = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, Record<string, string>>;
      for (const key of keys) for (const [locale, value] of Object.entries(texts[key] ?? {})) add(locale, value);
    }
    for (const file of jsonFiles(path.join(dir, 'locales'))) {
      const texts = JSON.parse(readFileSync(path.join(dir, 'locales', file), 'utf8')) as Record<string, string>;
      for (const key of keys) add(path.basename(file, '.json'), texts[key]);
    }
    const differing = [...byLocale]
      .filter(([, values]) => values.size > 1)
      .map(([locale, values]) => `${locale}: ${[...values].join(' / ')}`);
    expect(differing).toEqual([]);
  });
});
