import type { ApolloCache, DocumentNode, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../app/useNotify.js';
import { useSession } from '../../app/useSession.js';
import {
  BuilderCatalogueDocument,
  BuilderCatalogueListsDocument,
  BuilderIndicatorFragmentDoc,
  BuilderProductFragmentDoc,
  CatalogueDocument,
} from '../../graphql/graphql.js';
import { cacheOwner, persistCache } from './cachePersistence.js';
import { EMPTY_CATALOGUE, type Catalogue } from './catalogue.types.js';
import { catalogueFromQuery, type CatalogueAnswer } from './catalogueFromQuery.js';
import { indexCatalogue, type CatalogueIndex } from './catalogueIndex.js';
import { checkCatalogueVersion } from './catalogueVersionCheck.js';
import { nextTask, writeCatalogueInSlices } from './writeInSlices.js';

export interface CatalogueState {
  catalogue: Catalogue;
  loading: boolean;
  /** True when the catalogue could not be loaded (it is then empty). */
  failed: boolean;
}

/**
 * The catalogue as a screen asks for it (`document`: the knowledge pages' whole catalogue by
 * default, the builder's scoring fields), read through Apollo's normalised cache: a mutation
 * answering `Product { id … }` shows here at once. Each screen checks the catalogue version once;
 * a newer one drops the cached catalogue and the query fetches it again. The cache is persisted
 * for the tab after every change of the answer (cachePersistence.ts). A failure shows an error
 * notification; a catalogue already in the cache stays on screen.
 */
export function useCatalogue(document: TypedDocumentNode<CatalogueAnswer, Record<string, never>> = CatalogueDocument): CatalogueState {
  const client = useApolloClient();
  const notify = useNotify();
  const { data, error, loading } = useQuery(document, { fetchPolicy: 'cache-first' });

  useEffect(() => {
    // Offline, the version cannot be checked: the cached catalogue is used as it is.
    checkCatalogueVersion(client).catch(() => undefined);
  }, [client]);

  useEffect(() => {
    if (error && !data) notify.error('CATALOGUE_LOAD_FAILED');
  }, [error, data, notify]);

  usePersistCacheOn(data);

  const catalogue = useMemo(() => (data ? catalogueFromQuery(data) : EMPTY_CATALOGUE), [data]);
  return { catalogue, loading: !data && loading, failed: !data && !!error };
}

/** Persists the client's cache for the tab whenever `data` (a catalogue answer) arrives or changes. */
export function usePersistCacheOn(data: unknown): void {
  const client = useApolloClient();
  const { user } = useSession();
  const owner = user ? cacheOwner(user) : '';
  useEffect(() => {
    if (!data) return;
    // Copying the cache into storage is for the next load: a task of its own, after the screens
    // have rendered the answer, not part of the same main-thread block.
    const timer = setTimeout(() => persistCache(client, owner), 0);
    return () => clearTimeout(timer);
  }, [client, owner, data]);
}

/**
 * Fetches the builder's catalogue into the cache after the first stage has painted, while `when`
 * holds: the next stage then opens from the cache, online or not, and the cache is persisted with
 * it. The answer goes into the cache in slices (writeInSlices.ts), and the copy into storage is a
 * task of its own: each part at 2,000 products would block the first stage's input.
 */
export function usePrefetchCatalogue(when: boolean): void {
  const client = useApolloClient();
  const { user } = useSession();
  const owner = user ? cacheOwner(user) : '';
  useEffect(() => {
    if (!when) return;
    let cancelled = false;
    const prefetch = async () => {
      if (isComplete(client.cache, BuilderCatalogueDocument)) return;
      const { data } = await client.query({ query: BuilderCatalogueDocument, fetchPolicy: 'no-cache' });
      if (cancelled || !data) return;
      await writeCatalogueInSlices(client.cache, {
        answer: data,
        productFragment: BuilderProductFragmentDoc,
        indicatorFragment: BuilderIndicatorFragmentDoc,
        listsQuery: BuilderCatalogueListsDocument,
      });
      await nextTask();
      persistCache(client, owner);
    };
    const timer = setTimeout(() => {
      // Offline without it cached: the next stage says so when it opens.
      prefetch().catch(() => undefined);
    }, 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [client, owner, when]);
}

/** Whether the cache answers `query` whole (a complete read, no request needed). */
function isComplete(cache: ApolloCache, query: DocumentNode): boolean {
  return cache.diff({ query, optimistic: false, returnPartialData: true }).complete;
}

/** The catalogue with lookups and translated names (rebuilt when the catalogue or the texts change). */
export function useCatalogueIndex(document?: TypedDocumentNode<CatalogueAnswer, Record<string, never>>): CatalogueState & { index: CatalogueIndex } {
  const live = useCatalogue(document);
  // The catalogue's arrival re-renders whole screens (the builder's many toggles): that render is
  // deferred (a background render in slices, not one long task blocking input). Until it is done,
  // the first catalogue still counts as loading, so index and flags always agree.
  const catalogue = useDeferredValue(live.catalogue);
  const arriving = catalogue === EMPTY_CATALOGUE && live.catalogue !== EMPTY_CATALOGUE;
  // `t` changes identity with the language, the texts and the display-key mode.
  const { t } = useTranslation();
  const index = useMemo(() => indexCatalogue(catalogue, t), [catalogue, t]);
  return { catalogue, loading: live.loading || arriving, failed: live.failed, index };
}
