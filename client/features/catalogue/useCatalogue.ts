import type { ApolloCache, DocumentNode, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../app/useNotify.js';
import { useSession } from '../../app/useSession.js';
import {
  BuilderCatalogueDocument,
  BuilderCatalogueListsDocument,
  BuilderIndicatorFragmentDoc,
  BuilderIndicatorsDocument,
  BuilderIndicatorsListDocument,
  BuilderProductFragmentDoc,
  CatalogueDocument,
} from '../../graphql/graphql.js';
import { cacheOwner, persistCache } from './cachePersistence.js';
import { EMPTY_CATALOGUE, type Catalogue } from './catalogue.types.js';
import { catalogueFromQuery, type CatalogueAnswer } from './catalogueFromQuery.js';
import { indexCatalogue, type CatalogueIndex } from './catalogueIndex.js';
import { checkCatalogueVersion } from './catalogueVersionCheck.js';
import { nextTask, writeCatalogueInSlices, type SlicedCatalogueWrite } from './writeInSlices.js';

export interface CatalogueState {
  catalogue: Catalogue;
  loading: boolean;
  /** True when the catalogue could not be loaded (it is then empty). */
  failed: boolean;
}

/** A catalogue query whose answer, when the cache lacks it, is written in parts (writeInSlices.ts). */
export interface CatalogueInParts {
  document: TypedDocumentNode<CatalogueAnswer, Record<string, never>>;
  parts: Omit<SlicedCatalogueWrite<{ id: number }, { id: number }>, 'answer'>;
}

/**
 * The builder's first stage: its indicators, written in short tasks when fetched (the entities in
 * slices, then the list that the screen's query watches), not in one that runs Apollo's write and
 * read paths cold together, the longest task of the builder's first screen.
 */
export const BUILDER_FIRST_STAGE: CatalogueInParts = {
  document: BuilderIndicatorsDocument,
  parts: { indicatorFragment: BuilderIndicatorFragmentDoc, listsQuery: BuilderIndicatorsListDocument },
};

type CatalogueQuery = TypedDocumentNode<CatalogueAnswer, Record<string, never>> | CatalogueInParts;

/**
 * The catalogue as a screen asks for it (`query`: the knowledge pages' whole catalogue by default,
 * the builder's scoring fields, or its first stage), read through Apollo's normalised cache: a
 * mutation answering `Product { id … }` shows here at once. Each screen checks the catalogue
 * version once; a newer one drops the cached catalogue and the query fetches it again. The cache is
 * persisted for the tab after every change of the answer (cachePersistence.ts). A failure shows an
 * error notification; a catalogue already in the cache stays on screen.
 */
export function useCatalogue(query: CatalogueQuery = CatalogueDocument): CatalogueState {
  const client = useApolloClient();
  const notify = useNotify();
  const inParts = 'parts' in query ? query : undefined;
  const document = inParts ? inParts.document : (query as TypedDocumentNode<CatalogueAnswer, Record<string, never>>);
  // A query answered in parts reads the cache only; useFetchInParts fills it.
  const { data, error: queryError, loading: queryLoading } = useQuery(document, { fetchPolicy: inParts ? 'cache-only' : 'cache-first' });
  const fetchFailed = useFetchInParts(inParts, !data);
  const error = queryError ?? fetchFailed;
  const loading = inParts ? !data && !fetchFailed : queryLoading;

  useEffect(() => {
    // Offline, the version cannot be checked: the cached catalogue is used as it is. Sent in a task
    // of its own: sending a request costs the main thread a few ms, and the screen's own request
    // leaves in this one (on a phone the two together made a long task).
    const timer = setTimeout(() => void checkCatalogueVersion(client).catch(() => undefined), 0);
    return () => clearTimeout(timer);
  }, [client]);

  useEffect(() => {
    if (error && !data) notify.error('CATALOGUE_LOAD_FAILED');
  }, [error, data, notify]);

  // Persisted once an answer is in, not only when `data` changes: after a new catalogue version
  // the refetch may leave `data` as it was (an equal answer), and a copy left with the old version
  // made every later page load drop the catalogue and fetch it again.
  usePersistCacheOn(loading ? undefined : data);

  const catalogue = useMemo(() => (data ? catalogueFromQuery(data) : EMPTY_CATALOGUE), [data]);
  return { catalogue, loading: !data && loading, failed: !data && !!error };
}

/**
 * Fetches `query` without the cache while the cache cannot answer it (`missing`: at first, and
 * again after a new catalogue version dropped it) and writes the answer in parts. Answers the
 * failure of the last attempt.
 */
function useFetchInParts(query: CatalogueInParts | undefined, missing: boolean): Error | undefined {
  const client = useApolloClient();
  const [failure, setFailure] = useState<Error>();
  useEffect(() => {
    if (!query || !missing) return;
    let cancelled = false;
    const fetchAndWrite = async () => {
      const { data } = await client.query({ query: query.document, fetchPolicy: 'no-cache' });
      if (cancelled || !data) return;
      await writeCatalogueInSlices(client.cache, { answer: data, ...query.parts });
    };
    setFailure(undefined);
    fetchAndWrite().catch((error: unknown) => {
      if (!cancelled) setFailure(error instanceof Error ? error : new Error(String(error)));
    });
    return () => {
      cancelled = true;
    };
  }, [client, query, missing]);
  return missing ? failure : undefined;
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
 * task of its own: each part at 2,000 products would block the first stage's input. Answers
 * whether the cache holds it whole (then the first stage may read it too: the read and the index
 * are then made while the user chooses, not when Next is pressed).
 */
export function usePrefetchCatalogue(when: boolean): boolean {
  const client = useApolloClient();
  const { user } = useSession();
  const owner = user ? cacheOwner(user) : '';
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!when) return;
    let cancelled = false;
    const prefetch = async () => {
      if (isComplete(client.cache, BuilderCatalogueDocument)) {
        if (!cancelled) setDone(true);
        return;
      }
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
      if (!cancelled) setDone(true);
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
  return done;
}

/** Whether the cache answers `query` whole (a complete read, no request needed). */
function isComplete(cache: ApolloCache, query: DocumentNode): boolean {
  return cache.diff({ query, optimistic: false, returnPartialData: true }).complete;
}

/** The catalogue with lookups and translated names (rebuilt when the catalogue or the texts change). */
export function useCatalogueIndex(query?: CatalogueQuery): CatalogueState & { index: CatalogueIndex } {
  const live = useCatalogue(query);
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
