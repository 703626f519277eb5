import { fromCents, toCents } from '@pms/domain/money';
import {
  Button,
  ComboBox,
  ComboBoxItem,
  DataGrid,
  type DataGridColumn,
  dataGridColumn,
  Form,
  type FormValidationErrors,
  formatDate,
  formatMoney,
  Inline,
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
import { AdminScreen, LoadFailure } from '../../../shared/admin/AdminScreen.tsx';
import { failureText, failureTitle, fieldErrorsOf } from '../../../shared/admin/failures.ts';
import { useListParams } from '../../../shared/list/useListParams.ts';
import { referenceQuery } from '../../../shared/query/actionQuery.ts';
import {
  documentsQuery,
  onHandQuery,
  type StockDocument,
  type StockOnHand,
  useReceive,
  useTransfer,
} from '../api/stock.ts';
import {
  stockMessages as m,
  receivedMessage,
  removeLineMessage,
  shortStockMessage,
  transferredMessage,
} from './messages.ts';
import { lineAmount, quantityText, toThousandths } from './quantities.ts';
import * as styles from './StockForm.css.ts';

interface Line {
  key: number;
  itemId: number | null;
  quantity: string;
  unitCost: string;
}

interface ItemChoice {
  id: number;
  code: string;
  name: string;
  unit: string;
}

let nextKey = 1;
const emptyLine = (): Line => ({ key: nextKey++, itemId: null, quantity: '', unitCost: '' });
const COST = /^\d{1,12}(\.\d{1,2})?$/;
const NO_DOCUMENTS: StockDocument[] = [];
const NO_STOCK: StockOnHand[] = [];
const STOCK_FILTERS = ['location'] as const;

/** Thousandths on hand by item, in each location: what the transfer form shows beside a line. */
function useOnHand() {
  const stock = useQuery(onHandQuery({}));
  const byPlace = useMemo(() => {
    const map = new Map<string, bigint>();
    for (const row of stock.data ?? NO_STOCK) {
      map.set(`${row.itemId}:${row.locationId}`, toThousandths(row.quantity.replace('-', '')) ?? 0n);
    }
    return map;
  }, [stock.data]);
  return {
    stock,
    at: (itemId: number | null, locationId: number | null) => byPlace.get(`${itemId}:${locationId}`) ?? 0n,
  };
}

/** The save of a stock form: the server's field errors on the lines, the rest as a notice. */
function useStockSave() {
  const intl = useIntl();
  const [errors, setErrors] = useState<FormValidationErrors>({});
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const save = async <T,>(run: () => Promise<T>): Promise<T | null> => {
    setFailure(null);
    try {
      const answer = await run();
      setErrors({});
      return answer;
    } catch (error) {
      // The server's pointers ('/data/0/lines/0/quantity') arrive named as checkLines names them.
      setErrors(fieldErrorsOf(error, [], intl));
      setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
      return null;
    }
  };
  return { errors, setErrors, failure, save };
}

function LocationSelect({
  name,
  label,
  value,
  onChange,
  errorMessage,
}: {
  name: string;
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  errorMessage?: string | undefined;
}) {
  const locations = useQuery(referenceQuery('inventory/inventory-location'));
  return (
    <Select
      name={name}
      label={label}
      selectedKey={value === null ? null : String(value)}
      onSelectionChange={(key) => onChange(key === null ? null : Number(key))}
      isRequired
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
    >
      {(locations.data ?? []).map((location) => (
        <SelectItem key={location.id} id={String(location.id)}>
          {`${location.code} · ${location.name}`}
        </SelectItem>
      ))}
    </Select>
  );
}

/** The lines table of both forms: item, quantity and either cost and amount or stock on hand. */
function LinesTable({
  kind,
  lines,
  setLines,
  errors,
  onHand,
}: {
  kind: 'receipt' | 'transfer';
  lines: Line[];
  setLines: (lines: Line[]) => void;
  errors: FormValidationErrors;
  onHand?: { from: (itemId: number | null) => bigint | null; to: (itemId: number | null) => bigint | null };
}) {
  const intl = useIntl();
  const items = useQuery(referenceQuery('inventory/inventory-item'));
  const itemRows = (items.data ?? []) as ItemChoice[];
  const captionId = useId();
  const change = (key: number, patch: Partial<Line>) =>
    setLines(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const errorOf = (index: number, field: string) => errors[`lines.${index}.${field}`]?.join(' ');
  const total = fromCents(
    lines.reduce((sum, line) => sum + toCents(lineAmount(line.quantity, line.unitCost) ?? '0'), 0n),
  );
  return (
    <Stack space="sm">
      <div className={styles.linesFrame}>
        <table className={styles.lines} aria-labelledby={captionId}>
          <caption id={captionId} style={{ position: 'absolute', left: -9999 }}>
            {intl.formatMessage(m.lines)}
          </caption>
          <thead>
            <tr>
              <th className={styles.headCell} style={{ width: 32 }}>
                #
              </th>
              <th className={`${styles.headCell} ${styles.itemColumn}`}>{intl.formatMessage(m.item)}</th>
              <th className={styles.headCell}>{intl.formatMessage(m.unit)}</th>
              <th className={`${styles.numberHead} ${styles.quantityColumn}`}>{intl.formatMessage(m.quantity)}</th>
              {kind === 'receipt' ? (
                <>
                  <th className={`${styles.numberHead} ${styles.quantityColumn}`}>{intl.formatMessage(m.unitCost)}</th>
                  <th className={styles.numberHead}>{intl.formatMessage(m.amount)}</th>
                </>
              ) : (
                <>
                  <th className={styles.numberHead}>{intl.formatMessage(m.onHandFrom)}</th>
                  <th className={styles.numberHead}>{intl.formatMessage(m.onHandTo)}</th>
                </>
              )}
              <th className={styles.headCell} style={{ width: 90 }} />
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => {
              const item = itemRows.find((row) => row.id === line.itemId);
              const amount = lineAmount(line.quantity, line.unitCost);
              const wanted = toThousandths(line.quantity);
              const available = onHand?.from(line.itemId) ?? null;
              const isShort = kind === 'transfer' && wanted !== null && available !== null && wanted > available;
              return (
                <tr key={line.key}>
                  <td className={styles.numberCell}>{index + 1}</td>
                  <td className={styles.cell}>
                    <ComboBox<ItemChoice>
                      aria-label={`${intl.formatMessage(m.item)} ${index + 1}`}
                      defaultItems={itemRows}
                      selectedKey={line.itemId}
                      onSelectionChange={(key) => change(line.key, { itemId: key === null ? null : Number(key) })}
                      isLoading={items.isPending}
                      isInvalid={Boolean(errorOf(index, 'itemId'))}
                      errorMessage={errorOf(index, 'itemId')}
                    >
                      {(row) => (
                        <ComboBoxItem id={row.id} textValue={`${row.code} ${row.name}`}>
                          {`${row.code} · ${row.name}`}
                        </ComboBoxItem>
                      )}
                    </ComboBox>
                  </td>
                  <td className={styles.cell} style={{ paddingTop: 8 }}>
                    {item?.unit ?? ''}
                  </td>
                  <td className={styles.cell}>
                    <TextField
                      aria-label={`${intl.formatMessage(m.quantity)} ${index + 1}`}
                      inputMode="decimal"
                      value={line.quantity}
                      onChange={(quantity) => change(line.key, { quantity })}
                      isInvalid={Boolean(errorOf(index, 'quantity')) || isShort}
                      errorMessage={
                        errorOf(index, 'quantity') ??
                        (isShort && wanted !== null && available !== null
                          ? intl.formatMessage(shortStockMessage, { short: quantityText(wanted - available) })
                          : undefined)
                      }
                      autoComplete="off"
                    />
                  </td>
                  {kind === 'receipt' ? (
                    <>
                      <td className={styles.cell}>
                        <TextField
                          aria-label={`${intl.formatMessage(m.unitCost)} ${index + 1}`}
                          inputMode="decimal"
                          value={line.unitCost}
                          onChange={(unitCost) => change(line.key, { unitCost })}
                          isInvalid={Boolean(errorOf(index, 'unitCost'))}
                          errorMessage={errorOf(index, 'unitCost')}
                          autoComplete="off"
                        />
                      </td>
                      <td className={styles.numberCell}>{amount === null ? '' : formatMoney(amount)}</td>
                    </>
                  ) : (
                    <>
                      <td className={`${styles.numberCell} ${isShort ? styles.short : ''}`}>
                        {line.itemId === null ? '' : quantityText(available ?? 0n)}
                      </td>
                      <td className={styles.numberCell}>
                        {line.itemId === null ? '' : quantityText(onHand?.to(line.itemId) ?? 0n)}
                      </td>
                    </>
                  )}
                  <td className={styles.cell}>
                    <Button
                      variant="secondary"
                      size="sm"
                      isDisabled={lines.length === 1}
                      aria-label={intl.formatMessage(removeLineMessage, { line: index + 1 })}
                      onPress={() => setLines(lines.filter((other) => other.key !== line.key))}
                    >
                      ✕
                    </Button>
                  </td>
                </tr>
              );
            })}
            {kind === 'receipt' ? (
              <tr className={styles.totalRow}>
                <td className={styles.cell} />
                <td className={styles.cell} colSpan={4} style={{ textAlign: 'right', paddingTop: 8 }}>
                  {intl.formatMessage(m.total)}
                </td>
                <td className={styles.numberCell}>{formatMoney(total)}</td>
                <td className={styles.cell} />
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <Inline space="sm">
        <Button variant="secondary" onPress={() => setLines([...lines, emptyLine()])} isDisabled={lines.length >= 200}>
          {intl.formatMessage(m.addLine)}
        </Button>
      </Inline>
    </Stack>
  );
}

/** Checks the lines before sending; answers the field errors by `lines.<i>.<field>`, as fieldErrorsOf names the server's. */
function checkLines(lines: Line[], kind: 'receipt' | 'transfer', messages: Record<string, string>) {
  const errors: FormValidationErrors = {};
  for (const [index, line] of lines.entries()) {
    if (line.itemId === null) errors[`lines.${index}.itemId`] = [messages.required as string];
    const quantity = toThousandths(line.quantity);
    if (quantity === null || quantity === 0n) errors[`lines.${index}.quantity`] = [messages.quantity as string];
    if (kind === 'receipt' && !COST.test(line.unitCost.trim()))
      errors[`lines.${index}.unitCost`] = [messages.cost as string];
  }
  return errors;
}

const text = (
  id: string,
  accessor: (row: StockDocument) => string,
  header: string,
  width: number,
  isRowHeader = false,
): DataGridColumn<StockDocument> => dataGridColumn<StockDocument, string>({ id, accessor, header, width, isRowHeader });

function useDocumentColumns(kind: 'receipt' | 'transfer') {
  const intl = useIntl();
  return useMemo<DataGridColumn<StockDocument>[]>(
    () => [
      { id: 'id', accessor: 'id', header: intl.formatMessage(m.documentNumber), width: 64 },
      dataGridColumn<StockDocument, string>({
        id: 'businessDate',
        accessor: (row) => row.businessDate,
        header: intl.formatMessage(m.date),
        width: 112,
        format: (value) => formatDate(value),
      }),
      ...(kind === 'receipt'
        ? [
            text('supplier', (row) => row.supplier, intl.formatMessage(m.supplier), 170, true),
            text('supplierDocument', (row) => row.supplierDocument, intl.formatMessage(m.supplierDocument), 130),
            text('locationName', (row) => row.locationName, intl.formatMessage(m.location), 140),
          ]
        : [
            text('locationName', (row) => row.locationName, intl.formatMessage(m.fromLocation), 140, true),
            text('toLocationName', (row) => row.toLocationName, intl.formatMessage(m.toLocation), 140),
          ]),
      dataGridColumn<StockDocument, string>({
        id: 'items',
        accessor: (row) => row.lines.map((line) => `${line.quantity} ${line.itemCode}`).join(', '),
        header: intl.formatMessage(m.items),
        width: 320,
      }),
      dataGridColumn<StockDocument, string>({
        id: 'total',
        accessor: (row) => row.total,
        header: intl.formatMessage(kind === 'receipt' ? m.total : m.value),
        width: 120,
        align: 'end',
        format: (value) => formatMoney(value),
      }),
      dataGridColumn<StockDocument, string>({
        id: 'createdBy',
        accessor: (row) => String(row.createdBy),
        header: intl.formatMessage(m.by),
        width: 100,
      }),
    ],
    [intl, kind],
  );
}

/**
 * Item receiving (/menu/app/item-receiving): a supplier's delivery with its lines (quantity and
 * unit cost, amounts and total exact), received into a location in one command; recent receipts
 * below.
 */
export function ItemReceivingPage() {
  const intl = useIntl();
  const toast = useToast();
  const receive = useReceive();
  const { errors, setErrors, failure, save } = useStockSave();
  const [locationId, setLocationId] = useState<number | null>(null);
  const [supplier, setSupplier] = useState('');
  const [supplierDocument, setSupplierDocument] = useState('');
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<Line[]>(() => [emptyLine(), emptyLine()]);
  const receipts = useQuery(documentsQuery({ kind: 'receipt', limit: 50 }));
  const columns = useDocumentColumns('receipt');
  const clear = () => {
    setSupplier('');
    setSupplierDocument('');
    setNote('');
    setLines([emptyLine(), emptyLine()]);
    setErrors({});
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (receive.isPending) return;
    const used = lines.filter((line) => line.itemId !== null || line.quantity || line.unitCost);
    const required = intl.formatMessage(m.required);
    const missing = checkLines(used.length ? used : lines.slice(0, 1), 'receipt', {
      required,
      quantity: intl.formatMessage(m.quantityInvalid),
      cost: intl.formatMessage(m.costInvalid),
    });
    if (locationId === null) missing.locationId = [required];
    if (!supplier.trim()) missing.supplier = [required];
    if (Object.keys(missing).length > 0) {
      setLines(used.length ? used : lines);
      setErrors(missing);
      return;
    }
    const answer = await save(() =>
      receive.run([
        {
          locationId: locationId as number,
          supplier: supplier.trim(),
          ...(supplierDocument.trim() ? { supplierDocument: supplierDocument.trim() } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
          lines: used.map((line) => ({
            itemId: line.itemId as number,
            quantity: line.quantity.trim(),
            unitCost: line.unitCost.trim(),
          })),
        },
      ]),
    );
    const document = answer?.[0];
    if (document) {
      toast.show({
        tone: 'success',
        title: intl.formatMessage(receivedMessage, { number: document.id, total: formatMoney(document.total) }),
      });
      clear();
    }
  };
  return (
    <AdminScreen
      title={intl.formatMessage(m.receivingTitle)}
      intro={intl.formatMessage(m.receivingIntro)}
      bar={
        <Form onSubmit={submit} validationErrors={errors} style={{ width: '100%' }}>
          <Stack space="md">
            <Inline space="md" alignY="top">
              <LocationSelect
                name="locationId"
                label={intl.formatMessage(m.location)}
                value={locationId}
                onChange={setLocationId}
                errorMessage={errors.locationId?.join(' ')}
              />
              <TextField
                name="supplier"
                label={intl.formatMessage(m.supplier)}
                value={supplier}
                onChange={setSupplier}
                isRequired
                maxLength={60}
                autoComplete="off"
              />
              <TextField
                name="supplierDocument"
                label={intl.formatMessage(m.supplierDocument)}
                value={supplierDocument}
                onChange={setSupplierDocument}
                maxLength={30}
                autoComplete="off"
              />
              <TextField
                name="note"
                label={intl.formatMessage(m.note)}
                value={note}
                onChange={setNote}
                maxLength={200}
                autoComplete="off"
              />
            </Inline>
            <LinesTable kind="receipt" lines={lines} setLines={setLines} errors={errors} />
            {failure ? (
              <Notice tone="error" title={failure.title}>
                {failure.text}
              </Notice>
            ) : null}
            <Inline space="sm" align="end">
              <Button variant="secondary" onPress={clear}>
                {intl.formatMessage(m.clear)}
              </Button>
              <Button variant="primary" type="submit" isPending={receive.isPending}>
                {intl.formatMessage(m.receive)}
              </Button>
            </Inline>
          </Stack>
        </Form>
      }
      notice={<LoadFailure error={receipts.error} />}
    >
      <h2 style={{ fontSize: '1rem', margin: '0.5rem 0' }}>{intl.formatMessage(m.recentReceipts)}</h2>
      <DataGrid
        aria-label={intl.formatMessage(m.recentReceipts)}
        columns={columns}
        rows={receipts.data ?? NO_DOCUMENTS}
        getRowId={(row) => String(row.id)}
        isLoading={receipts.isFetching}
        maxHeight="24rem"
      />
    </AdminScreen>
  );
}

/**
 * Item transferring (/menu/app/item-transferring): stock from one location to another, with each
 * line's stock on hand in both; the stock on hand per location (filtered in the address) and
 * recent transfers below.
 */
export function ItemTransferringPage() {
  const intl = useIntl();
  const toast = useToast();
  const transfer = useTransfer();
  const list = useListParams({ filters: STOCK_FILTERS });
  const shownLocation = Number(list.filter('location')) || null;
  const { errors, setErrors, failure, save } = useStockSave();
  const [fromId, setFromId] = useState<number | null>(null);
  const [toId, setToId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<Line[]>(() => [emptyLine(), emptyLine()]);
  const onHand = useOnHand();
  const transfers = useQuery(documentsQuery({ kind: 'transfer', limit: 50 }));
  const columns = useDocumentColumns('transfer');
  const stockRows = useMemo(
    () => (onHand.stock.data ?? NO_STOCK).filter((row) => shownLocation === null || row.locationId === shownLocation),
    [onHand.stock.data, shownLocation],
  );
  const stockColumns = useMemo<DataGridColumn<StockOnHand>[]>(
    () => [
      dataGridColumn<StockOnHand, string>({
        id: 'locationName',
        accessor: (row) => row.locationName,
        header: intl.formatMessage(m.place),
        width: 150,
      }),
      { id: 'itemCode', accessor: 'itemCode', header: intl.formatMessage(m.item), width: 110, isRowHeader: true },
      { id: 'itemName', accessor: 'itemName', header: intl.formatMessage(m.items), width: 220 },
      { id: 'unit', accessor: 'unit', header: intl.formatMessage(m.unit), width: 70 },
      dataGridColumn<StockOnHand, string>({
        id: 'quantity',
        accessor: (row) => row.quantity,
        header: intl.formatMessage(m.quantity),
        width: 100,
        align: 'end',
      }),
      dataGridColumn<StockOnHand, string>({
        id: 'averageCost',
        accessor: (row) => row.averageCost,
        header: intl.formatMessage(m.averageCost),
        width: 120,
        align: 'end',
        format: (value) => formatMoney(value),
      }),
      dataGridColumn<StockOnHand, string>({
        id: 'value',
        accessor: (row) => row.value,
        header: intl.formatMessage(m.value),
        width: 120,
        align: 'end',
        format: (value) => formatMoney(value),
      }),
    ],
    [intl],
  );
  const clear = () => {
    setNote('');
    setLines([emptyLine(), emptyLine()]);
    setErrors({});
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (transfer.isPending) return;
    const used = lines.filter((line) => line.itemId !== null || line.quantity);
    const required = intl.formatMessage(m.required);
    const missing = checkLines(used.length ? used : lines.slice(0, 1), 'transfer', {
      required,
      quantity: intl.formatMessage(m.quantityInvalid),
      cost: '',
    });
    if (fromId === null) missing.fromLocationId = [required];
    if (toId === null) missing.toLocationId = [required];
    if (fromId !== null && fromId === toId) missing.toLocationId = [intl.formatMessage(m.sameLocation)];
    if (Object.keys(missing).length > 0) {
      setLines(used.length ? used : lines);
      setErrors(missing);
      return;
    }
    const answer = await save(() =>
      transfer.run([
        {
          fromLocationId: fromId as number,
          toLocationId: toId as number,
          ...(note.trim() ? { note: note.trim() } : {}),
          lines: used.map((line) => ({ itemId: line.itemId as number, quantity: line.quantity.trim() })),
        },
      ]),
    );
    const document = answer?.[0];
    if (document) {
      toast.show({ tone: 'success', title: intl.formatMessage(transferredMessage, { number: document.id }) });
      clear();
    }
  };
  return (
    <AdminScreen
      title={intl.formatMessage(m.transferringTitle)}
      intro={intl.formatMessage(m.transferringIntro)}
      bar={
        <Form onSubmit={submit} validationErrors={errors} style={{ width: '100%' }}>
          <Stack space="md">
            <Inline space="md" alignY="top">
              <LocationSelect
                name="fromLocationId"
                label={intl.formatMessage(m.fromLocation)}
                value={fromId}
                onChange={setFromId}
                errorMessage={errors.fromLocationId?.join(' ')}
              />
              <LocationSelect
                name="toLocationId"
                label={intl.formatMessage(m.toLocation)}
                value={toId}
                onChange={setToId}
                errorMessage={errors.toLocationId?.join(' ')}
              />
              <TextField
                name="note"
                label={intl.formatMessage(m.note)}
                value={note}
                onChange={setNote}
                maxLength={200}
                autoComplete="off"
              />
            </Inline>
            <LinesTable
              kind="transfer"
              lines={lines}
              setLines={setLines}
              errors={errors}
              onHand={{
                from: (itemId) => (fromId === null ? null : onHand.at(itemId, fromId)),
                to: (itemId) => (toId === null ? null : onHand.at(itemId, toId)),
              }}
            />
            {failure ? (
              <Notice tone="error" title={failure.title}>
                {failure.text}
              </Notice>
            ) : null}
            <Inline space="sm" align="end">
              <Button variant="secondary" onPress={clear}>
                {intl.formatMessage(m.clear)}
              </Button>
              <Button variant="primary" type="submit" isPending={transfer.isPending}>
                {intl.formatMessage(m.transfer)}
              </Button>
            </Inline>
          </Stack>
        </Form>
      }
      notice={<LoadFailure error={onHand.stock.error ?? transfers.error} />}
    >
      <Stack space="md">
        <Inline space="md" align="between" alignY="bottom">
          <h2 style={{ fontSize: '1rem', margin: 0 }}>{intl.formatMessage(m.stockOnHand)}</h2>
          <StockLocationFilter
            value={shownLocation}
            onChange={(id) => list.setFilter('location', id ? String(id) : undefined)}
          />
        </Inline>
        <DataGrid
          aria-label={intl.formatMessage(m.stockOnHand)}
          columns={stockColumns}
          rows={stockRows}
          getRowId={(row) => `${row.itemId}:${row.locationId}`}
          isLoading={onHand.stock.isFetching}
          maxHeight="22rem"
        />
        <h2 style={{ fontSize: '1rem', margin: 0 }}>{intl.formatMessage(m.recentTransfers)}</h2>
        <DataGrid
          aria-label={intl.formatMessage(m.recentTransfers)}
          columns={columns}
          rows={transfers.data ?? NO_DOCUMENTS}
          getRowId={(row) => String(row.id)}
          isLoading={transfers.isFetching}
          maxHeight="18rem"
        />
      </Stack>
    </AdminScreen>
  );
}

function StockLocationFilter({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const intl = useIntl();
  const locations = useQuery(referenceQuery('inventory/inventory-location'));
  return (
    <Select
      label={intl.formatMessage(m.place)}
      selectedKey={value === null ? 'all' : String(value)}
      onSelectionChange={(key) => onChange(key === 'all' || key === null ? null : Number(key))}
    >
      {[
        <SelectItem key="all" id="all">
          {intl.formatMessage(m.allLocations)}
        </SelectItem>,
        ...(locations.data ?? []).map((location) => (
          <SelectItem key={location.id} id={String(location.id)}>
            {`${location.code} · ${location.name}`}
          </SelectItem>
        )),
      ]}
    </Select>
  );
}
