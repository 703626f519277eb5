import { defineMessages } from 'react-intl';

/** What each housekeeping list and report shows (issue 21); the titles are the menu's page names. */
export const housekeepingReportIntros = defineMessages({
  expectArrivalIntro: {
    id: 'housekeeping.reports.expectArrival.intro',
    defaultMessage:
      'Guests due to arrive in the period, by floor and room, with the room as it stands: prepare these rooms first.',
  },
  actualArrivalIntro: {
    id: 'housekeeping.reports.actualArrival.intro',
    defaultMessage: 'Guests who arrived in the period, by floor and room.',
  },
  expectDepartureIntro: {
    id: 'housekeeping.reports.expectDeparture.intro',
    defaultMessage: 'Guests due to leave on the day, by floor and room: the rooms to strip and clean after them.',
  },
  actualDepartureIntro: {
    id: 'housekeeping.reports.actualDeparture.intro',
    defaultMessage: 'Guests who checked out in the period, by floor and room.',
  },
  forecastIntro: {
    id: 'housekeeping.reports.forecast.intro',
    defaultMessage:
      'Per day, from the bookings on the books: arrivals, departures, stay-overs, rooms out of order, the rooms to clean (departures and stay-overs) and VIP arrivals, to plan the staff.',
  },
  vipIntro: {
    id: 'housekeeping.reports.vip.intro',
    defaultMessage: 'VIP guests in house now, by floor and room, with their requests.',
  },
  vipExpectedArrivalIntro: {
    id: 'housekeeping.reports.vipExpectedArrival.intro',
    defaultMessage: 'VIP guests due to arrive in the period, by floor and room, with their requests.',
  },
  roomStatusTodayIntro: {
    id: 'housekeeping.reports.roomStatusToday.intro',
    defaultMessage:
      "Every room now: the front office's status beside housekeeping's, the day's arrivals and departures, and where the two disagree. Housekeeping does not record the occupancy it sees, so sleep and skip rooms are not listed as such.",
  },
  vacantIntro: {
    id: 'housekeeping.reports.vacant.intro',
    defaultMessage:
      'The rooms with no guest in house: their status, since when they stand empty and when they are next needed.',
  },
  changeLogIntro: {
    id: 'housekeeping.reports.changeLog.intro',
    defaultMessage:
      "Every change of a room's status or service in the period, in the order made: from, to, why and who.",
  },
});

/** The reports' parameters. */
export const housekeepingReportParameters = defineMessages({
  arrivalBetween: { id: 'housekeeping.reports.arrivalBetween', defaultMessage: 'Arrival between' },
  departureBetween: { id: 'housekeeping.reports.departureBetween', defaultMessage: 'Departure between' },
  departureOn: { id: 'housekeeping.reports.departureOn', defaultMessage: 'Departure on' },
  days: { id: 'housekeeping.reports.days', defaultMessage: 'Days' },
  changedBetween: { id: 'housekeeping.reports.changedBetween', defaultMessage: 'Changed between' },
});

/** Column headings by the server's column key (report/housekeepingReport). */
export const housekeepingReportColumns = defineMessages({
  floor: { id: 'housekeeping.reports.column.floor', defaultMessage: 'Floor' },
  roomNumber: { id: 'housekeeping.reports.column.roomNumber', defaultMessage: 'Room' },
  housekeepingStatus: { id: 'housekeeping.reports.column.housekeepingStatus', defaultMessage: 'HK status' },
  roomService: { id: 'housekeeping.reports.column.roomService', defaultMessage: 'Service' },
  serviceReason: { id: 'housekeeping.reports.column.serviceReason', defaultMessage: 'Service reason' },
  roomType: { id: 'housekeeping.reports.column.roomType', defaultMessage: 'Room type' },
  guest: { id: 'housekeeping.reports.column.guest', defaultMessage: 'Guest' },
  vipLevel: { id: 'housekeeping.reports.column.vipLevel', defaultMessage: 'VIP' },
  adults: { id: 'housekeeping.reports.column.adults', defaultMessage: 'Adults' },
  children: { id: 'housekeeping.reports.column.children', defaultMessage: 'Children' },
  arrival: { id: 'housekeeping.reports.column.arrival', defaultMessage: 'Arrival' },
  departure: { id: 'housekeeping.reports.column.departure', defaultMessage: 'Departure' },
  nights: { id: 'housekeeping.reports.column.nights', defaultMessage: 'Nights' },
  status: { id: 'housekeeping.reports.column.status', defaultMessage: 'Stay status' },
  remark: { id: 'housekeeping.reports.column.remark', defaultMessage: 'Remark / requests' },
  date: { id: 'housekeeping.reports.column.date', defaultMessage: 'Date' },
  arrivals: { id: 'housekeeping.reports.column.arrivals', defaultMessage: 'Arrivals' },
  departures: { id: 'housekeeping.reports.column.departures', defaultMessage: 'Departures' },
  stayOvers: { id: 'housekeeping.reports.column.stayOvers', defaultMessage: 'Stay-overs' },
  occupied: { id: 'housekeeping.reports.column.occupied', defaultMessage: 'Occupied' },
  outOfOrder: { id: 'housekeeping.reports.column.outOfOrder', defaultMessage: 'Out of order' },
  expectedDirty: { id: 'housekeeping.reports.column.expectedDirty', defaultMessage: 'Rooms to clean' },
  vipArrivals: { id: 'housekeeping.reports.column.vipArrivals', defaultMessage: 'VIP arrivals' },
  frontOfficeStatus: { id: 'housekeeping.reports.column.frontOfficeStatus', defaultMessage: 'FO status' },
  movement: { id: 'housekeeping.reports.column.movement', defaultMessage: 'Today' },
  attention: { id: 'housekeeping.reports.column.attention', defaultMessage: 'Discrepancy' },
  statusChangedOn: { id: 'housekeeping.reports.column.statusChangedOn', defaultMessage: 'Status since' },
  lastDeparture: { id: 'housekeeping.reports.column.lastDeparture', defaultMessage: 'Last departure' },
  daysVacant: { id: 'housekeeping.reports.column.daysVacant', defaultMessage: 'Days vacant' },
  nextArrival: { id: 'housekeeping.reports.column.nextArrival', defaultMessage: 'Next arrival' },
  businessDate: { id: 'housekeeping.reports.column.businessDate', defaultMessage: 'Hotel date' },
  changedTime: { id: 'housekeeping.reports.column.changedTime', defaultMessage: 'Time (UTC)' },
  fromStatus: { id: 'housekeeping.reports.column.fromStatus', defaultMessage: 'From' },
  toStatus: { id: 'housekeeping.reports.column.toStatus', defaultMessage: 'To' },
  fromService: { id: 'housekeeping.reports.column.fromService', defaultMessage: 'Service before' },
  toService: { id: 'housekeeping.reports.column.toService', defaultMessage: 'Service after' },
  source: { id: 'housekeeping.reports.column.source', defaultMessage: 'Why' },
  note: { id: 'housekeeping.reports.column.note', defaultMessage: 'Note' },
  changedBy: { id: 'housekeeping.reports.column.changedBy', defaultMessage: 'By' },
});

/** The stable words of the text columns (statuses, service, the day's movement, discrepancies, causes). */
export const housekeepingReportWords = defineMessages({
  dirty: { id: 'housekeeping.reports.word.dirty', defaultMessage: 'Dirty' },
  clean: { id: 'housekeeping.reports.word.clean', defaultMessage: 'Clean' },
  inspected: { id: 'housekeeping.reports.word.inspected', defaultMessage: 'Inspected' },
  'out-of-order': { id: 'housekeeping.reports.word.outOfOrder', defaultMessage: 'Out of order' },
  'out-of-service': { id: 'housekeeping.reports.word.outOfService', defaultMessage: 'Out of service' },
  'in-service': { id: 'housekeeping.reports.word.inService', defaultMessage: 'In service' },
  occupied: { id: 'housekeeping.reports.word.occupied', defaultMessage: 'Occupied' },
  vacant: { id: 'housekeeping.reports.word.vacant', defaultMessage: 'Vacant' },
  arrival: { id: 'housekeeping.reports.word.arrival', defaultMessage: 'Arrival' },
  departure: { id: 'housekeeping.reports.word.departure', defaultMessage: 'Due out' },
  'departure-arrival': { id: 'housekeeping.reports.word.departureArrival', defaultMessage: 'Due out, arrival' },
  'stay-over': { id: 'housekeeping.reports.word.stayOver', defaultMessage: 'Stay-over' },
  overdue: { id: 'housekeeping.reports.word.overdue', defaultMessage: 'Past departure date' },
  'occupied-out-of-order': {
    id: 'housekeeping.reports.word.occupiedOutOfOrder',
    defaultMessage: 'Guest in an out-of-order room',
  },
  'arrival-not-ready': { id: 'housekeeping.reports.word.arrivalNotReady', defaultMessage: 'Not ready for arrival' },
  confirmed: { id: 'housekeeping.reports.word.confirmed', defaultMessage: 'Confirmed' },
  guaranteed: { id: 'housekeeping.reports.word.guaranteed', defaultMessage: 'Guaranteed' },
  'in-house': { id: 'housekeeping.reports.word.inHouse', defaultMessage: 'In house' },
  'checked-out': { id: 'housekeeping.reports.word.checkedOut', defaultMessage: 'Checked out' },
  manual: { id: 'housekeeping.reports.word.manual', defaultMessage: 'Set by hand' },
  'check-in': { id: 'housekeeping.reports.word.checkIn', defaultMessage: 'Check-in' },
  'undo-check-in': { id: 'housekeeping.reports.word.undoCheckIn', defaultMessage: 'Check-in taken back' },
  'room-move': { id: 'housekeeping.reports.word.roomMove', defaultMessage: 'Room move' },
  'check-out': { id: 'housekeeping.reports.word.checkOut', defaultMessage: 'Check-out' },
  'day-end': { id: 'housekeeping.reports.word.dayEnd', defaultMessage: 'Day-end' },
  system: { id: 'housekeeping.reports.word.system', defaultMessage: 'System' },
});
