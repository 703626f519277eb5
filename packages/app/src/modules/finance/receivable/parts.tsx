import { fromCents, toCents } from '@pms/domain/money';
import { type FormValidationErrors, formatMoney, StatusChip, useToast } from '@pms/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SaveFailure } from '../../../shared/admin/FormDialog.tsx';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../../../shared/admin/failures.ts';
import type { InvoiceStatus, ReceivableAccount, ReceivableInvoice } from '../api/receivable.ts';
import { receivableMessages as m } from './messages.ts';

// What the accounts-receivable screens share: exact money (cents in BigInt: never a float, also
// for sorting), the words and colours of invoice and account states, and saving a form.

/** An amount as typed: digits with up to 2 decimals (the contract's Money). */
export const MONEY_INPUT = /^\d{1,12}(\.\d{1,2})?$/;

/** Cents of an exact amount, for sorting and sums (the grid compares BigInts exactly). */
export const cents = (amount: string): bigint => toCents(amount);
export const money = (amount: bigint): string => fromCents(amount);
export const showMoney = (amount: string | bigint): string =>
  formatMoney(typeof amount === 'bigint' ? fromCents(amount) : amount);
export const sumOf = (amounts: readonly string[]): bigint => amounts.reduce((sum, amount) => sum + toCents(amount), 0n);

export function invoiceStatusOf(invoice: ReceivableInvoice): InvoiceStatus | 'overdue' {
  return invoice.overdue ? 'overdue' : invoice.status;
}

const INVOICE_TONES = { open: 'blue', 'partially-paid': 'yellow', paid: 'green', overdue: 'red' } as const;
const INVOICE_WORDS = {
  open: m.statusOpen,
  'partially-paid': m.statusPartiallyPaid,
  paid: m.statusPaid,
  overdue: m.statusOverdue,
} as const;

export function InvoiceStatusChip({ status }: { status: InvoiceStatus | 'overdue' }) {
  const intl = useIntl();
  return <StatusChip tone={INVOICE_TONES[status]}>{intl.formatMessage(INVOICE_WORDS[status])}</StatusChip>;
}

export const invoiceStatusText = (intl: ReturnType<typeof useIntl>, status: InvoiceStatus | 'overdue') =>
  intl.formatMessage(INVOICE_WORDS[status]);

export type AccountState = 'active' | 'restricted' | 'over-limit';

export function accountStateOf(account: ReceivableAccount): AccountState {
  if (account.restricted) return 'restricted';
  return cents(account.availableCredit) < 0n ? 'over-limit' : 'active';
}

const ACCOUNT_WORDS = { active: m.active, restricted: m.restricted, 'over-limit': m.overLimit } as const;
const ACCOUNT_TONES = { active: 'green', restricted: 'gray', 'over-limit': 'red' } as const;

export const accountStateText = (intl: ReturnType<typeof useIntl>, state: AccountState) =>
  intl.formatMessage(ACCOUNT_WORDS[state]);

export function AccountStateChip({ state }: { state: AccountState }) {
  const intl = useIntl();
  return <StatusChip tone={ACCOUNT_TONES[state]}>{intl.formatMessage(ACCOUNT_WORDS[state])}</StatusChip>;
}

/**
 * Sends a form's command: "Success" (the toast's 3000 ms) and close; the server's field errors on
 * the inputs by name; a stale version said plainly; anything else above the form.
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
