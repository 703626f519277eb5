import type { Schemas } from '@pms/api-client';

// The rate table of a rate code as the Rates dialog edits it: rows kept in memory until Save
// sends them whole (`set-rates`), checked here first with the server's own rules.

export type RateRow = Schemas['RateCodeRate'];
export type RateInput = Schemas['RateCodeRateInput'];

/** A row of the dialog's table: a row the server has (`id`) or one added since. */
export interface DraftRate {
  /** Identity in the table while it is edited (rows added here have no id yet). */
  key: string;
  id?: number;
  roomTypeId: number;
  startsOn: string;
  endsOn: string;
  mealTypeId: number | null;
  singleAmount: string;
  doubleAmount: string;
  extraAdultAmount: string;
  extraChildAmount: string;
}

export const AMOUNT_FIELDS = ['singleAmount', 'doubleAmount', 'extraAdultAmount', 'extraChildAmount'] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];
export const RATE_FIELDS = ['roomTypeId', 'startsOn', 'endsOn', 'mealTypeId', ...AMOUNT_FIELDS] as const;
export type RateField = (typeof RATE_FIELDS)[number];

/** The editor's inputs: amounts as NumberField numbers, anything may still be empty. */
export interface RateEditorValues {
  roomTypeId: number | null;
  startsOn: string | null;
  endsOn: string | null;
  mealTypeId: number | null;
  singleAmount: number | null;
  doubleAmount: number | null;
  extraAdultAmount: number | null;
  extraChildAmount: number | null;
}

/** numeric(14, 2): the largest amount the server keeps. */
export const MAX_AMOUNT = 999_999_999_999.99;

export type RateProblem =
  | { kind: 'required' }
  | { kind: 'endsBeforeStart' }
  | { kind: 'beforeRateCode'; date: string }
  | { kind: 'afterRateCode'; date: string }
  | { kind: 'overlaps'; other: DraftRate }
  | { kind: 'tooLarge' };

/** The rate code's own dates, when it is sold only for a period. */
export interface RateCodeDates {
  startsOn: string | null;
  endsOn: string | null;
}

let keys = 0;
const newKey = () => {
  keys += 1;
  return `new-${keys}`;
};

export const draftOf = (row: RateRow): DraftRate => ({
  key: `rate-${row.id}`,
  id: row.id,
  roomTypeId: row.roomTypeId,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  mealTypeId: row.mealTypeId,
  singleAmount: row.singleAmount,
  doubleAmount: row.doubleAmount,
  extraAdultAmount: row.extraAdultAmount,
  extraChildAmount: row.extraChildAmount,
});

const amountValue = (amount: string) => Number(amount);
// Fixed digits: the server keeps amounts exact, so the text is what is stored.
const amountText = (value: number | null) => (value ?? 0).toFixed(2);

export const editorValuesOf = (rate: DraftRate | undefined, defaults: Partial<RateEditorValues> = {}) =>
  rate
    ? {
        roomTypeId: rate.roomTypeId,
        startsOn: rate.startsOn,
        endsOn: rate.endsOn,
        mealTypeId: rate.mealTypeId,
        singleAmount: amountValue(rate.singleAmount),
        doubleAmount: amountValue(rate.doubleAmount),
        extraAdultAmount: amountValue(rate.extraAdultAmount),
        extraChildAmount: amountValue(rate.extraChildAmount),
      }
    : {
        roomTypeId: null,
        startsOn: null,
        endsOn: null,
        mealTypeId: null,
        singleAmount: null,
        doubleAmount: null,
        extraAdultAmount: 0,
        extraChildAmount: 0,
        ...defaults,
      };

/**
 * What keeps the editor's row out of the table, field by field: the server's rules (one price per
 * room type and night, inside the rate code's dates), so staff hear of them before saving.
 * `others` are the table's other rows.
 */
export function problemsOf(
  values: RateEditorValues,
  others: readonly DraftRate[],
  rateCode: RateCodeDates,
): Partial<Record<RateField, RateProblem>> {
  const problems: Partial<Record<RateField, RateProblem>> = {};
  for (const field of ['roomTypeId', 'startsOn', 'endsOn', 'singleAmount', 'doubleAmount'] as const) {
    if (values[field] === null) problems[field] = { kind: 'required' };
  }
  for (const field of AMOUNT_FIELDS) {
    const value = values[field];
    if (value !== null && value > MAX_AMOUNT) problems[field] = { kind: 'tooLarge' };
  }
  const { startsOn, endsOn, roomTypeId } = values;
  if (startsOn && rateCode.startsOn && startsOn < rateCode.startsOn) {
    problems.startsOn = { kind: 'beforeRateCode', date: rateCode.startsOn };
  }
  if (endsOn && rateCode.endsOn && endsOn > rateCode.endsOn) {
    problems.endsOn = { kind: 'afterRateCode', date: rateCode.endsOn };
  }
  if (startsOn && endsOn && endsOn < startsOn) problems.endsOn = { kind: 'endsBeforeStart' };
  if (startsOn && endsOn && roomTypeId !== null && !problems.startsOn && !problems.endsOn) {
    const other = others.find(
      (rate) => rate.roomTypeId === roomTypeId && rate.startsOn <= endsOn && startsOn <= rate.endsOn,
    );
    if (other) problems.startsOn = { kind: 'overlaps', other };
  }
  return problems;
}

/** The editor's values as a row of the table; call only when `problemsOf` found nothing. */
export function draftFrom(values: RateEditorValues, editing: DraftRate | undefined): DraftRate {
  return {
    key: editing?.key ?? newKey(),
    ...(editing?.id === undefined ? {} : { id: editing.id }),
    roomTypeId: values.roomTypeId as number,
    startsOn: values.startsOn as string,
    endsOn: values.endsOn as string,
    mealTypeId: values.mealTypeId,
    singleAmount: amountText(values.singleAmount),
    doubleAmount: amountText(values.doubleAmount),
    extraAdultAmount: amountText(values.extraAdultAmount),
    extraChildAmount: amountText(values.extraChildAmount),
  };
}

/** As the server lists them: by room type (in the order the room type list gives) and date. */
export function sortRates(rates: readonly DraftRate[], roomTypeOrder: readonly number[]): DraftRate[] {
  const position = (id: number) => {
    const index = roomTypeOrder.indexOf(id);
    return index < 0 ? roomTypeOrder.length : index;
  };
  return [...rates].sort(
    (a, b) => position(a.roomTypeId) - position(b.roomTypeId) || a.startsOn.localeCompare(b.startsOn),
  );
}

/** The table as `set-rates` takes it; its order is the one the server's errors count in. */
export const requestOf = (rates: readonly DraftRate[]): RateInput[] => rates.map(({ key: _key, ...rate }) => rate);

/**
 * The server's field errors of the rows (`rates.3.startsOn` as fieldErrorsOf names
 * '/data/0/rates/3/startsOn'), by the row's place in the request.
 */
export function rowErrorsOf(
  errors: Readonly<Record<string, readonly string[]>>,
): Map<number, Partial<Record<RateField, string[]>>> {
  const byRow = new Map<number, Partial<Record<RateField, string[]>>>();
  for (const [name, messages] of Object.entries(errors)) {
    const match = /^rates\.(\d+)\.(\w+)$/.exec(name);
    const field = match?.[2] as RateField | undefined;
    if (!match || !field || !(RATE_FIELDS as readonly string[]).includes(field)) continue;
    const index = Number(match[1]);
    const row = byRow.get(index) ?? {};
    row[field] = [...(row[field] ?? []), ...messages];
    byRow.set(index, row);
  }
  return byRow;
}
