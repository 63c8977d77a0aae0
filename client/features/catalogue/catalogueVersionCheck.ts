import type { ApolloClient } from '@apollo/client';
import { CatalogueVersionDocument } from '../../graphql/catalogue.js';

/** The cache's root fields that hold catalogue entities (what a new catalogue version replaces). */
const CATALOGUE_FIELDS = ['products', 'skinIndicators', 'incis', 'combinationRules'] as const;

const running = new WeakMap<ApolloClient, Promise<void>>();

async function check(client: ApolloClient): Promise<void> {
  // The version the cached catalogue came with (restored with the cache, or fetched earlier).
  const known = client.readQuery({ query: CatalogueVersionDocument })?.catalogueVersion;
  const { data } = await client.query({ query: CatalogueVersionDocument, fetchPolicy: 'network-only' });
  if (known === undefined || known === data?.catalogueVersion) return;
  // An older catalogue: dropping its lists makes every screen's cache-first query fetch the new one.
  for (const fieldName of CATALOGUE_FIELDS) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
  client.cache.gc();
}

/**
 * Asks for Query.catalogueVersion (kept in the cache beside the catalogue) and drops the cached
 * catalogue when it came with another version. Calls made while one runs share it.
 */
export function checkCatalogueVersion(client: ApolloClient): Promise<void> {
  let promise = running.get(client);
  if (!promise) {
    promise = check(client).finally(() => running.delete(client));
    running.set(client, promise);
  }
  return promise;
}
