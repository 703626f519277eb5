import { DatePicker, formatMoney, IconButton, NumberField, Select, SelectItem, Tooltip, TooltipTrigger } from '@pms/ui';
import { type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { TrashIcon } from '../../../shared/admin/icons.tsx';
import { type Choice, codeAndName, type RoomTypeRow } from '../api/references.ts';
import { addDays, nightsBetween } from '../nights.ts';
import { ContractPriceLine, ContractRefusalAlert } from './ContractPricing.tsx';
import { type RoomTypeFacts, stayField, typedStayProblems } from './checks.ts';
import { LIMITS, type Pricing, type StayDraft, stayTotal, withDates, withRoomType } from './draft.ts';
import { stayMessages as m, problemMessages, ratesSummaryMessage, rateTypeChangedMessage } from './messages.ts';
import { NightlyRates } from './NightlyRates.tsx';
import { problemText, problemTexts } from './problems.ts';
import { type RoomChoice, RoomField } from './RoomField.tsx';
import * as styles from './StayEditor.css.ts';
import type { FieldMessages, StayChange } from './useBookingDraft.ts';
import { useStayPricing } from './useStayReads.ts';

const NO_MEAL = 'none';

/** The first arrival a stay may take: none for a stay already running. */
const minArrivalOf = (isRunning: boolean, hotelDate: string | undefined) => (isRunning ? undefined : hotelDate);
const WHOLE = { maximumFractionDigits: 0 } as const;

export interface StayEditorProps {
  stay: StayDraft;
  /** Its place in the booking, from 0: names its fields as the server's errors do ('stays.0.arrival'). */
  index: number;
  /** "Room 1" on a new booking; "Stay 1 · STD" on a saved one. */
  title: string;
  /** Beside the title: what is left for the stay, or the saved stay's status. */
  titleExtra?: ReactNode;
  /** Under the fields: what is left for the stay, in words. */
  footnote?: ReactNode;
  /** The hotel date: no new arrival before it. */
  hotelDate: string | undefined;
  /** Room types to choose from (the sold ones, and the stay's own). */
  roomTypes: readonly RoomTypeRow[];
  mealTypes: readonly Choice[];
  /** The booking's rate code and company, which price the nights. */
  pricing: Pricing;
  room: RoomChoice;
  /** How the rate fields name their night: "Rate for Mo 23-Nov-2026" or "Rate for 23-Nov-2026". */
  nightNames?: 'weekday' | 'date';
  /** Messages by field name; `stays.<index>` is about the stay as a whole. */
  errors: FieldMessages;
  isDisabled?: boolean;
  /** A walk-in arrives on the hotel date: the arrival is not for staff to change. */
  isArrivalFixed?: boolean;
  /** The stay arrived before the hotel date (it is running): its arrival may stay where it is. */
  isRunning?: boolean;
  onChange: StayChange;
  /** With its label; absent when the screen removes stays elsewhere, or for a booking's only stay. */
  remove?: { label: string; onRemove: () => void };
}

/**
 * One room stay of a booking, the same on every booking screen: room type, dates, guests, meal
 * plan, a room, and the price of each night (offered by the rate code, editable with a reason).
 * Every input carries the name the server's errors use and shows that error.
 */
export function StayEditor({
  stay,
  index,
  title,
  titleExtra,
  footnote,
  hotelDate,
  roomTypes,
  mealTypes,
  pricing,
  room,
  nightNames = 'weekday',
  errors,
  isDisabled = false,
  isArrivalFixed = false,
  isRunning = false,
  onChange,
  remove,
}: StayEditorProps) {
  const intl = useIntl();
  const headingId = useId();
  // After a new room type, say that its nights were priced again (staff may have set some by hand).
  const [retyped, setRetyped] = useState<string | null>(null);
  const type = roomTypes.find((candidate) => candidate.id === stay.roomTypeId);
  // Nights counts only a departure after the arrival: a departure before it has none to show.
  const counted = stay.arrival && stay.departure ? nightsBetween(stay.arrival, stay.departure) : null;
  const nights = counted !== null && counted >= 1 ? counted : null;
  const field = (name: string) => stayField(index, name);
  // What staff typed stays as typed; a value that breaks a rule says so at once, in Save's words.
  const typedProblems = problemTexts(intl, typedStayProblems(stay, index, type as RoomTypeFacts | undefined));
  const messageOf = (name: string) => errors[name] ?? typedProblems[name];
  const invalid = (name: string) => {
    const message = messageOf(name);
    return message ? { isInvalid: true, errorMessage: message } : {};
  };
  // The date pickers refuse a date before their first one with the same words as Save.
  const arrivalRule =
    minArrivalOf(isRunning, hotelDate) === undefined
      ? undefined
      : problemText(intl, { code: 'arrivalBeforeHotelDate', hotelDate: hotelDate as string });
  const departureRule = intl.formatMessage(problemMessages.departureNotAfterArrival);
  const change = (fields: string[], update: (current: StayDraft) => StayDraft) =>
    onChange(
      stay.key,
      update,
      fields.map((name) => (name ? field(name) : stayField(index))),
    );
  const redate = (fields: string[], dates: (current: StayDraft) => [string | null, string | null]) =>
    change([...fields, 'nightlyRates', ''], (current) => withDates(current, ...dates(current)));

  const pricingState = useStayPricing(stay, pricing, type?.baseRate, onChange);
  const stayError = errors[stayField(index)];
  const ratesError = errors[field('nightlyRates')];
  const minArrival = minArrivalOf(isRunning, hotelDate);

  return (
    <section className={styles.stay} aria-labelledby={headingId} data-invalid={stayError ? 'true' : undefined}>
      <header className={styles.stayHeader}>
        <h3 id={headingId} className={styles.stayTitle}>
          {title}
        </h3>
        {titleExtra}
        {remove ? (
          <TooltipTrigger>
            <IconButton size="sm" aria-label={remove.label} onPress={remove.onRemove} className={styles.removeStay}>
              <TrashIcon />
            </IconButton>
            <Tooltip placement="top">{remove.label}</Tooltip>
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
          isDisabled={isDisabled}
          onSelectionChange={(key) => {
            const roomTypeId = key === null ? null : Number(key);
            if (roomTypeId === stay.roomTypeId) return;
            const baseRate = roomTypes.find((candidate) => candidate.id === roomTypeId)?.baseRate;
            change(['roomTypeId', 'roomId', 'adults', 'children', 'nightlyRates', ''], (current) =>
              withRoomType(current, roomTypeId, baseRate),
            );
            if (stay.roomTypeId !== null) setRetyped(roomTypes.find((each) => each.id === roomTypeId)?.code ?? null);
          }}
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
          minValue={minArrival}
          placeholderValue={hotelDate}
          isReadOnly={isArrivalFixed}
          isDisabled={isDisabled}
          onChange={(_, iso) =>
            // The stay keeps its length when it moves, as staff move a booking.
            redate(['arrival', 'departure'], (current) => {
              const length =
                current.arrival && current.departure ? nightsBetween(current.arrival, current.departure) : 1;
              const kept = Math.min(Math.max(length, 1), LIMITS.stayNights);
              return [iso, iso ? addDays(iso, kept) : current.departure];
            })
          }
          className={styles.dateField}
          errorMessage={errors[field('arrival')] ?? arrivalRule}
          isInvalid={errors[field('arrival')] ? true : undefined}
        />
        <NumberField
          label={intl.formatMessage(m.nights)}
          name={field('nights')}
          value={nights ?? Number.NaN}
          minValue={1}
          maxValue={LIMITS.stayNights}
          formatOptions={WHOLE}
          isDisabled={isDisabled || !stay.arrival}
          onChange={(value) =>
            redate(['departure'], (current) => [
              current.arrival,
              current.arrival && Number.isInteger(value) && value >= 1
                ? addDays(current.arrival, Math.min(value, LIMITS.stayNights))
                : current.departure,
            ])
          }
          className={styles.smallField}
        />
        <DatePicker
          label={intl.formatMessage(m.departure)}
          name={field('departure')}
          isRequired
          value={stay.departure}
          minValue={stay.arrival ? addDays(stay.arrival, 1) : undefined}
          placeholderValue={stay.arrival ? addDays(stay.arrival, 1) : hotelDate}
          isDisabled={isDisabled}
          onChange={(_, iso) => {
            if (iso) redate(['departure'], (current) => [current.arrival, iso]);
          }}
          className={styles.dateField}
          errorMessage={messageOf(field('departure')) ?? departureRule}
          isInvalid={messageOf(field('departure')) ? true : undefined}
        />
        <NumberField
          label={intl.formatMessage(m.adults)}
          name={field('adults')}
          isRequired
          value={stay.adults}
          formatOptions={WHOLE}
          isDisabled={isDisabled}
          onChange={(adults) => change(['adults'], (current) => ({ ...current, adults }))}
          className={styles.smallField}
          {...invalid(field('adults'))}
        />
        <NumberField
          label={intl.formatMessage(m.children)}
          name={field('children')}
          value={stay.children}
          formatOptions={WHOLE}
          isDisabled={isDisabled}
          onChange={(children) => change(['children'], (current) => ({ ...current, children }))}
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
          isDisabled={isDisabled}
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
        <RoomField
          stay={stay}
          index={index}
          choice={room}
          errors={errors}
          isDisabled={isDisabled}
          onChange={onChange}
        />
      </div>

      {footnote}
      {retyped !== null && stay.nights.length > 0 ? (
        <p className={styles.muted} role="status">
          {intl.formatMessage(rateTypeChangedMessage, { type: retyped })}
        </p>
      ) : null}

      {pricingState.refusal ? (
        <ContractRefusalAlert refusal={pricingState.refusal} />
      ) : stay.contractPrice && pricingState.isCurrent ? (
        <ContractPriceLine price={stay.contractPrice} />
      ) : null}

      <NightlyRates
        stay={stay}
        index={index}
        errors={errors}
        isFallback={pricingState.isFallback}
        isRefused={pricingState.refusal !== null}
        nightNames={nightNames}
        isDisabled={isDisabled}
        onChange={onChange}
      />
      {ratesError ? (
        <p className={styles.stayError} role="alert">
          {ratesError}
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
