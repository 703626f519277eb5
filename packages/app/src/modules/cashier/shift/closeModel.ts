import { fromCents, parseAmount, toCents } from '@pms/domain/money';
import type { CashierShift } from '../api/shift.ts';

/**
 * The cash a shift should hold per currency: its cash payments as tendered (what went into the
 * drawer), the same figure the server freezes as "expected" at the close.
 */
export function expectedCash(shift: Pick<CashierShift, 'totals'>): Map<string, string> {
  const cents = new Map<string, bigint>();
  for (const total of shift.totals) {
    if (total.paymentKind !== 'CASH') continue;
    cents.set(total.currencyCode, (cents.get(total.currencyCode) ?? 0n) + toCents(total.amount));
  }
  return new Map([...cents].map(([code, value]) => [code, fromCents(value)]));
}

/** The currencies to count: the local one (the drawer's float) first, then each that took cash. */
export function currenciesToCount(shift: Pick<CashierShift, 'totals'>, localCode: string): string[] {
  const taken = [...expectedCash(shift).keys()].filter((code) => code !== localCode).sort();
  return localCode ? [localCode, ...taken] : taken;
}

/** counted − expected, exact; null while the typed count is not an amount. */
export function variance(countedTyped: string, expected: string): string | null {
  const counted = parseAmount(countedTyped);
  return counted === null ? null : fromCents(toCents(counted) - toCents(expected));
}

/** What the close sends: every currency to count with the amount typed; null names the first bad one. */
export function countsToSend(
  currencies: readonly string[],
  typed: Readonly<Record<string, string>>,
): { counts: { currencyCode: string; counted: string }[]; invalid: string | null } {
  const counts: { currencyCode: string; counted: string }[] = [];
  for (const code of currencies) {
    const counted = parseAmount(typed[code] ?? '');
    if (counted === null) return { counts, invalid: code };
    counts.push({ currencyCode: code, counted });
  }
  return { counts, invalid: null };
}
