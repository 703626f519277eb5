import { ApiError } from '@pms/api-client';
import { Button, type ButtonProps, Toolbar, useDialogs, useToast } from '@pms/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { failureText, failureTitle } from '../../../shared/admin/failures.ts';
import type { HousekeepingStatus, RoomStatus } from '../../../shared/rooms/roomStatus.ts';
import { sessionAtom } from '../../../shared/session/controller.ts';
import { grants } from '../../../shared/session/landing.ts';
import { useInspectRooms, useSetRoomStatus } from '../api/roomStatus.ts';
import { AssignDialog } from './AssignDialog.tsx';
import { FaultDialog } from './FaultDialog.tsx';
import { roomStatusMessages as m, savedMessage } from './messages.ts';
import { OutOfServiceDialog } from './OutOfServiceDialog.tsx';
import { RoomLogDialog } from './RoomLogDialog.tsx';
import {
  inspections,
  onServiceChanges,
  outOfServiceChanges,
  type RoomStatusChange,
  statusChanges,
} from './roomChanges.ts';

/**
 * Whether the session is a housekeeping supervisor: inspects rooms and gives attendants theirs
 * (the housekeeping settings role, as the server's permission table has it; ADMIN too).
 */
export function useIsSupervisor(): boolean {
  const session = useAtomValue(sessionAtom);
  return session ? grants(session, 'HOUSEKEEPING-SETTING') : false;
}

/** Spec §8's questions (inspected has none in the spec: ours reads the same way). */
const CONFIRM: Record<HousekeepingStatus, MessageDescriptor> = {
  dirty: m.confirmDirty,
  clean: m.confirmClean,
  inspected: m.confirmInspected,
};

/**
 * What both room-status screens do to a room or a selection: set it dirty, clean or inspected
 * (a supervisor's), take it out of service (with a reason) or put it back, each confirmed first;
 * open a room's change log, report a fault in it, and (supervisors) give rooms to an attendant.
 * `dialogs` renders the open dialog.
 */
export function useRoomStatusActions({ onDone }: { onDone?: () => void } = {}) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const set = useSetRoomStatus();
  const inspect = useInspectRooms();
  const isSupervisor = useIsSupervisor();
  const [askingReason, setAskingReason] = useState<RoomStatus[] | null>(null);
  const [logOf, setLogOf] = useState<RoomStatus | null>(null);
  const [faultIn, setFaultIn] = useState<RoomStatus | null>(null);
  const [assigning, setAssigning] = useState<RoomStatus[] | null>(null);

  const isPending = set.isPending || inspect.isPending;

  /** Runs a command on the rooms, then says so; a failure is shown and leaves the selection. */
  const sendWith = async (run: () => Promise<unknown>, count: number) => {
    try {
      await run();
      toast.show({
        tone: 'success',
        title: intl.formatMessage(m.success),
        message: intl.formatMessage(savedMessage, { count }),
      });
      onDone?.();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'STALE_VERSION') {
        // Someone else set the room meanwhile: show it as it is now before staff decide again.
        await queryClient.invalidateQueries({ queryKey: ['housekeeping/room-status'] });
        await dialogs.error({ title: intl.formatMessage(m.staleTitle), message: intl.formatMessage(m.staleBody) });
      } else {
        await dialogs.error({ title: failureTitle(intl, error), message: failureText(intl, error) });
      }
      return false;
    }
  };
  const send = (changes: RoomStatusChange[]) => sendWith(() => set.run(changes), changes.length);

  const setStatus = async (rooms: readonly RoomStatus[], status: HousekeepingStatus) => {
    if (isPending) return;
    if (status === 'inspected') {
      const inspecting = inspections(rooms);
      if (inspecting.length === 0) return;
      if (await dialogs.confirm({ message: intl.formatMessage(CONFIRM.inspected) })) {
        await sendWith(() => inspect.run(inspecting), inspecting.length);
      }
      return;
    }
    const changes = statusChanges(rooms, status);
    if (changes.length === 0) return;
    if (await dialogs.confirm({ message: intl.formatMessage(CONFIRM[status]) })) await send(changes);
  };
  const putOnService = async (rooms: readonly RoomStatus[]) => {
    const changes = onServiceChanges(rooms);
    if (changes.length === 0 || isPending) return;
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
      {faultIn ? <FaultDialog room={faultIn} onClose={() => setFaultIn(null)} /> : null}
      {assigning ? (
        <AssignDialog
          rooms={assigning}
          onClose={() => setAssigning(null)}
          onDone={() => {
            setAssigning(null);
            onDone?.();
          }}
        />
      ) : null}
    </>
  );

  return {
    setStatus,
    putOnService,
    takeOutOfService,
    openLog: setLogOf,
    reportFault: setFaultIn,
    assign: (rooms: readonly RoomStatus[]) => rooms.length > 0 && setAssigning([...rooms]),
    isSupervisor,
    isPending,
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
      {actions.isSupervisor ? (
        <Button
          variant="secondary"
          size={size}
          isDisabled={busy || inspections(rooms).length === 0}
          onPress={() => void actions.setStatus(rooms, 'inspected')}
        >
          {intl.formatMessage(m.inspected)}
        </Button>
      ) : null}
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
      {actions.isSupervisor ? (
        <Button
          variant="secondary"
          size={size}
          isDisabled={busy || rooms.length === 0}
          onPress={() => actions.assign(rooms)}
        >
          {intl.formatMessage(m.assign)}
        </Button>
      ) : null}
      <Button variant="secondary" size={size} isDisabled={rooms.length === 0} onPress={onClear}>
        {intl.formatMessage(m.clearSelection)}
      </Button>
    </Toolbar>
  );
}
