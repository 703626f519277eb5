import type { Schemas } from '@pms/api-client';
import {
  Button,
  ComboBox,
  ComboBoxItem,
  DatePicker,
  formatDate,
  formatMoney,
  Notice,
  NumberField,
  Select,
  SelectItem,
  TextField,
} from '@pms/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../../../shared/api.ts';
import { statusMessages, weekdayMessages } from '../messages.ts';
import { addDays, stayNights, weekdayOf } from '../nights.ts';
import type { LabelledChoice, References, RoomTypeRow } from '../referenceData.ts';
import {
  groupedMoney,
  moneyOf,
  nightsOf,
  type StayAvailability,
  type StayDraft,
  samePricing,
  sumMoney,
  withDates,
  withPrices,
  withRate,
} from './draft.ts';
import * as styles from './EditReservationPage.css.ts';
import { availableMessage, editMessages as m, shortMessage, valueMessages as v } from './messages.ts';
import type { Quote } from './pricing.ts';

/** A stay's availability as the editor shows it; 'checking' while the grid is read. */
export type AvailabilityView = StayAvailability | { kind: 'checking' };

type Errors = Readonly<Record<string, readonly string[]>>;

interface StayEditorProps {
  stay: StayDraft;
  /** The stay's place in the request: the server's errors name it (`stays.<index>.…`). */
  index: number;
  /** The stay as saved, for its status; absent for a stay added in this edit. */
  saved: Schemas['RoomStay'] | undefined;
  references: References;
  /** Absent for a booking past editing, which has nothing to check. */
  availability: AvailabilityView | undefined;
  errors: Errors;
  isDisabled: boolean;
  /** Prices nights for the booking's rate code and company. */
  quote: Quote;
  /** Changes the stay; given the stay as it is by then, since a quote answers after a while. */
  onChange: (update: (stay: StayDraft) => StayDraft) => void;
  /** The inputs that changed, so their errors go. */
  onEdited: (names: readonly string[]) => void;
}

type FreeRooms = { asked: string; rooms: Schemas['FreeRoom'][] } | { asked: string; failed: true };
const FREE_ROOMS_DELAY_MS = 300;

const NOT_ASSIGNED = 0;
const WHOLE = { maximumFractionDigits: 0 } as const;
const MAX_NIGHTS = 365;

/** The room type's own rate: what a night the stay gains costs when nothing else prices it. */
export const baseRateOf = (roomTypes: readonly RoomTypeRow[] | undefined, roomTypeId: number | null): string =>
  groupedMoney(moneyOf(roomTypes?.find((type) => type.id === roomTypeId)?.baseRate ?? '') ?? '0.00');

/**
 * One room stay: room type, dates, pax, meal plan, room and its nightly rates with reasons. Every
 * input carries the name the server's errors use (`stays.1.departure`), and shows that error.
 */
export function StayEditor({
  stay,
  index,
  saved,
  references,
  availability,
  errors,
  isDisabled,
  quote,
  onChange,
  onEdited,
}: StayEditorProps) {
  const intl = useIntl();
  const api = useApi();
  const headingId = useId();
  const [sameRate, setSameRate] = useState('');
  const [priced, setPriced] = useState<string | null>(null);
  const name = (field: string) => `stays.${index}.${field}`;
  const errorOf = (field: string) => errors[name(field)]?.join(' ');
  const invalid = (field: string) => (errors[name(field)] ? true : undefined);
  const nights = stayNights(stay.arrival, stay.departure);
  const roomType = references.roomTypes?.find((type) => type.id === stay.roomTypeId);
  const typeCode = roomType?.code ?? '';
  const heading = stay.lineNumber
    ? intl.formatMessage(v.stayHeading, { line: stay.lineNumber })
    : intl.formatMessage(m.newStayHeading);

  const change = (next: StayDraft, ...fields: string[]) => {
    onChange(() => next);
    // '' stands for the stay as a whole (a refusal such as "no room left" names the stay).
    onEdited(fields.map((field) => (field ? name(field) : `stays.${index}`)));
  };

  /** Prices `which` nights of `asked` from the rate resolution, if the stay is still that stay by then. */
  const price = async (asked: StayDraft, which: 'all' | 'unreasoned' | readonly string[]) => {
    const prices = await quote(asked);
    if (prices) onChange((current) => (samePricing(current, asked) ? withPrices(current, prices, which) : current));
  };

  const redate = (arrival: string, departure: string) => {
    // Nights the stay gains carry its rate at once; the rate code's price follows when it answers.
    const fallback = baseRateOf(references.roomTypes, stay.roomTypeId);
    const next = withDates(stay, arrival, departure, fallback);
    change(next, 'arrival', 'departure', 'nightlyRates', '');
    const had = new Set(stay.nightlyRates.map((rate) => rate.night));
    const gained = nightsOf(arrival, departure).filter((night) => !had.has(night));
    if (gained.length > 0) void price(next, gained);
  };

  const repax = (next: StayDraft, field: 'adults' | 'children') => {
    change(next, field);
    void price(next, 'unreasoned');
  };

  // The rooms the stay could be given: free on all its nights (reservation/availability free-rooms).
  const freeAsked =
    stay.roomTypeId !== null && nights >= 1 ? `${stay.roomTypeId}|${stay.arrival}|${stay.departure}` : null;
  const [free, setFree] = useState<FreeRooms | null>(null);
  useEffect(() => {
    if (freeAsked === null || stay.roomTypeId === null) return;
    const controller = new AbortController();
    const criteria = { roomTypeId: stay.roomTypeId, arrival: stay.arrival, departure: stay.departure };
    const timer = window.setTimeout(() => {
      api.call('reservation/availability', 'free-rooms', [criteria], { signal: controller.signal, quiet: true }).then(
        (answer) => setFree({ asked: freeAsked, rooms: answer.data }),
        () => {
          if (!controller.signal.aborted) setFree({ asked: freeAsked, failed: true });
        },
      );
    }, FREE_ROOMS_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [api, freeAsked, stay.roomTypeId, stay.arrival, stay.departure]);
  const freeRooms = free?.asked === freeAsked && 'rooms' in free ? free.rooms : undefined;
  const freeFailed = free?.asked === freeAsked && 'failed' in free;

  const roomTypes = useMemo(
    () => (references.roomTypes ?? []).filter((type) => type.active === 1 || type.id === stay.roomTypeId),
    [references.roomTypes, stay.roomTypeId],
  );
  const rooms = useMemo<LabelledChoice[]>(() => {
    const ofType = (references.rooms ?? []).filter((room) => room.roomTypeId === stay.roomTypeId);
    const numberOf = (id: number) => ofType.find((room) => room.id === id)?.roomNumber;
    // Free rooms, plus the rooms this booking holds itself (the free list counts them as taken);
    // every room of the type when the free rooms can not be read: the server checks on save.
    const offered = freeRooms
      ? [
          ...freeRooms.map((room) => ({
            id: room.id,
            code: room.roomNumber,
            label: `${room.roomNumber} · ${room.floor}`,
          })),
          ...[saved?.roomTypeId === stay.roomTypeId ? saved?.roomId : null, stay.roomId]
            .filter((id): id is number => id != null && !freeRooms.some((room) => room.id === id))
            .filter((id, at, all) => all.indexOf(id) === at)
            .map((id) => ({ id, code: numberOf(id) ?? String(id), label: numberOf(id) ?? String(id) })),
        ].sort((a, b) => a.code.localeCompare(b.code, undefined, { numeric: true }))
      : ofType.map((room) => ({ id: room.id, code: room.roomNumber, label: room.roomNumber }));
    return [{ id: NOT_ASSIGNED, code: '', label: intl.formatMessage(m.notAssigned) }, ...offered];
  }, [references.rooms, stay.roomTypeId, stay.roomId, saved, freeRooms, intl]);
  const meals = useMemo<LabelledChoice[]>(
    () => [{ id: NOT_ASSIGNED, code: '', label: intl.formatMessage(m.none) }, ...(references.mealTypes ?? [])],
    [references.mealTypes, intl],
  );

  const stayProblem = errors[`stays.${index}`]?.join(' ');
  const ratesProblem = errors[name('nightlyRates')]?.join(' ');
  const total = sumMoney(stay.nightlyRates.map((rate) => rate.amount));
  const sameRateValue = moneyOf(sameRate);

  return (
    <section className={styles.stayEditor} aria-labelledby={headingId}>
      <div className={styles.stayEditorHeading}>
        <h3 id={headingId} className={styles.subheading}>
          {typeCode ? `${heading} · ${typeCode}` : heading}
        </h3>
        {saved ? (
          <span className={styles.muted}>
            {intl.formatMessage(v.stayStatus, { status: intl.formatMessage(statusMessages[saved.status]) })}
          </span>
        ) : null}
      </div>
      {stayProblem ? (
        <Notice tone="error" title={intl.formatMessage(m.availability)}>
          {stayProblem}
        </Notice>
      ) : null}
      <div className={styles.stayFields}>
        <Select<RoomTypeRow>
          name={name('roomTypeId')}
          label={intl.formatMessage(m.roomType)}
          items={roomTypes}
          selectedKey={stay.roomTypeId}
          isRequired
          isDisabled={isDisabled}
          isInvalid={invalid('roomTypeId')}
          errorMessage={errorOf('roomTypeId')}
          onSelectionChange={(key) => {
            if (key === null || Number(key) === stay.roomTypeId) return;
            const roomTypeId = Number(key);
            // A new type is a new price: every night is priced again for it, and the room goes.
            const next = withRate({ ...stay, roomTypeId, roomId: null }, baseRateOf(references.roomTypes, roomTypeId));
            change(next, 'roomTypeId', 'roomId', 'nightlyRates', '');
            setPriced(references.roomTypes?.find((type) => type.id === roomTypeId)?.code ?? '');
            void price(next, 'all');
          }}
        >
          {(type) => (
            <SelectItem id={type.id} textValue={`${type.code} · ${type.name}`}>
              {`${type.code} · ${type.name}`}
            </SelectItem>
          )}
        </Select>
        <DatePicker
          name={name('arrival')}
          label={intl.formatMessage(m.arrival)}
          value={stay.arrival}
          isRequired
          isDisabled={isDisabled}
          isInvalid={invalid('arrival')}
          errorMessage={errorOf('arrival')}
          onChange={(_, iso) => {
            // Moving the arrival keeps the length of stay, as staff move a booking.
            if (iso) redate(iso, addDays(iso, Math.max(1, nights)));
          }}
        />
        <NumberField
          name={name('nights')}
          formatOptions={WHOLE}
          label={intl.formatMessage(m.nights)}
          value={nights}
          minValue={1}
          maxValue={MAX_NIGHTS}
          isDisabled={isDisabled}
          onChange={(count) => {
            if (Number.isInteger(count) && count >= 1) redate(stay.arrival, addDays(stay.arrival, count));
          }}
        />
        <DatePicker
          name={name('departure')}
          label={intl.formatMessage(m.departure)}
          value={stay.departure}
          isRequired
          isDisabled={isDisabled}
          isInvalid={invalid('departure')}
          errorMessage={errorOf('departure')}
          onChange={(_, iso) => {
            if (iso) redate(stay.arrival, iso);
          }}
        />
        <NumberField
          name={name('adults')}
          formatOptions={WHOLE}
          label={intl.formatMessage(m.adults)}
          value={stay.adults}
          minValue={1}
          maxValue={roomType?.maxAdults ?? 20}
          isRequired
          isDisabled={isDisabled}
          isInvalid={invalid('adults')}
          errorMessage={errorOf('adults')}
          onChange={(adults) => {
            if (Number.isInteger(adults) && adults !== stay.adults) repax({ ...stay, adults }, 'adults');
          }}
        />
        <NumberField
          name={name('children')}
          formatOptions={WHOLE}
          label={intl.formatMessage(m.children)}
          value={stay.children}
          minValue={0}
          maxValue={roomType?.maxChildren ?? 20}
          isDisabled={isDisabled}
          isInvalid={invalid('children')}
          errorMessage={errorOf('children')}
          onChange={(children) => {
            if (Number.isInteger(children) && children !== stay.children) repax({ ...stay, children }, 'children');
          }}
        />
        <Select<LabelledChoice>
          name={name('mealTypeId')}
          label={intl.formatMessage(m.mealPlan)}
          items={meals}
          selectedKey={stay.mealTypeId ?? NOT_ASSIGNED}
          isDisabled={isDisabled}
          isInvalid={invalid('mealTypeId')}
          errorMessage={errorOf('mealTypeId')}
          onSelectionChange={(key) => {
            const mealTypeId = key === null || Number(key) === NOT_ASSIGNED ? null : Number(key);
            change({ ...stay, mealTypeId }, 'mealTypeId');
          }}
        >
          {(meal) => (
            <SelectItem id={meal.id} textValue={meal.label}>
              {meal.label}
            </SelectItem>
          )}
        </Select>
        <ComboBox<LabelledChoice>
          // The rooms are the type's: a new type starts a new list.
          key={`room-${stay.roomTypeId}`}
          name={name('roomId')}
          label={intl.formatMessage(m.room)}
          defaultItems={rooms}
          selectedKey={stay.roomId ?? NOT_ASSIGNED}
          isDisabled={isDisabled || stay.roomTypeId === null}
          isLoading={references.rooms === undefined || (freeAsked !== null && !freeRooms && !freeFailed)}
          isInvalid={invalid('roomId')}
          errorMessage={errorOf('roomId')}
          description={intl.formatMessage(freeRooms ? m.freeRoomHelp : m.roomHelp)}
          onSelectionChange={(key) => {
            if (key === null) return;
            const roomId = Number(key) === NOT_ASSIGNED ? null : Number(key);
            if (roomId !== stay.roomId) change({ ...stay, roomId }, 'roomId');
          }}
        >
          {(room) => (
            <ComboBoxItem id={room.id} textValue={room.label}>
              {room.label}
            </ComboBoxItem>
          )}
        </ComboBox>
      </div>

      {availability ? <AvailabilityLine availability={availability} typeCode={typeCode} /> : null}

      <div className={styles.rates}>
        <div className={styles.ratesBar}>
          <div className={styles.ratesHeading}>
            <h4 className={styles.minorHeading}>{intl.formatMessage(m.rates)}</h4>
            <p className={styles.muted}>{intl.formatMessage(m.ratesHelp)}</p>
          </div>
          <div className={styles.sameRate}>
            <Button variant="secondary" size="sm" isDisabled={isDisabled} onPress={() => void price(stay, 'all')}>
              {intl.formatMessage(m.priceAgain)}
            </Button>
            <TextField
              label={intl.formatMessage(m.sameRate)}
              value={sameRate}
              onChange={setSameRate}
              inputMode="decimal"
              isDisabled={isDisabled}
              className={styles.amountField}
            />
            <Button
              variant="secondary"
              size="sm"
              isDisabled={isDisabled || sameRateValue === null}
              onPress={() => {
                if (sameRateValue === null) return;
                change(withRate(stay, groupedMoney(sameRateValue)), 'nightlyRates');
                setSameRate('');
              }}
            >
              {intl.formatMessage(m.applyRate)}
            </Button>
          </div>
        </div>
        {priced !== null ? (
          <p className={styles.muted} role="status">
            {intl.formatMessage(v.rateTypeChanged, { type: priced })}
          </p>
        ) : null}
        {ratesProblem ? (
          <Notice tone="error" title={intl.formatMessage(m.rates)}>
            {ratesProblem}
          </Notice>
        ) : null}
        <div className={styles.ratesScroll}>
          <table className={styles.ratesTable} aria-label={intl.formatMessage(v.ratesTable, { stay: heading })}>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.night)}</th>
                <th scope="col" className={styles.amountHeader}>
                  {intl.formatMessage(m.rate)}
                </th>
                <th scope="col">{intl.formatMessage(m.reason)}</th>
              </tr>
            </thead>
            <tbody>
              {stay.nightlyRates.map((rate, night) => {
                const shown = `${intl.formatMessage(weekdayMessages[weekdayOf(rate.night) as keyof typeof weekdayMessages])} ${formatDate(rate.night)}`;
                const amountName = name(`nightlyRates.${night}.amount`);
                const reasonName = name(`nightlyRates.${night}.reason`);
                return (
                  <tr key={rate.night}>
                    <th scope="row" className={styles.nightCell}>
                      {shown}
                    </th>
                    <td className={styles.amountCell}>
                      <TextField
                        name={amountName}
                        aria-label={intl.formatMessage(v.rateFor, { night: formatDate(rate.night) })}
                        value={rate.amount}
                        inputMode="decimal"
                        isDisabled={isDisabled}
                        isInvalid={errors[amountName] ? true : undefined}
                        errorMessage={errors[amountName]?.join(' ')}
                        className={styles.amountField}
                        onChange={(amount) =>
                          change(
                            {
                              ...stay,
                              nightlyRates: stay.nightlyRates.map((each, at) =>
                                at === night ? { ...each, amount } : each,
                              ),
                            },
                            `nightlyRates.${night}.amount`,
                          )
                        }
                        onBlur={() => {
                          const exact = moneyOf(rate.amount);
                          const shown = exact === null ? null : groupedMoney(exact);
                          if (shown !== null && shown !== rate.amount) {
                            onChange((current) => ({
                              ...current,
                              nightlyRates: current.nightlyRates.map((each) =>
                                each.night === rate.night ? { ...each, amount: shown } : each,
                              ),
                            }));
                          }
                        }}
                      />
                    </td>
                    <td>
                      <TextField
                        name={reasonName}
                        aria-label={intl.formatMessage(v.reasonFor, { night: formatDate(rate.night) })}
                        placeholder={intl.formatMessage(m.reasonPlaceholder)}
                        value={rate.reason}
                        maxLength={200}
                        isDisabled={isDisabled}
                        isInvalid={errors[reasonName] ? true : undefined}
                        errorMessage={errors[reasonName]?.join(' ')}
                        className={styles.reasonField}
                        onChange={(reason) =>
                          change(
                            {
                              ...stay,
                              nightlyRates: stay.nightlyRates.map((each, at) =>
                                at === night ? { ...each, reason } : each,
                              ),
                            },
                            `nightlyRates.${night}.reason`,
                          )
                        }
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{intl.formatMessage(m.stayTotal)}</th>
                <td className={styles.totalCell}>{formatMoney(total)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
    </section>
  );
}

/** The stay's availability in words, in the tone of what it means for the booking. */
export function AvailabilityLine({ availability, typeCode }: { availability: AvailabilityView; typeCode: string }) {
  const intl = useIntl();
  switch (availability.kind) {
    case 'checking':
      return (
        <p className={styles.availability} role="status">
          {intl.formatMessage(m.checking)}
        </p>
      );
    case 'unknown':
      return (
        <p className={styles.availability} role="status">
          {intl.formatMessage(m.availabilityUnknown)}
        </p>
      );
    case 'noInventory':
      return (
        <p className={styles.availability} role="status">
          {intl.formatMessage(m.noInventory)}
        </p>
      );
    case 'available':
      return (
        <p className={`${styles.availability} ${styles.availabilityGood}`} role="status">
          {intl.formatMessage(availableMessage, { count: availability.least, type: typeCode })}
        </p>
      );
    case 'short':
      return (
        <p className={`${styles.availability} ${styles.availabilityShort}`} role="status">
          {intl.formatMessage(shortMessage, {
            type: typeCode,
            nights: availability.nights.map((night) => formatDate(night)).join(', '),
          })}
        </p>
      );
  }
}
