import { type FormValidationErrors, StatusChip, type StatusChipTone, TextField, useToast } from '@pms/ui';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { SaveFailure } from '../../../shared/admin/FormDialog.tsx';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../../../shared/admin/failures.ts';
import type { FlagKind, LostFoundStatus, TransferStatus } from '../api/records.ts';
import { recordMessages as m } from './messages.ts';

export { timeOf } from './time.ts';

// What the reception-record screens share: saving a form (field errors on their inputs, the rest
// above the form, a stale version said plainly), times typed as HH:mm, and the words of the
// contract's statuses and kinds.

/**
 * Sends a form's command: success shows "Success" (3000 ms, the toast's own time) and closes;
 * the server's field errors go on the inputs by name; a stale version reads the list again and
 * says so; anything else shows above the form.
 */
export function useFormSave(onDone: () => void) {
  const intl = useIntl();
  const toast = useToast();
  const [errors, setErrors] = useState<FormValidationErrors>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const save = async (run: () => Promise<unknown>, fieldNames: readonly string[]) => {
    setFailure(null);
    try {
      await run();
      setErrors({});
      toast.show({ tone: 'success', title: intl.formatMessage(m.success) });
      onDone();
    } catch (error) {
      if (isStaleVersion(error)) {
        setFailure({ title: failureTitle(intl, error), text: intl.formatMessage(m.stale) });
        return;
      }
      const byField = fieldErrorsOf(error, [], intl);
      setErrors(byField);
      const shown = Object.keys(byField).length > 0 && Object.keys(byField).every((name) => fieldNames.includes(name));
      if (!shown) setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    }
  };
  return { errors, setErrors, failure, setFailure, save };
}

/** Runs a one-click command of a row (deliver, confirm…): "Success", or why not, as a toast. */
export function useRowCommand() {
  const intl = useIntl();
  const toast = useToast();
  return async (run: () => Promise<unknown>) => {
    try {
      await run();
      toast.show({ tone: 'success', title: intl.formatMessage(m.success) });
    } catch (error) {
      toast.show({
        tone: 'error',
        title: failureTitle(intl, error),
        message: isStaleVersion(error) ? intl.formatMessage(m.stale) : failureText(intl, error),
      });
    }
  };
}

interface TimeInputProps {
  name: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  errorMessage?: string;
}

/** A time of day typed as HH:mm (24 hours); checked before sending. */
export function TimeInput({ name, label, value, onChange, errorMessage }: TimeInputProps) {
  const intl = useIntl();
  return (
    <TextField
      name={name}
      label={label}
      description={intl.formatMessage(m.timeHelp)}
      value={value}
      onChange={onChange}
      maxLength={5}
      inputMode="numeric"
      autoComplete="off"
      placeholder="14:30"
      isInvalid={errorMessage ? true : undefined}
      errorMessage={errorMessage}
    />
  );
}

export const FLAG_KINDS: readonly FlagKind[] = [
  'amenity',
  'late-check-out',
  'early-check-in',
  'birthday',
  'anniversary',
  'vip',
  'wake-up',
  'other',
];

export const flagKindMessages: Record<FlagKind, MessageDescriptor> = {
  amenity: m.kindAmenity,
  'late-check-out': m.kindLateCheckOut,
  'early-check-in': m.kindEarlyCheckIn,
  birthday: m.kindBirthday,
  anniversary: m.kindAnniversary,
  vip: m.kindVip,
  'wake-up': m.kindWakeUp,
  other: m.kindOther,
};

export const lostStatusMessages: Record<LostFoundStatus, MessageDescriptor> = {
  stored: m.lostStored,
  returned: m.lostReturned,
  disposed: m.lostDisposed,
};

export const transferStatusMessages: Record<TransferStatus, MessageDescriptor> = {
  requested: m.transferRequested,
  confirmed: m.transferConfirmed,
  done: m.transferDone,
  'no-show': m.transferNoShow,
  cancelled: m.transferCancelled,
};

const TONES: Record<string, StatusChipTone> = {
  new: 'yellow',
  delivered: 'green',
  open: 'yellow',
  resolved: 'green',
  stored: 'blue',
  returned: 'green',
  disposed: 'gray',
  requested: 'yellow',
  confirmed: 'blue',
  done: 'green',
  'no-show': 'red',
  cancelled: 'gray',
};

/** A status as a coloured chip with its word. */
export function RecordStatusChip({ status, label }: { status: string; label: string }) {
  return <StatusChip tone={TONES[status] ?? 'gray'}>{label}</StatusChip>;
}
