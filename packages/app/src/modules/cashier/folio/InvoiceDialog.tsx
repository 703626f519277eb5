import { Button, formatDate, formatMoney, lightTheme, ModalDialog, Radio, RadioGroup, Stack, themeRoot } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { IntlProvider, useIntl } from 'react-intl';
import { LoadFailure } from '../../../shared/admin/AdminScreen.tsx';
import { LANGUAGES, type Language, languageOf } from '../../../shared/i18n/languages.ts';
import { loadMessages } from '../../../shared/i18n/load-messages.ts';
import * as print from '../../../shared/report/ReportPrintLayout.css.ts';
import { languageAtom } from '../../../shared/state.ts';
import { type Invoice, invoiceQuery } from '../api/folio.ts';
import { WindowSelect } from '../posting/ChargeForm.tsx';
import { folioMessages as m } from './messages.ts';

/** The texts of another language than the screen's, compiled as the app compiles its own. */
const invoiceTextsQuery = (language: Language) => ({
  queryKey: ['i18n', language.file] as const,
  queryFn: async () => {
    const [{ compileMessages }, texts] = await Promise.all([
      import('../../../shared/i18n/compileMessages.ts'),
      loadMessages(language),
    ]);
    return compileMessages(texts);
  },
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * Prints one window's invoice (cashier/folio `invoice`) in the language chosen: the screen's, or
 * the guest's when it differs (a Thai clerk printing an English invoice for a foreign guest).
 */
export function InvoiceDialog({
  folioId,
  defaultWindow,
  onClose,
}: {
  folioId: number;
  defaultWindow: number;
  onClose: () => void;
}) {
  const intl = useIntl();
  const screenLanguage = languageOf(useAtomValue(languageAtom));
  const [window, setWindow] = useState(defaultWindow);
  const [code, setCode] = useState<Language['code']>(screenLanguage.code);
  const language = languageOf(code);
  const invoice = useQuery(invoiceQuery(folioId, window));
  const texts = useQuery(invoiceTextsQuery(language));
  const ready = invoice.data && texts.data ? { invoice: invoice.data, messages: texts.data } : null;
  return (
    <ModalDialog
      isOpen
      size="sm"
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.invoiceTitle)}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button variant="primary" isDisabled={!ready} onPress={() => globalThis.print()}>
            {intl.formatMessage(m.print)}
          </Button>
        </>
      }
    >
      <Stack space="md">
        <LoadFailure error={invoice.error ?? texts.error} />
        <WindowSelect value={window} onChange={setWindow} />
        <RadioGroup
          label={intl.formatMessage(m.invoiceLanguage)}
          value={code}
          onChange={(value) => setCode(value as Language['code'])}
          orientation="horizontal"
        >
          {LANGUAGES.map((option) => (
            <Radio key={option.code} value={option.code}>
              {option.code}
            </Radio>
          ))}
        </RadioGroup>
        {invoice.data ? (
          <p>
            {intl.formatMessage(m.balanceDue)}: <strong>{formatMoney(invoice.data.balance)}</strong>
          </p>
        ) : null}
      </Stack>
      {ready ? (
        <IntlProvider locale={language.locale} defaultLocale="en" messages={ready.messages} onError={() => undefined}>
          <InvoicePrint invoice={ready.invoice} />
        </IntlProvider>
      ) : null}
    </ModalDialog>
  );
}

/** The invoice on paper: only it is printed (the report print layout's rules hide the app). */
export function InvoicePrint({ invoice }: { invoice: Invoice }) {
  const intl = useIntl();
  const t = (descriptor: (typeof m)[keyof typeof m]) => intl.formatMessage(descriptor as never);
  useEffect(() => {
    document.title = `${invoice.hotel.name} ${intl.formatMessage(m.invoiceNumber, { folio: invoice.folioId, window: invoice.window })}`;
  }, [invoice, intl]);
  return createPortal(
    <div className={[lightTheme, themeRoot, print.root].join(' ')} data-report-print="" lang={intl.locale}>
      <style>{'@media print { @page { size: A4 portrait; margin: 12mm; } }'}</style>
      <header className={print.header}>
        <p className={print.hotel}>{invoice.hotel.legalName || invoice.hotel.name}</p>
        {invoice.hotel.addressLines.map((line) => (
          <p key={line} className={print.generated}>
            {line}
          </p>
        ))}
        <p className={print.generated}>
          {invoice.hotel.phone ? `${t(m.phone)} ${invoice.hotel.phone}` : ''}{' '}
          {invoice.hotel.email ? `${t(m.email)} ${invoice.hotel.email}` : ''}
        </p>
        {invoice.hotel.taxId ? (
          <p className={print.generated}>
            {`${t(m.taxId)} ${invoice.hotel.taxId}`}
            {invoice.hotel.branchNumber ? ` · ${t(m.branch)} ${invoice.hotel.branchNumber}` : ''}
          </p>
        ) : null}
        <p className={print.title}>
          {t(m.invoice)} · {intl.formatMessage(m.invoiceNumber, { folio: invoice.folioId, window: invoice.window })}
        </p>
        <ul className={print.parameters}>
          <li>{`${t(m.billTo)}: ${invoice.billTo}`}</li>
          {invoice.companyName && invoice.companyName !== invoice.billTo ? (
            <li>{`${t(m.company)}: ${invoice.companyName}`}</li>
          ) : null}
          {invoice.roomNumber ? <li>{`${t(m.room)}: ${invoice.roomNumber}`}</li> : null}
          {invoice.arrival ? <li>{`${t(m.arrival)}: ${formatDate(invoice.arrival)}`}</li> : null}
          {invoice.departure ? <li>{`${t(m.departure)}: ${formatDate(invoice.departure)}`}</li> : null}
          {invoice.confirmationNumber ? <li>{`${t(m.confirmation)}: ${invoice.confirmationNumber}`}</li> : null}
          <li>{`${t(m.printedOn)}: ${formatDate(invoice.printedOn)}`}</li>
        </ul>
      </header>
      <table className={print.table}>
        <thead>
          <tr>
            <th>{t(m.hotelDate)}</th>
            <th>{t(m.description)}</th>
            <th data-align="end">{t(m.quantity)}</th>
            <th data-align="end">{t(m.net)}</th>
            <th data-align="end">{t(m.service)}</th>
            <th data-align="end">{t(m.tax)}</th>
            <th data-align="end">{t(m.total)}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.postingId}>
              <td data-kind="date">{formatDate(line.hotelDate)}</td>
              <td>
                {line.description}
                {line.kind === 'payment' && line.foreignAmount && line.currencyCode !== invoice.hotel.currencyCode
                  ? ` (${intl.formatMessage(m.paidIn, {
                      currency: line.currencyCode,
                      amount: formatMoney(line.foreignAmount),
                      rate: line.exchangeRate,
                    })})`
                  : ''}
              </td>
              <td data-align="end">{line.kind === 'charge' ? line.quantity : ''}</td>
              <td data-align="end">{line.kind === 'charge' ? formatMoney(line.netAmount) : ''}</td>
              <td data-align="end">{line.kind === 'charge' ? formatMoney(line.serviceCharge) : ''}</td>
              <td data-align="end">{line.kind === 'charge' ? formatMoney(line.tax) : ''}</td>
              <td data-align="end">{formatMoney(line.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>{t(m.charges)}</td>
            <td data-align="end">{formatMoney(invoice.netAmount)}</td>
            <td data-align="end">{formatMoney(invoice.serviceCharge)}</td>
            <td data-align="end">{formatMoney(invoice.tax)}</td>
            <td data-align="end">{formatMoney(invoice.charges)}</td>
          </tr>
          <tr>
            <td colSpan={6}>{t(m.payments)}</td>
            <td data-align="end">{formatMoney(invoice.payments)}</td>
          </tr>
          <tr>
            <td
              colSpan={6}
            >{`${t(m.balanceDue)} (${intl.formatMessage(m.allAmountsIn, { currency: invoice.hotel.currencyCode })})`}</td>
            <td data-align="end">{formatMoney(invoice.balance)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={print.generated} style={{ marginTop: '16mm' }}>
        ______________________ {t(m.signature)}
      </p>
    </div>,
    document.body,
  );
}
