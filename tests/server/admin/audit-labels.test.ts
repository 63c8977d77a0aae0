import { describe, expect, it } from '@jest/globals';
import { AUDIT_EVENT_TYPES } from '../../../common/enums.js';
import { LOCALES, pickText } from '../../../common/locales.js';
import { seedTextRows } from '../../../server/db/seed/reference.js';

/** Every seeded text, key → locale → text, as the seed writes it. */
const texts = new Map<string, Record<string, string>>();
for (const [key, locale, , value] of seedTextRows()) texts.set(key, { ...texts.get(key), [locale]: value });

/** The label the audit page shows for an event type in a locale (along the lookup chain). */
const label = (type: string, locale: string) => pickText(texts.get(`AUDIT_EVENT_${type}`) ?? {}, locale);

/**
 * What a reader takes in at a glance: the words' beginnings, in any order, case and inflection
 * ignored (words under three letters dropped). "Skin-care program save" and "Skin-care program
 * saved", or "Zapisywanie programu pielęgnacyjnego" and "Program pielęgnacyjny zapisany", come
 * out the same: the attempt reads as the success.
 */
const gist = (text: string) =>
  [
    ...new Set(
      text
        .toLocaleLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length >= 3)
        .map((w) => w.slice(0, 4)),
    ),
  ]
    .sort()
    .join(' ');

describe('audit event type labels (the audit page and its filter)', () => {
  it('exist for every event type in every locale', () => {
    const missing = LOCALES.flatMap((locale) =>
      AUDIT_EVENT_TYPES.filter((type) => !label(type, locale)).map((type) => `${locale} ${type}`),
    );
    expect(missing).toEqual([]);
  });

  it('read differently from each other in every locale, an attempt apart from its success', () => {
    const alike: string[] = [];
    for (const locale of LOCALES) {
      const byGist = new Map<string, string[]>();
      for (const type of AUDIT_EVENT_TYPES) {
        const text = label(type, locale) ?? '';
        byGist.set(gist(text), [...(byGist.get(gist(text)) ?? []), `${type} "${text}"`]);
      }
      for (const same of byGist.values()) if (same.length > 1) alike.push(`${locale}: ${same.join(' / ')}`);
    }
    expect(alike).toEqual([]);
  });
});
