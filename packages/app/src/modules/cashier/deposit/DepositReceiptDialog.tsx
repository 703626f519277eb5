import { Button, formatDate, formatDateTime, formatMoney, lightTheme, ModalDialog, Stack, themeRoot } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { hotelDetailQuery } from '../../../shared/hotelDetail.ts';
import * as print from '../../../shared/report/ReportPrintLayout.css.ts';
import type { DepositReceipt } from '../api/deposit.ts';
import { depositMessages as m } from './messages.ts';

const KIND = { deposit: m.receiptKindDeposit, refund: m.receiptKindRefund, forfeit: m.receiptKindForfeit } as const;

/** The receipt the server answered, shown and printable (only the receipt goes on paper). */
export function DepositReceiptDialog({ receipt, onClose }: { receipt: DepositReceipt; onClose: () => void }) {
  const intl = useIntl();
  return (
    <ModalDialog
      isOpen
      size="sm"
      onOpenChange={(open) => !open && onClose()}
      title={`${intl.formatMessage(KIND[receipt.kind])} ${receipt.receiptNumber}`}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {intl.formatMessage(m.close)}
          </Button>
          <Button variant="primary" autoFocus onPress={() => globalThis.print()}>
            {intl.formatMessage(m.print)}
          </Button>
        </>
      }
    >
      <Stack space="sm">
        <ReceiptLines receipt={receipt} />
      </Stack>
      <ReceiptPrint receipt={receipt} />
    </ModalDialog>
  );
}

function ReceiptLines({ receipt }: { receipt: DepositReceipt }) {
  const intl = useIntl();
  const foreign = receipt.foreignAmount !== null && receipt.exchangeRate !== '1.000000';
  const rows: [string, string][] = [
    [intl.formatMessage(m.receiptNumber), receipt.receiptNumber],
    [intl.formatMessage(m.receiptDate), formatDate(receipt.hotelDate)],
    [intl.formatMessage(m.confirmation), receipt.confirmationNumber],
    [intl.formatMessage(m.guest), receipt.guestName],
    [intl.formatMessage(m.receiptStay), `${formatDate(receipt.arrival)} – ${formatDate(receipt.departure)}`],
    [intl.formatMessage(m.kind), receipt.description],
    [intl.formatMessage(m.amount), formatMoney(receipt.amount)],
    ...(foreign
      ? ([
          [
            intl.formatMessage(m.receiptTendered),
            `${formatMoney(receipt.foreignAmount ?? '0')} ${receipt.currencyCode}`,
          ],
          [intl.formatMessage(m.receiptRate), receipt.exchangeRate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '')],
        ] as [string, string][])
      : []),
    ...(receipt.reference ? ([[intl.formatMessage(m.reference), receipt.reference]] as [string, string][]) : []),
    [intl.formatMessage(m.receiptBalance), formatMoney(receipt.balance)],
    [
      intl.formatMessage(m.receiptCashier),
      `${receipt.cashier} · ${receipt.shift} · ${formatDateTime(receipt.createdAt)}`,
    ],
  ];
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{label}</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The receipt on paper (A5): the report print layout's rules hide the app while it prints. */
function ReceiptPrint({ receipt }: { receipt: DepositReceipt }) {
  const intl = useIntl();
  const hotel = useQuery(hotelDetailQuery());
  useEffect(() => {
    const before = document.title;
    document.title = `${intl.formatMessage(KIND[receipt.kind])} ${receipt.receiptNumber}`;
    return () => {
      document.title = before;
    };
  }, [receipt, intl]);
  return createPortal(
    <div className={[lightTheme, themeRoot, print.root].join(' ')} data-report-print="" lang={intl.locale}>
      <style>{'@media print { @page { size: A5 portrait; margin: 10mm; } }'}</style>
      <header className={print.header}>
        <p className={print.hotel}>{hotel.data?.name ?? ''}</p>
        <p className={print.title}>
          {intl.formatMessage(KIND[receipt.kind])} · {receipt.receiptNumber}
        </p>
      </header>
      <ReceiptLines receipt={receipt} />
      <p className={print.generated} style={{ marginTop: '16mm' }}>
        ______________________ {intl.formatMessage(m.receiptSignature)}
      </p>
    </div>,
    document.body,
  );
}
