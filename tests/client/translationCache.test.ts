/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { createUiI18n } from '../../client/i18n/i18n.js';
import { toResources, type TranslationMap } from '../../client/i18n/textResources.js';
import {
  STORED_TRANSLATIONS_SHAPE,
  TRANSLATIONS_STORAGE_KEY,
  TRANSLATIONS_URL,
  TRANSLATIONS_VERSION_HEADER,
  TRANSLATIONS_VERSION_URL,
  loadTranslations,
  translationsUrl,
} from '../../client/i18n/translationCache.js';
import { TEXTS_HINT_COOKIE, readTextsHint } from '../../common/pageHints.js';

const TEXTS: TranslationMap = { MENU_HOME: { en_GB: 'Home', de_DE: 'Startseite' } };

/** A minimal fetch answer (jsdom has no Response). */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const get = (name: string) => headers[name.toLowerCase()] ?? null;
  return { ok: status >= 200 && status < 300, status, headers: { get }, json: async () => body } as unknown as Response;
}

/** A stand-in for the two public translation endpoints, recording what was asked. */
function fakeServer(options: { version?: string; texts?: TranslationMap; fail?: 'version' | 'texts' }) {
  const calls: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const isTexts = url.startsWith(TRANSLATIONS_URL) && url !== TRANSLATIONS_VERSION_URL;
    const failing =
      (options.fail === 'version' && url === TRANSLATIONS_VERSION_URL) || (options.fail === 'texts' && isTexts);
    if (failing) return answer(500, { code: 'INTERNAL', errorDataList: [{ translationKey: 'ERROR_GENERIC' }] });
    if (url === TRANSLATIONS_VERSION_URL) return answer(200, { id: options.version ?? '1' });
    // Like the server: only the locales asked for, and the version named in a header.
    const locales = new URL(url, 'http://x').searchParams.get('locales')?.split(',');
    const all = options.texts ?? TEXTS;
    const texts = Object.fromEntries(
      Object.entries(all).map(([key, byLocale]) => [
        key,
        Object.fromEntries(Object.entries(byLocale).filter(([l]) => !locales || locales.includes(l))),
      ]),
    );
    return answer(200, texts, { [TRANSLATIONS_VERSION_HEADER]: options.version ?? '1' });
  }) as typeof fetch;
  return { fetchFn, calls };
}

/** The stored entry for these texts: in i18next's shape, marked as such. */
function entry(version: string, texts: TranslationMap, locales?: string[]) {
  return { shape: STORED_TRANSLATIONS_SHAPE, version, resources: toResources(texts), ...(locales ? { locales } : {}) };
}

function store(version: string, texts: TranslationMap, locales?: string[]) {
  localStorage.setItem(TRANSLATIONS_STORAGE_KEY, JSON.stringify(entry(version, texts, locales)));
}

function stored() {
  const raw = localStorage.getItem(TRANSLATIONS_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as unknown) : null;
}

const hintCookie = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${TEXTS_HINT_COOKIE}=`))
    ?.slice(TEXTS_HINT_COOKIE.length + 1);

describe('translation cache', () => {
  beforeEach(() => localStorage.clear());

  it('tells the server which texts it holds (the texts cookie), and forgets it when they are gone', async () => {
    const server = fakeServer({ version: '7' });
    await loadTranslations({ fetchFn: server.fetchFn, storage: localStorage, locales: ['pl_PL', 'en_GB'] });
    expect(hintCookie()).toBe('7~en_GB.pl_PL');
    expect(readTextsHint(document.cookie)).toEqual({ version: '7', locales: ['en_GB', 'pl_PL'] });
    // From the cache too (a browser that stored texts before the hint existed).
    document.cookie = `${TEXTS_HINT_COOKIE}=; path=/; max-age=0`;
    await loadTranslations({ fetchFn: server.fetchFn, storage: localStorage, locales: ['pl_PL', 'en_GB'] });
    expect(hintCookie()).toBe('7~en_GB.pl_PL');
    await loadTranslations({
      fetchFn: fakeServer({ version: '8', fail: 'texts' }).fetchFn,
      storage: localStorage,
      locales: ['en_GB'],
    });
    expect(hintCookie()).toBeUndefined();
  });

  it('fetches the texts when nothing is cached and stores them with the version their answer names', async () => {
    const server = fakeServer({ version: '7' });
    const result = await loadTranslations({ fetchFn: server.fetchFn, storage: localStorage });
    expect(result).toEqual({ resources: toResources(TEXTS), version: '7', source: 'server', locales: undefined });
    // No separate version call on a first visit: one round trip less before the first paint.
    expect(server.calls).toEqual([TRANSLATIONS_URL]);
    expect(stored()).toEqual(entry('7', TEXTS));
  });

  it("stores the server's texts in i18next's shape, marked as such, without empty texts", async () => {
    const server = fakeServer({ version: '7', texts: { A: { en_GB: 'a', de_DE: '' }, B: { de_DE: 'b' } } });
    await loadTranslations({ fetchFn: server.fetchFn, storage: localStorage, locales: ['en_GB', 'de_DE'] });
    expect(stored()).toEqual({
      shape: 'resources',
      version: '7',
      resources: { en_GB: { translation: { A: 'a' } }, de_DE: { translation: { B: 'b' } } },
      locales: ['de_DE', 'en_GB'],
    });
  });

  it('gives a warm load the stored texts as they are, to be handed to i18next unchanged', async () => {
    const resources = {
      de_DE: { translation: { MENU_HOME: 'Startseite' } },
      en_GB: { translation: { MENU_HOME: 'Home' } },
    };
    localStorage.setItem(
      TRANSLATIONS_STORAGE_KEY,
      JSON.stringify({ shape: 'resources', version: '7', resources, locales: ['de_DE', 'en_GB'] }),
    );
    const server = fakeServer({ version: '7' });
    const loaded = await loadTranslations({
      fetchFn: server.fetchFn,
      storage: localStorage,
      locales: ['de_DE', 'en_GB'],
    });
    expect(server.calls).toEqual([TRANSLATIONS_VERSION_URL]);
    // The parsed entry itself: a conversion of key → locale → text would not give this shape back.
    expect(loaded).toEqual({ resources, version: '7', source: 'cache', locales: ['de_DE', 'en_GB'] });
    const ui = createUiI18n({ resources: loaded.resources, locale: 'de_DE', locales: loaded.locales });
    expect(ui.i18n.store.data).toBe(loaded.resources);
    expect(ui.i18n.t('MENU_HOME')).toBe('Startseite');
  });

  it('treats an entry of the earlier shape (key → locale → text) as absent: fetches the texts and replaces it', async () => {
    localStorage.setItem(
      TRANSLATIONS_STORAGE_KEY,
      JSON.stringify({ version: '7', texts: TEXTS, locales: ['de_DE', 'en_GB'] }),
    );
    const server = fakeServer({ version: '7' });
    const result = await loadTranslations({
      fetchFn: server.fetchFn,
      storage: localStorage,
      locales: ['de_DE', 'en_GB'],
    });
    expect(result).toEqual({
      resources: toResources(TEXTS),
      version: '7',
      source: 'server',
      locales: ['de_DE', 'en_GB'],
    });
    // As on a first visit: no version call, the texts at once.
    expect(server.calls).toEqual([`${TRANSLATIONS_URL}?locales=de_DE,en_GB`]);
    expect(stored()).toEqual(entry('7', TEXTS, ['de_DE', 'en_GB']));
  });

  it('treats an entry marked as resources whose bundles are not objects as absent', async () => {
    localStorage.setItem(
      TRANSLATIONS_STORAGE_KEY,
      JSON.stringify({ shape: 'resources', version: '7', resources: { en_GB: 'Home' } }),
    );
    const server = fakeServer({ version: '7' });
    const result = await loadTranslations({ fetchFn: server.fetchFn, storage: localStorage });
    expect(result.source).toBe('server');
    expect(server.calls).toEqual([TRANSLATIONS_URL]);
    expect(stored()).toEqual(entry('7', TEXTS));
  });

  it('asks for the version separately when the texts answer does not name it', async () => {
    const calls: string[] = [];
    const fetchFn = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return answer(200, String(input) === TRANSLATIONS_VERSION_URL ? { id: '4' } : TEXTS);
    }) as typeof fetch;
    const result = await loadTranslations({ fetchFn, storage: localStorage });
    expect(result.version).toBe('4');
    expect(calls).toEqual([TRANSLATIONS_URL, TRANSLATIONS_VERSION_URL]);
  });

  it('fetches only the locales asked for, under one URL per locale set', async () => {
    const server = fakeServer({ version: '7' });
    const result = await loadTranslations({
      fetchFn: server.fetchFn,
      storage: localStorage,
      locales: ['en_GB', 'de_DE', 'en_GB'],
    });
    expect(server.calls).toEqual([`${TRANSLATIONS_URL}?locales=de_DE,en_GB`]);
    expect(translationsUrl(['en_GB', 'de_DE'])).toBe(translationsUrl(['de_DE', 'en_GB']));
    expect(result).toEqual({
      resources: toResources(TEXTS),
      version: '7',
      source: 'server',
      locales: ['de_DE', 'en_GB'],
    });
    expect(stored()).toEqual(entry('7', TEXTS, ['de_DE', 'en_GB']));
  });

  it('serves a locale subset from the cache, and adds missing locales to the stored ones', async () => {
    const texts = { MENU_HOME: { en_GB: 'Home', de_DE: 'Startseite', pl_PL: 'Start' } };
    store('7', { MENU_HOME: { en_GB: 'Home', de_DE: 'Startseite' } }, ['de_DE', 'en_GB']);
    const server = fakeServer({ version: '7', texts });
    const cached = await loadTranslations({ fetchFn: server.fetchFn, storage: localStorage, locales: ['en_GB'] });
    expect(cached.source).toBe('cache');
    expect(server.calls).toEqual([TRANSLATIONS_VERSION_URL]);

    const added = await loadTranslations({
      fetchFn: server.fetchFn,
      storage: localStorage,
      locales: ['pl_PL', 'en_GB'],
    });
    expect(added).toEqual({
      resources: toResources(texts),
      version: '7',
      source: 'server',
      locales: ['de_DE', 'en_GB', 'pl_PL'],
    });
    expect(server.calls.slice(1)).toEqual([TRANSLATIONS_VERSION_URL, `${TRANSLATIONS_URL}?locales=de_DE,en_GB,pl_PL`]);
    expect(stored()).toEqual(entry('7', texts, ['de_DE', 'en_GB', 'pl_PL']));
  });

  it('fetches the whole map when a cached subset is asked for every locale', async () => {
    store('7', TEXTS, ['en_GB']);
    const server = fakeServer({ version: '7' });
    const result = await loadTranslations({ fetchFn: server.fetchFn, storage: localStorage });
    expect(result.source).toBe('server');
    expect(server.calls).toEqual([TRANSLATIONS_VERSION_URL, TRANSLATIONS_URL]);
    expect(stored()).toEqual(entry('7', TEXTS));
  });

  it('does not fetch the texts again while the version is unchanged', async () => {
    store('7', TEXTS);
    const server = fakeServer({ version: '7', texts: { OTHER: { en_GB: 'x' } } });
    const result = await loadTranslations({ fetchFn: server.fetchFn, storage: localStorage });
    expect(result.source).toBe('cache');
    expect(result.resources).toEqual(toResources(TEXTS));
    expect(server.calls).toEqual([TRANSLATIONS_VERSION_URL]);
  });

  it('fetches and replaces the cache when the version changed', async () => {
    store('7', TEXTS);
    const fresh = { MENU_HOME: { en_GB: 'Start' } };
    const server = fakeServer({ version: '8', texts: fresh });
    const result = await loadTranslations({ fetchFn: server.fetchFn, storage: localStorage });
    expect(result).toEqual({ resources: toResources(fresh), version: '8', source: 'server', locales: undefined });
    expect(server.calls).toEqual([TRANSLATIONS_VERSION_URL, TRANSLATIONS_URL]);
    expect(stored()).toEqual(entry('8', fresh));
  });

  it('empties the translations and the cache when the texts cannot be fetched', async () => {
    store('7', TEXTS);
    const server = fakeServer({ version: '8', fail: 'texts' });
    const result = await loadTranslations({ fetchFn: server.fetchFn, storage: localStorage });
    expect(result).toEqual({ resources: {}, version: undefined, source: 'failed', locales: undefined });
    expect(stored()).toBeNull();
  });

  it('empties the translations and the cache when the version cannot be fetched', async () => {
    store('7', TEXTS);
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const result = await loadTranslations({ fetchFn: failing, storage: localStorage });
    expect(result.resources).toEqual({});
    expect(stored()).toBeNull();
  });

  it('ignores an unreadable cache entry and fetches', async () => {
    localStorage.setItem(TRANSLATIONS_STORAGE_KEY, '{not json');
    const server = fakeServer({ version: '3' });
    const result = await loadTranslations({ fetchFn: server.fetchFn, storage: localStorage });
    expect(result.source).toBe('server');
    expect(stored()).toEqual(entry('3', TEXTS));
  });
});
