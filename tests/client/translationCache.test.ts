/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  TRANSLATIONS_STORAGE_KEY,
  TRANSLATIONS_URL,
  TRANSLATIONS_VERSION_URL,
  loadTranslations,
  type TranslationMap,
} from '../../client/i18n/translationCache.js';

const TEXTS: TranslationMap = { MENU_HOME: { en_GB: 'Home', de_DE: 'Startseite' } };

/** A minimal fetch answer (jsdom has no Response). */
function answer(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

/** A stand-in for the two public translation endpoints, recording what was asked. */
function fakeServer(options: { version?: string; texts?: TranslationMap; fail?: 'version' | 'texts' }) {
  const calls: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const failing = (options.fail === 'version' && url === TRANSLATIONS_VERSION_URL) || (options.fail === 'texts' && url === TRANSLATIONS_URL);
    if (failing) return answer(500, { code: 'INTERNAL', errorDataList: [{ translationKey: 'ERROR_GENERIC' }] });
    return answer(200, url === TRANSLATIONS_VERSION_URL ? { id: options.version ?? '1' } : (options.texts ?? TEXTS));
  }) as typeof fetch;
  return { fetchFn, calls };
}

function stored() {
  const raw = localStorage.getItem(TRANSLATIONS_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { version: string; texts: TranslationMap }) : null;
}

describe('translation cache', () => {
  beforeEach(() => localStorage.clear());

  it('fetches the texts when nothing is cached and stores them with the version', async () => {
    const server = fakeServer({ version: '7' });
    const result = await loadTranslations({ fetchFn: server.fetchFn, storage: localStorage });
    expect(result).toEqual({ texts: TEXTS, version: '7', source: 'server' });
    expect(server.calls).toEqual([TRANSLATIONS_VERSION_URL, TRANSLATIONS_URL]);
    expect(stored()).toEqual({ version: '7', texts: TEXTS });
  });

  it('does not fetch the texts again while the version is unchanged', async () => {
    localStorage.setItem(TRANSLATIONS_STORAGE_KEY, JSON.stringify({ version: '7', texts: TEXTS }));
    const server = fakeServer({ version: '7', texts: { OTHER: { en_GB: 'x' } } });
    const result = await loadTranslations({ fetchFn: server.fetchFn, storage: localStorage });
    expect(result.source).toBe('cache');
    expect(result.texts).toEqual(TEXTS);
    expect(server.calls).toEqual([TRANSLATIONS_VERSION_URL]);
  });

  it('fetches and replaces the cache when the version changed', async () => {
    localStorage.setItem(TRANSLATIONS_STORAGE_KEY, JSON.stringify({ version: '7', texts: TEXTS }));
    const fresh = { MENU_HOME: { en_GB: 'Start' } };
    const server = fakeServer({ version: '8', texts: fresh });
    const result = await loadTranslations({ fetchFn: server.fetchFn, storage: localStorage });
    expect(result).toEqual({ texts: fresh, version: '8', source: 'server' });
    expect(server.calls).toEqual([TRANSLATIONS_VERSION_URL, TRANSLATIONS_URL]);
    expect(stored()).toEqual({ version: '8', texts: fresh });
  });

  it('empties the translations and the cache when the texts cannot be fetched', async () => {
    localStorage.setItem(TRANSLATIONS_STORAGE_KEY, JSON.stringify({ version: '7', texts: TEXTS }));
    const server = fakeServer({ version: '8', fail: 'texts' });
    const result = await loadTranslations({ fetchFn: server.fetchFn, storage: localStorage });
    expect(result).toEqual({ texts: {}, version: undefined, source: 'failed' });
    expect(stored()).toBeNull();
  });

  it('empties the translations and the cache when the version cannot be fetched', async () => {
    localStorage.setItem(TRANSLATIONS_STORAGE_KEY, JSON.stringify({ version: '7', texts: TEXTS }));
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const result = await loadTranslations({ fetchFn: failing, storage: localStorage });
    expect(result.texts).toEqual({});
    expect(stored()).toBeNull();
  });

  it('ignores an unreadable cache entry and fetches', async () => {
    localStorage.setItem(TRANSLATIONS_STORAGE_KEY, '{not json');
    const server = fakeServer({ version: '3' });
    const result = await loadTranslations({ fetchFn: server.fetchFn, storage: localStorage });
    expect(result.source).toBe('server');
    expect(stored()?.version).toBe('3');
  });
});
