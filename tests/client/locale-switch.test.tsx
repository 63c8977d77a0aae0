/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { SessionStore } from '../../client/app/session.js';
import { SessionProvider } from '../../client/app/SessionProvider.js';
import { createUiI18n } from '../../client/i18n/i18n.js';
import { toResources, type TranslationMap } from '../../client/i18n/textResources.js';
import { LocaleProvider } from '../../client/i18n/LocaleProvider.js';
import {
  STORED_TRANSLATIONS_SHAPE,
  TRANSLATIONS_STORAGE_KEY,
  TRANSLATIONS_URL,
  TRANSLATIONS_VERSION_HEADER,
  TRANSLATIONS_VERSION_URL,
} from '../../client/i18n/translationCache.js';
import { useLocale } from '../../client/i18n/useLocale.js';

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
    return { ok: true, status: 200, headers, json: async () => body } as unknown as Response;
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
  const realFetch = globalThis.fetch;
  afterEach(() => {
    cleanup();
    globalThis.fetch = realFetch;
    localStorage.clear();
  });

  it('a switch to a locale not loaded fetches its texts first, then shows them; other locales load when asked for', async () => {
    const server = fakeFetch();
    globalThis.fetch = server.fetchFn;
    const english = toResources({ MENU_HOME: { en_GB: 'Home' } });
    localStorage.setItem(
      TRANSLATIONS_STORAGE_KEY,
      JSON.stringify({ shape: STORED_TRANSLATIONS_SHAPE, version: '5', resources: english, locales: ['en_GB'] }),
    );
    const ui = createUiI18n({ resources: english, locale: 'en_GB', locales: ['en_GB'] });
    render(
      <SessionProvider store={new SessionStore({ storage: localStorage })}>
        <LocaleProvider ui={ui}>
          <Probe />
        </LocaleProvider>
      </SessionProvider>,
    );
    expect(screen.getByText('Home')).toBeTruthy();

    act(() => screen.getByRole('button', { name: 'de' }).click());
    expect(await screen.findByText('Startseite')).toBeTruthy();
    expect(server.calls).toEqual([TRANSLATIONS_VERSION_URL, `${TRANSLATIONS_URL}?locales=de_DE,en_GB`]);
    expect(ui.locales).toEqual(['de_DE', 'en_GB']);
    expect(ui.i18n.getFixedT('pl_PL')('MENU_HOME')).toBe('Home');

    act(() => screen.getByRole('button', { name: 'pl' }).click());
    // The texts are stored in a task after the answer's (loadTranslations), then given to the UI.
    await waitFor(() => expect(ui.i18n.getFixedT('pl_PL')('MENU_HOME')).toBe('Start'));
    expect(server.calls.slice(2)).toEqual([TRANSLATIONS_VERSION_URL, `${TRANSLATIONS_URL}?locales=de_DE,en_GB,pl_PL`]);
    expect(screen.getByText('Startseite')).toBeTruthy();
  });
});
