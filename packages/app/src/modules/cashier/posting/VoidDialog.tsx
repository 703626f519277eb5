import { formatMoney } from '@pms/ui';
import { useIntl } from 'react-intl';
import { type Posting, useVoidPosting } from '../api/posting.ts';
import { postingMessages as m } from './messages.ts';
import { PostingReasonDialog } from './PostingReasonDialog.tsx';

export interface VoidDialogProps {
  posting: Posting;
  onVoided?: (posting: Posting) => void;
  onClose: () => void;
}

/** Voids a posting of the cashier's open shift today (cashier/folio `void`), reason required. */
export function VoidDialog({ posting, onVoided, onClose }: VoidDialogProps) {
  const intl = useIntl();
  const voiding = useVoidPosting();
  return (
    <PostingReasonDialog
      posting={posting}
      command={voiding}
      title={intl.formatMessage(m.voidTitle)}
      subtitle={intl.formatMessage(m.voidSubtitle, {
        description: posting.description,
        amount: formatMoney(posting.total),
      })}
      reasonLabel={intl.formatMessage(m.voidReason)}
      reasonHelp={intl.formatMessage(m.voidHelp)}
      reasonRequired={intl.formatMessage(m.reasonRequired)}
      action={intl.formatMessage(m.voidAction)}
      cancel={intl.formatMessage(m.cancel)}
      successTitle={intl.formatMessage(m.success)}
      successMessage={intl.formatMessage(m.voided, { description: posting.description })}
      {...(onVoided ? { onDone: onVoided } : {})}
      onClose={onClose}
    />
  );
}
