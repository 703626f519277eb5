import { defineMessages } from 'react-intl';

/** The reservation reports' titles and what each one lists. */
export const reportTitleMessages = defineMessages({
  reservedOccupancyForecast: {
    id: 'reservation.reports.reservedOccupancyForecast.title',
    defaultMessage: 'Reserved Occupancy Forecast',
  },
  reservedOccupancyForecastIntro: {
    id: 'reservation.reports.reservedOccupancyForecast.intro',
    defaultMessage:
      'Night by night: rooms available, rooms sold, occupancy, arrivals, departures, guests and room revenue of the bookings that take rooms.',
  },
  historyReservationForecast: {
    id: 'reservation.reports.historyReservationForecast.title',
    defaultMessage: 'Reservation Forecast History',
  },
  historyReservationForecastIntro: {
    id: 'reservation.reports.historyReservationForecast.intro',
    defaultMessage:
      'The same figures for nights already past, from the guests who stayed, with the no-shows apart: compare them with the forecast.',
  },
  reservationForecastByRoomType: {
    id: 'reservation.reports.reservationForecastByRoomType.title',
    defaultMessage: 'Reservation Forecast by Room Type',
  },
  reservationForecastByRoomTypeIntro: {
    id: 'reservation.reports.reservationForecastByRoomType.intro',
    defaultMessage: 'Rooms sold per room type and night, with the room nights and average occupancy of the period.',
  },
  reservationReport: { id: 'reservation.reports.reservationReport.title', defaultMessage: 'Reservation Report' },
  reservationReportIntro: {
    id: 'reservation.reports.reservationReport.intro',
    defaultMessage: 'Bookings made in the period, whatever their status now, with their stays and amount.',
  },
  actualArrival: { id: 'reservation.reports.actualArrival.title', defaultMessage: 'Actual Arrival' },
  actualArrivalIntro: {
    id: 'reservation.reports.actualArrival.intro',
    defaultMessage: 'Guests who arrived in the period: in house now or already checked out.',
  },
  actualDeparture: { id: 'reservation.reports.actualDeparture.title', defaultMessage: 'Actual Departure' },
  actualDepartureIntro: {
    id: 'reservation.reports.actualDeparture.intro',
    defaultMessage: 'Guests who checked out in the period.',
  },
  expectedDeparture: { id: 'reservation.reports.expectedDeparture.title', defaultMessage: 'Expected Departure' },
  expectedDepartureIntro: {
    id: 'reservation.reports.expectedDeparture.intro',
    defaultMessage: 'Stays due to leave on the day: guests in house and bookings still to arrive.',
  },
  cancellation: { id: 'reservation.reports.cancellation.title', defaultMessage: 'Cancellation Report' },
  cancellationIntro: {
    id: 'reservation.reports.cancellation.intro',
    defaultMessage: 'Bookings cancelled in the period: why, the fee, and the room nights and revenue lost.',
  },
  noShow: { id: 'reservation.reports.noShow.title', defaultMessage: 'No-show Report' },
  noShowIntro: {
    id: 'reservation.reports.noShow.intro',
    defaultMessage: 'Bookings due to arrive in the period whose guests did not come.',
  },
  flag: { id: 'reservation.reports.flag.title', defaultMessage: 'Flag Report' },
  flagIntro: {
    id: 'reservation.reports.flag.intro',
    defaultMessage:
      'Bookings arriving in the period that need attention: VIP guests, internal remarks, deposits due or overdue, and waitlisted or tentative bookings close to arrival.',
  },
  pickUp: { id: 'reservation.reports.pickUp.title', defaultMessage: 'Pick-up Report (Booking Pace)' },
  pickUpIntro: {
    id: 'reservation.reports.pickUp.intro',
    defaultMessage:
      'Day by day: the bookings made, the room nights and revenue they picked up, the cancellations, and what is left net.',
  },
});

/** The reports' parameters. */
export const reportParameterMessages = defineMessages({
  nights: { id: 'reservation.reports.nights', defaultMessage: 'Nights' },
  bookedBetween: { id: 'reservation.reports.bookedBetween', defaultMessage: 'Booked between' },
  arrivalBetween: { id: 'reservation.reports.arrivalBetween', defaultMessage: 'Arrival between' },
  departureBetween: { id: 'reservation.reports.departureBetween', defaultMessage: 'Departure between' },
  cancelledBetween: { id: 'reservation.reports.cancelledBetween', defaultMessage: 'Cancelled between' },
  departureOn: { id: 'reservation.reports.departureOn', defaultMessage: 'Departure on' },
  stayNightsFrom: { id: 'reservation.reports.stayNightsFrom', defaultMessage: 'Stay nights from' },
  stayNightsFromHelp: {
    id: 'reservation.reports.stayNightsFromHelp',
    defaultMessage: 'Optional: count only the nights on or after this day.',
  },
});

/** Column headings by the server's column key (report/reservationReport). */
export const reportColumnMessages = defineMessages({
  night: { id: 'reservation.reports.column.night', defaultMessage: 'Night' },
  day: { id: 'reservation.reports.column.day', defaultMessage: 'Day' },
  rooms: { id: 'reservation.reports.column.rooms', defaultMessage: 'Rooms' },
  outOfOrder: { id: 'reservation.reports.column.outOfOrder', defaultMessage: 'Out of order' },
  available: { id: 'reservation.reports.column.available', defaultMessage: 'Available' },
  sold: { id: 'reservation.reports.column.sold', defaultMessage: 'Sold' },
  occupancy: { id: 'reservation.reports.column.occupancy', defaultMessage: 'Occupancy' },
  arrivals: { id: 'reservation.reports.column.arrivals', defaultMessage: 'Arrivals' },
  departures: { id: 'reservation.reports.column.departures', defaultMessage: 'Departures' },
  noShows: { id: 'reservation.reports.column.noShows', defaultMessage: 'No-shows' },
  adults: { id: 'reservation.reports.column.adults', defaultMessage: 'Adults' },
  children: { id: 'reservation.reports.column.children', defaultMessage: 'Children' },
  roomRevenue: { id: 'reservation.reports.column.roomRevenue', defaultMessage: 'Room revenue' },
  adr: { id: 'reservation.reports.column.adr', defaultMessage: 'ADR' },
  roomType: { id: 'reservation.reports.column.roomType', defaultMessage: 'Room type' },
  roomTypeName: { id: 'reservation.reports.column.roomTypeName', defaultMessage: 'Name' },
  roomNights: { id: 'reservation.reports.column.roomNights', defaultMessage: 'Room nights' },
  confirmationNumber: { id: 'reservation.reports.column.confirmationNumber', defaultMessage: 'Confirmation no.' },
  createdOn: { id: 'reservation.reports.column.createdOn', defaultMessage: 'Booked on' },
  booker: { id: 'reservation.reports.column.booker', defaultMessage: 'Booker' },
  guest: { id: 'reservation.reports.column.guest', defaultMessage: 'Guest' },
  company: { id: 'reservation.reports.column.company', defaultMessage: 'Company' },
  roomNumber: { id: 'reservation.reports.column.roomNumber', defaultMessage: 'Room' },
  arrival: { id: 'reservation.reports.column.arrival', defaultMessage: 'Arrival' },
  departure: { id: 'reservation.reports.column.departure', defaultMessage: 'Departure' },
  nights: { id: 'reservation.reports.column.nights', defaultMessage: 'Nights' },
  roomTypes: { id: 'reservation.reports.column.roomTypes', defaultMessage: 'Room types' },
  status: { id: 'reservation.reports.column.status', defaultMessage: 'Status' },
  channel: { id: 'reservation.reports.column.channel', defaultMessage: 'Channel' },
  source: { id: 'reservation.reports.column.source', defaultMessage: 'Source' },
  market: { id: 'reservation.reports.column.market', defaultMessage: 'Market' },
  amount: { id: 'reservation.reports.column.amount', defaultMessage: 'Amount' },
  createdBy: { id: 'reservation.reports.column.createdBy', defaultMessage: 'Booked by' },
  cancelledOn: { id: 'reservation.reports.column.cancelledOn', defaultMessage: 'Cancelled on' },
  reason: { id: 'reservation.reports.column.reason', defaultMessage: 'Reason' },
  note: { id: 'reservation.reports.column.note', defaultMessage: 'Note' },
  fee: { id: 'reservation.reports.column.fee', defaultMessage: 'Fee' },
  revenueLost: { id: 'reservation.reports.column.revenueLost', defaultMessage: 'Revenue lost' },
  cancelledBy: { id: 'reservation.reports.column.cancelledBy', defaultMessage: 'Cancelled by' },
  depositRequired: { id: 'reservation.reports.column.depositRequired', defaultMessage: 'Deposit required' },
  depositDueDate: { id: 'reservation.reports.column.depositDueDate', defaultMessage: 'Deposit due' },
  vipLevel: { id: 'reservation.reports.column.vipLevel', defaultMessage: 'VIP' },
  internalRemark: { id: 'reservation.reports.column.internalRemark', defaultMessage: 'Internal remark' },
  flags: { id: 'reservation.reports.column.flags', defaultMessage: 'Needs attention' },
  bookings: { id: 'reservation.reports.column.bookings', defaultMessage: 'Bookings' },
  revenue: { id: 'reservation.reports.column.revenue', defaultMessage: 'Revenue' },
  cancellations: { id: 'reservation.reports.column.cancellations', defaultMessage: 'Cancellations' },
  cancelledRoomNights: {
    id: 'reservation.reports.column.cancelledRoomNights',
    defaultMessage: 'Cancelled room nights',
  },
  cancelledRevenue: { id: 'reservation.reports.column.cancelledRevenue', defaultMessage: 'Cancelled revenue' },
  netRoomNights: { id: 'reservation.reports.column.netRoomNights', defaultMessage: 'Net room nights' },
  netRevenue: { id: 'reservation.reports.column.netRevenue', defaultMessage: 'Net revenue' },
});

/** Why the flag report lists a booking, by the server's stable words. */
export const flagMessages = defineMessages({
  vip: { id: 'reservation.reports.flag.vip', defaultMessage: 'VIP' },
  'internal-remark': { id: 'reservation.reports.flag.internalRemark', defaultMessage: 'Internal remark' },
  'deposit-overdue': { id: 'reservation.reports.flag.depositOverdue', defaultMessage: 'Deposit overdue' },
  'deposit-due': { id: 'reservation.reports.flag.depositDue', defaultMessage: 'Deposit due soon' },
  waitlist: { id: 'reservation.reports.flag.waitlist', defaultMessage: 'Still waitlisted' },
  tentative: { id: 'reservation.reports.flag.tentative', defaultMessage: 'Still tentative' },
});
