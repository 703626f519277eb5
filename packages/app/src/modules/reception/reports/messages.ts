import { defineMessages } from 'react-intl';

/** What each reception report lists (issue 17); the titles are the menu's page names. */
export const receptionReportIntros = defineMessages({
  expectArrivalIntro: {
    id: 'reception.reports.expectArrival.intro',
    defaultMessage:
      'Stays due to arrive in the period that hold a room: those still to come, and those checked in with when and by whom.',
  },
  actualArrivalIntro: {
    id: 'reception.reports.actualArrival.intro',
    defaultMessage: 'Guests who arrived in the period, with their room and who checked them in.',
  },
  expectedDepartureIntro: {
    id: 'reception.reports.expectedDeparture.intro',
    defaultMessage: 'Stays due to leave on the day: guests in house (due out) and bookings not yet arrived.',
  },
  actualDepartureIntro: {
    id: 'reception.reports.actualDeparture.intro',
    defaultMessage: 'Guests who checked out in the period.',
  },
  inHouseIntro: {
    id: 'reception.reports.inHouse.intro',
    defaultMessage: 'Every guest in house now, by room, with the guests per room and the departure.',
  },
  roomMoveIntro: {
    id: 'reception.reports.roomMove.intro',
    defaultMessage: 'Guests moved to another room in the period: from which room to which, why, and who moved them.',
  },
  walkInIntro: {
    id: 'reception.reports.walkIn.intro',
    defaultMessage: 'Guests who arrived in the period without a booking, booked and checked in at once.',
  },
  overPaxIntro: {
    id: 'reception.reports.overPax.intro',
    defaultMessage: 'Stays of the night with more adults or children than their room type takes.',
  },
});

/** The reports' parameters. */
export const receptionReportParameters = defineMessages({
  arrivalBetween: { id: 'reception.reports.arrivalBetween', defaultMessage: 'Arrival between' },
  departureBetween: { id: 'reception.reports.departureBetween', defaultMessage: 'Departure between' },
  departureOn: { id: 'reception.reports.departureOn', defaultMessage: 'Departure on' },
  movedBetween: { id: 'reception.reports.movedBetween', defaultMessage: 'Moved between' },
  night: { id: 'reception.reports.night', defaultMessage: 'Night' },
});

/** Column headings by the server's column key (report/receptionReport). */
export const receptionReportColumns = defineMessages({
  roomNumber: { id: 'reception.reports.column.roomNumber', defaultMessage: 'Room' },
  guest: { id: 'reception.reports.column.guest', defaultMessage: 'Guest' },
  roomType: { id: 'reception.reports.column.roomType', defaultMessage: 'Room type' },
  confirmationNumber: { id: 'reception.reports.column.confirmationNumber', defaultMessage: 'Confirmation no.' },
  adults: { id: 'reception.reports.column.adults', defaultMessage: 'Adults' },
  children: { id: 'reception.reports.column.children', defaultMessage: 'Children' },
  maxAdults: { id: 'reception.reports.column.maxAdults', defaultMessage: 'Max adults' },
  maxChildren: { id: 'reception.reports.column.maxChildren', defaultMessage: 'Max children' },
  arrival: { id: 'reception.reports.column.arrival', defaultMessage: 'Arrival' },
  departure: { id: 'reception.reports.column.departure', defaultMessage: 'Departure' },
  nights: { id: 'reception.reports.column.nights', defaultMessage: 'Nights' },
  vipLevel: { id: 'reception.reports.column.vipLevel', defaultMessage: 'VIP' },
  status: { id: 'reception.reports.column.status', defaultMessage: 'Status' },
  checkedInOn: { id: 'reception.reports.column.checkedInOn', defaultMessage: 'Checked in on' },
  checkedInTime: { id: 'reception.reports.column.checkedInTime', defaultMessage: 'Time (UTC)' },
  checkedInBy: { id: 'reception.reports.column.checkedInBy', defaultMessage: 'Checked in by' },
  movedOn: { id: 'reception.reports.column.movedOn', defaultMessage: 'Moved on' },
  movedTime: { id: 'reception.reports.column.movedTime', defaultMessage: 'Time (UTC)' },
  fromRoom: { id: 'reception.reports.column.fromRoom', defaultMessage: 'From room' },
  fromRoomType: { id: 'reception.reports.column.fromRoomType', defaultMessage: 'From type' },
  toRoom: { id: 'reception.reports.column.toRoom', defaultMessage: 'To room' },
  toRoomType: { id: 'reception.reports.column.toRoomType', defaultMessage: 'To type' },
  reason: { id: 'reception.reports.column.reason', defaultMessage: 'Reason' },
  ratePolicy: { id: 'reception.reports.column.ratePolicy', defaultMessage: 'Rate' },
  movedBy: { id: 'reception.reports.column.movedBy', defaultMessage: 'Moved by' },
});

/** The stable words of the status and rate columns, in the staff language. */
export const receptionReportWords = defineMessages({
  confirmed: { id: 'reception.reports.status.confirmed', defaultMessage: 'Confirmed' },
  guaranteed: { id: 'reception.reports.status.guaranteed', defaultMessage: 'Guaranteed' },
  'in-house': { id: 'reception.reports.status.inHouse', defaultMessage: 'In house' },
  'checked-out': { id: 'reception.reports.status.checkedOut', defaultMessage: 'Checked out' },
  tentative: { id: 'reception.reports.status.tentative', defaultMessage: 'Tentative' },
  waitlist: { id: 'reception.reports.status.waitlist', defaultMessage: 'Waitlist' },
  keep: { id: 'reception.reports.rate.keep', defaultMessage: 'Kept' },
  change: { id: 'reception.reports.rate.change', defaultMessage: 'Changed' },
});
