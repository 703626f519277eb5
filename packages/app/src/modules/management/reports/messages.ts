import { defineMessages } from 'react-intl';

/**
 * What each management report lists (issue 19; openapi/paths/report/management-report.yaml); the
 * titles are the menu's page names. The intros carry the definitions, as operations.md §8.1 asks.
 */
export const managementReportIntros = defineMessages({
  managerIntro: {
    id: 'management.reports.manager.intro',
    defaultMessage:
      "The manager's figures for a closed date, its month to date and year to date, and the same calendar dates last year, from the statistics frozen at day-end. A date not closed yet shows nothing. Available = rooms − out of order; sold includes complimentary rooms; ADR, RevPAR and TRevPAR divide revenue net of service charge and tax.",
  },
  statisticDateIntro: {
    id: 'management.reports.statisticDate.intro',
    defaultMessage:
      'One line per closed date, from the statistics frozen at day-end (later changes to bookings never alter them), with last year’s occupancy, ADR and RevPAR for the same date. Occupancy = sold ÷ available; ADR = net room revenue ÷ sold; RevPAR = net room revenue ÷ available.',
  },
  statisticSummaryIntro: {
    id: 'management.reports.statisticSummary.intro',
    defaultMessage:
      'The frozen statistics of the closed dates of the period summed per month, with last year’s figures for the same dates. Totals are over the whole period; dates not closed yet count nothing.',
  },
  productionIntro: {
    id: 'management.reports.production.intro',
    defaultMessage:
      'Room nights, share, net room revenue and ADR of the closed dates of the period by room type, source, market, segment, company, country or rate code, as frozen at day-end, against the same dates last year.',
  },
  productivityIntro: {
    id: 'management.reports.productivity.intro',
    defaultMessage:
      'Room nights, net room revenue and ADR for a closed date, its month to date and its year to date, by room type, source, market, segment, company, country or rate code, as frozen at day-end.',
  },
  forecastIntro: {
    id: 'management.reports.forecast.intro',
    defaultMessage:
      'Live: the rooms on the books each night (confirmed, guaranteed and in-house stays; a night counts from arrival to the night before departure), arrivals and departures still expected, out-of-order rooms, and the expected room revenue at the stays’ nightly prices.',
  },
  forecastGroupIntro: {
    id: 'management.reports.forecastGroup.intro',
    defaultMessage:
      'Live: the room nights on the books in the period by company or by segment, their share, and the expected room revenue and ADR at the stays’ nightly prices.',
  },
});

/** The reports' parameters. */
export const managementReportParameters = defineMessages({
  closedDates: { id: 'management.reports.closedDates', defaultMessage: 'Closed dates' },
  closedDate: { id: 'management.reports.closedDate', defaultMessage: 'Closed date' },
  nights: { id: 'management.reports.nights', defaultMessage: 'Nights' },
  dimension: { id: 'management.reports.dimension', defaultMessage: 'By' },
  roomType: { id: 'management.reports.dimension.roomType', defaultMessage: 'Room type' },
  source: { id: 'management.reports.dimension.source', defaultMessage: 'Source' },
  market: { id: 'management.reports.dimension.market', defaultMessage: 'Market' },
  segment: { id: 'management.reports.dimension.segment', defaultMessage: 'Segment' },
  company: { id: 'management.reports.dimension.company', defaultMessage: 'Company' },
  country: { id: 'management.reports.dimension.country', defaultMessage: 'Country' },
  rateCode: { id: 'management.reports.dimension.rateCode', defaultMessage: 'Rate code' },
});

/** Column headings by the server's column keys. */
export const managementReportColumns = defineMessages({
  figure: { id: 'management.reports.column.figure', defaultMessage: 'Figure' },
  day: { id: 'management.reports.column.day', defaultMessage: 'Day' },
  monthToDate: { id: 'management.reports.column.monthToDate', defaultMessage: 'Month to date' },
  yearToDate: { id: 'management.reports.column.yearToDate', defaultMessage: 'Year to date' },
  lastYearDay: { id: 'management.reports.column.lastYearDay', defaultMessage: 'Day LY' },
  lastYearMonthToDate: {
    id: 'management.reports.column.lastYearMonthToDate',
    defaultMessage: 'Month to date LY',
  },
  lastYearYearToDate: { id: 'management.reports.column.lastYearYearToDate', defaultMessage: 'Year to date LY' },
  date: { id: 'management.reports.column.date', defaultMessage: 'Date' },
  month: { id: 'management.reports.column.month', defaultMessage: 'Month' },
  days: { id: 'management.reports.column.days', defaultMessage: 'Closed dates' },
  rooms: { id: 'management.reports.column.rooms', defaultMessage: 'Rooms' },
  outOfOrder: { id: 'management.reports.column.outOfOrder', defaultMessage: 'Out of order' },
  available: { id: 'management.reports.column.available', defaultMessage: 'Available' },
  sold: { id: 'management.reports.column.sold', defaultMessage: 'Sold' },
  complimentary: { id: 'management.reports.column.complimentary', defaultMessage: 'Comp.' },
  occupancy: { id: 'management.reports.column.occupancy', defaultMessage: 'Occupancy' },
  adr: { id: 'management.reports.column.adr', defaultMessage: 'ADR' },
  revpar: { id: 'management.reports.column.revpar', defaultMessage: 'RevPAR' },
  trevpar: { id: 'management.reports.column.trevpar', defaultMessage: 'TRevPAR' },
  guests: { id: 'management.reports.column.guests', defaultMessage: 'Guests' },
  roomRevenue: { id: 'management.reports.column.roomRevenue', defaultMessage: 'Room revenue' },
  totalRevenue: { id: 'management.reports.column.totalRevenue', defaultMessage: 'Total revenue' },
  lastYearOccupancy: { id: 'management.reports.column.lastYearOccupancy', defaultMessage: 'Occupancy LY' },
  lastYearAdr: { id: 'management.reports.column.lastYearAdr', defaultMessage: 'ADR LY' },
  lastYearRevpar: { id: 'management.reports.column.lastYearRevpar', defaultMessage: 'RevPAR LY' },
  name: { id: 'management.reports.column.name', defaultMessage: 'Name' },
  roomNights: { id: 'management.reports.column.roomNights', defaultMessage: 'Room nights' },
  share: { id: 'management.reports.column.share', defaultMessage: 'Share' },
  arrivals: { id: 'management.reports.column.arrivals', defaultMessage: 'Arrivals' },
  departures: { id: 'management.reports.column.departures', defaultMessage: 'Departures' },
  lastYearRoomNights: { id: 'management.reports.column.lastYearRoomNights', defaultMessage: 'Room nights LY' },
  lastYearRoomRevenue: { id: 'management.reports.column.lastYearRoomRevenue', defaultMessage: 'Room revenue LY' },
  dayRoomNights: { id: 'management.reports.column.dayRoomNights', defaultMessage: 'Day nights' },
  dayRoomRevenue: { id: 'management.reports.column.dayRoomRevenue', defaultMessage: 'Day revenue' },
  dayAdr: { id: 'management.reports.column.dayAdr', defaultMessage: 'Day ADR' },
  monthToDateRoomNights: { id: 'management.reports.column.monthToDateRoomNights', defaultMessage: 'MTD nights' },
  monthToDateRoomRevenue: { id: 'management.reports.column.monthToDateRoomRevenue', defaultMessage: 'MTD revenue' },
  monthToDateAdr: { id: 'management.reports.column.monthToDateAdr', defaultMessage: 'MTD ADR' },
  yearToDateRoomNights: { id: 'management.reports.column.yearToDateRoomNights', defaultMessage: 'YTD nights' },
  yearToDateRoomRevenue: { id: 'management.reports.column.yearToDateRoomRevenue', defaultMessage: 'YTD revenue' },
  yearToDateAdr: { id: 'management.reports.column.yearToDateAdr', defaultMessage: 'YTD ADR' },
  night: { id: 'management.reports.column.night', defaultMessage: 'Night' },
  onTheBooks: { id: 'management.reports.column.onTheBooks', defaultMessage: 'On the books' },
  stayovers: { id: 'management.reports.column.stayovers', defaultMessage: 'Stayovers' },
  bookings: { id: 'management.reports.column.bookings', defaultMessage: 'Bookings' },
});

/** Headings a report gives a shared column key its own way. */
export const managementReportColumnVariants = defineMessages({
  expectedRevenue: { id: 'management.reports.column.expectedRevenue', defaultMessage: 'Expected revenue' },
  companyOrSegment: { id: 'management.reports.column.companyOrSegment', defaultMessage: 'Company or segment' },
});

/** The manager report's figures (one per row) and the name of bookings without a source, company… */
export const managementReportWords = defineMessages({
  rooms: { id: 'management.reports.figure.rooms', defaultMessage: 'Rooms' },
  outOfOrder: { id: 'management.reports.figure.outOfOrder', defaultMessage: 'Rooms out of order' },
  available: { id: 'management.reports.figure.available', defaultMessage: 'Rooms available' },
  sold: { id: 'management.reports.figure.sold', defaultMessage: 'Rooms sold' },
  complimentary: { id: 'management.reports.figure.complimentary', defaultMessage: 'Complimentary rooms' },
  occupancy: { id: 'management.reports.figure.occupancy', defaultMessage: 'Occupancy %' },
  occupancyWithoutComp: {
    id: 'management.reports.figure.occupancyWithoutComp',
    defaultMessage: 'Occupancy % without complimentary',
  },
  adr: { id: 'management.reports.figure.adr', defaultMessage: 'ADR (average daily rate)' },
  revpar: { id: 'management.reports.figure.revpar', defaultMessage: 'RevPAR (room revenue per available room)' },
  trevpar: { id: 'management.reports.figure.trevpar', defaultMessage: 'TRevPAR (total revenue per available room)' },
  guests: { id: 'management.reports.figure.guests', defaultMessage: 'Guests' },
  guestsPerRoom: { id: 'management.reports.figure.guestsPerRoom', defaultMessage: 'Guests per room sold' },
  alos: { id: 'management.reports.figure.alos', defaultMessage: 'Average length of stay (nights)' },
  arrivals: { id: 'management.reports.figure.arrivals', defaultMessage: 'Arrivals' },
  departures: { id: 'management.reports.figure.departures', defaultMessage: 'Departures' },
  noShows: { id: 'management.reports.figure.noShows', defaultMessage: 'No-shows' },
  roomRevenue: { id: 'management.reports.figure.roomRevenue', defaultMessage: 'Room revenue (net)' },
  totalRevenue: { id: 'management.reports.figure.totalRevenue', defaultMessage: 'Total revenue (net)' },
  'not-given': { id: 'management.reports.notGiven', defaultMessage: '(not given)' },
});
