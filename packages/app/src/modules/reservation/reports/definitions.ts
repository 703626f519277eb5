import type { Schemas } from '@pms/api-client';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { addDays } from '../../../shared/dates.ts';
import { channelChoices, companyChoices, roomTypeChoices } from '../../../shared/report/choices.ts';
import type {
  ChoiceParameter,
  ReportDefinition,
  ReportParameter,
  ReportRow,
  ReportValues,
} from '../../../shared/report/definition.ts';
import { reportMessages } from '../../../shared/report/messages.ts';
import { nextDays, pastDays, period } from '../../../shared/report/periods.ts';
import { reservationReportQuery } from '../api/reports.ts';
import { bookingListMessages, statusMessages } from '../messages.ts';
import {
  flagMessages,
  reportParameterMessages as p,
  reportColumnMessages,
  reportTitleMessages as t,
} from './messages.ts';

type ReportName = Schemas['ReservationReportName'];
type Criteria = Schemas['ReservationReportCriteria'];

/** The server's limit (report/reservationReport) for the per-night columns; a year for the others. */
const MAX_NIGHTS_BY_ROOM_TYPE = 62;

// --- parameters ---

const roomType: ChoiceParameter = {
  kind: 'choice',
  name: 'roomTypeId',
  label: reportMessages.roomType,
  allLabel: reportMessages.allRoomTypes,
  choices: roomTypeChoices,
};
const company: ChoiceParameter = {
  kind: 'choice',
  name: 'companyProfileId',
  label: reportMessages.company,
  allLabel: reportMessages.allCompanies,
  choices: companyChoices,
};
const channel: ChoiceParameter = {
  kind: 'choice',
  name: 'channel',
  label: reportMessages.channel,
  allLabel: reportMessages.allChannels,
  choices: channelChoices,
};
/** The filters of the reports built from bookings. */
const bookingFilters = [roomType, company, channel] as const;

// --- the request ---

const idOf = (text: string | undefined) => (text ? Number(text) : undefined);

/** The request of one report for the screen's values (filters left out mean all). */
export function criteriaOf(report: ReportName, values: ReportValues): Criteria {
  const criteria: Criteria = { report };
  if (values.fromDate) criteria.fromDate = values.fromDate;
  if (values.toDate) criteria.toDate = values.toDate;
  if (values.forDate) criteria.forDate = values.forDate;
  const roomTypeId = idOf(values.roomTypeId);
  if (roomTypeId) criteria.roomTypeId = roomTypeId;
  const companyProfileId = idOf(values.companyProfileId);
  if (companyProfileId) criteria.companyProfileId = companyProfileId;
  if (values.channel === 'OTA' || values.channel === 'NON-OTA') criteria.channel = values.channel;
  return criteria;
}

// --- how values read ---

const isStatus = (value: string): value is keyof typeof statusMessages => value in statusMessages;
const isFlag = (value: string): value is keyof typeof flagMessages => value in flagMessages;

const textValues: ReportDefinition['textValues'] = {
  status: (value: string, intl: IntlShape) => (isStatus(value) ? intl.formatMessage(statusMessages[value]) : value),
  channel: (value: string, intl: IntlShape) =>
    value === 'OTA'
      ? intl.formatMessage(bookingListMessages.ota)
      : value === 'NON-OTA'
        ? intl.formatMessage(bookingListMessages.nonOta)
        : value,
  // 'vip, deposit-due' → 'VIP, Deposit due soon'
  flags: (value: string, intl: IntlShape) =>
    value
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean)
      .map((word) => (isFlag(word) ? intl.formatMessage(flagMessages[word]) : word))
      .join(', '),
};

const columnWidths: ReportDefinition['columnWidths'] = {
  confirmationNumber: 124,
  booker: 190,
  guest: 190,
  company: 170,
  roomTypeName: 170,
  roomNumber: 76,
  roomType: 100,
  roomTypes: 110,
  status: 112,
  channel: 92,
  source: 104,
  market: 104,
  createdBy: 120,
  cancelledBy: 120,
  reason: 160,
  note: 220,
  internalRemark: 220,
  flags: 240,
  vipLevel: 64,
  nights: 76,
  rooms: 76,
  adults: 76,
  children: 84,
  adr: 110,
  roomRevenue: 132,
  roomNights: 112,
  bookings: 96,
  revenue: 128,
  cancellations: 120,
  cancelledRoomNights: 178,
  cancelledRevenue: 156,
  netRoomNights: 142,
  netRevenue: 128,
  depositRequired: 142,
  depositDueDate: 122,
  revenueLost: 128,
  createdOn: 112,
  cancelledOn: 120,
};

/** The booking a row of the booking lists is about (their rows carry `reservationId`). */
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
  columnLabels: reportColumnMessages,
  textValues,
  columnWidths,
  rowLink: bookingLink,
  query: (values) => reservationReportQuery(values, criteriaOf(name, values)),
});

// --- the reports (what each one counts: openapi/paths/report/reservation-report.yaml) ---

export const reservedOccupancyForecast = report(
  'reserved-occupancy-forecast',
  t.reservedOccupancyForecast,
  t.reservedOccupancyForecastIntro,
  [period(p.nights, nextDays(31))],
);

export const historyReservationForecast = report(
  'history-reservation-forecast',
  t.historyReservationForecast,
  t.historyReservationForecastIntro,
  [
    period(p.nights, (hotelDate) => ({ fromDate: addDays(hotelDate, -31), toDate: addDays(hotelDate, -1) }), {
      endsBeforeHotelDate: true,
    }),
  ],
);

export const reservationForecastByRoomType = report(
  'reservation-forecast-by-roomtype',
  t.reservationForecastByRoomType,
  t.reservationForecastByRoomTypeIntro,
  [period(p.nights, nextDays(14), { maxDays: MAX_NIGHTS_BY_ROOM_TYPE }), roomType],
);

export const reservationReport = report('reservation-report', t.reservationReport, t.reservationReportIntro, [
  period(p.bookedBetween, pastDays(30)),
  ...bookingFilters,
]);

export const actualArrival = report('actual-arrival', t.actualArrival, t.actualArrivalIntro, [
  period(p.arrivalBetween, pastDays(30)),
  ...bookingFilters,
]);

export const actualDeparture = report('actual-departure', t.actualDeparture, t.actualDepartureIntro, [
  period(p.departureBetween, pastDays(30)),
  ...bookingFilters,
]);

export const expectedDeparture = report('expect-departure', t.expectedDeparture, t.expectedDepartureIntro, [
  { kind: 'date', name: 'forDate', label: p.departureOn, defaultDate: (hotelDate) => hotelDate },
  ...bookingFilters,
]);

export const cancellation = report('cancellation', t.cancellation, t.cancellationIntro, [
  period(p.cancelledBetween, pastDays(30)),
  ...bookingFilters,
]);

export const noShow = report('no-show', t.noShow, t.noShowIntro, [
  period(p.arrivalBetween, pastDays(30)),
  ...bookingFilters,
]);

export const flag = report('flag', t.flag, t.flagIntro, [period(p.arrivalBetween, nextDays(14)), ...bookingFilters]);

export const pickUp = report('pick-up', t.pickUp, t.pickUpIntro, [
  period(p.bookedBetween, pastDays(30)),
  { kind: 'date', name: 'forDate', label: p.stayNightsFrom, description: p.stayNightsFromHelp, defaultDate: null },
  ...bookingFilters,
]);
