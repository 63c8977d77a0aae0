/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { createUiI18n } from '../../client/i18n/i18n.js';
import {
  TEXTS_STORAGE_PREFIX,
  TRANSLATIONS_VERSION_HEADER,
  TRANSLATIONS_VERSION_URL,
  createTextSource,
} from '../../client/i18n/textBackend.js';
import type { TranslationMap } from '../../client/i18n/textResources.js';
import { TEXTS_BUNDLE_URL, TEXTS_HINT_COOKIE, readTextsHint, textsBundleUrl } from '../../common/pageHints.js';

const TEXTS: TranslationMap = {
  MENU_HOME: { en_GB: 'Home', de_DE: 'Startseite', pl_PL: 'Start' },
  ONLY_EN: { en_GB: 'English only' },
};

/** A minimal fetch answer (jsdom has no Response). */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const get = (name: string) => headers[name.toLowerCase()] ?? null;
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get },
    json: async () => body,
    text: async () => JSON.stringify(body),
  } as unknown as Response;
}

/** A stand-in for the two public translation endpoints, recording what was asked. */
function fakeServer(options: { version?: string; texts?: TranslationMap; fail?: 'version' | 'texts'; header?: false }) {
  const calls: string[] = [];
  const state = { ...options };
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const isTexts = url.startsWith(`${TEXTS_BUNDLE_URL}/`);
    const failing =
      (state.fail === 'version' && url === TRANSLATIONS_VERSION_URL) || (state.fail === 'texts' && isTexts);
    if (failing) return answer(500, { code: 'INTERNAL', errorDataList: [{ translationKey: 'ERROR_GENERIC' }] });
    if (url === TRANSLATIONS_VERSION_URL) return answer(200, { id: state.version ?? '1' });
    if (!isTexts) return answer(404, { code: 'NOT_FOUND' });
    // Like the server: the locale's bundle (key → text, no empty texts), its version in a header.
    const locale = url.slice(TEXTS_BUNDLE_URL.length + 1);
    const texts: Record<string, string> = {};
    for (const [key, byLocale] of Object.entries(state.texts ?? TEXTS))
      if (byLocale[locale]) texts[key] = byLocale[locale];
    return answer(200, texts, state.header === false ? {} : { [TRANSLATIONS_VERSION_HEADER]: state.version ?? '1' });
  }) as typeof fetch;
  return { fetchFn, calls, state };
}

/** The UI as bootstrap.ts builds it, over that server and jsdom's localStorage; answers once its start is done. */
async function startUi(server: { fetchFn: typeof fetch }, locale = 'de_DE', fallback: string | null = null) {
  const ui = createUiI18n({
    texts: createTextSource({ fetchFn: server.fetchFn, storage: localStorage }),
    locale,
    fallback,
  });
  await ui.ready;
  return ui;
}

const storageKey = (locale: string) => `${TEXTS_STORAGE_PREFIX}${locale}-translation`;

/** One locale's stored copy as i18next-localstorage-backend keeps it, without its timestamp. */
function stored(locale: string) {
  const raw = localStorage.getItem(storageKey(locale));
  if (!raw) return null;
  const { i18nStamp, ...rest } = JSON.parse(raw) as Record<string, unknown>;
  expect(typeof i18nStamp).toBe('number');
  return rest;
}

function store(locale: string, version: string, texts: Record<string, string>) {
  localStorage.setItem(storageKey(locale), JSON.stringify({ ...texts, i18nStamp: Date.now(), i18nVersion: version }));
}

const storedLocales = () =>
  Object.keys(localStorage)
    .filter((k) => k.startsWith(TEXTS_STORAGE_PREFIX))
    .sort();

const hintCookie = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${TEXTS_HINT_COOKIE}=`))
    ?.slice(TEXTS_HINT_COOKIE.length + 1);

describe('the texts through i18next backends (stored copy, then the server)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = `${TEXTS_HINT_COOKIE}=; path=/; max-age=0`;
  });

  it('on a first visit reads each locale of the chain from the URL the page preloads, with no version call', async () => {
    const server = fakeServer({ version: '7' });
    const ui = await startUi(server, 'de_DE');
    // One request per locale, each the URL the server's page preloads for it (server/platform/delivery.ts).
    expect(server.calls).toEqual([textsBundleUrl('de_DE'), textsBundleUrl('en_GB')]);
    expect(server.calls).toEqual(['/public/api/translations/bundles/de_DE', '/public/api/translations/bundles/en_GB']);
    expect(ui.i18n.t('MENU_HOME')).toBe('Startseite');
    expect(ui.i18n.t('ONLY_EN')).toBe('English only');
    // Stored per locale, under the version the answer names, in i18next's shape.
    expect(stored('de_DE')).toEqual({ MENU_HOME: 'Startseite', i18nVersion: '7' });
    expect(stored('en_GB')).toEqual({ MENU_HOME: 'Home', ONLY_EN: 'English only', i18nVersion: '7' });
    expect(ui.i18n.store.data.de_DE).toEqual({ translation: { MENU_HOME: 'Startseite' } });
  });

  it('tells the server which texts it holds (the texts cookie), and forgets it when they are gone', async () => {
    await startUi(fakeServer({ version: '7' }), 'pl_PL');
    expect(hintCookie()).toBe('7~en_GB.pl_PL');
    expect(readTextsHint(document.cookie)).toEqual({ version: '7', locales: ['en_GB', 'pl_PL'] });
    // From the stored copy too.
    document.cookie = `${TEXTS_HINT_COOKIE}=; path=/; max-age=0`;
    await startUi(fakeServer({ version: '7' }), 'pl_PL');
    expect(hintCookie()).toBe('7~en_GB.pl_PL');
    await startUi(fakeServer({ version: '8', fail: 'texts' }), 'pl_PL');
    expect(hintCookie()).toBeUndefined();
  });

  it("looks a text its locale's bundle leaves out (an empty one) up along the chain", async () => {
    const server = fakeServer({ version: '7', texts: { A: { en_GB: 'a', de_DE: '' }, B: { de_DE: 'b' } } });
    const ui = await startUi(server, 'de_DE');
    expect(stored('de_DE')).toEqual({ B: 'b', i18nVersion: '7' });
    // The empty German text falls back along the chain.
    expect(ui.i18n.t('A')).toBe('a');
  });

  it('reads the stored copy while the version is unchanged: only the version is asked for', async () => {
    store('de_DE', '7', { MENU_HOME: 'Startseite (stored)' });
    store('en_GB', '7', { MENU_HOME: 'Home (stored)' });
    const server = fakeServer({ version: '7' });
    const ui = await startUi(server, 'de_DE');
    expect(server.calls).toEqual([TRANSLATIONS_VERSION_URL]);
    expect(ui.i18n.t('MENU_HOME')).toBe('Startseite (stored)');
    // Without the backend's own fields.
    expect(ui.i18n.store.data.de_DE).toEqual({ translation: { MENU_HOME: 'Startseite (stored)' } });
  });

  it('reads a locale missing from the stored copy from the server, and keeps the stored ones', async () => {
    store('en_GB', '7', { MENU_HOME: 'Home (stored)' });
    const server = fakeServer({ version: '7' });
    const ui = await startUi(server, 'de_DE');
    expect(server.calls).toEqual([TRANSLATIONS_VERSION_URL, textsBundleUrl('de_DE')]);
    expect(stored('de_DE')).toEqual({ MENU_HOME: 'Startseite', i18nVersion: '7' });
    expect(stored('en_GB')).toEqual({ MENU_HOME: 'Home (stored)', i18nVersion: '7' });
    expect(ui.i18n.getFixedT('en_GB')('MENU_HOME')).toBe('Home (stored)');
  });

  it('reads the server again and replaces the stored copy when the version changed', async () => {
    store('de_DE', '7', { MENU_HOME: 'alt' });
    store('en_GB', '7', { MENU_HOME: 'old' });
    const server = fakeServer({ version: '8' });
    const ui = await startUi(server, 'de_DE');
    expect(server.calls).toEqual([TRANSLATIONS_VERSION_URL, textsBundleUrl('de_DE'), textsBundleUrl('en_GB')]);
    expect(ui.i18n.t('MENU_HOME')).toBe('Startseite');
    expect(stored('de_DE')).toEqual({ MENU_HOME: 'Startseite', i18nVersion: '8' });
    expect(stored('en_GB')).toEqual({ MENU_HOME: 'Home', ONLY_EN: 'English only', i18nVersion: '8' });
  });

  it("removes the earlier cache's single entry and reads as on a first visit", async () => {
    localStorage.setItem('translations', JSON.stringify({ shape: 'resources', version: '7', resources: {} }));
    const server = fakeServer({ version: '7' });
    await startUi(server, 'en_GB');
    expect(localStorage.getItem('translations')).toBeNull();
    expect(server.calls).toEqual([textsBundleUrl('en_GB')]);
  });

  it('treats an unreadable stored copy as absent: reads the server and overwrites it', async () => {
    localStorage.setItem(storageKey('en_GB'), '{not json');
    const server = fakeServer({ version: '3' });
    const ui = await startUi(server, 'en_GB');
    expect(server.calls).toEqual([TRANSLATIONS_VERSION_URL, textsBundleUrl('en_GB')]);
    expect(ui.i18n.t('MENU_HOME')).toBe('Home');
    expect(stored('en_GB')).toEqual({ MENU_HOME: 'Home', ONLY_EN: 'English only', i18nVersion: '3' });
  });

  it('asks for the version separately when the texts answer does not name it', async () => {
    const server = fakeServer({ version: '4', header: false });
    await startUi(server, 'en_GB');
    expect(server.calls).toEqual([textsBundleUrl('en_GB'), TRANSLATIONS_VERSION_URL]);
    expect(stored('en_GB')).toMatchObject({ i18nVersion: '4' });
  });

  it('reads a locale outside the chain on demand, once, and stores it beside the others', async () => {
    const server = fakeServer({ version: '7' });
    const ui = await startUi(server, 'de_DE');
    expect(ui.i18n.getFixedT('pl_PL')('MENU_HOME')).toBe('Home');
    await ui.loadLocales(['pl_PL', 'de_DE']);
    expect(server.calls.slice(2)).toEqual([textsBundleUrl('pl_PL')]);
    expect(ui.i18n.getFixedT('pl_PL')('MENU_HOME')).toBe('Start');
    expect(storedLocales()).toEqual([storageKey('de_DE'), storageKey('en_GB'), storageKey('pl_PL')]);
    await ui.loadLocales(['pl_PL']);
    expect(server.calls).toHaveLength(3);
  });

  it('the version check reads every loaded locale again only when the version changed', async () => {
    const server = fakeServer({ version: '7' });
    const ui = await startUi(server, 'de_DE');
    await ui.checkTexts();
    expect(server.calls.slice(2)).toEqual([TRANSLATIONS_VERSION_URL]);

    server.state.version = '8';
    server.state.texts = { MENU_HOME: { en_GB: 'Home 8', de_DE: 'Startseite 8' } };
    await ui.checkTexts();
    expect(server.calls.slice(3)).toEqual([TRANSLATIONS_VERSION_URL, textsBundleUrl('de_DE'), textsBundleUrl('en_GB')]);
    expect(ui.i18n.t('MENU_HOME')).toBe('Startseite 8');
    expect(stored('de_DE')).toEqual({ MENU_HOME: 'Startseite 8', i18nVersion: '8' });
    expect(hintCookie()).toBe('8~de_DE.en_GB');
  });

  it('empties the texts and the stored copy when the texts cannot be fetched at the start', async () => {
    store('en_GB', '7', { MENU_HOME: 'Home (stored)' });
    const server = fakeServer({ version: '8', fail: 'texts' });
    const ui = await startUi(server, 'de_DE');
    expect(ui.i18n.t('MENU_HOME')).toBe('!!!MENU_HOME!!!');
    expect(ui.i18n.store.data).toEqual({});
    expect(storedLocales()).toEqual([]);
  });

  it.each([
    ['an array', '["Home"]'],
    ['no JSON', '{"MENU_HOME": "Ho'],
  ])('empties the texts and the stored copy when a bundle is %s', async (_label, body) => {
    store('en_GB', '7', { MENU_HOME: 'Home (stored)' });
    const server = fakeServer({ version: '8' });
    const fetchFn = (async (input: RequestInfo | URL) => {
      const real = await server.fetchFn(input);
      return String(input).startsWith(`${TEXTS_BUNDLE_URL}/`)
        ? ({ ...real, text: async () => body } as Response)
        : real;
    }) as typeof fetch;
    const ui = await startUi({ fetchFn }, 'de_DE');
    expect(ui.i18n.t('MENU_HOME')).toBe('!!!MENU_HOME!!!');
    expect(storedLocales()).toEqual([]);
    expect(hintCookie()).toBeUndefined();
  });

  it('empties the texts and the stored copy when the version cannot be fetched, and asks for no texts', async () => {
    store('de_DE', '7', { MENU_HOME: 'Startseite (stored)' });
    store('en_GB', '7', { MENU_HOME: 'Home (stored)' });
    const server = fakeServer({ version: '7', fail: 'version' });
    const ui = await startUi(server, 'de_DE');
    expect(server.calls).toEqual([TRANSLATIONS_VERSION_URL]);
    expect(ui.i18n.t('MENU_HOME')).toBe('!!!MENU_HOME!!!');
    expect(storedLocales()).toEqual([]);
    expect(hintCookie()).toBeUndefined();

    // The next check that answers reads them again.
    server.state.fail = undefined;
    await ui.checkTexts();
    expect(ui.i18n.t('MENU_HOME')).toBe('Startseite');
    expect(stored('de_DE')).toEqual({ MENU_HOME: 'Startseite', i18nVersion: '7' });
  });

  it('a later failed check keeps the texts shown but drops the stored copy; a switch then checks first', async () => {
    const server = fakeServer({ version: '7' });
    const ui = await startUi(server, 'de_DE');
    server.state.fail = 'version';
    await ui.checkTexts();
    expect(ui.i18n.t('MENU_HOME')).toBe('Startseite');
    expect(storedLocales()).toEqual([]);
    expect(hintCookie()).toBeUndefined();

    server.state.fail = undefined;
    const before = server.calls.length;
    await ui.setLocale('pl_PL');
    expect(server.calls.slice(before)).toEqual([
      TRANSLATIONS_VERSION_URL,
      textsBundleUrl('de_DE'),
      textsBundleUrl('en_GB'),
      textsBundleUrl('pl_PL'),
    ]);
    expect(ui.i18n.t('MENU_HOME')).toBe('Start');
    expect(hintCookie()).toBe('7~en_GB.pl_PL');
  });
});
