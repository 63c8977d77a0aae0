/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { SessionStore } from '../../client/app/session.js';
import { SessionProvider } from '../../client/app/SessionProvider.js';
import { createUiI18n } from '../../client/i18n/i18n.js';
import { LocaleProvider } from '../../client/i18n/LocaleProvider.js';
import {
  TEXTS_STORAGE_PREFIX,
  TRANSLATIONS_VERSION_HEADER,
  TRANSLATIONS_VERSION_URL,
  createTextBackend,
} from '../../client/i18n/textBackend.js';
import type { TranslationMap } from '../../client/i18n/textResources.js';
import { useLocale } from '../../client/i18n/useLocale.js';
import { TEXTS_HINT_COOKIE, TRANSLATIONS_URL, textsHint } from '../../common/pageHints.js';

const ALL: TranslationMap = { MENU_HOME: { en_GB: 'Home', de_DE: 'Startseite', pl_PL: 'Start' } };

/** The two public endpoints over a fake fetch: only the locales asked for, the version in a header. */
function fakeFetch() {
  const calls: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const locales = new URL(url, 'http://x').searchParams.get('locales')?.split(',');
    const body =
      url === TRANSLATIONS_VERSION_URL
        ? { id: '5' }
        : Object.fromEntries(
            Object.entries(ALL).map(([k, v]) => [
              k,
              Object.fromEntries(Object.entries(v).filter(([l]) => !locales || locales.includes(l))),
            ]),
          );
    const headers = { get: (name: string) => (name.toLowerCase() === TRANSLATIONS_VERSION_HEADER ? '5' : null) };
    return { ok: true, status: 200, headers, text: async () => JSON.stringify(body) } as unknown as Response;
  }) as typeof fetch;
  return { fetchFn, calls };
}

function Probe() {
  const { t } = useTranslation();
  const { setLocale, ensureLocales } = useLocale();
  return (
    <>
      <p>{t('MENU_HOME')}</p>
      <button type="button" onClick={() => setLocale('de_DE')}>
        de
      </button>
      <button type="button" onClick={() => void ensureLocales(['pl_PL'])}>
        pl
      </button>
    </>
  );
}

describe('the UI loads only its lookup chain, and the rest on demand', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    document.cookie = `${TEXTS_HINT_COOKIE}=; path=/; max-age=0`;
  });

  it('a switch to a locale not loaded fetches its texts first, then shows them; other locales load when asked for', async () => {
    const server = fakeFetch();
    // A previous visit stored en_GB's texts under the current version.
    localStorage.setItem(
      `${TEXTS_STORAGE_PREFIX}en_GB-translation`,
      JSON.stringify({ MENU_HOME: 'Home', i18nStamp: Date.now(), i18nVersion: '5' }),
    );
    document.cookie = `${TEXTS_HINT_COOKIE}=${textsHint('5', ['en_GB'])}; path=/`;
    const ui = createUiI18n({ texts: createTextBackend({ fetchFn: server.fetchFn }), locale: 'en_GB' });
    await ui.ready;
    render(
      <SessionProvider store={new SessionStore({ storage: localStorage })}>
        <LocaleProvider ui={ui}>
          <Probe />
        </LocaleProvider>
      </SessionProvider>,
    );
    expect(screen.getByText('Home')).toBeTruthy();
    // The start's version check, after the stored texts were shown.
    await waitFor(() => expect(server.calls).toEqual([TRANSLATIONS_VERSION_URL]));

    act(() => screen.getByRole('button', { name: 'de' }).click());
    expect(await screen.findByText('Startseite')).toBeTruthy();
    // The new chain's answer (en_GB is loaded: i18next reads de_DE only).
    expect(server.calls.slice(1)).toEqual([`${TRANSLATIONS_URL}?locales=de_DE,en_GB`]);
    expect(document.documentElement.lang).toBe('de-DE');
    expect(ui.i18n.getFixedT('pl_PL')('MENU_HOME')).toBe('Home');

    act(() => screen.getByRole('button', { name: 'pl' }).click());
    await waitFor(() => expect(ui.i18n.getFixedT('pl_PL')('MENU_HOME')).toBe('Start'));
    expect(server.calls.slice(2)).toEqual([`${TRANSLATIONS_URL}?locales=pl_PL`]);
    expect(screen.getByText('Startseite')).toBeTruthy();
  });
});
