import type { Schemas } from '@pms/api-client';
import { ReservationCreate as bookingRules } from '@pms/api-client/fieldRules';
import {
  Button,
  ComboBox,
  ComboBoxItem,
  DatePicker,
  Form,
  formatMoney,
  Notice,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  TextArea,
  TextField,
} from '@pms/ui';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, failureTitle, fieldErrorsOf } from '../../../shared/admin/failures.ts';
import { PlusIcon } from '../../../shared/admin/icons.tsx';
import { type Choice, codeAndName, soldRoomTypes } from '../api/references.ts';
import { useCreateReservation, useIsPricing } from '../api/reservation.ts';
import { type RoomTypeFacts, toCreateRequest, validateBooking } from '../booking/checks.ts';
import {
  BEFORE_ARRIVAL,
  type BookingDraft,
  type BookingStatus,
  bookingTotal,
  type Channel,
  LIMITS,
  newBooking,
  newStay,
  roomsTakenByOthers,
  takesInventory,
  tidyAmount,
  WALK_IN_STATUSES,
} from '../booking/draft.ts';
import { removeStayMessage, stayHeadingMessage } from '../booking/messages.ts';
import { fieldMessagesOf, problemTexts } from '../booking/problems.ts';
import { AvailabilityBadge } from '../booking/StayAvailability.tsx';
import { StayEditor } from '../booking/StayEditor.tsx';
import { useBookingDraft } from '../booking/useBookingDraft.ts';
import { useStaysAvailability } from '../booking/useStayReads.ts';
import { bookingListMessages, statusMessages } from '../messages.ts';
import { addDays } from '../nights.ts';
import { BookerFields, type BookerLists } from './BookerFields.tsx';
import { newReservationMessages as m } from './messages.ts';
import * as styles from './NewReservationPage.css.ts';

export type BookingMode = 'reservation' | 'walk-in';

type Reservation = Schemas['Reservation'];

/** The hotel's own bookings first: most are not through an OTA. */
const CHANNEL_ORDER = ['NON-OTA', 'OTA'] as const satisfies readonly Channel[];

/** The lists the booking form picks from, all read. */
export interface FormLists extends BookerLists {
  roomTypes: Schemas['RoomType'][];
  mealTypes: Choice[];
  sources: Choice[];
  markets: Choice[];
  segments: Choice[];
  rateCodes: Choice[];
}

interface BookingFormProps {
  mode: BookingMode;
  hotelDate: string;
  lists: FormLists;
  /** How the first stay starts: a room type (or none) and an arrival night. */
  preset: { roomTypeId: number | null; arrival: string };
  onBooked: (reservation: Reservation) => void;
}

const startDraft = (preset: BookingFormProps['preset']): BookingDraft =>
  newBooking([
    newStay('stay-1', {
      roomTypeId: preset.roomTypeId,
      arrival: preset.arrival,
      departure: addDays(preset.arrival, 1),
    }),
  ]);

/**
 * The booking form of new reservations and walk-ins: booker, the booking's codes, 1–20 room
 * stays, deposit and remarks. The server's checks are made before Save; what the server still
 * refuses lands on the field its error names. One Idempotency-Key per booking sent: pressing Save
 * again (a double click, a retry after a lost answer) can never book twice.
 */
export function BookingForm({ mode, hotelDate, lists, preset, onBooked }: BookingFormProps) {
  const intl = useIntl();
  const formId = useId();
  const isWalkIn = mode === 'walk-in';
  const { draft, errors, setErrors, set, changeStay, newStayKey, addStay, removeStay } = useBookingDraft(() =>
    startDraft(preset),
  );
  const create = useCreateReservation();
  // 'check': found before sending, and gone once staff have changed what it named.
  const [failure, setFailure] = useState<{ kind: 'check' | 'server'; title: string; text: string } | null>(null);
  const sending = useRef(false);
  const availability = useStaysAvailability(draft.stays, draft.companyProfileId);
  const isPricing = useIsPricing();

  // After a refusal, staff are taken to the first field to change (or the stay the server named).
  const showFirstProblem = () =>
    requestAnimationFrame(() => {
      const first = document
        .getElementById(formId)
        ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
      if (!first) return;
      first.scrollIntoView({ block: 'center' });
      if (first.matches('input, textarea, button')) first.focus({ preventScroll: true });
    });

  const roomTypes = useMemo(
    () =>
      new Map<number, RoomTypeFacts>(
        lists.roomTypes.map((type) => [
          type.id,
          { id: type.id, code: type.code, maxAdults: type.maxAdults, maxChildren: type.maxChildren },
        ]),
      ),
    [lists.roomTypes],
  );

  const addRoom = () => {
    // A second room is most often like the first: same type, dates, guests and meal plan.
    const last = draft.stays.at(-1);
    addStay(
      newStay(newStayKey(), {
        roomTypeId: last?.roomTypeId ?? null,
        arrival: last?.arrival ?? preset.arrival,
        departure: last?.departure ?? addDays(preset.arrival, 1),
        adults: last?.adults ?? 2,
        mealTypeId: last?.mealTypeId ?? null,
      }),
    );
  };

  const save = async () => {
    if (sending.current) return;
    const problems = validateBooking(draft, { hotelDate, roomTypes });
    if (Object.keys(problems).length > 0) {
      setErrors(problemTexts(intl, problems));
      setFailure({ kind: 'check', title: intl.formatMessage(m.fillForm), text: intl.formatMessage(m.fillFormBody) });
      showFirstProblem();
      return;
    }
    sending.current = true;
    setFailure(null);
    try {
      // The same booking sent again keeps its key (useCommand), so the server answers the first result.
      const [reservation] = await create.run([toCreateRequest(draft)]);
      if (reservation) onBooked(reservation);
    } catch (error) {
      setErrors(fieldMessagesOf(fieldErrorsOf(error, [], intl, bookingRules)));
      setFailure({ kind: 'server', title: failureTitle(intl, error), text: failureText(intl, error) });
      showFirstProblem();
    } finally {
      sending.current = false;
    }
  };

  const invalid = (name: string) => (errors[name] ? { isInvalid: true, errorMessage: errors[name] } : {});
  const statuses: readonly BookingStatus[] = isWalkIn ? WALK_IN_STATUSES : BEFORE_ARRIVAL;
  const pricing = useMemo(
    () => ({ rateCodeId: draft.rateCodeId, companyProfileId: draft.companyProfileId }),
    [draft.rateCodeId, draft.companyProfileId],
  );
  const soldTypes = useMemo(() => soldRoomTypes(lists.roomTypes), [lists.roomTypes]);
  const choice = (name: 'sourceId' | 'marketId' | 'segmentId' | 'rateCodeId', label: string, choices: Choice[]) => (
    <ChoiceBox
      label={label}
      name={name}
      choices={choices}
      value={draft[name]}
      onChange={(id) => set({ [name]: id })}
      error={errors[name]}
      description={name === 'rateCodeId' ? intl.formatMessage(m.rateCodeHelp) : undefined}
    />
  );

  return (
    <Form
      id={formId}
      className={styles.form}
      aria-label={intl.formatMessage(isWalkIn ? m.walkInTitle : m.title)}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Section title={intl.formatMessage(m.bookerSection)} help={intl.formatMessage(m.bookerHelp)}>
        <BookerFields
          guest={draft.guest}
          companyProfileId={draft.companyProfileId}
          lists={lists}
          errors={errors}
          onGuestChange={(guest) => set({ guest }, ['guestProfileId'])}
          onCompanyChange={(companyProfileId) => set({ companyProfileId }, ['companyProfileId', 'guestProfileId'])}
        />
      </Section>

      <Section title={intl.formatMessage(m.detailsSection)}>
        <div className={styles.fieldRow}>
          {choice('sourceId', intl.formatMessage(m.source), lists.sources)}
          {choice('marketId', intl.formatMessage(m.market), lists.markets)}
          {choice('segmentId', intl.formatMessage(m.segment), lists.segments)}
          {choice('rateCodeId', intl.formatMessage(m.rateCode), lists.rateCodes)}
        </div>
        <div className={styles.fieldRow}>
          <RadioGroup
            label={intl.formatMessage(m.channel)}
            name="channel"
            orientation="horizontal"
            value={draft.channel}
            onChange={(value) => set({ channel: value as Channel })}
            {...invalid('channel')}
          >
            {CHANNEL_ORDER.map((channel) => (
              <Radio key={channel} value={channel}>
                {intl.formatMessage(channel === 'OTA' ? bookingListMessages.ota : bookingListMessages.nonOta)}
              </Radio>
            ))}
          </RadioGroup>
          <Select<{ id: BookingStatus }>
            label={intl.formatMessage(m.status)}
            name="status"
            isRequired
            items={statuses.map((status) => ({ id: status }))}
            selectedKey={draft.status}
            onSelectionChange={(key) => key !== null && set({ status: key as BookingStatus })}
            description={intl.formatMessage(m.statusHelp)}
            className={styles.field}
            {...invalid('status')}
          >
            {(item) => (
              <SelectItem id={item.id} textValue={intl.formatMessage(statusMessages[item.id])}>
                {intl.formatMessage(statusMessages[item.id])}
              </SelectItem>
            )}
          </Select>
        </div>
      </Section>

      <Section title={intl.formatMessage(m.staysSection)}>
        {errors.stays ? (
          <p className={styles.stayError} role="alert">
            {errors.stays}
          </p>
        ) : null}
        <div className={styles.stays}>
          {draft.stays.map((stay, index) => (
            <StayEditor
              key={stay.key}
              stay={stay}
              index={index}
              title={intl.formatMessage(stayHeadingMessage, { number: index + 1 })}
              titleExtra={
                <AvailabilityBadge
                  availability={availability.byStay.get(stay.key)}
                  isChecking={availability.isChecking}
                  failed={availability.failed}
                  holdsRooms={takesInventory(draft.status)}
                />
              }
              hotelDate={hotelDate}
              roomTypes={soldTypes}
              mealTypes={lists.mealTypes}
              pricing={pricing}
              room={{ kind: 'free', takenRooms: roomsTakenByOthers(draft.stays, index) }}
              errors={errors}
              isArrivalFixed={isWalkIn}
              onChange={changeStay}
              remove={
                draft.stays.length > 1
                  ? {
                      label: intl.formatMessage(removeStayMessage, { number: index + 1 }),
                      onRemove: () => removeStay(stay.key),
                    }
                  : undefined
              }
            />
          ))}
        </div>
        <div>
          <Button variant="secondary" onPress={addRoom} isDisabled={draft.stays.length >= LIMITS.stays}>
            <span className={styles.buttonContent}>
              <PlusIcon />
              {intl.formatMessage(m.addStay)}
            </span>
          </Button>
        </div>
      </Section>

      <Section title={intl.formatMessage(m.depositSection)}>
        <div className={styles.fieldRow}>
          <TextField
            label={intl.formatMessage(m.depositRequired)}
            name="depositRequired"
            value={draft.depositRequired}
            inputMode="decimal"
            onChange={(depositRequired) => set({ depositRequired }, ['depositRequired', 'depositDueDate'])}
            onBlur={() => set({ depositRequired: tidyAmount(draft.depositRequired) }, [])}
            className={styles.field}
            {...invalid('depositRequired')}
          />
          <DatePicker
            label={intl.formatMessage(m.depositDueDate)}
            name="depositDueDate"
            value={draft.depositDueDate}
            placeholderValue={hotelDate}
            onChange={(_, depositDueDate) => set({ depositDueDate })}
            className={styles.dateField}
            {...invalid('depositDueDate')}
          />
        </div>
        <div className={styles.remarks}>
          <TextArea
            label={intl.formatMessage(m.remark)}
            name="remark"
            description={intl.formatMessage(m.remarkHelp)}
            maxLength={LIMITS.remark}
            rows={3}
            value={draft.remark}
            onChange={(remark) => set({ remark })}
            {...invalid('remark')}
          />
          <TextArea
            label={intl.formatMessage(m.internalRemark)}
            name="internalRemark"
            description={intl.formatMessage(m.internalRemarkHelp)}
            maxLength={LIMITS.remark}
            rows={3}
            value={draft.internalRemark}
            onChange={(internalRemark) => set({ internalRemark })}
            {...invalid('internalRemark')}
          />
        </div>
      </Section>

      <footer className={styles.footer}>
        {failure && (failure.kind === 'server' || Object.keys(errors).length > 0) ? (
          <Notice tone="error" title={failure.title} className={styles.footerNotice}>
            {failure.text}
          </Notice>
        ) : null}
        <p className={styles.total}>
          <span>{intl.formatMessage(m.bookingTotal)}</span>
          <strong data-testid="booking-total">{formatMoney(bookingTotal(draft))}</strong>
        </p>
        <Button
          variant="primary"
          type="submit"
          isDisabled={create.isPending || isPricing}
          className={styles.saveButton}
        >
          {intl.formatMessage(m.save)}
        </Button>
      </footer>
    </Form>
  );
}

function Section({ title, help, children }: { title: string; help?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <header className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {help ? <p className={styles.muted}>{help}</p> : null}
      </header>
      {children}
    </section>
  );
}

/** A code of the hotel's (source, market, segment, rate code), or none. */
function ChoiceBox({
  label,
  name,
  choices,
  value,
  onChange,
  error,
  description,
}: {
  label: string;
  name: string;
  choices: readonly Choice[];
  value: number | null;
  onChange: (id: number | null) => void;
  error: string | undefined;
  description?: string | undefined;
}) {
  return (
    <ComboBox<Choice>
      label={label}
      name={name}
      defaultItems={choices}
      selectedKey={value ?? null}
      onSelectionChange={(key) => onChange(key === null ? null : Number(key))}
      isInvalid={Boolean(error)}
      errorMessage={error}
      description={description}
      className={styles.field}
    >
      {(row) => (
        <ComboBoxItem id={row.id} textValue={codeAndName(row)}>
          {codeAndName(row)}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
