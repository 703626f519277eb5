import { defineMessage, defineMessages } from 'react-intl';

/** Room availability (app/room-availability and the reception paths that share it). */
export const availabilityMessages = defineMessages({
  title: { id: 'reservation.availability.title', defaultMessage: 'Room Availability' },
  intro: {
    id: 'reservation.availability.intro',
    defaultMessage:
      'Rooms available per room type and night, counted from the bookings. Choose a room type’s night to start a booking for it.',
  },
  // For staff who read availability but do not book: nothing in the grid invites them to.
  introReadOnly: {
    id: 'reservation.availability.introReadOnly',
    defaultMessage: 'Rooms available per room type and night, counted from the bookings.',
  },
  period: { id: 'reservation.availability.period', defaultMessage: 'Nights' },
  periodHelp: {
    id: 'reservation.availability.periodHelp',
    defaultMessage: 'At most 62 nights.',
  },
  tooLong: {
    id: 'reservation.availability.tooLong',
    defaultMessage: 'Choose at most 62 nights.',
  },
  earlier: { id: 'reservation.availability.earlier', defaultMessage: 'Earlier' },
  later: { id: 'reservation.availability.later', defaultMessage: 'Later' },
  fromHotelDate: { id: 'reservation.availability.fromHotelDate', defaultMessage: 'From hotel date' },
  periodToolbar: { id: 'reservation.availability.periodToolbar', defaultMessage: 'Move the period' },
  weekdays: { id: 'reservation.availability.weekdays', defaultMessage: 'Weekdays' },
  noWeekday: {
    id: 'reservation.availability.noWeekday',
    defaultMessage: 'No weekday is chosen: tick at least one to see its nights.',
  },
  roomType: { id: 'reservation.availability.roomType', defaultMessage: 'Room type' },
  total: { id: 'reservation.availability.total', defaultMessage: 'Total' },
  occupancy: { id: 'reservation.availability.occupancy', defaultMessage: 'Occupancy' },
  outOfOrder: { id: 'reservation.availability.outOfOrder', defaultMessage: 'Out of order' },
  allotted: { id: 'reservation.availability.allotted', defaultMessage: 'Allotted (unpicked)' },
  legendHeld: {
    id: 'reservation.availability.legendHeld',
    defaultMessage: 'OOO: rooms out of order. ALT: rooms held for companies.',
  },

  gridLabel: { id: 'reservation.availability.gridLabel', defaultMessage: 'Rooms available by room type and night' },
  legendAvailable: {
    id: 'reservation.availability.legendAvailable',
    defaultMessage: 'Large figure: rooms available. Small: sold / rooms.',
  },
  legendNone: { id: 'reservation.availability.legendNone', defaultMessage: 'None left' },
  legendFew: { id: 'reservation.availability.legendFew', defaultMessage: 'Few left' },
  noRoomTypes: {
    id: 'reservation.availability.noRoomTypes',
    defaultMessage: 'No room type is in use yet: add room types and rooms under Config.',
  },
  loading: { id: 'reservation.availability.loading', defaultMessage: 'Loading...' },
});

/** One cell of the grid, as screen readers read it. */
export const cellMessage = defineMessage<{ available: string; sold: string; rooms: string }>({
  id: 'reservation.availability.cell',
  defaultMessage: '{available} available, {sold} of {rooms} sold',
});

/** What else holds rooms that night, read after the cell's figures (only when there is any). */
export const heldMessages = {
  outOfOrder: defineMessage<{ count: number }>({
    id: 'reservation.availability.outOfOrderCount',
    defaultMessage: '{count, plural, one {# room out of order} other {# rooms out of order}}',
  }),
  allotted: defineMessage<{ count: number }>({
    id: 'reservation.availability.allottedCount',
    defaultMessage: '{count, plural, one {# room held for companies} other {# rooms held for companies}}',
  }),
  outOfOrderShort: defineMessage<{ count: string }>({
    id: 'reservation.availability.outOfOrderShort',
    defaultMessage: 'OOO {count}',
  }),
  allottedShort: defineMessage<{ count: string }>({
    id: 'reservation.availability.allottedShort',
    defaultMessage: 'ALT {count}',
  }),
};

/** What choosing a room type's cell does. */
export const bookCellMessage = defineMessage<{ roomType: string; date: string }>({
  id: 'reservation.availability.bookCell',
  defaultMessage: 'New reservation: {roomType} from {date}',
});

/** How many nights the chosen period holds. */
export const nightCountMessage = defineMessage<{ count: number }>({
  id: 'reservation.availability.nightCount',
  defaultMessage: '{count, plural, one {# night} other {# nights}}',
});

/** Days of week, Su to Sa valued 1 to 7 (spec §3). */
export const weekdayMessages = defineMessages({
  1: { id: 'reservation.weekday.1', defaultMessage: 'Su' },
  2: { id: 'reservation.weekday.2', defaultMessage: 'Mo' },
  3: { id: 'reservation.weekday.3', defaultMessage: 'Tu' },
  4: { id: 'reservation.weekday.4', defaultMessage: 'We' },
  5: { id: 'reservation.weekday.5', defaultMessage: 'Th' },
  6: { id: 'reservation.weekday.6', defaultMessage: 'Fr' },
  7: { id: 'reservation.weekday.7', defaultMessage: 'Sa' },
});

/** The booking lists (app/booking-list-reservation and app/booking-list). */
export const bookingListMessages = defineMessages({
  title: { id: 'reservation.bookingList.title', defaultMessage: 'Booking List' },
  reservationTitle: { id: 'reservation.bookingList.reservationTitle', defaultMessage: 'Reservation Booking List' },
  hotelDate: { id: 'reservation.bookingList.hotelDate', defaultMessage: 'the hotel date' },
  search: { id: 'reservation.bookingList.search', defaultMessage: 'Search bookings' },
  searchPlaceholder: {
    id: 'reservation.bookingList.searchPlaceholder',
    defaultMessage: 'Confirmation number, guest or company',
  },
  statuses: { id: 'reservation.bookingList.statuses', defaultMessage: 'Status' },
  arrival: { id: 'reservation.bookingList.arrival', defaultMessage: 'Arrival' },
  arrivalBetween: { id: 'reservation.bookingList.arrivalBetween', defaultMessage: 'Arrival between' },
  clearFilters: { id: 'reservation.bookingList.clearFilters', defaultMessage: 'Clear filters' },
  pageSize: { id: 'reservation.bookingList.pageSize', defaultMessage: 'Rows per page' },
  toolbar: { id: 'reservation.bookingList.toolbar', defaultMessage: 'Booking list actions' },
  confirmationNumber: { id: 'reservation.bookingList.confirmationNumber', defaultMessage: 'Confirmation no.' },
  guestOrCompany: { id: 'reservation.bookingList.guestOrCompany', defaultMessage: 'Guest / company' },
  departure: { id: 'reservation.bookingList.departure', defaultMessage: 'Departure' },
  nights: { id: 'reservation.bookingList.nights', defaultMessage: 'Nights' },
  rooms: { id: 'reservation.bookingList.rooms', defaultMessage: 'Rooms' },
  roomNumbers: { id: 'reservation.bookingList.roomNumbers', defaultMessage: 'Room numbers' },
  status: { id: 'reservation.bookingList.status', defaultMessage: 'Status' },
  channel: { id: 'reservation.bookingList.channel', defaultMessage: 'Channel' },
  total: { id: 'reservation.bookingList.total', defaultMessage: 'Total' },
  ota: { id: 'reservation.bookingList.ota', defaultMessage: 'OTA' },
  nonOta: { id: 'reservation.bookingList.nonOta', defaultMessage: 'Non-OTA' },
  allChannels: { id: 'reservation.bookingList.allChannels', defaultMessage: 'All' },
  roomTypes: { id: 'reservation.bookingList.roomTypes', defaultMessage: 'Room types' },
  source: { id: 'reservation.bookingList.source', defaultMessage: 'Source' },
});

/** What the booking list shows and how a booking opens; `date` is the hotel date. */
export const bookingListIntroMessage = defineMessage<{ date: string }>({
  id: 'reservation.bookingList.intro',
  defaultMessage:
    'Every booking of the hotel, searched, filtered and sorted by the server. Without a search the list starts at the arrivals of {date}. Open a booking from its row, or its confirmation number in a new tab (Ctrl+click).',
});

/** Widens the list that starts at the hotel date's arrivals to the earlier ones. */
export const earlierArrivalsMessage = defineMessage<{ date: string }>({
  id: 'reservation.bookingList.earlierArrivals',
  defaultMessage: 'Arrivals before {date} too',
});

export const bookingCountMessage = defineMessage<{ count: number }>({
  id: 'reservation.bookingList.count',
  defaultMessage: '{count, plural, one {# booking} other {# bookings}}',
});

/** The reservation statuses (schema ReservationStatus). */
export const statusMessages = defineMessages({
  waitlist: { id: 'reservation.status.waitlist', defaultMessage: 'Waitlist' },
  tentative: { id: 'reservation.status.tentative', defaultMessage: 'Tentative' },
  confirmed: { id: 'reservation.status.confirmed', defaultMessage: 'Confirmed' },
  guaranteed: { id: 'reservation.status.guaranteed', defaultMessage: 'Guaranteed' },
  'in-house': { id: 'reservation.status.inHouse', defaultMessage: 'In house' },
  'checked-out': { id: 'reservation.status.checkedOut', defaultMessage: 'Checked out' },
  cancelled: { id: 'reservation.status.cancelled', defaultMessage: 'Cancelled' },
  'no-show': { id: 'reservation.status.noShow', defaultMessage: 'No-show' },
});
