import { formatDate, formatMoney } from '@pms/ui';
import type { ReportCell, ReportColumnKind } from './definition.ts';

// Figures read the same in every staff language (spec: 1,234.50), like money and dates.
const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

const isEmpty = (value: ReportCell | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/** A decimal the formatters take exactly: numbers as they are, decimal strings without float rounding. */
function decimalOf(value: string | number): number | `${number}` | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return DECIMAL.test(value) ? (value as `${number}`) : null;
}

/**
 * A cell as the screen and the printed report show it: money 1,234.50, percent 57.25%, integers
 * 1,234, dates 21-Nov-2026; blank when empty. A value that does not fit its kind shows as it came.
 */
export function formatCell(kind: ReportColumnKind, value: ReportCell | undefined): string {
  if (isEmpty(value)) return '';
  const decimal = decimalOf(value);
  switch (kind) {
    case 'money':
      return decimal === null ? String(value) : formatMoney(String(decimal));
    case 'percent':
      return decimal === null ? String(value) : `${percentFormat.format(decimal)}%`;
    case 'integer':
      return decimal === null ? String(value) : integerFormat.format(decimal);
    case 'date':
      try {
        return formatDate(String(value));
      } catch {
        return String(value);
      }
    default:
      return String(value);
  }
}

/** What a column sorts by: figures as numbers (a text sort would put 10 before 9), the rest as text. */
export function sortValue(kind: ReportColumnKind, value: ReportCell | undefined): string | number | null {
  if (isEmpty(value)) return null;
  if (kind === 'text' || kind === 'date') return String(value);
  const number = Number(value);
  return Number.isFinite(number) ? number : String(value);
}

/** Whether figures of the kind line up on their last digit. */
export const isFigure = (kind: ReportColumnKind): boolean =>
  kind === 'integer' || kind === 'money' || kind === 'percent';
