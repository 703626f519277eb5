import { formatDate, formatDateTime, formatMoney, lightTheme, themeRoot } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { hotelDetailQuery } from '../../../shared/hotelDetail.ts';
import type { CashierShift, ShiftSummary } from '../api/shift.ts';
import { closeMessages as m } from './messages.ts';
import * as styles from './Shift.css.ts';

const signed = (amount: string) =>
  amount.startsWith('-') ? styles.negative : amount === '0.00' ? undefined : styles.positive;

/** "AM shift of 25-Nov-2026" and who opened and closed it. */
export function ShiftHeading({ shift }: { shift: CashierShift }) {
  const intl = useIntl();
  return (
    <div>
      <h2 className={styles.heading}>
        {intl.formatMessage(m.shiftHeading, { shift: shift.shift, date: formatDate(shift.hotelDate) })}
      </h2>
      <p className={styles.facts}>
        {shift.closedAt
          ? intl.formatMessage(m.closedFacts, {
              cashier: shift.cashier,
              opened: formatDateTime(shift.openedAt),
              closed: formatDateTime(shift.closedAt),
              closedBy: shift.closedBy ?? '',
            })
          : intl.formatMessage(m.shiftFacts, { cashier: shift.cashier, opened: formatDateTime(shift.openedAt) })}
      </p>
    </div>
  );
}

/** The shift's postings by transaction code, with the voids and transfers under them. */
export function CodeTotals({ summary }: { summary: ShiftSummary | null | undefined }) {
  const intl = useIntl();
  if (!summary) return null;
  return (
    <section className={styles.section} aria-label={intl.formatMessage(m.byCode)}>
      <h3 className={styles.sectionTitle}>{intl.formatMessage(m.byCode)}</h3>
      {summary.codes.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.nothing)}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.code)}</th>
                <th scope="col">{intl.formatMessage(m.name)}</th>
                <th scope="col">{intl.formatMessage(m.kind)}</th>
                <th scope="col" className={styles.num}>
                  {intl.formatMessage(m.count)}
                </th>
                <th scope="col" className={styles.num}>
                  {intl.formatMessage(m.net)}
                </th>
                <th scope="col" className={styles.num}>
                  {intl.formatMessage(m.service)}
                </th>
                <th scope="col" className={styles.num}>
                  {intl.formatMessage(m.tax)}
                </th>
                <th scope="col" className={styles.num}>
                  {intl.formatMessage(m.total)}
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.codes.map((line) => (
                <tr key={`${line.kind}-${line.transactionCodeId}`}>
                  <th scope="row">{line.transactionCode}</th>
                  <td>{line.name}</td>
                  <td>{intl.formatMessage(line.kind === 'charge' ? m.kindCharge : m.kindPayment)}</td>
                  <td className={styles.num}>{line.count}</td>
                  <td className={styles.num}>{formatMoney(line.netAmount)}</td>
                  <td className={styles.num}>{formatMoney(line.serviceCharge)}</td>
                  <td className={styles.num}>{formatMoney(line.tax)}</td>
                  <td className={styles.num}>{formatMoney(line.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className={styles.muted}>
        {intl.formatMessage(m.others, {
          voids: summary.voidCount,
          voidTotal: formatMoney(summary.voidTotal),
          transfers: summary.transferCount,
        })}
      </p>
    </section>
  );
}

/** The shift's payments per payment type and tendered currency (live while open, frozen once closed). */
export function PaymentTotals({ shift, localCode }: { shift: CashierShift; localCode: string }) {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-label={intl.formatMessage(m.byPayment)}>
      <h3 className={styles.sectionTitle}>{intl.formatMessage(m.byPayment)}</h3>
      {shift.totals.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.noPayments)}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.paymentType)}</th>
                <th scope="col">{intl.formatMessage(m.currency)}</th>
                <th scope="col" className={styles.num}>
                  {intl.formatMessage(m.tendered)}
                </th>
                <th scope="col" className={styles.num}>
                  {intl.formatMessage(m.local, { currency: localCode })}
                </th>
              </tr>
            </thead>
            <tbody>
              {shift.totals.map((total) => (
                <tr key={`${total.paymentTypeId}-${total.currencyCode}`}>
                  <th scope="row">{total.paymentTypeCode}</th>
                  <td>{total.currencyCode}</td>
                  <td className={styles.num}>{formatMoney(total.amount)}</td>
                  <td className={styles.num}>{formatMoney(total.localAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A closed shift's count per currency: expected, counted and the variance. */
export function CountTotals({ shift }: { shift: CashierShift }) {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-label={intl.formatMessage(m.cashCount)}>
      <h3 className={styles.sectionTitle}>{intl.formatMessage(m.cashCount)}</h3>
      {shift.counts.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.noCount)}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.currency)}</th>
                <th scope="col" className={styles.num}>
                  {intl.formatMessage(m.expected)}
                </th>
                <th scope="col" className={styles.num}>
                  {intl.formatMessage(m.counted)}
                </th>
                <th scope="col" className={styles.num}>
                  {intl.formatMessage(m.variance)}
                </th>
              </tr>
            </thead>
            <tbody>
              {shift.counts.map((count) => (
                <tr key={count.currencyCode}>
                  <th scope="row">{count.currencyCode}</th>
                  <td className={styles.num}>{formatMoney(count.expected)}</td>
                  <td className={styles.num}>{formatMoney(count.counted)}</td>
                  <td className={[styles.num, signed(count.difference)].filter(Boolean).join(' ')}>
                    {formatMoney(count.difference)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A closed shift's frozen totals as a whole: heading, codes, payments and the count. */
export function ShiftSheet({
  shift,
  summary,
  localCode,
}: {
  shift: CashierShift;
  summary: ShiftSummary | null | undefined;
  localCode: string;
}) {
  return (
    <>
      <ShiftHeading shift={shift} />
      <CodeTotals summary={summary} />
      <PaymentTotals shift={shift} localCode={localCode} />
      <CountTotals shift={shift} />
    </>
  );
}

/** The sheet alone on the printed page (white paper whatever the theme), with the hotel's name. */
export function ShiftPrint(props: {
  shift: CashierShift;
  summary: ShiftSummary | null | undefined;
  localCode: string;
}) {
  const intl = useIntl();
  const hotel = useQuery(hotelDetailQuery());
  return createPortal(
    <div className={[lightTheme, themeRoot, styles.paper].join(' ')} data-shift-sheet="">
      <style>{'@media print { @page { size: A4 portrait; margin: 12mm; } }'}</style>
      <p className={styles.hotelName}>{hotel.data?.name ?? ''}</p>
      <p className={styles.facts}>{intl.formatMessage(m.sheetTitle)}</p>
      <ShiftSheet {...props} />
    </div>,
    document.body,
  );
}
