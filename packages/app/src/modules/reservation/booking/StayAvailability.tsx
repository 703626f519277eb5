import { Badge, formatDate } from '@pms/ui';
import { useIntl } from 'react-intl';
import type { StayAvailability } from './availability.ts';
import {
  availableMessage,
  stayDetailMessages as d,
  leftMessage,
  stayMessages as m,
  noneLeftMessage,
  shortMessage,
} from './messages.ts';
import * as styles from './StayEditor.css.ts';

interface AvailabilityProps {
  availability: StayAvailability | undefined;
  /** A newer answer is on its way. */
  isChecking: boolean;
  failed?: boolean;
  /** The booking's status holds rooms (confirmed, guaranteed): none left is then a refusal. */
  holdsRooms: boolean;
}

/** What is left for a stay as a badge beside its title: "4 left", "None left on 22-Nov-2026". */
export function AvailabilityBadge({ availability, isChecking, failed = false, holdsRooms }: AvailabilityProps) {
  const intl = useIntl();
  let content: { tone: 'neutral' | 'success' | 'warning' | 'error'; text: string };
  if (failed) content = { tone: 'warning', text: intl.formatMessage(m.availabilityFailed) };
  else if (!availability || availability.kind === 'unknown') {
    content = {
      tone: 'neutral',
      text: intl.formatMessage(isChecking ? m.checkingAvailability : m.availabilityPending),
    };
  } else if (availability.kind === 'none') {
    content = {
      tone: holdsRooms ? 'error' : 'warning',
      text: intl.formatMessage(noneLeftMessage, { date: formatDate(availability.nights[0] as string) }),
    };
  } else {
    content = {
      tone: availability.left <= 2 ? 'warning' : 'success',
      text: intl.formatMessage(leftMessage, { count: availability.left }),
    };
  }
  return (
    <span className={styles.availability} aria-live="polite" aria-busy={isChecking || undefined}>
      <Badge tone={content.tone} data-stale={isChecking ? 'true' : undefined} className={styles.availabilityBadge}>
        {content.text}
      </Badge>
      {!holdsRooms && availability?.kind === 'none' ? (
        <span className={styles.muted}>{intl.formatMessage(m.noInventory)}</span>
      ) : null}
    </span>
  );
}

/**
 * What is left for a stay in words, under its fields: the rooms of its type left on its fullest
 * night once it has its own, or the nights it would oversell.
 */
export function AvailabilityLine({
  availability,
  isChecking,
  holdsRooms,
  typeCode,
}: AvailabilityProps & { typeCode: string }) {
  const intl = useIntl();
  const line = (text: string, tone?: string) => (
    <p className={tone ? `${styles.availabilityLine} ${tone}` : styles.availabilityLine} role="status">
      {text}
    </p>
  );
  if (!holdsRooms) return line(intl.formatMessage(d.noInventory));
  if (isChecking) return line(intl.formatMessage(d.checking));
  switch (availability?.kind) {
    case 'left':
      return line(
        intl.formatMessage(availableMessage, { count: availability.left - 1, type: typeCode }),
        styles.availabilityGood,
      );
    case 'none':
      return line(
        intl.formatMessage(shortMessage, {
          type: typeCode,
          nights: availability.nights.map((night) => formatDate(night)).join(', '),
        }),
        styles.availabilityShort,
      );
    default:
      return line(intl.formatMessage(d.availabilityUnknown));
  }
}
