import type {
  ChildCharge,
  ContractRule,
  DynamicAdjustment,
  NetRate,
  Season,
  SeasonAllotment,
} from '@pms/domain/contracts';
import { isPercent } from '@pms/domain/contracts';
import { parseAmount } from '@pms/domain/money';
import type { FormValidationErrors } from '@pms/ui';
import type { ContractBody, ContractKind, ContractVersionRecord } from '../api/contract.ts';

// The contract editor's form and the version body it saves (static and dynamic). The form keeps
// what staff type (amounts as text, a season's rates as a grid of cells); `bodyOf` turns it into
// the body the engine reads, or says which field is wrong. Every field is named by its path in the
// save request (`body.seasons.1.nights`), so the server's field errors land on the same inputs.

/** The rate grid's column for rates without a meal plan of their own (they price any meal plan). */
export const ANY_MEAL = '';
/** Occupancies a season's grid can show. */
export const MAX_ADULTS = 8;

export type ChildChargeKind = ChildCharge['kind'];
export type AdjustmentValueKind = DynamicAdjustment['value']['kind'];

export interface BandForm {
  key: string;
  fromAge: number;
  toAge: number;
  charge: ChildChargeKind;
  /** The amount or percentage as typed; unused when free. */
  value: string;
}

export interface SeasonForm {
  key: string;
  code: string;
  name: string;
  from: string | null;
  to: string | null;
  minNights: number | null;
  /** Amounts as typed by cellKey (room type × adults × meal plan); empty: no rate. */
  cells: Record<string, string>;
  /** The rooms held for the partner by room type; a room type without rooms: no allotment. */
  allotments: Record<string, AllotmentForm>;
}

/** One room type's allotment in a season; null: left empty. */
export interface AllotmentForm {
  rooms: number | null;
  releaseDays: number | null;
}

export type AllotmentField = keyof AllotmentForm;

export interface AdjustmentForm {
  key: string;
  id: string;
  name: string;
  from: string | null;
  to: string | null;
  /** Empty: every room type. */
  roomTypes: string[];
  direction: DynamicAdjustment['direction'];
  valueKind: AdjustmentValueKind;
  value: string;
}

export interface DynamicForm {
  baseRateCode: string;
  /** Empty: no floor. */
  floor: string;
  adjustments: AdjustmentForm[];
}

export interface ContractForm {
  name: string;
  validFrom: string | null;
  validTo: string | null;
  adultFromAge: number;
  bands: BandForm[];
  /** Meal plans with rates of their own: the grid's columns besides "any meal plan". */
  mealPlans: string[];
  /** The grid's occupancies run from 1 to this. */
  maxAdults: number;
  seasons: SeasonForm[];
  dynamic: DynamicForm | null;
  /** Kept as they are: the rule screens edit them. */
  rules: ContractRule[];
}

/** What is wrong with a field before anything is sent; the screen says it in the staff's language. */
export type FieldProblem = 'required' | 'amount' | 'percent' | 'dateRange' | 'ageOrder' | 'duplicate' | 'payOverStay';

let keys = 0;
/** A key for a row of the form (React's list key; never sent). */
export const newKey = () => {
  keys += 1;
  return `k${keys}`;
};

export const cellKey = (roomType: string, adults: number, mealPlan: string = ANY_MEAL) =>
  `${roomType}|${adults}|${mealPlan}`;

/** The input name of one cell of a season's grid (the server names the rate by its index instead). */
export const cellName = (seasonIndex: number, roomType: string, adults: number, mealPlan: string) =>
  `body.seasons.${seasonIndex}.cell.${roomType}.${adults}.${mealPlan || 'any'}`;

/**
 * The input name of one room type's allotment in a season (the server names the allotment by its
 * index instead: `body.seasons.0.allotments.1.rooms`).
 */
export const allotmentName = (seasonIndex: number, roomType: string, field: AllotmentField) =>
  `body.seasons.${seasonIndex}.allotment.${roomType}.${field}`;

/**
 * The room types of a season's rate grid and allotment: the hotel's, then any code only the
 * contract still names.
 */
export function gridRoomTypes(form: Pick<ContractForm, 'seasons'>, hotelRoomTypes: readonly string[]): string[] {
  const extra = new Set<string>();
  for (const season of form.seasons) {
    for (const key of Object.keys(season.cells)) {
      const roomType = key.split('|')[0] ?? '';
      if (!hotelRoomTypes.includes(roomType)) extra.add(roomType);
    }
    for (const roomType of Object.keys(season.allotments)) {
      if (!hotelRoomTypes.includes(roomType)) extra.add(roomType);
    }
  }
  return [...hotelRoomTypes, ...[...extra].sort()];
}

/** The grid's columns: every occupancy under each meal plan, "any meal plan" first. */
export function gridColumns(
  form: Pick<ContractForm, 'mealPlans' | 'maxAdults'>,
): { adults: number; mealPlan: string }[] {
  const adults = Array.from({ length: form.maxAdults }, (_, index) => index + 1);
  return [ANY_MEAL, ...form.mealPlans].flatMap((mealPlan) => adults.map((count) => ({ adults: count, mealPlan })));
}

/** An empty body of a new contract: adults from 12, no bands, seasons or rules. */
export function emptyBody(kind: ContractKind, baseRateCode = ''): ContractBody {
  return {
    childPolicy: { adultFromAge: 12, bands: [] },
    seasons: [],
    rules: [],
    ...(kind === 'dynamic' ? { dynamic: { baseRateCode, adjustments: [] } } : {}),
  };
}

function chargeValue(charge: ChildCharge, showAmount: (amount: string) => string): string {
  if (charge.kind === 'amount') return showAmount(charge.amount);
  if (charge.kind === 'percent-of-adult') return charge.percent;
  return '';
}

/**
 * The form of a saved version. `showAmount` writes an amount as staff read it ('1,300.00'); the
 * body reads it back exactly.
 */
export function contractFormOf(
  version: Pick<ContractVersionRecord, 'validFrom' | 'validTo' | 'body'>,
  name: string,
  showAmount: (amount: string) => string = (amount) => amount,
) {
  const { body } = version;
  const mealPlans = new Set<string>();
  let maxAdults = 2;
  for (const season of body.seasons) {
    for (const rate of season.rates) {
      if (rate.mealPlan) mealPlans.add(rate.mealPlan);
      maxAdults = Math.max(maxAdults, rate.adults);
    }
  }
  const form: ContractForm = {
    name,
    validFrom: version.validFrom,
    validTo: version.validTo,
    adultFromAge: body.childPolicy.adultFromAge,
    bands: body.childPolicy.bands.map((band) => ({
      key: newKey(),
      fromAge: band.fromAge,
      toAge: band.toAge,
      charge: band.charge.kind,
      value: chargeValue(band.charge, showAmount),
    })),
    mealPlans: [...mealPlans],
    maxAdults: Math.min(maxAdults, MAX_ADULTS),
    seasons: body.seasons.map((season) => ({
      key: newKey(),
      code: season.code,
      name: season.name ?? '',
      from: season.nights.from,
      to: season.nights.to,
      minNights: season.minNights ?? null,
      cells: Object.fromEntries(
        season.rates.map((rate) => [cellKey(rate.roomType, rate.adults, rate.mealPlan), showAmount(rate.amount)]),
      ),
      allotments: Object.fromEntries(
        (season.allotments ?? []).map((allotment) => [
          allotment.roomType,
          { rooms: allotment.rooms, releaseDays: allotment.releaseDays },
        ]),
      ),
    })),
    dynamic: body.dynamic
      ? {
          baseRateCode: body.dynamic.baseRateCode,
          floor: body.dynamic.floor === undefined ? '' : showAmount(body.dynamic.floor),
          adjustments: body.dynamic.adjustments.map((adjustment) => ({
            key: newKey(),
            id: adjustment.id,
            name: adjustment.name,
            from: adjustment.nights.from,
            to: adjustment.nights.to,
            roomTypes: adjustment.roomTypes ?? [],
            direction: adjustment.direction,
            valueKind: adjustment.value.kind,
            value: adjustment.value.kind === 'percent' ? adjustment.value.percent : showAmount(adjustment.value.amount),
          })),
        }
      : null,
    rules: body.rules,
  };
  return form;
}

/** A new season after the last one: its nights start the day after the last season ends. */
export function newSeason(index: number): SeasonForm {
  return {
    key: newKey(),
    code: `S${index + 1}`,
    name: '',
    from: null,
    to: null,
    minNights: null,
    cells: {},
    allotments: {},
  };
}

/** A new season with the rates and allotment of another (the usual way to enter the next season). */
export function copySeason(season: SeasonForm, index: number): SeasonForm {
  return { ...newSeason(index), cells: { ...season.cells }, allotments: { ...season.allotments } };
}

/** The percent as the contract writes it ('12.5'); null when it is not one from 0 to 100. */
export function parsePercent(typed: string): string | null {
  const text = typed.replaceAll(',', '').trim().replace(/%$/, '').trim();
  return isPercent(text) ? text : null;
}

export interface SaveRequest {
  name: string;
  validFrom: string;
  validTo: string;
  body: ContractBody;
}

export interface BodyResult {
  /** The request to send, or null while a field is wrong. */
  request: SaveRequest | null;
  problems: Record<string, FieldProblem>;
  /**
   * Per season, the cell name of each rate the body lists, in its order: the server names a rate
   * by its index (`body.seasons.1.rates.3.amount`), the screen by its cell.
   */
  rateCells: string[][];
  /**
   * Per season, the room type of each allotment the body lists, in its order: the server names an
   * allotment by its index (`body.seasons.1.allotments.0.rooms`), the screen by its room type.
   */
  allotmentRoomTypes: string[][];
}

/**
 * The body to save from the form, with the grid's rates in a fixed order (room type, meal plan,
 * adults) and the allotments in room type order (a room type without rooms has none; release days
 * left empty are 0), or the problems of the fields that cannot be sent as typed.
 */
export function bodyOf(form: ContractForm, hotelRoomTypes: readonly string[], kind: ContractKind): BodyResult {
  const problems: Record<string, FieldProblem> = {};
  const amountOf = (typed: string, field: string): string => {
    const amount = parseAmount(typed);
    if (amount === null) problems[field] = typed.trim() === '' ? 'required' : 'amount';
    return amount ?? typed;
  };
  const percentOf = (typed: string, field: string): string => {
    const percent = parsePercent(typed);
    if (percent === null) problems[field] = typed.trim() === '' ? 'required' : 'percent';
    return percent ?? typed;
  };

  if (!form.name.trim()) problems.name = 'required';
  if (!form.validFrom || !form.validTo) problems.validFrom = 'required';
  else if (form.validTo < form.validFrom) problems.validFrom = 'dateRange';

  const bands = form.bands.map((band, index) => {
    const path = `body.childPolicy.bands.${index}`;
    if (band.toAge < band.fromAge) problems[`${path}.toAge`] = 'ageOrder';
    const charge: ChildCharge =
      band.charge === 'free'
        ? { kind: 'free' }
        : band.charge === 'amount'
          ? { kind: 'amount', amount: amountOf(band.value, `${path}.charge.amount`) }
          : { kind: 'percent-of-adult', percent: percentOf(band.value, `${path}.charge.percent`) };
    return { fromAge: band.fromAge, toAge: band.toAge, charge };
  });

  const roomTypes = gridRoomTypes(form, hotelRoomTypes);
  const columns = gridColumns(form);
  const rateCells: string[][] = [];
  const allotmentRoomTypes: string[][] = [];
  const codes = new Set<string>();
  const seasons: Season[] =
    kind === 'dynamic'
      ? []
      : form.seasons.map((season, index) => {
          const path = `body.seasons.${index}`;
          const code = season.code.trim();
          if (!code) problems[`${path}.code`] = 'required';
          else if (codes.has(code)) problems[`${path}.code`] = 'duplicate';
          codes.add(code);
          if (!season.from || !season.to) problems[`${path}.nights`] = 'required';
          else if (season.to < season.from) problems[`${path}.nights`] = 'dateRange';
          const rates: NetRate[] = [];
          const cells: string[] = [];
          for (const roomType of roomTypes) {
            for (const { adults, mealPlan } of columns) {
              const typed = season.cells[cellKey(roomType, adults, mealPlan)] ?? '';
              if (typed.trim() === '') continue;
              const name = cellName(index, roomType, adults, mealPlan);
              rates.push({
                roomType,
                adults,
                ...(mealPlan ? { mealPlan } : {}),
                amount: amountOf(typed, name),
              });
              cells.push(name);
            }
          }
          rateCells.push(cells);
          const allotments: SeasonAllotment[] = [];
          for (const roomType of roomTypes) {
            const allotment = season.allotments[roomType];
            if (!allotment || (allotment.rooms === null && allotment.releaseDays === null)) continue;
            if (allotment.rooms === null) {
              // Release days without rooms hold nothing: say so rather than drop what was typed.
              problems[allotmentName(index, roomType, 'rooms')] = 'required';
              continue;
            }
            allotments.push({ roomType, rooms: allotment.rooms, releaseDays: allotment.releaseDays ?? 0 });
          }
          allotmentRoomTypes.push(allotments.map((allotment) => allotment.roomType));
          return {
            code,
            ...(season.name.trim() ? { name: season.name.trim() } : {}),
            nights: { from: season.from ?? '', to: season.to ?? '' },
            ...(season.minNights ? { minNights: season.minNights } : {}),
            rates,
            ...(allotments.length > 0 ? { allotments } : {}),
          };
        });

  let dynamic: ContractBody['dynamic'];
  if (kind === 'dynamic') {
    const terms = form.dynamic ?? { baseRateCode: '', floor: '', adjustments: [] };
    if (!terms.baseRateCode) problems['body.dynamic.baseRateCode'] = 'required';
    const ids = new Set<string>();
    dynamic = {
      baseRateCode: terms.baseRateCode,
      ...(terms.floor.trim() ? { floor: amountOf(terms.floor, 'body.dynamic.floor') } : {}),
      adjustments: terms.adjustments.map((adjustment, index) => {
        const path = `body.dynamic.adjustments.${index}`;
        const id = adjustment.id.trim();
        if (!id) problems[`${path}.id`] = 'required';
        else if (ids.has(id)) problems[`${path}.id`] = 'duplicate';
        ids.add(id);
        if (!adjustment.name.trim()) problems[`${path}.name`] = 'required';
        if (!adjustment.from || !adjustment.to) problems[`${path}.nights`] = 'required';
        else if (adjustment.to < adjustment.from) problems[`${path}.nights`] = 'dateRange';
        return {
          id,
          name: adjustment.name.trim(),
          nights: { from: adjustment.from ?? '', to: adjustment.to ?? '' },
          ...(adjustment.roomTypes.length > 0 ? { roomTypes: adjustment.roomTypes } : {}),
          direction: adjustment.direction,
          value:
            adjustment.valueKind === 'percent'
              ? { kind: 'percent' as const, percent: percentOf(adjustment.value, `${path}.value.percent`) }
              : { kind: 'amount' as const, amount: amountOf(adjustment.value, `${path}.value.amount`) },
        };
      }),
    };
  }

  const body: ContractBody = {
    childPolicy: { adultFromAge: form.adultFromAge, bands },
    seasons,
    rules: form.rules,
    ...(dynamic ? { dynamic } : {}),
  };
  const request =
    Object.keys(problems).length > 0
      ? null
      : { name: form.name.trim(), validFrom: form.validFrom ?? '', validTo: form.validTo ?? '', body };
  return { request, problems, rateCells, allotmentRoomTypes };
}

/** Where an allotment the server names by its index is on the form: its room type's input. */
function allotmentInput(name: string, allotmentRoomTypes: readonly string[][]): string | undefined {
  const found = /^body\.seasons\.(\d+)\.allotments\.(\d+)(?:\.(\w+))?$/.exec(name);
  if (!found) return undefined;
  const seasonIndex = Number(found[1]);
  const roomType = allotmentRoomTypes[seasonIndex]?.[Number(found[2])];
  if (roomType === undefined) return undefined;
  // The allotment as a whole (a second one for the type) or its room type: the rooms input.
  return allotmentName(seasonIndex, roomType, found[3] === 'releaseDays' ? 'releaseDays' : 'rooms');
}

/**
 * The server's field errors placed on the form's inputs: a rate named by its index moves to its
 * cell, an allotment to its room type's inputs; the rest keep their names
 * (`body.seasons.1.nights`, `validFrom`).
 */
export function placeErrors(
  errors: FormValidationErrors,
  rateCells: readonly string[][],
  allotmentRoomTypes: readonly string[][] = [],
): FormValidationErrors {
  const placed: FormValidationErrors = {};
  for (const [name, messages] of Object.entries(errors)) {
    const rate = /^body\.seasons\.(\d+)\.rates\.(\d+)(?:\..*)?$/.exec(name);
    const cell = rate ? rateCells[Number(rate[1])]?.[Number(rate[2])] : undefined;
    const key = cell ?? allotmentInput(name, allotmentRoomTypes) ?? name;
    placed[key] = [...(placed[key] ?? []), ...messages.filter((message) => !placed[key]?.includes(message))];
  }
  return placed;
}

/** Every input name the form shows, so errors about anything else can be listed above it. */
export function fieldNamesOf(form: ContractForm, hotelRoomTypes: readonly string[], kind: ContractKind): Set<string> {
  const names = new Set(['name', 'validFrom', 'body.childPolicy.adultFromAge']);
  form.bands.forEach((_, index) => {
    const path = `body.childPolicy.bands.${index}`;
    for (const field of ['fromAge', 'toAge', 'charge.amount', 'charge.percent']) names.add(`${path}.${field}`);
  });
  if (kind === 'static') {
    const roomTypes = gridRoomTypes(form, hotelRoomTypes);
    form.seasons.forEach((_, index) => {
      for (const field of ['code', 'name', 'nights', 'minNights']) names.add(`body.seasons.${index}.${field}`);
      for (const roomType of roomTypes) {
        for (const { adults, mealPlan } of gridColumns(form)) names.add(cellName(index, roomType, adults, mealPlan));
        names.add(allotmentName(index, roomType, 'rooms'));
        names.add(allotmentName(index, roomType, 'releaseDays'));
      }
    });
  } else {
    names.add('body.dynamic.baseRateCode');
    names.add('body.dynamic.floor');
    form.dynamic?.adjustments.forEach((_, index) => {
      const path = `body.dynamic.adjustments.${index}`;
      for (const field of ['id', 'name', 'nights', 'roomTypes', 'direction', 'value.percent', 'value.amount']) {
        names.add(`${path}.${field}`);
      }
    });
  }
  return names;
}
