import type { Schemas } from '@pms/api-client';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { pageMessages as t } from '../../../shared/menu/messages.ts';
import { roomTypeChoices } from '../../../shared/report/choices.ts';
import type {
  ChoiceParameter,
  ReportDefinition,
  ReportParameter,
  ReportRow,
  ReportValues,
} from '../../../shared/report/definition.ts';
import { reportMessages } from '../../../shared/report/messages.ts';
import { datesOf, onDay as day, pastDays, period, theHotelDate } from '../../../shared/report/periods.ts';
import { receptionReportQuery } from '../api/reports.ts';
import {
  receptionReportIntros as i,
  receptionReportParameters as p,
  receptionReportColumns,
  receptionReportWords,
} from './messages.ts';

type ReportName = Schemas['ReceptionReportName'];
type Criteria = Schemas['ReceptionReportCriteria'];

// --- parameters ---

const roomType: ChoiceParameter = {
  kind: 'choice',
  name: 'roomTypeId',
  label: reportMessages.roomType,
  allLabel: reportMessages.allRoomTypes,
  choices: roomTypeChoices,
};

// --- the request ---

/** The request of one report for the screen's values (a room type left out means all). */
export function criteriaOf(report: ReportName, values: ReportValues): Criteria {
  const criteria: Criteria = { report, ...datesOf(values) };
  const roomTypeId = values.roomTypeId ? Number(values.roomTypeId) : undefined;
  if (roomTypeId) criteria.roomTypeId = roomTypeId;
  return criteria;
}

// --- how values read ---

const isWord = (value: string): value is keyof typeof receptionReportWords => value in receptionReportWords;
const word = (value: string, intl: IntlShape) =>
  isWord(value) ? intl.formatMessage(receptionReportWords[value]) : value;

const columnWidths: ReportDefinition['columnWidths'] = {
  roomNumber: 76,
  guest: 190,
  roomType: 100,
  confirmationNumber: 124,
  adults: 76,
  children: 84,
  maxAdults: 104,
  maxChildren: 116,
  nights: 76,
  vipLevel: 64,
  status: 112,
  checkedInOn: 124,
  checkedInTime: 100,
  checkedInBy: 120,
  movedOn: 112,
  movedTime: 100,
  fromRoom: 96,
  fromRoomType: 96,
  toRoom: 88,
  toRoomType: 88,
  reason: 240,
  ratePolicy: 88,
  movedBy: 110,
};

/** The booking a row is about (every row carries `reservationId`). */
const bookingLink = (row: ReportRow) =>
  typeof row.reservationId === 'number' ? `/menu/app/edit-reservation/${row.reservationId}` : undefined;

const report = (
  name: ReportName,
  title: MessageDescriptor,
  intro: MessageDescriptor,
  parameters: readonly ReportParameter[],
): ReportDefinition => ({
  name,
  title,
  intro,
  parameters,
  columnLabels: receptionReportColumns,
  textValues: { status: word, ratePolicy: word },
  columnWidths,
  rowLink: bookingLink,
  query: (values) => receptionReportQuery(values, criteriaOf(name, values)),
});

// --- the reports (what each one lists: openapi/paths/report/reception-report.yaml) ---

export const expectArrival = report('expect-arrival', t.expectedArrival, i.expectArrivalIntro, [
  period(p.arrivalBetween, theHotelDate),
  roomType,
]);

export const actualArrival = report('actual-arrival', t.actualArrival, i.actualArrivalIntro, [
  period(p.arrivalBetween, theHotelDate),
  roomType,
]);

export const expectedDeparture = report('expected-departure', t.expectedDeparture, i.expectedDepartureIntro, [
  day(p.departureOn),
  roomType,
]);

export const actualDeparture = report('actual-departure', t.actualDeparture, i.actualDepartureIntro, [
  period(p.departureBetween, pastDays(7)),
  roomType,
]);

export const inHouse = report('rc001-in-house-report', t.inHouseReport, i.inHouseIntro, [roomType]);

export const roomMove = report('move-room-report', t.moveRoomReport, i.roomMoveIntro, [
  period(p.movedBetween, pastDays(7)),
  roomType,
]);

export const walkIn = report('rc008-guest-walk-in', t.walkInGuestReport, i.walkInIntro, [
  period(p.arrivalBetween, pastDays(7)),
  roomType,
]);

export const overPax = report('rc009-over-pax-report', t.overPaxReport, i.overPaxIntro, [day(p.night), roomType]);
