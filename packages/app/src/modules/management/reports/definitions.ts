import type { Schemas } from '@pms/api-client';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { addDays } from '../../../shared/dates.ts';
import { pageMessages as t } from '../../../shared/menu/messages.ts';
import { fixedChoices } from '../../../shared/report/api.ts';
import type {
  ChoiceParameter,
  DateParameter,
  ReportDefinition,
  ReportParameter,
  ReportValues,
} from '../../../shared/report/definition.ts';
import { nextDays, period } from '../../../shared/report/periods.ts';
import { managementReportQuery } from '../api/reports.ts';
import { occupancyChart } from './charts.tsx';
import {
  managementReportIntros as i,
  managementReportColumns,
  managementReportWords,
  managementReportParameters as p,
  managementReportColumnVariants as v,
} from './messages.ts';

type ReportName = Schemas['ManagementReportName'];
type Criteria = Schemas['ManagementReportCriteria'];
type Dimension = Schemas['ManagementReportDimension'];
type Grouping = NonNullable<Criteria['grouping']>;

/** How long a forecast runs when it opens: the hotel date and the 29 nights after it (the server's default too). */
export const FORECAST_NIGHTS = 30;

// --- periods: history is of closed dates, the last one the day before the hotel date ---

/** The last closed date: day-end closed the day before the hotel date. */
export const lastClosedDate = (hotelDate: string) => addDays(hotelDate, -1);

/** The month of the last closed date, up to it. */
export const monthToDate = (hotelDate: string) => {
  const toDate = lastClosedDate(hotelDate);
  return { fromDate: `${toDate.slice(0, 7)}-01`, toDate };
};

/** The year of the last closed date, up to it. */
export const yearToDate = (hotelDate: string) => {
  const toDate = lastClosedDate(hotelDate);
  return { fromDate: `${toDate.slice(0, 4)}-01-01`, toDate };
};

const closedDates = period(p.closedDates, monthToDate, { endsBeforeHotelDate: true });

const closedDate: DateParameter = {
  kind: 'date',
  name: 'forDate',
  label: p.closedDate,
  defaultDate: lastClosedDate,
};

// --- choices ---

/** The dimensions production is counted by besides room types (the default, so "all"). */
const DIMENSIONS = ['source', 'market', 'segment', 'company', 'country', 'rate-code'] as const;
const DIMENSION_LABELS: Record<Dimension, MessageDescriptor> = {
  'room-type': p.roomType,
  source: p.source,
  market: p.market,
  segment: p.segment,
  company: p.company,
  country: p.country,
  'rate-code': p.rateCode,
};

const dimension: ChoiceParameter = {
  kind: 'choice',
  name: 'dimension',
  label: p.dimension,
  allLabel: p.roomType,
  choices: fixedChoices('management-dimension', (intl) =>
    DIMENSIONS.map((id) => ({ id, label: intl.formatMessage(DIMENSION_LABELS[id]) })),
  ),
};

const grouping: ChoiceParameter = {
  kind: 'choice',
  name: 'grouping',
  label: p.dimension,
  allLabel: p.company,
  choices: fixedChoices('management-grouping', (intl) => [{ id: 'segment', label: intl.formatMessage(p.segment) }]),
};

// --- the request ---

const isDimension = (value: string | undefined): value is Dimension => value !== undefined && value in DIMENSION_LABELS;
const isGrouping = (value: string | undefined): value is Grouping => value === 'company' || value === 'segment';

/** Reports of one closed date; the others take a period. */
const ONE_DAY: ReadonlySet<ReportName> = new Set(['mis-manager-report', 'mis-report-productivity-revenue']);
const BY_DIMENSION: ReadonlySet<ReportName> = new Set([
  'mis-report-statistic-production',
  'mis-report-productivity-revenue',
]);

/** The request of one report for the screen's values; a value that the report does not take is left out. */
export function criteriaOf(report: ReportName, values: ReportValues): Criteria {
  const criteria: Criteria = { report };
  if (ONE_DAY.has(report)) {
    if (values.forDate) criteria.forDate = values.forDate;
  } else {
    if (values.fromDate) criteria.fromDate = values.fromDate;
    if (values.toDate) criteria.toDate = values.toDate;
  }
  if (BY_DIMENSION.has(report) && isDimension(values.dimension)) criteria.dimension = values.dimension;
  if (report === 'occupancy-forecast-group' && isGrouping(values.grouping)) criteria.grouping = values.grouping;
  return criteria;
}

// --- how values read ---

const isWord = (value: string): value is keyof typeof managementReportWords => value in managementReportWords;
/** A figure of the manager report, or the name of bookings without a source, company…, in the staff language. */
export const word = (value: string, intl: IntlShape) =>
  isWord(value) ? intl.formatMessage(managementReportWords[value]) : value;

const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
/** A month (YYYY-MM) as dates read in every staff language: Nov-2026. */
export function monthText(value: string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  if (!month) return value;
  return `${monthName.format(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1))}-${month[1]}`;
}

/** Widths that keep each report's key figures on a 1280 px screen; the rest scroll into view. */
const columnWidths: ReportDefinition['columnWidths'] = {
  figure: 284,
  day: 92,
  monthToDate: 112,
  yearToDate: 104,
  lastYearDay: 92,
  lastYearMonthToDate: 136,
  lastYearYearToDate: 124,
  dayRoomNights: 100,
  dayRoomRevenue: 112,
  dayAdr: 92,
  monthToDateRoomNights: 100,
  monthToDateRoomRevenue: 116,
  monthToDateAdr: 92,
  yearToDateRoomNights: 100,
  yearToDateRoomRevenue: 116,
  yearToDateAdr: 92,
  name: 190,
  month: 100,
  days: 104,
  date: 108,
  night: 108,
  rooms: 76,
  available: 88,
  sold: 76,
  complimentary: 76,
  occupancy: 96,
  adr: 100,
  revpar: 100,
  trevpar: 100,
  guests: 76,
  arrivals: 84,
  departures: 96,
  stayovers: 92,
  outOfOrder: 100,
  onTheBooks: 112,
  roomNights: 108,
  share: 80,
  roomRevenue: 130,
  totalRevenue: 124,
  bookings: 88,
  lastYearOccupancy: 116,
  lastYearAdr: 100,
  lastYearRevpar: 110,
  lastYearRoomNights: 130,
  lastYearRoomRevenue: 140,
};

const report = (
  name: ReportName,
  title: MessageDescriptor,
  intro: MessageDescriptor,
  parameters: readonly ReportParameter[],
  more: Partial<ReportDefinition> = {},
): ReportDefinition => ({
  name,
  title,
  intro,
  parameters,
  columnLabels: managementReportColumns,
  textValues: { figure: word, name: word, month: monthText },
  columnWidths,
  query: (values) => managementReportQuery(values, criteriaOf(name, values)),
  ...more,
});

// --- the reports (what each one lists: openapi/paths/report/management-report.yaml) ---

export const managerReport = report('mis-manager-report', t.misManagerReport, i.managerIntro, [closedDate], {
  rowKinds: {
    kindKey: 'unit',
    columns: ['day', 'monthToDate', 'yearToDate', 'lastYearDay', 'lastYearMonthToDate', 'lastYearYearToDate'],
  },
});

export const hotelStatisticDate = report(
  'mis-report-hotel-statistic-date',
  t.misHotelStatisticDate,
  i.statisticDateIntro,
  [closedDates],
  { chart: occupancyChart('date', 'sold') },
);

export const hotelStatisticSummary = report(
  'mis-report-hotel-statistic-summary',
  t.misHotelStatisticSummary,
  i.statisticSummaryIntro,
  [period(p.closedDates, yearToDate, { endsBeforeHotelDate: true })],
);

export const statisticProduction = report(
  'mis-report-statistic-production',
  t.misStatisticProduction,
  i.productionIntro,
  [closedDates, dimension],
);

export const productivityRevenue = report(
  'mis-report-productivity-revenue',
  t.misProductivityRevenue,
  i.productivityIntro,
  [closedDate, dimension],
);

export const occupancyForecast = report(
  'occupancy-forecast',
  t.occupancyForecast,
  i.forecastIntro,
  [period(p.nights, nextDays(FORECAST_NIGHTS))],
  {
    columnLabels: { ...managementReportColumns, roomRevenue: v.expectedRevenue },
    chart: occupancyChart('night', 'onTheBooks'),
  },
);

export const occupancyForecastGroup = report(
  'occupancy-forecast-group',
  t.occupancyForecastGroup,
  i.forecastGroupIntro,
  [period(p.nights, nextDays(FORECAST_NIGHTS)), grouping],
  {
    columnLabels: { ...managementReportColumns, name: v.companyOrSegment, roomRevenue: v.expectedRevenue },
  },
);
