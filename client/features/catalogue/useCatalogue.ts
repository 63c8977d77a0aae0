import { useApolloClient } from '@apollo/client/react';
import { useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../app/useNotify.js';
import { useSession } from '../../app/useSession.js';
import { EMPTY_CATALOGUE, type Catalogue } from './catalogue.types.js';
import { catalogueFromQuery } from './catalogueFromQuery.js';
import { indexCatalogue, type CatalogueIndex } from './catalogueIndex.js';
import { catalogueOwner } from './cataloguePersistence.js';
import { catalogueOf } from './catalogueStore.js';
import { syncCatalogue } from './catalogueSync.js';

export interface CatalogueState {
  catalogue: Catalogue;
  loading: boolean;
  /** True when the catalogue could not be loaded (it is then empty). */
  failed: boolean;
}

/**
 * The catalogue of products, indicators and INCI from the Apollo client's catalogue store
 * (catalogueStore.ts; persisted for the session). Each screen that uses it checks the catalogue version once and fetches only when
 * it changed; a mutation answering `Product { id … }` shows here at once. A failure shows an error
 * notification; a catalogue already in the cache stays on screen.
 */
export function useCatalogue(): CatalogueState {
  const client = useApolloClient();
  const { user } = useSession();
  const notify = useNotify();
  const store = catalogueOf(client);
  const data = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [syncFailed, setSyncFailed] = useState(false);
  const owner = user ? catalogueOwner(user) : '';

  useEffect(() => {
    let active = true;
    setSyncFailed(false);
    syncCatalogue(client, owner).catch(() => {
      if (!active) return;
      // Offline with the catalogue kept on this device: the builder works on it and says so.
      if (!navigator.onLine && store.getSnapshot()) return;
      notify.error('CATALOGUE_LOAD_FAILED');
      setSyncFailed(true);
    });
    return () => {
      active = false;
    };
  }, [client, store, owner, notify]);

  const catalogue = useMemo(() => (data ? catalogueFromQuery(data) : EMPTY_CATALOGUE), [data]);
  return { catalogue, loading: !data && !syncFailed, failed: !data && syncFailed };
}

/** The catalogue with lookups and translated names (rebuilt when the catalogue or the texts change). */
export function useCatalogueIndex(): CatalogueState & { index: CatalogueIndex } {
  const live = useCatalogue();
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
