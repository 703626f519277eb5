// Money is exact (domain.md): amounts travel as decimal strings ('1800.00') and are computed in
// whole cents as BigInt, never as a JavaScript number, so 0.1 + 0.2 is 0.30 and a stay of 365
// nights at 999,999,999,999.99 still adds up to the cent. The app and the server both use this.

/** An amount of money in whole cents (minor units). */
export type Cents = bigint;

/** The contract's amount: up to 12 whole digits and at most 2 decimals, never negative. */
export const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** The largest amount the contract carries. */
export const MAX_AMOUNT = '999999999999.99';

// A stored or computed value: a sign is allowed, and places beyond two must be zeros (a numeric
// the database summed or cast may come back as '1800.0000').
const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2})0*)?$/;
// What staff type: ',' groups thousands (spec §9), spaces around are ignored.
const TYPED = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** Whether `text` is an amount as the contract writes it ('1800', '1800.5', '1800.50'). */
export const isAmount = (text: string): boolean => AMOUNT_PATTERN.test(text);

/** An exact decimal in cents; throws on anything that is not one with at most two places that count. */
export function toCents(amount: string): Cents {
  const match = DECIMAL.exec(amount);
  if (!match) throw new Error(`Not an amount: ${amount}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' && cents !== 0n ? -cents : cents;
}

/** Cents written as an amount with exactly two places: 123456n → '1234.56'. */
export function fromCents(cents: Cents): string {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}

/**
 * What staff typed as an exact amount with two places ('1,800' → '1800.00', ' 99.5 ' → '99.50');
 * null for anything else (letters, a third decimal, a minus, more than 12 whole digits).
 */
export function parseAmount(typed: string): string | null {
  const match = TYPED.exec(typed.replaceAll(',', '').trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return `${BigInt(whole)}.${fraction.padEnd(2, '0')}`;
}

/** The exact sum of amounts, with two places; throws on one that is not an amount. */
export function sumMoney(amounts: Iterable<string>): string {
  let total = 0n;
  for (const amount of amounts) total += toCents(amount);
  return fromCents(total);
}

/** `a + b`, exact. */
export const addMoney = (a: string, b: string): string => fromCents(toCents(a) + toCents(b));

/** `a − b`, exact (negative when `b` is more). */
export const subtractMoney = (a: string, b: string): string => fromCents(toCents(a) - toCents(b));

/** An amount times a whole quantity (nights, rooms, items), exact. */
export function multiplyMoney(amount: string, quantity: number): string {
  if (!Number.isSafeInteger(quantity)) throw new Error(`Not a whole quantity: ${quantity}`);
  return fromCents(toCents(amount) * BigInt(quantity));
}

/** -1, 0 or 1 as `a` is less than, equal to or more than `b` ('1800' equals '1800.00'). */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  const difference = toCents(a) - toCents(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** Whether two amounts are the same money ('1,800' is not an amount here: parse typed text first). */
export const sameMoney = (a: string, b: string): boolean => compareMoney(a, b) === 0;

/** Whether the amount is more than zero. */
export const isPositiveMoney = (amount: string): boolean => toCents(amount) > 0n;

/**
 * Any decimal ('1.005', '-2.675', '12.3456789') rounded half up — away from zero at exactly half,
 * as bookkeeping does — to two places. What a percentage or an exchange rate gives is rounded here,
 * by its digits, not through a float.
 */
export function roundMoney(decimal: string): string {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(decimal.trim());
  if (!match) throw new Error(`Not a decimal: ${decimal}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const kept = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  const roundsUp = (fraction[2] ?? '0') >= '5';
  const cents = roundsUp ? kept + 1n : kept;
  return fromCents(sign === '-' ? -cents : cents);
}

/** An exact amount as staff read and type it in a field: '1800.00' → '1,800.00' (spec §9: ',' groups thousands). */
export function groupedAmount(amount: string): string {
  const exact = fromCents(toCents(amount));
  const [whole = '0', fraction = '00'] = exact.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
