import { Checkbox, DateRangePicker, Inline, Radio, RadioGroup, Stack, Switch } from '@pms/ui';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { ruleMessages as r } from '../messages.ts';
import type { RuleKind } from '../model/rules.ts';
import {
  ChildrenFromAgeField,
  DateListField,
  type FieldSetProps,
  ListError,
  MealPlansField,
  MoneyField,
  OfferFields,
  OfferValueFields,
  RangeListField,
  RoomTypesField,
  WholeField,
} from './fieldParts.tsx';
import * as styles from './rules.css.ts';

// One field set per kind of rule (types.ts of the quote engine): the fields that kind has, under
// the id and name every rule has (RuleDialog).

/** Supplement: per person or per room, an amount a night, for some room types, meal plans and nights. */
function SupplementFields(props: FieldSetProps) {
  const intl = useIntl();
  const { form, change } = props;
  return (
    <Stack space="md">
      <Inline space="md" rowGap="sm" alignY="top">
        <RadioGroup
          name="basis"
          label={intl.formatMessage(r.basis)}
          value={form.basis}
          onChange={(value) => change({ basis: value === 'per-person' ? 'per-person' : 'per-room' })}
          orientation="horizontal"
        >
          <Radio value="per-room">{intl.formatMessage(r.perRoomNight)}</Radio>
          <Radio value="per-person">{intl.formatMessage(r.perPersonNight)}</Radio>
        </RadioGroup>
        <MoneyField
          name="amount"
          label={intl.formatMessage(r.amountPerNight)}
          value={form.amount}
          onChange={(amount) => change({ amount })}
        />
        {form.basis === 'per-person' ? <ChildrenFromAgeField {...props} /> : null}
      </Inline>
      <RoomTypesField {...props} />
      <MealPlansField {...props} />
      <RangeListField
        name="nights"
        label={intl.formatMessage(r.onlyNights)}
        description={intl.formatMessage(r.onlyNightsHelp)}
        ranges={form.ranges}
        onChange={(ranges) => change({ ranges })}
        errors={props.errors}
        hotelDate={props.hotelDate}
        isRequired
      />
    </Stack>
  );
}

/** Compulsory charge: an amount per person on fixed dates (a gala dinner). */
function CompulsoryFields(props: FieldSetProps) {
  const intl = useIntl();
  const { form, change } = props;
  return (
    <Stack space="md">
      <Inline space="md" rowGap="sm" alignY="top">
        <MoneyField
          name="amountPerPerson"
          label={intl.formatMessage(r.amountPerPerson)}
          value={form.amountPerPerson}
          onChange={(amountPerPerson) => change({ amountPerPerson })}
        />
        <ChildrenFromAgeField {...props} />
      </Inline>
      <DateListField
        label={intl.formatMessage(r.chargeDates)}
        dates={form.dates}
        onChange={(dates) => change({ dates })}
        errors={props.errors}
        hotelDate={props.hotelDate}
      />
      <RoomTypesField {...props} />
    </Stack>
  );
}

/** Closed to arrival and/or departure on dates, for some room types. */
function CtaCtdFields(props: FieldSetProps) {
  const intl = useIntl();
  const { form, change } = props;
  return (
    <Stack space="md">
      <Inline space="lg" rowGap="sm" alignY="center">
        <Checkbox
          name="closedToArrival"
          isSelected={form.closedToArrival}
          onChange={(closedToArrival) => change({ closedToArrival })}
        >
          {intl.formatMessage(r.closedToArrival)}
        </Checkbox>
        <Checkbox
          name="closedToDeparture"
          isSelected={form.closedToDeparture}
          onChange={(closedToDeparture) => change({ closedToDeparture })}
        >
          {intl.formatMessage(r.closedToDeparture)}
        </Checkbox>
      </Inline>
      <ListError messages={props.errors.closedToArrival} />
      <RangeListField
        name="dates"
        label={intl.formatMessage(r.closedDates)}
        description={intl.formatMessage(r.closedDatesHelp)}
        ranges={form.ranges}
        onChange={(ranges) => change({ ranges })}
        errors={props.errors}
        hotelDate={props.hotelDate}
        isRequired
      />
      <RoomTypesField {...props} />
    </Stack>
  );
}

/** Early bird by period: booked between two dates, for nights in a stay window. */
function EarlybirdPeriodFields(props: FieldSetProps) {
  const intl = useIntl();
  const { form, change } = props;
  return (
    <OfferFields {...props} stayWindowRequired>
      <DateRangePicker
        startName="booked"
        className={styles.range}
        label={intl.formatMessage(r.booked)}
        description={intl.formatMessage(r.bookedHelp)}
        value={form.booked.from && form.booked.to ? { start: form.booked.from, end: form.booked.to } : null}
        placeholderValue={props.hotelDate}
        onChange={(_, iso) => change({ booked: { from: iso?.start ?? null, to: iso?.end ?? null } })}
        isRequired
      />
      <OfferValueFields {...props} />
    </OfferFields>
  );
}

/** Early bird rolling: booked at least N days before arrival. */
function EarlybirdRollingFields(props: FieldSetProps) {
  const intl = useIntl();
  const { form, change } = props;
  return (
    <OfferFields {...props}>
      <WholeField
        name="daysBeforeArrival"
        label={intl.formatMessage(r.daysBeforeArrival)}
        value={form.daysBeforeArrival}
        onChange={(daysBeforeArrival) => change({ daysBeforeArrival })}
        maxValue={1000}
      />
      <OfferValueFields {...props} />
    </OfferFields>
  );
}

/** Long stay: stays of at least N nights. */
function LongStayFields(props: FieldSetProps) {
  const intl = useIntl();
  const { form, change } = props;
  return (
    <OfferFields {...props}>
      <WholeField
        name="minNights"
        label={intl.formatMessage(r.fromNights)}
        value={form.minNights}
        onChange={(minNights) => change({ minNights })}
        minValue={1}
      />
      <OfferValueFields {...props} />
    </OfferFields>
  );
}

/** Bonus night: stay X pay Y, the cheapest nights free, once or for every full X nights. */
function BonusNightFields(props: FieldSetProps) {
  const intl = useIntl();
  const { form, change } = props;
  return (
    <OfferFields {...props}>
      <Inline space="md" rowGap="sm" alignY="top">
        <WholeField
          name="stayNights"
          label={intl.formatMessage(r.stayNights)}
          value={form.stayNights}
          onChange={(stayNights) => change({ stayNights })}
          minValue={1}
        />
        <WholeField
          name="payNights"
          label={intl.formatMessage(r.payNights)}
          value={form.payNights}
          onChange={(payNights) => change({ payNights })}
          minValue={1}
        />
        <Switch name="repeats" isSelected={form.repeats} onChange={(repeats) => change({ repeats })}>
          {intl.formatMessage(r.repeats)}
        </Switch>
      </Inline>
    </OfferFields>
  );
}

/** The field set of each kind. */
export const RULE_FIELDS: Record<RuleKind, ComponentType<FieldSetProps>> = {
  supplement: SupplementFields,
  compulsory: CompulsoryFields,
  'cta-ctd': CtaCtdFields,
  'earlybird-period': EarlybirdPeriodFields,
  'earlybird-rolling': EarlybirdRollingFields,
  'long-stay': LongStayFields,
  'bonus-night': BonusNightFields,
};
