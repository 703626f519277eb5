import type { Schemas } from '@pms/api-client';
import { formatDate, formatDateTime, formatMoney, Notice } from '@pms/ui';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { commonMessages } from '../../../shared/admin/messages.ts';
import { type Choice, codeAndName } from '../api/references.ts';
import { nightCountMessage } from '../messages.ts';
import { nightsBetween } from '../nights.ts';
import { ReservationStatusChip } from '../status.tsx';
import * as styles from './EditReservationPage.css.ts';
import { editMessages as m, valueMessages as v } from './messages.ts';

type Reservation = Schemas['Reservation'];

/** The reservation at a glance: confirmation number, status, booker, stay, total, and its actions. */
export function Summary({ reservation, actions }: { reservation: Reservation; actions: ReactNode }) {
  const intl = useIntl();
  const booker = [reservation.guestName, reservation.companyName].filter(Boolean).join(' · ');
  const nights = nightsBetween(reservation.arrival, reservation.departure);
  const fact = (label: MessageDescriptor, value: string) => (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{intl.formatMessage(label)}</dt>
      <dd className={styles.factValue}>{value}</dd>
    </div>
  );
  return (
    <section className={styles.summary} aria-label={intl.formatMessage(m.confirmationNumber)}>
      <div className={styles.summaryTop}>
        <span className={styles.confirmation}>{reservation.confirmationNumber}</span>
        <ReservationStatusChip status={reservation.status} />
        <span className={styles.booker}>{booker || intl.formatMessage(commonMessages.empty)}</span>
        <div className={styles.summaryActions}>{actions}</div>
      </div>
      <dl className={styles.facts}>
        {fact(
          m.stayPeriod,
          `${formatDate(reservation.arrival)} – ${formatDate(reservation.departure)} · ${intl.formatMessage(nightCountMessage, { count: nights })}`,
        )}
        {fact(m.channel, intl.formatMessage(reservation.channel === 'OTA' ? m.ota : m.nonOta))}
        {fact(m.total, formatMoney(reservation.totalAmount))}
        {fact(m.created, `${formatDateTime(reservation.createdAt)} · ${reservation.createdBy}`)}
        {fact(m.version, intl.formatNumber(reservation.version))}
      </dl>
    </section>
  );
}

/** Why and when the reservation was cancelled, and how it comes back. */
export function CancelledNotice({ reservation, reasons }: { reservation: Reservation; reasons: Choice[] | undefined }) {
  const intl = useIntl();
  const found = reasons?.find((each) => each.id === reservation.cancellationReasonId);
  const reason = found ? codeAndName(found) : intl.formatMessage(commonMessages.empty);
  return (
    <Notice
      tone="error"
      title={intl.formatMessage(v.cancelledTitle, {
        at: reservation.cancelledAt ? formatDateTime(reservation.cancelledAt) : '',
      })}
    >
      {intl.formatMessage(v.cancelledBody, { reason, fee: formatMoney(reservation.cancellationFee ?? '0') })}
      {reservation.cancellationNote
        ? ` ${intl.formatMessage(v.cancelledNote, { note: reservation.cancellationNote })}`
        : ''}{' '}
      {intl.formatMessage(m.cancelledHint)}
    </Notice>
  );
}
