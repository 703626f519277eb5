import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the Outlet Services home (/menu/app/outlet). */
export const outletMessages = defineMessages({
  title: { id: 'outlet.services.title', defaultMessage: 'Outlet Services' },
  intro: {
    id: 'outlet.services.intro',
    defaultMessage:
      'The hotel’s restaurants, bars and other points of sale. Choose an outlet, add what the guest had to the check, and charge it to the guest’s room or take payment.',
  },
  outletsHeading: { id: 'outlet.services.outlets.heading', defaultMessage: 'Outlets' },
  postsToRoom: { id: 'outlet.services.postsToRoom', defaultMessage: 'Posts to room folios' },
  noDepartment: { id: 'outlet.services.noDepartment', defaultMessage: 'No department' },
  chooseOutlet: {
    id: 'outlet.services.chooseOutlet',
    defaultMessage: 'Choose an outlet above to see what it sells.',
  },
  searchLabel: { id: 'outlet.services.search.label', defaultMessage: 'Search items' },
  searchPlaceholder: { id: 'outlet.services.search.placeholder', defaultMessage: 'Code or name' },
  columnCode: { id: 'outlet.services.column.code', defaultMessage: 'Code' },
  columnName: { id: 'outlet.services.column.name', defaultMessage: 'Name' },
  columnPrice: { id: 'outlet.services.column.price', defaultMessage: 'Price' },
  noItems: {
    id: 'outlet.services.items.none',
    defaultMessage: 'This outlet sells nothing yet. Its items are set up under Config › Outlet items.',
  },
  noOutletsTitle: { id: 'outlet.services.outlets.none.title', defaultMessage: 'No outlets yet' },
  noOutletsBody: {
    id: 'outlet.services.outlets.none.body',
    defaultMessage:
      'Outlets are set up under Config › Outlets, and what they sell under Config › Outlet items, by a user with the configuration role.',
  },
  loading: { id: 'outlet.services.loading', defaultMessage: 'Loading the outlets…' },
  retry: { id: 'outlet.services.retry', defaultMessage: 'Try again' },
});

export const itemCountMessage = defineMessage<{ count: number }>({
  id: 'outlet.services.itemCount',
  defaultMessage: '{count, plural, one {# item} other {# items}}',
});

export const itemsHeadingMessage = defineMessage<{ outlet: string }>({
  id: 'outlet.services.items.heading',
  defaultMessage: 'Items of {outlet}',
});

export const itemsShownMessage = defineMessage<{ shown: number; total: number }>({
  id: 'outlet.services.items.shown',
  defaultMessage: '{shown} of {total, plural, one {# item} other {# items}}',
});

export const noMatchMessage = defineMessage<{ search: string }>({
  id: 'outlet.services.items.noMatch',
  defaultMessage: 'No item of this outlet has “{search}” in its code or name.',
});

/** Texts of the outlet sale (issue 18): a check of the outlet's items, to a room or paid now. */
export const saleMessages = defineMessages({
  checkTitle: { id: 'outlet.sale.check.title', defaultMessage: 'New check' },
  checkNumber: { id: 'outlet.sale.checkNumber', defaultMessage: 'Check number' },
  checkNumberHelp: {
    id: 'outlet.sale.checkNumber.help',
    defaultMessage: 'The number on the outlet’s bill. A check is posted once a day.',
  },
  checkNumberRequired: { id: 'outlet.sale.checkNumber.required', defaultMessage: 'Enter the check number' },
  addHint: {
    id: 'outlet.sale.addHint',
    defaultMessage: 'Add items from the price list: select a row or press Add.',
  },
  add: { id: 'outlet.sale.add', defaultMessage: 'Add' },
  columnAdd: { id: 'outlet.sale.column.add', defaultMessage: 'Add to check' },
  lineItem: { id: 'outlet.sale.line.item', defaultMessage: 'Item' },
  lineQuantity: { id: 'outlet.sale.line.quantity', defaultMessage: 'Qty' },
  lineAmount: { id: 'outlet.sale.line.amount', defaultMessage: 'Amount' },
  net: { id: 'outlet.sale.total.net', defaultMessage: 'Net' },
  serviceCharge: { id: 'outlet.sale.total.service', defaultMessage: 'Service charge' },
  tax: { id: 'outlet.sale.total.tax', defaultMessage: 'Tax' },
  total: { id: 'outlet.sale.total.total', defaultMessage: 'Total' },
  quoteFailed: { id: 'outlet.sale.quote.failed', defaultMessage: 'The totals could not be computed' },
  settlement: { id: 'outlet.sale.settlement', defaultMessage: 'Settlement' },
  toRoom: { id: 'outlet.sale.settlement.room', defaultMessage: 'Charge to room' },
  payNow: { id: 'outlet.sale.settlement.paid', defaultMessage: 'Pay now' },
  noRoomCharge: {
    id: 'outlet.sale.settlement.noRoom',
    defaultMessage: 'This outlet does not charge to rooms.',
  },
  roomNumber: { id: 'outlet.sale.roomNumber', defaultMessage: 'Room number' },
  findGuest: { id: 'outlet.sale.findGuest', defaultMessage: 'Find guest' },
  roomRequired: { id: 'outlet.sale.roomNumber.required', defaultMessage: 'Enter the room number' },
  confirmRequired: {
    id: 'outlet.sale.confirmGuest.required',
    defaultMessage: 'Find the room’s guest and confirm the name',
  },
  paymentType: { id: 'outlet.sale.paymentType', defaultMessage: 'Payment type' },
  paymentRequired: { id: 'outlet.sale.paymentType.required', defaultMessage: 'Choose how the guest pays' },
  post: { id: 'outlet.sale.post', defaultMessage: 'Post check' },
  clear: { id: 'outlet.sale.clear', defaultMessage: 'Clear' },
  itemsRequired: { id: 'outlet.sale.items.required', defaultMessage: 'Add at least one item' },
  shiftNone: {
    id: 'outlet.sale.shift.none',
    defaultMessage: 'No cashier shift open: one is asked for when you post.',
  },
  shiftTitle: { id: 'outlet.sale.shift.title', defaultMessage: 'Open a cashier shift' },
  shiftMessage: {
    id: 'outlet.sale.shift.message',
    defaultMessage: 'Outlet sales are posted in your cashier shift. Which shift do you open?',
  },
  postedTitle: { id: 'outlet.sale.posted.title', defaultMessage: 'Check posted' },
  notPosted: { id: 'outlet.sale.notPosted', defaultMessage: 'The check was not posted' },
  refusedNoShift: {
    id: 'outlet.sale.refused.noShift',
    defaultMessage: 'You have no open cashier shift. Open one here or on the cashier’s Posting screen.',
  },
  refusedNotInHouse: { id: 'outlet.sale.refused.notInHouse', defaultMessage: 'Nobody is in house in this room.' },
  refusedNoRoom: { id: 'outlet.sale.refused.noRoom', defaultMessage: 'There is no such room.' },
  refusedName: {
    id: 'outlet.sale.refused.name',
    defaultMessage: 'The name does not match the guest in house in this room.',
  },
  refusedPosted: {
    id: 'outlet.sale.refused.posted',
    defaultMessage: 'This check number is posted already today for this outlet.',
  },
  refusedNoRoomCharge: {
    id: 'outlet.sale.refused.noRoomCharge',
    defaultMessage: 'This outlet does not charge to rooms.',
  },
  openCashier: { id: 'outlet.sale.openCashier', defaultMessage: 'Open the cashier’s Posting screen' },
  salesNone: { id: 'outlet.sale.list.none', defaultMessage: 'No check posted today yet.' },
  columnCheck: { id: 'outlet.sale.column.check', defaultMessage: 'Check' },
  columnTime: { id: 'outlet.sale.column.time', defaultMessage: 'Time' },
  columnSettlement: { id: 'outlet.sale.column.settlement', defaultMessage: 'Settled' },
  columnTo: { id: 'outlet.sale.column.to', defaultMessage: 'Room or payment' },
  columnItems: { id: 'outlet.sale.column.items', defaultMessage: 'Items' },
  columnTotal: { id: 'outlet.sale.column.total', defaultMessage: 'Total' },
  columnCashier: { id: 'outlet.sale.column.cashier', defaultMessage: 'Cashier' },
  salesTotal: { id: 'outlet.sale.list.total', defaultMessage: 'Total of the day' },
});

export const postedRoomMessage = defineMessage<{ check: string; total: string; room: string; guest: string }>({
  id: 'outlet.sale.posted.room',
  defaultMessage: 'Check {check}: {total} charged to room {room}, {guest}.',
});

export const postedPaidMessage = defineMessage<{ check: string; total: string; payment: string }>({
  id: 'outlet.sale.posted.paid',
  defaultMessage: 'Check {check}: {total} paid by {payment}.',
});

export const shiftOpenMessage = defineMessage<{ shift: string }>({
  id: 'outlet.sale.shift.open',
  defaultMessage: '{shift} shift open',
});

export const removeLineMessage = defineMessage<{ item: string }>({
  id: 'outlet.sale.line.remove',
  defaultMessage: 'Remove {item}',
});

export const confirmGuestMessage = defineMessage<{ name: string }>({
  id: 'outlet.sale.confirmGuest',
  defaultMessage: 'The guest confirms the name {name}',
});

export const inHouseGuestMessage = defineMessage<{ departure: string }>({
  id: 'outlet.sale.inHouse',
  defaultMessage: 'In house until {departure}',
});

export const dueMessage = defineMessage<{ amount: string; currency: string; rate: string }>({
  id: 'outlet.sale.due',
  defaultMessage: 'Due {amount} {currency} at {rate}',
});

export const salesTitleMessage = defineMessage<{ outlet: string }>({
  id: 'outlet.sale.list.title',
  defaultMessage: 'Today’s checks of {outlet}',
});
