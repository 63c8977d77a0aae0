import { describe, expect, it } from '@jest/globals';
import { gql } from '@apollo/client';
import { catalogueFromQuery } from '../../../client/features/catalogue/catalogueFromQuery.js';
import {
  CATALOGUE_STORAGE_KEY,
  catalogueOwner,
  catalogueVersionIn,
  forgetCatalogue,
  restoreCatalogue,
} from '../../../client/features/catalogue/cataloguePersistence.js';
import { CatalogueStore, catalogueOf } from '../../../client/features/catalogue/catalogueStore.js';
import { syncCatalogue } from '../../../client/features/catalogue/catalogueSync.js';
import { MemoryStorage, clientFor, fakeServer } from './fakeServer.js';

const OWNER = catalogueOwner({ email: 'User@Example.com', preferredLanguage: 'pl_PL' });

/** What i10a's saveProduct answers: the Product object type the builder reads. */
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

async function loadedClient() {
  const server = fakeServer();
  const storage = new MemoryStorage();
  const client = clientFor(server);
  await syncCatalogue(client, OWNER, storage);
  return { server, storage, client };
}

describe('the catalogue store', () => {
  it("keeps the Catalogue query's answer out of Apollo's normalised cache", async () => {
    const { client, server } = await loadedClient();
    expect(catalogueOf(client).getSnapshot()).toEqual(server.catalogue);
    const entries = client.cache.extract() as Record<string, unknown>;
    expect(Object.keys(entries).filter((id) => /^(Product|SkinIndicator|Inci):/.test(id))).toEqual([]);
  });

  it("applies a mutation's Product { id … } to the catalogue the screens read, replacing the whole map", async () => {
    const { server, client } = await loadedClient();
    server.answers.SaveProduct = {
      saveProduct: { __typename: 'Product', id: 11, isInOffer: true, evaluationMap: { 2: 9 }, searchLinks: [] },
    };
    const before = catalogueFromQuery(catalogueOf(client).getSnapshot()!);
    expect(before.productToIndicatorEvaluation[11]).toEqual({ 1: 1 });
    await client.mutate({ mutation: SAVE_PRODUCT });
    const after = catalogueFromQuery(catalogueOf(client).getSnapshot()!);
    // Indicator 1 is gone from the map (not merged), 2 is new; the offer and links follow.
    expect(after.productToIndicatorEvaluation[11]).toEqual({ 2: 9 });
    expect(after.indicatorToProductEvaluation[2]).toEqual({ 10: -2, 11: 9, 12: 5 });
    expect(after.indicatorToProductEvaluation[1]).toEqual({ 10: 8, 12: 3 });
    expect(after.products.find((p) => p.id === 11)).toMatchObject({ isInOffer: true, searchLinks: {} });
    // The other products are the same objects (screens re-render only what changed).
    expect(after.products.find((p) => p.id === 10)).toEqual(before.products.find((p) => p.id === 10));
    // Nothing else was asked of the server.
    expect(server.requests).toEqual(['CatalogueVersion', 'Catalogue', 'SaveProduct']);
  });

  it('ignores entities the catalogue does not list, and fields it does not have', async () => {
    const { server, client } = await loadedClient();
    const before = catalogueOf(client).getSnapshot();
    server.answers.SaveProduct = { saveProduct: { __typename: 'Product', id: 99, isInOffer: true, evaluationMap: { 1: 9 }, searchLinks: [] } };
    await client.mutate({ mutation: SAVE_PRODUCT });
    server.answers.SaveProduct = { saveProduct: { __typename: 'Product', id: 10, unknownField: 1 } };
    await client.mutate({ mutation: gql`mutation SaveProduct { saveProduct { id unknownField } }` });
    expect(catalogueOf(client).getSnapshot()).toBe(before);
  });
});

describe('the catalogue in the shape of the REST bundle', () => {
  it('builds both evaluation maps, ingredient lines and links from the query', () => {
    const catalogue = catalogueFromQuery(fakeServer().catalogue);
    expect(catalogue.productToIndicatorEvaluation).toEqual({ 10: { 1: 8, 2: -2 }, 11: { 1: 1 }, 12: { 1: 3, 2: 5 } });
    expect(catalogue.indicatorToProductEvaluation).toEqual({ 1: { 10: 8, 11: 1, 12: 3 }, 2: { 10: -2, 12: 5 } });
    expect(catalogue.incisInProducts[10]).toEqual([{ inciId: 100, position: 0 }, { inciId: 101, position: 1 }]);
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
    expect(catalogue.products[2]!.baseProductSuggestions).toEqual([{ baseSize: 44, increment: 0.5, maxVolumeSuggestion: 50, recommendedInput: 1 }]);
  });
});

describe('persistence for the session', () => {
  it('restores the catalogue into a new cache for the same user and locale only', async () => {
    const { client, storage } = await loadedClient();
    const stored = JSON.parse(storage.getItem(CATALOGUE_STORAGE_KEY)!) as { owner: string; version: string; data: Record<string, unknown> };
    expect(stored.owner).toBe('user@example.com|pl_PL');
    expect(stored.version).toBe('7.enabled.1');
    // Only the catalogue: its three lists.
    expect(Object.keys(stored.data).sort()).toEqual(['incis', 'products', 'skinIndicators']);

    const reloaded = new CatalogueStore();
    expect(restoreCatalogue(reloaded, OWNER, storage)).toBe('7.enabled.1');
    expect(reloaded.getSnapshot()).toEqual(catalogueOf(client).getSnapshot());
    expect(catalogueVersionIn(reloaded)).toBe('7.enabled.1');

    for (const owner of [catalogueOwner({ email: 'other@example.com', preferredLanguage: 'pl_PL' }), catalogueOwner({ email: 'user@example.com', preferredLanguage: 'de_DE' })]) {
      const other = new CatalogueStore();
      expect(restoreCatalogue(other, owner, storage)).toBeUndefined();
      expect(other.getSnapshot()).toBeNull();
    }
    forgetCatalogue(storage);
    expect(storage.getItem(CATALOGUE_STORAGE_KEY)).toBeNull();
  });

  it('ignores a damaged entry and survives a full storage', async () => {
    const storage = new MemoryStorage();
    storage.setItem(CATALOGUE_STORAGE_KEY, '{not json');
    expect(restoreCatalogue(new CatalogueStore(), OWNER, storage)).toBeUndefined();
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const client = clientFor(fakeServer());
    await expect(syncCatalogue(client, OWNER, full)).resolves.toBeUndefined();
    expect(catalogueOf(client).getSnapshot()).not.toBeNull();
  });
});

describe('version check', () => {
  it('after a reload with the same version: asks only for the version', async () => {
    const { server, storage } = await loadedClient();
    const reloaded = clientFor(server);
    restoreCatalogue(catalogueOf(reloaded), OWNER, storage);
    server.requests.length = 0;
    await syncCatalogue(reloaded, OWNER, storage);
    expect(server.requests).toEqual(['CatalogueVersion']);
  });

  it('fetches again when the version changed, and keeps the new one', async () => {
    const { server, client, storage } = await loadedClient();
    server.version = '8.enabled.1';
    server.catalogue.products[0]!.evaluationMap = { 1: -10 };
    server.requests.length = 0;
    await syncCatalogue(client, OWNER, storage);
    expect(server.requests).toEqual(['CatalogueVersion', 'Catalogue']);
    expect(catalogueFromQuery(catalogueOf(client).getSnapshot()!).productToIndicatorEvaluation[10]).toEqual({ 1: -10 });
    expect(JSON.parse(storage.getItem(CATALOGUE_STORAGE_KEY)!).version).toBe('8.enabled.1');
    // And a reload then restores the new catalogue without a download.
    const reloaded = clientFor(server);
    restoreCatalogue(catalogueOf(reloaded), OWNER, storage);
    server.requests.length = 0;
    await syncCatalogue(reloaded, OWNER, storage);
    expect(server.requests).toEqual(['CatalogueVersion']);
  });

  it('fetches when the cache has no catalogue, and shares one check between screens', async () => {
    const server = fakeServer();
    const client = clientFor(server);
    const storage = new MemoryStorage();
    await Promise.all([syncCatalogue(client, OWNER, storage), syncCatalogue(client, OWNER, storage)]);
    expect(server.requests).toEqual(['CatalogueVersion', 'Catalogue']);
  });

  it('fails when the server cannot be reached, keeping what the cache has', async () => {
    const { server, client, storage } = await loadedClient();
    server.down = true;
    await expect(syncCatalogue(client, OWNER, storage)).rejects.toBeTruthy();
    expect(catalogueOf(client).getSnapshot()).not.toBeNull();
  });
});
