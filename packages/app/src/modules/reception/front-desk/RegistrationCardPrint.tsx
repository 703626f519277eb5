import type { Schemas } from '@pms/api-client';
import { formatDate, lightTheme, themeRoot } from '@pms/ui';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import type { FrontDeskStay } from '../api/frontDesk.ts';
import { countryName, DOCUMENT_LABELS } from './GuestCardFields.tsx';
import { registrationMessages as m } from './messages.ts';
import * as styles from './RegistrationCardPrint.css.ts';

type Registration = Schemas['GuestRegistrationRead'];
type Country = Schemas['CountryMinimum'];

export interface RegistrationCardPrintProps {
  hotelName: string;
  stay: FrontDeskStay;
  guests: readonly Registration[];
  countries: readonly Country[];
}

const LANG: Record<string, string> = { th: 'th', lo: 'lo', la: 'lo', en: 'en' };

/**
 * A stay's registration card on paper (A4 portrait), one sheet per registered guest (a blank one
 * to fill in by hand when none is registered yet), with lines for the guest's and the clerk's
 * signatures. Hidden on screen; like the report print layout it is the only thing printed.
 */
export function RegistrationCardPrint({ hotelName, stay, guests, countries }: RegistrationCardPrintProps) {
  const intl = useIntl();
  const nationality = new Map(countries.map((country) => [country.id, countryName(country, intl.locale)]));
  const pageRule = '@media print { @page { size: A4 portrait; margin: 16mm 14mm; } }';
  const sheets: (Registration | null)[] = guests.length > 0 ? [...guests] : [null];
  const stayLine = intl.formatMessage(m.cardStay, {
    room: stay.roomNumber || '—',
    type: stay.roomTypeCode,
    arrival: formatDate(stay.arrival),
    departure: formatDate(stay.departure),
    nights: stay.nights,
  });
  return createPortal(
    <div
      className={[lightTheme, themeRoot, styles.root].join(' ')}
      lang={LANG[intl.locale.slice(0, 2)] ?? 'en'}
      data-registration-print=""
    >
      <style>{pageRule}</style>
      {sheets.map((guest, index) => (
        <section key={guest?.id ?? `blank-${index}`} className={styles.card}>
          <div className={styles.header}>
            <p className={styles.hotel}>{hotelName}</p>
            <h1 className={styles.title}>{intl.formatMessage(m.cardTitle)}</h1>
          </div>
          <p className={styles.line}>{intl.formatMessage(m.cardConfirmation, { number: stay.confirmationNumber })}</p>
          <p className={styles.line}>{stayLine}</p>
          <p className={styles.line}>
            {intl.formatMessage(m.cardPax, { adults: stay.adults, children: stay.children })}
          </p>
          {guest === null ? <p className={styles.muted}>{intl.formatMessage(m.cardNoGuests)}</p> : null}
          <table className={styles.table}>
            <tbody>
              <tr>
                <th scope="row">{intl.formatMessage(m.lastName)}</th>
                <td>{guest?.lastName ?? ''}</td>
              </tr>
              <tr>
                <th scope="row">{intl.formatMessage(m.firstName)}</th>
                <td>{guest?.firstName ?? ''}</td>
              </tr>
              <tr>
                <th scope="row">{intl.formatMessage(m.nationality)}</th>
                <td>{guest ? (nationality.get(guest.nationalityId) ?? '') : ''}</td>
              </tr>
              <tr>
                <th scope="row">{intl.formatMessage(m.documentType)}</th>
                <td>{guest ? intl.formatMessage(DOCUMENT_LABELS[guest.documentType]) : ''}</td>
              </tr>
              <tr>
                <th scope="row">{intl.formatMessage(m.documentNumber)}</th>
                <td>{guest?.documentNumber ?? ''}</td>
              </tr>
              <tr>
                <th scope="row">{intl.formatMessage(m.dateOfBirth)}</th>
                <td>{guest?.dateOfBirth ? formatDate(guest.dateOfBirth) : ''}</td>
              </tr>
              <tr>
                <th scope="row">{intl.formatMessage(m.address)}</th>
                <td>{guest?.address ?? ''}</td>
              </tr>
            </tbody>
          </table>
          <div className={styles.signatures}>
            <p className={styles.signature}>{intl.formatMessage(m.cardSignature)}</p>
            <p className={styles.signature}>{intl.formatMessage(m.cardClerk)}</p>
          </div>
        </section>
      ))}
    </div>,
    document.body,
  );
}
