import type { Schemas } from '@pms/api-client';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { pageMessages as t } from '../../../shared/menu/messages.ts';
import { floorChoices } from '../../../shared/report/choices.ts';
import type {
  ChoiceParameter,
  ReportDefinition,
  ReportParameter,
  ReportValues,
} from '../../../shared/report/definition.ts';
import { reportMessages } from '../../../shared/report/messages.ts';
import { datesOf, onDay as day, nextDays, period, theHotelDate } from '../../../shared/report/periods.ts';
import { housekeepingReportQuery } from '../api/reports.ts';
import {
  housekeepingReportColumns,
  housekeepingReportWords,
  housekeepingReportIntros as i,
  housekeepingReportParameters as p,
} from './messages.ts';

type ReportName = Schemas['HousekeepingReportName'];
type Criteria = Schemas['HousekeepingReportCriteria'];

/** The days the forecast opens with: the hotel date and the 13 after it, two weeks of rosters. */
export const FORECAST_DAYS = 14;

// --- parameters ---

const floor: ChoiceParameter = {
  kind: 'choice',
  name: 'floorId',
  label: reportMessages.floor,
  allLabel: reportMessages.allFloors,
  choices: floorChoices,
};

// --- the request ---

/** The request of one report for the screen's values; the forecast counts the whole hotel, never a floor. */
export function criteriaOf(report: ReportName, values: ReportValues): Criteria {
  const criteria: Criteria = { report, ...datesOf(values) };
  const floorId = values.floorId ? Number(values.floorId) : undefined;
  if (floorId && Number.isInteger(floorId) && floorId > 0 && report !== 'forecast') criteria.floorId = floorId;
  return criteria;
}

// --- how values read ---

const isWord = (value: string): value is keyof typeof housekeepingReportWords => value in housekeepingReportWords;
const oneWord = (value: string, intl: IntlShape) =>
  isWord(value) ? intl.formatMessage(housekeepingReportWords[value]) : value;
/** A stable word in the staff language; a list of them (the discrepancies of a room) word by word. */
export const word = (value: string, intl: IntlShape) =>
  value
    .split(', ')
    .map((part) => oneWord(part, intl))
    .join(', ');

const WORD_COLUMNS = [
  'housekeepingStatus',
  'roomService',
  'status',
  'frontOfficeStatus',
  'movement',
  'attention',
  'fromStatus',
  'toStatus',
  'fromService',
  'toService',
  'source',
] as const;

/** Widths that keep a floor's key figures on a 1280 px screen; remarks and notes take the rest. */
const columnWidths: ReportDefinition['columnWidths'] = {
  floor: 96,
  roomNumber: 72,
  housekeepingStatus: 96,
  roomService: 120,
  serviceReason: 160,
  roomType: 90,
  guest: 180,
  vipLevel: 56,
  adults: 72,
  children: 80,
  nights: 72,
  status: 104,
  remark: 240,
  frontOfficeStatus: 96,
  movement: 120,
  attention: 220,
  expectedDirty: 128,
  stayOvers: 100,
  vipArrivals: 104,
  daysVacant: 96,
  changedTime: 96,
  fromStatus: 88,
  toStatus: 88,
  fromService: 120,
  toService: 120,
  source: 140,
  note: 200,
  changedBy: 110,
};

const report = (
  name: ReportName,
  title: MessageDescriptor,
  intro: MessageDescriptor,
  parameters: readonly ReportParameter[],
): ReportDefinition => ({
  name: name.startsWith('room-status') || name.startsWith('hk-') ? name : `housekeeping-${name}`,
  title,
  intro,
  parameters,
  columnLabels: housekeepingReportColumns,
  textValues: Object.fromEntries(WORD_COLUMNS.map((key) => [key, word])),
  columnWidths,
  query: (values) => housekeepingReportQuery(values, criteriaOf(name, values)),
});

// --- the lists and reports (what each one shows: openapi/paths/report/housekeeping-report.yaml) ---

export const expectArrival = report('expect-arrival', t.expectedArrival, i.expectArrivalIntro, [
  period(p.arrivalBetween, theHotelDate),
  floor,
]);

export const actualArrival = report('actual-arrival', t.actualArrival, i.actualArrivalIntro, [
  period(p.arrivalBetween, theHotelDate),
  floor,
]);

export const expectDeparture = report('expect-departure', t.expectedDeparture, i.expectDepartureIntro, [
  day(p.departureOn),
  floor,
]);

export const actualDeparture = report('actual-departure', t.actualDeparture, i.actualDepartureIntro, [
  period(p.departureBetween, theHotelDate),
  floor,
]);

export const forecast = report('forecast', t.housekeepingForecast, i.forecastIntro, [
  period(p.days, nextDays(FORECAST_DAYS)),
]);

export const vip = report('vip', t.vipGuests, i.vipIntro, [floor]);

export const vipExpectedArrival = report('vip-expected-arrival', t.vipExpectedArrival, i.vipExpectedArrivalIntro, [
  period(p.arrivalBetween, theHotelDate),
  floor,
]);

export const roomStatusToday = report('room-status-today-report', t.roomStatusTodayReport, i.roomStatusTodayIntro, [
  floor,
]);

export const vacantRooms = report('hk-room-status-vacant-report', t.vacantRoomStatusReport, i.vacantIntro, [floor]);

export const roomStatusChangeLog = report(
  'room-status-change-log-report',
  t.roomStatusChangeLogReport,
  i.changeLogIntro,
  [period(p.changedBetween, theHotelDate), floor],
);
