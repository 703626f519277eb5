import { DataGrid, type DataGridColumn, dataGridColumn, formatDateTime, ModalDialog, Notice } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { failureText, failureTitle } from '../../../shared/admin/failures.ts';
import { commonMessages } from '../../../shared/admin/messages.ts';
import { housekeepingMessages } from '../../../shared/rooms/messages.ts';
import { type RoomStatus, type RoomStatusLogEntry, roomStatusLogQuery } from '../../../shared/rooms/roomStatus.ts';
import { roomStatusMessages as m, roomLogSubtitleMessage, sourceMessages } from './messages.ts';

const NO_ENTRIES: RoomStatusLogEntry[] = [];

/** One room's change log (housekeeping/room-status `log`): who, when, from, to, and why. */
export function RoomLogDialog({ room, onClose }: { room: RoomStatus; onClose: () => void }) {
  const intl = useIntl();
  const log = useQuery(roomStatusLogQuery(room.roomId));
  const columns = useMemo<DataGridColumn<RoomStatusLogEntry>[]>(() => {
    const service = (outOfService: boolean) => intl.formatMessage(outOfService ? m.outOfServiceTitle : m.inService);
    return [
      {
        id: 'at',
        accessor: 'at',
        header: intl.formatMessage(m.logAt),
        width: 160,
        format: (value) => formatDateTime(value),
      },
      { id: 'actor', accessor: 'actor', header: intl.formatMessage(m.logActor), width: 100 },
      {
        id: 'source',
        accessor: 'source',
        header: intl.formatMessage(m.logSource),
        width: 110,
        format: (value) => intl.formatMessage(sourceMessages[value]),
      },
      dataGridColumn<RoomStatusLogEntry, string>({
        id: 'status',
        accessor: (entry) =>
          entry.fromStatus === entry.toStatus
            ? intl.formatMessage(housekeepingMessages[entry.toStatus])
            : `${intl.formatMessage(housekeepingMessages[entry.fromStatus])} → ${intl.formatMessage(housekeepingMessages[entry.toStatus])}`,
        header: intl.formatMessage(m.logStatus),
        width: 140,
      }),
      dataGridColumn<RoomStatusLogEntry, string>({
        id: 'service',
        accessor: (entry) =>
          entry.fromOutOfService === entry.toOutOfService
            ? service(entry.toOutOfService)
            : `${service(entry.fromOutOfService)} → ${service(entry.toOutOfService)}`,
        header: intl.formatMessage(m.logService),
        width: 170,
      }),
      {
        id: 'note',
        accessor: 'note',
        header: intl.formatMessage(m.logNote),
        width: 100,
        format: (value) => value || intl.formatMessage(commonMessages.empty),
      },
    ];
  }, [intl]);
  return (
    <ModalDialog
      isOpen
      size="lg"
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.logTitle)}
      subtitle={intl.formatMessage(roomLogSubtitleMessage, { room: room.roomNumber })}
    >
      {log.error ? (
        <Notice tone="error" title={failureTitle(intl, log.error)}>
          {failureText(intl, log.error)}
        </Notice>
      ) : null}
      <DataGrid
        aria-label={intl.formatMessage(m.logTitle)}
        columns={columns}
        rows={log.data ?? NO_ENTRIES}
        getRowId={(entry) => String(entry.id)}
        isLoading={log.isFetching}
        maxHeight="60vh"
      />
    </ModalDialog>
  );
}
