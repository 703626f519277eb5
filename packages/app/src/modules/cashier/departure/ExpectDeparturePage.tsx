import {
  Button,
  Checkbox,
  type DataGridColumn,
  formatDate,
  formatMoney,
  Inline,
  Stack,
  Toolbar,
  useDialogs,
  useToast,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { AdminScreen, ListFilter, LoadFailure } from '../../../shared/admin/AdminScreen.tsx';
import { failureText, failureTitle } from '../../../shared/admin/failures.ts';
import { ReloadIcon } from '../../../shared/admin/icons.tsx';
import { useHotelDate } from '../../../shared/hotelDate.ts';
import { useListParams } from '../../../shared/list/useListParams.ts';
import { type Departure, departureListQuery, useCheckOut } from '../api/departure.ts';
import { PaymentForm } from '../posting/PaymentForm.tsx';
import { ShiftStatus, useOpenShift } from '../shift/index.ts';
import { DepartureGrid, OpenFolioButton, useDepartureChoice } from './DepartureGrid.tsx';
import { departureColumns, openWindows } from './departureColumns.tsx';
import { departureMessages as m } from './messages.ts';

const FILTERS = ['all'] as const;
const COLUMNS = [
  'roomNumber',
  'guest',
  'roomTypeCode',
  'departure',
  'status',
  'window1',
  'window2',
  'window3',
  'window4',
  'balance',
  'confirmationNumber',
] as const;
const NO_ROWS: Departure[] = [];

/**
 * app/cashier/expect-departure: in-house guests due out on the hotel date (or every in-house
 * guest, for an early departure) with the balance of each folio window. The cashier takes a
 * payment on the window that owes, opens the folio to transfer or correct, and checks out after a
 * confirmation (spec §8); the server refuses while a window has a balance, and says which.
 */
export function ExpectDeparturePage() {
  const intl = useIntl();
  const dialogs = useDialogs();
  const toast = useToast();
  const hotelDate = useHotelDate();
  const openShift = useOpenShift();
  const list = useListParams({ filters: FILTERS });
  const all = list.filter('all') === '1';
  const departures = useQuery(
    departureListQuery({
      kind: 'expected',
      ...(all ? { scope: 'in-house' as const } : {}),
      ...(list.settledSearch ? { search: list.settledSearch } : {}),
    }),
  );
  const rows = departures.data ?? NO_ROWS;
  const checkOut = useCheckOut();
  const choice = useDepartureChoice(rows);
  const [paying, setPaying] = useState<Departure | null>(null);
  const one = choice.one;
  const columns = useMemo<DataGridColumn<Departure>[]>(() => {
    const every = departureColumns(intl);
    return COLUMNS.map((id) => every[id] as DataGridColumn<Departure>);
  }, [intl]);
  const label = (row: Departure) => `${row.roomNumber} · ${row.guestName || row.companyName}`;

  const runCheckOut = async (row: Departure) => {
    const owing = openWindows(row);
    if (owing.length > 0) {
      await dialogs.error({
        title: intl.formatMessage(m.notSettled),
        message: intl.formatMessage(m.settleFirst, {
          windows: owing
            .map((window) =>
              intl.formatMessage(m.windowBalance, { window: window.window, amount: formatMoney(window.balance) }),
            )
            .join(', '),
        }),
      });
      return;
    }
    const guest = row.guestName || row.companyName;
    const confirmed = await dialogs.confirm({
      title: intl.formatMessage(m.confirmTitle),
      message: row.dueOut
        ? intl.formatMessage(m.confirmMessage, { room: row.roomNumber, guest })
        : intl.formatMessage(m.confirmEarly, { room: row.roomNumber, guest, departure: formatDate(row.departure) }),
    });
    if (!confirmed) return;
    try {
      await checkOut.run([{ stayId: row.stayId }]);
      choice.clear();
      toast.show({
        tone: 'success',
        title: intl.formatMessage(m.success),
        message: intl.formatMessage(m.checkedOut, { room: row.roomNumber }),
      });
    } catch (error) {
      await dialogs.error({ title: failureTitle(intl, error), message: failureText(intl, error) });
    }
  };

  const owingWindow = one ? openWindows(one).find((window) => !window.balance.startsWith('-')) : undefined;
  return (
    <AdminScreen
      title={intl.formatMessage(m.expectedTitle)}
      intro={intl.formatMessage(m.expectedIntro, { date: hotelDate ? formatDate(hotelDate) : '' })}
      bar={
        <Stack space="md" width="full">
          <ShiftStatus openShift={openShift} />
          <Inline space="md" align="between">
            <ListFilter
              label={intl.formatMessage(m.search)}
              placeholder={intl.formatMessage(m.searchPlaceholder)}
              query={list.search}
              onQueryChange={list.setSearch}
              count={departures.data ? intl.formatMessage(m.count, { count: rows.length }) : null}
            />
            <Toolbar aria-label={intl.formatMessage(m.toolbar)} className={adminStyles.toolbar}>
              <Checkbox isSelected={all} onChange={(on) => list.setFilter('all', on ? '1' : undefined)}>
                {intl.formatMessage(m.allInHouse)}
              </Checkbox>
              <Button
                variant="secondary"
                isDisabled={!one}
                onPress={() => one && void openShift.ensureShift().then((shift) => shift && setPaying(one))}
              >
                {intl.formatMessage(m.pay)}
              </Button>
              <OpenFolioButton stay={one} />
              <Button
                variant="primary"
                isDisabled={!one}
                isPending={checkOut.isPending}
                onPress={() => one && void runCheckOut(one)}
              >
                {intl.formatMessage(m.checkOut)}
              </Button>
              <Button variant="secondary" onPress={() => void departures.refetch()} isDisabled={departures.isFetching}>
                <span className={adminStyles.buttonContent}>
                  <ReloadIcon />
                  {intl.formatMessage(m.reload)}
                </span>
              </Button>
            </Toolbar>
          </Inline>
        </Stack>
      }
      notice={<LoadFailure error={departures.error} />}
    >
      <DepartureGrid
        label={intl.formatMessage(m.expectedTitle)}
        columns={columns}
        rows={rows}
        choice={choice}
        isLoading={departures.isFetching}
      />
      {paying ? (
        <PaymentForm
          target={{ stayId: paying.stayId, label: label(paying) }}
          defaultWindow={owingWindow?.window ?? 1}
          {...(owingWindow ? { balance: owingWindow.balance } : {})}
          onPosted={() => void departures.refetch()}
          onClose={() => setPaying(null)}
        />
      ) : null}
    </AdminScreen>
  );
}
