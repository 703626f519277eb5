import { Badge } from '@pms/ui';
import { useIntl } from 'react-intl';
import type { Posting } from '../api/posting.ts';
import * as styles from './Folio.css.ts';
import { folioMessages as m } from './messages.ts';

/** What happened to a posting, as small marks beside its description: void, moved, correction, routed. */
export function PostingMarks({ posting }: { posting: Posting }) {
  const intl = useIntl();
  const marks: { text: string; tone: 'error' | 'info' | 'warning' | 'neutral' }[] = [];
  if (posting.void) marks.push({ text: intl.formatMessage(m.voidMark), tone: 'error' });
  if (posting.transferSide === 'out') marks.push({ text: intl.formatMessage(m.transferOut), tone: 'info' });
  if (posting.transferSide === 'in') marks.push({ text: intl.formatMessage(m.transferIn), tone: 'info' });
  if (posting.correctionOf !== null) marks.push({ text: intl.formatMessage(m.correction), tone: 'warning' });
  if (posting.routingInstructionId != null) marks.push({ text: intl.formatMessage(m.routed), tone: 'neutral' });
  if (marks.length === 0) return null;
  return (
    <span className={styles.markers}>
      {marks.map((mark) => (
        <Badge key={mark.text} tone={mark.tone}>
          {mark.text}
        </Badge>
      ))}
    </span>
  );
}

/** A posting's description with its marks; struck through when void. */
export function PostingDescription({ posting }: { posting: Posting }) {
  const reason = posting.voidReason ?? posting.correctionReason ?? undefined;
  return (
    <span className={styles.description} title={reason}>
      <span className={posting.void ? styles.voided : undefined}>{posting.description}</span>
      <PostingMarks posting={posting} />
    </span>
  );
}
