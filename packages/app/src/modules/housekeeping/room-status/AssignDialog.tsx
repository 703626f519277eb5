import { Button, Form, ModalDialog, Select, SelectItem, useToast } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText } from '../../../shared/admin/failures.ts';
import type { RoomStatus } from '../../../shared/rooms/roomStatus.ts';
import { attendantsQuery, useAssignRooms } from '../api/roomStatus.ts';
import {
  assignedMessage,
  attendantChoiceMessage,
  roomStatusMessages as m,
  outOfServiceSubtitleMessage,
  unassignedMessage,
} from './messages.ts';

/** The "nobody" choice: the rooms go back to no attendant. */
const NOBODY = 0;

/** The supervisor gives the selected rooms to an attendant for the hotel date, or takes them back. */
export function AssignDialog({
  rooms,
  onClose,
  onDone,
}: {
  rooms: readonly RoomStatus[];
  onClose: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const formId = useId();
  const attendants = useQuery(attendantsQuery());
  const assign = useAssignRooms();
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const choices = useMemo(
    () => [
      ...(attendants.data ?? []).map((attendant) => ({
        id: attendant.id,
        label: intl.formatMessage(attendantChoiceMessage, { name: attendant.name, count: attendant.rooms }),
        name: attendant.name,
      })),
      { id: NOBODY, label: intl.formatMessage(m.nobody), name: '' },
    ],
    [attendants.data, intl],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen === null) {
      setError(intl.formatMessage(m.attendantRequired));
      return;
    }
    try {
      await assign.run([
        { roomIds: rooms.map((room) => room.roomId), attendantUserId: chosen === NOBODY ? null : chosen },
      ]);
      const name = choices.find((choice) => choice.id === chosen)?.name ?? '';
      toast.show({
        tone: 'success',
        title: intl.formatMessage(m.success),
        message:
          chosen === NOBODY
            ? intl.formatMessage(unassignedMessage, { count: rooms.length })
            : intl.formatMessage(assignedMessage, { count: rooms.length, name }),
      });
      onDone();
    } catch (failure) {
      setError(failureText(intl, failure));
    }
  };

  const isSaving = assign.isPending;
  return (
    <ModalDialog
      isOpen
      size="sm"
      onOpenChange={(open) => !open && !isSaving && onClose()}
      title={intl.formatMessage(m.assignTitle)}
      subtitle={intl.formatMessage(outOfServiceSubtitleMessage, {
        rooms: rooms.map((room) => room.roomNumber).join(', '),
      })}
      isKeyboardDismissDisabled={isSaving}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isSaving}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button variant="primary" type="submit" form={formId} isDisabled={isSaving}>
            {intl.formatMessage(m.save)}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void submit(event)} aria-label={intl.formatMessage(m.assignTitle)}>
        <Select<{ id: number; label: string }>
          name="attendantUserId"
          label={intl.formatMessage(m.attendant)}
          items={choices}
          selectedKey={chosen}
          onSelectionChange={(key) => {
            setChosen(key === null ? null : Number(key));
            setError(undefined);
          }}
          isRequired
          autoFocus
          isInvalid={error ? true : undefined}
          errorMessage={error}
        >
          {(choice) => (
            <SelectItem id={choice.id} textValue={choice.label}>
              {choice.label}
            </SelectItem>
          )}
        </Select>
      </Form>
    </ModalDialog>
  );
}
