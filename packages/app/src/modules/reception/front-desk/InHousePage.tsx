import { Button, Checkbox, DataGrid, type DataGridColumn, formatDate, Inline, Stack, Toolbar } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { AdminScreen, ListFilter, LoadFailure } from '../../../shared/admin/AdminScreen.tsx';
import { ReloadIcon } from '../../../shared/admin/icons.tsx';
import { useHotelDate } from '../../../shared/hotelDate.ts';
import { useListParams } from '../../../shared/list/useListParams.ts';
import { type FrontDeskStay, type InHouseFilter, inHouseQuery } from '../api/frontDesk.ts';
import { ChangeDepartureDialog } from './ChangeDepartureDialog.tsx';
import { frontDeskMessages as m } from './messages.ts';
import { stayColumns, stayPath } from './stayColumns.tsx';

const FILTERS = ['dueOut'] as const;
const NO_STAYS: FrontDeskStay[] = [];
const COLUMNS = [
  'roomNumber',
  'guestName',
  'roomTypeCode',
  'status',
  'pax',
  'arrival',
  'departure',
  'nights',
  'vipLevel',
  'notices',
  'confirmationNumber',
] as const;

/**
 * app/inHouse-reception and app/in-house: every stay in house with room, guest, pax, departure,
 * VIP and undelivered messages and open flags, by room number; due out on a tick. Staff tick a
 * stay to extend or shorten it; a row opens its booking (click, Enter). (The balance joins the
 * list once folios exist.)
 */
export function InHousePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const hotelDate = useHotelDate();
  const list = useListParams({ filters: FILTERS });
  const dueOut = list.filter('dueOut') === '1';
  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  const [changing, setChanging] = useState<FrontDeskStay | null>(null);
  const criteria: InHouseFilter = {
    ...(list.settledSearch ? { search: list.settledSearch } : {}),
    ...(dueOut ? { dueOut: true } : {}),
  };
  const inHouse = useQuery(inHouseQuery(criteria));
  const stays = inHouse.data ?? NO_STAYS;
  const byId = useMemo(() => new Map(stays.map((stay) => [String(stay.stayId), stay])), [stays]);
  const one = selected.size === 1 ? byId.get(String([...selected][0])) : undefined;

  const columns = useMemo<DataGridColumn<FrontDeskStay>[]>(() => {
    const all = stayColumns(intl, 'in-house');
    // The room names an in-house row (the arrivals name theirs by confirmation number).
    return COLUMNS.map((id) => ({ ...(all[id] as DataGridColumn<FrontDeskStay>), isRowHeader: id === 'roomNumber' }));
  }, [intl]);
  const onRowAction = useCallback(
    (key: string | number) => {
      const stay = byId.get(String(key));
      if (stay) navigate(stayPath(stay));
    },
    [byId, navigate],
  );

  return (
    <AdminScreen
      title={intl.formatMessage(m.inHouseTitle)}
      intro={intl.formatMessage(m.inHouseIntro, { date: hotelDate ? formatDate(hotelDate) : '' })}
      bar={
        <Stack space="md" width="full">
          <Inline space="md" align="between">
            <ListFilter
              label={intl.formatMessage(m.search)}
              placeholder={intl.formatMessage(m.searchPlaceholder)}
              query={list.search}
              onQueryChange={list.setSearch}
              count={inHouse.data ? intl.formatMessage(m.stayCount, { count: stays.length }) : null}
            />
            <Toolbar aria-label={intl.formatMessage(m.inHouseToolbar)} className={adminStyles.toolbar}>
              <Checkbox isSelected={dueOut} onChange={(on) => list.setFilter('dueOut', on ? '1' : undefined)}>
                {intl.formatMessage(m.dueOutOnly)}
              </Checkbox>
              <Button variant="primary" isDisabled={!one || !hotelDate} onPress={() => one && setChanging(one)}>
                {intl.formatMessage(m.changeDeparture)}
              </Button>
              <Button variant="secondary" onPress={() => void inHouse.refetch()} isDisabled={inHouse.isFetching}>
                <span className={adminStyles.buttonContent}>
                  <ReloadIcon />
                  {intl.formatMessage(m.reload)}
                </span>
              </Button>
            </Toolbar>
          </Inline>
        </Stack>
      }
      notice={<LoadFailure error={inHouse.error} />}
    >
      <DataGrid
        aria-label={intl.formatMessage(m.inHouseTitle)}
        columns={columns}
        rows={stays}
        getRowId={(stay) => String(stay.stayId)}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        onRowAction={onRowAction}
        isLoading={inHouse.isFetching}
        maxHeight="max(15rem, calc(100vh - 20rem))"
      />
      {changing && hotelDate ? (
        <ChangeDepartureDialog stay={changing} hotelDate={hotelDate} onClose={() => setChanging(null)} />
      ) : null}
    </AdminScreen>
  );
}
