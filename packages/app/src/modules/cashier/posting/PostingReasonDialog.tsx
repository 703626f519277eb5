import type { FormValidationErrors } from '@pms/ui';
import { Button, Form, ModalDialog, Notice, Stack, TextField, useToast } from '@pms/ui';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, failureTitle } from '../../../shared/admin/failures.ts';
import type { Posting } from '../api/posting.ts';
import { isNoOpenShift, useOpenShift } from '../shift/useOpenShift.ts';
import { refusalText } from './failures.ts';

/** A command on one posting that takes a reason (cashier/folio `void`, `correct`). */
export interface PostingReasonCommand {
  run: (data: [{ postingId: number; reason: string }]) => Promise<Posting[]>;
  isPending: boolean;
  fieldErrors: FormValidationErrors;
}

export interface PostingReasonDialogProps {
  posting: Posting;
  command: PostingReasonCommand;
  /** Opens the cashier's shift first (the shift dialog), for a command that posts. */
  needsShift?: boolean;
  title: string;
  subtitle: string;
  reasonLabel: string;
  reasonHelp?: string;
  reasonRequired: string;
  action: string;
  cancel: string;
  successTitle: string;
  successMessage: string;
  onDone?: (posting: Posting) => void;
  onClose: () => void;
}

/**
 * The dialog of a command that changes a posting for a reason, required: the void of the open
 * shift's posting and the correction of an earlier one share it, their texts their own.
 */
export function PostingReasonDialog({
  posting,
  command,
  needsShift = false,
  onDone,
  onClose,
  ...text
}: PostingReasonDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const formId = useId();
  const openShift = useOpenShift();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (command.isPending) return;
    setFailure(null);
    if (!reason.trim()) {
      setProblem(text.reasonRequired);
      return;
    }
    if (needsShift && !(await openShift.ensureShift())) return;
    try {
      const [changed] = await command.run([{ postingId: posting.id, reason: reason.trim() }]);
      toast.show({ tone: 'success', title: text.successTitle, message: text.successMessage });
      if (changed) onDone?.(changed);
      onClose();
    } catch (error) {
      if (isNoOpenShift(error)) await openShift.forget();
      setFailure({ title: failureTitle(intl, error), text: refusalText(intl, error) ?? failureText(intl, error) });
    }
  };

  const close = () => !command.isPending && onClose();
  const reasonError = problem ?? command.fieldErrors.reason?.[0];
  return (
    <ModalDialog
      isOpen
      size="sm"
      onOpenChange={(open) => !open && close()}
      title={text.title}
      subtitle={text.subtitle}
      isKeyboardDismissDisabled={command.isPending}
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={command.isPending}>
            {text.cancel}
          </Button>
          <Button variant="primary" type="submit" form={formId} isPending={command.isPending}>
            {text.action}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} aria-label={text.title}>
        <Stack space="md">
          {failure ? (
            <Notice tone="error" title={failure.title}>
              {failure.text}
            </Notice>
          ) : null}
          <TextField
            label={text.reasonLabel}
            value={reason}
            autoFocus
            isRequired
            maxLength={200}
            {...(text.reasonHelp ? { description: text.reasonHelp } : {})}
            onChange={(value) => {
              setReason(value);
              setProblem(undefined);
            }}
            isInvalid={reasonError ? true : undefined}
            errorMessage={reasonError}
          />
        </Stack>
      </Form>
    </ModalDialog>
  );
}
