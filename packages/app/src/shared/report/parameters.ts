import type { MessageDescriptor } from 'react-intl';
import { daysInclusive, isIsoDate } from '../dates.ts';
import type { ReportParameter, ReportValues } from './definition.ts';
import { periodPastMessage, periodTooLongMessage, reportMessages } from './messages.ts';

/** The URL and request names of a period's days. */
export const FROM_DATE = 'fromDate';
export const TO_DATE = 'toDate';
/** Where a period's problem is reported (it has two names but one field). */
export const PERIOD = 'period';

/** The names a parameter keeps in the URL. */
export function namesOf(parameter: ReportParameter): readonly string[] {
  return parameter.kind === 'period' ? [FROM_DATE, TO_DATE] : [parameter.name];
}

export interface ResolvedValues {
  /** The values to run with; null while a default needs the hotel date, which is not known yet. */
  values: ReportValues | null;
  /** Whether the URL lacks a value a default filled in: it is then written back, so it can be bookmarked. */
  completedFromDefaults: boolean;
}

/**
 * A report's values from the URL's search parameters, with the defaults (from the hotel date) for
 * the dates the URL does not hold. Malformed dates count as missing; filters left out are "all".
 */
export function resolveValues(
  parameters: readonly ReportParameter[],
  search: URLSearchParams,
  hotelDate: string | undefined,
): ResolvedValues {
  const values: Record<string, string> = {};
  let completedFromDefaults = false;
  let waiting = false;
  const date = (name: string) => {
    const value = search.get(name);
    return value !== null && isIsoDate(value) ? value : null;
  };
  for (const parameter of parameters) {
    if (parameter.kind === 'period') {
      const fromDate = date(FROM_DATE);
      const toDate = date(TO_DATE);
      if (fromDate && toDate) {
        values[FROM_DATE] = fromDate;
        values[TO_DATE] = toDate;
      } else if (hotelDate) {
        Object.assign(values, parameter.defaultPeriod(hotelDate));
        completedFromDefaults = true;
      } else {
        waiting = true;
      }
    } else if (parameter.kind === 'date') {
      const value = date(parameter.name);
      if (value) values[parameter.name] = value;
      else if (parameter.defaultDate === null) continue;
      else if (hotelDate) {
        values[parameter.name] = parameter.defaultDate(hotelDate);
        completedFromDefaults = true;
      } else {
        waiting = true;
      }
    } else {
      const value = search.get(parameter.name);
      if (value) values[parameter.name] = value;
    }
  }
  return { values: waiting ? null : values, completedFromDefaults };
}

/**
 * The search parameters for `values`: the report's own names replaced, anything else in the URL
 * kept as it was.
 */
export function toSearchParams(
  parameters: readonly ReportParameter[],
  values: ReportValues,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of parameters.flatMap(namesOf)) {
    const value = values[name];
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** One value of a report's parameters, as a stable text: equal values, equal keys. */
export function valuesKey(values: ReportValues): string {
  return JSON.stringify(Object.entries(values).sort(([a], [b]) => a.localeCompare(b)));
}

export interface ParameterProblem {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

/**
 * What stops the report from running, by parameter name (`PERIOD` for a period); empty when it
 * can run. `formatDay` writes the hotel date into the message the way the screen shows dates.
 */
export function problemsOf(
  parameters: readonly ReportParameter[],
  values: ReportValues,
  hotelDate: string | undefined,
  formatDay: (isoDate: string) => string,
): Record<string, ParameterProblem> {
  const problems: Record<string, ParameterProblem> = {};
  for (const parameter of parameters) {
    if (parameter.kind === 'period') {
      const fromDate = values[FROM_DATE];
      const toDate = values[TO_DATE];
      if (!fromDate || !toDate || !isIsoDate(fromDate) || !isIsoDate(toDate) || daysInclusive(fromDate, toDate) < 1) {
        problems[PERIOD] = { message: reportMessages.periodRequired };
      } else if (daysInclusive(fromDate, toDate) > parameter.maxDays) {
        problems[PERIOD] = { message: periodTooLongMessage, values: { max: parameter.maxDays } };
      } else if (parameter.endsBeforeHotelDate && hotelDate && toDate >= hotelDate) {
        problems[PERIOD] = { message: periodPastMessage, values: { date: formatDay(hotelDate) } };
      }
    } else if (parameter.kind === 'date') {
      const value = values[parameter.name];
      const isMissing = value === undefined || value === '';
      if ((isMissing && parameter.defaultDate !== null) || (!isMissing && !isIsoDate(value))) {
        problems[parameter.name] = { message: reportMessages.dateRequired };
      }
    }
  }
  return problems;
}

/** The dates of the values in the parameters' order, for file names: '2026-11-01_2026-11-30'. */
export function datesOf(parameters: readonly ReportParameter[], values: ReportValues): string[] {
  return parameters
    .filter((parameter) => parameter.kind !== 'choice')
    .flatMap(namesOf)
    .flatMap((name) => {
      const value = values[name];
      return value ? [value] : [];
    });
}

/** The CSV file of a report run: `actual-arrival_2026-11-01_2026-11-30.csv`. */
export function exportFileName(name: string, parameters: readonly ReportParameter[], values: ReportValues): string {
  return `${[name, ...datesOf(parameters, values)].join('_')}.csv`;
}
