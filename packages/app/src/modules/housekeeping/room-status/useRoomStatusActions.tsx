import { Button, type ButtonProps, Toolbar, useDialogs, useToast } from '@pms/ui';
import { type ReactNode, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { failureText, failureTitle } from '../../../shared/admin/failures.ts';
import type { HousekeepingStatus, RoomStatus } from '../../../shared/rooms/roomStatus.ts';
import { useSetRoomStatus } from '../api/roomStatus.ts';
import { roomStatusMessages as m, savedMessage } from './messages.ts';
import { OutOfServiceDialog } from './OutOfServiceDialog.tsx';
import { RoomLogDialog } from './RoomLogDialog.tsx';
import { onServiceChanges, outOfServiceChanges, type RoomStatusChange, statusChanges } from './roomChanges.ts';

/** Spec §8's questions (inspected has none in the spec: ours reads the same way). */
const CONFIRM: Record<HousekeepingStatus, MessageDescriptor> = {
  dirty: m.confirmDirty,
  clean: m.confirmClean,
  inspected: m.confirmInspected,
};

/**
 * What both room-status screens do to a room or a selection: set it dirty, clean or inspected,
 * take it out of service (with a reason) or put it back, each confirmed first, and open a room's
 * change log. `dialogs` renders the reason and log dialogs when open.
 */
export function useRoomStatusActions({ onDone }: { onDone?: () => void } = {}) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const toast = useToast();
  const set = useSetRoomStatus();
  const [askingReason, setAskingReason] = useState<RoomStatus[] | null>(null);
  const [logOf, setLogOf] = useState<RoomStatus | null>(null);

  const send = async (changes: RoomStatusChange[]) => {
    try {
      await set.run(changes);
      toast.show({
        tone: 'success',
        title: intl.formatMessage(m.success),
        message: intl.formatMessage(savedMessage, { count: changes.length }),
      });
      onDone?.();
      return true;
    } catch (error) {
      await dialogs.error({ title: failureTitle(intl, error), message: failureText(intl, error) });
      return false;
    }
  };

  const setStatus = async (rooms: readonly RoomStatus[], status: HousekeepingStatus) => {
    const changes = statusChanges(rooms, status);
    if (changes.length === 0 || set.isPending) return;
    if (await dialogs.confirm({ message: intl.formatMessage(CONFIRM[status]) })) await send(changes);
  };
  const putOnService = async (rooms: readonly RoomStatus[]) => {
    const changes = onServiceChanges(rooms);
    if (changes.length === 0 || set.isPending) return;
    if (await dialogs.confirm({ message: intl.formatMessage(m.confirmOnService) })) await send(changes);
  };
  const takeOutOfService = (rooms: readonly RoomStatus[]) => {
    const changing = rooms.filter((room) => !room.outOfService);
    if (changing.length > 0) setAskingReason(changing);
  };

  const dialogsShown: ReactNode = (
    <>
      {askingReason ? (
        <OutOfServiceDialog
          rooms={askingReason}
          isSaving={set.isPending}
          onClose={() => setAskingReason(null)}
          onSave={async (reason) => {
            if (await send(outOfServiceChanges(askingReason, reason))) setAskingReason(null);
          }}
        />
      ) : null}
      {logOf ? <RoomLogDialog room={logOf} onClose={() => setLogOf(null)} /> : null}
    </>
  );

  return {
    setStatus,
    putOnService,
    takeOutOfService,
    openLog: setLogOf,
    isPending: set.isPending,
    dialogs: dialogsShown,
  };
}

export type RoomStatusActions = ReturnType<typeof useRoomStatusActions>;

/**
 * The buttons that set every selected room at once. A button is off when no selected room would
 * change (all already clean, none out of service…).
 */
export function SelectionActions({
  rooms,
  actions,
  onClear,
  size,
  className,
}: {
  rooms: readonly RoomStatus[];
  actions: RoomStatusActions;
  onClear: () => void;
  size?: ButtonProps['size'];
  className?: string;
}) {
  const intl = useIntl();
  const busy = actions.isPending;
  const statusButton = (status: HousekeepingStatus, label: MessageDescriptor) => (
    <Button
      variant="secondary"
      size={size}
      isDisabled={busy || statusChanges(rooms, status).length === 0}
      onPress={() => void actions.setStatus(rooms, status)}
    >
      {intl.formatMessage(label)}
    </Button>
  );
  return (
    <Toolbar aria-label={intl.formatMessage(m.selection)} className={className}>
      {statusButton('dirty', m.dirty)}
      {statusButton('clean', m.clean)}
      {statusButton('inspected', m.inspected)}
      <Button
        variant="secondary"
        size={size}
        isDisabled={busy || rooms.every((room) => room.outOfService)}
        onPress={() => actions.takeOutOfService(rooms)}
      >
        {intl.formatMessage(m.outOfService)}
      </Button>
      <Button
        variant="secondary"
        size={size}
        isDisabled={busy || onServiceChanges(rooms).length === 0}
        onPress={() => void actions.putOnService(rooms)}
      >
        {intl.formatMessage(m.onService)}
      </Button>
      <Button variant="secondary" size={size} isDisabled={rooms.length === 0} onPress={onClear}>
        {intl.formatMessage(m.clearSelection)}
      </Button>
    </Toolbar>
  );
}
