import type { ApolloClient } from '@apollo/client';
import { CatalogueVersionDocument } from '../../graphql/graphql.js';
import { catalogueVersionOf, setCatalogueVersion } from './cachePersistence.js';

/** The cache's root fields that hold catalogue entities (what a new catalogue version replaces). */
const CATALOGUE_FIELDS = ['products', 'skinIndicators', 'incis'] as const;

const running = new WeakMap<ApolloClient, Promise<void>>();

async function check(client: ApolloClient): Promise<void> {
  // The answer is kept beside the cache (catalogueVersionOf), not in it: writing it would be the
  // page's first cache write, the one that pays for Apollo's write path running cold.
  const { data } = await client.query({ query: CatalogueVersionDocument, fetchPolicy: 'no-cache' });
  const version = data!.catalogueVersion;
  const known = catalogueVersionOf(client);
  if (known === version) return;
  if (known !== undefined) {
    // An older catalogue (restored or fetched before it changed): dropping its lists makes every
    // screen's cache-first query fetch the new one.
    for (const fieldName of CATALOGUE_FIELDS) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    client.cache.gc();
  }
  setCatalogueVersion(client, version);
}

/**
 * Asks for Query.catalogueVersion and drops the catalogue from the client's cache when it is not
 * the current one. Calls made while one runs share it.
 */
export function checkCatalogueVersion(client: ApolloClient): Promise<void> {
  let promise = running.get(client);
  if (!promise) {
    promise = check(client).finally(() => running.delete(client));
    running.set(client, promise);
  }
  return promise;
}
