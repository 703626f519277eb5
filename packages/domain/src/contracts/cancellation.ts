// What cancelling a stay, or its guest never arriving, costs under a cancellation policy (issue 20;
// operations.md §7.1 "Cancellation policies by season"). A pure function of (policy, stay, hotel
// date): no clock, no float, so the fee the cancel dialog proposes is the fee the server gives again.
//
// The policy's shape:
// - Seasons chosen by the stay's ARRIVAL date (both ends included); seasons of a policy never
//   overlap. An arrival outside every season costs nothing to cancel.
// - In a season, bands by days before arrival: `fromDays` (the most days, null: any number more)
//   down to `toDays` (the fewest; 0 is the day of arrival), never overlapping. Each charges
//   'nights' (the first N nights' amounts, at most the stay's nights), 'percent' (of the stay's room
//   revenue, rounded half up once) or 'fixed' (an amount per stay, in the currency the stay is priced in).
// - A no-show charge of the same kinds, for the whole policy (not by season), or none.
//
// Days before arrival = arrival − hotel date (the hotel's business date, never the wall clock);
// a hotel date after the arrival counts as 0.
//
// A fee never falls as arrival nears: cancelling d days before arrival costs the most of what the
// band of day d charges and what every band further from arrival charges. "29–8 days: 1 night;
// 7–0 days: 50 %" therefore still takes the whole night of a one-night stay 5 days before arrival
// (50 % would be half of it), and a day between two bands costs what the band before the gap
// charged. Where the band further out decided, the explanation says so. The deadlines read as
// hotels write them: "within 29 days: 1 night; within 7 days: 50 %".
import { dayDifference, type IsoDate, isIsoDate } from '../calendar.ts';
import { divideHalfUp } from '../charges.ts';
import { type Cents, fromCents, isAmount, toCents } from '../money.ts';
import type { DateRange } from './types.ts';

export type CancellationChargeKind = 'nights' | 'percent' | 'fixed';

/** What a band (or a no-show) charges. */
export type CancellationCharge =
  | { kind: 'nights'; nights: number }
  | { kind: 'percent'; percent: string }
  | { kind: 'fixed'; amount: string };

export interface CancellationBand {
  /** The most days before arrival the band covers; null: any number of days more. */
  fromDays: number | null;
  /** The fewest days before arrival it covers; 0 is the day of arrival. */
  toDays: number;
  charge: CancellationCharge;
}

export interface CancellationSeason {
  code: string;
  name?: string;
  /** The arrival dates the season covers, both included. */
  arrivals: DateRange;
  bands: CancellationBand[];
}

export interface CancellationPolicy {
  code: string;
  name: string;
  seasons: CancellationSeason[];
  /** What a stay whose guest never arrives is charged; null: nothing. */
  noShow: CancellationCharge | null;
}

/** The stay being cancelled: its arrival and what each of its nights costs (its room revenue). */
export interface StayToCharge {
  arrival: IsoDate;
  nights: readonly { date: IsoDate; amount: string }[];
}

/**
 * Why the fee is what it is:
 * - `charged`: a band (or the no-show charge) costs more than nothing;
 * - `zero-charge`: the bands that apply charge nothing;
 * - `before-bands`: cancelled further ahead than any band reaches (free cancellation);
 * - `no-season`: the arrival falls in none of the policy's seasons;
 * - `no-no-show-charge`: the policy charges nothing for a no-show;
 * - `invalid-policy`: the policy has problems (validateCancellationPolicy); nothing is charged.
 */
export type FeeOutcome =
  | 'charged'
  | 'zero-charge'
  | 'before-bands'
  | 'no-season'
  | 'no-no-show-charge'
  | 'invalid-policy';

/** How one charge worked out on this stay. */
export interface FeeComputation {
  charge: CancellationCharge;
  /** The stay's nights and room revenue, the base of 'nights' and 'percent'. */
  stayNights: number;
  stayTotal: string;
  /** For 'nights': the nights charged, at most the stay's own. */
  chargedNights?: { date: IsoDate; amount: string }[];
  amount: string;
}

export interface CancellationFee {
  occasion: 'cancellation' | 'no-show';
  fee: string;
  outcome: FeeOutcome;
  policy: { code: string; name: string };
  /** Arrival − hotel date, never below 0. */
  daysBeforeArrival: number;
  season: { code: string; name?: string; arrivals: DateRange } | null;
  /** The band the day falls in (null: none, or a no-show). */
  band: CancellationBand | null;
  /** The band whose charge set the fee: the day's own, or one further from arrival that charges more. */
  decidingBand: CancellationBand | null;
  /** How the charge that set the fee worked out (null when nothing applied). */
  computation: FeeComputation | null;
  /** The explanation in words (English; the app words it from the fields in the user's language). */
  message: string;
}

/**
 * The hotel's own rule for a stay without a policy (no contract, or a contract without one): the
 * first night when cancelled within one day of arrival, nothing before, and no no-show charge.
 * It was the cancel dialog's placeholder before the policies; as a policy it is explained alike.
 */
export const HOUSE_CANCELLATION_RULE: CancellationPolicy = {
  code: 'HOUSE',
  name: 'The hotel’s rule',
  seasons: [
    {
      code: 'ALL',
      name: 'All arrivals',
      arrivals: { from: '1900-01-01', to: '2199-12-31' },
      bands: [{ fromDays: 1, toDays: 0, charge: { kind: 'nights', nights: 1 } }],
    },
  ],
  noShow: null,
};

/** Something wrong with a policy, at a path such as `seasons[1].bands[0].toDays`. */
export interface PolicyProblem {
  path: string;
  message: string;
}

/** Days before arrival a band may name. */
export const MAX_BAND_DAYS = 999;
/** Nights a 'nights' charge may take. */
export const MAX_CHARGE_NIGHTS = 365;

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

const isPercentText = (text: string): boolean => isAmount(text) && toCents(text) <= 10_000n;

/** Whether two bands share a day. */
const bandsOverlap = (a: CancellationBand, b: CancellationBand): boolean =>
  (a.fromDays === null || a.fromDays >= b.toDays) && (b.fromDays === null || b.fromDays >= a.toDays);

const rangesOverlap = (a: DateRange, b: DateRange): boolean =>
  dayDifference(a.from, b.to) >= 0 && dayDifference(b.from, a.to) >= 0;

function chargeProblems(charge: CancellationCharge, path: string): PolicyProblem[] {
  switch (charge.kind) {
    case 'nights':
      return isWhole(charge.nights, 1, MAX_CHARGE_NIGHTS)
        ? []
        : [{ path: `${path}.nights`, message: `Nights must be a whole number from 1 to ${MAX_CHARGE_NIGHTS}.` }];
    case 'percent':
      return isPercentText(charge.percent)
        ? []
        : [{ path: `${path}.percent`, message: 'A percentage from 0 to 100 with at most two decimals.' }];
    case 'fixed':
      return isAmount(charge.amount)
        ? []
        : [{ path: `${path}.amount`, message: 'An amount of at most 12 digits and two decimals, not negative.' }];
    default:
      return [{ path: `${path}.kind`, message: 'The charge is nights, percent or fixed.' }];
  }
}

/** Every problem of the policy, in the order of its fields; [] when it can charge. */
export function validateCancellationPolicy(policy: CancellationPolicy): PolicyProblem[] {
  const problems: PolicyProblem[] = [];
  if (!policy.code.trim()) problems.push({ path: 'code', message: 'The policy needs a code.' });
  if (!policy.name.trim()) problems.push({ path: 'name', message: 'The policy needs a name.' });
  const codes = new Set<string>();
  policy.seasons.forEach((season, index) => {
    const path = `seasons[${index}]`;
    if (!season.code.trim()) problems.push({ path: `${path}.code`, message: 'The season needs a code.' });
    else if (codes.has(season.code)) {
      problems.push({ path: `${path}.code`, message: `Another season of the policy is coded ${season.code}.` });
    }
    codes.add(season.code);
    const { from, to } = season.arrivals;
    if (!isIsoDate(from) || !isIsoDate(to)) {
      problems.push({ path: `${path}.arrivals`, message: 'Both dates must be real dates written yyyy-MM-dd.' });
    } else if (dayDifference(from, to) < 0) {
      problems.push({ path: `${path}.arrivals`, message: 'The first arrival date must not be after the last.' });
    } else {
      const earlier = policy.seasons
        .slice(0, index)
        .findIndex(
          (other) =>
            isIsoDate(other.arrivals.from) &&
            isIsoDate(other.arrivals.to) &&
            dayDifference(other.arrivals.from, other.arrivals.to) >= 0 &&
            rangesOverlap(other.arrivals, season.arrivals),
        );
      if (earlier >= 0) {
        const other = policy.seasons[earlier] as CancellationSeason;
        problems.push({
          path: `${path}.arrivals`,
          message: `The arrivals overlap season ${other.code} (${other.arrivals.from} – ${other.arrivals.to}).`,
        });
      }
    }
    season.bands.forEach((band, bandIndex) => {
      const bandPath = `${path}.bands[${bandIndex}]`;
      let wellFormed = true;
      if (!isWhole(band.toDays, 0, MAX_BAND_DAYS)) {
        problems.push({ path: `${bandPath}.toDays`, message: `Days from 0 to ${MAX_BAND_DAYS}.` });
        wellFormed = false;
      }
      if (band.fromDays !== null && !isWhole(band.fromDays, 0, MAX_BAND_DAYS)) {
        problems.push({ path: `${bandPath}.fromDays`, message: `Days from 0 to ${MAX_BAND_DAYS}, or none.` });
        wellFormed = false;
      } else if (wellFormed && band.fromDays !== null && band.fromDays < band.toDays) {
        problems.push({
          path: `${bandPath}.fromDays`,
          message: 'From (the most days before arrival) must not be fewer than to (the fewest).',
        });
        wellFormed = false;
      }
      problems.push(...chargeProblems(band.charge, `${bandPath}.charge`));
      if (!wellFormed) return;
      const clash = season.bands
        .slice(0, bandIndex)
        .find(
          (other) =>
            isWhole(other.toDays, 0, MAX_BAND_DAYS) &&
            (other.fromDays === null ||
              (isWhole(other.fromDays, 0, MAX_BAND_DAYS) && other.fromDays >= other.toDays)) &&
            bandsOverlap(other, band),
        );
      if (clash) {
        problems.push({
          path: `${bandPath}.toDays`,
          message: `The days overlap the band ${bandText(clash)} of this season.`,
        });
      }
    });
  });
  if (policy.noShow) problems.push(...chargeProblems(policy.noShow, 'noShow'));
  return problems;
}

/** '29–8 days', '30 days or more', 'the day of arrival'. */
export function bandText(band: Pick<CancellationBand, 'fromDays' | 'toDays'>): string {
  if (band.fromDays === null) return `${band.toDays} days or more`;
  if (band.fromDays === 0) return 'the day of arrival';
  if (band.fromDays === band.toDays) return `${band.fromDays} days`;
  return `${band.fromDays}–${band.toDays} days`;
}

/** '1 night', '50 %', 'fixed 1500.00'. */
export function chargeText(charge: CancellationCharge): string {
  switch (charge.kind) {
    case 'nights':
      return `${charge.nights} ${charge.nights === 1 ? 'night' : 'nights'}`;
    case 'percent':
      return `${charge.percent} %`;
    case 'fixed':
      return `fixed ${fromCents(toCents(charge.amount))}`;
  }
}

/** The stay's nights in date order, and their sum in cents. */
function nightsOf(stay: StayToCharge) {
  const nights = [...stay.nights].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const total = nights.reduce((sum, night) => sum + toCents(night.amount), 0n);
  return { nights, total };
}

/** What one charge costs this stay. */
export function computeCharge(charge: CancellationCharge, stay: StayToCharge): FeeComputation {
  const { nights, total } = nightsOf(stay);
  const base = { charge, stayNights: nights.length, stayTotal: fromCents(total) };
  switch (charge.kind) {
    case 'nights': {
      const charged = nights.slice(0, Math.max(0, charge.nights));
      const amount = charged.reduce((sum, night) => sum + toCents(night.amount), 0n);
      return {
        ...base,
        chargedNights: charged.map((night) => ({ date: night.date, amount: fromCents(toCents(night.amount)) })),
        amount: fromCents(amount),
      };
    }
    case 'percent':
      return { ...base, amount: fromCents(divideHalfUp(total * toCents(charge.percent), 10_000n)) };
    case 'fixed':
      return { ...base, amount: fromCents(toCents(charge.amount)) };
  }
}

function describeComputation(computation: FeeComputation): string {
  const { charge } = computation;
  switch (charge.kind) {
    case 'nights': {
      const charged = computation.chargedNights ?? [];
      const short = charge.nights > charged.length ? ` (the stay has ${computation.stayNights})` : '';
      return `the first ${chargeText(charge)}${short}: ${charged.map((night) => night.amount).join(' + ') || '0.00'} = ${computation.amount}`;
    }
    case 'percent':
      return `${charge.percent} % of the stay's ${computation.stayTotal} = ${computation.amount}`;
    case 'fixed':
      return `a fixed ${computation.amount}`;
  }
}

const policyOf = (policy: CancellationPolicy) => ({ code: policy.code, name: policy.name });

/** The season of an arrival date, if any. */
export function seasonOf(policy: CancellationPolicy, arrival: IsoDate): CancellationSeason | undefined {
  return policy.seasons.find(
    (season) => dayDifference(season.arrivals.from, arrival) >= 0 && dayDifference(arrival, season.arrivals.to) >= 0,
  );
}

/** Days from the hotel date to the arrival, never below 0. */
export const daysBeforeArrival = (arrival: IsoDate, hotelDate: IsoDate): number =>
  Math.max(0, dayDifference(hotelDate, arrival));

/** The fee for cancelling `stay` on `hotelDate` under `policy`, with its explanation. */
export function cancellationFee(policy: CancellationPolicy, stay: StayToCharge, hotelDate: IsoDate): CancellationFee {
  const days = daysBeforeArrival(stay.arrival, hotelDate);
  const empty = {
    occasion: 'cancellation' as const,
    fee: '0.00',
    policy: policyOf(policy),
    daysBeforeArrival: days,
    season: null,
    band: null,
    decidingBand: null,
    computation: null,
  };
  const prefix = `Policy ${policy.code}`;
  if (validateCancellationPolicy(policy).length > 0) {
    return { ...empty, outcome: 'invalid-policy', message: `${prefix} has problems: no fee is charged.` };
  }
  const season = seasonOf(policy, stay.arrival);
  if (!season) {
    return {
      ...empty,
      outcome: 'no-season',
      message: `${prefix}: no season covers the arrival on ${stay.arrival}, so cancelling is free.`,
    };
  }
  const seasonFacts = {
    code: season.code,
    ...(season.name ? { name: season.name } : {}),
    arrivals: { ...season.arrivals },
  };
  const where = `${prefix}, season ${season.code} (arrivals ${season.arrivals.from} – ${season.arrivals.to})`;
  const when = `cancelled ${days === 0 ? 'on the day of arrival' : `${days} ${days === 1 ? 'day' : 'days'} before arrival`}`;
  const own = season.bands.find((band) => band.toDays <= days && (band.fromDays === null || band.fromDays >= days));
  // The day's own band and every band further from arrival: the fee is the most of them.
  const candidates = season.bands.filter((band) => band.fromDays === null || band.fromDays >= days);
  if (candidates.length === 0) {
    const reach = Math.max(...season.bands.map((band) => band.fromDays ?? 0), -1);
    return {
      ...empty,
      season: seasonFacts,
      outcome: 'before-bands',
      message:
        reach < 0
          ? `${where}: the season charges nothing for cancelling.`
          : `${where}: ${when}, before the first deadline (${reach} days): no fee.`,
    };
  }
  let deciding: { band: CancellationBand; computation: FeeComputation; cents: Cents } | undefined;
  // Nearest to arrival first, so that on equal amounts the day's own band (or the nearest) decides.
  const ordered = [...candidates].sort((a, b) => a.toDays - b.toDays);
  for (const band of ordered) {
    const computation = computeCharge(band.charge, stay);
    const cents = toCents(computation.amount);
    if (!deciding || cents > deciding.cents) deciding = { band, computation, cents };
  }
  const decided = deciding as { band: CancellationBand; computation: FeeComputation; cents: Cents };
  const inBand = own ? `in the band ${bandText(own)} (${chargeText(own.charge)})` : 'between bands';
  const raised =
    decided.band === own
      ? ': '
      : `. The band ${bandText(decided.band)} before it charges more (${chargeText(decided.band.charge)}), and a fee never falls as arrival nears: `;
  const base = {
    ...empty,
    season: seasonFacts,
    band: own ?? null,
    decidingBand: decided.band,
    computation: decided.computation,
    fee: decided.computation.amount,
  };
  if (decided.cents === 0n) {
    return { ...base, outcome: 'zero-charge', message: `${where}: ${when}, ${inBand}: no fee.` };
  }
  return {
    ...base,
    outcome: 'charged',
    message: `${where}: ${when}, ${inBand}${raised}${describeComputation(decided.computation)}.`,
  };
}

/** The fee for a stay whose guest never arrived (day-end's no-show), with its explanation. */
export function noShowFee(policy: CancellationPolicy, stay: StayToCharge, hotelDate: IsoDate): CancellationFee {
  const base = {
    occasion: 'no-show' as const,
    policy: policyOf(policy),
    daysBeforeArrival: daysBeforeArrival(stay.arrival, hotelDate),
    season: null,
    band: null,
    decidingBand: null,
  };
  const prefix = `Policy ${policy.code}`;
  if (validateCancellationPolicy(policy).length > 0) {
    return {
      ...base,
      fee: '0.00',
      computation: null,
      outcome: 'invalid-policy',
      message: `${prefix} has problems: no fee is charged.`,
    };
  }
  if (!policy.noShow) {
    return {
      ...base,
      fee: '0.00',
      computation: null,
      outcome: 'no-no-show-charge',
      message: `${prefix} charges nothing for a no-show.`,
    };
  }
  const computation = computeCharge(policy.noShow, stay);
  const charged = toCents(computation.amount) > 0n;
  return {
    ...base,
    fee: computation.amount,
    computation,
    outcome: charged ? 'charged' : 'zero-charge',
    message: `${prefix}, no-show (${chargeText(policy.noShow)}): ${describeComputation(computation)}.`,
  };
}
