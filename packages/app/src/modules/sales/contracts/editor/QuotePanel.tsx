import { addDays } from '@pms/domain/calendar';
import type { PricedQuote, RefusalReason } from '@pms/domain/contracts';
import {
  Button,
  Card,
  DatePicker,
  DateRangePicker,
  Form,
  type FormValidationErrors,
  formatDate,
  formatMoney,
  Notice,
  NumberField,
  Select,
  SelectItem,
  Stack,
  TextField,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, fieldErrorsOf } from '../../../../shared/admin/failures.ts';
import { QuoteExplanation } from '../../../../shared/contracts/PriceExplanation.tsx';
import {
  type ContractQuoteRequest,
  type ContractRecord,
  type ContractVersionRecord,
  contractQuoteQuery,
} from '../api/contract.ts';
import { contractMessages as m, quoteMessages as q, quotedThroughMessage } from '../messages.ts';
import { versionText } from '../parts.tsx';
import * as styles from './editor.css.ts';

type Coded = { code: string; name: string };
const NO_MEAL = '-';

const REFUSAL_WORDS = {
  'invalid-contract': q.refusedInvalidContract,
  'invalid-request': q.refusedInvalidRequest,
  'outside-validity': q.refusedOutsideValidity,
  'closed-to-arrival': q.refusedClosedToArrival,
  'closed-to-departure': q.refusedClosedToDeparture,
  'min-stay': q.refusedMinStay,
  'no-season': q.refusedNoSeason,
  'no-rate': q.refusedNoRate,
  'no-public-rate': q.refusedNoPublicRate,
  'child-age-not-covered': q.refusedChildAge,
} as const satisfies Record<RefusalReason['code'], unknown>;

/** Ages typed as '4, 9' → [4, 9]; null when something else was typed. */
export function parseAges(typed: string): number[] | null {
  const parts = typed
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 20 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 120)) return null;
  return parts.map(Number);
}

interface QuotePanelProps {
  contract: ContractRecord;
  version: ContractVersionRecord;
  roomTypes: readonly Coded[];
  mealTypes: readonly Coded[];
  hotelDate: string | undefined;
  /** The screen holds changes not saved yet: the quote prices the saved version. */
  hasUnsavedChanges: boolean;
}

/**
 * The what-if (operations.md §7.4): a sample stay priced through the version shown — a draft
 * before it is activated, or the one in force — with every night's explanation step by step, the
 * compulsory charges, each offer's match trace, or the reasons it cannot be priced.
 */
export function QuotePanel({ contract, version, roomTypes, mealTypes, hotelDate, hasUnsavedChanges }: QuotePanelProps) {
  const intl = useIntl();
  const firstNight = hotelDate && hotelDate > version.validFrom ? hotelDate : version.validFrom;
  const [roomType, setRoomType] = useState(
    () => version.body.seasons[0]?.rates[0]?.roomType ?? roomTypes[0]?.code ?? '',
  );
  const [arrival, setArrival] = useState<string | null>(firstNight);
  const [departure, setDeparture] = useState<string | null>(addDays(firstNight, 3));
  const [adults, setAdults] = useState(2);
  const [ages, setAges] = useState('');
  const [mealPlan, setMealPlan] = useState(NO_MEAL);
  const [bookingDate, setBookingDate] = useState<string | null>(hotelDate ?? null);
  const [errors, setErrors] = useState<FormValidationErrors>({});
  const [request, setRequest] = useState<ContractQuoteRequest | null>(null);
  const quote = useQuery({
    ...contractQuoteQuery(request ?? { contractId: contract.id, roomType: '', arrival: '', departure: '', adults: 1 }),
    enabled: request !== null,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const required = [intl.formatMessage(m.required)];
    const found: FormValidationErrors = {};
    const childAges = parseAges(ages);
    if (!roomType) found.roomType = required;
    if (!arrival || !departure) found.arrival = required;
    else if (departure <= arrival) found.arrival = [intl.formatMessage(q.departureAfterArrival)];
    if (childAges === null) found.childAges = [intl.formatMessage(q.agesInvalid)];
    setErrors(found);
    if (Object.keys(found).length > 0 || !arrival || !departure || childAges === null) return;
    setRequest({
      contractId: contract.id,
      contractVersionId: version.id,
      roomType,
      arrival,
      departure,
      adults,
      childAges,
      ...(mealPlan !== NO_MEAL ? { mealPlan } : {}),
      ...(bookingDate ? { bookingDate } : {}),
    });
  };

  const serverErrors = quote.error ? fieldErrorsOf(quote.error, ['childAges'], intl) : {};
  const result = quote.data?.result;

  return (
    <Stack space="md">
      <Card heading={intl.formatMessage(q.title)} level={2}>
        <Stack space="md">
          <p className={styles.muted}>{intl.formatMessage(q.intro, { version: versionText(intl, version) })}</p>
          {hasUnsavedChanges ? (
            <Notice tone="warning" title={intl.formatMessage(q.unsavedTitle)}>
              {intl.formatMessage(q.unsavedBody)}
            </Notice>
          ) : null}
          <Form
            onSubmit={submit}
            validationErrors={{ ...serverErrors, ...errors }}
            aria-label={intl.formatMessage(q.title)}
          >
            <div className={styles.quoteForm}>
              <Select
                name="roomType"
                label={intl.formatMessage(m.roomType)}
                selectedKey={roomType || null}
                onSelectionChange={(key) => setRoomType(key === null ? '' : String(key))}
                items={roomTypes}
                isRequired
              >
                {(type) => (
                  <SelectItem id={type.code} textValue={`${type.code} ${type.name}`}>
                    {`${type.code} · ${type.name}`}
                  </SelectItem>
                )}
              </Select>
              <DateRangePicker
                className={styles.stayField}
                startName="arrival"
                endName="departure"
                label={intl.formatMessage(q.stay)}
                value={arrival && departure ? { start: arrival, end: departure } : null}
                placeholderValue={firstNight}
                onChange={(_, iso) => {
                  setArrival(iso?.start ?? null);
                  setDeparture(iso?.end ?? null);
                }}
                isRequired
              />
              <NumberField
                name="adults"
                label={intl.formatMessage(q.adults)}
                value={adults}
                onChange={(value) => setAdults(Number.isFinite(value) ? value : 1)}
                minValue={1}
                maxValue={20}
                formatOptions={{ maximumFractionDigits: 0 }}
                isRequired
              />
              <TextField
                name="childAges"
                label={intl.formatMessage(q.childAges)}
                description={intl.formatMessage(q.childAgesHelp)}
                value={ages}
                onChange={setAges}
                autoComplete="off"
                maxLength={80}
              />
              <Select
                name="mealPlan"
                label={intl.formatMessage(q.mealPlan)}
                selectedKey={mealPlan}
                onSelectionChange={(key) => setMealPlan(String(key))}
              >
                {[
                  <SelectItem key={NO_MEAL} id={NO_MEAL}>
                    {intl.formatMessage(q.noMealPlan)}
                  </SelectItem>,
                  ...mealTypes.map((meal) => (
                    <SelectItem key={meal.code} id={meal.code} textValue={`${meal.code} ${meal.name}`}>
                      {`${meal.code} · ${meal.name}`}
                    </SelectItem>
                  )),
                ]}
              </Select>
              <DatePicker
                name="bookingDate"
                label={intl.formatMessage(q.bookingDate)}
                description={intl.formatMessage(q.bookingDateHelp)}
                value={bookingDate}
                placeholderValue={hotelDate}
                onChange={(_, iso) => setBookingDate(iso)}
              />
            </div>
            <div>
              <Button variant="primary" type="submit" isPending={quote.isFetching}>
                {intl.formatMessage(q.price)}
              </Button>
            </div>
          </Form>
        </Stack>
      </Card>
      {quote.error && Object.keys(serverErrors).length === 0 ? (
        <Notice tone="error" title={intl.formatMessage(q.failed)}>
          {failureText(intl, quote.error)}
        </Notice>
      ) : null}
      {result?.status === 'refused' ? (
        <Notice tone="error" title={intl.formatMessage(q.refused)}>
          <ul className={styles.ruleList}>
            {result.reasons.map((reason, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the engine's reasons have no id and keep their order.
              <li key={index}>
                <strong>{intl.formatMessage(REFUSAL_WORDS[reason.code])}</strong>
                {reason.date ? ` (${formatDate(reason.date)})` : ''}
                {reason.ruleId ? ` · ${reason.ruleId}` : ''}: {reason.message}
              </li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {result?.status === 'priced' ? (
        <PricedResult result={result} versionNumber={quote.data?.versionNumber ?? 0} />
      ) : null}
    </Stack>
  );
}

function PricedResult({ result, versionNumber }: { result: PricedQuote; versionNumber: number }) {
  const intl = useIntl();
  return (
    <Stack space="md">
      <Notice
        tone="success"
        title={intl.formatMessage(q.totalTitle, { total: formatMoney(result.total), currency: result.currency })}
      >
        {intl.formatMessage(quotedThroughMessage, {
          contract: result.contractId,
          version: versionNumber,
          nights: result.nights.length,
          nightsTotal: formatMoney(result.nightsTotal),
          compulsoryTotal: formatMoney(result.compulsoryTotal),
        })}
      </Notice>
      <QuoteExplanation explanation={result} label={intl.formatMessage(q.nightsHeading)} />
    </Stack>
  );
}
