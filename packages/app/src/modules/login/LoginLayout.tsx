import { LanguageSwitcher } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { hotelDetailQuery } from '../../shared/hotelDetail.ts';
import { useSession } from '../../shared/session/SessionContext.tsx';
import { languageAtom } from '../../shared/state.ts';
import * as styles from './LoginLayout.css.ts';
import { loginMessages, logoAltMessage } from './messages.ts';

export interface LoginLayoutProps {
  /** Under the hotel's name: what this screen is for. */
  subtitle: ReactNode;
  children: ReactNode;
}

/**
 * The login screen's frame (spec §2): the hotel's background image or the brand colour, its logo
 * (the product's when it has none) and name on a card, and the footer.
 */
export function LoginLayout({ subtitle, children }: LoginLayoutProps) {
  const intl = useIntl();
  const session = useSession();
  const language = useAtomValue(languageAtom);
  const detail = useQuery(hotelDetailQuery());
  const hotel = detail.data;
  const background = hotel?.bgUrl ? `url("/api${hotel.bgUrl}")` : undefined;

  return (
    <div
      className={styles.page}
      data-image={background ? true : undefined}
      style={background ? { backgroundImage: background } : undefined}
    >
      {background ? <div className={styles.scrim} /> : null}
      <div className={styles.language}>
        <LanguageSwitcher value={language} onChange={session.chooseLanguage} />
      </div>
      <main className={styles.main}>
        <div className={styles.card}>
          <div className={styles.brand}>
            {/* Nothing until the hotel is known, so the product's logo never flashes before the hotel's. */}
            {detail.isPending ? (
              <span className={styles.logo} />
            ) : hotel?.logoUrl ? (
              <img
                className={styles.logo}
                src={`/api${hotel.logoUrl}`}
                alt={intl.formatMessage(logoAltMessage, { hotel: hotel.name })}
              />
            ) : (
              <img className={styles.logo} src="/favicon.svg" alt={intl.formatMessage(loginMessages.defaultLogoAlt)} />
            )}
            <h1 className={styles.hotelName}>
              {detail.isPending ? '\u00a0' : (hotel?.name ?? intl.formatMessage(loginMessages.defaultLogoAlt))}
            </h1>
            <p className={styles.subtitle}>{subtitle}</p>
          </div>
          {children}
        </div>
      </main>
      <footer className={styles.footer}>
        <span>{intl.formatMessage(loginMessages.poweredBy)}</span>
        <span>{intl.formatMessage(loginMessages.bestView)}</span>
      </footer>
    </div>
  );
}
