import { parseAmount } from '@pms/domain/money';
import {
  ComboBox,
  ComboBoxItem,
  formatMoney,
  NumberField,
  Select,
  SelectItem,
  Stack,
  TextField,
  useToast,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '../../../shared/admin/FormDialog.tsx';
import { failureText, failureTitle } from '../../../shared/admin/failures.ts';
import {
  currenciesQuery,
  type Posting,
  taxTypesQuery,
  transactionCodesQuery,
  transactionGroupsQuery,
  usePostCharge,
} from '../api/posting.ts';
import { isNoOpenShift, useOpenShift } from '../shift/useOpenShift.ts';
import { refusalText } from './failures.ts';
import { postingMessages as m } from './messages.ts';
import * as styles from './Posting.css.ts';
import { PostingPreview } from './PostingPreview.tsx';
import { chargeCodes, previewCharge, WINDOWS } from './postingModel.ts';

/** What a posting dialog posts to: a stay's guest folio (made on first use) or a folio. */
export interface PostingTarget {
  stayId?: number;
  folioId?: number;
  /** Said in the dialog and the toast, e.g. "Room 204 · Smith, John". */
  label: string;
}

export interface ChargeFormProps {
  target: PostingTarget;
  /** The window the charge goes to unless staff pick another (default 1). */
  defaultWindow?: number;
  /** The posting the server answered, after the success toast. */
  onPosted?: (posting: Posting) => void;
  onClose: () => void;
}

const NO_ROWS: never[] = [];

/**
 * Posts one charge by transaction code (cashier/folio `post`) with a live preview of net, service
 * charge, tax and total computed by the server's own function on the same master data. Asks for
 * a shift first when the cashier has none open. One Idempotency-Key per intent: Post pressed
 * again after a lost answer never posts twice.
 */
export function ChargeForm({ target, defaultWindow = 1, onPosted, onClose }: ChargeFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const openShift = useOpenShift();
  const post = usePostCharge();
  const codes = useQuery(transactionCodesQuery());
  const groups = useQuery(transactionGroupsQuery());
  const taxTypes = useQuery(taxTypesQuery());
  const currencies = useQuery(currenciesQuery());
  const [codeId, setCodeId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState<number>(1);
  const [unit, setUnit] = useState('');
  const [description, setDescription] = useState('');
  const [reference, setReference] = useState('');
  const [window, setWindow] = useState(defaultWindow);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);

  const choices = useMemo(() => chargeCodes(codes.data ?? NO_ROWS), [codes.data]);
  const code = choices.find((row) => row.id === codeId);
  const line = previewCharge(code, groups.data ?? NO_ROWS, taxTypes.data ?? NO_ROWS, quantity, unit);
  const local = (currencies.data ?? NO_ROWS).find((row) => row.isLocalCurrency === 1)?.code ?? '';
  const errors = { ...problems, ...Object.fromEntries(Object.entries(post.fieldErrors).map(([k, v]) => [k, v[0]])) };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (post.isPending) return;
    setFailure(null);
    const found: Record<string, string> = {};
    if (!code) found.transactionCodeId = intl.formatMessage(m.chooseCode);
    if (!Number.isSafeInteger(quantity) || quantity < 1) found.quantity = intl.formatMessage(m.wholeQuantity);
    const amount = parseAmount(unit);
    if (amount === null) found.unitAmount = intl.formatMessage(m.amountInvalid);
    setProblems(found);
    if (Object.keys(found).length > 0 || !code || amount === null) return;
    if (!(await openShift.ensureShift())) return;
    try {
      const [posted] = await post.run([
        {
          ...(target.folioId !== undefined ? { folioId: target.folioId } : { stayId: target.stayId }),
          window,
          transactionCodeId: code.id,
          quantity,
          unitAmount: amount,
          ...(description.trim() ? { description: description.trim() } : {}),
          ...(reference.trim() ? { reference: reference.trim() } : {}),
        },
      ]);
      if (!posted) return;
      toast.show({
        tone: 'success',
        title: intl.formatMessage(m.success),
        message: intl.formatMessage(m.posted, {
          description: posted.description,
          total: formatMoney(posted.total),
          target: target.label,
        }),
      });
      onPosted?.(posted);
      onClose();
    } catch (error) {
      if (isNoOpenShift(error)) await openShift.forget();
      setFailure({
        title: failureTitle(intl, error),
        text: refusalText(intl, error) ?? failureText(intl, error),
      });
    }
  };

  return (
    <FormDialog
      isOpen={!openShift.isAsking}
      size="md"
      title={intl.formatMessage(m.chargeTitle)}
      subtitle={target.label}
      isSaving={post.isPending}
      command={{ label: intl.formatMessage(m.post), isPending: post.isPending || openShift.isOpening }}
      onClose={onClose}
      onSubmit={submit}
      failure={failure}
    >
      <Stack space="md">
        <ComboBox
          label={intl.formatMessage(m.transactionCode)}
          placeholder={intl.formatMessage(m.codePlaceholder)}
          defaultItems={choices}
          selectedKey={codeId}
          isLoading={codes.isPending}
          autoFocus
          isRequired
          onSelectionChange={(key) => {
            const next = key === null ? null : Number(key);
            setCodeId(next);
            const chosen = choices.find((row) => row.id === next);
            // A code with a price (an extra bed) fills it in; staff may change it.
            if (chosen && unit.trim() === '' && parseAmount(chosen.defaultAmount) !== '0.00') {
              setUnit(parseAmount(chosen.defaultAmount) ?? '');
            }
            setProblems(({ transactionCodeId: _, ...rest }) => rest);
          }}
          isInvalid={errors.transactionCodeId ? true : undefined}
          errorMessage={errors.transactionCodeId}
        >
          {(row) => (
            <ComboBoxItem id={row.id} textValue={`${row.code} ${row.name}`}>
              {`${row.code} · ${row.name}`}
            </ComboBoxItem>
          )}
        </ComboBox>
        <div className={styles.pair}>
          <NumberField
            label={intl.formatMessage(m.quantity)}
            value={quantity}
            minValue={1}
            step={1}
            formatOptions={{ maximumFractionDigits: 0 }}
            isRequired
            onChange={(value) => {
              setQuantity(value);
              setProblems(({ quantity: _, ...rest }) => rest);
            }}
            isInvalid={errors.quantity ? true : undefined}
            errorMessage={errors.quantity}
          />
          <TextField
            label={`${intl.formatMessage(m.unitAmount)}${local ? ` (${local})` : ''}`}
            value={unit}
            inputMode="decimal"
            isRequired
            onChange={(value) => {
              setUnit(value);
              setProblems(({ unitAmount: _, ...rest }) => rest);
            }}
            isInvalid={errors.unitAmount ? true : undefined}
            errorMessage={errors.unitAmount}
          />
        </div>
        <PostingPreview line={line} currency={local} />
        <TextField
          label={intl.formatMessage(m.description)}
          value={description}
          placeholder={code?.name}
          maxLength={200}
          description={intl.formatMessage(m.descriptionHelp)}
          onChange={setDescription}
          isInvalid={errors.description ? true : undefined}
          errorMessage={errors.description}
        />
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

/** Folio window 1..8 of a posting. */
export function WindowSelect({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (window: number) => void;
  error?: string | undefined;
}) {
  const intl = useIntl();
  return (
    <Select
      label={intl.formatMessage(m.window)}
      selectedKey={String(value)}
      onSelectionChange={(key) => onChange(Number(key))}
      isInvalid={error ? true : undefined}
      errorMessage={error}
    >
      {WINDOWS.map((window) => (
        <SelectItem key={window} id={String(window)}>
          {intl.formatMessage(m.windowNumber, { window })}
        </SelectItem>
      ))}
    </Select>
  );
}
