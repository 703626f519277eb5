import type { DataGridPagination, DataGridSorting } from '@pms/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '../admin/PageSizeSelect.tsx';
import { useDebounced } from '../useDebounced.ts';

/** How long a list waits after the last key before it searches. */
export const SEARCH_DELAY_MS = 300;

export interface ListParamsOptions<F extends string> {
  /** The order a list opens in. */
  defaultSorting?: DataGridSorting;
  defaultPageSize?: number;
  /** The list's own filters, kept in the address under these names (empty means unset). */
  filters?: readonly F[];
  /** Default values of filters (used when the address does not name them). */
  defaultFilters?: Partial<Record<F, string>>;
}

/** What a server-paged list sends with its `search`: the criteria every list action shares. */
export interface PageCriteria {
  search?: string;
  offset: number;
  limit: number;
  sort?: string;
  descending?: boolean;
}

// Short names keep bookmarks readable: ?q=smith&page=2&size=50&sort=name&desc=1
const Q = 'q';
const PAGE = 'page';
const SIZE = 'size';
const SORT = 'sort';
const DESC = 'desc';

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

function setOrDelete(next: URLSearchParams, name: string, value: string | undefined) {
  if (value === undefined || value === '') next.delete(name);
  else next.set(name, value);
}

/**
 * A paged, sorted, searched list's state, kept in the address (spec: bookmarks; Back restores the
 * list as it was). Changing the search or a filter goes back to page 1. Every server-paged list of
 * the app (master data, bookings, guests and those to come) reads its criteria from here.
 */
export function useListParams<F extends string = never>(options: ListParamsOptions<F> = {}) {
  const [params, setParams] = useSearchParams();
  const { defaultSorting, defaultPageSize = DEFAULT_PAGE_SIZE, defaultFilters, filters } = options;

  const search = params.get(Q) ?? '';
  const settledSearch = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const pageIndex = positive(params.get(PAGE), 1) - 1;
  const pageSize = positive(params.get(SIZE), defaultPageSize);
  const sortId = params.get(SORT);
  const sorting: DataGridSorting = useMemo(
    () => (sortId ? [{ id: sortId, desc: params.get(DESC) === '1' }] : (defaultSorting ?? [])),
    [sortId, params, defaultSorting],
  );

  // Each change replaces the address: the list is one history entry, whatever staff clicked in it.
  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setSearch = useCallback(
    (text: string) =>
      update((next) => {
        setOrDelete(next, Q, text);
        next.delete(PAGE);
      }),
    [update],
  );
  const filter = useCallback(
    (name: F): string => params.get(name) ?? defaultFilters?.[name] ?? '',
    [params, defaultFilters],
  );
  const setFilter = useCallback(
    (name: F, value: string | undefined) =>
      update((next) => {
        // A filter set back to its default leaves the address clean.
        setOrDelete(next, name, value === defaultFilters?.[name] ? undefined : value);
        next.delete(PAGE);
      }),
    [update, defaultFilters],
  );
  // Several filters in one change: the router's setter reads the address of the last render, so
  // two setFilter calls in one event would lose the first (a date range's two ends).
  const setFilters = useCallback(
    (values: Partial<Record<F, string | undefined>>) =>
      update((next) => {
        for (const [name, value] of Object.entries(values) as [F, string | undefined][]) {
          setOrDelete(next, name, value === defaultFilters?.[name] ? undefined : value);
        }
        next.delete(PAGE);
      }),
    [update, defaultFilters],
  );
  /** The search and every filter back to their defaults; the order and page size stay. */
  const clearFilters = useCallback(
    () =>
      update((next) => {
        for (const name of [Q, PAGE, ...(filters ?? [])]) next.delete(name);
      }),
    [update, filters],
  );
  const setPagination = useCallback(
    ({ pageIndex: index, pageSize: size }: DataGridPagination) =>
      update((next) => {
        setOrDelete(next, PAGE, index > 0 ? String(index + 1) : undefined);
        setOrDelete(next, SIZE, size !== defaultPageSize ? String(size) : undefined);
      }),
    [update, defaultPageSize],
  );
  const setSorting = useCallback(
    (next: DataGridSorting) =>
      update((address) => {
        const first = next[0];
        setOrDelete(address, SORT, first?.id);
        setOrDelete(address, DESC, first?.desc ? '1' : undefined);
        address.delete(PAGE);
      }),
    [update],
  );

  const sortBy = sorting[0];
  const criteria: PageCriteria = useMemo(
    () => ({
      ...(settledSearch ? { search: settledSearch } : {}),
      offset: pageIndex * pageSize,
      limit: pageSize,
      ...(sortBy ? { sort: sortBy.id, descending: sortBy.desc } : {}),
    }),
    [settledSearch, pageIndex, pageSize, sortBy],
  );

  return {
    /** The search box's text, as typed. */
    search,
    setSearch,
    /** The text the server searches for, once typing has paused. */
    settledSearch,
    filter,
    setFilter,
    setFilters,
    clearFilters,
    pageIndex,
    pageSize,
    sorting,
    setPagination,
    setSorting,
    criteria,
    /** The DataGrid's server paging and sorting, wired to the address. */
    gridProps: {
      manualPagination: true,
      manualSorting: true,
      pageIndex,
      pageSize,
      sorting,
      onPaginationChange: setPagination,
      onSortingChange: setSorting,
    },
  };
}
