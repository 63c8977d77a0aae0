/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { DEFAULT_PUBLIC_SETTINGS, loadPublicSettings } from '../../client/app/publicSettings.js';
import { UNCONFIGURED_OPERATOR } from '../../common/operator.js';
import { SETTINGS_META_NAME } from '../../common/pageHints.js';

/** The public settings at start: from the page the server wrote, without a request. */

function pageSettings(content: string) {
  const meta = document.createElement('meta');
  meta.name = SETTINGS_META_NAME;
  meta.content = content;
  document.head.append(meta);
}

describe('public settings', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    document.head.innerHTML = '';
    globalThis.fetch = realFetch;
  });

  it("reads them from the page's meta tag and asks the server nothing", async () => {
    const calls: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      throw new Error('no network in this test');
    }) as typeof fetch;
    const settings = {
      inciLocales: ['de_DE'],
      systemLocales: ['pl_PL', 'en_GB'],
      operator: {
        ...UNCONFIGURED_OPERATOR,
        name: 'Hautwerk GmbH',
        address: ['Teststraße 9', '80331 München'],
        register: '',
      },
    };
    pageSettings(JSON.stringify(settings));
    await expect(loadPublicSettings()).resolves.toEqual(settings);
    expect(calls).toEqual([]);
  });

  it('asks the server when the page has none or a damaged one (a failure keeps the defaults)', async () => {
    const calls: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      throw new Error('no network in this test');
    }) as typeof fetch;
    pageSettings('{"inciLocales": "de_DE"}');
    await expect(loadPublicSettings()).resolves.toEqual(DEFAULT_PUBLIC_SETTINGS);
    document.head.innerHTML = '';
    // A page written before the settings named the operator is damaged too: it lacks the operator.
    pageSettings(JSON.stringify({ inciLocales: ['de_DE'], systemLocales: ['en_GB'] }));
    await expect(loadPublicSettings()).resolves.toEqual(DEFAULT_PUBLIC_SETTINGS);
    expect(calls).toEqual(['/graphql', '/graphql']);
  });
});
