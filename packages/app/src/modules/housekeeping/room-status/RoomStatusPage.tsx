import {
  Button,
  DataGrid,
  type DataGridColumn,
  dataGridColumn,
  formatDate,
  formatDateTime,
  Inline,
  Stack,
  Toolbar,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { AdminScreen, actionsColumn, LoadFailure, RowAction } from '../../../shared/admin/AdminScreen.tsx';
import { ReloadIcon } from '../../../shared/admin/icons.tsx';
import { commonMessages } from '../../../shared/admin/messages.ts';
import { useHotelDate } from '../../../shared/hotelDate.ts';
import { conditionMessages, housekeepingMessages } from '../../../shared/rooms/messages.ts';
import { RoomFilterBar, useRoomFilters } from '../../../shared/rooms/RoomFilters.tsx';
import { HousekeepingChip, RoomConditionChip } from '../../../shared/rooms/RoomStatusChip.tsx';
import { conditionOf, type RoomStatus, roomStatusQuery } from '../../../shared/rooms/roomStatus.ts';
import { LogIcon } from './LogIcon.tsx';
import { countMessage, roomStatusMessages as m, openLogMessage, tableIntroMessage } from './messages.ts';
import { SelectionActions, useRoomStatusActions } from './useRoomStatusActions.tsx';

const NO_ROOMS: RoomStatus[] = [];

/**
 * Room status as a table (app/room-clean-update): one 30 px row per room, filtered like room
 * control, rooms ticked and set together (each change confirmed with spec §8's question), and
 * each room's change log a click away. A supervisor also inspects the ticked rooms and gives them
 * to an attendant for the day. The tile view (app/room-clean-update-v3) is for phones.
 */
export function RoomStatusPage() {
  const intl = useIntl();
  const hotelDate = useHotelDate();
  const rooms = useQuery(roomStatusQuery());
  const filters = useRoomFilters(rooms.data);
  const [selectedIds, setSelectedIds] = useState<Set<string | number>>(new Set());
  const actions = useRoomStatusActions({ onDone: () => setSelectedIds(new Set()) });
  const selected = useMemo(
    () => filters.shown.filter((room) => selectedIds.has(String(room.roomId))),
    [filters.shown, selectedIds],
  );

  const columns = useMemo<DataGridColumn<RoomStatus>[]>(() => {
    const none = intl.formatMessage(commonMessages.empty);
    return [
      actionsColumn<RoomStatus>(intl.formatMessage(m.actions), 64, (room) => (
        <RowAction
          label={intl.formatMessage(openLogMessage, { room: room.roomNumber })}
          icon={<LogIcon />}
          onPress={() => actions.openLog(room)}
        />
      )),
      { id: 'roomNumber', accessor: 'roomNumber', header: intl.formatMessage(m.room), width: 72, isRowHeader: true },
      { id: 'roomTypeCode', accessor: 'roomTypeCode', header: intl.formatMessage(m.roomType), width: 72 },
      { id: 'floor', accessor: 'floor', header: intl.formatMessage(m.floor), width: 64 },
      {
        id: 'housekeepingStatus',
        accessor: 'housekeepingStatus',
        header: intl.formatMessage(m.housekeeping),
        width: 120,
        format: (value) => intl.formatMessage(housekeepingMessages[value]),
        cell: (value) => <HousekeepingChip status={value} />,
      },
      dataGridColumn<RoomStatus, string>({
        id: 'condition',
        accessor: (room) => conditionOf(room),
        header: intl.formatMessage(m.status),
        width: 140,
        format: (_, room) => intl.formatMessage(conditionMessages[conditionOf(room)]),
        cell: (_, room) => <RoomConditionChip room={room} />,
      }),
      {
        id: 'outOfServiceReason',
        accessor: 'outOfServiceReason',
        header: intl.formatMessage(m.service),
        width: 150,
        format: (value) => value || none,
      },
      {
        id: 'guestName',
        accessor: 'guestName',
        header: intl.formatMessage(m.guest),
        width: 140,
        format: (value) => value || none,
      },
      {
        id: 'assigneeName',
        accessor: 'assigneeName',
        header: intl.formatMessage(m.attendant),
        width: 150,
        format: (value) => value || none,
      },
      dataGridColumn<RoomStatus, string>({
        id: 'changedAt',
        accessor: (room) => room.changedAt ?? '',
        header: intl.formatMessage(m.changedAt),
        width: 170,
        format: (value) => (value ? formatDateTime(value) : none),
      }),
    ];
  }, [intl, actions.openLog]);

  const total = rooms.data?.length;
  return (
    <AdminScreen
      title={intl.formatMessage(m.tableTitle)}
      intro={intl.formatMessage(tableIntroMessage, {
        date: hotelDate ? formatDate(hotelDate) : intl.formatMessage(m.hotelDate),
      })}
      bar={
        <Stack space="md" width="full">
          <Inline space="md" align="between" alignY="center">
            <span className={adminStyles.intro} aria-live="polite">
              {total === undefined
                ? ''
                : intl.formatMessage(countMessage, { shown: filters.shown.length, total, selected: selected.length })}
            </span>
            <Toolbar aria-label={intl.formatMessage(m.tableTitle)} className={adminStyles.toolbar}>
              <Button variant="secondary" onPress={() => void rooms.refetch()} isDisabled={rooms.isFetching}>
                <span className={adminStyles.buttonContent}>
                  <ReloadIcon />
                  {intl.formatMessage(m.reload)}
                </span>
              </Button>
            </Toolbar>
          </Inline>
          <RoomFilterBar rooms={rooms.data} filters={filters} />
          <SelectionActions
            rooms={selected}
            actions={actions}
            onClear={() => setSelectedIds(new Set())}
            size="sm"
            className={adminStyles.toolbar}
          />
        </Stack>
      }
      notice={<LoadFailure error={rooms.error} />}
    >
      <DataGrid
        aria-label={intl.formatMessage(m.grid)}
        columns={columns}
        rows={rooms.data ? filters.shown : NO_ROOMS}
        getRowId={(room) => String(room.roomId)}
        isLoading={rooms.isFetching && !rooms.data}
        selectionMode="multiple"
        selectedKeys={selectedIds}
        onSelectionChange={setSelectedIds}
        maxHeight="max(15rem, calc(100vh - 26rem))"
      />
      {actions.dialogs}
    </AdminScreen>
  );
}
