import { Button, type DataGridColumn, DatePicker, Inline, Stack, Toolbar, useDialogs, useToast } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { AdminScreen, ListFilter, LoadFailure } from '../../../shared/admin/AdminScreen.tsx';
import { failureText, failureTitle } from '../../../shared/admin/failures.ts';
import { ReloadIcon } from '../../../shared/admin/icons.tsx';
import { useHotelDate } from '../../../shared/hotelDate.ts';
import { useListParams } from '../../../shared/list/useListParams.ts';
import { type Departure, departureListQuery, useReverseCheckOut } from '../api/departure.ts';
import { DepartureGrid, OpenFolioButton, useDepartureChoice } from './DepartureGrid.tsx';
import { departureColumns } from './departureColumns.tsx';
import { departureMessages as m } from './messages.ts';

const FILTERS = ['date'] as const;
const COLUMNS = [
  'roomNumber',
  'guest',
  'roomTypeCode',
  'arrival',
  'departure',
  'status',
  'checkedOutAt',
  'checkedOutBy',
  'note',
  'balance',
  'confirmationNumber',
] as const;
const NO_ROWS: Departure[] = [];
const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * app/cashier/actual-departure: stays checked out on a date (the hotel date by default) with who
 * checked them out and when, early departures and late check-outs noted. A check-out of the
 * hotel date whose room is still free is reversed after a confirmation.
 */
export function ActualDeparturePage() {
  const intl = useIntl();
  const dialogs = useDialogs();
  const toast = useToast();
  const hotelDate = useHotelDate();
  const list = useListParams({ filters: FILTERS });
  const typed = list.filter('date');
  const date = ISO.test(typed) ? typed : hotelDate;
  const departures = useQuery({
    ...departureListQuery({
      kind: 'actual',
      ...(date ? { date } : {}),
      ...(list.settledSearch ? { search: list.settledSearch } : {}),
    }),
    enabled: date !== undefined,
  });
  const rows = departures.data ?? NO_ROWS;
  const reverse = useReverseCheckOut();
  const choice = useDepartureChoice(rows);
  const one = choice.one;
  const columns = useMemo<DataGridColumn<Departure>[]>(() => {
    const every = departureColumns(intl);
    return COLUMNS.map((id) => every[id] as DataGridColumn<Departure>);
  }, [intl]);

  const runReverse = async (row: Departure) => {
    const confirmed = await dialogs.confirm({
      title: intl.formatMessage(m.confirmReverseTitle),
      message: intl.formatMessage(m.confirmReverse, { room: row.roomNumber, guest: row.guestName || row.companyName }),
    });
    if (!confirmed) return;
    try {
      await reverse.run([{ stayId: row.stayId }]);
      choice.clear();
      toast.show({
        tone: 'success',
        title: intl.formatMessage(m.success),
        message: intl.formatMessage(m.reversed, { room: row.roomNumber }),
      });
    } catch (error) {
      await dialogs.error({ title: failureTitle(intl, error), message: failureText(intl, error) });
    }
  };

  return (
    <AdminScreen
      title={intl.formatMessage(m.actualTitle)}
      intro={intl.formatMessage(m.actualIntro)}
      bar={
        <Stack space="md" width="full">
          <Inline space="md" align="between">
            <Inline space="md" alignY="bottom">
              <ListFilter
                label={intl.formatMessage(m.search)}
                placeholder={intl.formatMessage(m.searchPlaceholder)}
                query={list.search}
                onQueryChange={list.setSearch}
                count={departures.data ? intl.formatMessage(m.count, { count: rows.length }) : null}
              />
              <DatePicker
                label={intl.formatMessage(m.date)}
                value={date ?? null}
                onChange={(_, iso) => list.setFilter('date', iso && iso !== hotelDate ? iso : undefined)}
              />
            </Inline>
            <Toolbar aria-label={intl.formatMessage(m.toolbar)} className={adminStyles.toolbar}>
              <OpenFolioButton stay={one} />
              <Button
                variant="primary"
                isDisabled={!one?.reversible}
                isPending={reverse.isPending}
                onPress={() => one && void runReverse(one)}
              >
                {intl.formatMessage(m.reverse)}
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
        label={intl.formatMessage(m.actualTitle)}
        columns={columns}
        rows={rows}
        choice={choice}
        isLoading={departures.isFetching}
      />
    </AdminScreen>
  );
}
