import type { OfferRule } from '@pms/domain/contracts';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  DatePicker,
  DateRangePicker,
  Inline,
  NumberField,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
} from '@pms/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RowAction } from '../../../../shared/admin/AdminScreen.tsx';
import { PlusIcon, TrashIcon } from '../../../../shared/admin/icons.tsx';
import { dateNumberMessage, contractMessages as m, ruleMessages as r, rangeNumberMessage } from '../messages.ts';
import type { RangeForm, RuleForm } from '../model/rules.ts';
import * as styles from './rules.css.ts';

// The inputs the rule kinds share: room types, meal plans, lists of date ranges and of dates, an
// offer's value, priority, combinations and stay window. Each input is named by the rule's path
// (`nights.0`, `value.percent`), so the server's field errors find it.

export type Coded = { code: string; name: string };

export interface FieldSetProps {
  form: RuleForm;
  change: (values: Partial<RuleForm>) => void;
  roomTypes: readonly Coded[];
  mealTypes: readonly Coded[];
  /** The other offers of the version: what an offer may combine with. */
  offers: readonly OfferRule[];
  /** The errors of list inputs that have no single field ('dates' while there are none). */
  errors: Readonly<Record<string, string[]>>;
  hotelDate: string | undefined;
}

const WHOLE = { maximumFractionDigits: 0, useGrouping: false } as const;

export function MoneyField({
  name,
  label,
  value,
  onChange,
  description,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  description?: string;
}) {
  return (
    <TextField
      name={name}
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      inputMode="decimal"
      maxLength={18}
      autoComplete="off"
      isRequired
      className={styles.short}
    />
  );
}

export function WholeField({
  name,
  label,
  value,
  onChange,
  minValue = 0,
  maxValue = 365,
  isRequired = true,
  description,
}: {
  name: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  minValue?: number;
  maxValue?: number;
  isRequired?: boolean;
  description?: string;
}) {
  return (
    <NumberField
      name={name}
      label={label}
      description={description}
      value={value ?? Number.NaN}
      onChange={(typed) => onChange(Number.isFinite(typed) ? typed : null)}
      minValue={minValue}
      maxValue={maxValue}
      formatOptions={WHOLE}
      isRequired={isRequired}
      className={styles.short}
    />
  );
}

/** Room types (none ticked: every room type). */
export function RoomTypesField({ form, change, roomTypes }: FieldSetProps) {
  const intl = useIntl();
  return (
    <CheckboxGroup
      name="roomTypes"
      label={intl.formatMessage(m.roomTypes)}
      description={intl.formatMessage(m.roomTypesHelp)}
      orientation="horizontal"
      value={form.roomTypes}
      onChange={(value) =>
        change({
          roomTypes: [
            ...roomTypes.map((type) => type.code).filter((code) => value.includes(code)),
            ...value.filter((code) => !roomTypes.some((type) => type.code === code)),
          ],
        })
      }
    >
      {[
        ...roomTypes,
        ...form.roomTypes
          .filter((code) => !roomTypes.some((type) => type.code === code))
          .map((code) => ({ code, name: code })),
      ].map((type) => (
        <Checkbox key={type.code} value={type.code}>
          <span title={type.name}>{type.code}</span>
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

/** Meal plans (none ticked: any meal plan). */
export function MealPlansField({ form, change, mealTypes }: FieldSetProps) {
  const intl = useIntl();
  return (
    <CheckboxGroup
      name="mealPlans"
      label={intl.formatMessage(r.mealPlans)}
      description={intl.formatMessage(r.mealPlansHelp)}
      orientation="horizontal"
      value={form.mealPlans}
      onChange={(value) =>
        change({ mealPlans: mealTypes.map((meal) => meal.code).filter((code) => value.includes(code)) })
      }
    >
      {mealTypes.map((meal) => (
        <Checkbox key={meal.code} value={meal.code}>
          <span title={meal.name}>{meal.code}</span>
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

/** Whole-number age from which children count; empty: every child counts. */
export function ChildrenFromAgeField({ form, change }: FieldSetProps) {
  const intl = useIntl();
  return (
    <WholeField
      name="childrenFromAge"
      label={intl.formatMessage(r.childrenFromAge)}
      description={intl.formatMessage(r.childrenFromAgeHelp)}
      value={form.childrenFromAge}
      onChange={(childrenFromAge) => change({ childrenFromAge })}
      maxValue={120}
      isRequired={false}
    />
  );
}

export function ListError({ messages }: { messages: string[] | undefined }) {
  if (!messages || messages.length === 0) return null;
  return (
    <p role="alert" className={styles.listError}>
      {messages.join(' ')}
    </p>
  );
}

/** A list of date ranges, each its own picker named `<name>.<index>`. */
export function RangeListField({
  name,
  label,
  description,
  ranges,
  onChange,
  errors,
  hotelDate,
  isRequired = false,
}: {
  name: string;
  label: string;
  description?: string;
  ranges: RangeForm[];
  onChange: (ranges: RangeForm[]) => void;
  errors: Readonly<Record<string, string[]>>;
  hotelDate: string | undefined;
  isRequired?: boolean;
}) {
  const intl = useIntl();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      {description ? <p className={styles.help}>{description}</p> : null}
      <Stack space="xs">
        {ranges.map((range, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the ranges have no identity but their place, which names their inputs.
          <Inline key={index} space="xs" alignY="bottom">
            <DateRangePicker
              startName={`${name}.${index}`}
              aria-label={intl.formatMessage(rangeNumberMessage, { label, number: index + 1 })}
              value={range.from && range.to ? { start: range.from, end: range.to } : null}
              placeholderValue={hotelDate}
              onChange={(_, iso) =>
                onChange(
                  ranges.map((old, at) => (at === index ? { from: iso?.start ?? null, to: iso?.end ?? null } : old)),
                )
              }
              isRequired={isRequired}
            />
            <RowAction
              label={intl.formatMessage(r.removeRange)}
              icon={<TrashIcon />}
              onPress={() => onChange(ranges.filter((_, at) => at !== index))}
            />
          </Inline>
        ))}
        <ListError messages={errors[name]} />
        <div>
          <Button variant="secondary" size="sm" onPress={() => onChange([...ranges, { from: null, to: null }])}>
            <PlusIcon /> {intl.formatMessage(r.addRange)}
          </Button>
        </div>
      </Stack>
    </fieldset>
  );
}

/** A list of single dates, each its own picker named `dates.<index>`. */
export function DateListField({
  label,
  dates,
  onChange,
  errors,
  hotelDate,
}: {
  label: string;
  dates: (string | null)[];
  onChange: (dates: (string | null)[]) => void;
  errors: Readonly<Record<string, string[]>>;
  hotelDate: string | undefined;
}) {
  const intl = useIntl();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      <Inline space="sm" rowGap="xs" alignY="bottom">
        {dates.map((date, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the dates have no identity but their place, which names their inputs.
          <Inline key={index} space="xxs" alignY="bottom">
            <DatePicker
              name={`dates.${index}`}
              aria-label={intl.formatMessage(dateNumberMessage, { label, number: index + 1 })}
              value={date}
              placeholderValue={hotelDate}
              onChange={(_, iso) => onChange(dates.map((old, at) => (at === index ? iso : old)))}
              isRequired
            />
            <RowAction
              label={intl.formatMessage(r.removeDate)}
              icon={<TrashIcon />}
              onPress={() => onChange(dates.filter((_, at) => at !== index))}
            />
          </Inline>
        ))}
        <Button variant="secondary" size="sm" onPress={() => onChange([...dates, null])}>
          <PlusIcon /> {intl.formatMessage(r.addDate)}
        </Button>
      </Inline>
      <ListError messages={errors.dates} />
    </fieldset>
  );
}

/** A discount offer's value: a percentage, or an amount a room or a person, each night. */
export function OfferValueFields({ form, change }: FieldSetProps) {
  const intl = useIntl();
  return (
    <Inline space="md" rowGap="sm" alignY="top">
      <RadioGroup
        label={intl.formatMessage(r.valueKind)}
        value={form.valueKind}
        onChange={(value) => change({ valueKind: value === 'amount' ? 'amount' : 'percent' })}
        orientation="horizontal"
      >
        <Radio value="percent">{intl.formatMessage(m.valuePercent)}</Radio>
        <Radio value="amount">{intl.formatMessage(r.valueAmount)}</Radio>
      </RadioGroup>
      {form.valueKind === 'percent' ? (
        <TextField
          name="value.percent"
          label={intl.formatMessage(m.percent)}
          value={form.percent}
          onChange={(percent) => change({ percent })}
          inputMode="decimal"
          maxLength={8}
          autoComplete="off"
          isRequired
          className={styles.short}
        />
      ) : (
        <>
          <MoneyField
            name="value.amount"
            label={intl.formatMessage(m.amount)}
            value={form.valueAmount}
            onChange={(valueAmount) => change({ valueAmount })}
          />
          <RadioGroup
            label={intl.formatMessage(r.per)}
            value={form.per}
            onChange={(value) => change({ per: value === 'person' ? 'person' : 'room' })}
            orientation="horizontal"
          >
            <Radio value="room">{intl.formatMessage(r.perRoom)}</Radio>
            <Radio value="person">{intl.formatMessage(r.perPerson)}</Radio>
          </RadioGroup>
        </>
      )}
    </Inline>
  );
}

/**
 * What every offer has: its priority (lower first), the other offers it combines with (written
 * on both when saved), the room types and, unless the kind requires one, an optional stay window.
 */
export function OfferFields(props: FieldSetProps & { stayWindowRequired?: boolean; children?: ReactNode }) {
  const intl = useIntl();
  const { form, change, offers, hotelDate, stayWindowRequired = false } = props;
  return (
    <Stack space="md">
      {props.children}
      <Inline space="md" rowGap="sm" alignY="top">
        <WholeField
          name="priority"
          label={intl.formatMessage(r.priority)}
          description={intl.formatMessage(r.priorityHelp)}
          value={form.priority}
          onChange={(priority) => change({ priority: priority ?? 0 })}
          minValue={-1000}
          maxValue={1000}
        />
        <CheckboxGroup
          name="combinesWith"
          label={intl.formatMessage(r.combinesWith)}
          description={intl.formatMessage(offers.length > 0 ? r.combinesWithHelp : r.noOtherOffers)}
          orientation="horizontal"
          value={form.combinesWith}
          onChange={(value) =>
            change({ combinesWith: offers.map((offer) => offer.id).filter((id) => value.includes(id)) })
          }
        >
          {offers.map((offer) => (
            <Checkbox key={offer.id} value={offer.id}>
              <span title={offer.name}>{offer.id}</span>
            </Checkbox>
          ))}
        </CheckboxGroup>
      </Inline>
      <RoomTypesField {...props} />
      {stayWindowRequired ? (
        <DateRangePicker
          startName="stayWindow"
          className={styles.range}
          label={intl.formatMessage(r.stayWindow)}
          description={intl.formatMessage(r.stayWindowHelp)}
          value={
            form.stayWindow.from && form.stayWindow.to ? { start: form.stayWindow.from, end: form.stayWindow.to } : null
          }
          placeholderValue={hotelDate}
          onChange={(_, iso) => change({ stayWindow: { from: iso?.start ?? null, to: iso?.end ?? null } })}
          isRequired
        />
      ) : (
        <Inline space="md" rowGap="sm" alignY="bottom">
          <Switch isSelected={form.hasStayWindow} onChange={(hasStayWindow) => change({ hasStayWindow })}>
            {intl.formatMessage(r.limitStayWindow)}
          </Switch>
          {form.hasStayWindow ? (
            <DateRangePicker
              startName="stayWindow"
              className={styles.range}
              label={intl.formatMessage(r.stayWindow)}
              value={
                form.stayWindow.from && form.stayWindow.to
                  ? { start: form.stayWindow.from, end: form.stayWindow.to }
                  : null
              }
              placeholderValue={hotelDate}
              onChange={(_, iso) => change({ stayWindow: { from: iso?.start ?? null, to: iso?.end ?? null } })}
              isRequired
            />
          ) : null}
        </Inline>
      )}
    </Stack>
  );
}
