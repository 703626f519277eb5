import { fromCents, toCents } from './money.ts';

// The money of one posting line, exact: whole cents and hundredths of a percent in BigInt, one
// rounding rule (half up, away from zero, to 2 decimals) applied per line (domain.md). The app's
// live preview and the server's stored posting both come from here, so they never differ.

/** A.bc percent as hundredths of a percent: '7' → 700n, '12.5' → 1250n. */
const percentHundredths = (percent: string): bigint => toCents(percent);

/** n / d rounded half up (away from zero); d > 0. */
export function divideHalfUp(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const absolute = negative ? -n : n;
  const rounded = (absolute * 2n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/** A rate with up to 6 decimals as millionths: '33.5' → 33500000n. */
export function toMillionths(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6})0*)?$/.exec(rate.trim());
  if (!match) throw new Error(`Not a rate: ${rate}`);
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
}

export function fromMillionths(value: bigint): string {
  return `${value / 1_000_000n}.${String(value % 1_000_000n).padStart(6, '0')}`;
}

/** An amount tendered in a currency, made local at a rate: rounded half up to the cent. */
export function localAmount(amount: string, rate: string): string {
  return fromCents(divideHalfUp(toCents(amount) * toMillionths(rate), 1_000_000n));
}

/** One of the hotel's tax types as it applies to a line. */
export interface LineTax {
  percent: string;
  /** Part of the price already (the tax is carved out of it) rather than added on top. */
  included: boolean;
  /** The service charge (added to the net before the taxes), not a tax. */
  service: boolean;
}

export interface LineAmounts {
  unitAmount: string;
  quantity: number;
  netAmount: string;
  serviceCharge: string;
  tax: string;
  total: string;
}

/**
 * A charge line: price = quantity × unit amount. Included types are carved out of the price
 * together (each rounded on its own); the service charge on top is a percent of the net; the taxes
 * on top are a percent of the net plus the service charge (the "++" of Thai and Lao hotels).
 * total = net + service charge + tax, exactly.
 */
export function chargeLine(unitAmount: string, quantity: number, taxes: readonly LineTax[]): LineAmounts {
  const price = toCents(unitAmount) * BigInt(quantity);
  const included = taxes.filter((tax) => tax.included);
  const includedPercent = included.reduce((sum, tax) => sum + percentHundredths(tax.percent), 0n);
  let serviceCents = 0n;
  let taxCents = 0n;
  for (const tax of included) {
    const part = divideHalfUp(price * percentHundredths(tax.percent), 10_000n + includedPercent);
    if (tax.service) serviceCents += part;
    else taxCents += part;
  }
  const net = price - serviceCents - taxCents;
  for (const tax of taxes) {
    if (tax.included || !tax.service) continue;
    serviceCents += divideHalfUp(net * percentHundredths(tax.percent), 10_000n);
  }
  const serviceBase = net + serviceCents;
  for (const tax of taxes) {
    if (tax.included || tax.service) continue;
    taxCents += divideHalfUp(serviceBase * percentHundredths(tax.percent), 10_000n);
  }
  return {
    unitAmount: fromCents(toCents(unitAmount)),
    quantity,
    netAmount: fromCents(net),
    serviceCharge: fromCents(serviceCents),
    tax: fromCents(taxCents),
    total: fromCents(net + serviceCents + taxCents),
  };
}

/**
 * Which tax types apply to a transaction code. A tax type's `applies_to` names a kind of revenue;
 * the kind of a code is its transaction group's: group code ROOM → ROOM, FB → FOOD-BEVERAGE,
 * anything else → OTHER. The service charge is the tax type coded SVC (as the hotel set it up);
 * a code without `service_charge` takes none of it, one without `taxable` none of the taxes.
 */
export function taxesFor(
  code: { taxable: boolean; service_charge: boolean; group_code: string },
  types: readonly { code: string; percent: string; included: boolean; applies_to: string }[],
): LineTax[] {
  const revenue = code.group_code === 'ROOM' ? 'ROOM' : code.group_code === 'FB' ? 'FOOD-BEVERAGE' : 'OTHER';
  return types
    .filter((type) => type.applies_to === 'ALL' || type.applies_to === revenue)
    .map((type) => ({ percent: type.percent, included: type.included, service: type.code === SERVICE_CHARGE_CODE }))
    .filter((tax) => (tax.service ? code.service_charge : code.taxable));
}

export const SERVICE_CHARGE_CODE = 'SVC';
