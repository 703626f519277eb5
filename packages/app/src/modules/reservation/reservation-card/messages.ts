import { defineMessage, defineMessages } from 'react-intl';

/** The reservation card (app/reservation-card and app/reservation-card/:hash). */
export const cardMessages = defineMessages({
  title: { id: 'reservation.card.title', defaultMessage: 'Reservation Card' },
  findIntro: {
    id: 'reservation.card.findIntro',
    defaultMessage: 'Enter a booking’s confirmation number to open its card, ready to print.',
  },
  confirmationNumber: { id: 'reservation.card.confirmationNumber', defaultMessage: 'Confirmation no.' },
  open: { id: 'reservation.card.open', defaultMessage: 'Open card' },
  notANumber: { id: 'reservation.card.notANumber', defaultMessage: 'Not a booking of this hotel.' },
  print: { id: 'reservation.card.print', defaultMessage: 'Print' },
  findAnother: { id: 'reservation.card.findAnother', defaultMessage: 'Another card' },
  editReservation: { id: 'reservation.card.editReservation', defaultMessage: 'Edit reservation' },
  actions: { id: 'reservation.card.actions', defaultMessage: 'Card actions' },
  loadFailed: { id: 'reservation.card.loadFailed', defaultMessage: 'The card could not be made.' },

  status: { id: 'reservation.card.status', defaultMessage: 'Status' },
  bookedOn: { id: 'reservation.card.bookedOn', defaultMessage: 'Booked on' },
  guest: { id: 'reservation.card.guest', defaultMessage: 'Guest' },
  company: { id: 'reservation.card.company', defaultMessage: 'Company' },
  channel: { id: 'reservation.card.channel', defaultMessage: 'Channel' },
  arrival: { id: 'reservation.card.arrival', defaultMessage: 'Arrival' },
  departure: { id: 'reservation.card.departure', defaultMessage: 'Departure' },
  stays: { id: 'reservation.card.stays', defaultMessage: 'Rooms' },
  line: { id: 'reservation.card.line', defaultMessage: 'No.' },
  roomType: { id: 'reservation.card.roomType', defaultMessage: 'Room type' },
  room: { id: 'reservation.card.room', defaultMessage: 'Room' },
  toBeAssigned: { id: 'reservation.card.toBeAssigned', defaultMessage: 'To be assigned' },
  nights: { id: 'reservation.card.nights', defaultMessage: 'Nights' },
  guests: { id: 'reservation.card.guests', defaultMessage: 'Adults / children' },
  mealPlan: { id: 'reservation.card.mealPlan', defaultMessage: 'Meal plan' },
  roomOnly: { id: 'reservation.card.roomOnly', defaultMessage: 'Room only' },
  ratePerNight: { id: 'reservation.card.ratePerNight', defaultMessage: 'Rate per night' },
  amount: { id: 'reservation.card.amount', defaultMessage: 'Amount' },
  total: { id: 'reservation.card.total', defaultMessage: 'Total' },
  depositRequired: { id: 'reservation.card.depositRequired', defaultMessage: 'Deposit required' },
  noDeposit: { id: 'reservation.card.noDeposit', defaultMessage: 'None' },
  remark: { id: 'reservation.card.remark', defaultMessage: 'Remark' },
  hotelTimes: { id: 'reservation.card.hotelTimes', defaultMessage: 'Check-in and check-out' },
  guestSignature: { id: 'reservation.card.guestSignature', defaultMessage: 'Guest signature' },
  staffSignature: { id: 'reservation.card.staffSignature', defaultMessage: 'Received by' },
  date: { id: 'reservation.card.date', defaultMessage: 'Date' },
  cancelled: { id: 'reservation.card.cancelled', defaultMessage: 'This booking is cancelled.' },
  nonOta: { id: 'reservation.card.nonOta', defaultMessage: 'Non-OTA' },
  ota: { id: 'reservation.card.ota', defaultMessage: 'OTA' },
  contractPrices: { id: 'reservation.card.contractPrices', defaultMessage: 'How the contract prices the rooms' },
});

export const notFoundMessage = defineMessage<{ number: string }>({
  id: 'reservation.card.notFound',
  defaultMessage: 'No booking has confirmation number {number}.',
});

export const timesMessage = defineMessage<{ checkIn: string; checkOut: string }>({
  id: 'reservation.card.times',
  defaultMessage: 'Check-in from {checkIn} · check-out by {checkOut}',
});

export const dueMessage = defineMessage<{ amount: string; date: string }>({
  id: 'reservation.card.due',
  defaultMessage: '{amount}, due {date}',
});

export const rateRunMessage = defineMessage<{ nights: number; amount: string }>({
  id: 'reservation.card.rateRun',
  defaultMessage: '{nights} × {amount}',
});

export const printedMessage = defineMessage<{ at: string }>({
  id: 'reservation.card.printed',
  defaultMessage: 'Printed {at}',
});

export const cardTitleMessage = defineMessage<{ number: string }>({
  id: 'reservation.card.heading',
  defaultMessage: 'Reservation card {number}',
});

export const stayContractMessage = defineMessage<{ code: string; version: number }>({
  id: 'reservation.card.stayContract',
  defaultMessage: 'Contract {code}, version {version}',
});

export const contractStayMessage = defineMessage<{ line: number; type: string }>({
  id: 'reservation.card.contractStay',
  defaultMessage: 'Room {line} · {type}',
});
