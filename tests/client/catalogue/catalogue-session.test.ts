/** @jest-environment jsdom */
import '../support/jsdom-globals.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { apolloClientFor } from '../../../client/app/ApolloScope.js';
import { clearApolloStore } from '../../../client/app/apolloRegistry.js';
import { SESSION_STORAGE_KEY, SessionStore } from '../../../client/app/session.js';
import { CATALOGUE_STORAGE_KEY, catalogueOwner, catalogueVersionIn } from '../../../client/features/catalogue/cataloguePersistence.js';
import { syncCatalogue } from '../../../client/features/catalogue/catalogueSync.js';
import { catalogueOf } from '../../../client/features/catalogue/catalogueStore.js';
import { makeToken } from '../support/tokens.js';
import { clientFor, fakeServer } from './fakeServer.js';

/** The app's Apollo client: created with the catalogue this tab persisted, which logout forgets. */

function sessionOf(email: string, preferredLanguage = 'pl_PL'): SessionStore {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: makeToken({ sub: email, preferredLanguage, exp: 4_000_000_000 }) }));
  return new SessionStore({ storage: localStorage });
}

/** What an earlier page of this tab left in sessionStorage. */
async function persistedBy(email: string, preferredLanguage = 'pl_PL') {
  await syncCatalogue(clientFor(fakeServer()), catalogueOwner({ email, preferredLanguage }), sessionStorage);
}

describe("the app's Apollo client and the persisted catalogue", () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('starts with the catalogue of the same user, so the first screen needs no download', async () => {
    await persistedBy('user@example.com');
    const client = apolloClientFor(sessionOf('user@example.com'));
    expect(catalogueOf(client).getSnapshot()?.products.map((p) => p.id)).toEqual([10, 11, 12]);
    expect(catalogueVersionIn(catalogueOf(client))).toBe('7.enabled.1');
  });

  it("starts empty for another user or another locale", async () => {
    await persistedBy('user@example.com');
    expect(catalogueOf(apolloClientFor(sessionOf('other@example.com'))).getSnapshot()).toBeNull();
    expect(catalogueOf(apolloClientFor(sessionOf('user@example.com', 'de_DE'))).getSnapshot()).toBeNull();
  });

  it('forgets the catalogue at logout, in memory and in sessionStorage', async () => {
    await persistedBy('user@example.com');
    const client = apolloClientFor(sessionOf('user@example.com'));
    expect(catalogueOf(client).getSnapshot()).not.toBeNull();
    await clearApolloStore();
    expect(sessionStorage.getItem(CATALOGUE_STORAGE_KEY)).toBeNull();
    expect(catalogueOf(client).getSnapshot()).toBeNull();
  });
});
