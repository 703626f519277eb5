import { Button, ComboBox, ComboBoxItem, formatDate, Inline, Notice, Stack, TextField } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '../../../shared/admin/FormDialog.tsx';
import { referenceQuery } from '../../../shared/query/actionQuery.ts';
import {
  type ReceivableAccount,
  type ReceivablePayment,
  receivableInvoicesQuery,
  useAllocatePayment,
  useReceivePayment,
} from '../api/receivable.ts';
import * as styles from './Ledger.css.ts';
import { allocateAmountMessage, receivableMessages as m } from './messages.ts';
import { cents, MONEY_INPUT, money, showMoney, useFormSave } from './parts.tsx';

interface PaymentDialogProps {
  account: ReceivableAccount;
  /** An earlier payment to allocate; null receives a new one. */
  payment: ReceivablePayment | null;
  onClose: () => void;
}

/**
 * Receives a payment on an account (payment type, amount in its currency, reference) and
 * allocates it to open invoices, each in part or whole; or allocates what is left of an earlier
 * payment. What is not allocated stays on the account.
 */
export function PaymentDialog({ account, payment, onClose }: PaymentDialogProps) {
  const intl = useIntl();
  const types = useQuery({ ...referenceQuery('configuration/payment-type'), enabled: payment === null });
  const invoices = useQuery(receivableInvoicesQuery(account.id));
  const receive = useReceivePayment();
  const allocate = useAllocatePayment();
  const { errors, setErrors, failure, save } = useFormSave(onClose);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [lines, setLines] = useState<Record<number, string>>({});
  const open = useMemo(
    () =>
      (invoices.data ?? [])
        .filter((invoice) => invoice.status !== 'paid')
        .sort((a, b) => (a.invoiceDate === b.invoiceDate ? a.id - b.id : a.invoiceDate < b.invoiceDate ? -1 : 1)),
    [invoices.data],
  );
  // What may be allocated: the earlier payment's unallocated amount, or the amount typed (local
  // payment types; a foreign one becomes local on the server, which checks the sum again).
  const available = payment ? cents(payment.unallocated) : MONEY_INPUT.test(amount.trim()) ? cents(amount.trim()) : 0n;
  const allocated = Object.values(lines).reduce(
    (sum, text) => sum + (MONEY_INPUT.test(text.trim()) ? cents(text.trim()) : 0n),
    0n,
  );
  const isPending = receive.isPending || allocate.isPending;

  const fillOldestFirst = () => {
    let left = available;
    const next: Record<number, string> = {};
    for (const invoice of open) {
      if (left <= 0n) break;
      const take = cents(invoice.remaining) < left ? cents(invoice.remaining) : left;
      next[invoice.id] = money(take);
      left -= take;
    }
    setLines(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const missing: Record<string, string[]> = {};
    if (payment === null) {
      if (typeId === null) missing.paymentTypeId = [intl.formatMessage(m.required)];
      if (!MONEY_INPUT.test(amount.trim()) || cents(amount.trim()) === 0n) {
        missing.amount = [intl.formatMessage(m.moneyInvalid)];
      }
    }
    const allocations = open.flatMap((invoice, index) => {
      const text = (lines[invoice.id] ?? '').trim();
      if (text === '' || (MONEY_INPUT.test(text) && cents(text) === 0n)) return [];
      if (!MONEY_INPUT.test(text)) missing[`allocation-${index}`] = [intl.formatMessage(m.moneyInvalid)];
      return [{ invoiceId: invoice.id, amount: text }];
    });
    if (payment !== null && allocations.length === 0) missing.allocations = [intl.formatMessage(m.required)];
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    void save(
      () =>
        payment
          ? allocate.run([{ paymentId: payment.id, allocations }])
          : receive.run([
              {
                accountId: account.id,
                paymentTypeId: typeId as number,
                amount: amount.trim(),
                reference: reference.trim(),
                allocations,
              },
            ]),
      ['paymentTypeId', 'amount', 'reference', 'allocations'],
    );
  };

  const over = payment !== null && allocated > available;
  return (
    <FormDialog
      title={intl.formatMessage(payment ? m.allocateTitle : m.receivePayment)}
      subtitle={
        payment
          ? `${account.companyName} · ${formatDate(payment.paymentDate)} · ${payment.paymentType} ${showMoney(payment.amount)}`
          : account.companyName
      }
      isSaving={isPending}
      onClose={onClose}
      onSubmit={submit}
      validationErrors={errors}
      failure={failure}
    >
      <Stack space="md">
        {payment === null ? (
          <>
            <Inline space="md" alignY="top">
              <ComboBox<{ id: number; code: string; name: string }>
                name="paymentTypeId"
                label={intl.formatMessage(m.paymentType)}
                defaultItems={types.data ?? []}
                selectedKey={typeId}
                onSelectionChange={(key) => setTypeId(key === null ? null : Number(key))}
                isLoading={types.isPending}
                isRequired
                autoFocus
              >
                {(type) => (
                  <ComboBoxItem id={type.id} textValue={type.name}>
                    {type.name}
                  </ComboBoxItem>
                )}
              </ComboBox>
              <TextField
                name="amount"
                label={intl.formatMessage(m.amount)}
                description={intl.formatMessage(m.foreignHelp)}
                value={amount}
                onChange={setAmount}
                inputMode="decimal"
                maxLength={15}
                autoComplete="off"
                isRequired
              />
            </Inline>
            <TextField
              name="reference"
              label={intl.formatMessage(m.reference)}
              value={reference}
              onChange={setReference}
              maxLength={100}
              autoComplete="off"
            />
          </>
        ) : null}
        <Stack space="sm">
          <Inline space="sm" alignY="center">
            <strong>{intl.formatMessage(m.allocations)}</strong>
            <Button variant="secondary" size="sm" onPress={fillOldestFirst} isDisabled={open.length === 0}>
              {intl.formatMessage(m.fillOldestFirst)}
            </Button>
            <Button variant="secondary" size="sm" onPress={() => setLines({})}>
              {intl.formatMessage(m.clearAllocations)}
            </Button>
          </Inline>
          <span>{intl.formatMessage(m.allocationsHelp)}</span>
          {errors.allocations ? (
            <Notice tone="error" title={intl.formatMessage(m.allocations)}>
              {errors.allocations.join(' ')}
            </Notice>
          ) : null}
          {open.length === 0 ? <span>{intl.formatMessage(m.nothingToAllocate)}</span> : null}
          {open.map((invoice, index) => (
            <div key={invoice.id} className={styles.allocationRow}>
              <span>
                {`${invoice.invoiceNumber} · ${formatDate(invoice.invoiceDate)} · ${intl.formatMessage(m.remaining)} ${showMoney(invoice.remaining)}`}
              </span>
              <TextField
                name={`allocation-${index}`}
                aria-label={intl.formatMessage(allocateAmountMessage, { number: invoice.invoiceNumber })}
                value={lines[invoice.id] ?? ''}
                onChange={(text) => setLines((current) => ({ ...current, [invoice.id]: text }))}
                inputMode="decimal"
                maxLength={15}
                autoComplete="off"
              />
            </div>
          ))}
          <Inline space="lg">
            <span>{`${intl.formatMessage(m.toAllocate)}: ${showMoney(allocated)}`}</span>
            {available > 0n ? (
              <span>{`${intl.formatMessage(m.leftUnallocated)}: ${showMoney(available - allocated)}`}</span>
            ) : null}
          </Inline>
          {over ? (
            <Notice tone="error" title={intl.formatMessage(m.allocations)}>
              {intl.formatMessage(m.overAllocated)}
            </Notice>
          ) : null}
        </Stack>
      </Stack>
    </FormDialog>
  );
}
