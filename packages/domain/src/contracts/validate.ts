// The checks a contract version must pass before it can price anything. Each problem names its
// path in the version, so the contract screen can put the message beside the field. quote()
// refuses to price with a version that has problems rather than guess (Tourpaq's overlapping
// seasons "can cause pricing conflicts"; here they are an error).
import { dayDifference, isIsoDate } from '../calendar.ts';
import { isAmount, toCents } from '../money.ts';
import type { ContractProblem, ContractVersion, DateRange, DynamicAdjustment, OfferRule, OfferValue } from './types.ts';

const OFFER_KINDS = new Set(['earlybird-period', 'earlybird-rolling', 'long-stay', 'bonus-night']);

const isWholeNumber = (value: number, minimum: number): boolean => Number.isSafeInteger(value) && value >= minimum;

/** A percentage as contracts write it: 0 to 100, at most two decimals. */
export const isPercent = (text: string): boolean => isAmount(text) && toCents(text) <= 10_000n;

export const isOffer = (rule: { kind: string }): rule is OfferRule => OFFER_KINDS.has(rule.kind);

/** Whether two valid ranges share a date. */
export const rangesOverlap = (a: DateRange, b: DateRange): boolean =>
  dayDifference(a.from, b.to) >= 0 && dayDifference(b.from, a.to) >= 0;

/** Every problem of the version, in the order of its fields; [] when it can price. */
export function validateContract(contract: ContractVersion): ContractProblem[] {
  const problems: ContractProblem[] = [];
  const problem = (path: string, message: string) => problems.push({ path, message });

  const checkRange = (range: DateRange, path: string): boolean => {
    if (!isIsoDate(range.from) || !isIsoDate(range.to)) {
      problem(path, 'Both dates must be real dates written yyyy-MM-dd.');
      return false;
    }
    if (dayDifference(range.from, range.to) < 0) {
      problem(path, `Ends (${range.to}) before it starts (${range.from}).`);
      return false;
    }
    return true;
  };
  const checkAmount = (amount: string, path: string) => {
    if (!isAmount(amount)) problem(path, `Not an amount: '${amount}'.`);
  };
  const checkPercent = (percent: string, path: string) => {
    if (!isPercent(percent)) problem(path, `Not a percentage from 0 to 100: '${percent}'.`);
  };
  const checkOfferValue = (value: OfferValue, path: string) => {
    if (value.kind === 'percent') checkPercent(value.percent, `${path}.percent`);
    else checkAmount(value.amount, `${path}.amount`);
  };

  if (!isWholeNumber(contract.versionNo, 1)) problem('versionNo', 'The version number is a whole number from 1.');
  if (!/^[A-Z]{3}$/.test(contract.currency)) problem('currency', 'The currency is a three-letter ISO code.');
  checkRange(contract.validity, 'validity');

  // Child policy: bands below the adult age that never overlap, so every age has one price.
  const { childPolicy } = contract;
  if (!isWholeNumber(childPolicy.adultFromAge, 0)) {
    problem('childPolicy.adultFromAge', 'The adult age is a whole number of years.');
  }
  childPolicy.bands.forEach((band, index) => {
    const path = `childPolicy.bands[${index}]`;
    if (!isWholeNumber(band.fromAge, 0) || !isWholeNumber(band.toAge, band.fromAge)) {
      problem(path, 'A band runs from a whole age to an equal or higher one.');
    } else if (band.toAge >= childPolicy.adultFromAge) {
      problem(path, `Reaches age ${band.toAge}, but children from ${childPolicy.adultFromAge} are priced as adults.`);
    }
    if (band.charge.kind === 'amount') checkAmount(band.charge.amount, `${path}.charge.amount`);
    if (band.charge.kind === 'percent-of-adult') checkPercent(band.charge.percent, `${path}.charge.percent`);
    childPolicy.bands.slice(0, index).forEach((earlier, earlierIndex) => {
      if (band.fromAge <= earlier.toAge && earlier.fromAge <= band.toAge) {
        problem(path, `Overlaps the band childPolicy.bands[${earlierIndex}] (${earlier.fromAge}–${earlier.toAge}).`);
      }
    });
  });

  // Seasons: each a valid range, none overlapping another, one rate per room type × adults × meal plan.
  const seasonCodes = new Set<string>();
  const validSeasons: { index: number; code: string; nights: DateRange }[] = [];
  contract.seasons.forEach((season, index) => {
    const path = `seasons[${index}]`;
    if (seasonCodes.has(season.code)) problem(`${path}.code`, `The season code '${season.code}' is used twice.`);
    seasonCodes.add(season.code);
    if (season.minNights !== undefined && !isWholeNumber(season.minNights, 1)) {
      problem(`${path}.minNights`, 'The minimum stay is a whole number of nights from 1.');
    }
    if (checkRange(season.nights, `${path}.nights`)) {
      for (const earlier of validSeasons) {
        if (rangesOverlap(earlier.nights, season.nights)) {
          problem(
            `${path}.nights`,
            `Overlaps season '${earlier.code}' (seasons[${earlier.index}], ${earlier.nights.from} to ${earlier.nights.to}).`,
          );
        }
      }
      validSeasons.push({ index, code: season.code, nights: season.nights });
    }
    const allotted = new Set<string>();
    season.allotments?.forEach((allotment, allotmentIndex) => {
      const allotmentPath = `${path}.allotments[${allotmentIndex}]`;
      if (!isWholeNumber(allotment.rooms, 0) || allotment.rooms > 999) {
        problem(`${allotmentPath}.rooms`, 'The rooms held are a whole number from 0 to 999.');
      }
      if (!isWholeNumber(allotment.releaseDays, 0) || allotment.releaseDays > 365) {
        problem(`${allotmentPath}.releaseDays`, 'The release days are a whole number from 0 to 365.');
      }
      if (allotted.has(allotment.roomType)) {
        problem(allotmentPath, `A second allotment for ${allotment.roomType} in this season.`);
      }
      allotted.add(allotment.roomType);
    });
    const rateKeys = new Set<string>();
    season.rates.forEach((rate, rateIndex) => {
      const ratePath = `${path}.rates[${rateIndex}]`;
      if (!isWholeNumber(rate.adults, 1)) problem(`${ratePath}.adults`, 'A rate is for one adult or more.');
      checkAmount(rate.amount, `${ratePath}.amount`);
      const key = JSON.stringify([rate.roomType, rate.adults, rate.mealPlan ?? null]);
      if (rateKeys.has(key)) {
        problem(
          ratePath,
          `A second rate for ${rate.roomType}, ${rate.adults} adults, ${rate.mealPlan ?? 'any meal plan'}.`,
        );
      }
      rateKeys.add(key);
    });
  });

  // A dynamic profile: a public rate to start from, adjustments in range and never two on one night
  // of one room type (which would leave the night's price to the order of a list).
  const ruleIds = new Set<string>();
  const { dynamic } = contract;
  if (dynamic) {
    if (!dynamic.baseRateCode)
      problem('dynamic.baseRateCode', 'A dynamic profile needs the public rate it starts from.');
    if (contract.seasons.length > 0)
      problem('seasons', 'A dynamic profile is priced from the public rate, not seasons.');
    if (dynamic.floor !== undefined) checkAmount(dynamic.floor, 'dynamic.floor');
    const validAdjustments: { index: number; adjustment: DynamicAdjustment }[] = [];
    dynamic.adjustments.forEach((adjustment, index) => {
      const path = `dynamic.adjustments[${index}]`;
      if (!adjustment.id) problem(`${path}.id`, 'An adjustment needs an id.');
      else if (ruleIds.has(adjustment.id)) problem(`${path}.id`, `The id '${adjustment.id}' is used twice.`);
      ruleIds.add(adjustment.id);
      if (adjustment.value.kind === 'percent') checkPercent(adjustment.value.percent, `${path}.value.percent`);
      else checkAmount(adjustment.value.amount, `${path}.value.amount`);
      if (!checkRange(adjustment.nights, `${path}.nights`)) return;
      for (const earlier of validAdjustments) {
        const sharedType =
          earlier.adjustment.roomTypes === undefined ||
          adjustment.roomTypes === undefined ||
          adjustment.roomTypes.some((type) => earlier.adjustment.roomTypes?.includes(type));
        if (sharedType && rangesOverlap(earlier.adjustment.nights, adjustment.nights)) {
          problem(
            `${path}.nights`,
            `Overlaps adjustment '${earlier.adjustment.id}' (dynamic.adjustments[${earlier.index}]) for the same room type.`,
          );
        }
      }
      validAdjustments.push({ index, adjustment });
    });
  }

  // Rules: unique ids, values in range, and combinations that both offers agree on.
  const rulesById = new Map(contract.rules.map((rule) => [rule.id, rule]));
  contract.rules.forEach((rule, index) => {
    const path = `rules[${index}]`;
    if (!rule.id) problem(`${path}.id`, 'A rule needs an id.');
    if (ruleIds.has(rule.id)) problem(`${path}.id`, `The rule id '${rule.id}' is used twice.`);
    ruleIds.add(rule.id);
    switch (rule.kind) {
      case 'supplement':
        checkAmount(rule.amount, `${path}.amount`);
        rule.nights?.forEach((range, rangeIndex) => {
          checkRange(range, `${path}.nights[${rangeIndex}]`);
        });
        if (rule.childrenFromAge !== undefined && !isWholeNumber(rule.childrenFromAge, 0)) {
          problem(`${path}.childrenFromAge`, 'An age is a whole number of years.');
        }
        break;
      case 'compulsory':
        checkAmount(rule.amountPerPerson, `${path}.amountPerPerson`);
        rule.dates.forEach((date, dateIndex) => {
          if (!isIsoDate(date)) problem(`${path}.dates[${dateIndex}]`, `Not a date: '${date}'.`);
        });
        if (rule.childrenFromAge !== undefined && !isWholeNumber(rule.childrenFromAge, 0)) {
          problem(`${path}.childrenFromAge`, 'An age is a whole number of years.');
        }
        break;
      case 'cta-ctd':
        if (!rule.closedToArrival && !rule.closedToDeparture) {
          problem(path, 'Closes neither arrival nor departure.');
        }
        rule.dates.forEach((range, rangeIndex) => {
          checkRange(range, `${path}.dates[${rangeIndex}]`);
        });
        break;
      case 'earlybird-period':
        checkRange(rule.booked, `${path}.booked`);
        checkOfferValue(rule.value, `${path}.value`);
        break;
      case 'earlybird-rolling':
        if (!isWholeNumber(rule.daysBeforeArrival, 0)) {
          problem(`${path}.daysBeforeArrival`, 'The days before arrival are a whole number.');
        }
        checkOfferValue(rule.value, `${path}.value`);
        break;
      case 'long-stay':
        if (!isWholeNumber(rule.minNights, 1)) problem(`${path}.minNights`, 'A long stay starts at 1 night or more.');
        checkOfferValue(rule.value, `${path}.value`);
        break;
      case 'bonus-night':
        // The rule of operations.md §7: both above zero, pay no more than stay.
        if (
          !isWholeNumber(rule.stayNights, 1) ||
          !isWholeNumber(rule.payNights, 1) ||
          rule.payNights > rule.stayNights
        ) {
          problem(path, 'Stay and pay are whole numbers from 1, and pay is not more than stay.');
        }
        break;
    }
    if (!isOffer(rule)) return;
    if (!Number.isSafeInteger(rule.priority)) problem(`${path}.priority`, 'The priority is a whole number.');
    if (rule.stayWindow) checkRange(rule.stayWindow, `${path}.stayWindow`);
    rule.combinesWith.forEach((otherId, otherIndex) => {
      const otherPath = `${path}.combinesWith[${otherIndex}]`;
      const other = rulesById.get(otherId);
      if (otherId === rule.id) problem(otherPath, 'An offer cannot combine with itself.');
      else if (!other) problem(otherPath, `No rule '${otherId}' in this version.`);
      else if (!isOffer(other)) problem(otherPath, `'${otherId}' is a ${other.kind}, not an offer.`);
      else if (!other.combinesWith.includes(rule.id)) {
        problem(otherPath, `'${rule.id}' combines with '${otherId}', but '${otherId}' does not name '${rule.id}'.`);
      }
    });
  });
  return problems;
}
