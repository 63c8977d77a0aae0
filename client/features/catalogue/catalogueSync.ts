import type { ApolloClient } from '@apollo/client';
import { CatalogueDocument, CatalogueVersionDocument } from '../../graphql/graphql.js';
import { persistCatalogue } from './cataloguePersistence.js';
import { catalogueOf } from './catalogueStore.js';

const running = new WeakMap<ApolloClient, Promise<void>>();

async function sync(client: ApolloClient, owner: string, storage: Storage | undefined): Promise<void> {
  const { data } = await client.query({ query: CatalogueVersionDocument, fetchPolicy: 'network-only' });
  const version = data!.catalogueVersion;
  const store = catalogueOf(client);
  if (store.getSnapshot() && store.version === version) return;
  // Not through the normalised cache (catalogueStore.ts says why): the answer goes to the store as is.
  const answer = await client.query({ query: CatalogueDocument, fetchPolicy: 'no-cache' });
  // The version asked before the fetch: if the catalogue changed in between, the next check
  // sees a newer version and fetches again (never a stale catalogue kept as current).
  store.set(answer.data!, version);
  // Copying the catalogue into storage is for the next reload: a task of its own, after the
  // screens have rendered the fetched catalogue, not part of the same main-thread block.
  await new Promise((resolve) => setTimeout(resolve, 0));
  persistCatalogue(store, owner, storage);
}

/**
 * Makes the client's catalogue store hold the caller's current catalogue: asks for
 * Query.catalogueVersion and fetches the catalogue only when the store has none or an older one.
 * Calls made while one runs share it.
 */
export function syncCatalogue(client: ApolloClient, owner: string, storage?: Storage): Promise<void> {
  let promise = running.get(client);
  if (!promise) {
    promise = sync(client, owner, storage).finally(() => running.delete(client));
    running.set(client, promise);
  }
  return promise;
}
