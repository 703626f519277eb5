// The shapes of a static contract version, a quote request and a quote (issue 20, operations.md §7).
// Money is a decimal string ('100.00'), percentages a decimal string with up to two places ('12.5'),
// dates ISO 'yyyy-MM-dd'. The quote itself lives in quote.ts; the checks of a contract in validate.ts.
import type { IsoDate } from '../calendar.ts';

/** A range of dates with both ends included: for a stay window these are nights, for a booking window days. */
export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

// ——— The contract version ———

/** One row of a season's price list: the net price of one room for one night at this adult occupancy. */
export interface NetRate {
  roomType: string;
  /** Adults in the room (children aged `adultFromAge` or more count as adults). */
  adults: number;
  /** Only for this meal plan; a row without one prices any meal plan the contract has no own row for. */
  mealPlan?: string;
  amount: string;
}

export interface Season {
  code: string;
  name?: string;
  /** The nights of the season; seasons of one version never overlap (validateContract). */
  nights: DateRange;
  /** Min stay "through": a stay with any night in this season must be at least this long. */
  minNights?: number;
  rates: NetRate[];
  /**
   * Rooms the hotel holds for the partner each night of the season, per room type, until
   * `releaseDays` before the night (activation writes them into the hotel's allotment). No price
   * depends on them.
   */
  allotments?: SeasonAllotment[];
}

export interface SeasonAllotment {
  roomType: string;
  rooms: number;
  releaseDays: number;
}

/** What one child under the adult age adds to a night, on top of the adults' room rate. */
export type ChildCharge =
  | { kind: 'free' }
  | { kind: 'amount'; amount: string }
  /** A percentage of one adult's share of the night's room rate (room rate ÷ adults). */
  | { kind: 'percent-of-adult'; percent: string };

export interface ChildBand {
  /** Ages in whole years, both included. */
  fromAge: number;
  toAge: number;
  charge: ChildCharge;
}

export interface ChildPolicy {
  /** From this age a child is priced as an adult (occupancy of the rate row). */
  adultFromAge: number;
  /** Non-overlapping age bands below `adultFromAge`; a child in no band cannot be quoted. */
  bands: ChildBand[];
}

interface RuleBase {
  /** Unique within the version; named in every explanation step and in `combinesWith`. */
  id: string;
  name: string;
}

/** An extra charged every night it applies: sea view, half board, single use. */
export interface SupplementRule extends RuleBase {
  kind: 'supplement';
  basis: 'per-person' | 'per-room';
  amount: string;
  roomTypes?: string[];
  mealPlans?: string[];
  /** Only these nights (any night when absent). */
  nights?: DateRange[];
  /** Per person: children younger than this are not counted (every child is when absent). */
  childrenFromAge?: number;
}

/** The value of a discount offer, taken off each night it applies to (an amount per person: every guest, children included). */
export type OfferValue =
  | { kind: 'percent'; percent: string }
  | { kind: 'amount'; amount: string; per: 'room' | 'person' };

interface OfferBase extends RuleBase {
  /** Lower goes first: decides which of two non-combinable offers wins, and the order discounts apply in. */
  priority: number;
  /** Ids of the offers this one combines with; two offers combine only when each names the other. */
  combinesWith: string[];
  roomTypes?: string[];
  /** Only nights in this window are discounted (and counted, for a bonus night). */
  stayWindow?: DateRange;
}

/** Booked between two dates, for nights in a stay window. */
export interface EarlybirdPeriodRule extends OfferBase {
  kind: 'earlybird-period';
  booked: DateRange;
  stayWindow: DateRange;
  value: OfferValue;
}

/** Booked at least N days before arrival. */
export interface EarlybirdRollingRule extends OfferBase {
  kind: 'earlybird-rolling';
  daysBeforeArrival: number;
  value: OfferValue;
}

/** Stays of at least N nights. */
export interface LongStayRule extends OfferBase {
  kind: 'long-stay';
  minNights: number;
  value: OfferValue;
}

/** Stay X nights, pay Y: the X − Y cheapest nights are free, once or for every full X nights. */
export interface BonusNightRule extends OfferBase {
  kind: 'bonus-night';
  stayNights: number;
  payNights: number;
  repeats: boolean;
}

/** Closed to arrival (on the arrival night) and/or closed to departure (on the departure date). */
export interface CtaCtdRule extends RuleBase {
  kind: 'cta-ctd';
  closedToArrival: boolean;
  closedToDeparture: boolean;
  dates: DateRange[];
  roomTypes?: string[];
}

/** A charge every stay with a night on one of the dates must take, per person: a Christmas gala dinner. */
export interface CompulsoryRule extends RuleBase {
  kind: 'compulsory';
  dates: IsoDate[];
  amountPerPerson: string;
  /** Children younger than this are not charged (every child is when absent). */
  childrenFromAge?: number;
  roomTypes?: string[];
}

export type OfferRule = EarlybirdPeriodRule | EarlybirdRollingRule | LongStayRule | BonusNightRule;
export type ContractRule = SupplementRule | OfferRule | CtaCtdRule | CompulsoryRule;
export type OfferKind = OfferRule['kind'];

/** A dynamic profile's discount or markup on the public rate, for the nights of a period. */
export interface DynamicAdjustment {
  /** Unique within the version, with the rules' ids; named in the explanation. */
  id: string;
  name: string;
  nights: DateRange;
  /** Every room type when absent; two adjustments never cover one room type on one night. */
  roomTypes?: string[];
  direction: 'discount' | 'markup';
  /** Per room and night: a percentage of the public rate, or an amount. */
  value: { kind: 'percent'; percent: string } | { kind: 'amount'; amount: string };
}

/**
 * A dynamic profile (operations.md §7.1): each night costs the public rate of `baseRateCode` for
 * the stay's room type and occupancy, less a discount or plus a markup of the period covering the
 * night, never below `floor`. The server reads the public rates and hands them to the quote.
 */
export interface DynamicTerms {
  baseRateCode: string;
  adjustments: DynamicAdjustment[];
  floor?: string;
}

export interface ContractVersion {
  contractId: string;
  versionNo: number;
  currency: string;
  /** The nights the version prices. */
  validity: DateRange;
  childPolicy: ChildPolicy;
  /** A static contract's price lists; a dynamic profile has none. */
  seasons: Season[];
  rules: ContractRule[];
  /** Present on a dynamic profile: the nights are priced from the public rate instead of seasons. */
  dynamic?: DynamicTerms;
}

/** Something wrong with a contract version, at a path such as `seasons[1].nights`. */
export interface ContractProblem {
  path: string;
  message: string;
}

// ——— The request ———

export interface QuoteRequest {
  roomType: string;
  arrival: IsoDate;
  departure: IsoDate;
  adults: number;
  /** One age in whole years per child. */
  childAges: number[];
  mealPlan?: string;
  /** The day the booking is (or was) made: early-bird offers are judged by it, never by a clock. */
  bookingDate: IsoDate;
  /**
   * For a dynamic profile: the public rate of each night for this room type and occupancy
   * (children included), as the hotel sells it. A night without one cannot be quoted.
   */
  publicRates?: { date: IsoDate; amount: string }[];
}

// ——— The result ———

export type RefusalCode =
  | 'invalid-contract'
  | 'invalid-request'
  | 'outside-validity'
  | 'closed-to-arrival'
  | 'closed-to-departure'
  | 'min-stay'
  | 'no-season'
  | 'no-rate'
  | 'no-public-rate'
  | 'child-age-not-covered';

export interface RefusalReason {
  code: RefusalCode;
  /** In English, for the agent: what is closed or missing, and where. */
  message: string;
  date?: IsoDate;
  ruleId?: string;
  /** For an invalid contract: where in the version the problem is. */
  path?: string;
}

export type StepKind = 'base' | 'child' | 'dynamic' | 'supplement' | OfferKind;

/** One line of a night's explanation. */
export interface ExplanationStep {
  kind: StepKind;
  ruleId?: string;
  name: string;
  /** Signed: '20.00' adds to the night, '-10.00' takes off it. */
  amount: string;
  /** The night's amount after this step. */
  runningAmount: string;
  /** The discount was cut short because the night reached zero. */
  floored?: true;
}

export interface NightQuote {
  date: IsoDate;
  /** The season's code; for a dynamic profile the adjustment's id, or '' when none covers the night. */
  season: string;
  /** The room rate of the season's price list for this occupancy, before anything else. */
  baseRate: string;
  steps: ExplanationStep[];
  amount: string;
}

export interface CompulsoryChargeQuote {
  date: IsoDate;
  ruleId: string;
  name: string;
  persons: number;
  amountPerPerson: string;
  amount: string;
}

/** Why each offer did or did not price this stay: the match trace of operations.md §7. */
export interface OfferTrace {
  ruleId: string;
  name: string;
  kind: OfferKind;
  outcome: 'applied' | 'not-matched' | 'not-combinable';
  reason: string;
}

export interface PricedQuote {
  status: 'priced';
  contractId: string;
  versionNo: number;
  currency: string;
  nights: NightQuote[];
  compulsoryCharges: CompulsoryChargeQuote[];
  offers: OfferTrace[];
  nightsTotal: string;
  compulsoryTotal: string;
  total: string;
}

export interface RefusedQuote {
  status: 'refused';
  contractId: string;
  versionNo: number;
  reasons: RefusalReason[];
}

export type QuoteResult = PricedQuote | RefusedQuote;
