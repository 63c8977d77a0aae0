/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { createUiI18n } from '../../client/i18n/i18n.js';
import { toResources, type TranslationMap } from '../../client/i18n/textResources.js';
import {
  resolveUiLocale,
  UI_LOCALE_STORAGE_KEY,
  readLocaleChoice,
  writeLocaleChoice,
} from '../../client/i18n/uiLocale.js';

const TEXTS: TranslationMap = {
  ONLY_SK: { sk_SK: 'slovensky' },
  ONLY_DE: { de_DE: 'deutsch' },
  ONLY_PL: { pl_PL: 'polski' },
  ONLY_EN: { en_GB: 'english' },
  EVERYWHERE: { sk_SK: 'sk', de_DE: 'de', pl_PL: 'pl', en_GB: 'en' },
  EMPTY_IN_SK: { sk_SK: '', en_GB: 'english fallback' },
  WITH_PARAM: { en_GB: 'At least {{param}} characters' },
};
/** Fresh resources each time: an instance holds the object it was given, and setTexts changes it. */
const resources = () => toResources(TEXTS);

describe('translation lookup', () => {
  it('looks up the requested locale first', () => {
    const ui = createUiI18n({ resources: resources(), locale: 'sk_SK', fallback: 'pl_PL' });
    expect(ui.i18n.t('EVERYWHERE')).toBe('sk');
    expect(ui.i18n.t('ONLY_SK')).toBe('slovensky');
  });

  it("then the user's fallback locale, then en_GB", () => {
    const ui = createUiI18n({ resources: resources(), locale: 'sk_SK', fallback: 'pl_PL' });
    expect(ui.i18n.t('ONLY_PL')).toBe('polski');
    expect(ui.i18n.t('ONLY_EN')).toBe('english');
    // de_DE is in nobody's chain here.
    expect(ui.i18n.t('ONLY_DE')).toBe('!!!ONLY_DE!!!');
  });

  it('holds the resources it is given as they are: no conversion, no copy', () => {
    const given = resources();
    const ui = createUiI18n({ resources: given, locale: 'sk_SK', fallback: 'pl_PL' });
    expect(ui.i18n.store.data).toBe(given);
    expect(ui.i18n.t('EVERYWHERE')).toBe('sk');
  });

  it('treats an empty text as missing and goes on along the chain', () => {
    const ui = createUiI18n({ resources: resources(), locale: 'sk_SK' });
    expect(ui.i18n.t('EMPTY_IN_SK')).toBe('english fallback');
  });

  it('shows a text missing everywhere as !!!KEY!!!', () => {
    const ui = createUiI18n({ resources: resources(), locale: 'en_GB' });
    expect(ui.i18n.t('NOT_A_KEY')).toBe('!!!NOT_A_KEY!!!');
  });

  it('shows every key as !!!KEY!!! when the translations are empty (failed fetch)', () => {
    const ui = createUiI18n({ resources: {}, locale: 'de_DE' });
    expect(ui.i18n.t('EVERYWHERE')).toBe('!!!EVERYWHERE!!!');
  });

  it('follows a change of locale and of fallback at once', () => {
    const ui = createUiI18n({ resources: resources(), locale: 'en_GB' });
    expect(ui.i18n.t('EVERYWHERE')).toBe('en');
    ui.setLocale('de_DE', null);
    expect(ui.i18n.t('EVERYWHERE')).toBe('de');
    ui.setLocale('sk_SK', 'de_DE');
    expect(ui.i18n.t('ONLY_DE')).toBe('deutsch');
    ui.setLocale('sk_SK', null);
    expect(ui.i18n.t('ONLY_DE')).toBe('!!!ONLY_DE!!!');
  });

  it('replaces all texts after a reload', () => {
    const ui = createUiI18n({ resources: resources(), locale: 'en_GB' });
    ui.setTexts({ en_GB: { translation: { NEW_KEY: 'new' } } });
    expect(ui.i18n.t('NEW_KEY')).toBe('new');
    expect(ui.i18n.t('ONLY_EN')).toBe('!!!ONLY_EN!!!');
  });

  it('interpolates {{param}}', () => {
    const ui = createUiI18n({ resources: resources(), locale: 'en_GB' });
    expect(ui.i18n.t('WITH_PARAM', { param: '9' })).toBe('At least 9 characters');
  });

  it('shows the keys instead of the texts in display-key mode', () => {
    const ui = createUiI18n({ resources: resources(), locale: 'en_GB' });
    ui.setDisplayKeys(true);
    expect(ui.i18n.t('EVERYWHERE')).toBe('EVERYWHERE');
    expect(ui.displayKeys).toBe(true);
    ui.setDisplayKeys(false);
    expect(ui.i18n.t('EVERYWHERE')).toBe('en');
  });

  it('builds one resource bundle per locale, without empty texts', () => {
    expect(toResources({ A: { en_GB: 'a', de_DE: '' }, B: { de_DE: 'b' } })).toEqual({
      en_GB: { translation: { A: 'a' } },
      de_DE: { translation: { B: 'b' } },
    });
  });
});

describe('UI locale', () => {
  const user = { email: 'u@example.com', preferredLanguage: 'pl_PL' };

  it("is the logged-in user's preferred language", () => {
    expect(resolveUiLocale({ user, choice: { locale: 'de_DE' }, browserLanguage: 'fr-FR' })).toBe('pl_PL');
  });

  it('is the dropdown choice of that same user while logged in', () => {
    expect(resolveUiLocale({ user, choice: { locale: 'de_DE', user: user.email }, browserLanguage: 'fr' })).toBe(
      'de_DE',
    );
    expect(
      resolveUiLocale({ user, choice: { locale: 'de_DE', user: 'other@example.com' }, browserLanguage: 'fr' }),
    ).toBe('pl_PL');
  });

  it('is the chosen language when logged out, else the browser language', () => {
    expect(resolveUiLocale({ user: null, choice: { locale: 'cs_CZ' }, browserLanguage: 'fr-FR' })).toBe('cs_CZ');
    expect(resolveUiLocale({ user: null, choice: undefined, browserLanguage: 'fr-CA' })).toBe('fr_FR');
    expect(resolveUiLocale({ user: null, choice: undefined, browserLanguage: 'ja-JP' })).toBe('en_GB');
    expect(resolveUiLocale({ user: null, choice: { locale: 'xx_XX' }, browserLanguage: 'de' })).toBe('de_DE');
  });

  it('is stored in localStorage', () => {
    writeLocaleChoice(localStorage, { locale: 'ro_RO' });
    expect(JSON.parse(localStorage.getItem(UI_LOCALE_STORAGE_KEY)!)).toEqual({ locale: 'ro_RO' });
    expect(readLocaleChoice(localStorage)).toEqual({ locale: 'ro_RO', user: undefined });
    localStorage.setItem(UI_LOCALE_STORAGE_KEY, 'garbage');
    expect(readLocaleChoice(localStorage)).toBeUndefined();
  });
});
