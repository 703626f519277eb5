import type { Schemas } from '@pms/api-client';
import { Button, formatDate, ModalDialog, Notice, Spinner, StatusChip } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, failureTitle, isStaleVersion } from '../../../../shared/admin/failures.ts';
import { commonMessages } from '../../../../shared/admin/messages.ts';
import type { MasterDataRow } from '../../../../shared/masterData/fields.ts';
import { hotelYearPeriodsQuery, useSetPeriodClosed } from '../../api/hotelYear.ts';
import * as styles from './HotelYearPage.css.ts';
import { closePeriodLabel, hotelYearMessages as messages, reopenPeriodLabel } from './messages.ts';

type Period = Schemas['HotelPeriod'];

interface HotelYearPeriodsDialogProps {
  /** The hotel year as the grid shows it. */
  row: MasterDataRow;
  onClose: () => void;
  /** A period was closed or reopened: the screen's success toast. */
  onSaved: () => void;
  /** A period changed since the dialog loaded it: the screen says so and reloads. */
  onStale: () => void;
}

/**
 * The accounting periods of one hotel year (`periods`), which the server writes from the year's
 * dates; each is closed or reopened on its own (`set-period-closed`, with the period's row
 * version). The dialog stays open so that staff can close several months in a row.
 */
export function HotelYearPeriodsDialog({ row, onClose, onSaved, onStale }: HotelYearPeriodsDialogProps) {
  const intl = useIntl();
  // A period saved here comes back with the reads of the path its command invalidates.
  const periods = useQuery(hotelYearPeriodsQuery(row.id));
  const setPeriodClosed = useSetPeriodClosed();
  const [savingId, setSavingId] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const yearClosed = row.closed === 1;

  const setClosed = async (period: Period, closed: 0 | 1) => {
    if (savingId !== null) return;
    setFailure(null);
    setSavingId(period.id);
    try {
      await setPeriodClosed.run([{ id: period.id, version: period.version, closed }]);
      setSavingId(null);
      onSaved();
    } catch (error) {
      setSavingId(null);
      if (isStaleVersion(error)) {
        onStale();
        return;
      }
      setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    }
  };

  const table = (periods: Period[]) => (
    <table className={styles.periods}>
      <thead>
        <tr>
          <th scope="col" className={styles.number}>
            {intl.formatMessage(messages.periodNumber)}
          </th>
          <th scope="col">{intl.formatMessage(messages.periodName)}</th>
          <th scope="col">{intl.formatMessage(messages.periodStartsOn)}</th>
          <th scope="col">{intl.formatMessage(messages.periodEndsOn)}</th>
          <th scope="col">{intl.formatMessage(messages.periodStatus)}</th>
          <th scope="col" className={styles.action}>
            <span className={styles.visuallyHidden}>{intl.formatMessage(commonMessages.actions)}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {periods.map((period) => {
          const closing = period.closed === 0;
          return (
            <tr key={period.id}>
              <td className={styles.number}>{period.number}</td>
              <th scope="row" className={styles.name}>
                {period.name}
              </th>
              <td className={styles.date}>{formatDate(period.startsOn)}</td>
              <td className={styles.date}>{formatDate(period.endsOn)}</td>
              <td>
                <StatusChip tone={period.closed === 1 ? 'gray' : 'green'}>
                  {intl.formatMessage(period.closed === 1 ? messages.periodClosed : messages.periodOpen)}
                </StatusChip>
              </td>
              <td className={styles.action}>
                <Button
                  size="sm"
                  variant="secondary"
                  className={styles.rowButton}
                  aria-label={intl.formatMessage(closing ? closePeriodLabel : reopenPeriodLabel, {
                    period: period.name,
                  })}
                  isDisabled={savingId !== null || (!closing && yearClosed)}
                  onPress={() => setClosed(period, closing ? 1 : 0)}
                >
                  {intl.formatMessage(closing ? messages.closePeriod : messages.reopenPeriod)}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );

  const body = () => {
    if (periods.isPending) return <Spinner showLabel label={intl.formatMessage(messages.periodsLoading)} />;
    if (periods.isError) {
      return (
        <Notice tone="error" title={intl.formatMessage(commonMessages.canNotConnect)}>
          {failureText(intl, periods.error)}
        </Notice>
      );
    }
    if (periods.data.length === 0) {
      return <p className={styles.message}>{intl.formatMessage(messages.periodsNone)}</p>;
    }
    return table(periods.data);
  };

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && savingId === null && onClose()}
      title={intl.formatMessage(messages.periodsTitle)}
      subtitle={`${String(row.code ?? '')} · ${String(row.name ?? '')}`}
      size="lg"
      isKeyboardDismissDisabled={savingId !== null}
      footer={
        <Button variant="secondary" onPress={onClose} isDisabled={savingId !== null}>
          {intl.formatMessage(messages.periodsDone)}
        </Button>
      }
    >
      <div className={styles.dialogBody}>
        <p className={styles.message}>
          {intl.formatMessage(yearClosed ? messages.periodsYearClosed : messages.periodsHelp)}
        </p>
        {failure ? (
          <Notice tone="error" title={failure.title}>
            {failure.text}
          </Notice>
        ) : null}
        {body()}
      </div>
    </ModalDialog>
  );
}
