import { useToast } from '@pms/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../../shared/session/SessionContext.tsx';
import { sessionMessages } from './messages.ts';

/** Says "Please login again" (spec §8) when the session ends without the staff member asking. */
export function SessionNotices() {
  const session = useSession();
  const toast = useToast();
  const intl = useIntl();
  useEffect(
    () => session.onEnd(() => toast.show({ tone: 'warning', title: intl.formatMessage(sessionMessages.loginAgain) })),
    [session, toast, intl],
  );
  return null;
}
