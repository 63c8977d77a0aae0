import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.js';
import { PageSpinner, Spinner } from './Spinner.js';
import { TextField } from './TextField.js';
import type { PagedSearch } from './usePagedSearch.js';

export interface CrudPageProps {
  /** The heading (and the list's accessible name, given to it by the caller). */
  titleKey: string;
  /** The create button. */
  create?: { labelKey: string; onPress: () => void; isDisabled?: boolean };
  /** Under the heading (an introduction). */
  intro?: ReactNode;
  /** A searchable paged list: the filter box (searching as one types) and the total. */
  search?: {
    list: PagedSearch;
    /** The number of matches, once known. */
    total: number | undefined;
    /** A newer answer is on its way (a small spinner beside the total). */
    isRefreshing: boolean;
    /** Fields of the caller's own beside the filter (the page size). */
    children?: ReactNode;
  };
  /** The first answer has not come yet. */
  isLoading: boolean;
  /** The list could not be fetched: `failedKey` (LOCAL_ADMIN_FETCH_FAILED) instead of the list. */
  failed: boolean;
  failedKey?: string;
  /** Nothing to list: `emptyKey` instead of the list. */
  isEmpty: boolean;
  emptyKey: string;
  /** The list. */
  children: ReactNode;
  /** Under the list (paging). */
  footer?: ReactNode;
  /** The page's dialogs (one open at a time). */
  dialogs?: ReactNode;
  /** A class of the page's own beside `page list-page`. */
  className?: string;
}

/**
 * The frame of a back-office list page with create, edit and delete in dialogs: heading and
 * create button, the filter toolbar, the list or its loading, empty or failed state, paging,
 * and the dialogs. The changes run through useCrudDialogs. Its page imports ui/list-page.css
 * (ui components leave style sheets to the lazily loaded pages and app.css).
 */
export function CrudPage({
  titleKey,
  create,
  intro,
  search,
  isLoading,
  failed,
  failedKey = 'LOCAL_ADMIN_FETCH_FAILED',
  isEmpty,
  emptyKey,
  children,
  footer,
  dialogs,
  className,
}: CrudPageProps) {
  const { t } = useTranslation();
  return (
    <section className={className ? `page list-page ${className}` : 'page list-page'}>
      <div className="list-page__header">
        <h1>{t(titleKey)}</h1>
        {create && (
          <Button onPress={create.onPress} isDisabled={create.isDisabled}>
            {t(create.labelKey)}
          </Button>
        )}
      </div>
      {intro}
      {search && (
        <div className="list-page__toolbar" role="search">
          <TextField
            name="filter"
            type="search"
            label={t('LOCAL_ADMIN_FILTER')}
            value={search.list.input}
            onChange={search.list.setInput}
            autoComplete="off"
          />
          {search.children}
          <p className="list-page__total" role="status">
            {search.total !== undefined && t('LOCAL_ADMIN_TOTAL', { total: String(search.total) })}
            {search.isRefreshing && search.total !== undefined && <Spinner size="small" />}
          </p>
        </div>
      )}
      {isLoading ? (
        <PageSpinner />
      ) : isEmpty || failed ? (
        <p className="list-page__empty">{t(failed ? failedKey : emptyKey)}</p>
      ) : (
        children
      )}
      {footer}
      {dialogs}
    </section>
  );
}
