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
  createTextSource,
} from '../../client/i18n/textBackend.js';
import type { TranslationMap } from '../../client/i18n/textResources.js';
import { useLocale } from '../../client/i18n/useLocale.js';
import { textsBundleUrl } from '../../common/pageHints.js';

const ALL: TranslationMap = { MENU_HOME: { en_GB: 'Home', de_DE: 'Startseite', pl_PL: 'Start' } };

/** The two public endpoints over a fake fetch: the locale's bundle, the version in a header. */
function fakeFetch() {
  const calls: string[] = [];
  const answers = { version: '5', texts: ALL };
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const locale = url.split('/').pop()!;
    const body =
      url === TRANSLATIONS_VERSION_URL
        ? { id: answers.version }
        : Object.fromEntries(Object.entries(answers.texts).flatMap(([k, v]) => (v[locale] ? [[k, v[locale]]] : [])));
    const headers = {
      get: (name: string) => (name.toLowerCase() === TRANSLATIONS_VERSION_HEADER ? answers.version : null),
    };
    const text = async () => JSON.stringify(body);
    return { ok: true, status: 200, headers, json: async () => body, text } as unknown as Response;
  }) as typeof fetch;
  return { fetchFn, calls, answers };
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
  });

  it('a switch to a locale not loaded reads its texts first, then shows them; other locales load when asked for', async () => {
    const server = fakeFetch();
    localStorage.setItem(
      `${TEXTS_STORAGE_PREFIX}en_GB-translation`,
      JSON.stringify({ MENU_HOME: 'Home', i18nStamp: Date.now(), i18nVersion: '5' }),
    );
    const ui = createUiI18n({ texts: createTextSource({ fetchFn: server.fetchFn }), locale: 'en_GB' });
    await ui.ready;
    expect(server.calls).toEqual([TRANSLATIONS_VERSION_URL]);
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
    // Only the locale missing: en_GB is stored under the version the start's check answered.
    expect(server.calls.slice(1)).toEqual([textsBundleUrl('de_DE')]);
    await waitFor(() => expect(document.documentElement.lang).toBe('de-DE'));
    expect(ui.i18n.getFixedT('pl_PL')('MENU_HOME')).toBe('Home');

    act(() => screen.getByRole('button', { name: 'pl' }).click());
    // Read on demand; the users of its texts re-render (i18next's `loaded`), the screen stays German.
    await waitFor(() => expect(ui.i18n.getFixedT('pl_PL')('MENU_HOME')).toBe('Start'));
    expect(server.calls.slice(2)).toEqual([textsBundleUrl('pl_PL')]);
    expect(screen.getByText('Startseite')).toBeTruthy();
  });

  it('a version change read by the check re-renders the texts shown', async () => {
    const server = fakeFetch();
    const ui = createUiI18n({ texts: createTextSource({ fetchFn: server.fetchFn }), locale: 'en_GB' });
    await ui.ready;
    function Checker() {
      const { checkTextsVersion } = useLocale();
      return (
        <button type="button" onClick={() => void checkTextsVersion()}>
          check
        </button>
      );
    }
    render(
      <SessionProvider store={new SessionStore({ storage: localStorage })}>
        <LocaleProvider ui={ui}>
          <Probe />
          <Checker />
        </LocaleProvider>
      </SessionProvider>,
    );
    expect(screen.getByText('Home')).toBeTruthy();
    server.answers.version = '6';
    server.answers.texts = { MENU_HOME: { en_GB: 'Home, new' } };
    act(() => screen.getByRole('button', { name: 'check' }).click());
    expect(await screen.findByText('Home, new')).toBeTruthy();
  });
});
