import type { ApiError } from '@pms/api-client';
import { LoadingPopup, useDialogs } from '@pms/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../../shared/session/SessionContext.tsx';
import { busyCallsAtom, busyReloadsAtom } from '../../shared/state.ts';
import * as styles from './ConnectionNotices.css.ts';
import { connectionMessages, gaveUpDetailMessage, gaveUpMessage } from './messages.ts';

/** A call quicker than this never puts the popup up, so quick screens do not flicker. */
export const LOADING_POPUP_DELAY_MS = 400;

function subscribeToNetwork(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's own view of the network (spec §5, §8). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );
}

/** The last two segments of the call's address, as spec §8's non-production alert shows them. */
const whereOf = (error: ApiError) => error.path.split('/').slice(-2).join('/');

/**
 * What every screen shares about the connection: the loading popup while a call is on its way
 * (spec §2), the offline banner (spec §8 "Please Check Your Network Connection"), and the red
 * alert when a call is given up at its third timeout ("{error name} Please try again").
 */
export function ConnectionNotices() {
  const intl = useIntl();
  const session = useSession();
  const dialogs = useDialogs();
  const online = useOnline();
  const busy = useAtomValue(busyCallsAtom) + useAtomValue(busyReloadsAtom) > 0;
  const [showPopup, setShowPopup] = useState(false);

  useEffect(() => {
    if (!busy) {
      setShowPopup(false);
      return;
    }
    const timer = setTimeout(() => setShowPopup(true), LOADING_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  useEffect(
    () =>
      session.onGiveUp((error) => {
        const title = intl.formatMessage(gaveUpMessage, {
          errorName: intl.formatMessage(connectionMessages.timeoutName),
        });
        const detail = import.meta.env.PROD
          ? ''
          : ` ${intl.formatMessage(gaveUpDetailMessage, { status: error.status, where: whereOf(error) })}`;
        void dialogs.error({ title, message: `${intl.formatMessage(connectionMessages.gaveUpBody)}${detail}` });
      }),
    [session, dialogs, intl],
  );

  return (
    <>
      {online ? null : (
        <div role="alert" className={styles.offlineBanner}>
          {intl.formatMessage(connectionMessages.offline)}
        </div>
      )}
      <LoadingPopup isOpen={showPopup && online} />
    </>
  );
}
