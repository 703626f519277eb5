import type { Schemas } from '@pms/api-client';
import { parseAmount } from '@pms/domain/money';
import { Button, Form, ModalDialog, Notice, Select, SelectItem, Stack, TextArea, TextField } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../../../shared/admin/failures.ts';
import { actionQuery } from '../../../shared/query/actionQuery.ts';
import { type Choice, codeAndName } from '../api/references.ts';
import { useCancelReservation } from '../api/reservation.ts';
import { LIMITS } from '../booking/draft.ts';
import * as styles from './EditReservationPage.css.ts';
import { type FeeProposal, feeExplanation, proposedFee } from './facts.ts';
import { cancelFeeMessages as f, editMessages as m } from './messages.ts';

type Reservation = Schemas['Reservation'];

/**
 * The fee of cancelling on the hotel date, each stay by its contract's cancellation policy (or the
 * hotel's rule), read afresh whenever the dialog opens: the hotel date or the policies may have moved.
 */
const cancellationFeeQuery = (reservationId: number) =>
  actionQuery('sales/cancellation-policy', 'fee', [{ reservationId }], {
    select: (answer) => answer[0],
    staleTime: 0,
    gcTime: 0,
  });

interface CancelDialogProps {
  reservation: Reservation;
  reasons: Choice[] | undefined;
  /** Whether the form holds changes that cancelling throws away. */
  hasUnsavedChanges: boolean;
  onClose: () => void;
  onCancelled: (reservation: Reservation) => void;
  /** The reservation changed under the dialog: the screen says so and offers to reload. */
  onStale: () => void;
}

/**
 * Cancel a reservation before arrival: a reason (required), the fee — proposed by the server, with
 * how it was worked out shown under it — and a note. The dialog opens once the proposal is in (a
 * moment), so its fee field never shows a number that is about to change under the user's eyes.
 */
export function CancelDialog(props: CancelDialogProps) {
  const proposal = useQuery(cancellationFeeQuery(props.reservation.id));
  if (proposal.isPending) return null;
  return <CancelForm {...props} proposal={proposal.data} proposalError={proposal.error} />;
}

function CancelForm({
  reservation,
  reasons,
  proposal,
  proposalError,
  hasUnsavedChanges,
  onClose,
  onCancelled,
  onStale,
}: CancelDialogProps & { proposal: FeeProposal | undefined; proposalError: Error | null }) {
  const intl = useIntl();
  const cancel = useCancelReservation();
  const formId = useId();
  const choices = useMemo(() => reasons?.map((row) => ({ id: row.id, label: codeAndName(row) })), [reasons]);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [fee, setFee] = useState(() => proposedFee(proposal));
  const explanation = useMemo(() => (proposal ? feeExplanation(intl, proposal) : null), [intl, proposal]);
  const feeExplanationId = useId();
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
          aria-details={explanation ? feeExplanationId : undefined}
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
        {explanation ? (
          <Notice tone="info" title={explanation.title} id={feeExplanationId}>
            <Stack space="xs">
              <span>{explanation.rule}</span>
              {explanation.stays.map((stay) => (
                <span key={stay.stayId}>
                  <strong>{stay.heading}</strong>
                  {` — ${stay.lines.join(' ')}`}
                </span>
              ))}
            </Stack>
          </Notice>
        ) : (
          <Notice tone="warning" title={intl.formatMessage(f.failedTitle)}>
            {intl.formatMessage(f.failed, { reason: failureText(intl, proposalError) })}
          </Notice>
        )}
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
