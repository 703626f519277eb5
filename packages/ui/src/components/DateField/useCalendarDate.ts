import type { CalendarDate } from '@internationalized/date';
import { useMemo } from 'react';
import {
  type CalendarDateRange,
  type DateRangeInput,
  type DateValueInput,
  toCalendarDate,
  toCalendarDateOrEmpty,
} from './dates.ts';

/**
 * Reads a date prop that may be an ISO string. Memoised on the prop: RAC resets a field's typed
 * segments whenever its value changes identity, so a string must not become a new CalendarDate on
 * every render.
 */
export function useCalendarDate<T extends null | undefined>(value: DateValueInput | T): CalendarDate | T {
  return useMemo(() => toCalendarDateOrEmpty(value), [value]);
}

/** Reads a range prop; memoised on its two ends, so a range object written inline is stable. */
export function useCalendarDateRange(range: DateRangeInput | null | undefined): CalendarDateRange | null | undefined {
  const start = range?.start;
  const end = range?.end;
  const isNull = range === null;
  return useMemo(() => {
    if (start === undefined || end === undefined) return isNull ? null : undefined;
    return { start: toCalendarDate(start), end: toCalendarDate(end) };
  }, [start, end, isNull]);
}
