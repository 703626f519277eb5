import {
  Button,
  Checkbox,
  ComboBox,
  ComboBoxItem,
  Form,
  formatDate,
  ModalDialog,
  Notice,
  Stack,
  TextField,
  useToast,
} from '@pms/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../../../shared/admin/failures.ts';
import { freeRoomsQuery } from '../../../shared/rooms/freeRooms.ts';
import { isReadyVacant, roomStatusQuery } from '../../../shared/rooms/roomStatus.ts';
import { type FrontDeskStay, useAssignRoom } from '../api/frontDesk.ts';
import { frontDeskMessages as fm, assignMessages as m } from './messages.ts';

export interface AssignRoomDialogProps {
  stay: FrontDeskStay;
  /** Rooms other arrivals of the list hold already (not offered again). */
  heldRoomIds: ReadonlySet<number>;
  onClose: () => void;
}

/**
 * Gives an arriving stay its room (reservation/reservation `assign-room`): a vacant room that is
 * clean or inspected, in order and in service, of the stay's type; rooms of the other types when
 * staff ask for them, which is an upgrade and needs a reason. The server checks the room is free
 * for every night of the stay and says so in the dialog when it is not.
 */
export function AssignRoomDialog({ stay, heldRoomIds, onClose }: AssignRoomDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const formId = useId();
  const rooms = useQuery(roomStatusQuery());
  const assign = useAssignRoom();
  const [roomId, setRoomId] = useState<number | null>(stay.roomId);
  const [otherTypes, setOtherTypes] = useState(false);
  const [reason, setReason] = useState(stay.upgradeReason);
  const [errors, setErrors] = useState<{ roomId?: string; upgradeReason?: string }>({});
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  /** The type the stay booked: an upgraded stay's booked type, else its own. */
  const bookedType = stay.bookedRoomTypeCode || stay.roomTypeCode;

  // Ready tonight is not enough: the room must also be free of other stays and in order on every
  // night of the stay (free-rooms, per type offered), or the server refuses the choice.
  const offeredTypes = useMemo(
    () => [
      ...new Set(
        (rooms.data ?? [])
          .filter((room) => otherTypes || room.roomTypeCode === bookedType)
          .map((room) => room.roomTypeId),
      ),
    ],
    [rooms.data, otherTypes, bookedType],
  );
  const freeByType = useQueries({
    queries: offeredTypes.map((roomTypeId) =>
      freeRoomsQuery({ roomTypeId, arrival: stay.arrival, departure: stay.departure }),
    ),
  });
  const freeRoomIds = useMemo(
    () => new Set(freeByType.flatMap((answer) => (answer.data ?? []).map((room) => room.id))),
    [freeByType],
  );
  const ready = useMemo(
    () =>
      (rooms.data ?? []).filter(
        (room) =>
          isReadyVacant(room) &&
          (room.roomId === stay.roomId || (!heldRoomIds.has(room.roomId) && freeRoomIds.has(room.roomId))) &&
          (otherTypes || room.roomTypeCode === bookedType),
      ),
    [rooms.data, heldRoomIds, freeRoomIds, otherTypes, bookedType, stay.roomId],
  );
  const choices = useMemo(
    () =>
      ready.map((room) => ({
        id: room.roomId,
        type: room.roomTypeCode,
        label: intl.formatMessage(m.roomChoice, {
          room: room.roomNumber,
          type: room.roomTypeCode,
          floor: room.floor,
          status: intl.formatMessage(room.housekeepingStatus === 'inspected' ? m.inspected : m.clean),
        }),
      })),
    [ready, intl],
  );
  const chosen = (rooms.data ?? []).find((room) => room.roomId === roomId);
  const isUpgrade = chosen !== undefined && chosen.roomTypeCode !== bookedType;

  const run = async (target: number | null) => {
    setFailure(null);
    try {
      const [saved] = await assign.run([
        {
          stayId: stay.stayId,
          roomId: target,
          ...(target !== null && isUpgrade && reason.trim() ? { upgradeReason: reason.trim() } : {}),
          version: stay.version,
        },
      ]);
      toast.show({
        tone: 'success',
        title: intl.formatMessage(fm.success),
        message:
          target === null
            ? intl.formatMessage(m.unassigned, { guest: stay.guestName })
            : intl.formatMessage(m.assigned, { room: saved?.roomNumber ?? '', guest: stay.guestName }),
      });
      onClose();
    } catch (error) {
      if (isStaleVersion(error)) {
        setFailure({ title: intl.formatMessage(fm.failed), text: intl.formatMessage(fm.stale) });
        return;
      }
      const fields = fieldErrorsOf(error, [], intl);
      const byField = {
        roomId: fields.roomId ? [fields.roomId].flat().join(' ') : undefined,
        upgradeReason: fields.upgradeReason ? [fields.upgradeReason].flat().join(' ') : undefined,
      };
      setErrors(byField);
      // The refusal's own words name the room and the reason (held, out of order, too small…).
      setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (assign.isPending) return;
    if (roomId === null) {
      setErrors({ roomId: intl.formatMessage(m.roomNeeded) });
      return;
    }
    if (isUpgrade && !reason.trim()) {
      setErrors({ upgradeReason: intl.formatMessage(m.reasonNeeded) });
      return;
    }
    void run(roomId);
  };

  const close = () => !assign.isPending && onClose();
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && close()}
      title={intl.formatMessage(m.title)}
      subtitle={intl.formatMessage(m.subtitle, {
        guest: stay.guestName,
        type: bookedType,
        arrival: formatDate(stay.arrival),
        departure: formatDate(stay.departure),
      })}
      isKeyboardDismissDisabled={assign.isPending}
      footer={
        <>
          {stay.roomId !== null ? (
            <Button variant="secondary" onPress={() => void run(null)} isDisabled={assign.isPending}>
              {intl.formatMessage(m.unassign)}
            </Button>
          ) : null}
          <Button variant="secondary" onPress={close} isDisabled={assign.isPending}>
            {intl.formatMessage(fm.cancel)}
          </Button>
          <Button variant="primary" type="submit" form={formId} isPending={assign.isPending}>
            {intl.formatMessage(m.assign)}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} aria-label={intl.formatMessage(m.title)}>
        <Stack space="md">
          {failure ? (
            <Notice tone="error" title={failure.title}>
              {failure.text}
            </Notice>
          ) : null}
          <ComboBox<{ id: number; label: string }>
            name="roomId"
            label={intl.formatMessage(m.room)}
            description={intl.formatMessage(m.roomHelp, { count: choices.length })}
            defaultItems={choices}
            selectedKey={roomId}
            isRequired
            autoFocus
            isLoading={rooms.isPending}
            isInvalid={errors.roomId ? true : undefined}
            errorMessage={errors.roomId}
            onSelectionChange={(key) => {
              setRoomId(key === null ? null : Number(key));
              setErrors({});
            }}
          >
            {(choice) => (
              <ComboBoxItem id={choice.id} textValue={choice.label}>
                {choice.label}
              </ComboBoxItem>
            )}
          </ComboBox>
          <Checkbox isSelected={otherTypes} onChange={setOtherTypes}>
            {intl.formatMessage(m.otherTypes)}
          </Checkbox>
          {isUpgrade ? (
            <TextField
              name="upgradeReason"
              label={intl.formatMessage(m.upgradeReason)}
              description={intl.formatMessage(m.upgradeReasonHelp, { type: bookedType })}
              value={reason}
              onChange={(value) => {
                setReason(value);
                setErrors({});
              }}
              isRequired
              maxLength={200}
              isInvalid={errors.upgradeReason ? true : undefined}
              errorMessage={errors.upgradeReason}
            />
          ) : null}
        </Stack>
      </Form>
    </ModalDialog>
  );
}
