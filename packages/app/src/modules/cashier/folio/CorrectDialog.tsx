import { formatMoney } from '@pms/ui';
import { useIntl } from 'react-intl';
import { useCorrectPosting } from '../api/folio.ts';
import type { Posting } from '../api/posting.ts';
import { PostingReasonDialog } from '../posting/PostingReasonDialog.tsx';
import { folioMessages as m } from './messages.ts';

/**
 * Corrects a posting of an earlier shift or day (cashier/folio `correct`): a counter-posting on
 * today's hotel date, reason required. The original stays as it was.
 */
export function CorrectDialog({ posting, onClose }: { posting: Posting; onClose: () => void }) {
  const intl = useIntl();
  const correct = useCorrectPosting();
  return (
    <PostingReasonDialog
      posting={posting}
      command={correct}
      needsShift
      title={intl.formatMessage(m.correctTitle)}
      subtitle={intl.formatMessage(m.correctSubtitle, {
        description: posting.description,
        amount: formatMoney(posting.total),
      })}
      reasonLabel={intl.formatMessage(m.reason)}
      reasonRequired={intl.formatMessage(m.reasonRequired)}
      action={intl.formatMessage(m.correctAction)}
      cancel={intl.formatMessage(m.cancel)}
      successTitle={intl.formatMessage(m.success)}
      successMessage={intl.formatMessage(m.corrected, { description: posting.description })}
      onClose={onClose}
    />
  );
}
