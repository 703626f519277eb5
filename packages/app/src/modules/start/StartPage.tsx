import { Card, formatDate, Notice, Stack } from '@pms/ui';
import { useIntl } from 'react-intl';
import { useActionData } from '../../shared/api.ts';
import { sharedMessages } from '../../shared/messages.ts';
import { logoAltMessage, startMessages } from './messages.ts';
import * as styles from './StartPage.css.ts';

const NO_CRITERIA: [] = [];

/** What the server knows of the hotel: its logo, name and hotel date, straight from the database. */
export function StartPage() {
  const intl = useIntl();
  const detail = useActionData('configuration/HotelDetail', 'get', NO_CRITERIA);
  const hotelDate = useActionData('configuration/hotel', 'GetHotelDate', NO_CRITERIA);

  const failed = detail.state === 'failed' || hotelDate.state === 'failed';
  const hotel = detail.state === 'ready' ? detail.data[0] : undefined;
  const date = hotelDate.state === 'ready' ? hotelDate.data[0]?.value : undefined;
  const background = hotel?.bgUrl ? `url("/api${hotel.bgUrl}")` : undefined;

  return (
    <main className={styles.page} style={background ? { backgroundImage: background } : undefined}>
      <Card>
        <Stack gap="lg" align="center">
          {hotel?.logoUrl ? (
            <img
              className={styles.logo}
              src={`/api${hotel.logoUrl}`}
              alt={intl.formatMessage(logoAltMessage, { hotel: hotel.name })}
            />
          ) : (
            <img className={styles.logo} src="/favicon.svg" alt={intl.formatMessage(startMessages.defaultLogoAlt)} />
          )}
          {failed ? (
            <Notice tone="error" title={intl.formatMessage(sharedMessages.canNotConnect)} />
          ) : hotel && date ? (
            <Stack gap="xs" align="center">
              <h1 className={styles.hotelName}>{hotel.name}</h1>
              <p className={styles.hotelDate}>
                <span>{intl.formatMessage(startMessages.hotelDate)}</span>{' '}
                <time dateTime={date} className={styles.dateValue}>
                  {formatDate(date)}
                </time>
              </p>
            </Stack>
          ) : (
            <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>
          )}
          <Notice tone="info" title={intl.formatMessage(startMessages.signInPendingTitle)}>
            {intl.formatMessage(startMessages.signInPendingBody)}
          </Notice>
        </Stack>
      </Card>
      <footer className={styles.footer}>
        <span>{intl.formatMessage(startMessages.poweredBy)}</span>
        <span>{intl.formatMessage(startMessages.bestView)}</span>
      </footer>
    </main>
  );
}
