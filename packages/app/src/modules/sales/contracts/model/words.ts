import type {
  ChildBand,
  ChildPolicy,
  ContractRule,
  DateRange,
  DynamicAdjustment,
  DynamicTerms,
  OfferRule,
  OfferValue,
  SeasonAllotment,
} from '@pms/domain/contracts';
import type { IntlShape } from 'react-intl';
import { wordMessages as w } from '../messages.ts';

// A contract's terms in words: the printed contract says every rule as a sentence, and the rule
// screens show the same sentence in their list. The formats of dates and money come in from the
// screen (the spec's dd-MMM-yyyy and 1,234.50), so this stays free of the design system.

export interface Formats {
  intl: IntlShape;
  date: (isoDate: string) => string;
  money: (amount: string) => string;
}

const list = (f: Formats, items: readonly string[]) => f.intl.formatList(items, { type: 'conjunction' });

export const rangeWords = (f: Formats, range: DateRange) =>
  range.from === range.to
    ? f.date(range.from)
    : f.intl.formatMessage(w.range, { from: f.date(range.from), to: f.date(range.to) });

const rangesWords = (f: Formats, ranges: readonly DateRange[]) =>
  list(
    f,
    ranges.map((range) => rangeWords(f, range)),
  );

const roomTypesWords = (f: Formats, roomTypes: readonly string[] | undefined) =>
  roomTypes && roomTypes.length > 0
    ? f.intl.formatMessage(w.roomTypes, { roomTypes: list(f, roomTypes) })
    : f.intl.formatMessage(w.allRoomTypes);

/** '10 %', '150.00 a room', '100.00 a person'. */
export function offerValueWords(f: Formats, value: OfferValue): string {
  if (value.kind === 'percent') return f.intl.formatMessage(w.percent, { percent: value.percent });
  return f.intl.formatMessage(value.per === 'room' ? w.amountPerRoom : w.amountPerPerson, {
    amount: f.money(value.amount),
  });
}

function offerTail(f: Formats, rule: OfferRule): string[] {
  const parts = [roomTypesWords(f, rule.roomTypes)];
  if (rule.stayWindow && rule.kind !== 'earlybird-period') {
    parts.push(f.intl.formatMessage(w.stayWindow, { nights: rangeWords(f, rule.stayWindow) }));
  }
  parts.push(f.intl.formatMessage(w.priority, { priority: rule.priority }));
  parts.push(
    rule.combinesWith.length > 0
      ? f.intl.formatMessage(w.combinesWith, { offers: list(f, rule.combinesWith) })
      : f.intl.formatMessage(w.combinesWithNone),
  );
  return parts;
}

/** What a rule does, as one or more sentences (without its name). */
export function ruleTermsWords(f: Formats, rule: ContractRule): string {
  const { intl } = f;
  let parts: string[];
  switch (rule.kind) {
    case 'supplement':
      parts = [
        intl.formatMessage(rule.basis === 'per-person' ? w.supplementPerPerson : w.supplementPerRoom, {
          amount: f.money(rule.amount),
        }),
        roomTypesWords(f, rule.roomTypes),
      ];
      if (rule.mealPlans && rule.mealPlans.length > 0) {
        parts.push(intl.formatMessage(w.mealPlans, { mealPlans: list(f, rule.mealPlans) }));
      }
      parts.push(
        rule.nights && rule.nights.length > 0
          ? intl.formatMessage(w.onNights, { nights: rangesWords(f, rule.nights) })
          : intl.formatMessage(w.everyNight),
      );
      if (rule.basis === 'per-person' && rule.childrenFromAge !== undefined) {
        parts.push(intl.formatMessage(w.childrenFrom, { age: rule.childrenFromAge }));
      }
      break;
    case 'compulsory':
      parts = [
        intl.formatMessage(w.compulsory, {
          amount: f.money(rule.amountPerPerson),
          dates: list(
            f,
            rule.dates.map((date) => f.date(date)),
          ),
        }),
        roomTypesWords(f, rule.roomTypes),
      ];
      if (rule.childrenFromAge !== undefined)
        parts.push(intl.formatMessage(w.childrenFrom, { age: rule.childrenFromAge }));
      break;
    case 'cta-ctd': {
      const closed =
        rule.closedToArrival && rule.closedToDeparture
          ? w.closedBoth
          : rule.closedToArrival
            ? w.closedToArrival
            : w.closedToDeparture;
      parts = [intl.formatMessage(closed, { dates: rangesWords(f, rule.dates) }), roomTypesWords(f, rule.roomTypes)];
      break;
    }
    case 'earlybird-period':
      parts = [
        intl.formatMessage(w.earlybirdPeriod, {
          value: offerValueWords(f, rule.value),
          booked: rangeWords(f, rule.booked),
          nights: rangeWords(f, rule.stayWindow),
        }),
        ...offerTail(f, rule),
      ];
      break;
    case 'earlybird-rolling':
      parts = [
        intl.formatMessage(w.earlybirdRolling, { value: offerValueWords(f, rule.value), days: rule.daysBeforeArrival }),
        ...offerTail(f, rule),
      ];
      break;
    case 'long-stay':
      parts = [
        intl.formatMessage(w.longStay, { value: offerValueWords(f, rule.value), nights: rule.minNights }),
        ...offerTail(f, rule),
      ];
      break;
    case 'bonus-night':
      parts = [
        intl.formatMessage(rule.repeats ? w.bonusNightRepeats : w.bonusNightOnce, {
          stay: rule.stayNights,
          pay: rule.payNights,
          free: rule.stayNights - rule.payNights,
        }),
        ...offerTail(f, rule),
      ];
      break;
  }
  return parts.join('; ');
}

/** A rule with its name: "EB30 Early booking: 10 % off …". */
export const ruleWords = (f: Formats, rule: ContractRule) =>
  f.intl.formatMessage(w.rule, { id: rule.id, name: rule.name, terms: ruleTermsWords(f, rule) });

function bandWords(f: Formats, band: ChildBand): string {
  const ages = f.intl.formatMessage(w.ages, { from: band.fromAge, to: band.toAge });
  switch (band.charge.kind) {
    case 'free':
      return f.intl.formatMessage(w.bandFree, { ages });
    case 'amount':
      return f.intl.formatMessage(w.bandAmount, { ages, amount: f.money(band.charge.amount) });
    case 'percent-of-adult':
      return f.intl.formatMessage(w.bandPercent, { ages, percent: band.charge.percent });
  }
}

/** The child policy: the adult age, then each band. */
export function childPolicyWords(f: Formats, policy: ChildPolicy): string[] {
  const lines = [f.intl.formatMessage(w.adultFrom, { age: policy.adultFromAge })];
  const bands = [...policy.bands].sort((a, b) => a.fromAge - b.fromAge);
  lines.push(...bands.map((band) => bandWords(f, band)));
  if (bands.length === 0) lines.push(f.intl.formatMessage(w.noBands));
  return lines;
}

export function adjustmentWords(f: Formats, adjustment: DynamicAdjustment): string {
  const value =
    adjustment.value.kind === 'percent'
      ? f.intl.formatMessage(w.percent, { percent: adjustment.value.percent })
      : f.money(adjustment.value.amount);
  return f.intl.formatMessage(adjustment.direction === 'discount' ? w.discount : w.markup, {
    id: adjustment.id,
    name: adjustment.name,
    value,
    nights: rangeWords(f, adjustment.nights),
    roomTypes: roomTypesWords(f, adjustment.roomTypes),
  });
}

/** A dynamic profile's terms: the public rate it starts from, each adjustment, the floor. */
export function dynamicWords(f: Formats, dynamic: DynamicTerms): string[] {
  return [
    f.intl.formatMessage(w.baseRate, { code: dynamic.baseRateCode }),
    ...dynamic.adjustments.map((adjustment) => adjustmentWords(f, adjustment)),
    dynamic.floor !== undefined
      ? f.intl.formatMessage(w.floor, { amount: f.money(dynamic.floor) })
      : f.intl.formatMessage(w.noFloor),
  ];
}

/** One room type's allotment: "DLX: 5 rooms, released 14 days before the night". */
export const allotmentWords = (f: Formats, allotment: SeasonAllotment) =>
  f.intl.formatMessage(w.allotment, {
    roomType: allotment.roomType,
    rooms: allotment.rooms,
    releaseDays: allotment.releaseDays,
  });

/** A season's allotment, room type by room type; empty when it holds none. */
export const seasonAllotmentWords = (f: Formats, allotments: readonly SeasonAllotment[] | undefined) =>
  (allotments ?? []).map((allotment) => allotmentWords(f, allotment));
