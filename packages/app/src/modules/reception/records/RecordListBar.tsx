import { Inline, Stack } from '@pms/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ListActions, ListFilter } from '../../../shared/admin/AdminScreen.tsx';
import { PageSizeSelect } from '../../../shared/admin/PageSizeSelect.tsx';
import { recordMessages as m } from './messages.ts';

export interface RecordListBarProps {
  /** What the search finds, as the field's placeholder. */
  placeholder: string;
  /** "n messages", or null while the first page loads. */
  count: string | null;
  /** The list's address state (useListParams): search and page size. */
  list: {
    search: string;
    setSearch: (search: string) => void;
    pageSize: number;
    setPagination: (pagination: { pageIndex: number; pageSize: number }) => void;
  };
  /** The page's query: Reload reads it again. */
  page: { refetch: () => unknown; isFetching: boolean };
  onAdd: () => void;
  /** The list's own filters, under the search row. */
  children: ReactNode;
}

/**
 * The bar of every reception record list (messages, flags, lost and found, transfers): search
 * with the count, page size, Reload and Add, then the list's own filters.
 */
export function RecordListBar({ placeholder, count, list, page, onAdd, children }: RecordListBarProps) {
  const intl = useIntl();
  return (
    <Stack space="md" width="full">
      <Inline space="md" align="between">
        <ListFilter
          label={intl.formatMessage(m.search)}
          placeholder={placeholder}
          query={list.search}
          onQueryChange={list.setSearch}
          count={count}
        />
        <Inline space="md">
          <PageSizeSelect
            label={intl.formatMessage(m.pageSize)}
            value={list.pageSize}
            onChange={(size) => list.setPagination({ pageIndex: 0, pageSize: size })}
          />
          <ListActions
            label={intl.formatMessage(m.toolbar)}
            onReload={() => void page.refetch()}
            isLoading={page.isFetching}
            onAdd={onAdd}
          />
        </Inline>
      </Inline>
      {children}
    </Stack>
  );
}
