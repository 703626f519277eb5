import {
  Badge,
  DatePicker,
  formatDate,
  formatMoney,
  IconButton,
  NumberField,
  Select,
  SelectItem,
  TextField,
  Tooltip,
  TooltipTrigger,
} from '@pms/ui';
import { useEffect, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { TrashIcon } from '../../../shared/admin/icons.tsx';
import { weekdayMessages } from '../messages.ts';
import { addDays, stayNights, weekdayOf } from '../nights.ts';
import { type Choice, codeAndName, type RoomTypeRow } from '../referenceData.ts';
import {
  amountOf,
  applyQuote,
  type BookingStatus,
  isOverridden,
  MAX_GUESTS,
  MAX_RATE_REASON,
  MAX_STAY_NIGHTS,
  nightField,
  type StayDraft,
  stayAvailability,
  stayField,
  stayTotal,
  takesInventory,
  withNights,
} from './bookingForm.ts';
import {
  freeRoomsMessage,
  housekeepingMessages,
  leftMessage,
  newReservationMessages as m,
  noneLeftMessage,
  rateForMessage,
  ratesSummaryMessage,
  reasonForMessage,
  removeStayMessage,
  roomOptionMessage,
  stayHeadingMessage,
} from './messages.ts';
import * as styles from './NewReservationPage.css.ts';
import { useFreeRooms, useStayFigures, useStayOffer } from './stayReads.ts';

const NO_MEAL = 'none';
const LATER = 'later';

export interface StayEditorProps {
  stay: StayDraft;
  /** Its place in the booking, from 0: names its fields as the server's errors do. */
  index: number;
  hotelDate: string;
  roomTypes: readonly RoomTypeRow[];
  mealTypes: readonly Choice[];
  booking: { rateCodeId: number | null; companyProfileId: number | null; status: BookingStatus };
  /** The stays before it in the booking: they take their rooms first. */
  earlierStays: readonly StayDraft[];
  /** Rooms other stays of the booking hold on one of its nights. */
  takenRooms: ReadonlySet<number>;
  /** Messages by field name ('stays.0.arrival'); 'stays.0' is about the stay as a whole. */
  errors: Readonly<Record<string, string>>;
  /** A walk-in arrives on the hotel date: the arrival is not for staff to change. */
  isArrivalFixed?: boolean;
  /** Applies a change; `fields` names what changed, so their messages can go. */
  onChange: (key: string, change: (stay: StayDraft) => StayDraft, fields: readonly string[]) => void;
  /** Absent when the stay is the booking's only one. */
  onRemove?: () => void;
}

/**
 * One room stay of a booking: room type, dates, guests, meal plan, an optional room from those
 * free on all its nights, and the price of each night (editable, with a reason when it differs
 * from the one offered). What is left of the room type shows while staff type.
 */
export function StayEditor({
  stay,
  index,
  hotelDate,
  roomTypes,
  mealTypes,
  booking,
  earlierStays,
  takenRooms,
  errors,
  isArrivalFixed = false,
  onChange,
  onRemove,
}: StayEditorProps) {
  const intl = useIntl();
  const headingId = useId();
  const type = roomTypes.find((candidate) => candidate.id === stay.roomTypeId);
  const nights = stay.arrival && stay.departure ? stayNights(stay.arrival, stay.departure) : null;
  const field = (name: string) => stayField(index, name);
  const error = (name: string) => errors[name];
  const invalid = (name: string) => (errors[name] ? { isInvalid: true, errorMessage: errors[name] } : {});
  const change = (fields: string[], update: (current: StayDraft) => StayDraft) =>
    onChange(stay.key, (current) => withNights(update(current)), fields.map(field));

  // Prices: each new offer replaces the nights staff left as offered.
  const offer = useStayOffer(stay, booking, type?.baseRate);
  useEffect(() => {
    if (offer.state !== 'ready') return;
    onChange(
      stay.key,
      (current) => {
        const priced = applyQuote(current, offer.data.nights);
        const meal = offer.data.nights[0]?.mealTypeId ?? null;
        return priced.mealTypeId === null && meal !== null ? { ...priced, mealTypeId: meal } : priced;
      },
      [],
    );
  }, [offer, onChange, stay.key]);

  const figures = useStayFigures(stay, booking.companyProfileId);
  const shown = figures.state === 'ready' ? figures.data : figures.state === 'loading' ? figures.previous : undefined;
  const availability = shown ? stayAvailability(stay, shown, earlierStays) : undefined;

  const freeRooms = useFreeRooms(stay);
  const offeredRooms = useMemo(
    () => (freeRooms.state === 'ready' ? freeRooms.data.filter((room) => !takenRooms.has(room.id)) : []),
    [freeRooms, takenRooms],
  );
  // A room no longer free for the stay's new dates or type is let go, not sent to be refused.
  useEffect(() => {
    if (freeRooms.state !== 'ready' || stay.roomId === null) return;
    if (!offeredRooms.some((room) => room.id === stay.roomId)) {
      onChange(stay.key, (current) => ({ ...current, roomId: null }), []);
    }
  }, [freeRooms.state, offeredRooms, stay.roomId, stay.key, onChange]);

  const nightLabel = (night: string) =>
    `${intl.formatMessage(weekdayMessages[weekdayOf(night) as keyof typeof weekdayMessages])} ${formatDate(night)}`;
  const stayError = error(stayField(index));

  return (
    <section className={styles.stay} aria-labelledby={headingId} data-invalid={stayError ? 'true' : undefined}>
      <header className={styles.stayHeader}>
        <h3 id={headingId} className={styles.stayTitle}>
          {intl.formatMessage(stayHeadingMessage, { number: index + 1 })}
        </h3>
        <AvailabilityBadge
          availability={availability}
          isLoading={figures.state === 'loading'}
          failed={figures.state === 'failed'}
          holdsRooms={takesInventory(booking.status)}
        />
        {onRemove ? (
          <TooltipTrigger>
            <IconButton
              size="sm"
              aria-label={intl.formatMessage(removeStayMessage, { number: index + 1 })}
              onPress={onRemove}
              className={styles.removeStay}
            >
              <TrashIcon />
            </IconButton>
            <Tooltip placement="top">{intl.formatMessage(removeStayMessage, { number: index + 1 })}</Tooltip>
          </TooltipTrigger>
        ) : null}
      </header>
      {stayError ? (
        <p className={styles.stayError} role="alert">
          {stayError}
        </p>
      ) : null}

      <div className={styles.stayFields}>
        <Select<RoomTypeRow>
          label={intl.formatMessage(m.roomType)}
          name={field('roomTypeId')}
          isRequired
          items={roomTypes}
          selectedKey={stay.roomTypeId}
          onSelectionChange={(key) =>
            change(['roomTypeId', 'roomId', 'adults', 'children'], (current) => ({
              ...current,
              roomTypeId: key === null ? null : Number(key),
              roomId: null,
            }))
          }
          className={styles.typeField}
          {...invalid(field('roomTypeId'))}
        >
          {(row) => (
            <SelectItem id={row.id} textValue={codeAndName(row)}>
              {codeAndName(row)}
            </SelectItem>
          )}
        </Select>
        <DatePicker
          label={intl.formatMessage(m.arrival)}
          name={field('arrival')}
          isRequired
          value={stay.arrival}
          minValue={hotelDate}
          placeholderValue={hotelDate}
          isReadOnly={isArrivalFixed}
          onChange={(_, iso) =>
            change(['arrival', 'departure'], (current) => {
              // The stay keeps its length when it moves.
              const length = current.arrival && current.departure ? stayNights(current.arrival, current.departure) : 1;
              return {
                ...current,
                arrival: iso,
                departure: iso ? addDays(iso, Math.min(Math.max(length, 1), MAX_STAY_NIGHTS)) : current.departure,
              };
            })
          }
          className={styles.dateField}
          {...invalid(field('arrival'))}
        />
        <NumberField
          label={intl.formatMessage(m.nights)}
          value={nights ?? Number.NaN}
          minValue={1}
          maxValue={MAX_STAY_NIGHTS}
          formatOptions={{ maximumFractionDigits: 0 }}
          isDisabled={!stay.arrival}
          onChange={(value) =>
            change(['departure'], (current) =>
              current.arrival && Number.isInteger(value) && value >= 1
                ? { ...current, departure: addDays(current.arrival, Math.min(value, MAX_STAY_NIGHTS)) }
                : current,
            )
          }
          className={styles.smallField}
        />
        <DatePicker
          label={intl.formatMessage(m.departure)}
          name={field('departure')}
          isRequired
          value={stay.departure}
          minValue={stay.arrival ? addDays(stay.arrival, 1) : addDays(hotelDate, 1)}
          placeholderValue={stay.arrival ? addDays(stay.arrival, 1) : hotelDate}
          onChange={(_, iso) => change(['departure'], (current) => ({ ...current, departure: iso }))}
          className={styles.dateField}
          {...invalid(field('departure'))}
        />
        <NumberField
          label={intl.formatMessage(m.adults)}
          name={field('adults')}
          isRequired
          value={stay.adults}
          minValue={1}
          maxValue={type?.maxAdults ?? MAX_GUESTS}
          formatOptions={{ maximumFractionDigits: 0 }}
          onChange={(value) => change(['adults'], (current) => ({ ...current, adults: value }))}
          className={styles.smallField}
          {...invalid(field('adults'))}
        />
        <NumberField
          label={intl.formatMessage(m.children)}
          name={field('children')}
          value={stay.children}
          minValue={0}
          maxValue={type?.maxChildren ?? MAX_GUESTS}
          formatOptions={{ maximumFractionDigits: 0 }}
          onChange={(value) =>
            change(['children'], (current) => ({ ...current, children: Number.isNaN(value) ? 0 : value }))
          }
          className={styles.smallField}
          {...invalid(field('children'))}
        />
        <Select<{ id: number | string; label: string }>
          label={intl.formatMessage(m.mealPlan)}
          name={field('mealTypeId')}
          items={[
            { id: NO_MEAL, label: intl.formatMessage(m.noMealPlan) },
            ...mealTypes.map((meal) => ({ id: meal.id, label: codeAndName(meal) })),
          ]}
          selectedKey={stay.mealTypeId ?? NO_MEAL}
          onSelectionChange={(key) =>
            change(['mealTypeId'], (current) => ({
              ...current,
              mealTypeId: key === null || key === NO_MEAL ? null : Number(key),
            }))
          }
          className={styles.typeField}
          {...invalid(field('mealTypeId'))}
        >
          {(item) => (
            <SelectItem id={item.id} textValue={item.label}>
              {item.label}
            </SelectItem>
          )}
        </Select>
        <Select<{ id: number | string; label: string }>
          label={intl.formatMessage(m.room)}
          name={field('roomId')}
          items={[
            { id: LATER, label: intl.formatMessage(m.assignLater) },
            ...offeredRooms.map((room) => ({
              id: room.id,
              label: intl.formatMessage(roomOptionMessage, {
                room: room.roomNumber,
                floor: room.floor,
                status: intl.formatMessage(housekeepingMessages[room.housekeepingStatus]),
              }),
            })),
          ]}
          selectedKey={stay.roomId ?? LATER}
          onSelectionChange={(key) =>
            change(['roomId'], (current) => ({
              ...current,
              roomId: key === null || key === LATER ? null : Number(key),
            }))
          }
          isDisabled={freeRooms.state !== 'ready'}
          description={
            freeRooms.state === 'ready'
              ? offeredRooms.length === 0
                ? intl.formatMessage(m.noFreeRooms)
                : intl.formatMessage(freeRoomsMessage, { count: offeredRooms.length })
              : freeRooms.state === 'failed'
                ? intl.formatMessage(m.freeRoomsFailed)
                : undefined
          }
          className={styles.typeField}
          {...invalid(field('roomId'))}
        >
          {(item) => (
            <SelectItem id={item.id} textValue={item.label}>
              {item.label}
            </SelectItem>
          )}
        </Select>
      </div>

      <NightlyRates
        stay={stay}
        index={index}
        errors={errors}
        offerFailed={offer.state === 'ready' && offer.data.fallback}
        nightLabel={nightLabel}
        onChange={(position, patch, fieldName) =>
          onChange(
            stay.key,
            (current) => ({
              ...current,
              nights: current.nights.map((night, at) => (at === position ? { ...night, ...patch } : night)),
            }),
            [nightField(index, position, fieldName), stayField(index, 'nightlyRates')],
          )
        }
      />
      {error(field('nightlyRates')) ? (
        <p className={styles.stayError} role="alert">
          {error(field('nightlyRates'))}
        </p>
      ) : null}
      <p className={styles.stayTotal}>
        <span>{intl.formatMessage(m.stayTotal)}</span>
        <strong>
          {stay.nights.length > 0
            ? intl.formatMessage(ratesSummaryMessage, {
                nights: stay.nights.length,
                total: formatMoney(stayTotal(stay)),
              })
            : '—'}
        </strong>
      </p>
    </section>
  );
}

function AvailabilityBadge({
  availability,
  isLoading,
  failed,
  holdsRooms,
}: {
  availability: ReturnType<typeof stayAvailability> | undefined;
  isLoading: boolean;
  failed: boolean;
  holdsRooms: boolean;
}) {
  const intl = useIntl();
  let content: { tone: 'neutral' | 'success' | 'warning' | 'error'; text: string };
  if (failed) content = { tone: 'warning', text: intl.formatMessage(m.availabilityFailed) };
  else if (!availability || availability.kind === 'unknown') {
    content = {
      tone: 'neutral',
      text: intl.formatMessage(isLoading ? m.checkingAvailability : m.availabilityPending),
    };
  } else if (availability.kind === 'none') {
    content = {
      tone: holdsRooms ? 'error' : 'warning',
      text: intl.formatMessage(noneLeftMessage, { date: formatDate(availability.night) }),
    };
  } else {
    content = {
      tone: availability.left <= 2 ? 'warning' : 'success',
      text: intl.formatMessage(leftMessage, { count: availability.left }),
    };
  }
  return (
    <span className={styles.availability} aria-live="polite" aria-busy={isLoading || undefined}>
      <Badge tone={content.tone} data-stale={isLoading ? 'true' : undefined} className={styles.availabilityBadge}>
        {content.text}
      </Badge>
      {!holdsRooms && availability?.kind === 'none' ? (
        <span className={styles.muted}>{intl.formatMessage(m.noInventory)}</span>
      ) : null}
    </span>
  );
}

interface NightlyRatesProps {
  stay: StayDraft;
  index: number;
  errors: Readonly<Record<string, string>>;
  offerFailed: boolean;
  nightLabel: (night: string) => string;
  onChange: (position: number, patch: { amount?: string; reason?: string }, field: 'amount' | 'reason') => void;
}

/** The price of each night: as offered, as kept, and why it differs. */
function NightlyRates({ stay, index, errors, offerFailed, nightLabel, onChange }: NightlyRatesProps) {
  const intl = useIntl();
  const captionId = useId();
  if (stay.nights.length === 0) {
    return <p className={styles.muted}>{intl.formatMessage(m.ratesPending)}</p>;
  }
  const sourceLabel = (source: string | null) =>
    source === 'rate-code'
      ? intl.formatMessage(m.sourceRateCode)
      : source === 'base-rate'
        ? intl.formatMessage(m.sourceBaseRate)
        : '';
  return (
    <div className={styles.rates}>
      {offerFailed ? <p className={styles.muted}>{intl.formatMessage(m.quoteFailed)}</p> : null}
      <div className={styles.ratesScroller}>
        <table className={styles.ratesTable} aria-labelledby={captionId}>
          <caption id={captionId} className={styles.ratesCaption}>
            {intl.formatMessage(m.ratesHeading)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.night)}</th>
              <th scope="col" className={styles.numeric}>
                {intl.formatMessage(m.offered)}
              </th>
              <th scope="col">{intl.formatMessage(m.rate)}</th>
              <th scope="col">{intl.formatMessage(m.reason)}</th>
            </tr>
          </thead>
          <tbody>
            {stay.nights.map((night, position) => {
              const amountName = nightField(index, position, 'amount');
              const reasonName = nightField(index, position, 'reason');
              const label = nightLabel(night.night);
              return (
                <tr key={night.night} data-overridden={isOverridden(night) ? 'true' : undefined}>
                  <th scope="row" className={styles.nightCell}>
                    {label}
                  </th>
                  <td className={styles.numeric}>
                    {night.suggested === null ? (
                      '…'
                    ) : (
                      <span className={styles.offered}>
                        {formatMoney(night.suggested)}
                        <span className={styles.source}>{sourceLabel(night.source)}</span>
                      </span>
                    )}
                  </td>
                  <td>
                    <NumberField
                      aria-label={intl.formatMessage(rateForMessage, { night: label })}
                      name={amountName}
                      value={night.amount === '' ? Number.NaN : Number(night.amount)}
                      minValue={0}
                      maxValue={999_999_999_999.99}
                      onChange={(value) => onChange(position, { amount: amountOf(value) }, 'amount')}
                      isInvalid={Boolean(errors[amountName])}
                      errorMessage={errors[amountName]}
                      className={styles.amountField}
                    />
                  </td>
                  <td>
                    <TextField
                      aria-label={intl.formatMessage(reasonForMessage, { night: label })}
                      name={reasonName}
                      value={night.reason}
                      maxLength={MAX_RATE_REASON}
                      placeholder={isOverridden(night) ? intl.formatMessage(m.reasonPlaceholder) : undefined}
                      isRequired={isOverridden(night)}
                      onChange={(value) => onChange(position, { reason: value }, 'reason')}
                      isInvalid={Boolean(errors[reasonName])}
                      errorMessage={errors[reasonName]}
                      className={styles.reasonField}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
