import { fromCents, toCents } from '@pms/domain/money';

// Quantities (up to three places) and money in the browser as BigInt, never floats: a line's
// amount is quantity × unit cost rounded half up to the cent, as the server rounds it.

export const QUANTITY_PATTERN = /^\d{1,9}(\.\d{1,3})?$/;

/** Thousandths of a unit of a decimal string ("12.5" → 12500n); null when it is not one. */
export function toThousandths(text: string): bigint | null {
  const value = text.trim();
  if (!QUANTITY_PATTERN.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0'));
}

/** quantity × unit cost, to the cent (half up). */
export function lineAmount(quantity: string, unitCost: string): string | null {
  const thousandths = toThousandths(quantity);
  if (thousandths === null || !/^\d{1,12}(\.\d{1,2})?$/.test(unitCost.trim())) return null;
  const cents = thousandths * toCents(unitCost.trim());
  return fromCents((cents + 500n) / 1000n);
}

/** A number of thousandths as staff read it: no trailing zeros. */
export function quantityText(thousandths: bigint): string {
  const negative = thousandths < 0n;
  const value = negative ? -thousandths : thousandths;
  const fraction = (value % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${value / 1000n}${fraction ? `.${fraction}` : ''}`;
}
