import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../app/useNotify.js';
import { CatalogueDocument } from '../../graphql/catalogue.js';
import { EMPTY_CATALOGUE, type Catalogue } from './catalogue.types.js';
import { catalogueFromQuery, type CatalogueAnswer } from './catalogueFromQuery.js';
import { indexCatalogue, type CatalogueIndex } from './catalogueIndex.js';
import { checkCatalogueVersion } from './catalogueVersionCheck.js';

export interface CatalogueState {
  catalogue: Catalogue;
  loading: boolean;
  /** True when the catalogue could not be loaded (it is then empty). */
  failed: boolean;
}

type CatalogueQuery = TypedDocumentNode<CatalogueAnswer, Record<string, never>>;

/**
 * The catalogue as a screen asks for it (`query`: the knowledge pages' whole catalogue by default,
 * or the builder's scoring fields), read through Apollo's normalised cache (`cache-first`): a
 * mutation answering `Product { id … }` shows here at once, and the persisted cache
 * (cachePersistence.ts) answers after a reload, offline too. Each screen checks the catalogue
 * version once; a newer one drops the cached catalogue and the query fetches it again. A failure
 * shows an error notification; a catalogue already in the cache stays on screen.
 */
export function useCatalogue(query: CatalogueQuery = CatalogueDocument): CatalogueState {
  const client = useApolloClient();
  const notify = useNotify();
  const { data, error, loading } = useQuery(query, { fetchPolicy: 'cache-first' });

  useEffect(() => {
    // Offline, the version cannot be checked: the cached catalogue is used as it is.
    void checkCatalogueVersion(client).catch(() => undefined);
  }, [client]);

  useEffect(() => {
    if (error && !data) notify.error('CATALOGUE_LOAD_FAILED');
  }, [error, data, notify]);

  const catalogue = useMemo(() => (data ? catalogueFromQuery(data) : EMPTY_CATALOGUE), [data]);
  return { catalogue, loading: !data && loading, failed: !data && !!error };
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
