import type { Schemas } from '@pms/api-client';
import { toCents as centsOf, fromCents } from '../../api/money.ts';

// The generic report table (columns, rows, totals) and its exact arithmetic: money is added as
// whole cents in BigInt and ratios are rounded half up to two places, never through floats.

export type ReportColumn = Schemas['ReservationReportColumn'];
export type ReportRow = Schemas['ReservationReportRow'];
export type ColumnKind = ReportColumn['kind'];

/** Columns in display order from [key, kind] pairs. */
export const columnsOf = (pairs: readonly (readonly [string, ColumnKind])[]): ReportColumn[] =>
  pairs.map(([key, kind]) => ({ key, kind }));

/** An exact decimal string as cents; a missing amount (no rows, an outer join) counts as nothing. */
export const toCents = (amount: string | null | undefined): bigint => (amount ? centsOf(amount) : 0n);

/** Hundredths (cents, or a percent to two places) as a decimal string with exactly two places. */
export const fromHundredths = fromCents;

/** numerator ÷ denominator in hundredths, rounded half up (away from zero); null without a denominator. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint | null {
  if (denominator === 0n) return null;
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/** part ÷ whole as a percentage with two places ("57.25"); null (blank) when whole is 0. */
export function percent(part: number, whole: number): string | null {
  const hundredths = divideHalfUp(BigInt(part) * 10_000n, BigInt(whole));
  return hundredths === null ? null : fromHundredths(hundredths);
}

/** An amount per unit (ADR: revenue ÷ rooms sold), two places; null (blank) without units. */
export function perUnit(cents: bigint, units: number): string | null {
  const result = divideHalfUp(cents, BigInt(units));
  return result === null ? null : fromHundredths(result);
}

/**
 * The totals row of a list: each integer column summed, each money column summed exactly; the
 * other columns stay out (blank).
 */
export function sumColumns(columns: readonly ReportColumn[], rows: readonly ReportRow[]): ReportRow {
  const totals: ReportRow = {};
  for (const column of columns) {
    if (column.kind === 'integer') {
      totals[column.key] = rows.reduce(
        (sum, row) => sum + (typeof row[column.key] === 'number' ? Number(row[column.key]) : 0),
        0,
      );
    } else if (column.kind === 'money') {
      const cents = rows.reduce((sum, row) => {
        const value = row[column.key];
        return sum + (typeof value === 'string' ? toCents(value) : 0n);
      }, 0n);
      totals[column.key] = fromHundredths(cents);
    }
  }
  return totals;
}

/** What one report answers before the envelope's common fields are added. */
export interface ReportTable {
  columns: ReportColumn[];
  rows: ReportRow[];
  totals: ReportRow;
}
