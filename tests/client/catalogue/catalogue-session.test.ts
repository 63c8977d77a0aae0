/** @jest-environment jsdom */
import '../support/jsdom-globals.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { apolloClientFor } from '../../../client/app/ApolloScope.js';
import { clearApolloStore } from '../../../client/app/apolloRegistry.js';
import { SESSION_STORAGE_KEY, SessionStore } from '../../../client/app/session.js';
import {
  CACHE_STORAGE_KEY,
  cacheOwner,
  persistClientCache,
  persistNow,
} from '../../../client/features/catalogue/cachePersistence.js';
import { checkCatalogueVersion } from '../../../client/features/catalogue/catalogueVersionCheck.js';
import { BuilderCatalogueDocument } from '../../../client/graphql/builderCatalogue.js';
import { CatalogueVersionDocument } from '../../../client/graphql/catalogue.js';
import { makeToken } from '../support/tokens.js';
import { clientFor, fakeServer } from './fakeServer.js';

/** The app's Apollo client: created with the cache this tab persisted, which logout forgets. */

function sessionOf(email: string, preferredLanguage = 'pl_PL'): SessionStore {
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ token: makeToken({ sub: email, preferredLanguage, exp: 4_000_000_000 }) }),
  );
  return new SessionStore({ storage: localStorage });
}

/** What an earlier page of this tab left in sessionStorage. */
async function persistedBy(email: string, preferredLanguage = 'pl_PL') {
  const client = clientFor(fakeServer());
  persistClientCache(client, cacheOwner({ email, preferredLanguage }), sessionStorage);
  await checkCatalogueVersion(client);
  await client.query({ query: BuilderCatalogueDocument });
  await persistNow(client);
}

const productIds = (client: ReturnType<typeof apolloClientFor>) =>
  client.readQuery({ query: BuilderCatalogueDocument })?.products.map((p) => p.id);

describe("the app's Apollo client and the persisted cache", () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('starts with the cache of the same user, so the first screen needs no download', async () => {
    await persistedBy('user@example.com');
    const client = apolloClientFor(sessionOf('user@example.com'));
    expect(productIds(client)).toEqual([10, 11, 12]);
    expect(client.readQuery({ query: CatalogueVersionDocument })?.catalogueVersion).toBe('7.enabled.1');
  });

  it('starts empty for another user or another locale', async () => {
    await persistedBy('user@example.com');
    expect(productIds(apolloClientFor(sessionOf('other@example.com')))).toBeUndefined();
    expect(productIds(apolloClientFor(sessionOf('user@example.com', 'de_DE')))).toBeUndefined();
  });

  it('forgets the cache at logout, in memory and in sessionStorage', async () => {
    await persistedBy('user@example.com');
    const client = apolloClientFor(sessionOf('user@example.com'));
    expect(productIds(client)).toBeDefined();
    await clearApolloStore();
    expect(sessionStorage.getItem(CACHE_STORAGE_KEY)).toBeNull();
    expect(productIds(client)).toBeUndefined();
  });
});
