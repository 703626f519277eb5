import { ApiError, type Schemas } from '@pms/api-client';
import { isPositiveMoney } from '@pms/domain/money';
import { Button, Form, formatDate, formatDateTime, formatMoney, Notice, TextField, Toolbar } from '@pms/ui';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { failureText } from '../../../shared/admin/failures.ts';
import { PriceExplanation } from '../../../shared/contracts/PriceExplanation.tsx';
import { fullHotelDetailQuery } from '../../../shared/hotelDetail.ts';
import { sharedMessages } from '../../../shared/messages.ts';
import { actionQuery, referenceQuery } from '../../../shared/query/actionQuery.ts';
import { reservationQuery } from '../api/reservation.ts';
import { statusMessages } from '../messages.ts';
import { RouteLink } from '../RouteLink.tsx';
import {
  cardTitleMessage,
  contractStayMessage,
  dueMessage,
  cardMessages as m,
  notFoundMessage,
  printedMessage,
  rateRunMessage,
  stayContractMessage,
  timesMessage,
} from './messages.ts';
import * as styles from './ReservationCardPage.css.ts';

type Reservation = Schemas['Reservation'];
type Stay = Schemas['RoomStay'];
type Hotel = Schemas['HotelDetailFull'];

const CARD_URL = '/menu/app/reservation-card';

/**
 * The reservation card (spec §2 reservation-card): `app/reservation-card/:hash` shows the card of
 * the reservation whose id is the hash, ready to print on one A4 page; without a hash it asks for
 * a confirmation number and opens that booking's card.
 */
export function ReservationCardPage() {
  const { hash } = useParams();
  const id = hash && /^[1-9]\d{0,9}$/.test(hash) ? Number(hash) : null;
  if (hash === undefined) return <FindCard />;
  if (id === null) return <CardProblem title={<NotABooking />} />;
  return <CardScreen key={hash} id={id} />;
}

/** Asks for a confirmation number and opens its card. */
function FindCard() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const headingId = useId();
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isSearching, setSearching] = useState(false);

  const open = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = number.trim();
    if (!wanted) return;
    setSearching(true);
    setProblem(null);
    try {
      const [page] = await queryClient.fetchQuery(
        actionQuery('reservation/reservation', 'search', [{ search: wanted, limit: 50 }]),
      );
      // The search also matches names: only the booking with exactly this number will do.
      const found = page?.rows.find((row) => row.confirmationNumber === wanted);
      if (found) navigate(`${CARD_URL}/${found.id}`);
      else setProblem(intl.formatMessage(notFoundMessage, { number: wanted }));
    } catch (error) {
      setProblem(failureText(intl, error));
    } finally {
      setSearching(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <header className={styles.heading}>
        <h1 id={headingId} className={styles.title}>
          {intl.formatMessage(m.title)}
        </h1>
        <p className={styles.intro}>{intl.formatMessage(m.findIntro)}</p>
      </header>
      <Form className={styles.find} onSubmit={open} aria-label={intl.formatMessage(m.title)}>
        <TextField
          label={intl.formatMessage(m.confirmationNumber)}
          name="confirmationNumber"
          value={number}
          onChange={(value) => {
            setNumber(value);
            setProblem(null);
          }}
          maxLength={30}
          isRequired
          isInvalid={Boolean(problem)}
          errorMessage={problem ?? undefined}
          className={styles.findField}
        />
        <Button
          variant="primary"
          type="submit"
          isDisabled={isSearching || !number.trim()}
          className={styles.findButton}
        >
          {intl.formatMessage(m.open)}
        </Button>
      </Form>
    </section>
  );
}

/** Reads what the card shows: the booking, the hotel, and the names of its room types and meal plans. */
function CardScreen({ id }: { id: number }) {
  const intl = useIntl();
  const [reservation, hotel, roomTypes, mealTypes] = useQueries({
    queries: [
      reservationQuery(id),
      fullHotelDetailQuery(),
      referenceQuery('configuration/room-type'),
      referenceQuery('configuration/meal-type'),
    ],
  });

  if (reservation.isError && isNotFound(reservation.error)) {
    return <CardProblem title={<NotABooking />} />;
  }
  const failed = [reservation, hotel, roomTypes, mealTypes].find((read) => read.isError);
  if (failed) {
    return <CardProblem title={intl.formatMessage(m.loadFailed)} text={failureText(intl, failed.error)} />;
  }
  if (!reservation.isSuccess || !hotel.data || !roomTypes.data || !mealTypes.data) {
    return (
      <CardPage>
        <p className={styles.loading}>{intl.formatMessage(sharedMessages.loading)}</p>
      </CardPage>
    );
  }
  const booking = reservation.data;
  const details = hotel.data[0];
  if (!booking || !details) return <CardProblem title={<NotABooking />} />;
  return (
    <ReservationCard
      reservation={booking}
      hotel={details}
      roomTypeNames={new Map(roomTypes.data.map((type) => [type.id, type.name]))}
      mealTypeNames={new Map(mealTypes.data.map((meal) => [meal.id, `${meal.code} · ${meal.name}`]))}
    />
  );
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function NotABooking() {
  return useIntl().formatMessage(m.notANumber);
}

/** The screen's frame while there is no card to show. */
function CardPage({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {intl.formatMessage(m.title)}
      </h1>
      {children}
    </section>
  );
}

function CardProblem({ title, text }: { title: ReactNode; text?: string }) {
  const intl = useIntl();
  return (
    <CardPage>
      <Notice tone="error" title={title}>
        {text}
      </Notice>
      <div>
        <RouteLink to={CARD_URL}>{intl.formatMessage(m.findAnother)}</RouteLink>
      </div>
    </CardPage>
  );
}

/** "2 × 1,800.00, 1 × 2,000.00": a stay's nightly rates, consecutive equal nights counted together. */
function rateRuns(stay: Stay): { nights: number; amount: string }[] {
  const runs: { nights: number; amount: string }[] = [];
  for (const night of stay.nightlyRates) {
    const last = runs.at(-1);
    if (last && last.amount === night.amount) last.nights += 1;
    else runs.push({ nights: 1, amount: night.amount });
  }
  return runs;
}

interface ReservationCardProps {
  reservation: Reservation;
  hotel: Hotel;
  roomTypeNames: ReadonlyMap<number, string>;
  mealTypeNames: ReadonlyMap<number, string>;
}

/** One A4 page: the hotel's header, the booking, its rooms and money, the remark, the signatures. */
export function ReservationCard({ reservation, hotel, roomTypeNames, mealTypeNames }: ReservationCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const printedAt = useMemo(() => formatDateTime(new Date()), []);
  const address = [
    hotel.addressLine1,
    hotel.addressLine2,
    [hotel.city, hotel.province, hotel.postcode].filter(Boolean).join(' '),
  ].filter(Boolean);
  const contacts = [hotel.phone, hotel.email, hotel.website].filter(Boolean);
  const hasDeposit = isPositiveMoney(reservation.depositRequired);
  const channel = intl.formatMessage(reservation.channel === 'OTA' ? m.ota : m.nonOta);
  // Why each room a contract priced costs what it does, for the partner.
  const contractStays = reservation.stays.flatMap((stay) =>
    stay.contractPrice ? [{ stay, price: stay.contractPrice }] : [],
  );
  const none = '—';

  return (
    <div className={styles.screen}>
      <style>{'@page { size: A4 portrait; margin: 12mm; }'}</style>
      <Toolbar aria-label={intl.formatMessage(m.actions)} className={styles.actions}>
        <Button variant="primary" onPress={() => window.print()}>
          {intl.formatMessage(m.print)}
        </Button>
        <RouteLink to={`/menu/app/edit-reservation/${reservation.id}`}>
          {intl.formatMessage(m.editReservation)}
        </RouteLink>
        <RouteLink to={CARD_URL}>{intl.formatMessage(m.findAnother)}</RouteLink>
      </Toolbar>

      <article className={styles.card} aria-labelledby={headingId}>
        <header className={styles.cardHeader}>
          <div className={styles.hotel}>
            {hotel.logoUrl ? <img src={`/api${hotel.logoUrl}`} alt="" className={styles.logo} /> : null}
            <div>
              <p className={styles.hotelName}>{hotel.name}</p>
              {address.map((line) => (
                <p key={line} className={styles.hotelLine}>
                  {line}
                </p>
              ))}
              {contacts.length > 0 ? <p className={styles.hotelLine}>{contacts.join(' · ')}</p> : null}
            </div>
          </div>
          <div className={styles.cardTitleBlock}>
            <h1 id={headingId} className={styles.cardTitle}>
              <span className={styles.visuallyHidden}>
                {intl.formatMessage(cardTitleMessage, { number: reservation.confirmationNumber })}
              </span>
              <span aria-hidden="true">{intl.formatMessage(m.title)}</span>
            </h1>
            <p className={styles.confirmationLabel}>{intl.formatMessage(m.confirmationNumber)}</p>
            <p className={styles.confirmationNumber} data-testid="card-confirmation-number">
              {reservation.confirmationNumber}
            </p>
          </div>
        </header>

        {reservation.status === 'cancelled' ? (
          <p className={styles.cancelled}>{intl.formatMessage(m.cancelled)}</p>
        ) : null}

        <dl className={styles.facts}>
          <Fact label={intl.formatMessage(m.guest)} value={reservation.guestName || none} />
          <Fact label={intl.formatMessage(m.company)} value={reservation.companyName || none} />
          <Fact label={intl.formatMessage(m.arrival)} value={formatDate(reservation.arrival)} />
          <Fact label={intl.formatMessage(m.departure)} value={formatDate(reservation.departure)} />
          <Fact label={intl.formatMessage(m.status)} value={intl.formatMessage(statusMessages[reservation.status])} />
          <Fact label={intl.formatMessage(m.channel)} value={channel} />
          <Fact label={intl.formatMessage(m.bookedOn)} value={formatDateTime(reservation.createdAt)} />
        </dl>

        <table className={styles.stays}>
          <caption className={styles.caption}>{intl.formatMessage(m.stays)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.line)}</th>
              <th scope="col">{intl.formatMessage(m.roomType)}</th>
              <th scope="col">{intl.formatMessage(m.room)}</th>
              <th scope="col">{intl.formatMessage(m.arrival)}</th>
              <th scope="col">{intl.formatMessage(m.departure)}</th>
              <th scope="col" className={styles.numeric}>
                {intl.formatMessage(m.nights)}
              </th>
              <th scope="col" className={styles.numeric}>
                {intl.formatMessage(m.guests)}
              </th>
              <th scope="col">{intl.formatMessage(m.mealPlan)}</th>
              <th scope="col" className={styles.numeric}>
                {intl.formatMessage(m.ratePerNight)}
              </th>
              <th scope="col" className={styles.numeric}>
                {intl.formatMessage(m.amount)}
              </th>
            </tr>
          </thead>
          <tbody>
            {reservation.stays.map((stay) => (
              <tr key={stay.id}>
                <td>{stay.lineNumber}</td>
                <td>
                  <span className={styles.code}>{stay.roomTypeCode}</span>
                  <span className={styles.sub}>{roomTypeNames.get(stay.roomTypeId) ?? ''}</span>
                  {stay.contractPrice ? (
                    <span className={styles.sub}>
                      {intl.formatMessage(stayContractMessage, {
                        code: stay.contractPrice.contractCode,
                        version: stay.contractPrice.versionNumber,
                      })}
                    </span>
                  ) : null}
                </td>
                <td>{stay.roomNumber || intl.formatMessage(m.toBeAssigned)}</td>
                <td className={styles.nowrap}>{formatDate(stay.arrival)}</td>
                <td className={styles.nowrap}>{formatDate(stay.departure)}</td>
                <td className={styles.numeric}>{stay.nights}</td>
                <td className={styles.numeric}>{`${stay.adults} / ${stay.children}`}</td>
                <td>
                  {stay.mealTypeId === null
                    ? intl.formatMessage(m.roomOnly)
                    : (mealTypeNames.get(stay.mealTypeId) ?? none)}
                </td>
                <td className={styles.numeric}>
                  {rateRuns(stay).map((run) => (
                    <span key={`${run.amount}-${run.nights}`} className={styles.rateRun}>
                      {rateRuns(stay).length === 1
                        ? formatMoney(run.amount)
                        : intl.formatMessage(rateRunMessage, { nights: run.nights, amount: formatMoney(run.amount) })}
                    </span>
                  ))}
                </td>
                <td className={styles.numeric}>{formatMoney(stay.totalAmount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={9} className={styles.totalLabel}>
                {intl.formatMessage(m.total)}
              </th>
              <td className={styles.totalAmount} data-testid="card-total">
                {formatMoney(reservation.totalAmount)}
              </td>
            </tr>
          </tfoot>
        </table>

        {contractStays.length > 0 ? (
          <section className={styles.contracts} aria-label={intl.formatMessage(m.contractPrices)}>
            <h2 className={styles.remarkTitle}>{intl.formatMessage(m.contractPrices)}</h2>
            {contractStays.map(({ stay, price }) => (
              <div key={stay.id} className={styles.contractStay}>
                <p className={styles.contractStayTitle}>
                  {intl.formatMessage(contractStayMessage, { line: stay.lineNumber, type: stay.roomTypeCode })}
                </p>
                <PriceExplanation price={price} variant="sheet" />
              </div>
            ))}
          </section>
        ) : null}

        <dl className={styles.facts}>
          <Fact
            label={intl.formatMessage(m.depositRequired)}
            value={
              !hasDeposit
                ? intl.formatMessage(m.noDeposit)
                : reservation.depositDueDate
                  ? intl.formatMessage(dueMessage, {
                      amount: formatMoney(reservation.depositRequired),
                      date: formatDate(reservation.depositDueDate),
                    })
                  : formatMoney(reservation.depositRequired)
            }
          />
          <Fact
            label={intl.formatMessage(m.hotelTimes)}
            value={intl.formatMessage(timesMessage, { checkIn: hotel.checkInTime, checkOut: hotel.checkOutTime })}
          />
        </dl>

        {reservation.remark ? (
          <section className={styles.remark} aria-label={intl.formatMessage(m.remark)}>
            <h2 className={styles.remarkTitle}>{intl.formatMessage(m.remark)}</h2>
            <p className={styles.remarkText}>{reservation.remark}</p>
          </section>
        ) : null}

        <div className={styles.signatures}>
          <Signature label={intl.formatMessage(m.guestSignature)} date={intl.formatMessage(m.date)} />
          <Signature label={intl.formatMessage(m.staffSignature)} date={intl.formatMessage(m.date)} />
        </div>

        <footer className={styles.cardFooter}>{intl.formatMessage(printedMessage, { at: printedAt })}</footer>
      </article>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Signature({ label, date }: { label: string; date: string }) {
  return (
    <div className={styles.signature}>
      <span className={styles.signatureLine} />
      <span>{label}</span>
      <span className={styles.signatureDate}>{`${date}: ____________`}</span>
    </div>
  );
}
