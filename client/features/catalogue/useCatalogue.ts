import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../app/useNotify.js';
import { useSession } from '../../app/useSession.js';
import { EMPTY_CATALOGUE, type Catalogue } from './catalogue.types.js';
import { indexCatalogue, type CatalogueIndex } from './catalogueIndex.js';
import { cachedCatalogue, loadCatalogue } from './catalogueStore.js';

export interface CatalogueState {
  catalogue: Catalogue;
  loading: boolean;
  /** True when the last load failed (the catalogue is then empty). */
  failed: boolean;
}

/**
 * The catalogue of products, indicators and INCI, loaded once per session. While it loads
 * `loading` is true; a failure shows an error notification and leaves an empty catalogue.
 */
export function useCatalogue(): CatalogueState {
  const { store, user } = useSession();
  const notify = useNotify();
  const [state, setState] = useState<CatalogueState>(() => {
    const cached = cachedCatalogue(store);
    return cached ? { catalogue: cached, loading: false, failed: false } : { catalogue: EMPTY_CATALOGUE, loading: true, failed: false };
  });
  const email = user?.email;

  useEffect(() => {
    let active = true;
    const cached = cachedCatalogue(store);
    if (cached) {
      setState((s) => (s.catalogue === cached && !s.loading ? s : { catalogue: cached, loading: false, failed: false }));
      return;
    }
    setState((s) => (s.loading ? s : { ...s, loading: true }));
    loadCatalogue(store).then(
      (catalogue) => {
        if (active) setState({ catalogue, loading: false, failed: false });
      },
      () => {
        if (!active) return;
        notify.error('CATALOGUE_LOAD_FAILED');
        setState({ catalogue: EMPTY_CATALOGUE, loading: false, failed: true });
      },
    );
    return () => {
      active = false;
    };
  }, [store, email, notify]);

  return state;
}

/** The catalogue with lookups and translated names (rebuilt when the catalogue or the texts change). */
export function useCatalogueIndex(): CatalogueState & { index: CatalogueIndex } {
  const state = useCatalogue();
  // `t` changes identity with the language, the texts and the display-key mode.
  const { t } = useTranslation();
  const index = useMemo(() => indexCatalogue(state.catalogue, t), [state.catalogue, t]);
  return { ...state, index };
}
