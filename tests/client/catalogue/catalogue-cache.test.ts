import { describe, expect, it } from '@jest/globals';
import { gql, type ApolloClient } from '@apollo/client';
import {
  CACHE_OWNER_KEY,
  CACHE_STORAGE_KEY,
  CACHE_STORAGE_LIMIT,
  cacheOwner,
  forgetCache,
  persistClientCache,
  persistNow,
} from '../../../client/features/catalogue/cachePersistence.js';
import { catalogueFromQuery } from '../../../client/features/catalogue/catalogueFromQuery.js';
import { checkCatalogueVersion } from '../../../client/features/catalogue/catalogueVersionCheck.js';
import { BuilderCatalogueDocument } from '../../../client/graphql/builderCatalogue.js';
import { CatalogueDocument, CatalogueVersionDocument } from '../../../client/graphql/catalogue.js';
import { MemoryStorage, clientFor, fakeServer } from './fakeServer.js';

const OWNER = cacheOwner({ email: 'User@Example.com', preferredLanguage: 'pl_PL' });

/** What the admin form's saveProduct answers: the Product object type the builder reads. */
const SAVE_PRODUCT = gql`
  mutation SaveProduct {
    saveProduct {
      id
      isInOffer
      evaluationMap
      searchLinks {
        locale
        url
      }
    }
  }
`;

/** A client after a screen's visit: version checked, the builder's catalogue fetched, the cache persisted. */
async function loadedClient() {
  const server = fakeServer();
  const storage = new MemoryStorage();
  const client = clientFor(server);
  persistClientCache(client, OWNER, storage);
  await checkCatalogueVersion(client);
  await client.query({ query: BuilderCatalogueDocument });
  await persistNow(client);
  return { server, storage, client };
}

const versionIn = (client: ApolloClient) => client.readQuery({ query: CatalogueVersionDocument })?.catalogueVersion;
const storedVersion = (storage: Storage) =>
  (JSON.parse(storage.getItem(CACHE_STORAGE_KEY)!) as { ROOT_QUERY: { catalogueVersion?: string } }).ROOT_QUERY
    .catalogueVersion;

const builderCatalogue = (client: ApolloClient) => client.readQuery({ query: BuilderCatalogueDocument });
const cachedIds = (client: ApolloClient) =>
  Object.keys(client.cache.extract() as Record<string, unknown>)
    .filter((id) => id !== 'ROOT_QUERY')
    .sort();
/** The cache's id of an entity normalised with `keyFields: ['id']`. */
const key = (typename: string, id: number) => `${typename}:{"id":${id}}`;

describe("the catalogue in Apollo's normalised cache", () => {
  it('normalises products, indicators and combination rules by id, each evaluation map one scalar', async () => {
    const { client } = await loadedClient();
    expect(cachedIds(client)).toEqual([
      'CombinationRule:1',
      key('Product', 10),
      key('Product', 11),
      key('Product', 12),
      key('SkinIndicator', 1),
      key('SkinIndicator', 2),
    ]);
    const entries = client.cache.extract() as Record<string, Record<string, unknown>>;
    expect(entries[key('Product', 10)]!.evaluationMap).toEqual({ 1: 8, 2: -2 });
    // The builder's query asks for no descriptions, search links or INCI.
    expect(Object.keys(entries[key('Product', 10)]!)).not.toContain('descriptionPlaceholder');
    expect(Object.keys(entries[key('Product', 10)]!)).not.toContain('incis');
  });

  it('the version check keeps its answer in the cache, beside the catalogue it describes', async () => {
    const server = fakeServer();
    const client = clientFor(server);
    await checkCatalogueVersion(client);
    expect(server.requests).toEqual(['CatalogueVersion']);
    expect(versionIn(client)).toBe('7.enabled.1');
    expect(cachedIds(client)).toEqual([]);
  });

  it("a mutation's Product { id … } reaches the builder's catalogue, replacing the whole map", async () => {
    const { server, client } = await loadedClient();
    server.answers.SaveProduct = {
      saveProduct: { __typename: 'Product', id: 11, isInOffer: true, evaluationMap: { 2: 9 }, searchLinks: [] },
    };
    const before = catalogueFromQuery(builderCatalogue(client)!);
    expect(before.productToIndicatorEvaluation[11]).toEqual({ 1: 1 });
    await client.mutate({ mutation: SAVE_PRODUCT });
    const after = catalogueFromQuery(builderCatalogue(client)!);
    // Indicator 1 is gone from the map (not merged), 2 is new; the offer follows.
    expect(after.productToIndicatorEvaluation[11]).toEqual({ 2: 9 });
    expect(after.indicatorToProductEvaluation[2]).toEqual({ 10: -2, 11: 9, 12: 5 });
    expect(after.indicatorToProductEvaluation[1]).toEqual({ 10: 8, 12: 3 });
    expect(after.products.find((p) => p.id === 11)).toMatchObject({ isInOffer: true });
    expect(after.products.find((p) => p.id === 10)).toEqual(before.products.find((p) => p.id === 10));
    // Nothing else was asked of the server.
    expect(server.requests).toEqual(['CatalogueVersion', 'BuilderCatalogue', 'SaveProduct']);
  });

  it('the knowledge pages read the same entities: a saved product shows there too', async () => {
    const { server, client } = await loadedClient();
    await client.query({ query: CatalogueDocument });
    server.answers.SaveProduct = {
      saveProduct: { __typename: 'Product', id: 10, isInOffer: false, evaluationMap: { 1: 1 }, searchLinks: [] },
    };
    await client.mutate({ mutation: SAVE_PRODUCT });
    const knowledge = catalogueFromQuery(client.readQuery({ query: CatalogueDocument })!);
    expect(knowledge.products.find((p) => p.id === 10)).toMatchObject({ isInOffer: false, searchLinks: {} });
    expect(knowledge.productToIndicatorEvaluation[10]).toEqual({ 1: 1 });
    expect(catalogueFromQuery(builderCatalogue(client)!).productToIndicatorEvaluation[10]).toEqual({ 1: 1 });
  });
});

describe('the catalogue in the shape of the REST bundle', () => {
  it('builds both evaluation maps, ingredient lines and links from the query', () => {
    const catalogue = catalogueFromQuery(fakeServer().catalogue);
    expect(catalogue.productToIndicatorEvaluation).toEqual({ 10: { 1: 8, 2: -2 }, 11: { 1: 1 }, 12: { 1: 3, 2: 5 } });
    expect(catalogue.indicatorToProductEvaluation).toEqual({ 1: { 10: 8, 11: 1, 12: 3 }, 2: { 10: -2, 12: 5 } });
    expect(catalogue.incisInProducts[10]).toEqual([
      { inciId: 100, position: 0 },
      { inciId: 101, position: 1 },
    ]);
    expect(catalogue.products[0]).toEqual({
      id: 10,
      code: 'niacinamide',
      namePlaceholder: 'PRODUCT_NAME_niacinamide',
      descriptionPlaceholder: 'PRODUCT_DESCRIPTION_niacinamide',
      productCategory: 'MODULAR',
      productUsage: 'ACTIVE',
      enabled: true,
      searchLinks: { en_GB: 'https://example.com/niacinamide' },
      isInOffer: true,
      baseProductSuggestions: [],
    });
    expect(catalogue.products[2]!.baseProductSuggestions).toEqual([
      { baseSize: 44, increment: 0.5, maxVolumeSuggestion: 50, recommendedInput: 1 },
    ]);
  });
});

describe('the persisted cache (apollo3-cache-persist in sessionStorage)', () => {
  it('restores into a new client for the same user and locale only', async () => {
    const { client, server, storage } = await loadedClient();
    expect(storage.getItem(CACHE_OWNER_KEY)).toBe('user@example.com|pl_PL');
    expect(storedVersion(storage)).toBe('7.enabled.1');

    const reloaded = clientFor(server);
    persistClientCache(reloaded, OWNER, storage);
    expect(builderCatalogue(reloaded)).toEqual(builderCatalogue(client));
    expect(versionIn(reloaded)).toBe('7.enabled.1');

    for (const owner of [
      cacheOwner({ email: 'other@example.com', preferredLanguage: 'pl_PL' }),
      cacheOwner({ email: 'user@example.com', preferredLanguage: 'de_DE' }),
    ]) {
      const earlier = await loadedClient();
      const other = clientFor(earlier.server);
      persistClientCache(other, owner, earlier.storage);
      expect(builderCatalogue(other)).toBeNull();
      expect(earlier.storage.getItem(CACHE_STORAGE_KEY)).toBeNull();
      expect(earlier.storage.getItem(CACHE_OWNER_KEY)).toBe(owner);
    }
    await forgetCache(reloaded, storage);
    expect(storage.getItem(CACHE_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(CACHE_OWNER_KEY)).toBeNull();
  });

  it('ignores a damaged entry, survives a full storage and keeps nothing above its size bound', async () => {
    const storage = new MemoryStorage();
    storage.setItem(CACHE_OWNER_KEY, OWNER);
    storage.setItem(CACHE_STORAGE_KEY, '{not json');
    const damaged = clientFor(fakeServer());
    expect(() => persistClientCache(damaged, OWNER, storage)).not.toThrow();
    expect(damaged.cache.extract()).toEqual({});
    expect(storage.getItem(CACHE_STORAGE_KEY)).toBeNull();

    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const { client } = await loadedClient();
    const fullClient = clientFor(fakeServer());
    expect(() => persistClientCache(fullClient, OWNER, full)).not.toThrow();
    await fullClient.query({ query: BuilderCatalogueDocument });
    await expect(persistNow(fullClient)).resolves.toBeUndefined();
    expect(builderCatalogue(client)).not.toBeNull();

    const big = fakeServer();
    big.catalogue.products[0]!.namePlaceholder = 'x'.repeat(CACHE_STORAGE_LIMIT);
    const bounded = new MemoryStorage();
    const bigClient = clientFor(big);
    persistClientCache(bigClient, OWNER, bounded);
    bounded.setItem(CACHE_STORAGE_KEY, 'an older copy');
    await checkCatalogueVersion(bigClient);
    await bigClient.query({ query: BuilderCatalogueDocument });
    await persistNow(bigClient);
    expect(bounded.getItem(CACHE_STORAGE_KEY)).toBeNull();
  });
});

describe('version check', () => {
  it('after a reload with the same version: asks only for the version', async () => {
    const { server, storage } = await loadedClient();
    const reloaded = clientFor(server);
    persistClientCache(reloaded, OWNER, storage);
    server.requests.length = 0;
    await checkCatalogueVersion(reloaded);
    await reloaded.query({ query: BuilderCatalogueDocument });
    expect(server.requests).toEqual(['CatalogueVersion']);
  });

  it('drops the cached catalogue when the version changed, so the next read fetches the new one', async () => {
    const { server, client, storage } = await loadedClient();
    server.version = '8.enabled.1';
    server.catalogue.products[0]!.evaluationMap = { 1: -10 };
    server.requests.length = 0;
    await checkCatalogueVersion(client);
    expect(builderCatalogue(client)).toBeNull();
    const { data } = await client.query({ query: BuilderCatalogueDocument });
    expect(server.requests).toEqual(['CatalogueVersion', 'BuilderCatalogue']);
    expect(catalogueFromQuery(data!).productToIndicatorEvaluation[10]).toEqual({ 1: -10 });
    await persistNow(client);
    expect(storedVersion(storage)).toBe('8.enabled.1');
    // A restored older catalogue is dropped alike.
    const reloaded = clientFor(server);
    const old = new MemoryStorage();
    old.setItem(CACHE_OWNER_KEY, OWNER);
    old.setItem(CACHE_STORAGE_KEY, storage.getItem(CACHE_STORAGE_KEY)!.replace('8.enabled.1', '7.enabled.1'));
    persistClientCache(reloaded, OWNER, old);
    expect(builderCatalogue(reloaded)).not.toBeNull();
    await checkCatalogueVersion(reloaded);
    expect(builderCatalogue(reloaded)).toBeNull();
  });

  it('shares one check between screens', async () => {
    const server = fakeServer();
    const client = clientFor(server);
    await Promise.all([checkCatalogueVersion(client), checkCatalogueVersion(client)]);
    expect(server.requests).toEqual(['CatalogueVersion']);
  });

  it('fails when the server cannot be reached, keeping what the cache has', async () => {
    const { server, client } = await loadedClient();
    server.down = true;
    await expect(checkCatalogueVersion(client)).rejects.toBeTruthy();
    expect(builderCatalogue(client)).not.toBeNull();
  });
});
