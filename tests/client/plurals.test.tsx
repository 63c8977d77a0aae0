/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../common/locales.js';
import { createUiI18n } from '../../client/i18n/i18n.js';
import { toResources } from '../../client/i18n/textResources.js';
import { seededTexts, testI18n, withI18n } from './support/render.js';

const texts = seededTexts();

describe('counted texts (i18next plural rules, CLDR categories per locale)', () => {
  const cases: Array<[string, number, string]> = [
    ['en_GB', 1, '1 event'],
    ['en_GB', 2, '2 events'],
    ['de_DE', 1, '1 Ereignis'],
    ['pl_PL', 1, '1 zdarzenie'],
    ['pl_PL', 3, '3 zdarzenia'],
    ['pl_PL', 5, '5 zdarzeń'],
    ['pl_PL', 22, '22 zdarzenia'],
    ['pl_PL', 12, '12 zdarzeń'],
    ['cs_CZ', 4, '4 události'],
    ['cs_CZ', 5, '5 událostí'],
    ['sk_SK', 2, '2 udalosti'],
    ['sk_SK', 7, '7 udalostí'],
    ['uk_UA', 21, '21 подія'],
    ['uk_UA', 24, '24 події'],
    ['uk_UA', 11, '11 подій'],
    ['lt_LT', 21, '21 įvykis'],
    ['lt_LT', 5, '5 įvykiai'],
    ['lt_LT', 10, '10 įvykių'],
    ['ro_RO', 1, '1 eveniment'],
    ['ro_RO', 19, '19 evenimente'],
    ['ro_RO', 20, '20 de evenimente'],
    ['fr_FR', 0, '0 événement'],
    ['fr_FR', 2, '2 événements'],
    ['es_ES', 1, '1 evento'],
    ['pt_PT', 3, '3 eventos'],
  ];
  it.each(cases)('%s with %d: %s', (locale, count, expected) => {
    const ui = createUiI18n({ resources: toResources(texts), locale });
    expect(ui.i18n.t('AUDIT_TOTAL', { count })).toBe(expected);
  });

  it('has every category each locale needs, for every counted key', () => {
    const bases = new Set(
      Object.keys(texts)
        .filter((k) => /_(one|other)$/.test(k))
        .map((k) => k.replace(/_(one|other)$/, '')),
    );
    expect([...bases].sort()).toEqual(
      expect.arrayContaining(['ADMIN_TEST_EMAILS_SENT', 'AUDIT_TOTAL', 'INCI_COUNT', 'TRANSLATE_TOTAL']),
    );
    const missing: string[] = [];
    for (const base of bases) {
      for (const locale of LOCALES) {
        for (const category of new Intl.PluralRules(locale.replace('_', '-')).resolvedOptions().pluralCategories) {
          if (!texts[`${base}_${category}`]?.[locale]) missing.push(`${base}_${category} ${locale}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('never counts with {{total}} or a string count: every `{{count}}` text is a plural form', () => {
    const dir = path.resolve('server/db/seed/texts');
    const unplural: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      for (const [key, byLocale] of Object.entries(
        JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, Record<string, string>>,
      )) {
        if (
          Object.values(byLocale).some((v) => v.includes('{{count}}')) &&
          !/_(zero|one|two|few|many|other)$/.test(key)
        )
          unplural.push(key);
      }
    }
    expect(unplural).toEqual([]);
  });
});

describe('the client counts with numbers', () => {
  it('never passes a string count (i18next picks a plural form only for a number)', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && /\bcount:\s*(String\(|`|'|")/.test(readFileSync(full, 'utf8')))
          offenders.push(full);
      }
    };
    walk(path.resolve('client'));
    expect(offenders).toEqual([]);
  });
});

function Shows({ k }: { k: string }) {
  const { t } = useTranslation();
  return <p data-testid="text">{t(k)}</p>;
}

describe('a text with HTML', () => {
  it('renders as text, never as markup', () => {
    const ui = testI18n();
    ui.setTexts(toResources({ ...texts, HTML_TEXT: { en_GB: '<b>bold</b><img src="x" onerror="alert(1)">' } }));
    render(withI18n(<Shows k="HTML_TEXT" />, ui));
    const p = screen.getByTestId('text');
    expect(p.textContent).toBe('<b>bold</b><img src="x" onerror="alert(1)">');
    expect(p.querySelector('b, img')).toBeNull();
  });

  it('is never injected as HTML anywhere in the client', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (
          /\.tsx?$/.test(entry.name) &&
          /dangerouslySetInnerHTML|\.innerHTML\s*=/.test(readFileSync(full, 'utf8'))
        )
          offenders.push(full);
      }
    };
    walk(path.resolve('client'));
    expect(offenders).toEqual([]);
  });
});
