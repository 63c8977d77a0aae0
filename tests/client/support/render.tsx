import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createUiI18n, type UiI18n } from '../../../client/i18n/i18n.js';
import type { LocaleApi } from '../../../client/i18n/LocaleProvider.js';
import { toResources, type TranslationMap } from '../../../client/i18n/textResources.js';

/** Every seeded interface text (server/db/seed/texts/*.json), as the server serves them. */
export function seededTexts(): TranslationMap {
  const dir = path.resolve('server/db/seed/texts');
  const jsonIn = (folder: string) => readdirSync(folder).filter((f) => f.endsWith('.json'));
  const texts = Object.assign(
    {},
    ...jsonIn(dir).map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as TranslationMap),
  ) as TranslationMap;
  // The translators' files: one per further locale, {KEY: text}, as the seed loads them.
  for (const file of jsonIn(path.join(dir, 'locales'))) {
    const locale = file.replace(/\.json$/, '');
    const byKey = JSON.parse(readFileSync(path.join(dir, 'locales', file), 'utf8')) as Record<string, string>;
    for (const [key, value] of Object.entries(byKey)) if (texts[key]) texts[key] = { ...texts[key], [locale]: value };
  }
  return texts;
}

/** An i18next instance with the seeded texts, in `locale` (en_GB by default). */
export function testI18n(locale = 'en_GB'): UiI18n {
  return createUiI18n({ resources: toResources(seededTexts()), locale });
}

/** Wraps a tree in the translations, for `render(withI18n(<X />))`. */
export function withI18n(children: ReactNode, ui: UiI18n = testI18n()) {
  return <I18nextProvider i18n={ui.i18n}>{children}</I18nextProvider>;
}

/** A LocaleProvider's value fixed at en_GB, for screens rendered without the provider. */
export const staticLocaleApi: LocaleApi = {
  locale: 'en_GB',
  fallbackLocale: null,
  setLocale: () => undefined,
  displayKeys: false,
  setDisplayKeys: () => undefined,
  checkTextsVersion: () => Promise.resolve(),
  ensureLocales: () => Promise.resolve(),
};
