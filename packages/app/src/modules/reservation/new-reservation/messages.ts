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
      'A guest at the desk books from tonight: arrival is the hotel date. To book and check in at once, use Reception › New Walk-in.',
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
    defaultMessage: 'The room is booked from tonight. Check the guest in from Reception › Check-in.',
  },
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
