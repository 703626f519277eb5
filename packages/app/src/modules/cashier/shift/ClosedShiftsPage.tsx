import {
  Button,
  DataGrid,
  type DataGridColumn,
  DateRangePicker,
  dataGridColumn,
  formatDate,
  formatDateTime,
  formatMoney,
  ModalDialog,
  Stack,
  TextField,
  Toolbar,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { AdminScreen, LoadFailure } from '../../../shared/admin/AdminScreen.tsx';
import { PrintIcon, ReloadIcon } from '../../../shared/admin/icons.tsx';
import { addDays } from '../../../shared/dates.ts';
import { useHotelDate } from '../../../shared/hotelDate.ts';
import { useListParams } from '../../../shared/list/useListParams.ts';
import { currenciesQuery } from '../api/posting.ts';
import { type CashierShift, shiftListQuery, shiftQuery, shiftSummaryQuery } from '../api/shift.ts';
import { closeMessages as m } from './messages.ts';
import * as styles from './Shift.css.ts';
import { ShiftPrint, ShiftSheet } from './ShiftSheet.tsx';

const FILTERS = ['from', 'to', 'cashier', 'shift'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const NO_ROWS: CashierShift[] = [];
const NO_CURRENCIES: never[] = [];

/** "THB 0.00 · USD -5.00": a shift's cash variance per currency counted. */
const varianceText = (shift: CashierShift) =>
  shift.counts.map((count) => `${count.currencyCode} ${formatMoney(count.difference)}`).join(' · ');

/**
 * app-report-close-shift: the closed shifts of a period of hotel dates (the last 7 days by
 * default) and of one cashier if named, newest first, with the cash variance per currency; a row
 * opens the shift's frozen totals, count and postings by code, ready to print. Filters and the
 * open shift are kept in the address.
 */
export function ClosedShiftsPage() {
  const intl = useIntl();
  const hotelDate = useHotelDate();
  const defaults = useMemo(
    () => (hotelDate ? { from: addDays(hotelDate, -6), to: hotelDate } : undefined),
    [hotelDate],
  );
  const list = useListParams({ filters: FILTERS, ...(defaults ? { defaultFilters: defaults } : {}) });
  const from = list.filter('from');
  const to = list.filter('to');
  const cashier = list.filter('cashier').trim();
  const openId = /^\d+$/.test(list.filter('shift')) ? Number(list.filter('shift')) : null;
  const range = ISO_DATE.test(from) && ISO_DATE.test(to) && from <= to ? { start: from, end: to } : null;
  const page = useQuery({
    ...shiftListQuery({
      status: 'closed',
      ...(range ? { fromDate: range.start, toDate: range.end } : {}),
      ...(cashier ? { cashier } : {}),
      offset: list.criteria.offset,
      limit: list.criteria.limit,
    }),
    enabled: hotelDate !== undefined,
  });
  const currencies = useQuery(currenciesQuery());
  const localCode = (currencies.data ?? NO_CURRENCIES).find((row) => row.isLocalCurrency === 1)?.code ?? '';

  const columns = useMemo<DataGridColumn<CashierShift>[]>(
    () => [
      {
        id: 'hotelDate',
        accessor: 'hotelDate',
        header: intl.formatMessage(m.hotelDate),
        width: 120,
        enableSorting: false,
        format: (value) => formatDate(value),
      },
      { id: 'shift', accessor: 'shift', header: intl.formatMessage(m.shift), width: 80, enableSorting: false },
      {
        id: 'cashier',
        accessor: 'cashier',
        header: intl.formatMessage(m.cashier),
        width: 130,
        enableSorting: false,
        isRowHeader: true,
      },
      {
        id: 'openedAt',
        accessor: 'openedAt',
        header: intl.formatMessage(m.openedAt),
        width: 170,
        enableSorting: false,
        format: (value) => formatDateTime(value),
      },
      dataGridColumn<CashierShift, string>({
        id: 'closedAt',
        accessor: (row) => row.closedAt ?? '',
        header: intl.formatMessage(m.closedAt),
        width: 170,
        enableSorting: false,
        format: (value) => (value ? formatDateTime(value) : ''),
      }),
      dataGridColumn<CashierShift, string>({
        id: 'closedBy',
        accessor: (row) => row.closedBy ?? '',
        header: intl.formatMessage(m.closedBy),
        width: 110,
        enableSorting: false,
      }),
      dataGridColumn<CashierShift, string>({
        id: 'variance',
        accessor: varianceText,
        header: intl.formatMessage(m.cashVariance),
        width: 220,
        enableSorting: false,
      }),
    ],
    [intl],
  );

  const openShift = useCallback((key: string | number) => list.setFilter('shift', String(key)), [list]);
  const total = page.data?.total;
  return (
    <AdminScreen
      title={intl.formatMessage(m.reportTitle)}
      intro={intl.formatMessage(m.reportIntro)}
      bar={
        <div className={styles.shiftHeader}>
          <div className={styles.filters}>
            <DateRangePicker
              label={intl.formatMessage(m.period)}
              value={range}
              onChange={(_, iso) => list.setFilters({ from: iso?.start, to: iso?.end })}
            />
            <TextField
              label={intl.formatMessage(m.cashier)}
              placeholder={intl.formatMessage(m.cashierPlaceholder)}
              value={list.filter('cashier')}
              onChange={(value) => list.setFilter('cashier', value)}
              className={styles.cashierField}
            />
            <span className={styles.muted} aria-live="polite">
              {total === undefined ? '' : intl.formatMessage(m.shiftCount, { count: total })}
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
          </Toolbar>
        </div>
      }
      notice={<LoadFailure error={page.error} />}
    >
      <DataGrid
        aria-label={intl.formatMessage(m.reportTitle)}
        columns={columns}
        rows={page.data?.rows ?? NO_ROWS}
        getRowId={(row) => String(row.id)}
        onRowAction={openShift}
        isLoading={page.isFetching}
        {...list.gridProps}
        rowCount={total ?? 0}
        maxHeight="max(15rem, calc(100vh - 24rem))"
      />
      {openId !== null ? (
        <ClosedShiftDialog id={openId} localCode={localCode} onClose={() => list.setFilter('shift', undefined)} />
      ) : null}
    </AdminScreen>
  );
}

/** One closed shift's frozen totals, count and postings by code, printable. */
function ClosedShiftDialog({ id, localCode, onClose }: { id: number; localCode: string; onClose: () => void }) {
  const intl = useIntl();
  const shift = useQuery(shiftQuery(id));
  const summary = useQuery(shiftSummaryQuery(id, false));
  const data = shift.data;
  return (
    <ModalDialog
      isOpen
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={
        data
          ? intl.formatMessage(m.detailsTitle, {
              shift: data.shift,
              date: formatDate(data.hotelDate),
              cashier: data.cashier,
            })
          : intl.formatMessage(m.sheetTitle)
      }
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {intl.formatMessage(m.closeDialog)}
          </Button>
          <Button variant="primary" isDisabled={!data} onPress={() => window.print()}>
            <span className={adminStyles.buttonContent}>
              <PrintIcon />
              {intl.formatMessage(m.print)}
            </span>
          </Button>
        </>
      }
    >
      <Stack space="md">
        <LoadFailure error={shift.error ?? summary.error} />
        {data ? <ShiftSheet shift={data} summary={summary.data} localCode={localCode} /> : null}
        {data ? <ShiftPrint shift={data} summary={summary.data} localCode={localCode} /> : null}
      </Stack>
    </ModalDialog>
  );
}
