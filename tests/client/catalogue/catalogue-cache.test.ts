import { describe, expect, it } from '@jest/globals';
import { InMemoryCache, gql } from '@apollo/client';
import { catalogueFromQuery } from '../../../client/features/catalogue/catalogueFromQuery.js';
import {
  CATALOGUE_STORAGE_KEY,
  catalogueOwner,
  catalogueVersionIn,
  forgetCatalogue,
  restoreCatalogue,
} from '../../../client/features/catalogue/cataloguePersistence.js';
import { syncCatalogue } from '../../../client/features/catalogue/catalogueSync.js';
import { catalogueTypePolicies } from '../../../client/features/catalogue/catalogueTypePolicies.js';
import { CatalogueDocument } from '../../../client/graphql/graphql.js';
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

describe('type policies', () => {
  it('keeps products, indicators and INCI once each, by id, with evaluations as one scalar per product', async () => {
    const { client } = await loadedClient();
    const entries = client.cache.extract() as Record<string, Record<string, unknown>>;
    expect(Object.keys(entries).filter((id) => id !== 'ROOT_QUERY' && id !== 'ROOT_MUTATION').sort()).toEqual(
      ['Inci:{"id":100}', 'Inci:{"id":101}', 'Product:{"id":10}', 'Product:{"id":11}', 'Product:{"id":12}', 'SkinIndicator:{"id":1}', 'SkinIndicator:{"id":2}'],
    );
    expect(entries['Product:{"id":10}']!.evaluationMap).toEqual({ 1: 8, 2: -2 });
    // An ingredient line points at the one INCI entry.
    expect(entries['Product:{"id":12}']!.incis).toEqual([
      { __typename: 'ProductInciLine', position: 0, inci: { __ref: 'Inci:{"id":100}' } },
      { __typename: 'ProductInciLine', position: 1, inci: { __ref: 'Inci:{"id":101}' } },
    ]);
  });

  it("applies a mutation's Product { id … } to the catalogue the screens read, replacing the whole map", async () => {
    const { server, client } = await loadedClient();
    server.answers.SaveProduct = {
      saveProduct: { __typename: 'Product', id: 11, isInOffer: true, evaluationMap: { 2: 9 }, searchLinks: [] },
    };
    const before = catalogueFromQuery(client.readQuery({ query: CatalogueDocument })!);
    expect(before.productToIndicatorEvaluation[11]).toEqual({ 1: 1 });
    await client.mutate({ mutation: SAVE_PRODUCT });
    const after = catalogueFromQuery(client.readQuery({ query: CatalogueDocument })!);
    // Indicator 1 is gone from the map (not merged), 2 is new; the offer and links follow.
    expect(after.productToIndicatorEvaluation[11]).toEqual({ 2: 9 });
    expect(after.indicatorToProductEvaluation[2]).toEqual({ 10: -2, 11: 9, 12: 5 });
    expect(after.indicatorToProductEvaluation[1]).toEqual({ 10: 8, 12: 3 });
    expect(after.products.find((p) => p.id === 11)).toMatchObject({ isInOffer: true, searchLinks: {} });
    // Nothing else was asked of the server.
    expect(server.requests).toEqual(['CatalogueVersion', 'Catalogue', 'SaveProduct']);
  });

  it('reads a single product from the cache without a request', async () => {
    const { server, client } = await loadedClient();
    const one = await client.query({ query: gql`query One { product(id: 12) { id code } }` });
    expect(one.data).toEqual({ product: { __typename: 'Product', id: 12, code: 'gel-base' } });
    expect(server.requests).not.toContain('One');
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
    const stored = JSON.parse(storage.getItem(CATALOGUE_STORAGE_KEY)!) as { owner: string; version: string; entries: Record<string, unknown> };
    expect(stored.owner).toBe('user@example.com|pl_PL');
    expect(stored.version).toBe('7.enabled.1');
    // Only the catalogue: its three lists and its entities.
    expect(Object.keys(stored.entries.ROOT_QUERY as object).sort()).toEqual(['__typename', 'incis', 'products', 'skinIndicators']);

    const reloaded = new InMemoryCache({ typePolicies: catalogueTypePolicies });
    expect(restoreCatalogue(reloaded, OWNER, storage)).toBe('7.enabled.1');
    expect(reloaded.readQuery({ query: CatalogueDocument })).toEqual(client.readQuery({ query: CatalogueDocument }));
    expect(catalogueVersionIn(reloaded)).toBe('7.enabled.1');

    for (const owner of [catalogueOwner({ email: 'other@example.com', preferredLanguage: 'pl_PL' }), catalogueOwner({ email: 'user@example.com', preferredLanguage: 'de_DE' })]) {
      const other = new InMemoryCache({ typePolicies: catalogueTypePolicies });
      expect(restoreCatalogue(other, owner, storage)).toBeUndefined();
      expect(other.readQuery({ query: CatalogueDocument })).toBeNull();
    }
    forgetCatalogue(storage);
    expect(storage.getItem(CATALOGUE_STORAGE_KEY)).toBeNull();
  });

  it('ignores a damaged entry and survives a full storage', async () => {
    const storage = new MemoryStorage();
    storage.setItem(CATALOGUE_STORAGE_KEY, '{not json');
    expect(restoreCatalogue(new InMemoryCache(), OWNER, storage)).toBeUndefined();
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const client = clientFor(fakeServer());
    await expect(syncCatalogue(client, OWNER, full)).resolves.toBeUndefined();
    expect(client.readQuery({ query: CatalogueDocument })).not.toBeNull();
  });
});

describe('version check', () => {
  it('after a reload with the same version: asks only for the version', async () => {
    const { server, storage } = await loadedClient();
    const reloaded = clientFor(server, new InMemoryCache({ typePolicies: catalogueTypePolicies }));
    restoreCatalogue(reloaded.cache, OWNER, storage);
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
    expect(catalogueFromQuery(client.readQuery({ query: CatalogueDocument })!).productToIndicatorEvaluation[10]).toEqual({ 1: -10 });
    expect(JSON.parse(storage.getItem(CATALOGUE_STORAGE_KEY)!).version).toBe('8.enabled.1');
    // And a reload then restores the new catalogue without a download.
    const reloaded = clientFor(server, new InMemoryCache({ typePolicies: catalogueTypePolicies }));
    restoreCatalogue(reloaded.cache, OWNER, storage);
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
    expect(client.readQuery({ query: CatalogueDocument })).not.toBeNull();
  });
});
