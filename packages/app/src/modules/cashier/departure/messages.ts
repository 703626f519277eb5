import { defineMessage } from 'react-intl';

/** Expected and actual departures (app/cashier/expect-departure, app/cashier/actual-departure). */
export const departureMessages = {
  expectedTitle: defineMessage({ id: 'cashier.departure.expectedTitle', defaultMessage: 'Expected departures' }),
  expectedIntro: defineMessage<{ date: string }>({
    id: 'cashier.departure.expectedIntro',
    defaultMessage:
      'Guests due out on hotel date {date} with the balance of every folio window. Settle each window, then check out: the room becomes vacant dirty and the folio closes.',
  }),
  actualTitle: defineMessage({ id: 'cashier.departure.actualTitle', defaultMessage: 'Actual departures' }),
  actualIntro: defineMessage({
    id: 'cashier.departure.actualIntro',
    defaultMessage:
      'Guests checked out on a date, with who checked them out and when. A check-out of the hotel date is reversed while its room is still free.',
  }),
  search: defineMessage({ id: 'cashier.departure.search', defaultMessage: 'Find guest' }),
  searchPlaceholder: defineMessage({
    id: 'cashier.departure.searchPlaceholder',
    defaultMessage: 'Room, confirmation no. or name',
  }),
  count: defineMessage<{ count: number }>({
    id: 'cashier.departure.count',
    defaultMessage: '{count, plural, one {# stay} other {# stays}}',
  }),
  allInHouse: defineMessage({ id: 'cashier.departure.allInHouse', defaultMessage: 'All in-house (early departure)' }),
  date: defineMessage({ id: 'cashier.departure.date', defaultMessage: 'Checked out on' }),
  toolbar: defineMessage({ id: 'cashier.departure.toolbar', defaultMessage: 'Departure actions' }),
  pay: defineMessage({ id: 'cashier.departure.pay', defaultMessage: 'Take payment' }),
  openFolio: defineMessage({ id: 'cashier.departure.openFolio', defaultMessage: 'Open folio' }),
  checkOut: defineMessage({ id: 'cashier.departure.checkOut', defaultMessage: 'Check out' }),
  reverse: defineMessage({ id: 'cashier.departure.reverse', defaultMessage: 'Reverse check-out' }),
  reload: defineMessage({ id: 'cashier.departure.reload', defaultMessage: 'Reload' }),
  room: defineMessage({ id: 'cashier.departure.room', defaultMessage: 'Room' }),
  guest: defineMessage({ id: 'cashier.departure.guest', defaultMessage: 'Guest / company' }),
  type: defineMessage({ id: 'cashier.departure.type', defaultMessage: 'Type' }),
  confirmation: defineMessage({ id: 'cashier.departure.confirmation', defaultMessage: 'Conf. no.' }),
  arrival: defineMessage({ id: 'cashier.departure.arrival', defaultMessage: 'Arrival' }),
  departure: defineMessage({ id: 'cashier.departure.departure', defaultMessage: 'Departure' }),
  status: defineMessage({ id: 'cashier.departure.status', defaultMessage: 'Status' }),
  window: defineMessage<{ window: number }>({ id: 'cashier.departure.window', defaultMessage: 'Window {window}' }),
  balance: defineMessage({ id: 'cashier.departure.balance', defaultMessage: 'Balance' }),
  checkedOutAt: defineMessage({ id: 'cashier.departure.checkedOutAt', defaultMessage: 'Checked out at' }),
  checkedOutBy: defineMessage({ id: 'cashier.departure.checkedOutBy', defaultMessage: 'By' }),
  note: defineMessage({ id: 'cashier.departure.note', defaultMessage: 'Note' }),
  stateSettled: defineMessage({ id: 'cashier.departure.stateSettled', defaultMessage: 'Settled' }),
  stateOpen: defineMessage({ id: 'cashier.departure.stateOpen', defaultMessage: 'Balance open' }),
  stateCredit: defineMessage({ id: 'cashier.departure.stateCredit', defaultMessage: 'In credit' }),
  stateNotDue: defineMessage({ id: 'cashier.departure.stateNotDue', defaultMessage: 'Not due out' }),
  stateOut: defineMessage({ id: 'cashier.departure.stateOut', defaultMessage: 'Checked out' }),
  stateReversible: defineMessage({ id: 'cashier.departure.stateReversible', defaultMessage: 'Reversible' }),
  early: defineMessage<{ date: string }>({
    id: 'cashier.departure.early',
    defaultMessage: 'Early departure (was due {date})',
  }),
  late: defineMessage({ id: 'cashier.departure.late', defaultMessage: 'Late check-out' }),
  none: defineMessage({ id: 'cashier.departure.none', defaultMessage: '—' }),
  confirmTitle: defineMessage({ id: 'cashier.departure.confirmTitle', defaultMessage: 'Check out' }),
  confirmMessage: defineMessage<{ room: string; guest: string }>({
    id: 'cashier.departure.confirmMessage',
    defaultMessage: 'Check out room {room}, {guest}? The folio closes and the room becomes vacant dirty.',
  }),
  confirmEarly: defineMessage<{ room: string; guest: string; departure: string }>({
    id: 'cashier.departure.confirmEarly',
    defaultMessage:
      'Room {room}, {guest} is due out on {departure}. Check out now as an early departure? The nights after today are given up.',
  }),
  confirmReverseTitle: defineMessage({
    id: 'cashier.departure.confirmReverseTitle',
    defaultMessage: 'Reverse check-out',
  }),
  confirmReverse: defineMessage<{ room: string; guest: string }>({
    id: 'cashier.departure.confirmReverse',
    defaultMessage: 'Put room {room}, {guest} back in house? The folio opens again.',
  }),
  checkedOut: defineMessage<{ room: string }>({
    id: 'cashier.departure.checkedOut',
    defaultMessage: 'Room {room} is checked out.',
  }),
  reversed: defineMessage<{ room: string }>({
    id: 'cashier.departure.reversed',
    defaultMessage: 'Room {room} is in house again.',
  }),
  success: defineMessage({ id: 'cashier.departure.success', defaultMessage: 'Done' }),
  settleFirst: defineMessage<{ windows: string }>({
    id: 'cashier.departure.settleFirst',
    defaultMessage: 'Settle every window before check-out: {windows}.',
  }),
  windowBalance: defineMessage<{ window: number; amount: string }>({
    id: 'cashier.departure.windowBalance',
    defaultMessage: 'window {window} {amount}',
  }),
  notSettled: defineMessage({ id: 'cashier.departure.notSettled', defaultMessage: 'Not checked out' }),
};
