import type { Schemas } from '@pms/api-client';
import { Button, formatDate, formatMoney, Notice } from '@pms/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isIsoDate } from '../../../shared/dates.ts';
import { useHotelDate } from '../../../shared/hotelDate.ts';
import { sharedMessages } from '../../../shared/messages.ts';
import { type BookingLists, useBookingLists } from '../api/references.ts';
import { statusMessages } from '../messages.ts';
import { RouteLink } from '../RouteLink.tsx';
import { BookingForm, type BookingMode, type FormLists } from './BookingForm.tsx';
import { bookedSummaryMessage, newReservationMessages as m } from './messages.ts';
import * as styles from './NewReservationPage.css.ts';

type Reservation = Schemas['Reservation'];

/** Where the screens a booking links to live (spec §2 routes, under /menu). */
export const reservationCardUrl = (id: number) => `/menu/app/reservation-card/${id}`;
export const editReservationUrl = (id: number) => `/menu/app/edit-reservation/${id}`;

/**
 * New reservation (app/new-reservation-v3). `?roomType=<code>&arrival=<yyyy-MM-dd>` (a cell of
 * the room availability grid) starts the first stay with that type and night.
 */
export function NewReservationPage() {
  const [params] = useSearchParams();
  const arrival = params.get('arrival');
  return (
    <BookingScreen
      mode="reservation"
      preset={{
        roomTypeCode: params.get('roomType'),
        arrival: arrival && isIsoDate(arrival) ? arrival : null,
      }}
    />
  );
}

/** Walk-in booking (app/new-booking/walk-in): tonight, for a guest at the desk. */
export function WalkInBookingPage() {
  return <BookingScreen mode="walk-in" preset={{ roomTypeCode: null, arrival: null }} />;
}

function BookingScreen({
  mode,
  preset,
}: {
  mode: BookingMode;
  preset: { roomTypeCode: string | null; arrival: string | null };
}) {
  const intl = useIntl();
  const headingId = useId();
  const hotelDate = useHotelDate();
  const bookingLists = useBookingLists('new');
  const lists = formLists(bookingLists);
  const [booked, setBooked] = useState<Reservation | null>(null);
  // Each new booking starts from a fresh form (and so a fresh Idempotency-Key).
  const [generation, setGeneration] = useState(0);

  const isWalkIn = mode === 'walk-in';
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <header className={styles.heading}>
        <h1 id={headingId} className={styles.title}>
          {intl.formatMessage(isWalkIn ? m.walkInTitle : m.title)}
        </h1>
        <p className={styles.intro}>{intl.formatMessage(isWalkIn ? m.walkInIntro : m.intro)}</p>
      </header>
      {booked ? (
        <BookingConfirmation
          reservation={booked}
          isWalkIn={isWalkIn}
          onNewBooking={() => {
            setBooked(null);
            setGeneration((value) => value + 1);
          }}
        />
      ) : bookingLists.error ? (
        <Notice tone="error" title={intl.formatMessage(sharedMessages.canNotConnect)}>
          {intl.formatMessage(m.referencesFailed)}
        </Notice>
      ) : !lists || !hotelDate ? (
        <p className={styles.muted}>{intl.formatMessage(sharedMessages.loading)}</p>
      ) : (
        <BookingForm
          key={generation}
          mode={mode}
          hotelDate={hotelDate}
          lists={lists}
          preset={{
            roomTypeId:
              lists.roomTypes.find((type) => type.active === 1 && type.code === preset.roomTypeCode)?.id ?? null,
            arrival: isWalkIn ? hotelDate : (preset.arrival ?? hotelDate),
          }}
          onBooked={(reservation) => {
            setBooked(reservation);
            // Spec §7: after a create the page scrolls to the top, where the confirmation is.
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      )}
    </section>
  );
}

/** The lists the form picks from once every one of them is read. */
function formLists(lists: BookingLists): FormLists | undefined {
  const { roomTypes, mealTypes, sources, markets, segments, rateCodes, companies, titles, countries } = lists;
  if (!roomTypes || !mealTypes || !sources || !markets || !segments || !rateCodes || !companies) return undefined;
  if (!titles || !countries) return undefined;
  return { roomTypes, mealTypes, sources, markets, segments, rateCodes, companies, titles, countries };
}

/** The booking just made: its confirmation number and where to go next. */
function BookingConfirmation({
  reservation,
  isWalkIn,
  onNewBooking,
}: {
  reservation: Reservation;
  isWalkIn: boolean;
  onNewBooking: () => void;
}) {
  const intl = useIntl();
  const booker = [reservation.guestName, reservation.companyName].filter(Boolean).join(' · ');
  return (
    <section className={styles.confirmation} aria-label={intl.formatMessage(m.bookedTitle)}>
      <Notice tone="success" title={intl.formatMessage(m.bookedTitle)}>
        {intl.formatMessage(bookedSummaryMessage, {
          rooms: reservation.stays.length,
          booker,
          arrival: formatDate(reservation.arrival),
          departure: formatDate(reservation.departure),
          total: formatMoney(reservation.totalAmount),
        })}
      </Notice>
      <dl className={styles.confirmationFacts}>
        <div>
          <dt>{intl.formatMessage(m.confirmationNumber)}</dt>
          <dd className={styles.confirmationNumber} data-testid="confirmation-number">
            {reservation.confirmationNumber}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.status)}</dt>
          <dd>{intl.formatMessage(statusMessages[reservation.status])}</dd>
        </div>
      </dl>
      {isWalkIn ? (
        <Notice tone="info" title={intl.formatMessage(m.walkInTitle)}>
          {intl.formatMessage(m.walkInCheckIn)}
        </Notice>
      ) : null}
      <nav className={styles.nextSteps} aria-label={intl.formatMessage(m.formActions)}>
        <RouteLink to={reservationCardUrl(reservation.id)}>{intl.formatMessage(m.openCard)}</RouteLink>
        <RouteLink to={editReservationUrl(reservation.id)}>{intl.formatMessage(m.editReservation)}</RouteLink>
        <Button variant="secondary" onPress={onNewBooking}>
          {intl.formatMessage(m.newBooking)}
        </Button>
      </nav>
    </section>
  );
}
