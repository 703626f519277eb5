import { Button, Form, ModalDialog, TextField } from '@pms/ui';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { RoomStatus } from '../../../shared/rooms/roomStatus.ts';
import { roomStatusMessages as m, outOfServiceSubtitleMessage } from './messages.ts';
import { REASON_MAX_LENGTH } from './roomChanges.ts';

/** Asks why the rooms go out of service (the reason is required); saving is the confirmation. */
export function OutOfServiceDialog({
  rooms,
  isSaving,
  onSave,
  onClose,
}: {
  rooms: readonly RoomStatus[];
  isSaving: boolean;
  onSave: (reason: string) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(intl.formatMessage(m.reasonRequired));
      return;
    }
    onSave(reason.trim());
  };
  return (
    <ModalDialog
      isOpen
      size="sm"
      onOpenChange={(open) => !open && !isSaving && onClose()}
      title={intl.formatMessage(m.outOfServiceTitle)}
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
      <Form id={formId} onSubmit={submit} aria-label={intl.formatMessage(m.outOfServiceTitle)}>
        <TextField
          name="reason"
          label={intl.formatMessage(m.reason)}
          value={reason}
          isRequired
          autoFocus
          maxLength={REASON_MAX_LENGTH}
          isInvalid={error ? true : undefined}
          errorMessage={error}
          onChange={(typed) => {
            setReason(typed);
            setError(undefined);
          }}
        />
      </Form>
    </ModalDialog>
  );
}
