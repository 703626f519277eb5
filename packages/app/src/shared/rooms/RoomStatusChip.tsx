import { StatusChip } from '@pms/ui';
import { useIntl } from 'react-intl';
import { conditionMessages, housekeepingMessages } from './messages.ts';
import {
  CONDITION_TONES,
  conditionOf,
  HOUSEKEEPING_TONES,
  type HousekeepingStatus,
  type RoomStatus,
} from './roomStatus.ts';

/** A room's condition (vacant clean, occupied, out of order…) as a chip: colour and its name. */
export function RoomConditionChip({ room }: { room: RoomStatus }) {
  const intl = useIntl();
  const condition = conditionOf(room);
  return <StatusChip tone={CONDITION_TONES[condition]}>{intl.formatMessage(conditionMessages[condition])}</StatusChip>;
}

/** A housekeeping status (dirty, clean, inspected) as a chip: colour and its name. */
export function HousekeepingChip({ status }: { status: HousekeepingStatus }) {
  const intl = useIntl();
  return <StatusChip tone={HOUSEKEEPING_TONES[status]}>{intl.formatMessage(housekeepingMessages[status])}</StatusChip>;
}
