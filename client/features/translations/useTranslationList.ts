import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TranslationAdminPageDocument, type TranslationAdminPageQuery } from '../../graphql/translations.js';

export type TranslationRow = TranslationAdminPageQuery['translationAdminPage']['rows'][number];
export type TranslationText = TranslationRow['texts'][number];

export interface TranslationFilter {
  key: string;
  /** '' for every text type. */
  textType: string;
  emptyOnly: boolean;
  /** '' for every locale. */
  locale: string;
}

/** Rows fetched per request while scrolling (the server's maximum is 200). */
export const TRANSLATION_PAGE_SIZE = 100;

interface ListState {
  rows: TranslationRow[];
  totalElements: number | null;
  nextPage: number;
  loading: boolean;
  failed: boolean;
}

const INITIAL: ListState = { rows: [], totalElements: null, nextPage: 0, loading: true, failed: false };

/**
 * The translation administration's rows, filtered on the server and fetched a page at a time as
 * the (virtualised) list scrolls. A new filter starts again from its first page; an answer to
 * an older filter is dropped.
 */
export function useTranslationList(filter: TranslationFilter) {
  const client = useApolloClient();
  // The list belongs to the filter it was fetched for: a new filter shows the first page's loading.
  const filterKey = JSON.stringify([filter.key, filter.textType, filter.emptyOnly, filter.locale]);
  const [listed, setListed] = useState<ListState & { filterKey: string }>({ ...INITIAL, filterKey });
  const state: ListState = listed.filterKey === filterKey ? listed : INITIAL;
  const setState = useCallback(
    (update: (s: ListState) => ListState) =>
      setListed((s) => ({ ...update(s.filterKey === filterKey ? s : INITIAL), filterKey })),
    [filterKey],
  );
  const generation = useRef(0);
  const inFlight = useRef(false);

  const fetchPage = useCallback(
    (pageNo: number, gen: number) => {
      inFlight.current = true;
      return client
        .query({
          query: TranslationAdminPageDocument,
          fetchPolicy: 'network-only',
          variables: {
            filter: {
              key: filter.key.trim() || null,
              textType: filter.textType || null,
              emptyOnly: filter.emptyOnly || null,
              locale: filter.locale || null,
              pageNo,
              pageSize: TRANSLATION_PAGE_SIZE,
            },
          },
        })
        .then(
          ({ data }) => {
            if (gen !== generation.current || !data) return;
            const page = data.translationAdminPage;
            setState((s) => ({
              rows: pageNo === 0 ? page.rows : [...s.rows, ...page.rows],
              totalElements: page.totalElements,
              nextPage: pageNo + 1,
              loading: false,
              failed: false,
            }));
          },
          (error: unknown) => {
            if (gen !== generation.current) return;
            console.error('Loading translations failed', error);
            // Spec: a failed list shows an empty list.
            setState(() => ({ ...INITIAL, loading: false, failed: true }));
          },
        )
        .finally(() => {
          if (gen === generation.current) inFlight.current = false;
        });
    },
    [client, setState, filter.key, filter.textType, filter.emptyOnly, filter.locale],
  );

  useEffect(() => {
    void fetchPage(0, ++generation.current);
  }, [fetchPage]);

  const hasMore = state.totalElements !== null && state.rows.length < state.totalElements;
  const loadMore = useCallback(() => {
    if (inFlight.current || !hasMore) return;
    setState((s) => ({ ...s, loading: true }));
    void fetchPage(state.nextPage, generation.current);
  }, [fetchPage, setState, hasMore, state.nextPage]);

  /** Replaces one row after a save (the server's new versions), keeping the list where it is. */
  const replaceRow = useCallback(
    (row: TranslationRow) =>
      setState((s) => {
        const exists = s.rows.some((r) => r.key === row.key);
        return { ...s, rows: exists ? s.rows.map((r) => (r.key === row.key ? row : r)) : s.rows };
      }),
    [setState],
  );

  /** Starts again from the first page (after a new text was added). */
  const reload = useCallback(() => {
    setState((s) => ({ ...s, loading: true }));
    void fetchPage(0, ++generation.current);
  }, [fetchPage, setState]);

  return { ...state, hasMore, loadMore, replaceRow, reload };
}
