// The price of a stay through a static contract version, night by night, with the reason for every
// amount (issue 20; operations.md §7). quote() is a pure function of (contract version, request):
// no clock, no randomness, no float, so re-quoting a booking with its stored version gives the same
// amounts to the cent.
//
// How a night is priced, in this order (operations.md §7 "Order and floor"):
// 1. Base: the season's net rate for the room type, the adult occupancy (children from the policy's
//    adult age count as adults) and the meal plan (a row for that plan, else a row for any plan).
// 2. Children under the adult age, each by its age band: free, an amount, or a percentage of one
//    adult's share of the base (base × percent ÷ adults, one rounding).
// 3. Supplements, in the contract's rule order, per room or per person, on the nights they cover.
// 4. Per-night discounts (early-bird by period, early-bird rolling, long stay) in priority order,
//    each on the night's running amount: two percentages compound (10 % then 5 % takes 14.5 %).
// 5. Stay X pay Y last, on the amounts after the discounts.
// A discount never takes a night below zero: it is cut to what is left and marked `floored`.
//
// Which offers apply: every offer that matches the stay (room type, stay window, booking date,
// length) is taken in priority order (lower first; equal priorities in rule order). An offer joins
// only when it combines with every offer already taken — two offers combine when each names the
// other in `combinesWith` — otherwise it is left out and the trace says which offer beat it. So of
// two non-combinable offers, the first by priority wins, whichever is worth more.
//
// Stay X pay Y: the free nights are the cheapest of the nights in the offer's window (after the
// discounts; between equal amounts the later night), X − Y of them, or floor(nights ÷ X) × (X − Y)
// when the offer repeats (14 nights at 7 pay 6: two free nights). A free night is taken to zero.
//
// Rounding: a percentage is worked out per night on exact cents and rounded half up (away from
// zero) to the cent, once per step; amounts are never rounded. Totals are exact sums of the nights.
//
// Compulsory charges (gala dinners) are not part of any night: each date of the rule that is a
// night of the stay costs the amount per counted person, listed apart and added to the total.
import { dayDifference, type IsoDate, isIsoDate, nightsOf } from '../calendar.ts';
import { divideHalfUp } from '../charges.ts';
import { type Cents, fromCents, isAmount, toCents } from '../money.ts';
import type {
  BonusNightRule,
  ChildBand,
  CompulsoryChargeQuote,
  CompulsoryRule,
  ContractVersion,
  CtaCtdRule,
  DateRange,
  DynamicTerms,
  NetRate,
  OfferRule,
  OfferTrace,
  OfferValue,
  PricedQuote,
  QuoteRequest,
  QuoteResult,
  RefusalReason,
  RefusedQuote,
  Season,
  StepKind,
  SupplementRule,
} from './types.ts';
import { isOffer, validateContract } from './validate.ts';

export type * from './types.ts';
export { isPercent, validateContract } from './validate.ts';

/** A night while it is being priced: amounts in cents until the result is written. */
interface NightDraft {
  date: IsoDate;
  seasonCode: string;
  /** The season's min stay "through", if it has one. */
  minNights: number | undefined;
  baseRate: Cents;
  running: Cents;
  steps: StepDraft[];
}

interface StepDraft {
  kind: StepKind;
  ruleId: string | undefined;
  name: string;
  amount: Cents;
  running: Cents;
  floored: boolean;
}

/** Who is in the room, as the child policy sees them. */
interface Occupancy {
  /** Adults plus children priced as adults: the occupancy of the rate row. */
  adultsForRate: number;
  /** Children under the adult age with their band. */
  bandedChildren: { age: number; band: ChildBand }[];
  /** Ages of children in no band: the stay cannot be quoted. */
  uncoveredAges: number[];
}

// Dates are compared as text: the contract and the request are checked to be real yyyy-MM-dd dates
// before any night is priced, and such dates sort as text in calendar order. Parsing them for each
// night and rule would take most of a quote's time.
const isWithin = (date: IsoDate, range: DateRange): boolean => range.from <= date && date <= range.to;

const forRoomType = (roomTypes: readonly string[] | undefined, roomType: string): boolean =>
  roomTypes === undefined || roomTypes.includes(roomType);

/** A percentage of an amount, rounded half up to the cent: '10' of 123.45 → 12.35. */
const percentOf = (cents: Cents, percent: string): Cents => divideHalfUp(cents * toCents(percent), 10_000n);

/** Adults plus the children at or above an age: who pays a per-person supplement or charge. */
const personsFrom = (request: QuoteRequest, childrenFromAge = 0): number =>
  request.adults + request.childAges.filter((age) => age >= childrenFromAge).length;

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Adds a step to the night; a negative step stops at zero, so a night is never below zero. */
function applyStep(night: NightDraft, kind: StepKind, ruleId: string | undefined, name: string, change: Cents): void {
  const floored = night.running + change < 0n;
  const amount = floored ? -night.running : change;
  night.running += amount;
  night.steps.push({ kind, ruleId, name, amount, running: night.running, floored });
}

export function quote(contract: ContractVersion, request: QuoteRequest): QuoteResult {
  const contractProblems = validateContract(contract);
  if (contractProblems.length > 0) {
    return refused(
      contract,
      contractProblems.map(({ path, message }) => ({
        code: 'invalid-contract',
        path,
        message: `Contract ${contract.contractId} version ${contract.versionNo} cannot price: ${path}: ${message}`,
      })),
    );
  }
  const requestReasons = checkRequest(request);
  if (requestReasons.length > 0) return refused(contract, requestReasons);

  const stayNights = nightsOf(request.arrival, request.departure);
  const occupancy = occupancyOf(contract, request);
  const reasons: RefusalReason[] = [
    ...validityReasons(contract, stayNights),
    ...closedReasons(contract, request),
    ...(contract.dynamic ? [] : occupancy.uncoveredAges).map(
      (age): RefusalReason => ({
        code: 'child-age-not-covered',
        message: `The child policy has no price for a child aged ${age}.`,
      }),
    ),
  ];

  const nights: NightDraft[] = [];
  const inValidity = stayNights.filter((night) => isWithin(night, contract.validity));
  if (contract.dynamic) nights.push(...dynamicNights(contract.dynamic, request, inValidity, reasons));
  else nights.push(...seasonNights(contract, request, occupancy, inValidity, reasons));
  reasons.push(...minStayReasons(nights, stayNights.length));
  if (reasons.length > 0) return refused(contract, reasons);

  for (const night of nights) {
    // A public rate already prices the children the hotel sells it for; a season's rate is per adult.
    if (!contract.dynamic) addChildCharges(night, occupancy);
    for (const rule of contract.rules) {
      if (rule.kind === 'supplement') addSupplement(night, rule, request);
    }
  }
  const offers = applyOffers(contract, request, nights);
  const compulsoryCharges = compulsoryChargesOf(contract, request, stayNights);

  const nightsTotal = nights.reduce((sum, night) => sum + night.running, 0n);
  const compulsoryTotal = compulsoryCharges.reduce((sum, charge) => sum + toCents(charge.amount), 0n);
  const priced: PricedQuote = {
    status: 'priced',
    contractId: contract.contractId,
    versionNo: contract.versionNo,
    currency: contract.currency,
    nights: nights.map((night) => ({
      date: night.date,
      season: night.seasonCode,
      baseRate: fromCents(night.baseRate),
      steps: night.steps.map((step) => ({
        kind: step.kind,
        ...(step.ruleId === undefined ? {} : { ruleId: step.ruleId }),
        name: step.name,
        amount: fromCents(step.amount),
        runningAmount: fromCents(step.running),
        ...(step.floored ? { floored: true as const } : {}),
      })),
      amount: fromCents(night.running),
    })),
    compulsoryCharges,
    offers,
    nightsTotal: fromCents(nightsTotal),
    compulsoryTotal: fromCents(compulsoryTotal),
    total: fromCents(nightsTotal + compulsoryTotal),
  };
  return priced;
}

function refused(contract: ContractVersion, reasons: RefusalReason[]): RefusedQuote {
  return { status: 'refused', contractId: contract.contractId, versionNo: contract.versionNo, reasons };
}

function checkRequest(request: QuoteRequest): RefusalReason[] {
  const reasons: RefusalReason[] = [];
  const invalid = (message: string) => reasons.push({ code: 'invalid-request', message });
  if (!request.roomType) invalid('The request names no room type.');
  for (const [field, value] of [
    ['arrival', request.arrival],
    ['departure', request.departure],
    ['booking date', request.bookingDate],
  ] as const) {
    if (!isIsoDate(value)) invalid(`The ${field} '${value}' is not a date written yyyy-MM-dd.`);
  }
  if (isIsoDate(request.arrival) && isIsoDate(request.departure)) {
    if (dayDifference(request.arrival, request.departure) <= 0) invalid('The departure must be after the arrival.');
  }
  if (!Number.isSafeInteger(request.adults) || request.adults < 1) invalid('A room is booked for one adult or more.');
  if (request.childAges.some((age) => !Number.isSafeInteger(age) || age < 0)) {
    invalid("A child's age is a whole number of years.");
  }
  return reasons;
}

function occupancyOf(contract: ContractVersion, request: QuoteRequest): Occupancy {
  const { adultFromAge, bands } = contract.childPolicy;
  const occupancy: Occupancy = { adultsForRate: request.adults, bandedChildren: [], uncoveredAges: [] };
  for (const age of request.childAges) {
    if (age >= adultFromAge) {
      occupancy.adultsForRate += 1;
      continue;
    }
    const band = bands.find((candidate) => age >= candidate.fromAge && age <= candidate.toAge);
    if (band) occupancy.bandedChildren.push({ age, band });
    else occupancy.uncoveredAges.push(age);
  }
  return occupancy;
}

function validityReasons(contract: ContractVersion, stayNights: IsoDate[]): RefusalReason[] {
  const outside = stayNights.filter((night) => !isWithin(night, contract.validity));
  const first = outside[0];
  if (first === undefined) return [];
  const { from, to } = contract.validity;
  return [
    {
      code: 'outside-validity',
      date: first,
      message: `${plural(outside.length, 'night')} of the stay (from ${first}) fall outside the contract's validity, ${from} to ${to}.`,
    },
  ];
}

/** CTA is judged on the arrival night only, CTD on the departure date only (operations.md §7). */
function closedReasons(contract: ContractVersion, request: QuoteRequest): RefusalReason[] {
  const reasons: RefusalReason[] = [];
  const closes = (rule: CtaCtdRule, date: IsoDate) =>
    forRoomType(rule.roomTypes, request.roomType) && rule.dates.some((range) => isWithin(date, range));
  for (const rule of contract.rules) {
    if (rule.kind !== 'cta-ctd') continue;
    if (rule.closedToArrival && closes(rule, request.arrival)) {
      reasons.push({
        code: 'closed-to-arrival',
        date: request.arrival,
        ruleId: rule.id,
        message: `${request.roomType} is closed to arrival on ${request.arrival} (${rule.name}).`,
      });
    }
    if (rule.closedToDeparture && closes(rule, request.departure)) {
      reasons.push({
        code: 'closed-to-departure',
        date: request.departure,
        ruleId: rule.id,
        message: `${request.roomType} is closed to departure on ${request.departure} (${rule.name}).`,
      });
    }
  }
  return reasons;
}

/** The row for the meal plan asked for, else the row for any meal plan. */
function rateFor(season: Season, roomType: string, adults: number, mealPlan: string | undefined): NetRate | undefined {
  const rows = season.rates.filter((rate) => rate.roomType === roomType && rate.adults === adults);
  return (
    (mealPlan === undefined ? undefined : rows.find((rate) => rate.mealPlan === mealPlan)) ??
    rows.find((rate) => rate.mealPlan === undefined)
  );
}

/** Min stay "through": every season the stay touches may ask for a minimum length. */
function minStayReasons(nights: NightDraft[], stayLength: number): RefusalReason[] {
  const reasons: RefusalReason[] = [];
  const seen = new Set<string>();
  for (const night of nights) {
    if (seen.has(night.seasonCode)) continue;
    seen.add(night.seasonCode);
    if (night.minNights !== undefined && stayLength < night.minNights) {
      reasons.push({
        code: 'min-stay',
        date: night.date,
        message: `Season ${night.seasonCode} needs a stay of at least ${plural(night.minNights, 'night')}; this one has ${stayLength}.`,
      });
    }
  }
  return reasons;
}

/** A static contract's nights: the season's net rate for the room type, occupancy and meal plan. */
function seasonNights(
  contract: ContractVersion,
  request: QuoteRequest,
  occupancy: Occupancy,
  dates: IsoDate[],
  reasons: RefusalReason[],
): NightDraft[] {
  const nights: NightDraft[] = [];
  for (const date of dates) {
    const season = contract.seasons.find((candidate) => isWithin(date, candidate.nights));
    if (!season) {
      reasons.push({ code: 'no-season', date, message: `No season of the contract covers the night of ${date}.` });
      continue;
    }
    const rate = rateFor(season, request.roomType, occupancy.adultsForRate, request.mealPlan);
    if (!rate) {
      reasons.push({
        code: 'no-rate',
        date,
        message: `Season ${season.code} has no rate for ${request.roomType} with ${plural(occupancy.adultsForRate, 'adult')}${request.mealPlan ? `, ${request.mealPlan}` : ''} (night of ${date}).`,
      });
      continue;
    }
    const baseRate = toCents(rate.amount);
    nights.push({
      date,
      seasonCode: season.code,
      minNights: season.minNights,
      baseRate,
      running: baseRate,
      steps: [
        {
          kind: 'base',
          ruleId: undefined,
          name: `Net rate ${season.code}, ${request.roomType}, ${plural(occupancy.adultsForRate, 'adult')}${rate.mealPlan ? `, ${rate.mealPlan}` : ''}`,
          amount: baseRate,
          running: baseRate,
          floored: false,
        },
      ],
    });
  }
  return nights;
}

/**
 * A dynamic profile's nights: the public rate, then the discount or markup of the adjustment
 * covering the night (a percentage rounded half up to the cent), then the floor.
 */
function dynamicNights(
  terms: DynamicTerms,
  request: QuoteRequest,
  dates: IsoDate[],
  reasons: RefusalReason[],
): NightDraft[] {
  const publicRates = new Map((request.publicRates ?? []).map((rate) => [rate.date, rate.amount]));
  const floor = terms.floor === undefined ? undefined : toCents(terms.floor);
  const nights: NightDraft[] = [];
  for (const date of dates) {
    const publicRate = publicRates.get(date);
    if (publicRate === undefined || !isAmount(publicRate)) {
      reasons.push({
        code: 'no-public-rate',
        date,
        message: `The public rate ${terms.baseRateCode} has no price for ${request.roomType} on the night of ${date}.`,
      });
      continue;
    }
    const baseRate = toCents(publicRate);
    const adjustment = terms.adjustments.find(
      (candidate) => forRoomType(candidate.roomTypes, request.roomType) && isWithin(date, candidate.nights),
    );
    const night: NightDraft = {
      date,
      seasonCode: adjustment?.id ?? '',
      minNights: undefined,
      baseRate,
      running: baseRate,
      steps: [
        {
          kind: 'base',
          ruleId: undefined,
          name: `Public rate ${terms.baseRateCode}, ${request.roomType}`,
          amount: baseRate,
          running: baseRate,
          floored: false,
        },
      ],
    };
    if (adjustment) {
      const size =
        adjustment.value.kind === 'percent'
          ? percentOf(baseRate, adjustment.value.percent)
          : toCents(adjustment.value.amount);
      const sign = adjustment.direction === 'discount' ? -1n : 1n;
      const label =
        adjustment.value.kind === 'percent'
          ? `${adjustment.value.percent}%`
          : fromCents(toCents(adjustment.value.amount));
      applyStep(night, 'dynamic', adjustment.id, `${adjustment.name} (${adjustment.direction} ${label})`, sign * size);
    }
    if (floor !== undefined && night.running < floor) {
      applyStep(night, 'dynamic', undefined, `Floor ${fromCents(floor)}`, floor - night.running);
    }
    nights.push(night);
  }
  return nights;
}

function addChildCharges(night: NightDraft, occupancy: Occupancy): void {
  for (const { age, band } of occupancy.bandedChildren) {
    const { charge } = band;
    if (charge.kind === 'free') {
      applyStep(night, 'child', undefined, `Child aged ${age}: free`, 0n);
    } else if (charge.kind === 'amount') {
      applyStep(night, 'child', undefined, `Child aged ${age}`, toCents(charge.amount));
    } else {
      // One rounding for "percent of an adult's share": base × percent ÷ (100 × adults).
      const share = divideHalfUp(night.baseRate * toCents(charge.percent), 10_000n * BigInt(occupancy.adultsForRate));
      applyStep(night, 'child', undefined, `Child aged ${age}: ${charge.percent}% of an adult's share`, share);
    }
  }
}

function addSupplement(night: NightDraft, rule: SupplementRule, request: QuoteRequest): void {
  if (!forRoomType(rule.roomTypes, request.roomType)) return;
  if (rule.mealPlans && !(request.mealPlan !== undefined && rule.mealPlans.includes(request.mealPlan))) return;
  if (rule.nights && !rule.nights.some((range) => isWithin(night.date, range))) return;
  const times = rule.basis === 'per-room' ? 1 : personsFrom(request, rule.childrenFromAge);
  applyStep(night, 'supplement', rule.id, rule.name, toCents(rule.amount) * BigInt(times));
}

type OfferMatch = { nights: NightDraft[] } | { reason: string };

/** Whether the offer prices this stay, and on which nights; or why not, in words. */
function matchOffer(rule: OfferRule, request: QuoteRequest, nights: NightDraft[]): OfferMatch {
  if (!forRoomType(rule.roomTypes, request.roomType)) return { reason: `Not offered for ${request.roomType}.` };
  const window = rule.stayWindow;
  const inWindow = window ? nights.filter((night) => isWithin(night.date, window)) : nights;
  if (inWindow.length === 0 && window) {
    return { reason: `No night of the stay falls in its stay window, ${window.from} to ${window.to}.` };
  }
  switch (rule.kind) {
    case 'earlybird-period':
      if (!isWithin(request.bookingDate, rule.booked)) {
        return {
          reason: `Booked on ${request.bookingDate}, outside its booking window ${rule.booked.from} to ${rule.booked.to}.`,
        };
      }
      break;
    case 'earlybird-rolling': {
      const daysAhead = dayDifference(request.bookingDate, request.arrival);
      if (daysAhead < rule.daysBeforeArrival) {
        return {
          reason: `Booked ${plural(daysAhead, 'day')} before arrival; it needs at least ${rule.daysBeforeArrival}.`,
        };
      }
      break;
    }
    case 'long-stay':
      if (nights.length < rule.minNights) {
        return { reason: `A stay of ${plural(nights.length, 'night')}; it starts at ${rule.minNights}.` };
      }
      break;
    case 'bonus-night':
      if (inWindow.length < rule.stayNights) {
        return { reason: `${plural(inWindow.length, 'night')} it counts; it needs ${rule.stayNights}.` };
      }
      break;
  }
  return { nights: inWindow };
}

const combine = (a: OfferRule, b: OfferRule): boolean => a.combinesWith.includes(b.id) && b.combinesWith.includes(a.id);

/** Chooses the offers (see the head of this file), applies them, and returns the trace of every offer. */
function applyOffers(contract: ContractVersion, request: QuoteRequest, nights: NightDraft[]): OfferTrace[] {
  const byPriority = contract.rules
    .filter(isOffer)
    .map((rule, order) => ({ rule, order }))
    .sort((a, b) => a.rule.priority - b.rule.priority || a.order - b.order)
    .map(({ rule }) => rule);

  const trace = new Map<string, OfferTrace>();
  const chosen: { rule: OfferRule; nights: NightDraft[] }[] = [];
  for (const rule of byPriority) {
    const entry = { ruleId: rule.id, name: rule.name, kind: rule.kind };
    const match = matchOffer(rule, request, nights);
    if ('reason' in match) {
      trace.set(rule.id, { ...entry, outcome: 'not-matched', reason: match.reason });
      continue;
    }
    const blocker = chosen.find((taken) => !combine(taken.rule, rule));
    if (blocker) {
      trace.set(rule.id, {
        ...entry,
        outcome: 'not-combinable',
        reason: `Does not combine with '${blocker.rule.id}', which comes first by priority.`,
      });
      continue;
    }
    chosen.push({ rule, nights: match.nights });
    trace.set(rule.id, { ...entry, outcome: 'applied', reason: `Matches ${plural(match.nights.length, 'night')}.` });
  }

  const persons = personsFrom(request);
  for (const { rule, nights: offerNights } of chosen) {
    if (rule.kind === 'bonus-night') continue;
    for (const night of offerNights) {
      applyStep(night, rule.kind, rule.id, rule.name, -discountOf(rule.value, night.running, persons));
    }
  }
  const freed = new Set<NightDraft>();
  for (const { rule, nights: offerNights } of chosen) {
    if (rule.kind === 'bonus-night') freeNights(rule, offerNights, freed);
  }
  // The trace in the contract's rule order, as the contract screen lists the offers.
  return contract.rules.filter(isOffer).flatMap((rule) => trace.get(rule.id) ?? []);
}

function discountOf(value: OfferValue, running: Cents, persons: number): Cents {
  if (value.kind === 'percent') return percentOf(running, value.percent);
  return toCents(value.amount) * BigInt(value.per === 'room' ? 1 : persons);
}

/** How many nights a stay-X-pay-Y offer frees among `countedNights` nights. */
export function freeNightCount(
  rule: Pick<BonusNightRule, 'stayNights' | 'payNights' | 'repeats'>,
  countedNights: number,
): number {
  const perBlock = rule.stayNights - rule.payNights;
  if (countedNights < rule.stayNights) return 0;
  return rule.repeats ? Math.floor(countedNights / rule.stayNights) * perBlock : perBlock;
}

function freeNights(rule: BonusNightRule, offerNights: NightDraft[], freed: Set<NightDraft>): void {
  const cheapestFirst = offerNights
    .filter((night) => !freed.has(night))
    .sort((a, b) => (a.running < b.running ? -1 : a.running > b.running ? 1 : dayDifference(a.date, b.date)));
  for (const night of cheapestFirst.slice(0, freeNightCount(rule, offerNights.length))) {
    applyStep(night, 'bonus-night', rule.id, rule.name, -night.running);
    freed.add(night);
  }
}

function compulsoryChargesOf(
  contract: ContractVersion,
  request: QuoteRequest,
  stayNights: IsoDate[],
): CompulsoryChargeQuote[] {
  const nightsOfStay = new Set(stayNights);
  const charges: CompulsoryChargeQuote[] = [];
  const compulsoryRules = contract.rules.filter((rule): rule is CompulsoryRule => rule.kind === 'compulsory');
  for (const rule of compulsoryRules) {
    if (!forRoomType(rule.roomTypes, request.roomType)) continue;
    const persons = personsFrom(request, rule.childrenFromAge);
    for (const date of new Set(rule.dates)) {
      if (!nightsOfStay.has(date) || persons === 0) continue;
      charges.push({
        date,
        ruleId: rule.id,
        name: rule.name,
        persons,
        amountPerPerson: fromCents(toCents(rule.amountPerPerson)),
        amount: fromCents(toCents(rule.amountPerPerson) * BigInt(persons)),
      });
    }
  }
  // By date, then in rule order (the sort is stable).
  return charges.sort((a, b) => dayDifference(b.date, a.date));
}
