import { ApiError, type Schemas } from '@pms/api-client';
import {
  Button,
  ComboBox,
  ComboBoxItem,
  DatePicker,
  Form,
  formatDate,
  formatMoney,
  Notice,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  TextArea,
  toValidationErrors,
} from '@pms/ui';
import { type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, failureTitle } from '../../../shared/admin/failures.ts';
import { PlusIcon } from '../../../shared/admin/icons.tsx';
import { useApi } from '../../../shared/api.ts';
import { bookingListMessages, statusMessages } from '../messages.ts';
import { addDays } from '../nights.ts';
import { type Choice, codeAndName, type ReferenceData } from '../referenceData.ts';
import { BookerFields } from './BookerFields.tsx';
import {
  amountOf,
  BOOKING_STATUSES,
  type BookingDraft,
  type BookingStatus,
  bookingTotal,
  type Channel,
  MAX_REMARK,
  MAX_STAYS,
  newStay,
  type Problem,
  type RoomTypeFacts,
  roomsTakenByOthers,
  type StayDraft,
  stayIndexOf,
  toRequest,
  validateBooking,
  withoutProblems,
} from './bookingForm.ts';
import { newReservationMessages as m, problemMessages, problemValueMessages } from './messages.ts';
import * as styles from './NewReservationPage.css.ts';
import { StayEditor } from './StayEditor.tsx';

export type BookingMode = 'reservation' | 'walk-in';

type Reservation = Schemas['Reservation'];

/** A walk-in is for a guest standing at the desk: it holds its room at once. */
const WALK_IN_STATUSES: readonly BookingStatus[] = ['confirmed', 'guaranteed'];
const CHANNELS: readonly Channel[] = ['NON-OTA', 'OTA'];

interface BookingFormProps {
  mode: BookingMode;
  hotelDate: string;
  references: ReferenceData;
  /** How the first stay starts: a room type (or none) and an arrival night. */
  preset: { roomTypeId: number | null; arrival: string };
  onBooked: (reservation: Reservation) => void;
}

/**
 * The booking form of new reservations and walk-ins: booker, the booking's codes, 1–20 room
 * stays, deposit and remarks. The server's checks are made before Save; what the server still
 * refuses lands on the field its error names. One Idempotency-Key per booking sent: pressing Save
 * again (a double click, a retry after a lost answer) can never book twice.
 */
export function BookingForm({ mode, hotelDate, references, preset, onBooked }: BookingFormProps) {
  const intl = useIntl();
  const api = useApi();
  const formId = useId();
  const isWalkIn = mode === 'walk-in';
  const stayKeys = useRef(0);
  const nextStayKey = () => {
    stayKeys.current += 1;
    return `stay-${stayKeys.current}`;
  };
  const [draft, setDraft] = useState<BookingDraft>(() => ({
    guest: null,
    companyProfileId: null,
    sourceId: null,
    marketId: null,
    segmentId: null,
    rateCodeId: null,
    channel: 'NON-OTA',
    status: 'confirmed',
    depositRequired: '',
    depositDueDate: null,
    remark: '',
    internalRemark: '',
    stays: [
      newStay(nextStayKey(), {
        roomTypeId: preset.roomTypeId,
        arrival: preset.arrival,
        departure: addDays(preset.arrival, 1),
      }),
    ],
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // 'check': found before sending, and gone once staff have changed what it named.
  const [failure, setFailure] = useState<{ kind: 'check' | 'server'; title: string; text: string } | null>(null);
  const [isSaving, setSaving] = useState(false);
  const sending = useRef(false);
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
  const submission = useRef<{ body: string; key: string } | null>(null);

  const roomTypes = useMemo(
    () =>
      new Map<number, RoomTypeFacts>(
        references.roomTypes.map((type) => [
          type.id,
          { id: type.id, code: type.code, maxAdults: type.maxAdults, maxChildren: type.maxChildren },
        ]),
      ),
    [references.roomTypes],
  );

  const forget = useCallback((fields: readonly string[]) => {
    if (fields.length === 0) return;
    setErrors((current) => withoutProblems(current, fields));
  }, []);
  const set = <K extends keyof BookingDraft>(name: K, value: BookingDraft[K], fields: string[] = [name]) => {
    setDraft((current) => ({ ...current, [name]: value }));
    forget(fields);
  };
  const changeStay = useCallback(
    (key: string, change: (stay: StayDraft) => StayDraft, fields: readonly string[]) => {
      setDraft((current) => {
        let changed = false;
        const stays = current.stays.map((stay) => {
          if (stay.key !== key) return stay;
          const next = change(stay);
          changed ||= next !== stay;
          return next;
        });
        return changed ? { ...current, stays } : current;
      });
      forget(fields);
    },
    [forget],
  );
  const addStay = () => {
    setDraft((current) => {
      const last = current.stays.at(-1);
      return {
        ...current,
        stays: [
          ...current.stays,
          newStay(nextStayKey(), {
            roomTypeId: last?.roomTypeId ?? null,
            arrival: last?.arrival ?? preset.arrival,
            departure: last?.departure ?? addDays(preset.arrival, 1),
            adults: last?.adults ?? 2,
            mealTypeId: last?.mealTypeId ?? null,
          }),
        ],
      };
    });
    forget(['stays']);
  };
  const removeStay = (key: string) => {
    setDraft((current) => ({ ...current, stays: current.stays.filter((stay) => stay.key !== key) }));
    // Messages of stays name them by place, which a removal shifts.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => stayIndexOf(name) === null)));
  };

  const problemText = (problem: Problem): string => {
    switch (problem.code) {
      case 'arrivalBeforeHotelDate':
        return intl.formatMessage(problemValueMessages.arrivalBeforeHotelDate, {
          hotelDate: formatDate(problem.hotelDate),
        });
      case 'tooLong':
      case 'stayTooLong':
      case 'tooManyStays':
        return intl.formatMessage(problemValueMessages[problem.code], { max: problem.max });
      case 'tooManyAdults':
      case 'tooManyChildren':
        return intl.formatMessage(problemValueMessages[problem.code], { max: problem.max, roomType: problem.roomType });
      default:
        return intl.formatMessage(problemMessages[problem.code]);
    }
  };

  const save = async () => {
    if (sending.current) return;
    const problems = validateBooking(draft, { hotelDate, roomTypes });
    if (Object.keys(problems).length > 0) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([name, problem]) => [name, problemText(problem)])));
      setFailure({ kind: 'check', title: intl.formatMessage(m.fillForm), text: intl.formatMessage(m.fillFormBody) });
      showFirstProblem();
      return;
    }
    const request = toRequest(draft);
    const body = JSON.stringify(request);
    // The same booking sent again keeps its key, so the server answers the first result.
    if (submission.current?.body !== body) submission.current = { body, key: crypto.randomUUID() };
    sending.current = true;
    setSaving(true);
    setFailure(null);
    try {
      const answer = await api.call('reservation/reservation', 'create', [request], {
        idempotencyKey: submission.current.key,
      });
      const reservation = answer.data[0];
      if (reservation) onBooked(reservation);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(
          Object.fromEntries(
            Object.entries(toValidationErrors(error.errors)).map(([name, messages]) => [name, messages.join(' ')]),
          ),
        );
      }
      setFailure({ kind: 'server', title: failureTitle(intl, error), text: failureText(intl, error) });
      showFirstProblem();
    } finally {
      sending.current = false;
      setSaving(false);
    }
  };

  const invalid = (name: string) => (errors[name] ? { isInvalid: true, errorMessage: errors[name] } : {});
  const statuses = isWalkIn ? WALK_IN_STATUSES : BOOKING_STATUSES;
  const booking = { rateCodeId: draft.rateCodeId, companyProfileId: draft.companyProfileId, status: draft.status };

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
          references={references}
          errors={errors}
          onGuestChange={(guest) => set('guest', guest, ['guestProfileId'])}
          onCompanyChange={(id) => set('companyProfileId', id, ['companyProfileId', 'guestProfileId'])}
        />
      </Section>

      <Section title={intl.formatMessage(m.detailsSection)}>
        <div className={styles.fieldRow}>
          <ChoiceBox
            label={intl.formatMessage(m.source)}
            name="sourceId"
            choices={references.sources}
            value={draft.sourceId}
            onChange={(id) => set('sourceId', id)}
            error={errors.sourceId}
          />
          <ChoiceBox
            label={intl.formatMessage(m.market)}
            name="marketId"
            choices={references.markets}
            value={draft.marketId}
            onChange={(id) => set('marketId', id)}
            error={errors.marketId}
          />
          <ChoiceBox
            label={intl.formatMessage(m.segment)}
            name="segmentId"
            choices={references.segments}
            value={draft.segmentId}
            onChange={(id) => set('segmentId', id)}
            error={errors.segmentId}
          />
          <ChoiceBox
            label={intl.formatMessage(m.rateCode)}
            name="rateCodeId"
            choices={references.rateCodes}
            value={draft.rateCodeId}
            onChange={(id) => set('rateCodeId', id)}
            error={errors.rateCodeId}
            description={intl.formatMessage(m.rateCodeHelp)}
          />
        </div>
        <div className={styles.fieldRow}>
          <RadioGroup
            label={intl.formatMessage(m.channel)}
            name="channel"
            orientation="horizontal"
            value={draft.channel}
            onChange={(value) => set('channel', value as Channel)}
            {...invalid('channel')}
          >
            {CHANNELS.map((channel) => (
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
            onSelectionChange={(key) => key !== null && set('status', key as BookingStatus)}
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
              hotelDate={hotelDate}
              roomTypes={references.roomTypes}
              mealTypes={references.mealTypes}
              booking={booking}
              earlierStays={draft.stays.slice(0, index)}
              takenRooms={roomsTakenByOthers(draft.stays, index)}
              errors={errors}
              isArrivalFixed={isWalkIn}
              onChange={changeStay}
              onRemove={draft.stays.length > 1 ? () => removeStay(stay.key) : undefined}
            />
          ))}
        </div>
        <div>
          <Button variant="secondary" onPress={addStay} isDisabled={draft.stays.length >= MAX_STAYS}>
            <span className={styles.buttonContent}>
              <PlusIcon />
              {intl.formatMessage(m.addStay)}
            </span>
          </Button>
        </div>
      </Section>

      <Section title={intl.formatMessage(m.depositSection)}>
        <div className={styles.fieldRow}>
          <NumberField
            label={intl.formatMessage(m.depositRequired)}
            name="depositRequired"
            value={draft.depositRequired === '' ? Number.NaN : Number(draft.depositRequired)}
            minValue={0}
            maxValue={999_999_999_999.99}
            onChange={(value) => set('depositRequired', amountOf(value), ['depositRequired', 'depositDueDate'])}
            className={styles.field}
            {...invalid('depositRequired')}
          />
          <DatePicker
            label={intl.formatMessage(m.depositDueDate)}
            name="depositDueDate"
            value={draft.depositDueDate}
            placeholderValue={hotelDate}
            onChange={(_, iso) => set('depositDueDate', iso)}
            className={styles.dateField}
            {...invalid('depositDueDate')}
          />
        </div>
        <div className={styles.remarks}>
          <TextArea
            label={intl.formatMessage(m.remark)}
            name="remark"
            description={intl.formatMessage(m.remarkHelp)}
            maxLength={MAX_REMARK}
            rows={3}
            value={draft.remark}
            onChange={(value) => set('remark', value)}
            {...invalid('remark')}
          />
          <TextArea
            label={intl.formatMessage(m.internalRemark)}
            name="internalRemark"
            description={intl.formatMessage(m.internalRemarkHelp)}
            maxLength={MAX_REMARK}
            rows={3}
            value={draft.internalRemark}
            onChange={(value) => set('internalRemark', value)}
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
        <Button variant="primary" type="submit" isDisabled={isSaving} className={styles.saveButton}>
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
  description?: string;
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
