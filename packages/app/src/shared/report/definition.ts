import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';

/**
 * A read as the report screen runs it: whatever its path and action, its `select` answers `T`
 * (a report's table, a filter's choices). api.ts builds them; the screen runs several side by side.
 */
export type ReportQuery<T> = UseQueryOptions<unknown, Error, T, QueryKey>;

/** How a column's values are shown: money and percent arrive as exact decimal strings. */
export type ReportColumnKind = 'text' | 'date' | 'integer' | 'money' | 'percent';

export type ReportCell = string | number | null;

/** One line of a report by column key; a key left out shows blank. */
export type ReportRow = { readonly [key: string]: ReportCell | undefined };

export interface ReportColumn {
  /** A stable word the report's `columnLabels` translate. */
  key: string;
  kind: ReportColumnKind;
  /** The column is this one night (ISO date): it is headed by the date. */
  night?: string;
}

/** What a report answers: the server describes its columns, so one screen shows every report. */
export interface ReportTable {
  hotelName: string;
  hotelDate: string;
  /** When the server ran the report (ISO date-time). */
  generatedAt: string;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  totals: ReportRow;
}

/** A report's parameters as the URL keeps them (ISO dates, choice ids); a filter left out is "all". */
export type ReportValues = Readonly<Record<string, string>>;

export interface ReportChoice {
  id: string;
  label: string;
}

/** A list to choose from: room types, companies, channels… (api.ts `referenceChoices`, `fixedChoices`) */
export interface ReportChoices {
  /** The read of the list, answering its choices in the staff language. */
  query(intl: IntlShape): ReportQuery<readonly ReportChoice[]>;
  /** Typed into (a long list such as companies) rather than picked from a short one. */
  isSearchable?: boolean;
}

/** From and to day, both included: `fromDate` and `toDate` in the URL and the request. */
export interface PeriodParameter {
  kind: 'period';
  /** Label of the range; "Period" when not set. */
  label?: MessageDescriptor;
  /** The period the report opens with, from the hotel date. */
  defaultPeriod: (hotelDate: string) => { fromDate: string; toDate: string };
  /** Longest period the report takes, in days. */
  maxDays: number;
  /** Only days before the hotel date (reports of what happened). */
  endsBeforeHotelDate?: boolean;
}

/** One day, e.g. `forDate`. */
export interface DateParameter {
  kind: 'date';
  name: string;
  label: MessageDescriptor;
  description?: MessageDescriptor;
  /** The day the report opens with, from the hotel date; null: optional and empty at first. */
  defaultDate: ((hotelDate: string) => string) | null;
}

/** A filter: one of a list, or all of them when nothing is chosen. */
export interface ChoiceParameter {
  kind: 'choice';
  name: string;
  label: MessageDescriptor;
  /** The choice that leaves the filter off, e.g. "All room types". */
  allLabel: MessageDescriptor;
  choices: ReportChoices;
}

export type ReportParameter = PeriodParameter | DateParameter | ChoiceParameter;

/** Everything a department says about one report; ReportScreen does the rest. */
export interface ReportDefinition {
  /** Stable name, the start of export file names: 'actual-arrival'. */
  name: string;
  title: MessageDescriptor;
  intro: MessageDescriptor;
  parameters: readonly ReportParameter[];
  /** Column headings by column key. A key without one shows the key itself. */
  columnLabels: Readonly<Record<string, MessageDescriptor>>;
  /** Translations of the stable words some text columns hold (statuses, flags), by column key. */
  textValues?: Readonly<Record<string, (value: string, intl: IntlShape) => string>>;
  /**
   * A table of one figure per row (the manager report): the listed columns are declared `text`
   * because each row has its own kind, named by the row's `kindKey` (integer, money or percent;
   * anything else shows as it came). They are shown, sorted and exported as that kind, and lined
   * up as figures.
   */
  rowKinds?: { kindKey: string; columns: readonly string[] };
  /**
   * A picture of the rows above the table, for reports a manager would rather look at than read
   * (occupancy by night); `title` is the report's, for the picture's caption. Loaded when shown.
   */
  chart?: (table: ReportTable, title: string) => ReactNode;
  /** Widths in px of columns that need more or less room than their kind gives them. */
  columnWidths?: Readonly<Record<string, number>>;
  /** Where a row opens (Enter, click), e.g. the booking it lists; rows without one do not open. */
  rowLink?: (row: ReportRow) => string | undefined;
  /** The read of the report for complete, valid values (api.ts `reportQuery`). */
  query(values: ReportValues): ReportQuery<ReportRun>;
}

/** A report as read, with the values it was read for. */
export interface ReportRun {
  values: ReportValues;
  table: ReportTable;
}
