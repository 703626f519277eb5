import { ApiError } from '@pms/api-client';
import { Button, formatDate, formatMoney, Notice, Stack, TextField, Toolbar, useDialogs, useToast } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { AdminScreen, LoadFailure } from '../../../shared/admin/AdminScreen.tsx';
import { failureText, failureTitle } from '../../../shared/admin/failures.ts';
import { PrintIcon, ReloadIcon } from '../../../shared/admin/icons.tsx';
import { currenciesQuery } from '../api/posting.ts';
import { type CashierShift, currentShiftQuery, shiftSummaryQuery, useCloseShift } from '../api/shift.ts';
import { countsToSend, currenciesToCount, expectedCash, variance } from './closeModel.ts';
import { closeMessages as m } from './messages.ts';
import * as styles from './Shift.css.ts';
import { CodeTotals, PaymentTotals, ShiftHeading, ShiftPrint, ShiftSheet } from './ShiftSheet.tsx';
import { ShiftStatus } from './ShiftStatus.tsx';
import { useOpenShift } from './useOpenShift.ts';

const NO_ROWS: never[] = [];

/** The server's refusals of a close, in the cashier's words. */
function closeRefusal(intl: ReturnType<typeof useIntl>, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'CASH_NOT_COUNTED') return intl.formatMessage(m.cashNotCounted);
    if (error.code === 'SHIFT_CLOSED') return intl.formatMessage(m.alreadyClosed);
    if (error.code === 'NOT_YOUR_SHIFT') return intl.formatMessage(m.notYours);
  }
  return failureText(intl, error);
}

/**
 * app/app-close-shift: the caller's open shift, its postings by transaction code and payments by
 * type and currency (live), the cash counted per currency against what the shift took, with the
 * variance as it is typed (the count is not blind: the cashier sees the expected cash), then the
 * close with a confirmation. After the close the frozen totals stay on screen, ready to print.
 */
export function CloseShiftPage() {
  const intl = useIntl();
  const dialogs = useDialogs();
  const toast = useToast();
  const openShift = useOpenShift();
  const current = useQuery(currentShiftQuery());
  const shift = current.data ?? null;
  const summary = useQuery({ ...shiftSummaryQuery(shift?.id ?? 0, true), enabled: shift !== null });
  const currencies = useQuery(currenciesQuery());
  const close = useCloseShift();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const [closed, setClosed] = useState<CashierShift | null>(null);
  const closedSummary = useQuery({ ...shiftSummaryQuery(closed?.id ?? 0, false), enabled: closed !== null });

  const localCode = (currencies.data ?? NO_ROWS).find((row) => row.isLocalCurrency === 1)?.code ?? '';
  const expected = useMemo(() => (shift ? expectedCash(shift) : new Map<string, string>()), [shift]);
  const toCount = useMemo(() => (shift ? currenciesToCount(shift, localCode) : []), [shift, localCode]);

  const submit = async () => {
    if (!shift || close.isPending) return;
    setFailure(null);
    const { counts, invalid: bad } = countsToSend(toCount, typed);
    setInvalid(bad);
    if (bad) return;
    const variances = counts
      .map(
        (count) => [count.currencyCode, variance(count.counted, expected.get(count.currencyCode) ?? '0.00')] as const,
      )
      .filter(([, value]) => value !== null && value !== '0.00')
      .map(([code, value]) => `${code} ${formatMoney(value as string)}`);
    const ok = await dialogs.confirm({
      title: intl.formatMessage(m.confirmTitle),
      message: intl.formatMessage(m.confirm, {
        shift: shift.shift,
        date: formatDate(shift.hotelDate),
        variance:
          variances.length === 0
            ? intl.formatMessage(m.noVariance)
            : intl.formatMessage(m.withVariance, { list: variances.join(', ') }),
      }),
      isDestructive: true,
    });
    if (!ok) return;
    try {
      const [frozen] = await close.run([{ id: shift.id, counts }]);
      if (frozen) setClosed(frozen);
      setTyped({});
      await openShift.forget();
      toast.show({
        tone: 'success',
        title: intl.formatMessage(m.closedTitle),
        message: intl.formatMessage(m.closedBody, { shift: shift.shift, date: formatDate(shift.hotelDate) }),
      });
    } catch (error) {
      setFailure({
        title:
          error instanceof ApiError && error.status === 403
            ? failureTitle(intl, error)
            : intl.formatMessage(m.notClosed),
        text: closeRefusal(intl, error),
      });
      if (error instanceof ApiError && error.code === 'SHIFT_CLOSED') await openShift.forget();
    }
  };

  const toolbar = (
    <Toolbar aria-label={intl.formatMessage(m.toolbar)} className={adminStyles.toolbar}>
      {closed ? (
        <Button variant="secondary" onPress={() => window.print()}>
          <span className={adminStyles.buttonContent}>
            <PrintIcon />
            {intl.formatMessage(m.print)}
          </span>
        </Button>
      ) : null}
      <Button
        variant="secondary"
        onPress={() => {
          void current.refetch();
          if (shift) void summary.refetch();
        }}
        isDisabled={current.isFetching}
      >
        <span className={adminStyles.buttonContent}>
          <ReloadIcon />
          {intl.formatMessage(m.reload)}
        </span>
      </Button>
    </Toolbar>
  );

  return (
    <AdminScreen
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro)}
      bar={
        <div className={styles.shiftHeader}>
          {/* The open shift is the screen's heading; without one, the chip offers to open one. */}
          {shift ? <span /> : <ShiftStatus openShift={openShift} />}
          {toolbar}
        </div>
      }
      notice={<LoadFailure error={current.error ?? summary.error} />}
    >
      {closed ? (
        <Stack space="md">
          <Notice tone="success" title={intl.formatMessage(m.closedTitle)}>
            {intl.formatMessage(m.closedBody, { shift: closed.shift, date: formatDate(closed.hotelDate) })}
          </Notice>
          <ShiftSheet shift={closed} summary={closedSummary.data} localCode={localCode} />
          <ShiftPrint shift={closed} summary={closedSummary.data} localCode={localCode} />
        </Stack>
      ) : shift ? (
        <div className={styles.closeLayout}>
          <Stack space="md">
            <ShiftHeading shift={shift} />
            <p className={styles.muted}>{intl.formatMessage(m.live)}</p>
            <CodeTotals summary={summary.data} />
            <PaymentTotals shift={shift} localCode={localCode} />
          </Stack>
          <section className={styles.section} aria-label={intl.formatMessage(m.cashCount)}>
            <h3 className={styles.sectionTitle}>{intl.formatMessage(m.cashCount)}</h3>
            <p className={styles.muted}>{intl.formatMessage(m.cashCountHelp)}</p>
            {failure ? (
              <Notice tone="error" title={failure.title}>
                {failure.text}
              </Notice>
            ) : null}
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage(m.currency)}</th>
                    <th scope="col" className={styles.num}>
                      {intl.formatMessage(m.expected)}
                    </th>
                    <th scope="col">{intl.formatMessage(m.counted)}</th>
                    <th scope="col" className={styles.num}>
                      {intl.formatMessage(m.variance)}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {toCount.map((code) => {
                    const want = expected.get(code) ?? '0.00';
                    const difference = variance(typed[code] ?? '', want);
                    return (
                      <tr key={code}>
                        <th scope="row">{code}</th>
                        <td className={styles.num}>{formatMoney(want)}</td>
                        <td>
                          <TextField
                            aria-label={intl.formatMessage(m.countedIn, { currency: code })}
                            value={typed[code] ?? ''}
                            inputMode="decimal"
                            className={styles.countInput}
                            onChange={(value) => {
                              setTyped((all) => ({ ...all, [code]: value }));
                              setInvalid(null);
                            }}
                            isInvalid={invalid === code ? true : undefined}
                            errorMessage={
                              invalid === code ? intl.formatMessage(m.countInvalid, { currency: code }) : undefined
                            }
                          />
                        </td>
                        <td
                          className={[
                            styles.num,
                            difference?.startsWith('-')
                              ? styles.negative
                              : difference && difference !== '0.00'
                                ? styles.positive
                                : '',
                          ].join(' ')}
                          data-testid={`variance-${code}`}
                        >
                          {difference === null ? '—' : formatMoney(difference)}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <div>
              <Button variant="primary" onPress={() => void submit()} isPending={close.isPending}>
                {intl.formatMessage(m.close)}
              </Button>
            </div>
          </section>
        </div>
      ) : current.isSuccess ? (
        <Notice tone="info" title={intl.formatMessage(m.noShift)}>
          {intl.formatMessage(m.noShiftBody)}
        </Notice>
      ) : null}
    </AdminScreen>
  );
}
