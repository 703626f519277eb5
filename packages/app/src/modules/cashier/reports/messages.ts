import { defineMessages } from 'react-intl';

/** What each cashier report lists (issue 18); the titles are the menu's page names. */
export const cashierReportIntros = defineMessages({
  highBalanceIntro: {
    id: 'cashier.reports.highBalance.intro',
    defaultMessage:
      'Open guest folios of guests in house, and open house accounts, whose balance is above the amount chosen; highest first.',
  },
  depositLedgerIntro: {
    id: 'cashier.reports.depositLedger.intro',
    defaultMessage:
      'Deposits held per booking: held before the period, new deposits, refunds, forfeited, moved to the guest folio at check-in, and held at its end.',
  },
  depositTransferIntro: {
    id: 'cashier.reports.depositTransfer.intro',
    defaultMessage:
      'Deposits moved from the booking to the guest folio at check-in, and back where a check-in was taken back.',
  },
  departureExtendedIntro: {
    id: 'cashier.reports.departureExtended.intro',
    defaultMessage:
      'In-house stays whose departure was moved later in the period: the departure before and after, and who extended it.',
  },
  currencyExchangeIntro: {
    id: 'cashier.reports.currencyExchange.intro',
    defaultMessage:
      'Payments taken in foreign currency per shift, currency and rate: the amount tendered, the rate kept and the local amount.',
  },
  correctionsIntro: {
    id: 'cashier.reports.corrections.intro',
    defaultMessage:
      'Postings voided and postings corrected in the period, charges and payments: what was cancelled, why, by whom and when.',
  },
  checkedOutMessagesIntro: {
    id: 'cashier.reports.checkedOutMessages.intro',
    defaultMessage: 'Messages never delivered to guests who checked out in the period.',
  },
  closedShiftIntro: {
    id: 'cashier.reports.closedShift.intro',
    defaultMessage:
      'Closed shifts with the totals frozen at the close per payment type and currency, and the cash counted against them.',
  },
  closedShiftTimeIntro: {
    id: 'cashier.reports.closedShiftTime.intro',
    defaultMessage:
      'Closed shifts: who worked them, when they opened and closed, how long they ran and what they posted.',
  },
  postingJournalIntro: {
    id: 'cashier.reports.postingJournal.intro',
    defaultMessage:
      'Every posting of the period in the order made, or summed per transaction code. Void postings are listed but not totalled.',
  },
});

/** The reports' parameters. */
export const cashierReportParameters = defineMessages({
  hotelDates: { id: 'cashier.reports.hotelDates', defaultMessage: 'Hotel dates' },
  shiftDates: { id: 'cashier.reports.shiftDates', defaultMessage: 'Shift dates' },
  checkedOutBetween: { id: 'cashier.reports.checkedOutBetween', defaultMessage: 'Checked out between' },
  extendedBetween: { id: 'cashier.reports.extendedBetween', defaultMessage: 'Extended between' },
  threshold: { id: 'cashier.reports.threshold', defaultMessage: 'Balance above' },
  defaultThreshold: { id: 'cashier.reports.defaultThreshold', defaultMessage: '5,000.00 (default)' },
  grouping: { id: 'cashier.reports.grouping', defaultMessage: 'Show' },
  eachPosting: { id: 'cashier.reports.eachPosting', defaultMessage: 'Each posting' },
  byTransactionCode: { id: 'cashier.reports.byTransactionCode', defaultMessage: 'Totals by transaction code' },
});

/** Column headings by the server's column key (report/cashierReport). */
export const cashierReportColumns = defineMessages({
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

/** Headings a report gives a shared column key its own way. */
export const cashierReportColumnVariants = defineMessages({
  depositMoved: { id: 'cashier.reports.column.depositMoved', defaultMessage: 'Deposit moved' },
  amountTendered: { id: 'cashier.reports.column.amountTendered', defaultMessage: 'Tendered' },
});

/** The stable words of the folio, action, type and status columns, in the staff language. */
export const cashierReportWords = defineMessages({
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
