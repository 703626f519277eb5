import {
  Button,
  DataGrid,
  type DataGridColumn,
  dataGridColumn,
  formatDate,
  formatMoney,
  SearchField,
  Select,
  SelectItem,
  Toolbar,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { LoadFailure } from '../../../shared/admin/AdminScreen.tsx';
import { PlusIcon, ReloadIcon } from '../../../shared/admin/icons.tsx';
import type { useListParams } from '../../../shared/list/useListParams.ts';
import { type FolioListRow, type FolioOwnerKind, folioListQuery } from '../api/folio.ts';
import * as styles from './Folio.css.ts';
import { folioMessages as m } from './messages.ts';
import { OpenFolioDialog } from './OpenFolioDialog.tsx';

export const FOLIO_FILTERS = ['kind', 'state', 'folio', 'stay', 'w'] as const;
export type FolioListParams = ReturnType<typeof useListParams<(typeof FOLIO_FILTERS)[number]>>;

const NO_ROWS: FolioListRow[] = [];
const KINDS: FolioOwnerKind[] = ['stay', 'reservation', 'company', 'house'];
const rowKey = (row: FolioListRow) => (row.id !== null ? `f${row.id}` : `s${row.stayId}`);

/**
 * The folio finder: search by room, guest, company or house account, filter by kind and status
 * (kept in the address), one page at a time; a row opens its folio.
 */
export function FolioFinder({ list }: { list: FolioListParams }) {
  const intl = useIntl();
  const [opening, setOpening] = useState(false);
  const kind = list.filter('kind');
  const state = list.filter('state');
  const page = useQuery(
    folioListQuery({
      ...(list.criteria.search ? { search: list.criteria.search } : {}),
      ...(KINDS.includes(kind as FolioOwnerKind) ? { ownerKind: kind as FolioOwnerKind } : {}),
      ...(state === 'open' || state === 'closed' ? { status: state } : {}),
      offset: list.criteria.offset,
      limit: list.criteria.limit,
    }),
  );
  const kindText = useMemo(
    () => ({
      stay: intl.formatMessage(m.kindStay),
      reservation: intl.formatMessage(m.kindReservation),
      company: intl.formatMessage(m.kindCompany),
      house: intl.formatMessage(m.kindHouse),
    }),
    [intl],
  );
  const columns = useMemo<DataGridColumn<FolioListRow>[]>(
    () => [
      { id: 'roomNumber', accessor: 'roomNumber', header: intl.formatMessage(m.room), width: 70, enableSorting: false },
      {
        id: 'label',
        accessor: 'label',
        header: intl.formatMessage(m.owner),
        width: 190,
        isRowHeader: true,
        enableSorting: false,
      },
      dataGridColumn<FolioListRow, string>({
        id: 'kind',
        accessor: (row) => kindText[row.ownerKind],
        header: intl.formatMessage(m.kind),
        width: 110,
        enableSorting: false,
      }),
      {
        id: 'companyName',
        accessor: 'companyName',
        header: intl.formatMessage(m.company),
        width: 150,
        enableSorting: false,
      },
      dataGridColumn<FolioListRow, string>({
        id: 'arrival',
        accessor: (row) => row.arrival ?? '',
        header: intl.formatMessage(m.arrival),
        width: 110,
        enableSorting: false,
        format: (value) => (value ? formatDate(value) : ''),
      }),
      dataGridColumn<FolioListRow, string>({
        id: 'departure',
        accessor: (row) => row.departure ?? '',
        header: intl.formatMessage(m.departure),
        width: 110,
        enableSorting: false,
        format: (value) => (value ? formatDate(value) : ''),
      }),
      dataGridColumn<FolioListRow, string>({
        id: 'status',
        accessor: (row) =>
          row.id === null
            ? intl.formatMessage(m.notCharged)
            : intl.formatMessage(row.status === 'open' ? m.statusOpen : m.statusClosed),
        header: intl.formatMessage(m.status),
        width: 110,
        enableSorting: false,
      }),
      {
        id: 'balance',
        accessor: 'balance',
        header: intl.formatMessage(m.balance),
        width: 110,
        align: 'end',
        enableSorting: false,
        format: (value) => formatMoney(value),
      },
    ],
    [intl, kindText],
  );
  const rows = page.data?.rows ?? NO_ROWS;
  const open = (key: string | number) => {
    const row = rows.find((candidate) => rowKey(candidate) === key);
    if (!row) return;
    list.setFilters(
      row.id !== null ? { folio: String(row.id), stay: undefined } : { stay: String(row.stayId), folio: undefined },
    );
  };
  const total = page.data?.total;
  return (
    <>
      <div className={styles.barRow}>
        <div className={styles.filters}>
          <SearchField
            label={intl.formatMessage(m.search)}
            placeholder={intl.formatMessage(m.searchPlaceholder)}
            value={list.search}
            onChange={list.setSearch}
            className={styles.searchField}
          />
          <Select
            label={intl.formatMessage(m.kind)}
            selectedKey={kind || 'any'}
            onSelectionChange={(key) => list.setFilter('kind', key === 'any' ? undefined : String(key))}
          >
            <SelectItem id="any">{intl.formatMessage(m.anyKind)}</SelectItem>
            {KINDS.map((option) => (
              <SelectItem key={option} id={option}>
                {kindText[option]}
              </SelectItem>
            ))}
          </Select>
          <Select
            label={intl.formatMessage(m.status)}
            selectedKey={state || 'any'}
            onSelectionChange={(key) => list.setFilter('state', key === 'any' ? undefined : String(key))}
          >
            <SelectItem id="any">{intl.formatMessage(m.anyStatus)}</SelectItem>
            <SelectItem id="open">{intl.formatMessage(m.statusOpen)}</SelectItem>
            <SelectItem id="closed">{intl.formatMessage(m.statusClosed)}</SelectItem>
          </Select>
          <span className={styles.muted} aria-live="polite">
            {total === undefined ? '' : intl.formatMessage(m.folioCount, { count: total })}
          </span>
        </div>
        <Toolbar aria-label={intl.formatMessage(m.toolbar)} className={adminStyles.toolbar}>
          <Button variant="secondary" onPress={list.clearFilters}>
            {intl.formatMessage(m.clearFilters)}
          </Button>
          <Button variant="secondary" onPress={() => void page.refetch()} isDisabled={page.isFetching}>
            <span className={adminStyles.buttonContent}>
              <ReloadIcon />
              {intl.formatMessage(m.reload)}
            </span>
          </Button>
          <Button variant="primary" onPress={() => setOpening(true)}>
            <span className={adminStyles.buttonContent}>
              <PlusIcon />
              {intl.formatMessage(m.openFolio)}
            </span>
          </Button>
        </Toolbar>
      </div>
      <LoadFailure error={page.error} />
      <DataGrid
        aria-label={intl.formatMessage(m.title)}
        columns={columns}
        rows={rows}
        getRowId={rowKey}
        onRowAction={open}
        isLoading={page.isFetching}
        {...list.gridProps}
        rowCount={total ?? 0}
        maxHeight="max(15rem, calc(100vh - 22rem))"
      />
      {opening ? (
        <OpenFolioDialog
          onOpened={(folioId) => list.setFilters({ folio: String(folioId), stay: undefined })}
          onClose={() => setOpening(false)}
        />
      ) : null}
    </>
  );
}
