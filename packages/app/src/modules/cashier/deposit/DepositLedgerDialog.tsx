import { fromCents, toCents } from '@pms/domain/money';
import { Button, DataGrid, type DataGridColumn, dataGridColumn, formatDate, formatMoney, ModalDialog } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailure } from '../../../shared/admin/AdminScreen.tsx';
import { type DepositAccount, type DepositEntry, type DepositReceipt, depositQuery } from '../api/deposit.ts';
import { DepositReceiptDialog } from './DepositReceiptDialog.tsx';
import { depositMessages as m } from './messages.ts';

const KIND = {
  deposit: m.entryKindDeposit,
  refund: m.entryKindRefund,
  forfeit: m.entryKindForfeit,
  transfer: m.entryKindTransfer,
  correction: m.entryKindCorrection,
} as const;

type Row = DepositEntry & { heldAfter: string };

/** A booking's deposit ledger, oldest first, with what was held after each line; a receipt prints again. */
export function DepositLedgerDialog({ account, onClose }: { account: DepositAccount; onClose: () => void }) {
  const intl = useIntl();
  const ledger = useQuery(depositQuery(account.reservationId));
  const [reprint, setReprint] = useState<DepositReceipt | null>(null);
  const rows = useMemo<Row[]>(() => {
    let held = 0n;
    return (ledger.data?.entries ?? []).map((entry) => {
      if (!entry.void) held -= toCents(entry.total);
      return { ...entry, heldAfter: fromCents(held) };
    });
  }, [ledger.data]);
  const columns = useMemo<DataGridColumn<Row>[]>(
    () => [
      {
        id: 'hotelDate',
        accessor: 'hotelDate',
        header: intl.formatMessage(m.receiptDate),
        width: 104,
        format: (v) => formatDate(String(v)),
      },
      {
        id: 'receiptNumber',
        accessor: 'receiptNumber',
        header: intl.formatMessage(m.receiptNumber),
        width: 104,
        format: (v) => (v ? String(v) : intl.formatMessage(m.none)),
      },
      {
        id: 'kind',
        accessor: 'kind',
        header: intl.formatMessage(m.kind),
        width: 96,
        format: (v) => intl.formatMessage(KIND[v as keyof typeof KIND]),
      },
      { id: 'description', accessor: 'description', header: intl.formatMessage(m.description), width: 170 },
      dataGridColumn<Row, string>({
        id: 'received',
        accessor: (row) => fromCents(-toCents(row.total)),
        header: intl.formatMessage(m.amount),
        width: 104,
        align: 'end',
        format: (value) => formatMoney(value),
      }),
      {
        id: 'heldAfter',
        accessor: 'heldAfter',
        header: intl.formatMessage(m.held),
        width: 104,
        align: 'end',
        format: (v) => formatMoney(String(v)),
      },
      { id: 'cashier', accessor: 'cashier', header: intl.formatMessage(m.receiptCashier), width: 96 },
    ],
    [intl],
  );
  const receiptOf = (row: Row): DepositReceipt | null =>
    row.receiptNumber && (row.kind === 'deposit' || row.kind === 'refund' || row.kind === 'forfeit')
      ? {
          receiptNumber: row.receiptNumber,
          kind: row.kind,
          reservationId: account.reservationId,
          confirmationNumber: account.confirmationNumber,
          guestName: account.guestName || account.companyName,
          arrival: account.arrival,
          departure: account.departure,
          postingId: row.postingId,
          hotelDate: row.hotelDate,
          description: row.description,
          amount: fromCents(toCents(row.total) < 0n ? -toCents(row.total) : toCents(row.total)),
          currencyCode: row.currencyCode,
          foreignAmount: row.foreignAmount,
          exchangeRate: row.exchangeRate,
          reference: row.reference,
          cashier: row.cashier,
          shift: '',
          createdAt: row.createdAt,
          balance: row.heldAfter,
        }
      : null;
  return (
    <ModalDialog
      isOpen
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.entriesTitle)}
      subtitle={intl.formatMessage(m.subtitle, {
        confirmation: account.confirmationNumber,
        guest: account.guestName || account.companyName,
        arrival: formatDate(account.arrival),
      })}
      footer={
        <Button variant="primary" onPress={onClose}>
          {intl.formatMessage(m.close)}
        </Button>
      }
    >
      <LoadFailure error={ledger.error} />
      {ledger.data && rows.length === 0 ? <p>{intl.formatMessage(m.noEntries)}</p> : null}
      <DataGrid
        aria-label={intl.formatMessage(m.entriesTitle)}
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.postingId)}
        onRowAction={(key) => {
          const row = rows.find((entry) => String(entry.postingId) === String(key));
          const receipt = row ? receiptOf(row) : null;
          if (receipt) setReprint(receipt);
        }}
        isLoading={ledger.isFetching}
        maxHeight="50vh"
      />
      {reprint ? <DepositReceiptDialog receipt={reprint} onClose={() => setReprint(null)} /> : null}
    </ModalDialog>
  );
}
