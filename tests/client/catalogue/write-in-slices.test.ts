import { describe, expect, it } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import { catalogueTypePolicies } from '../../../client/features/catalogue/catalogueTypePolicies.js';
import { ENTITIES_PER_SLICE, writeCatalogueInSlices } from '../../../client/features/catalogue/writeInSlices.js';
import {
  BuilderCatalogueDocument,
  BuilderCatalogueListsDocument,
  BuilderIndicatorFragmentDoc,
  BuilderIndicatorsDocument,
  BuilderProductFragmentDoc,
  type BuilderCatalogueQuery,
} from '../../../client/graphql/graphql.js';
import { answerTo, demoCatalogue } from './catalogue-demo-answers.js';
import { clientFor, fakeServer } from './fakeServer.js';

const newCache = () => new InMemoryCache({ typePolicies: catalogueTypePolicies });
const DOCS = { productFragment: BuilderProductFragmentDoc, indicatorFragment: BuilderIndicatorFragmentDoc, listsQuery: BuilderCatalogueListsDocument };

/** The demo catalogue's builder answer, its product list grown to `products` by copies with new ids. */
function answer(products: number): BuilderCatalogueQuery {
  const cache = newCache();
  const demo = answerTo(cache.transformDocument(BuilderCatalogueDocument), demoCatalogue()) as BuilderCatalogueQuery;
  const grown = Array.from({ length: products }, (_, n) => ({ ...demo.products[n % demo.products.length]!, id: n + 1, code: `P${n + 1}` }));
  return { ...demo, products: grown };
}

describe("the builder's catalogue written into the cache in slices", () => {
  it('leaves the cache as one writeQuery would, one task per slice of products', async () => {
    const data = answer(2 * ENTITIES_PER_SLICE + 7);
    const whole = newCache();
    whole.writeQuery({ query: BuilderCatalogueDocument, data });
    const sliced = newCache();
    let tasks = 0;
    const yieldToMain = async () => {
      tasks += 1;
    };
    // No time bound here: the slices are cut by count alone (a loaded machine would cut more).
    await writeCatalogueInSlices(sliced, { answer: data, ...DOCS }, { yieldToMain, sliceMs: Infinity });
    // Slices of at most ENTITIES_PER_SLICE entities (the products, then the indicators), then the lists.
    expect(tasks).toBe(Math.ceil((data.products.length + data.skinIndicators.length) / ENTITIES_PER_SLICE) + 1);
    expect(sliced.readQuery({ query: BuilderCatalogueDocument })).toEqual(whole.readQuery({ query: BuilderCatalogueDocument }));
    expect(sliced.extract()).toEqual(whole.extract());
  });

  it('tells the watchers once, when the lists are in, never a half-written list', async () => {
    const data = answer(ENTITIES_PER_SLICE + 1);
    const cache = newCache();
    cache.writeQuery({ query: BuilderIndicatorsDocument, data: { skinIndicators: data.skinIndicators } });
    const seen: Array<{ complete: boolean; products: number }> = [];
    cache.watch({
      query: BuilderCatalogueDocument,
      optimistic: false,
      returnPartialData: true,
      callback: (diff) => seen.push({ complete: diff.complete, products: (diff.result as Partial<BuilderCatalogueQuery> | null)?.products?.length ?? 0 }),
    });
    await writeCatalogueInSlices(cache, { answer: data, ...DOCS }, { yieldToMain: async () => undefined });
    expect(seen).toEqual([{ complete: true, products: ENTITIES_PER_SLICE + 1 }]);
  });

  it("after the prefetch, the next stage's query is answered from the cache: no request", async () => {
    const server = fakeServer();
    const client = clientFor(server);
    const { data } = await client.query({ query: BuilderCatalogueDocument, fetchPolicy: 'no-cache' });
    await writeCatalogueInSlices(client.cache, { answer: data!, ...DOCS });
    const cached = await client.query({ query: BuilderCatalogueDocument, fetchPolicy: 'cache-first' });
    expect(server.requests).toEqual(['BuilderCatalogue']);
    // What the usual cache-first query leaves on screen, in a second client.
    const usual = clientFor(fakeServer());
    expect(cached.data).toEqual((await usual.query({ query: BuilderCatalogueDocument })).data);
  });
});
