import type { ReservationStatus } from '@pms/api-client';
import { StatusChip, type StatusChipTone } from '@pms/ui';
import { useIntl } from 'react-intl';
import { statusMessages } from './messages.ts';

/** Blue for bookings ahead, green while the guest is here, grey when done, red when lost, yellow while unsure. */
export const STATUS_TONES: Record<ReservationStatus, StatusChipTone> = {
  waitlist: 'yellow',
  tentative: 'yellow',
  confirmed: 'blue',
  guaranteed: 'blue',
  'in-house': 'green',
  'checked-out': 'gray',
  cancelled: 'red',
  'no-show': 'red',
};

/** A reservation's status as a coloured chip, the same on every screen that lists bookings. */
export function ReservationStatusChip({ status }: { status: ReservationStatus }) {
  const intl = useIntl();
  return <StatusChip tone={STATUS_TONES[status]}>{intl.formatMessage(statusMessages[status])}</StatusChip>;
}
