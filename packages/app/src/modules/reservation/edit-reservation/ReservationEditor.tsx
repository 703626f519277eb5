import { ApiError, type Schemas } from '@pms/api-client';
import {
  Button,
  Card,
  ComboBox,
  ComboBoxItem,
  DataGrid,
  type DataGridColumn,
  DatePicker,
  dataGridColumn,
  formatDate,
  formatDateTime,
  formatMoney,
  Link,
  Notice,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextArea,
  TextField,
  Toolbar,
  useDialogs,
  useToast,
} from '@pms/ui';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { LoadFailure, RowAction } from '../../../shared/admin/AdminScreen.tsx';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../../../shared/admin/failures.ts';
import { PlusIcon, ReloadIcon, TrashIcon } from '../../../shared/admin/icons.tsx';
import { commonMessages } from '../../../shared/admin/messages.ts';
import { useIdempotencyKeys } from '../../../shared/admin/useLoad.ts';
import { useApi } from '../../../shared/api.ts';
import { useHotelDate } from '../../../shared/hotelDate.ts';
import { nightCountMessage, statusMessages } from '../messages.ts';
import { addDays, localToday, MAX_NIGHTS, stayNights } from '../nights.ts';
import { type LabelledChoice, type References, useReferences } from '../referenceData.ts';
import { ReservationStatusChip } from '../status.tsx';
import { CancelDialog } from './CancelDialog.tsx';
import {
  type AvailabilityIndex,
  availabilityIndex,
  availabilityPeriods,
  type DraftProblem,
  draftOf,
  EDITABLE_STATUSES,
  groupedMoney,
  isChanged,
  isEditable,
  newStay,
  problemsOf,
  type ReservationDraft,
  requestOf,
  type StayDraft,
  samePricing,
  stayAvailability,
  suggestedFee,
  sumMoney,
  withPrices,
} from './draft.ts';
import * as styles from './EditReservationPage.css.ts';
import { GuestPicker } from './GuestPicker.tsx';
import { HistoryTab } from './HistoryTab.tsx';
import { availableShortMessage, editMessages as m, shortShortMessage, valueMessages as v } from './messages.ts';
import type { ScreenPaths } from './paths.ts';
import { useQuote } from './pricing.ts';
import { type AvailabilityView, baseRateOf, StayEditor } from './StayEditor.tsx';

type Reservation = Schemas['Reservation'];
type Errors = Record<string, string[]>;

const AVAILABILITY_DELAY_MS = 400;

function problemText(intl: IntlShape, problem: DraftProblem): string {
  switch (problem.kind) {
    case 'required':
      return intl.formatMessage(m.required);
    case 'bookerRequired':
      return intl.formatMessage(m.bookerRequired);
    case 'departureAfterArrival':
      return intl.formatMessage(m.departureAfterArrival);
    case 'beforeHotelDate':
      return intl.formatMessage(v.beforeHotelDate, { date: formatDate(problem.hotelDate) });
    case 'amount':
      return intl.formatMessage(m.amountInvalid);
    case 'dueDateNeedsDeposit':
      return intl.formatMessage(m.dueDateNeedsDeposit);
    case 'tooLong':
      return intl.formatMessage(v.tooLong, { max: problem.max });
  }
}

/** The index of the stay an error name points at ('stays.2.roomId' → 2). */
const stayIndexOf = (name: string): number | undefined => {
  const match = /^stays\.(\d+)(?:\.|$)/.exec(name);
  return match ? Number(match[1]) : undefined;
};

/**
 * Live availability of every stay of the draft: the availability grid for the nights the stays
 * cover, read again (after a pause in typing) when the stays, the company or the saved version
 * change.
 */
function useLiveAvailability(draft: ReservationDraft | null, reservation: Reservation | undefined) {
  const api = useApi();
  // Only a booking that can be changed has anything to check.
  const editable = reservation !== undefined && isEditable(reservation.status);
  const periods = draft && editable ? availabilityPeriods(draft.stays, MAX_NIGHTS) : [];
  const companyProfileId = draft?.companyProfileId ?? null;
  const asked = JSON.stringify({ periods, companyProfileId, version: reservation?.version });
  const [read, setRead] = useState<{ asked: string; index: AvailabilityIndex } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` stands for the periods and company it was built from.
  useEffect(() => {
    if (periods.length === 0) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      Promise.all(
        periods.map((period) =>
          api.call(
            'reservation/availability',
            'get',
            [{ ...period, ...(companyProfileId === null ? {} : { companyProfileId }) }],
            { signal: controller.signal, quiet: true, retryOnTimeout: true },
          ),
        ),
      ).then(
        (answers) => setRead({ asked, index: availabilityIndex(answers.flatMap((answer) => answer.data)) }),
        () => undefined,
      );
    }, AVAILABILITY_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [api, asked]);

  // Only the stays and the status count: typing a remark keeps the same answer (and grid rows).
  const stays = draft?.stays;
  const status = draft?.status;
  return useMemo(() => {
    const views = new Map<string, AvailabilityView>();
    if (!stays || !status || !reservation || !isEditable(reservation.status)) return views;
    const computed = stayAvailability({ stays, status }, reservation, read?.index ?? new Map());
    const isCurrent = read?.asked === asked;
    for (const stay of stays) {
      const view = computed.get(stay.key) ?? { kind: 'unknown' };
      views.set(stay.key, !isCurrent && view.kind !== 'noInventory' ? { kind: 'checking' } : view);
    }
    return views;
  }, [stays, status, reservation, read, asked]);
}

interface ReservationEditorProps {
  reservationId: number;
  paths: ScreenPaths;
}

/**
 * One reservation: its summary, its fields and room stays to change and save under its row
 * version, cancel and reinstate, and its history. A save the server refuses shows its reasons at
 * the named fields; one refused as stale offers the current version instead.
 */
export function ReservationEditor({ reservationId, paths }: ReservationEditorProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const findAnother = () => navigate(paths.find);
  const api = useApi();
  const toast = useToast();
  const dialogs = useDialogs();
  const keyFor = useIdempotencyKeys();
  const headingId = useId();
  const references = useReferences();
  const hotelDate = useHotelDate();

  const [generation, setGeneration] = useState(0);
  const [loaded, setLoaded] = useState<{ reservation?: Reservation; error?: unknown; isLoading: boolean }>({
    isLoading: true,
  });
  const reservation = loaded.reservation;
  const [draft, setDraft] = useState<ReservationDraft | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const [isStale, setStale] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [tab, setTab] = useState<string>('booking');
  const [isCancelling, setCancelling] = useState(false);
  // A new key for the inputs that keep their own state (the guest search) whenever the form restarts.
  const [restarts, setRestarts] = useState(0);
  const added = useRef(0);

  /** The form starts again from what the server answered. */
  const accept = useCallback((fresh: Reservation) => {
    setLoaded({ reservation: fresh, isLoading: false });
    const next = draftOf(fresh);
    setDraft(next);
    setErrors({});
    setFailure(null);
    setStale(false);
    setRestarts((count) => count + 1);
    setSelectedKey((current) =>
      next.stays.some((stay) => stay.key === current) ? current : (next.stays[0]?.key ?? null),
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the reload trigger.
  useEffect(() => {
    // A hash that is no reservation id (a mistyped bookmark) is not asked for: nothing has it.
    if (reservationId < 1) {
      setLoaded({ isLoading: false, error: new ApiError(404, 99999, 'NOT_FOUND', '', [], '', 'get') });
      return;
    }
    const controller = new AbortController();
    setLoaded((previous) => ({ ...previous, isLoading: true }));
    api
      .call('reservation/reservation', 'get', [{ id: reservationId }], {
        signal: controller.signal,
        retryOnTimeout: true,
      })
      .then(
        (answer) => {
          const fresh = answer.data[0];
          if (fresh) accept(fresh);
          else setLoaded({ isLoading: false, error: new ApiError(404, 99999, 'NOT_FOUND', '', [], '', 'get') });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setLoaded((previous) => ({ ...previous, error, isLoading: false }));
        },
      );
    return () => controller.abort();
  }, [api, reservationId, accept, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const availability = useLiveAvailability(draft, reservation);
  const quote = useQuote(draft?.rateCodeId ?? null, draft?.companyProfileId ?? null);
  // The stays grid keeps its columns while staff type elsewhere: its callbacks never change.
  const removeRef = useRef<(index: number) => void>(() => undefined);
  const onRemove = useCallback((index: number) => removeRef.current(index), []);
  const staysErrorLines = useMemo(
    () =>
      new Set(
        Object.keys(errors)
          .map(stayIndexOf)
          .filter((index) => index !== undefined),
      ),
    [errors],
  );

  if (!reservation || !draft) {
    const notFound = loaded.error instanceof ApiError && loaded.error.status === 404;
    return (
      <section className={adminStyles.screen} aria-labelledby={headingId}>
        <header className={adminStyles.heading}>
          <h1 id={headingId} className={adminStyles.title}>
            {intl.formatMessage(m.title)}
          </h1>
        </header>
        {notFound ? (
          <Notice tone="error" title={intl.formatMessage(m.notFound)}>
            {intl.formatMessage(v.notFoundBody, { hash: String(reservationId) })}{' '}
            <Link onPress={findAnother}>{intl.formatMessage(m.findAnother)}</Link>
          </Notice>
        ) : loaded.error ? (
          <LoadFailure error={loaded.error} />
        ) : (
          <div className={styles.loading}>
            <Spinner />
          </div>
        )}
      </section>
    );
  }

  const editable = isEditable(reservation.status);
  const locked = !editable || isBusy;
  const changed = editable && isChanged(draft, reservation);
  const savedStays = new Map(reservation.stays.map((stay) => [stay.id, stay]));
  const selectedIndex = Math.max(
    0,
    draft.stays.findIndex((stay) => stay.key === selectedKey),
  );
  const selected = draft.stays[selectedIndex];
  const booker = [reservation.guestName, reservation.companyName].filter(Boolean).join(' · ');

  const update = (next: Partial<ReservationDraft>, ...names: string[]) => {
    setDraft((current) => (current ? { ...current, ...next } : current));
    forget(names);
  };

  const forget = (names: readonly string[]) =>
    setErrors((current) => {
      const left = Object.fromEntries(Object.entries(current).filter(([name]) => !names.includes(name)));
      return Object.keys(left).length === Object.keys(current).length ? current : left;
    });

  const changeStay = (key: string, change: (stay: StayDraft) => StayDraft) =>
    setDraft((current) =>
      current ? { ...current, stays: current.stays.map((each) => (each.key === key ? change(each) : each)) } : current,
    );

  const addStay = () => {
    added.current += 1;
    const last = draft.stays.at(-1);
    const roomTypeId = last?.roomTypeId ?? references.roomTypes?.[0]?.id ?? null;
    const arrival = last?.arrival ?? hotelDate ?? localToday();
    const stay = newStay(`new-${added.current}`, arrival, roomTypeId, baseRateOf(references.roomTypes, roomTypeId));
    // A second room is most often like the first: same dates, guests and meal plan.
    const shaped = last
      ? {
          ...stay,
          departure: last.departure,
          adults: last.adults,
          children: last.children,
          mealTypeId: last.mealTypeId,
        }
      : stay;
    const nights = stayNights(shaped.arrival, shaped.departure);
    const priced = {
      ...shaped,
      nightlyRates: Array.from({ length: nights }, (_, night) => ({
        night: addDays(shaped.arrival, night),
        amount: last?.nightlyRates[night]?.amount ?? baseRateOf(references.roomTypes, roomTypeId),
        reason: '',
      })),
    };
    setDraft({ ...draft, stays: [...draft.stays, priced] });
    setSelectedKey(priced.key);
    // Errors name stays by position; a new last stay moves none. The rate code prices it when it answers.
    void quote(priced).then((prices) => {
      if (prices)
        changeStay(priced.key, (current) =>
          samePricing(current, priced) ? withPrices(current, prices, 'all') : current,
        );
    });
  };

  const removeStay = async (index: number) => {
    const stay = draft.stays[index];
    if (!stay) return;
    if (draft.stays.length === 1) {
      await dialogs.error({ message: intl.formatMessage(m.lastStay) });
      return;
    }
    const name = stay.lineNumber
      ? intl.formatMessage(v.stayHeading, { line: stay.lineNumber })
      : intl.formatMessage(m.newStayHeading);
    const sure = await dialogs.confirm({
      message: intl.formatMessage(v.removeStayQuestion, { stay: name }),
      isDestructive: true,
    });
    if (!sure) return;
    const stays = draft.stays.filter((_, at) => at !== index);
    setDraft({ ...draft, stays });
    // The positions after it move up: errors about stays are no longer where they were.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => stayIndexOf(key) === undefined)),
    );
    if (stay.key === selectedKey) setSelectedKey(stays[Math.min(index, stays.length - 1)]?.key ?? null);
  };

  removeRef.current = (index) => void removeStay(index);

  const discard = () => accept(reservation);

  const showFirstStayProblem = (found: Errors) => {
    const indexes = Object.keys(found)
      .map(stayIndexOf)
      .filter((index): index is number => index !== undefined);
    if (indexes.length === 0) return;
    const stay = draft.stays[Math.min(...indexes)];
    if (stay) setSelectedKey(stay.key);
  };

  const save = async () => {
    if (isBusy || isStale) return;
    const problems = problemsOf(draft, reservation, hotelDate);
    const found: Errors = Object.fromEntries(
      Object.entries(problems).map(([name, problem]) => [name, [problemText(intl, problem)]]),
    );
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      setFailure({ title: intl.formatMessage(m.problemsTitle), text: Object.values(found).flat()[0] ?? '' });
      showFirstStayProblem(found);
      return;
    }
    const data: [ReturnType<typeof requestOf>] = [requestOf(draft, reservation)];
    setBusy(true);
    try {
      const answer = await api.call('reservation/reservation', 'update', data, { idempotencyKey: keyFor(data) });
      const saved = answer.data[0];
      if (saved) {
        // A stay added here has its id now; the editor stays on it.
        const wasNew = selected?.id === undefined;
        accept(saved);
        if (wasNew) setSelectedKey(draftOf(saved).stays.at(-1)?.key ?? null);
      }
      toast.show({
        tone: 'success',
        title: intl.formatMessage(v.saved, { number: reservation.confirmationNumber }),
      });
    } catch (error) {
      if (isStaleVersion(error)) {
        setStale(true);
      } else {
        const fieldErrors = fieldErrorsOf(error);
        setErrors(fieldErrors);
        setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
        showFirstStayProblem(fieldErrors);
      }
    } finally {
      setBusy(false);
    }
  };

  const reinstate = async () => {
    const sure = await dialogs.confirm({
      message: intl.formatMessage(v.reinstateQuestion, { number: reservation.confirmationNumber }),
    });
    if (!sure) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await api.call('reservation/reservation', 'reinstate', [
        { id: reservation.id, version: reservation.version },
      ]);
      const back = answer.data[0];
      if (back) accept(back);
      toast.show({
        tone: 'success',
        title: intl.formatMessage(v.reinstated, { number: reservation.confirmationNumber }),
      });
    } catch (error) {
      if (isStaleVersion(error)) setStale(true);
      else setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (name: string) => errors[name]?.join(' ');
  const invalid = (name: string) => (errors[name] ? true : undefined);

  const choice = (
    name: 'sourceId' | 'marketId' | 'segmentId' | 'rateCodeId',
    label: MessageDescriptor,
    rows: LabelledChoice[] | undefined,
  ) => (
    <ComboBox<LabelledChoice>
      key={`${name}-${restarts}`}
      name={name}
      label={intl.formatMessage(label)}
      defaultItems={withNone(intl, rows)}
      selectedKey={draft[name] ?? 0}
      isDisabled={locked}
      isLoading={rows === undefined && !references.error}
      isInvalid={invalid(name)}
      errorMessage={fieldError(name)}
      onSelectionChange={(key) => {
        if (key === null) return;
        update({ [name]: Number(key) === 0 ? null : Number(key) }, name);
      }}
    >
      {(row) => (
        <ComboBoxItem id={row.id} textValue={row.label}>
          {row.label}
        </ComboBoxItem>
      )}
    </ComboBox>
  );

  return (
    <section className={adminStyles.screen} aria-labelledby={headingId}>
      <header className={styles.headingRow}>
        <h1 id={headingId} className={adminStyles.title}>
          {intl.formatMessage(m.title)}
        </h1>
        <Link onPress={findAnother} variant="standalone">
          {intl.formatMessage(m.findAnother)}
        </Link>
      </header>

      <Summary
        reservation={reservation}
        booker={booker}
        actions={
          <Toolbar aria-label={intl.formatMessage(m.actions)} className={adminStyles.toolbar}>
            <Button variant="secondary" onPress={reload} isDisabled={isBusy || loaded.isLoading}>
              <span className={adminStyles.buttonContent}>
                <ReloadIcon />
                {intl.formatMessage(commonMessages.reload)}
              </span>
            </Button>
            {paths.card ? (
              <Button variant="secondary" onPress={() => paths.card && navigate(paths.card(reservation.id))}>
                {intl.formatMessage(m.reservationCard)}
              </Button>
            ) : null}
            {reservation.status === 'cancelled' ? (
              <Button variant="primary" onPress={reinstate} isDisabled={isBusy || isStale}>
                {intl.formatMessage(m.reinstate)}
              </Button>
            ) : editable ? (
              <Button variant="secondary" onPress={() => setCancelling(true)} isDisabled={isBusy || isStale}>
                {intl.formatMessage(m.cancelReservation)}
              </Button>
            ) : null}
          </Toolbar>
        }
      />

      <div className={styles.notices}>
        {isStale ? (
          <Notice tone="warning" title={intl.formatMessage(m.staleTitle)}>
            {intl.formatMessage(m.staleBody)}
            <div className={styles.noticeAction}>
              <Button variant="primary" size="sm" onPress={reload} isDisabled={loaded.isLoading}>
                {intl.formatMessage(m.reloadCurrent)}
              </Button>
            </div>
          </Notice>
        ) : null}
        {failure ? (
          <Notice tone="error" title={failure.title}>
            {failure.text}
          </Notice>
        ) : null}
        {reservation.status === 'cancelled' ? (
          <CancelledNotice reservation={reservation} reasons={references.cancellationReasons} />
        ) : !editable ? (
          <Notice tone="info" title={intl.formatMessage(m.readOnlyTitle)}>
            {intl.formatMessage(v.readOnlyBody, { status: intl.formatMessage(statusMessages[reservation.status]) })}
          </Notice>
        ) : null}
        <LoadFailure error={references.error} />
      </div>

      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(String(key))}>
        <TabList aria-label={intl.formatMessage(m.tabs)}>
          <Tab id="booking">{intl.formatMessage(m.tabBooking)}</Tab>
          <Tab id="history">{intl.formatMessage(m.tabHistory)}</Tab>
        </TabList>
        <TabPanel id="booking">
          <div className={styles.tabPanel}>
            <Card heading={intl.formatMessage(m.sectionReservation)} level={2} padding="md">
              <div className={styles.fields}>
                <GuestPicker
                  key={`guest-${restarts}`}
                  guestProfileId={draft.guestProfileId}
                  guestName={reservation.guestName}
                  isDisabled={locked}
                  errorMessage={fieldError('guestProfileId')}
                  onChange={(guestProfileId) => update({ guestProfileId }, 'guestProfileId', 'companyProfileId')}
                />
                <ComboBox<LabelledChoice>
                  key={`company-${restarts}`}
                  name="companyProfileId"
                  label={intl.formatMessage(m.company)}
                  defaultItems={withNone(intl, references.companies)}
                  selectedKey={draft.companyProfileId ?? 0}
                  isDisabled={locked}
                  isLoading={references.companies === undefined && !references.error}
                  isInvalid={invalid('companyProfileId')}
                  errorMessage={fieldError('companyProfileId')}
                  onSelectionChange={(key) => {
                    if (key === null) return;
                    const companyProfileId = Number(key) === 0 ? null : Number(key);
                    update({ companyProfileId }, 'companyProfileId', 'guestProfileId');
                  }}
                >
                  {(row) => (
                    <ComboBoxItem id={row.id} textValue={row.label}>
                      {row.label}
                    </ComboBoxItem>
                  )}
                </ComboBox>
                <Select<{ id: Schemas['BookingStatus'] }>
                  name="status"
                  label={intl.formatMessage(m.status)}
                  items={EDITABLE_STATUSES.map((id) => ({ id }))}
                  selectedKey={editable ? draft.status : null}
                  placeholder={editable ? undefined : intl.formatMessage(statusMessages[reservation.status])}
                  isDisabled={locked}
                  isInvalid={invalid('status')}
                  errorMessage={fieldError('status')}
                  onSelectionChange={(key) => {
                    const status = EDITABLE_STATUSES.find((each) => each === key);
                    if (status) update({ status }, 'status');
                  }}
                >
                  {(item) => (
                    <SelectItem id={item.id} textValue={intl.formatMessage(statusMessages[item.id])}>
                      {intl.formatMessage(statusMessages[item.id])}
                    </SelectItem>
                  )}
                </Select>
                <RadioGroup
                  name="channel"
                  label={intl.formatMessage(m.channel)}
                  orientation="horizontal"
                  value={draft.channel}
                  isDisabled={locked}
                  onChange={(value) => update({ channel: value === 'OTA' ? 'OTA' : 'NON-OTA' }, 'channel')}
                >
                  <Radio value="NON-OTA">{intl.formatMessage(m.nonOta)}</Radio>
                  <Radio value="OTA">{intl.formatMessage(m.ota)}</Radio>
                </RadioGroup>
                {choice('sourceId', m.source, references.sources)}
                {choice('marketId', m.market, references.markets)}
                {choice('segmentId', m.segment, references.segments)}
                {choice('rateCodeId', m.rateCode, references.rateCodes)}
                <TextField
                  name="depositRequired"
                  label={intl.formatMessage(m.depositRequired)}
                  value={draft.depositRequired}
                  inputMode="decimal"
                  isDisabled={locked}
                  isInvalid={invalid('depositRequired')}
                  errorMessage={fieldError('depositRequired')}
                  className={styles.amountField}
                  onChange={(depositRequired) => update({ depositRequired }, 'depositRequired', 'depositDueDate')}
                />
                <DatePicker
                  name="depositDueDate"
                  label={intl.formatMessage(m.depositDueDate)}
                  value={draft.depositDueDate}
                  isDisabled={locked}
                  isInvalid={invalid('depositDueDate')}
                  errorMessage={fieldError('depositDueDate')}
                  onChange={(_, depositDueDate) => update({ depositDueDate }, 'depositDueDate')}
                />
                <div className={styles.wide}>
                  <TextArea
                    name="remark"
                    label={intl.formatMessage(m.remark)}
                    description={intl.formatMessage(m.remarkHelp)}
                    value={draft.remark}
                    rows={2}
                    maxLength={2000}
                    isDisabled={locked}
                    isInvalid={invalid('remark')}
                    errorMessage={fieldError('remark')}
                    onChange={(remark) => update({ remark }, 'remark')}
                  />
                </div>
                <div className={styles.wide}>
                  <TextArea
                    name="internalRemark"
                    label={intl.formatMessage(m.internalRemark)}
                    description={intl.formatMessage(m.internalRemarkHelp)}
                    value={draft.internalRemark}
                    rows={2}
                    maxLength={2000}
                    isDisabled={locked}
                    isInvalid={invalid('internalRemark')}
                    errorMessage={fieldError('internalRemark')}
                    onChange={(internalRemark) => update({ internalRemark }, 'internalRemark')}
                  />
                </div>
              </div>
            </Card>

            <Card heading={intl.formatMessage(m.sectionStays)} level={2} padding="md">
              <div className={styles.tabPanel}>
                <div className={styles.staysBar}>
                  <span className={styles.muted}>
                    {`${intl.formatMessage(m.total)}: ${formatMoney(
                      sumMoney(draft.stays.flatMap((stay) => stay.nightlyRates.map((rate) => rate.amount))),
                    )}`}
                  </span>
                  <Toolbar aria-label={intl.formatMessage(m.staysToolbar)} className={adminStyles.toolbar}>
                    <Button
                      variant="secondary"
                      onPress={addStay}
                      isDisabled={locked || draft.stays.length >= 20 || references.roomTypes === undefined}
                    >
                      <span className={adminStyles.buttonContent}>
                        <PlusIcon />
                        {intl.formatMessage(m.addStay)}
                      </span>
                    </Button>
                  </Toolbar>
                </div>
                <StaysGrid
                  stays={draft.stays}
                  references={references}
                  availability={availability}
                  problemLines={staysErrorLines}
                  selectedKey={selected?.key ?? null}
                  isDisabled={locked}
                  onSelect={setSelectedKey}
                  onRemove={onRemove}
                />
                {selected ? (
                  <StayEditor
                    key={selected.key}
                    stay={selected}
                    index={selectedIndex}
                    saved={selected.id === undefined ? undefined : savedStays.get(selected.id)}
                    references={references}
                    availability={availability.get(selected.key)}
                    errors={errors}
                    isDisabled={locked}
                    quote={quote}
                    onChange={(change) => changeStay(selected.key, change)}
                    onEdited={forget}
                  />
                ) : null}
              </div>
            </Card>

            {editable ? (
              <div className={changed ? `${styles.actions} ${styles.pinned}` : styles.actions}>
                {changed ? (
                  <span className={styles.unsaved} role="status">
                    {intl.formatMessage(m.unsaved)}
                  </span>
                ) : null}
                <Button variant="secondary" onPress={discard} isDisabled={!changed || isBusy}>
                  {intl.formatMessage(m.discard)}
                </Button>
                <Button variant="primary" onPress={save} isDisabled={!changed || isBusy || isStale}>
                  {intl.formatMessage(m.save)}
                </Button>
              </div>
            ) : null}
          </div>
        </TabPanel>
        <TabPanel id="history">
          <HistoryTab reservationId={reservation.id} version={reservation.version} references={references} />
        </TabPanel>
      </Tabs>

      {isCancelling ? (
        <CancelDialog
          reservation={reservation}
          reasons={references.cancellationReasons}
          suggestedFee={groupedMoney(suggestedFee(reservation, hotelDate))}
          hasUnsavedChanges={changed}
          onClose={() => setCancelling(false)}
          onCancelled={(cancelled) => {
            setCancelling(false);
            accept(cancelled);
            toast.show({
              tone: 'success',
              title: intl.formatMessage(v.cancelled, { number: cancelled.confirmationNumber }),
            });
          }}
          onStale={() => {
            setCancelling(false);
            setStale(true);
          }}
        />
      ) : null}
    </section>
  );
}

/** A reference list with "None" first, for the fields a reservation may leave empty. */
function withNone(intl: IntlShape, rows: LabelledChoice[] | undefined): LabelledChoice[] {
  return [{ id: 0, code: '', label: intl.formatMessage(m.none) }, ...(rows ?? [])];
}

function Summary({
  reservation,
  booker,
  actions,
}: {
  reservation: Reservation;
  booker: string;
  actions: React.ReactNode;
}) {
  const intl = useIntl();
  const nights = stayNights(reservation.arrival, reservation.departure);
  const fact = (label: MessageDescriptor, value: string) => (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{intl.formatMessage(label)}</dt>
      <dd className={styles.factValue}>{value}</dd>
    </div>
  );
  return (
    <section className={styles.summary} aria-label={intl.formatMessage(m.confirmationNumber)}>
      <div className={styles.summaryTop}>
        <span className={styles.confirmation}>{reservation.confirmationNumber}</span>
        <ReservationStatusChip status={reservation.status} />
        <span className={styles.booker}>{booker || intl.formatMessage(commonMessages.empty)}</span>
        <div className={styles.summaryActions}>{actions}</div>
      </div>
      <dl className={styles.facts}>
        {fact(
          m.stayPeriod,
          `${formatDate(reservation.arrival)} – ${formatDate(reservation.departure)} · ${intl.formatMessage(nightCountMessage, { count: nights })}`,
        )}
        {fact(m.channel, intl.formatMessage(reservation.channel === 'OTA' ? m.ota : m.nonOta))}
        {fact(m.total, formatMoney(reservation.totalAmount))}
        {fact(m.created, `${formatDateTime(reservation.createdAt)} · ${reservation.createdBy}`)}
        {fact(m.version, intl.formatNumber(reservation.version))}
      </dl>
    </section>
  );
}

function CancelledNotice({
  reservation,
  reasons,
}: {
  reservation: Reservation;
  reasons: LabelledChoice[] | undefined;
}) {
  const intl = useIntl();
  const reason =
    reasons?.find((each) => each.id === reservation.cancellationReasonId)?.label ??
    intl.formatMessage(commonMessages.empty);
  return (
    <Notice
      tone="error"
      title={intl.formatMessage(v.cancelledTitle, {
        at: reservation.cancelledAt ? formatDateTime(reservation.cancelledAt) : '',
      })}
    >
      {intl.formatMessage(v.cancelledBody, { reason, fee: formatMoney(reservation.cancellationFee ?? '0') })}
      {reservation.cancellationNote
        ? ` ${intl.formatMessage(v.cancelledNote, { note: reservation.cancellationNote })}`
        : ''}{' '}
      {intl.formatMessage(m.cancelledHint)}
    </Notice>
  );
}

interface StayRow {
  key: string;
  index: number;
  stay: StayDraft;
  availability: AvailabilityView | undefined;
}

interface StaysGridProps {
  stays: StayDraft[];
  references: References;
  availability: Map<string, AvailabilityView>;
  /** Positions of the stays the last save found something wrong with. */
  problemLines: ReadonlySet<number | undefined>;
  selectedKey: string | null;
  isDisabled: boolean;
  onSelect: (key: string) => void;
  onRemove: (index: number) => void;
}

/** The stays in one grid: choosing a row opens it in the editor below. */
const StaysGrid = memo(function StaysGrid({
  stays,
  references,
  availability,
  problemLines,
  selectedKey,
  isDisabled,
  onSelect,
  onRemove,
}: StaysGridProps) {
  const intl = useIntl();
  // The availability rides on the rows: the grid draws a row again when its row object changes.
  const rows = useMemo<StayRow[]>(
    () => stays.map((stay, index) => ({ key: stay.key, index, stay, availability: availability.get(stay.key) })),
    [stays, availability],
  );
  const columns = useMemo<DataGridColumn<StayRow>[]>(() => {
    const none = intl.formatMessage(commonMessages.empty);
    const typeCode = (id: number | null) => references.roomTypes?.find((type) => type.id === id)?.code ?? none;
    const roomNumber = (id: number | null) =>
      id === null ? none : (references.rooms?.find((room) => room.id === id)?.roomNumber ?? none);
    const mealCode = (id: number | null) =>
      id === null ? none : (references.mealTypes?.find((meal) => meal.id === id)?.code ?? none);
    const availabilityText = (row: StayRow): string => {
      const view = row.availability;
      switch (view?.kind) {
        case 'available':
          return intl.formatMessage(availableShortMessage, { count: view.least });
        case 'short':
          return intl.formatMessage(shortShortMessage, { count: view.nights.length });
        case 'noInventory':
          return intl.formatMessage(m.noInventoryShort);
        case 'checking':
          return '…';
        default:
          return none;
      }
    };
    return [
      dataGridColumn<StayRow, string>({
        id: 'line',
        accessor: (row) => (row.stay.lineNumber ? String(row.stay.lineNumber) : intl.formatMessage(m.newLine)),
        header: intl.formatMessage(m.line),
        width: 60,
        isRowHeader: true,
        cell: (value, row) => (
          <span className={styles.lineCell}>
            {value}
            {problemLines.has(row.index) ? (
              <span className={styles.problemMark}>
                <span aria-hidden="true">!</span>
                <span className={adminStyles.visuallyHidden}>{intl.formatMessage(m.problemsTitle)}</span>
              </span>
            ) : null}
          </span>
        ),
      }),
      dataGridColumn<StayRow, string>({
        id: 'roomType',
        accessor: (row) => typeCode(row.stay.roomTypeId),
        header: intl.formatMessage(m.roomType),
        width: 90,
      }),
      dataGridColumn<StayRow, string>({
        id: 'room',
        accessor: (row) => roomNumber(row.stay.roomId),
        header: intl.formatMessage(m.room),
        width: 70,
      }),
      dataGridColumn<StayRow, string>({
        id: 'arrival',
        accessor: (row) => row.stay.arrival,
        header: intl.formatMessage(m.arrival),
        width: 110,
        format: (value) => formatDate(value),
      }),
      dataGridColumn<StayRow, string>({
        id: 'departure',
        accessor: (row) => row.stay.departure,
        header: intl.formatMessage(m.departure),
        width: 110,
        format: (value) => formatDate(value),
      }),
      dataGridColumn<StayRow, number>({
        id: 'nights',
        accessor: (row) => stayNights(row.stay.arrival, row.stay.departure),
        header: intl.formatMessage(m.nights),
        width: 68,
        align: 'end',
        format: (value) => intl.formatNumber(value),
      }),
      dataGridColumn<StayRow, string>({
        id: 'pax',
        accessor: (row) => `${row.stay.adults} / ${row.stay.children}`,
        header: intl.formatMessage(m.pax),
        width: 64,
        align: 'end',
      }),
      dataGridColumn<StayRow, string>({
        id: 'meal',
        accessor: (row) => mealCode(row.stay.mealTypeId),
        header: intl.formatMessage(m.mealPlan),
        width: 80,
      }),
      dataGridColumn<StayRow, string>({
        id: 'total',
        accessor: (row) => sumMoney(row.stay.nightlyRates.map((rate) => rate.amount)),
        header: intl.formatMessage(m.amount),
        width: 105,
        align: 'end',
        format: (value) => formatMoney(value),
      }),
      dataGridColumn<StayRow, string>({
        id: 'availability',
        accessor: availabilityText,
        header: intl.formatMessage(m.availability),
        width: 105,
        cell: (value, row) => {
          const kind = row.availability?.kind;
          const className = kind === 'short' ? styles.gridShort : kind === 'available' ? styles.gridGood : undefined;
          return <span className={className}>{value}</span>;
        },
      }),
      dataGridColumn<StayRow, string>({
        id: 'actions',
        accessor: () => '',
        header: intl.formatMessage(commonMessages.actions),
        width: 72,
        enableSorting: false,
        cell: (_, row) => (
          <RowAction
            label={intl.formatMessage(m.removeStay)}
            icon={<TrashIcon />}
            isDisabled={isDisabled}
            onPress={() => onRemove(row.index)}
          />
        ),
      }),
    ];
  }, [intl, references, problemLines, isDisabled, onRemove]);

  return (
    <DataGrid
      aria-label={intl.formatMessage(m.staysGrid)}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.key}
      selectionMode="single"
      selectedKeys={selectedKey ? [selectedKey] : []}
      onSelectionChange={(keys) => {
        const [key] = [...keys];
        if (key !== undefined) onSelect(String(key));
      }}
      maxHeight="15rem"
    />
  );
});
