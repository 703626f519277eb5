import type { Schemas } from '@pms/api-client';
import { parseAmount } from '@pms/domain/money';
import { Button, Form, ModalDialog, Notice, Select, SelectItem, TextArea, TextField } from '@pms/ui';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../../../shared/admin/failures.ts';
import { type Choice, codeAndName } from '../api/references.ts';
import { useCancelReservation } from '../api/reservation.ts';
import { LIMITS } from '../booking/draft.ts';
import * as styles from './EditReservationPage.css.ts';
import { editMessages as m } from './messages.ts';

type Reservation = Schemas['Reservation'];

interface CancelDialogProps {
  reservation: Reservation;
  reasons: Choice[] | undefined;
  /** The policy fee the dialog starts with (see suggestedFee). */
  suggestedFee: string;
  /** Whether the form holds changes that cancelling throws away. */
  hasUnsavedChanges: boolean;
  onClose: () => void;
  onCancelled: (reservation: Reservation) => void;
  /** The reservation changed under the dialog: the screen says so and offers to reload. */
  onStale: () => void;
}

/** Cancel a reservation before arrival: a reason (required), the fee, and a note. */
export function CancelDialog({
  reservation,
  reasons,
  suggestedFee,
  hasUnsavedChanges,
  onClose,
  onCancelled,
  onStale,
}: CancelDialogProps) {
  const intl = useIntl();
  const cancel = useCancelReservation();
  const formId = useId();
  const choices = useMemo(() => reasons?.map((row) => ({ id: row.id, label: codeAndName(row) })), [reasons]);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [fee, setFee] = useState(suggestedFee);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const isSaving = cancel.isPending;

  const forget = (field: string) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const found: Record<string, string[]> = {};
    if (reasonId === null) found.cancellationReasonId = [intl.formatMessage(m.required)];
    const exactFee = parseAmount(fee);
    if (exactFee === null) found.cancellationFee = [intl.formatMessage(m.amountInvalid)];
    setErrors(found);
    setFailure(null);
    if (reasonId === null || exactFee === null) return;
    try {
      const [cancelled] = await cancel.run([
        {
          id: reservation.id,
          version: reservation.version,
          cancellationReasonId: reasonId,
          cancellationFee: exactFee,
          ...(note.trim() ? { note: note.trim() } : {}),
        },
      ]);
      if (cancelled) onCancelled(cancelled);
    } catch (error) {
      if (isStaleVersion(error)) {
        onStale();
        return;
      }
      const fieldErrors = fieldErrorsOf(error, [], intl);
      setErrors(fieldErrors);
      const shown = ['cancellationReasonId', 'cancellationFee', 'note'];
      if (!Object.keys(fieldErrors).every((name) => shown.includes(name)) || Object.keys(fieldErrors).length === 0) {
        setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
      }
    }
  };

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && !isSaving && onClose()}
      title={intl.formatMessage(m.cancelTitle)}
      subtitle={`${reservation.confirmationNumber} · ${[reservation.guestName, reservation.companyName].filter(Boolean).join(' · ')}`}
      isKeyboardDismissDisabled={isSaving}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isSaving}>
            {intl.formatMessage(m.keep)}
          </Button>
          <Button variant="primary" type="submit" form={formId} isDisabled={isSaving || reasons === undefined}>
            {intl.formatMessage(m.confirmCancel)}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        onSubmit={submit}
        aria-label={intl.formatMessage(m.cancelTitle)}
        className={styles.dialogFields}
      >
        {failure ? (
          <Notice tone="error" title={failure.title}>
            {failure.text}
          </Notice>
        ) : null}
        {hasUnsavedChanges ? (
          <Notice tone="warning" title={intl.formatMessage(m.unsaved)}>
            {intl.formatMessage(m.cancelUnsaved)}
          </Notice>
        ) : null}
        <Select<{ id: number; label: string }>
          name="cancellationReasonId"
          label={intl.formatMessage(m.cancellationReason)}
          items={choices ?? []}
          selectedKey={reasonId}
          isRequired
          autoFocus
          isInvalid={errors.cancellationReasonId ? true : undefined}
          errorMessage={errors.cancellationReasonId?.join(' ')}
          onSelectionChange={(key) => {
            setReasonId(key === null ? null : Number(key));
            forget('cancellationReasonId');
          }}
        >
          {(reason) => (
            <SelectItem id={reason.id} textValue={reason.label}>
              {reason.label}
            </SelectItem>
          )}
        </Select>
        <TextField
          name="cancellationFee"
          label={intl.formatMessage(m.cancellationFee)}
          value={fee}
          inputMode="decimal"
          description={intl.formatMessage(m.cancellationFeeHelp)}
          isInvalid={errors.cancellationFee ? true : undefined}
          errorMessage={errors.cancellationFee?.join(' ')}
          className={styles.narrowInput}
          onChange={(typed) => {
            setFee(typed);
            forget('cancellationFee');
          }}
          onBlur={() => {
            const exact = parseAmount(fee);
            if (exact !== null) setFee(exact);
          }}
        />
        <TextArea
          name="note"
          label={intl.formatMessage(m.note)}
          value={note}
          maxLength={LIMITS.cancellationNote}
          rows={3}
          isInvalid={errors.note ? true : undefined}
          errorMessage={errors.note?.join(' ')}
          onChange={(typed) => {
            setNote(typed);
            forget('note');
          }}
        />
      </Form>
    </ModalDialog>
  );
}
