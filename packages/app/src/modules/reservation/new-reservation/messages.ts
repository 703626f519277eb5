import { defineMessage, defineMessages } from 'react-intl';

/** The new-reservation screen (app/new-reservation-v3) and the walk-in booking (app/new-booking/walk-in). */
export const newReservationMessages = defineMessages({
  title: { id: 'reservation.new.title', defaultMessage: 'New Reservation' },
  intro: {
    id: 'reservation.new.intro',
    defaultMessage:
      'Book one or more rooms for a guest, a company or both. Availability and rates are read while you type; Save makes one booking however often it is pressed.',
  },
  walkInTitle: { id: 'reservation.new.walkIn.title', defaultMessage: 'Walk-in Booking' },
  walkInIntro: {
    id: 'reservation.new.walkIn.intro',
    defaultMessage:
      'A guest at the desk books from tonight: arrival is the hotel date. Checking the guest in arrives with the reception screens.',
  },
  referencesFailed: {
    id: 'reservation.new.referencesFailed',
    defaultMessage: 'The lists this form picks from could not be read.',
  },
  bookerSection: { id: 'reservation.new.bookerSection', defaultMessage: 'Booker' },
  bookerHelp: { id: 'reservation.new.bookerHelp', defaultMessage: 'A guest, a company, or both.' },
  guest: { id: 'reservation.new.guest', defaultMessage: 'Guest' },
  guestPlaceholder: { id: 'reservation.new.guestPlaceholder', defaultMessage: 'Name, phone, email or ID' },
  guestSearchHelp: {
    id: 'reservation.new.guestSearchHelp',
    defaultMessage: 'Type at least 2 letters to search the guest profiles.',
  },
  newGuest: { id: 'reservation.new.newGuest', defaultMessage: 'New guest' },
  newGuestHeading: { id: 'reservation.new.newGuestHeading', defaultMessage: 'New guest profile' },
  guestTitle: { id: 'reservation.new.guestTitle', defaultMessage: 'Title' },
  lastName: { id: 'reservation.new.lastName', defaultMessage: 'Last name' },
  firstName: { id: 'reservation.new.firstName', defaultMessage: 'First name' },
  nationality: { id: 'reservation.new.nationality', defaultMessage: 'Nationality' },
  phone: { id: 'reservation.new.phone', defaultMessage: 'Phone' },
  email: { id: 'reservation.new.email', defaultMessage: 'Email' },
  idNumber: { id: 'reservation.new.idNumber', defaultMessage: 'ID or passport no.' },
  createGuest: { id: 'reservation.new.createGuest', defaultMessage: 'Create and choose' },
  company: { id: 'reservation.new.company', defaultMessage: 'Company' },
  detailsSection: { id: 'reservation.new.detailsSection', defaultMessage: 'Booking' },
  source: { id: 'reservation.new.source', defaultMessage: 'Source' },
  market: { id: 'reservation.new.market', defaultMessage: 'Market' },
  segment: { id: 'reservation.new.segment', defaultMessage: 'Segment' },
  rateCode: { id: 'reservation.new.rateCode', defaultMessage: 'Rate code' },
  rateCodeHelp: {
    id: 'reservation.new.rateCodeHelp',
    defaultMessage: 'Prices the nights; without one, the room types’ base rates.',
  },
  channel: { id: 'reservation.new.channel', defaultMessage: 'Channel' },
  status: { id: 'reservation.new.status', defaultMessage: 'Status' },
  statusHelp: {
    id: 'reservation.new.statusHelp',
    defaultMessage: 'Waitlist and tentative bookings hold no room.',
  },
  staysSection: { id: 'reservation.new.staysSection', defaultMessage: 'Rooms' },
  addStay: { id: 'reservation.new.addStay', defaultMessage: 'Add room' },
  roomType: { id: 'reservation.new.roomType', defaultMessage: 'Room type' },
  arrival: { id: 'reservation.new.arrival', defaultMessage: 'Arrival' },
  departure: { id: 'reservation.new.departure', defaultMessage: 'Departure' },
  nights: { id: 'reservation.new.nights', defaultMessage: 'Nights' },
  adults: { id: 'reservation.new.adults', defaultMessage: 'Adults' },
  children: { id: 'reservation.new.children', defaultMessage: 'Children' },
  mealPlan: { id: 'reservation.new.mealPlan', defaultMessage: 'Meal plan' },
  noMealPlan: { id: 'reservation.new.noMealPlan', defaultMessage: 'Room only' },
  room: { id: 'reservation.new.room', defaultMessage: 'Room' },
  assignLater: { id: 'reservation.new.assignLater', defaultMessage: 'Assign later' },
  checkingAvailability: { id: 'reservation.new.checkingAvailability', defaultMessage: 'Checking availability...' },
  availabilityFailed: { id: 'reservation.new.availabilityFailed', defaultMessage: 'Availability could not be read' },
  availabilityPending: {
    id: 'reservation.new.availabilityPending',
    defaultMessage: 'Choose a room type and dates to see what is left.',
  },
  noInventory: {
    id: 'reservation.new.noInventory',
    defaultMessage: 'This status holds no room: the booking is saved even when none is left.',
  },
  noFreeRooms: {
    id: 'reservation.new.noFreeRooms',
    defaultMessage: 'No room of this type is free on all these nights',
  },
  freeRoomsFailed: { id: 'reservation.new.freeRoomsFailed', defaultMessage: 'The free rooms could not be read' },
  ratesHeading: { id: 'reservation.new.ratesHeading', defaultMessage: 'Nightly rates' },
  ratesPending: {
    id: 'reservation.new.ratesPending',
    defaultMessage: 'The nights are priced once the room type and dates are set.',
  },
  quoteFailed: {
    id: 'reservation.new.quoteFailed',
    defaultMessage: 'The rate code’s prices could not be read: the room type’s base rate is offered instead.',
  },
  night: { id: 'reservation.new.night', defaultMessage: 'Night' },
  offered: { id: 'reservation.new.offered', defaultMessage: 'Offered' },
  rate: { id: 'reservation.new.rate', defaultMessage: 'Rate' },
  reason: { id: 'reservation.new.reason', defaultMessage: 'Reason' },
  reasonPlaceholder: { id: 'reservation.new.reasonPlaceholder', defaultMessage: 'Why it differs' },
  sourceRateCode: { id: 'reservation.new.sourceRateCode', defaultMessage: 'Rate code' },
  sourceBaseRate: { id: 'reservation.new.sourceBaseRate', defaultMessage: 'Base rate' },
  stayTotal: { id: 'reservation.new.stayTotal', defaultMessage: 'Room total' },
  depositSection: { id: 'reservation.new.depositSection', defaultMessage: 'Deposit and remarks' },
  depositRequired: { id: 'reservation.new.depositRequired', defaultMessage: 'Deposit required' },
  depositDueDate: { id: 'reservation.new.depositDueDate', defaultMessage: 'Deposit due' },
  remark: { id: 'reservation.new.remark', defaultMessage: 'Remark' },
  remarkHelp: { id: 'reservation.new.remarkHelp', defaultMessage: 'Printed on the reservation card.' },
  internalRemark: { id: 'reservation.new.internalRemark', defaultMessage: 'Internal remark' },
  internalRemarkHelp: { id: 'reservation.new.internalRemarkHelp', defaultMessage: 'Seen by staff only.' },
  bookingTotal: { id: 'reservation.new.bookingTotal', defaultMessage: 'Booking total' },
  save: { id: 'reservation.new.save', defaultMessage: 'Save booking' },
  formActions: { id: 'reservation.new.formActions', defaultMessage: 'Booking actions' },
  fillForm: { id: 'reservation.new.fillForm', defaultMessage: 'Please fill form.' },
  fillFormBody: {
    id: 'reservation.new.fillFormBody',
    defaultMessage: 'Some fields need a change before the booking can be saved: they are marked in red.',
  },
  bookedTitle: { id: 'reservation.new.bookedTitle', defaultMessage: 'Booking saved' },
  confirmationNumber: { id: 'reservation.new.confirmationNumber', defaultMessage: 'Confirmation no.' },
  openCard: { id: 'reservation.new.openCard', defaultMessage: 'Open reservation card' },
  editReservation: { id: 'reservation.new.editReservation', defaultMessage: 'Edit reservation' },
  newBooking: { id: 'reservation.new.newBooking', defaultMessage: 'New booking' },
  walkInCheckIn: {
    id: 'reservation.new.walkInCheckIn',
    defaultMessage:
      'The room is booked from tonight. Checking the guest in is not part of this version: it arrives with the reception screens.',
  },
});

/** Field problems found before Save (bookingForm.ts `Problem`). */
export const problemMessages = defineMessages({
  required: { id: 'reservation.new.problem.required', defaultMessage: 'Required' },
  bookerRequired: { id: 'reservation.new.problem.bookerRequired', defaultMessage: 'Choose a guest or a company' },
  amount: { id: 'reservation.new.problem.amount', defaultMessage: 'An amount with at most 2 decimals' },
  depositDueDateNeedsDeposit: {
    id: 'reservation.new.problem.depositDueDateNeedsDeposit',
    defaultMessage: 'A due date needs a deposit',
  },
  departureNotAfterArrival: {
    id: 'reservation.new.problem.departureNotAfterArrival',
    defaultMessage: 'Must be after arrival',
  },
  adultsAtLeastOne: { id: 'reservation.new.problem.adultsAtLeastOne', defaultMessage: 'At least 1 adult' },
  reasonRequired: {
    id: 'reservation.new.problem.reasonRequired',
    defaultMessage: 'Say why the rate differs from the one offered',
  },
});

/** Field problems that name a limit, a date or a room type. */
export const problemValueMessages = {
  tooLong: defineMessage<{ max: number }>({
    id: 'reservation.new.problem.tooLong',
    defaultMessage: 'At most {max} characters',
  }),
  arrivalBeforeHotelDate: defineMessage<{ hotelDate: string }>({
    id: 'reservation.new.problem.arrivalBeforeHotelDate',
    defaultMessage: 'Not before the hotel date {hotelDate}',
  }),
  stayTooLong: defineMessage<{ max: number }>({
    id: 'reservation.new.problem.stayTooLong',
    defaultMessage: 'At most {max} nights',
  }),
  tooManyAdults: defineMessage<{ max: number; roomType: string }>({
    id: 'reservation.new.problem.tooManyAdults',
    defaultMessage: 'A {roomType} room takes at most {max} adults',
  }),
  tooManyChildren: defineMessage<{ max: number; roomType: string }>({
    id: 'reservation.new.problem.tooManyChildren',
    defaultMessage: 'A {roomType} room takes at most {max} children',
  }),
  tooManyStays: defineMessage<{ max: number }>({
    id: 'reservation.new.problem.tooManyStays',
    defaultMessage: 'At most {max} rooms in one booking',
  }),
};

export const stayHeadingMessage = defineMessage<{ number: number }>({
  id: 'reservation.new.stayHeading',
  defaultMessage: 'Room {number}',
});

export const removeStayMessage = defineMessage<{ number: number }>({
  id: 'reservation.new.removeStay',
  defaultMessage: 'Remove room {number}',
});

export const leftMessage = defineMessage<{ count: number }>({
  id: 'reservation.new.left',
  defaultMessage: '{count, plural, one {# left} other {# left}}',
});

export const noneLeftMessage = defineMessage<{ date: string }>({
  id: 'reservation.new.noneLeft',
  defaultMessage: 'None left on {date}',
});

export const freeRoomsMessage = defineMessage<{ count: number }>({
  id: 'reservation.new.freeRooms',
  defaultMessage: '{count, plural, one {# room free on all these nights} other {# rooms free on all these nights}}',
});

export const roomOptionMessage = defineMessage<{ room: string; floor: string; status: string }>({
  id: 'reservation.new.roomOption',
  defaultMessage: '{room} · {floor} · {status}',
});

export const housekeepingMessages = defineMessages({
  dirty: { id: 'reservation.new.housekeeping.dirty', defaultMessage: 'dirty' },
  clean: { id: 'reservation.new.housekeeping.clean', defaultMessage: 'clean' },
  inspected: { id: 'reservation.new.housekeeping.inspected', defaultMessage: 'inspected' },
});

export const rateForMessage = defineMessage<{ night: string }>({
  id: 'reservation.new.rateFor',
  defaultMessage: 'Rate for {night}',
});

export const reasonForMessage = defineMessage<{ night: string }>({
  id: 'reservation.new.reasonFor',
  defaultMessage: 'Reason for {night}',
});

export const ratesSummaryMessage = defineMessage<{ nights: number; total: string }>({
  id: 'reservation.new.ratesSummary',
  defaultMessage: '{nights, plural, one {# night} other {# nights}} · {total}',
});

export const bookedSummaryMessage = defineMessage<{
  rooms: number;
  booker: string;
  arrival: string;
  departure: string;
  total: string;
}>({
  id: 'reservation.new.bookedSummary',
  defaultMessage: '{rooms, plural, one {# room} other {# rooms}} for {booker}, {arrival} – {departure}, total {total}.',
});

export const guestCreatedMessage = defineMessage<{ name: string }>({
  id: 'reservation.new.guestCreated',
  defaultMessage: '{name} is now a guest profile and books this reservation.',
});
