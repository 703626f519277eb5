import { Button, DataGrid, type DataGridColumn, dataGridColumn, formatDate, Inline, Stack, Toolbar } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { AdminScreen, actionsColumn, LoadFailure, RowAction } from '../../../shared/admin/AdminScreen.tsx';
import { ReloadIcon } from '../../../shared/admin/icons.tsx';
import { commonMessages } from '../../../shared/admin/messages.ts';
import { useHotelDate } from '../../../shared/hotelDate.ts';
import { conditionMessages, housekeepingMessages, roomMessages } from '../../../shared/rooms/messages.ts';
import { RoomFilterBar, useRoomFilters } from '../../../shared/rooms/RoomFilters.tsx';
import { HousekeepingChip, RoomConditionChip } from '../../../shared/rooms/RoomStatusChip.tsx';
import { conditionOf, type RoomStatus, roomStatusQuery } from '../../../shared/rooms/roomStatus.ts';
import { RoomMoveDialog } from '../room-move/RoomMoveDialog.tsx';
import {
  roomControlMessages as m,
  roomControlCountMessage,
  roomControlIntroMessage,
  roomControlMoveRoomMessage,
  roomControlOutOfOrderMessage,
  roomControlOutOfServiceMessage,
} from './messages.ts';

const NO_ROOMS: RoomStatus[] = [];

const MoveIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M2 5h10M9 2l3 3-3 3M14 11H4M7 8l-3 3 3 3" />
  </svg>
);

/**
 * Room control (app/roomControl): every room on the hotel date with its front-office status
 * (derived from the stays in house), housekeeping status, out of order or out of service, the
 * guest and who is due in or out; filtered by floor, building, type and status (in the address),
 * counted per status. An occupied room's guest moves from here (RoomMoveDialog). Live: read
 * again every 20 s and after every change made here.
 */
export function RoomControlPage() {
  const intl = useIntl();
  const hotelDate = useHotelDate();
  const rooms = useQuery(roomStatusQuery());
  const filters = useRoomFilters(rooms.data);
  const [moving, setMoving] = useState<RoomStatus | null>(null);

  const columns = useMemo<DataGridColumn<RoomStatus>[]>(() => {
    const none = intl.formatMessage(commonMessages.empty);
    return [
      actionsColumn<RoomStatus>(intl.formatMessage(m.actions), 64, (room) =>
        room.stayId === null ? null : (
          <RowAction
            label={intl.formatMessage(roomControlMoveRoomMessage, { room: room.roomNumber })}
            icon={<MoveIcon />}
            onPress={() => setMoving(room)}
          />
        ),
      ),
      { id: 'roomNumber', accessor: 'roomNumber', header: intl.formatMessage(m.room), width: 72, isRowHeader: true },
      { id: 'roomTypeCode', accessor: 'roomTypeCode', header: intl.formatMessage(m.roomType), width: 72 },
      dataGridColumn<RoomStatus, string>({
        id: 'condition',
        accessor: (room) => conditionOf(room),
        header: intl.formatMessage(m.status),
        width: 140,
        format: (_, room) => intl.formatMessage(conditionMessages[conditionOf(room)]),
        cell: (_, room) => <RoomConditionChip room={room} />,
      }),
      {
        id: 'guestName',
        accessor: 'guestName',
        header: intl.formatMessage(m.guest),
        width: 180,
        format: (value) => value || none,
      },
      dataGridColumn<RoomStatus, string>({
        id: 'departure',
        accessor: (room) => room.departure ?? '',
        header: intl.formatMessage(m.departure),
        width: 108,
        format: (value) => (value ? formatDate(value) : none),
      }),
      dataGridColumn<RoomStatus, string>({
        id: 'due',
        accessor: (room) =>
          [room.dueOut ? intl.formatMessage(m.dueOut) : '', room.dueIn ? intl.formatMessage(m.dueIn) : '']
            .filter(Boolean)
            .join(' · '),
        header: intl.formatMessage(m.due),
        width: 120,
        format: (value) => value || none,
      }),
      {
        id: 'housekeepingStatus',
        accessor: 'housekeepingStatus',
        header: intl.formatMessage(m.housekeeping),
        width: 116,
        format: (value) => intl.formatMessage(housekeepingMessages[value]),
        cell: (value) => <HousekeepingChip status={value} />,
      },
      {
        id: 'frontOfficeStatus',
        accessor: 'frontOfficeStatus',
        header: intl.formatMessage(m.frontOffice),
        width: 100,
        format: (value) => intl.formatMessage(value === 'occupied' ? roomMessages.occupied : roomMessages.vacant),
      },
      dataGridColumn<RoomStatus, string>({
        id: 'service',
        accessor: (room) =>
          [
            room.outOfOrder ? intl.formatMessage(roomControlOutOfOrderMessage, { reason: room.outOfOrderReason }) : '',
            room.outOfService
              ? intl.formatMessage(roomControlOutOfServiceMessage, { reason: room.outOfServiceReason })
              : '',
          ]
            .filter(Boolean)
            .join(' · '),
        header: intl.formatMessage(m.outOfOrderOrService),
        width: 180,
        format: (value) => value || none,
      }),
      { id: 'floor', accessor: 'floor', header: intl.formatMessage(m.floor), width: 64 },
      { id: 'building', accessor: 'building', header: intl.formatMessage(m.building), width: 120 },
    ];
  }, [intl]);

  const total = rooms.data?.length;
  return (
    <AdminScreen
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(roomControlIntroMessage, {
        date: hotelDate ? formatDate(hotelDate) : intl.formatMessage(m.hotelDate),
      })}
      bar={
        <Stack space="md" width="full">
          <Inline space="md" align="between" alignY="center">
            <span className={adminStyles.intro} aria-live="polite">
              {total === undefined
                ? ''
                : intl.formatMessage(roomControlCountMessage, { shown: filters.shown.length, total })}
            </span>
            <Toolbar aria-label={intl.formatMessage(m.title)} className={adminStyles.toolbar}>
              <Button variant="secondary" onPress={() => void rooms.refetch()} isDisabled={rooms.isFetching}>
                <span className={adminStyles.buttonContent}>
                  <ReloadIcon />
                  {intl.formatMessage(m.reload)}
                </span>
              </Button>
            </Toolbar>
          </Inline>
          <RoomFilterBar rooms={rooms.data} filters={filters} />
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
        maxHeight="max(15rem, calc(100vh - 22rem))"
        defaultSorting={[]}
      />
      {moving?.stayId != null ? <RoomMoveDialog stayId={moving.stayId} onClose={() => setMoving(null)} /> : null}
    </AdminScreen>
  );
}
