import type { DataGridPagination } from '@pms/ui';
import { useEffect } from 'react';

interface PagedList {
  pageIndex: number;
  pageSize: number;
  setPagination: (pagination: DataGridPagination) => void;
}

/**
 * A page past the end (its last rows went meanwhile: cancelled, merged, deleted, or a bookmark of
 * an old page) moves to the page that is now last. `page` is the answer for the page asked for.
 */
export function useLastPage(list: PagedList, page: { total: number; rows: readonly unknown[] } | undefined) {
  const { pageIndex, pageSize, setPagination } = list;
  useEffect(() => {
    if (page && page.rows.length === 0 && page.total > 0 && pageIndex > 0) {
      setPagination({ pageIndex: Math.ceil(page.total / pageSize) - 1, pageSize });
    }
  }, [page, pageIndex, pageSize, setPagination]);
}
