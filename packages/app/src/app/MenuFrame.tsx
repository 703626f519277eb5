import { TopBar, TopBarLink } from '@pms/ui';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { useActionData } from '../shared/api.ts';
import { nameAtom } from '../shared/state.ts';
import * as styles from './MenuFrame.css.ts';
import { frameMessages } from './session/messages.ts';
import { useSession } from './session/SessionContext.tsx';

const NO_CRITERIA: [] = [];

/**
 * Everything under /menu until the shell arrives: the hotel, who is signed in, a way out, and the
 * page. The shell (top tabs, side menu, hotel date) replaces it.
 */
export function MenuFrame() {
  const intl = useIntl();
  const session = useSession();
  const name = useAtomValue(nameAtom);
  const detail = useActionData('configuration/HotelDetail', 'get', NO_CRITERIA);
  const hotel = detail.state === 'ready' ? detail.data[0] : undefined;

  const logo = (
    <span className={styles.brand}>
      <img
        className={styles.logo}
        src={hotel?.logoUrl ? `/api${hotel.logoUrl}` : '/favicon.svg'}
        alt=""
        width={32}
        height={32}
      />
      <span className={styles.hotelName}>{hotel?.name ?? intl.formatMessage(frameMessages.defaultLogoAlt)}</span>
    </span>
  );

  return (
    <div className={styles.frame}>
      <TopBar
        logo={logo}
        userName={name || undefined}
        logoutLink={
          <TopBarLink icon="logout" tone="danger" onPress={() => void session.logout()}>
            {intl.formatMessage(frameMessages.logout)}
          </TopBarLink>
        }
      />
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
