import { defineMessage, defineMessages } from 'react-intl';

/** The report framework (shared/report): parameters, actions and the print layout of every report. */
export const reportMessages = defineMessages({
  parameters: { id: 'report.parameters', defaultMessage: 'Report parameters' },
  period: { id: 'report.period', defaultMessage: 'Period' },
  run: { id: 'report.run', defaultMessage: 'Run' },
  exportCsv: { id: 'report.exportCsv', defaultMessage: 'Export CSV' },
  print: { id: 'report.print', defaultMessage: 'Print' },
  actions: { id: 'report.actions', defaultMessage: 'Report actions' },
  total: { id: 'report.total', defaultMessage: 'Total' },
  // The specification's text for an empty list, kept word for word.
  noData: { id: 'report.noData', defaultMessage: 'No data to display' },
  hotelDate: { id: 'report.hotelDate', defaultMessage: 'Hotel date' },
  generatedAt: { id: 'report.generatedAt', defaultMessage: 'Generated' },
  periodRequired: { id: 'report.periodRequired', defaultMessage: 'Choose the first and the last day.' },
  dateRequired: { id: 'report.dateRequired', defaultMessage: 'Choose a day.' },
  notRun: {
    id: 'report.notRun',
    defaultMessage: 'The report below is still for the earlier choice: press Run to show the new one.',
  },
  roomType: { id: 'report.roomType', defaultMessage: 'Room type' },
  allRoomTypes: { id: 'report.allRoomTypes', defaultMessage: 'All room types' },
  floor: { id: 'report.floor', defaultMessage: 'Floor' },
  allFloors: { id: 'report.allFloors', defaultMessage: 'All floors' },
  company: { id: 'report.company', defaultMessage: 'Company' },
  allCompanies: { id: 'report.allCompanies', defaultMessage: 'All companies' },
  channel: { id: 'report.channel', defaultMessage: 'Channel' },
  allChannels: { id: 'report.allChannels', defaultMessage: 'All channels' },
  ota: { id: 'report.channel.ota', defaultMessage: 'OTA' },
  nonOta: { id: 'report.channel.nonOta', defaultMessage: 'Non-OTA' },
});

export const periodTooLongMessage = defineMessage<{ max: number }>({
  id: 'report.periodTooLong',
  defaultMessage: 'Choose at most {max} days.',
});

export const periodPastMessage = defineMessage<{ date: string }>({
  id: 'report.periodPast',
  defaultMessage: 'The period must end before the hotel date, {date}.',
});

export const dayCountMessage = defineMessage<{ count: number }>({
  id: 'report.dayCount',
  defaultMessage: '{count, plural, one {# day} other {# days}}',
});

export const rowCountMessage = defineMessage<{ count: number }>({
  id: 'report.rowCount',
  defaultMessage: '{count, plural, =0 {No rows} one {# row} other {# rows}}',
});

/** The page number in the printed page's corner; {page} and {pages} become the printer's counters. */
export const pageNumberMessage = defineMessage<{ page: string; pages: string }>({
  id: 'report.pageNumber',
  defaultMessage: 'Page {page} of {pages}',
});

/** A parameter as the printed report lists it, e.g. "Room type: DLX". */
export const parameterValueMessage = defineMessage<{ label: string; value: string }>({
  id: 'report.parameterValue',
  defaultMessage: '{label}: {value}',
});

/** A period in the printed report, "01-Nov-2026 – 30-Nov-2026". */
export const periodValueMessage = defineMessage<{ from: string; to: string }>({
  id: 'report.periodValue',
  defaultMessage: '{from} – {to}',
});

/**
 * Column headings of the reports on postings and folios by the server's column key
 * (report/cashierReport, report/financeReport). The ids keep the cashier's prefix, where they began.
 */
export const postingReportColumns = defineMessages({
  roomNumber: { id: 'cashier.reports.column.roomNumber', defaultMessage: 'Room' },
  guest: { id: 'cashier.reports.column.guest', defaultMessage: 'Guest / account' },
  folioKind: { id: 'cashier.reports.column.folioKind', defaultMessage: 'Folio' },
  confirmationNumber: { id: 'cashier.reports.column.confirmationNumber', defaultMessage: 'Confirmation no.' },
  arrival: { id: 'cashier.reports.column.arrival', defaultMessage: 'Arrival' },
  departure: { id: 'cashier.reports.column.departure', defaultMessage: 'Departure' },
  charges: { id: 'cashier.reports.column.charges', defaultMessage: 'Charges' },
  payments: { id: 'cashier.reports.column.payments', defaultMessage: 'Payments' },
  balance: { id: 'cashier.reports.column.balance', defaultMessage: 'Balance' },
  opening: { id: 'cashier.reports.column.opening', defaultMessage: 'Opening' },
  newDeposits: { id: 'cashier.reports.column.newDeposits', defaultMessage: 'New deposits' },
  refunds: { id: 'cashier.reports.column.refunds', defaultMessage: 'Refunds' },
  forfeited: { id: 'cashier.reports.column.forfeited', defaultMessage: 'Forfeited' },
  toGuestLedger: { id: 'cashier.reports.column.toGuestLedger', defaultMessage: 'To guest ledger' },
  otherMovements: { id: 'cashier.reports.column.otherMovements', defaultMessage: 'Other' },
  closing: { id: 'cashier.reports.column.closing', defaultMessage: 'Closing' },
  transferredOn: { id: 'cashier.reports.column.transferredOn', defaultMessage: 'Moved on' },
  postings: { id: 'cashier.reports.column.postings', defaultMessage: 'Postings' },
  amount: { id: 'cashier.reports.column.amount', defaultMessage: 'Amount' },
  transferredTime: { id: 'cashier.reports.column.transferredTime', defaultMessage: 'Time (UTC)' },
  direction: { id: 'cashier.reports.column.direction', defaultMessage: 'Move' },
  transferredBy: { id: 'cashier.reports.column.transferredBy', defaultMessage: 'Moved by' },
  checkedOutOn: { id: 'cashier.reports.column.checkedOutOn', defaultMessage: 'Checked out on' },
  extendedOn: { id: 'cashier.reports.column.extendedOn', defaultMessage: 'Extended on' },
  extendedTime: { id: 'cashier.reports.column.extendedTime', defaultMessage: 'Time (UTC)' },
  previousDeparture: { id: 'cashier.reports.column.previousDeparture', defaultMessage: 'Was due out' },
  nightsAdded: { id: 'cashier.reports.column.nightsAdded', defaultMessage: 'Nights added' },
  extendedBy: { id: 'cashier.reports.column.extendedBy', defaultMessage: 'Extended by' },
  hotelDate: { id: 'cashier.reports.column.hotelDate', defaultMessage: 'Hotel date' },
  shift: { id: 'cashier.reports.column.shift', defaultMessage: 'Shift' },
  cashier: { id: 'cashier.reports.column.cashier', defaultMessage: 'Cashier' },
  currencyCode: { id: 'cashier.reports.column.currencyCode', defaultMessage: 'Currency' },
  foreignAmount: { id: 'cashier.reports.column.foreignAmount', defaultMessage: 'Foreign amount' },
  exchangeRate: { id: 'cashier.reports.column.exchangeRate', defaultMessage: 'Rate' },
  localAmount: { id: 'cashier.reports.column.localAmount', defaultMessage: 'Local amount' },
  actionOn: { id: 'cashier.reports.column.actionOn', defaultMessage: 'Date' },
  actionTime: { id: 'cashier.reports.column.actionTime', defaultMessage: 'Time (UTC)' },
  action: { id: 'cashier.reports.column.action', defaultMessage: 'Action' },
  kind: { id: 'cashier.reports.column.kind', defaultMessage: 'Type' },
  transactionCode: { id: 'cashier.reports.column.transactionCode', defaultMessage: 'Code' },
  description: { id: 'cashier.reports.column.description', defaultMessage: 'Description' },
  postedOn: { id: 'cashier.reports.column.postedOn', defaultMessage: 'Posted on' },
  postedBy: { id: 'cashier.reports.column.postedBy', defaultMessage: 'Posted by' },
  reason: { id: 'cashier.reports.column.reason', defaultMessage: 'Reason' },
  actionBy: { id: 'cashier.reports.column.actionBy', defaultMessage: 'By' },
  takenOn: { id: 'cashier.reports.column.takenOn', defaultMessage: 'Taken on' },
  takenTime: { id: 'cashier.reports.column.takenTime', defaultMessage: 'Time (UTC)' },
  fromName: { id: 'cashier.reports.column.fromName', defaultMessage: 'From' },
  fromContact: { id: 'cashier.reports.column.fromContact', defaultMessage: 'Contact' },
  message: { id: 'cashier.reports.column.message', defaultMessage: 'Message' },
  takenBy: { id: 'cashier.reports.column.takenBy', defaultMessage: 'Taken by' },
  closedTime: { id: 'cashier.reports.column.closedTime', defaultMessage: 'Closed (UTC)' },
  paymentType: { id: 'cashier.reports.column.paymentType', defaultMessage: 'Payment type' },
  expected: { id: 'cashier.reports.column.expected', defaultMessage: 'Expected cash' },
  counted: { id: 'cashier.reports.column.counted', defaultMessage: 'Counted' },
  variance: { id: 'cashier.reports.column.variance', defaultMessage: 'Variance' },
  openedOn: { id: 'cashier.reports.column.openedOn', defaultMessage: 'Opened on' },
  openedTime: { id: 'cashier.reports.column.openedTime', defaultMessage: 'Opened (UTC)' },
  closedOn: { id: 'cashier.reports.column.closedOn', defaultMessage: 'Closed on' },
  duration: { id: 'cashier.reports.column.duration', defaultMessage: 'Duration (h:mm)' },
  closedBy: { id: 'cashier.reports.column.closedBy', defaultMessage: 'Closed by' },
  postedTime: { id: 'cashier.reports.column.postedTime', defaultMessage: 'Time (UTC)' },
  folio: { id: 'cashier.reports.column.folio', defaultMessage: 'Folio' },
  window: { id: 'cashier.reports.column.window', defaultMessage: 'Window' },
  quantity: { id: 'cashier.reports.column.quantity', defaultMessage: 'Qty' },
  netAmount: { id: 'cashier.reports.column.netAmount', defaultMessage: 'Net' },
  serviceCharge: { id: 'cashier.reports.column.serviceCharge', defaultMessage: 'Service' },
  tax: { id: 'cashier.reports.column.tax', defaultMessage: 'Tax' },
  total: { id: 'cashier.reports.column.total', defaultMessage: 'Total' },
  status: { id: 'cashier.reports.column.status', defaultMessage: 'Status' },
});

/** The stable words of the folio, action, type and status columns, in the staff language. */
export const postingReportWords = defineMessages({
  stay: { id: 'cashier.reports.word.stay', defaultMessage: 'Guest' },
  house: { id: 'cashier.reports.word.house', defaultMessage: 'House' },
  company: { id: 'cashier.reports.word.company', defaultMessage: 'Company' },
  reservation: { id: 'cashier.reports.word.reservation', defaultMessage: 'Deposit' },
  void: { id: 'cashier.reports.word.void', defaultMessage: 'Void' },
  correction: { id: 'cashier.reports.word.correction', defaultMessage: 'Correction' },
  'transfer-out': { id: 'cashier.reports.word.transferOut', defaultMessage: 'Transferred out' },
  'transfer-in': { id: 'cashier.reports.word.transferIn', defaultMessage: 'Transferred in' },
  'check-in': { id: 'cashier.reports.word.checkIn', defaultMessage: 'At check-in' },
  'undo-check-in': { id: 'cashier.reports.word.undoCheckIn', defaultMessage: 'Check-in taken back' },
  charge: { id: 'cashier.reports.word.charge', defaultMessage: 'Charge' },
  payment: { id: 'cashier.reports.word.payment', defaultMessage: 'Payment' },
});
