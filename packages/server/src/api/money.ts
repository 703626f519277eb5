// Money is exact (domain.md): amounts travel as decimal strings with up to two places and are
// added as whole cents in BigInt, never through floating point.

// The database may hand a numeric over with more places than two (a sum or a cast): those must be zeros.
const MONEY = /^(-?)(\d+)(?:\.(\d{1,2})0*)?$/;

/** An amount in cents; throws on anything that is not a decimal with at most two places that count. */
export function toCents(amount: string): bigint {
  const match = MONEY.exec(amount);
  if (!match) throw new Error(`Not an amount: ${amount}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Cents written as an amount with exactly two places: 123456n → "1234.56". */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}

/** Sums exact amounts: the total as an amount with two places. */
export function sumMoney(amounts: Iterable<string>): string {
  let total = 0n;
  for (const amount of amounts) total += toCents(amount);
  return fromCents(total);
}
