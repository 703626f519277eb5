import { parseAmount } from '@pms/domain/money';
import { formatDate, formatMoney, Notice, Select, SelectItem, Stack, TextField, useToast } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '../../../shared/admin/FormDialog.tsx';
import { failureText, failureTitle } from '../../../shared/admin/failures.ts';
import { currenciesQuery, type Posting, paymentTypesQuery, ratesInForceQuery, usePostPayment } from '../api/posting.ts';
import { isNoOpenShift, useOpenShift } from '../shift/useOpenShift.ts';
import { type PostingTarget, WindowSelect } from './ChargeForm.tsx';
import { refusalText } from './failures.ts';
import { postingMessages as m } from './messages.ts';
import * as styles from './Posting.css.ts';
import { localEquivalent, paymentCurrency, shortRate, usablePaymentTypes } from './postingModel.ts';

export interface PaymentFormProps {
  target: PostingTarget;
  defaultWindow?: number;
  /** The window's balance, shown as a hint (and offered as the amount when in the local currency). */
  balance?: string;
  onPosted?: (posting: Posting) => void;
  onClose: () => void;
}

const NO_ROWS: never[] = [];

/**
 * Takes a payment (cashier/folio `pay`) by payment type, tendered in the type's currency: a
 * foreign one at the buying rate in force, shown here and kept on the posting by the server, with
 * the local equivalent computed exactly (BigInt, half up to the cent) as the server does.
 */
export function PaymentForm({ target, defaultWindow = 1, balance, onPosted, onClose }: PaymentFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const openShift = useOpenShift();
  const pay = usePostPayment();
  const types = useQuery(paymentTypesQuery());
  const currencies = useQuery(currenciesQuery());
  const rates = useQuery(ratesInForceQuery());
  const [typeId, setTypeId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [window, setWindow] = useState(defaultWindow);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);

  const choices = useMemo(() => usablePaymentTypes(types.data ?? NO_ROWS), [types.data]);
  const type = choices.find((row) => row.id === typeId);
  const currency = paymentCurrency(type, currencies.data ?? NO_ROWS, rates.data ?? NO_ROWS);
  const local = (currencies.data ?? NO_ROWS).find((row) => row.isLocalCurrency === 1)?.code ?? '';
  const equivalent = localEquivalent(amount, currency);
  const foreignWithoutRate = type !== undefined && currency === null && !rates.isPending && !currencies.isPending;
  const foreignCode = (currencies.data ?? NO_ROWS).find((row) => row.id === type?.currencyId)?.code ?? '';
  const errors = { ...problems, ...Object.fromEntries(Object.entries(pay.fieldErrors).map(([k, v]) => [k, v[0]])) };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pay.isPending) return;
    setFailure(null);
    const found: Record<string, string> = {};
    if (!type) found.paymentTypeId = intl.formatMessage(m.choosePaymentType);
    const tendered = parseAmount(amount);
    if (tendered === null) found.amount = intl.formatMessage(m.amountInvalid);
    else if (tendered === '0.00') found.amount = intl.formatMessage(m.amountPositive);
    setProblems(found);
    if (Object.keys(found).length > 0 || !type || tendered === null) return;
    if (!(await openShift.ensureShift())) return;
    try {
      const [posted] = await pay.run([
        {
          ...(target.folioId !== undefined ? { folioId: target.folioId } : { stayId: target.stayId }),
          window,
          paymentTypeId: type.id,
          amount: tendered,
          ...(reference.trim() ? { reference: reference.trim() } : {}),
        },
      ]);
      if (!posted) return;
      toast.show({
        tone: 'success',
        title: intl.formatMessage(m.success),
        message: intl.formatMessage(m.paid, {
          amount: `${formatMoney(posted.foreignAmount ?? tendered)} ${posted.currencyCode}`,
          target: target.label,
        }),
      });
      onPosted?.(posted);
      onClose();
    } catch (error) {
      if (isNoOpenShift(error)) await openShift.forget();
      setFailure({ title: failureTitle(intl, error), text: refusalText(intl, error) ?? failureText(intl, error) });
    }
  };

  return (
    <FormDialog
      isOpen={!openShift.isAsking}
      size="md"
      title={intl.formatMessage(m.paymentTitle)}
      subtitle={target.label}
      isSaving={pay.isPending}
      command={{ label: intl.formatMessage(m.pay), isPending: pay.isPending || openShift.isOpening }}
      onClose={onClose}
      onSubmit={submit}
      failure={failure}
    >
      <Stack space="md">
        {balance !== undefined ? (
          <p className={styles.muted}>
            {intl.formatMessage(m.balanceDue, { amount: `${formatMoney(balance)} ${local}` })}
          </p>
        ) : null}
        <Select
          label={intl.formatMessage(m.paymentType)}
          selectedKey={typeId === null ? null : String(typeId)}
          autoFocus
          isRequired
          onSelectionChange={(key) => {
            setTypeId(key === null ? null : Number(key));
            setProblems(({ paymentTypeId: _, ...rest }) => rest);
          }}
          isInvalid={errors.paymentTypeId ? true : undefined}
          errorMessage={errors.paymentTypeId}
        >
          {choices.map((row) => (
            <SelectItem key={row.id} id={String(row.id)}>
              {`${row.code} · ${row.name}`}
            </SelectItem>
          ))}
        </Select>
        {foreignWithoutRate ? (
          <Notice tone="warning" title={intl.formatMessage(m.noRate, { currency: foreignCode })} />
        ) : currency ? (
          <p className={styles.muted} data-testid="payment-rate">
            {currency.isLocal
              ? intl.formatMessage(m.localCurrency, { currency: currency.code })
              : intl.formatMessage(m.rate, {
                  currency: currency.code,
                  rate: shortRate(currency.rate),
                  local,
                  date: currency.effectiveDate ? formatDate(currency.effectiveDate) : '',
                })}
          </p>
        ) : null}
        <div className={styles.pair}>
          <TextField
            label={intl.formatMessage(m.tendered, { currency: currency?.code ?? local })}
            value={amount}
            inputMode="decimal"
            isRequired
            onChange={(value) => {
              setAmount(value);
              setProblems(({ amount: _, ...rest }) => rest);
            }}
            isInvalid={errors.amount ? true : undefined}
            errorMessage={errors.amount}
          />
          <TextField
            label={intl.formatMessage(m.localEquivalent, { currency: local })}
            value={equivalent === null ? '' : formatMoney(equivalent)}
            isReadOnly
          />
        </div>
        <div className={styles.pair}>
          <TextField
            label={intl.formatMessage(m.reference)}
            value={reference}
            maxLength={60}
            description={intl.formatMessage(m.referenceHelp)}
            onChange={setReference}
            isInvalid={errors.reference ? true : undefined}
            errorMessage={errors.reference}
          />
          <WindowSelect value={window} onChange={setWindow} error={errors.window} />
        </div>
      </Stack>
    </FormDialog>
  );
}
