import type { TypePolicies } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
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

type TranslationPage = TranslationAdminPageQuery['translationAdminPage'];

/**
 * One list per filter in Apollo's cache: the pages fetchMore brings are appended to it (the page
 * number is not part of the list's key), a first page replaces it. Rows are kept once per key,
 * so a saved row is changed wherever it is listed.
 */
export const translationTypePolicies: TypePolicies = {
  Query: {
    fields: {
      translationAdminPage: {
        keyArgs: ['filter', ['key', 'textType', 'emptyOnly', 'locale', 'pageSize']],
        merge(existing: TranslationPage | undefined, incoming: TranslationPage, { args }) {
          const pageNo = (args?.filter as { pageNo?: number } | undefined)?.pageNo ?? 0;
          return existing && pageNo > 0 ? { ...incoming, rows: [...existing.rows, ...incoming.rows] } : incoming;
        },
      },
    },
  },
  TranslationRow: { keyFields: ['key'] },
};

/**
 * The translation administration's rows, filtered on the server and fetched a page at a time as
 * the (virtualised) list scrolls (Apollo's fetchMore). A new filter starts again from its first
 * page; a failed list shows as empty (the spec's rule).
 */
export function useTranslationList(filter: TranslationFilter) {
  const client = useApolloClient();
  const variables = useMemo(
    () => ({
      filter: {
        key: filter.key.trim() || null,
        textType: filter.textType || null,
        emptyOnly: filter.emptyOnly || null,
        locale: filter.locale || null,
        pageNo: 0,
        pageSize: TRANSLATION_PAGE_SIZE,
      },
    }),
    [filter.key, filter.textType, filter.emptyOnly, filter.locale],
  );
  const { data, loading, error, fetchMore, refetch } = useQuery(TranslationAdminPageDocument, {
    variables,
    // Every opening and every filter asks the server; later cache changes (a saved row) are read from the cache.
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const page = error ? undefined : data?.translationAdminPage;
  const rows = page?.rows ?? [];
  const totalElements = page?.totalElements ?? null;
  const hasMore = totalElements !== null && rows.length < totalElements;

  const loadMore = useCallback(() => {
    if (loading || !hasMore) return;
    void fetchMore({
      variables: { filter: { ...variables.filter, pageNo: Math.ceil(rows.length / TRANSLATION_PAGE_SIZE) } },
    }).catch((failed: unknown) => console.error('Loading more translations failed', failed));
  }, [fetchMore, loading, hasMore, rows.length, variables]);

  /** Puts one row's texts after a save (the server's new versions) where the list shows it. */
  const replaceRow = useCallback(
    (row: TranslationRow) =>
      client.cache.modify({
        id: client.cache.identify({ __typename: 'TranslationRow', key: row.key }),
        fields: { texts: () => row.texts.map((text) => ({ __typename: 'TranslationText', ...text })) },
      }),
    [client],
  );

  /** Starts again from the first page (after a new text was added). */
  const reload = useCallback(() => {
    void refetch().catch((failed: unknown) => console.error('Reloading translations failed', failed));
  }, [refetch]);

  useEffect(() => {
    if (error) console.error('Loading translations failed', error);
  }, [error]);
  return { rows, totalElements, loading, failed: !!error, hasMore, loadMore, replaceRow, reload };
}
