import { ApiError, type Schemas } from '@pms/api-client';
import { sumMoney } from '@pms/domain/money';
import {
  Button,
  Card,
  Checkbox,
  DataGrid,
  type DataGridColumn,
  Form,
  formatDate,
  formatDateTime,
  formatMoney,
  IconButton,
  Inline,
  Link,
  Notice,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Stack,
  StatusChip,
  TextField,
  useDialogs,
  useToast,
} from '@pms/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { failureText } from '../../../shared/admin/failures.ts';
import { useDebounced } from '../../../shared/useDebounced.ts';
import {
  inHouseGuestQuery,
  type OutletSaleLineInput,
  type OutletSale as OutletSaleRow,
  outletShiftQuery,
  paymentTypesQuery,
  saleQuoteQuery,
  todaysSalesQuery,
  useOpenCashierShift,
  usePostSale,
} from '../api/sale.ts';
import {
  confirmGuestMessage,
  dueMessage,
  inHouseGuestMessage,
  saleMessages as m,
  postedPaidMessage,
  postedRoomMessage,
  removeLineMessage,
  salesTitleMessage,
  shiftOpenMessage,
} from '../messages.ts';
import * as styles from './OutletSale.css.ts';

type Outlet = Schemas['Outlet'];
type OutletItem = Schemas['OutletItem'];

export interface OutletSaleProps {
  outlet: Outlet;
  items: readonly OutletItem[];
  /** The outlet's price list, given the way to add an item to the check. */
  renderPriceList: (onAdd: (item: OutletItem) => void) => ReactNode;
}

/** Waits for typing to stop before the server prices the check again. */
const QUOTE_DEBOUNCE_MS = 250;
/** Quantities are whole. */
const COUNT_FORMAT = { maximumFractionDigits: 0 };

/**
 * The outlet's sale (issue 18): its price list beside the check being made, then the day's posted
 * checks. Every amount comes from the server (`quote` prices as `post` posts), never from
 * floating point in the browser.
 */
export function OutletSale({ outlet, items, renderPriceList }: OutletSaleProps) {
  const [lines, setLines] = useState<OutletSaleLineInput[]>([]);
  const add = (item: OutletItem) =>
    setLines((current) =>
      current.some((line) => line.outletItemId === item.id)
        ? current.map((line) =>
            line.outletItemId === item.id ? { ...line, quantity: Math.min(999, line.quantity + 1) } : line,
          )
        : [...current, { outletItemId: item.id, quantity: 1 }],
    );
  return (
    <Stack space="lg">
      <div className={styles.layout}>
        <div className={styles.priceList}>{renderPriceList(add)}</div>
        <CheckPanel outlet={outlet} items={items} lines={lines} onLinesChange={setLines} />
      </div>
      <TodaysSales outlet={outlet} />
    </Stack>
  );
}

/** The caller's cashier shift, asked for (AM / PM / Night / Cancel, spec §8) when none is open. */
function useShiftForPosting() {
  const intl = useIntl();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const current = useQuery(outletShiftQuery());
  const open = useOpenCashierShift();
  const ensure = async (): Promise<boolean> => {
    const known = current.data ?? (await queryClient.fetchQuery(outletShiftQuery()).then((answer) => answer[0]));
    if (known) return true;
    const choice = await dialogs.chooseShift({
      title: intl.formatMessage(m.shiftTitle),
      message: intl.formatMessage(m.shiftMessage),
    });
    if (choice === 'Cancel') return false;
    try {
      await open.run([{ shift: choice }]);
    } catch (error) {
      // Opened in another tab meanwhile: that shift takes the sale.
      if (!(error instanceof ApiError && error.code === 'SHIFT_OPEN')) {
        await dialogs.error({ title: intl.formatMessage(m.notPosted), message: failureText(intl, error) });
        return false;
      }
    }
    await queryClient.invalidateQueries({ queryKey: outletShiftQuery().queryKey });
    return true;
  };
  const forget = () => queryClient.invalidateQueries({ queryKey: outletShiftQuery().queryKey });
  return { shift: current.data, ensure, forget, isOpening: open.isPending };
}

/** The server's refusals of a check, in the staff's language; the field they belong to. */
function refusalOf(intl: IntlShape, error: unknown): { text: string; field?: string; noShift?: boolean } {
  if (!(error instanceof ApiError)) return { text: failureText(intl, error) };
  const field = error.errors[0]?.field.replace('/data/0/', '');
  switch (error.code) {
    case 'NO_OPEN_SHIFT':
      return { text: intl.formatMessage(m.refusedNoShift), noShift: true };
    case 'ROOM_NOT_IN_HOUSE':
      return { text: intl.formatMessage(m.refusedNotInHouse), field: 'roomNumber' };
    case 'GUEST_NAME_MISMATCH':
      return { text: intl.formatMessage(m.refusedName), field: 'guestName' };
    case 'CHECK_POSTED':
      return { text: intl.formatMessage(m.refusedPosted), field: 'checkNumber' };
    case 'OUTLET_NO_ROOM_CHARGE':
      return { text: intl.formatMessage(m.refusedNoRoomCharge), field: 'settlement' };
    case 'NOT_FOUND':
      if (field === 'roomNumber') return { text: intl.formatMessage(m.refusedNoRoom), field };
      return { text: failureText(intl, error), ...(field ? { field } : {}) };
    default:
      return { text: failureText(intl, error), ...(field ? { field } : {}) };
  }
}

interface CheckPanelProps {
  outlet: Outlet;
  items: readonly OutletItem[];
  lines: OutletSaleLineInput[];
  onLinesChange: (lines: OutletSaleLineInput[]) => void;
}

function CheckPanel({ outlet, items, lines, onLinesChange }: CheckPanelProps) {
  const intl = useIntl();
  const toast = useToast();
  const formId = useId();
  const headingId = useId();
  const shift = useShiftForPosting();
  const post = usePostSale();
  const paymentTypes = useQuery(paymentTypesQuery());
  const roomCharges = outlet.postsToRoom === 1;
  const [checkNumber, setCheckNumber] = useState('');
  const [settlement, setSettlement] = useState<'room' | 'paid'>(roomCharges ? 'room' : 'paid');
  const [roomInput, setRoomInput] = useState('');
  const [room, setRoom] = useState('');
  const [guestStayId, setGuestStayId] = useState<number | null>(null);
  const [paymentTypeId, setPaymentTypeId] = useState<number | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ text: string; noShift?: boolean } | null>(null);

  const quotedLines = useDebounced(lines, QUOTE_DEBOUNCE_MS);
  const payingWith = settlement === 'paid' && paymentTypeId !== null ? paymentTypeId : undefined;
  const quote = useQuery({
    ...saleQuoteQuery(outlet.id, quotedLines, payingWith),
    enabled: quotedLines.length > 0,
  });
  const guests = useQuery({ ...inHouseGuestQuery(room), enabled: settlement === 'room' && room !== '' });
  const guest = guests.data?.find((row) => row.stayId === guestStayId);
  const itemOf = (id: number) => items.find((item) => item.id === id);
  const priced = lines.length > 0 && quotedLines === lines && quote.data ? quote.data : null;

  const clearProblem = (field: string) => setProblems(({ [field]: _, ...rest }) => rest);
  const setQuantity = (outletItemId: number, quantity: number) =>
    onLinesChange(
      lines.map((line) =>
        line.outletItemId === outletItemId ? { ...line, quantity: Number.isFinite(quantity) ? quantity : 1 } : line,
      ),
    );
  const remove = (outletItemId: number) => onLinesChange(lines.filter((line) => line.outletItemId !== outletItemId));
  const findGuest = () => {
    setGuestStayId(null);
    setRoom(roomInput.trim());
    clearProblem('roomNumber');
    clearProblem('guestName');
  };
  const clear = () => {
    onLinesChange([]);
    setCheckNumber('');
    setRoomInput('');
    setRoom('');
    setGuestStayId(null);
    setProblems({});
    setFailure(null);
    post.reset();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (post.isPending) return;
    setFailure(null);
    const found: Record<string, string> = {};
    if (checkNumber.trim() === '') found.checkNumber = intl.formatMessage(m.checkNumberRequired);
    if (lines.length === 0) found.lines = intl.formatMessage(m.itemsRequired);
    if (settlement === 'room' && room === '') found.roomNumber = intl.formatMessage(m.roomRequired);
    else if (settlement === 'room' && !guest) found.guestName = intl.formatMessage(m.confirmRequired);
    if (settlement === 'paid' && paymentTypeId === null) found.paymentTypeId = intl.formatMessage(m.paymentRequired);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (!(await shift.ensure())) return;
    try {
      const [sale] = await post.run([
        {
          outletId: outlet.id,
          checkNumber: checkNumber.trim(),
          lines,
          settlement,
          ...(settlement === 'room'
            ? { roomNumber: room, guestName: guest?.guestName ?? '' }
            : { paymentTypeId: paymentTypeId as number }),
        },
      ]);
      if (!sale) return;
      toast.show({
        tone: 'success',
        title: intl.formatMessage(m.postedTitle),
        message:
          sale.settlement === 'room'
            ? intl.formatMessage(postedRoomMessage, {
                check: sale.checkNumber,
                total: formatMoney(sale.total),
                room: sale.roomNumber,
                guest: sale.guestName,
              })
            : intl.formatMessage(postedPaidMessage, {
                check: sale.checkNumber,
                total: formatMoney(sale.total),
                payment: sale.paymentTypeName,
              }),
      });
      clear();
    } catch (error) {
      const refusal = refusalOf(intl, error);
      if (refusal.noShift) await shift.forget();
      if (refusal.field) setProblems((current) => ({ ...current, [refusal.field as string]: refusal.text }));
      setFailure({ text: refusal.text, ...(refusal.noShift ? { noShift: true } : {}) });
    }
  };

  return (
    <Card padding="md" className={styles.check} aria-labelledby={headingId}>
      <Form id={formId} onSubmit={submit} aria-labelledby={headingId}>
        <Stack space="md">
          <Inline space="sm" align="between" alignY="center">
            <h2 id={headingId} className={styles.title}>
              {intl.formatMessage(m.checkTitle)}
            </h2>
            {shift.shift ? (
              <StatusChip tone="green">{intl.formatMessage(shiftOpenMessage, { shift: shift.shift.shift })}</StatusChip>
            ) : shift.shift === null ? (
              <span className={styles.muted}>{intl.formatMessage(m.shiftNone)}</span>
            ) : null}
          </Inline>
          {failure ? (
            <Notice tone="error" title={intl.formatMessage(m.notPosted)}>
              <Stack space="xs">
                <span>{failure.text}</span>
                {failure.noShift ? <Link href="/menu/app/posting">{intl.formatMessage(m.openCashier)}</Link> : null}
              </Stack>
            </Notice>
          ) : null}
          <TextField
            label={intl.formatMessage(m.checkNumber)}
            description={intl.formatMessage(m.checkNumberHelp)}
            value={checkNumber}
            maxLength={20}
            isRequired
            onChange={(value) => {
              setCheckNumber(value);
              clearProblem('checkNumber');
            }}
            isInvalid={problems.checkNumber ? true : undefined}
            errorMessage={problems.checkNumber}
            className={styles.checkNumber}
          />
          {lines.length === 0 ? (
            <p className={problems.lines ? styles.problem : styles.hint}>
              {problems.lines ?? intl.formatMessage(m.addHint)}
            </p>
          ) : (
            <table className={styles.lines}>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.lineItem)}</th>
                  <th scope="col" className={styles.quantityHead}>
                    {intl.formatMessage(m.lineQuantity)}
                  </th>
                  <th scope="col" className={styles.amountHead}>
                    {intl.formatMessage(m.lineAmount)}
                  </th>
                  <th scope="col">
                    <span className={styles.visuallyHidden}>{intl.formatMessage(m.clear)}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line, index) => {
                  const item = itemOf(line.outletItemId);
                  const amount = priced?.lines[index]?.total;
                  return (
                    <tr key={line.outletItemId}>
                      <th scope="row" className={styles.itemName}>
                        {item?.name ?? line.outletItemId}
                        <span className={styles.unitPrice}>{item ? formatMoney(item.price) : ''}</span>
                      </th>
                      <td className={styles.quantityCell}>
                        <NumberField
                          aria-label={`${intl.formatMessage(m.lineQuantity)} ${item?.name ?? ''}`}
                          value={line.quantity}
                          minValue={1}
                          maxValue={999}
                          step={1}
                          formatOptions={COUNT_FORMAT}
                          onChange={(value) => setQuantity(line.outletItemId, value)}
                          className={styles.quantity}
                        />
                      </td>
                      <td className={styles.amount}>{amount ? formatMoney(amount) : '…'}</td>
                      <td className={styles.removeCell}>
                        <IconButton
                          size="sm"
                          aria-label={intl.formatMessage(removeLineMessage, { item: item?.name ?? '' })}
                          onPress={() => remove(line.outletItemId)}
                        >
                          <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
                            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" fill="none" />
                          </svg>
                        </IconButton>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          {lines.length > 0 ? (
            quote.isError ? (
              <Notice tone="warning" title={intl.formatMessage(m.quoteFailed)}>
                {failureText(intl, quote.error)}
              </Notice>
            ) : (
              <dl className={styles.totals} aria-busy={!priced}>
                <dt>{intl.formatMessage(m.net)}</dt>
                <dd>{priced ? formatMoney(priced.netAmount) : '…'}</dd>
                <dt>{intl.formatMessage(m.serviceCharge)}</dt>
                <dd>{priced ? formatMoney(priced.serviceCharge) : '…'}</dd>
                <dt>{intl.formatMessage(m.tax)}</dt>
                <dd>{priced ? formatMoney(priced.tax) : '…'}</dd>
                <dt className={styles.totalLabel}>{intl.formatMessage(m.total)}</dt>
                <dd className={styles.totalValue} data-testid="check-total">
                  {priced ? `${formatMoney(priced.total)}` : '…'}
                </dd>
              </dl>
            )
          ) : null}
          <RadioGroup
            label={intl.formatMessage(m.settlement)}
            orientation="horizontal"
            value={settlement}
            onChange={(value) => {
              setSettlement(value as 'room' | 'paid');
              setFailure(null);
            }}
            description={roomCharges ? undefined : intl.formatMessage(m.noRoomCharge)}
            isInvalid={problems.settlement ? true : undefined}
            errorMessage={problems.settlement}
          >
            <Radio value="room" isDisabled={!roomCharges}>
              {intl.formatMessage(m.toRoom)}
            </Radio>
            <Radio value="paid">{intl.formatMessage(m.payNow)}</Radio>
          </RadioGroup>
          {settlement === 'room' ? (
            <Stack space="sm">
              <Inline space="sm" alignY="bottom">
                <TextField
                  label={intl.formatMessage(m.roomNumber)}
                  value={roomInput}
                  maxLength={10}
                  isRequired
                  onChange={(value) => {
                    setRoomInput(value);
                    clearProblem('roomNumber');
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      findGuest();
                    }
                  }}
                  onBlur={() => roomInput.trim() !== room && roomInput.trim() !== '' && findGuest()}
                  isInvalid={problems.roomNumber || guests.isError ? true : undefined}
                  errorMessage={
                    problems.roomNumber ?? (guests.isError ? refusalOf(intl, guests.error).text : undefined)
                  }
                  className={styles.room}
                />
                <Button variant="secondary" onPress={findGuest} isPending={guests.isFetching}>
                  {intl.formatMessage(m.findGuest)}
                </Button>
              </Inline>
              {guests.data?.map((row) => (
                <div key={row.stayId} className={styles.guest}>
                  <Checkbox
                    isSelected={guestStayId === row.stayId}
                    onChange={(selected) => {
                      setGuestStayId(selected ? row.stayId : null);
                      clearProblem('guestName');
                    }}
                  >
                    {intl.formatMessage(confirmGuestMessage, { name: row.guestName })}
                  </Checkbox>
                  <span className={styles.muted}>
                    {intl.formatMessage(inHouseGuestMessage, { departure: formatDate(row.departure) })}
                  </span>
                </div>
              ))}
              {problems.guestName ? <p className={styles.problem}>{problems.guestName}</p> : null}
            </Stack>
          ) : (
            <Stack space="xs">
              <Select
                label={intl.formatMessage(m.paymentType)}
                selectedKey={paymentTypeId === null ? null : String(paymentTypeId)}
                isRequired
                onSelectionChange={(key) => {
                  setPaymentTypeId(key === null ? null : Number(key));
                  clearProblem('paymentTypeId');
                }}
                isInvalid={problems.paymentTypeId ? true : undefined}
                errorMessage={problems.paymentTypeId}
                className={styles.payment}
              >
                {(paymentTypes.data ?? []).map((type) => (
                  <SelectItem key={type.id} id={String(type.id)}>
                    {`${type.code} · ${type.name}`}
                  </SelectItem>
                ))}
              </Select>
              {priced?.foreignAmount && priced.exchangeRate !== '1.000000' ? (
                <p className={styles.due} data-testid="amount-due">
                  {intl.formatMessage(dueMessage, {
                    amount: formatMoney(priced.foreignAmount),
                    currency: priced.currencyCode,
                    rate: priced.exchangeRate.replace(/\.?0+$/, ''),
                  })}
                </p>
              ) : null}
            </Stack>
          )}
          <Inline space="sm" align="end">
            <Button variant="secondary" onPress={clear} isDisabled={post.isPending}>
              {intl.formatMessage(m.clear)}
            </Button>
            <Button variant="primary" type="submit" isPending={post.isPending || shift.isOpening}>
              {intl.formatMessage(m.post)}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Card>
  );
}

const NO_SALES: OutletSaleRow[] = [];

/** The footer's row: blank but for the day's total. */
const EMPTY_ROW: OutletSaleRow = {
  id: null,
  outletId: 0,
  outletCode: '',
  outletName: '',
  checkNumber: '',
  hotelDate: '',
  settlement: null,
  stayId: null,
  roomNumber: '',
  guestName: '',
  folioId: null,
  paymentTypeId: null,
  paymentTypeName: '',
  currencyCode: '',
  foreignAmount: null,
  exchangeRate: '1.000000',
  paymentPostingId: null,
  lines: [],
  netAmount: '0.00',
  serviceCharge: '0.00',
  tax: '0.00',
  total: '0.00',
  shiftId: null,
  cashier: '',
  createdAt: null,
};

/** The outlet's checks of today's hotel date, newest first, with the day's total. */
function TodaysSales({ outlet }: { outlet: Outlet }) {
  const intl = useIntl();
  const headingId = useId();
  const sales = useQuery(todaysSalesQuery(outlet.id));
  const rows = sales.data ?? NO_SALES;
  const columns = useMemo<DataGridColumn<OutletSaleRow>[]>(
    () => [
      {
        id: 'check',
        accessor: 'checkNumber',
        header: intl.formatMessage(m.columnCheck),
        width: 130,
        isRowHeader: true,
      },
      {
        id: 'time',
        accessor: 'createdAt',
        header: intl.formatMessage(m.columnTime),
        width: 80,
        format: (value) => (value ? (formatDateTime(value).split('/')[1] ?? '') : ''),
      },
      {
        id: 'settlement',
        accessor: 'settlement',
        header: intl.formatMessage(m.columnSettlement),
        width: 120,
        format: (value) => (value === null ? '' : intl.formatMessage(value === 'room' ? m.toRoom : m.payNow)),
      },
      {
        id: 'to',
        accessor: (sale) =>
          sale.settlement === null
            ? ''
            : sale.settlement === 'room'
              ? `${sale.roomNumber} · ${sale.guestName}`
              : sale.foreignAmount && sale.exchangeRate !== '1.000000'
                ? `${sale.paymentTypeName} · ${sale.currencyCode} ${formatMoney(sale.foreignAmount)}`
                : sale.paymentTypeName,
        header: intl.formatMessage(m.columnTo),
        width: 220,
      },
      {
        id: 'items',
        accessor: (sale) => sale.lines.map((line) => `${line.quantity} × ${line.itemName}`).join(', '),
        header: intl.formatMessage(m.columnItems),
        width: 240,
      },
      {
        id: 'total',
        accessor: 'total',
        header: intl.formatMessage(m.columnTotal),
        width: 100,
        align: 'end',
        format: (value) => formatMoney(value),
        csv: (value) => value,
      },
      { id: 'cashier', accessor: 'cashier', header: intl.formatMessage(m.columnCashier), width: 90 },
    ],
    [intl],
  );
  const footer = useMemo<OutletSaleRow>(
    () => ({ ...EMPTY_ROW, outletId: outlet.id, total: sumMoney(rows.map((sale) => sale.total)) }),
    [rows, outlet.id],
  );
  return (
    <Card padding="md" className={styles.sales}>
      <Stack space="sm">
        <h2 id={headingId} className={styles.title}>
          {intl.formatMessage(salesTitleMessage, { outlet: outlet.name })}
        </h2>
        {sales.isError ? (
          <Notice tone="error" title={failureText(intl, sales.error)} />
        ) : rows.length === 0 && !sales.isPending ? (
          <p className={styles.muted}>{intl.formatMessage(m.salesNone)}</p>
        ) : (
          <DataGrid
            aria-labelledby={headingId}
            columns={columns}
            rows={rows}
            isLoading={sales.isPending}
            getRowId={(sale) => String(sale.id)}
            footerRow={rows.length > 0 ? footer : undefined}
            footerLabel={intl.formatMessage(m.salesTotal)}
            className={styles.grid}
          />
        )}
      </Stack>
    </Card>
  );
}
