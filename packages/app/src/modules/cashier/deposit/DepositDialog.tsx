import { toCents as cents, fromCents, parseAmount } from '@pms/domain/money';
import {
  Button,
  Form,
  formatDate,
  formatMoney,
  ModalDialog,
  Notice,
  Select,
  SelectItem,
  Stack,
  TextField,
  useToast,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, failureTitle } from '../../../shared/admin/failures.ts';
import {
  type DepositAccount,
  type DepositReceipt,
  useForfeitDeposit,
  useRefundDeposit,
  useTakeDeposit,
} from '../api/deposit.ts';
import { currenciesQuery, paymentTypesQuery, ratesInForceQuery, transactionCodesQuery } from '../api/posting.ts';
import {
  chargeCodes,
  localEquivalent,
  paymentCurrency,
  shortRate,
  usablePaymentTypes,
} from '../posting/postingModel.ts';
import { isNoOpenShift, useOpenShift } from '../shift/useOpenShift.ts';
import { depositMessages as m } from './messages.ts';

export type DepositMode = 'take' | 'refund' | 'forfeit';

export interface DepositDialogProps {
  mode: DepositMode;
  account: DepositAccount;
  onPosted: (receipt: DepositReceipt) => void;
  onClose: () => void;
}

const NO_ROWS: never[] = [];

/**
 * Takes, refunds or forfeits a booking's deposit (cashier/deposit `take`, `refund`, `forfeit`):
 * a payment type tendered at the buying rate in force (the local equivalent computed exactly, as
 * the server does), or a charge code for a forfeit. Asks for the cashier's shift first. The
 * server's receipt is handed back for printing.
 */
export function DepositDialog({ mode, account, onPosted, onClose }: DepositDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const formId = useId();
  const openShift = useOpenShift();
  const take = useTakeDeposit();
  const refund = useRefundDeposit();
  const forfeit = useForfeitDeposit();
  const command = mode === 'take' ? take : mode === 'refund' ? refund : forfeit;
  const types = useQuery(paymentTypesQuery());
  const currencies = useQuery(currenciesQuery());
  const rates = useQuery(ratesInForceQuery());
  const codes = useQuery(transactionCodesQuery());
  const payments = useMemo(() => usablePaymentTypes(types.data ?? NO_ROWS), [types.data]);
  const charges = useMemo(() => chargeCodes(codes.data ?? NO_ROWS), [codes.data]);
  const held = cents(account.balance);
  const fee = account.cancellationFee === null ? 0n : cents(account.cancellationFee);
  const gone = account.status === 'cancelled' || account.status === 'no-show';
  const refundLimit = gone ? held : held - cents(account.depositRequired);
  const suggested =
    mode === 'take'
      ? account.outstanding
      : mode === 'forfeit'
        ? fromCents(fee > 0n && fee < held ? fee : held)
        : fromCents(refundLimit > 0n ? refundLimit : 0n);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [codeId, setCodeId] = useState<number | null>(null);
  const [amount, setAmount] = useState(suggested === '0.00' ? '' : suggested);
  const [reference, setReference] = useState('');
  const [description, setDescription] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const type = payments.find((row) => row.id === typeId);
  const currency = paymentCurrency(type, currencies.data ?? NO_ROWS, rates.data ?? NO_ROWS);
  const local = (currencies.data ?? NO_ROWS).find((row) => row.isLocalCurrency === 1)?.code ?? '';
  const equivalent = mode === 'forfeit' ? null : localEquivalent(amount, currency);
  const errors = {
    ...problems,
    ...Object.fromEntries(Object.entries(command.fieldErrors).map(([key, value]) => [key, value[0]])),
  };
  const title = intl.formatMessage(mode === 'take' ? m.takeTitle : mode === 'refund' ? m.refundTitle : m.forfeitTitle);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (command.isPending) return;
    setFailure(null);
    const found: Record<string, string> = {};
    const typed = parseAmount(amount);
    if (typed === null || typed === '0.00') found.amount = intl.formatMessage(m.amountInvalid);
    if (mode === 'forfeit' && codeId === null) found.transactionCodeId = intl.formatMessage(m.required_);
    if (mode !== 'forfeit' && !type) found.paymentTypeId = intl.formatMessage(m.required_);
    setProblems(found);
    if (Object.keys(found).length > 0 || typed === null) return;
    if (!(await openShift.ensureShift())) return;
    const extra = reference.trim() ? { reference: reference.trim() } : {};
    try {
      let receipt: DepositReceipt | undefined;
      if (mode === 'take') {
        [receipt] = await take.run([
          { reservationId: account.reservationId, paymentTypeId: type?.id as number, amount: typed, ...extra },
        ]);
      } else if (mode === 'refund') {
        [receipt] = await refund.run([
          { reservationId: account.reservationId, paymentTypeId: type?.id as number, amount: typed, ...extra },
        ]);
      } else {
        [receipt] = await forfeit.run([
          {
            reservationId: account.reservationId,
            transactionCodeId: codeId as number,
            amount: typed,
            ...(description.trim() ? { description: description.trim() } : {}),
          },
        ]);
      }
      if (!receipt) return;
      toast.show({
        tone: 'success',
        title: intl.formatMessage(m.done),
        message: intl.formatMessage(m.doneMessage, { receipt: receipt.receiptNumber }),
      });
      onPosted(receipt);
    } catch (error) {
      if (isNoOpenShift(error)) {
        await openShift.forget();
        setFailure({ title: intl.formatMessage(m.failed), text: intl.formatMessage(m.noShift) });
      } else {
        setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
      }
    }
  };

  const close = () => !command.isPending && onClose();
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && close()}
      title={title}
      subtitle={intl.formatMessage(m.subtitle, {
        confirmation: account.confirmationNumber,
        guest: account.guestName || account.companyName,
        arrival: formatDate(account.arrival),
      })}
      isKeyboardDismissDisabled={command.isPending}
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={command.isPending}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button variant="primary" type="submit" form={formId} isPending={command.isPending || openShift.isOpening}>
            {intl.formatMessage(m.save)}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} aria-label={title}>
        <Stack space="md">
          {failure ? (
            <Notice tone="error" title={failure.title}>
              {failure.text}
            </Notice>
          ) : null}
          <p>
            {intl.formatMessage(m.figures, {
              required: formatMoney(account.depositRequired),
              held: formatMoney(account.balance),
              outstanding: formatMoney(account.outstanding),
            })}
          </p>
          {mode === 'refund' ? (
            <p>
              {intl.formatMessage(m.refundLimit, {
                amount: formatMoney(fromCents(refundLimit > 0n ? refundLimit : 0n)),
              })}
            </p>
          ) : null}
          {mode === 'forfeit' ? (
            <p>
              {intl.formatMessage(m.forfeitHint, {
                fee: formatMoney(account.cancellationFee ?? '0.00'),
                held: formatMoney(account.balance),
              })}
            </p>
          ) : null}
          {mode === 'forfeit' ? (
            <Select
              label={intl.formatMessage(m.forfeitCode)}
              selectedKey={codeId === null ? null : String(codeId)}
              autoFocus
              isRequired
              onSelectionChange={(key) => setCodeId(key === null ? null : Number(key))}
              isInvalid={errors.transactionCodeId ? true : undefined}
              errorMessage={errors.transactionCodeId}
            >
              {charges.map((row) => (
                <SelectItem key={row.id} id={String(row.id)}>
                  {`${row.code} · ${row.name}`}
                </SelectItem>
              ))}
            </Select>
          ) : (
            <Select
              label={intl.formatMessage(m.paymentType)}
              selectedKey={typeId === null ? null : String(typeId)}
              autoFocus
              isRequired
              onSelectionChange={(key) => setTypeId(key === null ? null : Number(key))}
              isInvalid={errors.paymentTypeId ? true : undefined}
              errorMessage={errors.paymentTypeId}
            >
              {payments.map((row) => (
                <SelectItem key={row.id} id={String(row.id)}>
                  {`${row.code} · ${row.name}`}
                </SelectItem>
              ))}
            </Select>
          )}
          <TextField
            label={
              mode === 'forfeit'
                ? intl.formatMessage(m.amount)
                : intl.formatMessage(m.amountIn, { currency: currency?.code ?? local })
            }
            value={amount}
            inputMode="decimal"
            isRequired
            onChange={(value) => {
              setAmount(value);
              setProblems(({ amount: _, ...rest }) => rest);
            }}
            description={
              equivalent && currency && !currency.isLocal
                ? intl.formatMessage(m.localEquivalent, {
                    amount: `${formatMoney(equivalent)} ${local}`,
                    rate: shortRate(currency.rate),
                  })
                : undefined
            }
            isInvalid={errors.amount ? true : undefined}
            errorMessage={errors.amount}
          />
          {mode === 'forfeit' ? (
            <TextField
              label={intl.formatMessage(m.description)}
              value={description}
              maxLength={200}
              onChange={setDescription}
            />
          ) : (
            <TextField
              label={intl.formatMessage(m.reference)}
              value={reference}
              maxLength={100}
              onChange={setReference}
              isInvalid={errors.reference ? true : undefined}
              errorMessage={errors.reference}
            />
          )}
        </Stack>
      </Form>
    </ModalDialog>
  );
}
