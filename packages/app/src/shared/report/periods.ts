import type { MessageDescriptor } from 'react-intl';
import { addDays } from '../dates.ts';
import type { DateParameter, PeriodParameter, ReportValues } from './definition.ts';

/** The servers' limit on a report's range (report/*Report `get_detail`): a year, leap or not. */
export const MAX_REPORT_DAYS = 366;

/** The hotel date alone: a department's day. */
export const theHotelDate = (hotelDate: string) => ({ fromDate: hotelDate, toDate: hotelDate });

/** A period of `days` days counted back from the hotel date, which it includes. */
export const pastDays = (days: number) => (hotelDate: string) => ({
  fromDate: addDays(hotelDate, 1 - days),
  toDate: hotelDate,
});

/** A period of `days` days from the hotel date on. */
export const nextDays = (days: number) => (hotelDate: string) => ({
  fromDate: hotelDate,
  toDate: addDays(hotelDate, days - 1),
});

/** A report's range of dates, at most a year unless `more` says otherwise. */
export const period = (
  label: MessageDescriptor,
  defaultPeriod: PeriodParameter['defaultPeriod'],
  more: Partial<PeriodParameter> = {},
): PeriodParameter => ({ kind: 'period', label, defaultPeriod, maxDays: MAX_REPORT_DAYS, ...more });

/** One day (`forDate`), opening on the hotel date. */
export const onDay = (label: MessageDescriptor): DateParameter => ({
  kind: 'date',
  name: 'forDate',
  label,
  defaultDate: (hotelDate) => hotelDate,
});

/** The dates among a screen's values, as every report request names them; a date left out is the server's default. */
export function datesOf(values: ReportValues): { fromDate?: string; toDate?: string; forDate?: string } {
  const dates: { fromDate?: string; toDate?: string; forDate?: string } = {};
  if (values.fromDate) dates.fromDate = values.fromDate;
  if (values.toDate) dates.toDate = values.toDate;
  if (values.forDate) dates.forDate = values.forDate;
  return dates;
}

/** The last `days` dates day-end closed: the days before the hotel date, which they leave out. */
export const closedDays = (days: number) => (hotelDate: string) => ({
  fromDate: addDays(hotelDate, -days),
  toDate: addDays(hotelDate, -1),
});
