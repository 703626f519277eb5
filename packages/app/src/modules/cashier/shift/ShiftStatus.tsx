import { Button, formatDate, Inline, StatusChip } from '@pms/ui';
import { useIntl } from 'react-intl';
import { shiftMessages as m } from './messages.ts';
import * as styles from './Shift.css.ts';
import type { OpenShift } from './useOpenShift.ts';

export interface ShiftStatusProps {
  /** useOpenShift()'s answer, shared with the screen that posts. */
  openShift: OpenShift;
}

const timeOf = (iso: string) => {
  const date = new Date(iso);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
};

/**
 * The caller's shift in a screen's bar: "AM shift of 25-Nov-2026, open since 06:02", or "No shift
 * open" with a button that asks for the shift choice.
 */
export function ShiftStatus({ openShift }: ShiftStatusProps) {
  const intl = useIntl();
  const { shift, ensureShift, isOpening } = openShift;
  if (shift === undefined) return null;
  return (
    <Inline space="sm" alignY="center">
      {shift ? (
        <StatusChip tone="green" className={styles.shiftChip}>
          {intl.formatMessage(m.current, {
            shift: shift.shift,
            date: formatDate(shift.hotelDate),
            since: timeOf(shift.openedAt),
          })}
        </StatusChip>
      ) : (
        <>
          <StatusChip tone="red">{intl.formatMessage(m.none)}</StatusChip>
          <Button size="sm" variant="secondary" isPending={isOpening} onPress={() => void ensureShift()}>
            {intl.formatMessage(m.open)}
          </Button>
        </>
      )}
    </Inline>
  );
}
