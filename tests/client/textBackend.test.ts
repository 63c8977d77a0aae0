/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { createUiI18n, type UiI18n } from '../../client/i18n/i18n.js';
import {
  FORMER_TEXTS_STORAGE_KEY,
  TEXTS_STORAGE_PREFIX,
  TRANSLATIONS_VERSION_HEADER,
  TRANSLATIONS_VERSION_URL,
  createTextBackend,
} from '../../client/i18n/textBackend.js';
import type { TranslationMap } from '../../client/i18n/textResources.js';
import { TEXTS_HINT_COOKIE, TRANSLATIONS_URL, readTextsHint, textsHint } from '../../common/pageHints.js';

const TEXTS: TranslationMap = {
  MENU_HOME: { en_GB: 'Home', pl_PL: 'Start', de_DE: 'Startseite' },
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

/** A stand-in for the two public translation endpoints, recording what was asked; its state can change. */
function fakeServer(initial: { version?: string; texts?: TranslationMap; fail?: 'texts' | 'all' } = {}) {
  const server = {
    version: initial.version ?? '1',
    texts: initial.texts ?? TEXTS,
    fail: initial.fail,
    calls: [] as string[],
  };
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = String(input);
    server.calls.push(url);
    if (server.fail === 'all') throw new TypeError('Failed to fetch');
    if (url === TRANSLATIONS_VERSION_URL) return answer(200, { id: server.version });
    if (server.fail === 'texts') return answer(500, { code: 'INTERNAL' });
    // Like the server: only the locales asked for, and the version named in a header.
    const locales = new URL(url, 'http://x').searchParams.get('locales')?.split(',');
    const texts = Object.fromEntries(
      Object.entries(server.texts).map(([key, byLocale]) => [
        key,
        Object.fromEntries(Object.entries(byLocale).filter(([l]) => !locales || locales.includes(l))),
      ]),
    );
    return answer(200, texts, { [TRANSLATIONS_VERSION_HEADER]: server.version });
  }) as typeof fetch;
  return Object.assign(server, { fetchFn });
}

const storageKey = (locale: string) => `${TEXTS_STORAGE_PREFIX}${locale}-translation`;

/** What i18next-localstorage-backend keeps for a locale: its texts, stamped with version and time. */
function stored(locale: string): Record<string, unknown> | null {
  const raw = localStorage.getItem(storageKey(locale));
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

const hint = () => readTextsHint(document.cookie);

/** A previous visit: these locales' texts stored under `version`, and the hint naming them. */
function previousVisit(version: string, texts: Record<string, Record<string, string>>) {
  for (const [locale, bundle] of Object.entries(texts)) {
    localStorage.setItem(
      storageKey(locale),
      JSON.stringify({ ...bundle, i18nStamp: Date.now(), i18nVersion: version }),
    );
  }
  document.cookie = `${TEXTS_HINT_COOKIE}=${textsHint(version, Object.keys(texts))}; path=/`;
}

function start(server: ReturnType<typeof fakeServer>, locale = 'pl_PL', storage: Storage = localStorage): UiI18n {
  return createUiI18n({ texts: createTextBackend({ fetchFn: server.fetchFn, storage }), locale });
}

/** Lets the answers of the fake server (promises and the chain's callbacks) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the texts on i18next-chained-backend (localStorage, then the server)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = `${TEXTS_HINT_COOKIE}=; path=/; max-age=0`;
  });

  it('a first visit fetches the chain in one answer, stores each locale under its version and writes the hint', async () => {
    const server = fakeServer({ version: '7' });
    const ui = start(server);
    await ui.ready;
    expect(ui.i18n.t('MENU_HOME')).toBe('Start');
    expect(ui.i18n.t('ONLY_EN')).toBe('English only');
    // The URL the page preloads (i18next reads each locale; they share the answer); no version call.
    expect(server.calls).toEqual([`${TRANSLATIONS_URL}?locales=en_GB,pl_PL`]);
    expect(stored('pl_PL')).toMatchObject({ MENU_HOME: 'Start', i18nVersion: '7' });
    expect(stored('en_GB')).toMatchObject({ MENU_HOME: 'Home', ONLY_EN: 'English only', i18nVersion: '7' });
    expect(hint()).toEqual({ version: '7', locales: ['en_GB', 'pl_PL'] });
  });

  it('a warm start shows the stored texts before any request, then checks the version once', async () => {
    previousVisit('7', { pl_PL: { MENU_HOME: 'Start' }, en_GB: { MENU_HOME: 'Home', ONLY_EN: 'English only' } });
    const server = fakeServer({ version: '7' });
    const ui = start(server);
    // Synchronously: the first render has the texts.
    expect(ui.i18n.t('MENU_HOME')).toBe('Start');
    expect(ui.i18n.t('ONLY_EN')).toBe('English only');
    expect(server.calls).toEqual([]);
    await ui.ready;
    await settle();
    expect(server.calls).toEqual([TRANSLATIONS_VERSION_URL]);
  });

  it('a changed version fetches every loaded locale again and replaces its texts whole', async () => {
    previousVisit('7', { pl_PL: { MENU_HOME: 'Start', GONE: 'stary' }, en_GB: { MENU_HOME: 'Home' } });
    const server = fakeServer({ version: '8', texts: { MENU_HOME: { en_GB: 'Home', pl_PL: 'Strona główna' } } });
    const ui = start(server);
    const changes: string[] = [];
    ui.i18n.on('textsChanged', () => changes.push('texts'));
    expect(ui.i18n.t('MENU_HOME')).toBe('Start');
    await ui.ready;
    await ui.checkTextsVersion();
    await settle();
    expect(ui.i18n.t('MENU_HOME')).toBe('Strona główna');
    // A text no longer on the server is gone at once, not merged with the new ones.
    expect(ui.i18n.t('GONE')).toBe('!!!GONE!!!');
    expect(changes.length).toBeGreaterThan(0);
    // The start's check found the change; this one, run after it, found the texts current.
    expect(server.calls).toEqual([
      TRANSLATIONS_VERSION_URL,
      `${TRANSLATIONS_URL}?locales=en_GB,pl_PL`,
      TRANSLATIONS_VERSION_URL,
    ]);
    expect(stored('pl_PL')).toMatchObject({ MENU_HOME: 'Strona główna', i18nVersion: '8' });
    expect(stored('pl_PL')).not.toHaveProperty('GONE');
    expect(hint()).toEqual({ version: '8', locales: ['en_GB', 'pl_PL'] });

    // The next start reads them under the new version: nothing fetched before the first render.
    const calls = server.calls.length;
    const next = start(server);
    expect(next.i18n.t('MENU_HOME')).toBe('Strona główna');
    expect(server.calls.length).toBe(calls);
  });

  it('an unchanged version changes nothing and fetches no texts', async () => {
    const server = fakeServer({ version: '7' });
    const ui = start(server);
    await ui.ready;
    const changes: string[] = [];
    ui.i18n.on('textsChanged', () => changes.push('texts'));
    await ui.checkTextsVersion();
    expect(server.calls.slice(1)).toEqual([TRANSLATIONS_VERSION_URL]);
    expect(changes).toEqual([]);
  });

  it('a failed version check empties the texts and the stored copy (spec section 4)', async () => {
    previousVisit('7', { pl_PL: { MENU_HOME: 'Start' }, en_GB: { MENU_HOME: 'Home' } });
    const server = fakeServer({ fail: 'all' });
    const ui = start(server);
    await ui.ready;
    // A warm start shows the stored texts at once, before the check answers.
    expect(ui.i18n.t('MENU_HOME')).toBe('Start');
    const changes: string[] = [];
    ui.i18n.on('textsChanged', () => changes.push('texts'));
    await ui.checkTextsVersion();
    expect(ui.i18n.t('MENU_HOME')).toBe('!!!MENU_HOME!!!');
    // The screens are told (the start's own check may have emptied them already).
    expect(changes).toContain('texts');
    expect(hint()).toBeNull();
    expect(stored('pl_PL')).toBeNull();
    expect(stored('en_GB')).toBeNull();
  });

  it('a changed version whose texts cannot be fetched empties the texts, for this page and the next start', async () => {
    previousVisit('7', { pl_PL: { MENU_HOME: 'Start' }, en_GB: { MENU_HOME: 'Home' } });
    const server = fakeServer({ version: '8', fail: 'texts' });
    const ui = start(server);
    await ui.ready;
    await ui.checkTextsVersion();
    expect(ui.i18n.t('MENU_HOME')).toBe('!!!MENU_HOME!!!');
    expect(hint()).toBeNull();
    expect(stored('pl_PL')).toBeNull();

    // Once the server answers again, the next check brings the texts back.
    server.fail = undefined;
    await ui.checkTextsVersion();
    expect(ui.i18n.t('MENU_HOME')).not.toBe('!!!MENU_HOME!!!');
  });

  it('a first visit whose fetch fails shows every key as !!!KEY!!! and stores nothing', async () => {
    const server = fakeServer({ fail: 'texts' });
    const ui = start(server);
    await ui.ready;
    expect(ui.i18n.t('MENU_HOME')).toBe('!!!MENU_HOME!!!');
    expect(stored('pl_PL')).toBeNull();
    expect(hint()).toBeNull();
  });

  it('loads a further locale when asked, alone, and stores it', async () => {
    const server = fakeServer({ version: '7' });
    const ui = start(server, 'en_GB');
    await ui.ready;
    expect(server.calls).toEqual([`${TRANSLATIONS_URL}?locales=en_GB`]);
    await ui.loadLocales(['de_DE']);
    expect(server.calls.slice(1)).toEqual([`${TRANSLATIONS_URL}?locales=de_DE`]);
    expect(ui.i18n.getFixedT('de_DE')('MENU_HOME')).toBe('Startseite');
    expect(stored('de_DE')).toMatchObject({ MENU_HOME: 'Startseite', i18nVersion: '7' });
    // The hint names the chain: what a start fetches when nothing is stored.
    expect(hint()).toEqual({ version: '7', locales: ['en_GB'] });
    // Already loaded: no request.
    await ui.loadLocales(['de_DE', 'en_GB']);
    expect(server.calls.length).toBe(2);
  });

  it('switches the language once the new locale’s texts are there', async () => {
    const server = fakeServer({ version: '7' });
    const ui = start(server, 'en_GB');
    await ui.ready;
    const switched = ui.setLocale('de_DE');
    expect(ui.i18n.t('MENU_HOME')).toBe('Home');
    await switched;
    expect(ui.i18n.t('MENU_HOME')).toBe('Startseite');
    expect(ui.i18n.t('ONLY_EN')).toBe('English only');
  });

  it('fetches again what is stored under another version, unreadable, or under the former key', async () => {
    localStorage.setItem(FORMER_TEXTS_STORAGE_KEY, JSON.stringify({ shape: 'resources', version: '7', resources: {} }));
    localStorage.setItem(storageKey('en_GB'), '{not json');
    previousVisit('6', { pl_PL: { MENU_HOME: 'old' } });
    document.cookie = `${TEXTS_HINT_COOKIE}=${textsHint('7', ['en_GB', 'pl_PL'])}; path=/`;
    const server = fakeServer({ version: '7' });
    const ui = start(server);
    await ui.ready;
    expect(ui.i18n.t('MENU_HOME')).toBe('Start');
    expect(server.calls).toEqual([`${TRANSLATIONS_URL}?locales=en_GB,pl_PL`]);
    expect(localStorage.getItem(FORMER_TEXTS_STORAGE_KEY)).toBeNull();
    expect(stored('en_GB')).toMatchObject({ MENU_HOME: 'Home', i18nVersion: '7' });
  });

  it('works without storage (full or disabled) and then writes no hint', async () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const server = fakeServer({ version: '7' });
    const ui = start(server, 'pl_PL', broken);
    await ui.ready;
    expect(ui.i18n.t('MENU_HOME')).toBe('Start');
    expect(hint()).toBeNull();
  });
});
