import { useState } from 'react';
import { LOCAL_ADMIN_DEFAULT_PAGE_SIZE } from '../../common/validation/local-admin.js';
import { useDebouncedValue } from '../app/useDebouncedValue.js';

/** Spec section 9: the filters search as one types; a short pause keeps keystrokes from each fetching. */
export const FILTER_DEBOUNCE_MS = 250;
export const PAGE_SIZE = LOCAL_ADMIN_DEFAULT_PAGE_SIZE;

/** The filter box, page size and page of a local-admin list; a new filter or size starts at the first page. */
export function usePagedSearch() {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), FILTER_DEBOUNCE_MS);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  // A page number belongs to the search and size it was chosen under.
  const [pageIn, setPageIn] = useState({ search, pageSize, page: 0 });
  const page = pageIn.search === search && pageIn.pageSize === pageSize ? pageIn.page : 0;
  const setPage = (next: number) => setPageIn({ search, pageSize, page: next });
  return {
    input,
    setInput,
    search,
    page,
    setPage,
    pageSize,
    setPageSize,
    variables: { pageNo: page, pageSize, search: search || null },
  };
}

export type PagedSearch = ReturnType<typeof usePagedSearch>;
