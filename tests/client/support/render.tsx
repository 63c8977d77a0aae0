import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createUiI18n, type UiI18n } from '../../../client/i18n/i18n.js';
import type { TranslationMap } from '../../../client/i18n/translationCache.js';

/** Every seeded interface text (server/db/seed/texts/*.json), as the server serves them. */
export function seededTexts(): TranslationMap {
  const dir = path.resolve('server/db/seed/texts');
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as TranslationMap),
  ) as TranslationMap;
}

/** An i18next instance with the seeded texts, in `locale` (en_GB by default). */
export function testI18n(locale = 'en_GB'): UiI18n {
  return createUiI18n({ texts: seededTexts(), locale });
}

/** Wraps a tree in the translations, for `render(withI18n(<X />))`. */
export function withI18n(children: ReactNode, ui: UiI18n = testI18n()) {
  return <I18nextProvider i18n={ui.i18n}>{children}</I18nextProvider>;
}
