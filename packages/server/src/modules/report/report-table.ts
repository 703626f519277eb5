import type { Schemas } from '@pms/api-client';

// The generic report table (columns, rows, totals) and its exact arithmetic: money is added as
// whole cents in BigInt and ratios are rounded half up to two places, never through floats.

export type ReportColumn = Schemas['ReservationReportColumn'];
export type ReportRow = Schemas['ReservationReportRow'];
export type ColumnKind = ReportColumn['kind'];

/** Columns in display order from [key, kind] pairs. */
export const columnsOf = (pairs: readonly (readonly [string, ColumnKind])[]): ReportColumn[] =>
  pairs.map(([key, kind]) => ({ key, kind }));

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** An exact decimal string as cents; the database hands numerics over as text. */
export function toCents(amount: string | null | undefined): bigint {
  if (amount === null || amount === undefined || amount === '') return 0n;
  const match = DECIMAL.exec(amount);
  if (!match) throw new Error(`Not an amount: ${amount}`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) throw new Error(`More than two decimals: ${amount}`);
  const cents = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Hundredths as a decimal string with exactly two places: 123456n → "1234.56". */
export function fromHundredths(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const absolute = value < 0n ? -value : value;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}

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
