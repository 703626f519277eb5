import { defineMessage } from 'react-intl';

/** The cashier's shift: the shift choice before posting and the shift line screens show. */
export const shiftMessages = {
  chooseTitle: defineMessage({ id: 'cashier.shift.chooseTitle', defaultMessage: 'Open a shift' }),
  chooseMessage: defineMessage({
    id: 'cashier.shift.chooseMessage',
    defaultMessage: 'You have no shift open. Every posting belongs to a shift: which shift do you start?',
  }),
  openedTitle: defineMessage({ id: 'cashier.shift.openedTitle', defaultMessage: 'Shift opened' }),
  opened: defineMessage<{ shift: string }>({
    id: 'cashier.shift.opened',
    defaultMessage: 'Your {shift} shift is open.',
  }),
  none: defineMessage({ id: 'cashier.shift.none', defaultMessage: 'No shift open' }),
  current: defineMessage<{ shift: string; date: string; since: string }>({
    id: 'cashier.shift.current',
    defaultMessage: '{shift} shift of {date}, open since {since}',
  }),
  open: defineMessage({ id: 'cashier.shift.open', defaultMessage: 'Open shift' }),
  closedElsewhere: defineMessage({
    id: 'cashier.shift.closedElsewhere',
    defaultMessage: 'Your shift is no longer open (closed in another window). Open a shift and post again.',
  }),
};

/** Close shift (app/app-close-shift) and the closed shifts (app-report-close-shift). */
export const closeMessages = {
  title: defineMessage({ id: 'cashier.close.title', defaultMessage: 'Close shift' }),
  intro: defineMessage({
    id: 'cashier.close.intro',
    defaultMessage:
      'Review what your shift posted, count the cash in the drawer per currency and close. A closed shift takes no postings and is never changed.',
  }),
  noShift: defineMessage({ id: 'cashier.close.noShift', defaultMessage: 'You have no shift open' }),
  noShiftBody: defineMessage({
    id: 'cashier.close.noShiftBody',
    defaultMessage: 'Open a shift before posting; your closed shifts are under Close shift report.',
  }),
  shiftHeading: defineMessage<{ shift: string; date: string }>({
    id: 'cashier.close.shiftHeading',
    defaultMessage: '{shift} shift of {date}',
  }),
  shiftFacts: defineMessage<{ cashier: string; opened: string }>({
    id: 'cashier.close.shiftFacts',
    defaultMessage: 'Cashier {cashier} · opened {opened}',
  }),
  closedFacts: defineMessage<{ cashier: string; opened: string; closed: string; closedBy: string }>({
    id: 'cashier.close.closedFacts',
    defaultMessage: 'Cashier {cashier} · opened {opened} · closed {closed} by {closedBy}',
  }),
  byCode: defineMessage({ id: 'cashier.close.byCode', defaultMessage: 'Postings by transaction code' }),
  byPayment: defineMessage({ id: 'cashier.close.byPayment', defaultMessage: 'Payments by type and currency' }),
  cashCount: defineMessage({ id: 'cashier.close.cashCount', defaultMessage: 'Cash count' }),
  cashCountHelp: defineMessage({
    id: 'cashier.close.cashCountHelp',
    defaultMessage:
      'Count the drawer per currency and type what you counted (0 when there is none). The variance is counted minus expected.',
  }),
  code: defineMessage({ id: 'cashier.close.code', defaultMessage: 'Code' }),
  name: defineMessage({ id: 'cashier.close.name', defaultMessage: 'Name' }),
  kind: defineMessage({ id: 'cashier.close.kind', defaultMessage: 'Kind' }),
  kindCharge: defineMessage({ id: 'cashier.close.kindCharge', defaultMessage: 'Charge' }),
  kindPayment: defineMessage({ id: 'cashier.close.kindPayment', defaultMessage: 'Payment' }),
  count: defineMessage({ id: 'cashier.close.count', defaultMessage: 'Postings' }),
  net: defineMessage({ id: 'cashier.close.net', defaultMessage: 'Net' }),
  service: defineMessage({ id: 'cashier.close.service', defaultMessage: 'Service' }),
  tax: defineMessage({ id: 'cashier.close.tax', defaultMessage: 'Tax' }),
  total: defineMessage({ id: 'cashier.close.total', defaultMessage: 'Total' }),
  paymentType: defineMessage({ id: 'cashier.close.paymentType', defaultMessage: 'Payment type' }),
  currency: defineMessage({ id: 'cashier.close.currency', defaultMessage: 'Currency' }),
  tendered: defineMessage({ id: 'cashier.close.tendered', defaultMessage: 'Taken' }),
  local: defineMessage<{ currency: string }>({ id: 'cashier.close.local', defaultMessage: 'Local ({currency})' }),
  expected: defineMessage({ id: 'cashier.close.expected', defaultMessage: 'Expected' }),
  counted: defineMessage({ id: 'cashier.close.counted', defaultMessage: 'Counted' }),
  variance: defineMessage({ id: 'cashier.close.variance', defaultMessage: 'Variance' }),
  countedIn: defineMessage<{ currency: string }>({
    id: 'cashier.close.countedIn',
    defaultMessage: 'Counted {currency}',
  }),
  nothing: defineMessage({ id: 'cashier.close.nothing', defaultMessage: 'Nothing posted in this shift.' }),
  noPayments: defineMessage({ id: 'cashier.close.noPayments', defaultMessage: 'No payments taken.' }),
  others: defineMessage<{ voids: number; voidTotal: string; transfers: number }>({
    id: 'cashier.close.others',
    defaultMessage:
      '{voids, plural, =0 {No posting voided} one {# posting voided} other {# postings voided}} ({voidTotal}) · {transfers, plural, =0 {no transfer postings} one {# transfer posting} other {# transfer postings}}',
  }),
  close: defineMessage({ id: 'cashier.close.close', defaultMessage: 'Close shift' }),
  confirmTitle: defineMessage({ id: 'cashier.close.confirmTitle', defaultMessage: 'Close the shift?' }),
  confirm: defineMessage<{ shift: string; date: string; variance: string }>({
    id: 'cashier.close.confirm',
    defaultMessage:
      'Close your {shift} shift of {date}? Its totals are frozen with your count ({variance}) and it takes no more postings.',
  }),
  noVariance: defineMessage({ id: 'cashier.close.noVariance', defaultMessage: 'no variance' }),
  withVariance: defineMessage<{ list: string }>({
    id: 'cashier.close.withVariance',
    defaultMessage: 'variance {list}',
  }),
  countInvalid: defineMessage<{ currency: string }>({
    id: 'cashier.close.countInvalid',
    defaultMessage: 'Type the {currency} counted as an amount (0 when there is none).',
  }),
  closedTitle: defineMessage({ id: 'cashier.close.closedTitle', defaultMessage: 'Shift closed' }),
  closedBody: defineMessage<{ shift: string; date: string }>({
    id: 'cashier.close.closedBody',
    defaultMessage: 'Your {shift} shift of {date} is closed; its totals below are frozen.',
  }),
  notClosed: defineMessage({ id: 'cashier.close.notClosed', defaultMessage: 'Not closed' }),
  cashNotCounted: defineMessage({
    id: 'cashier.close.cashNotCounted',
    defaultMessage: 'Count the cash of every currency that took cash before closing the shift.',
  }),
  alreadyClosed: defineMessage({
    id: 'cashier.close.alreadyClosed',
    defaultMessage: 'The shift is closed already (in another window); its frozen totals are under Close shift report.',
  }),
  notYours: defineMessage({ id: 'cashier.close.notYours', defaultMessage: 'A cashier closes only their own shift.' }),
  print: defineMessage({ id: 'cashier.close.print', defaultMessage: 'Print' }),
  reload: defineMessage({ id: 'cashier.close.reload', defaultMessage: 'Reload' }),
  toolbar: defineMessage({ id: 'cashier.close.toolbar', defaultMessage: 'Shift actions' }),
  sheetTitle: defineMessage({ id: 'cashier.close.sheetTitle', defaultMessage: 'Shift closing' }),
  live: defineMessage({ id: 'cashier.close.live', defaultMessage: 'Live figures, read again every 20 seconds.' }),
  // The closed shifts
  reportTitle: defineMessage({ id: 'cashier.close.reportTitle', defaultMessage: 'Closed shifts' }),
  reportIntro: defineMessage({
    id: 'cashier.close.reportIntro',
    defaultMessage: 'Shifts closed between two hotel dates, newest first. A row shows its frozen totals and count.',
  }),
  period: defineMessage({ id: 'cashier.close.period', defaultMessage: 'Hotel dates' }),
  cashier: defineMessage({ id: 'cashier.close.cashier', defaultMessage: 'Cashier' }),
  cashierPlaceholder: defineMessage({ id: 'cashier.close.cashierPlaceholder', defaultMessage: 'All cashiers' }),
  hotelDate: defineMessage({ id: 'cashier.close.hotelDate', defaultMessage: 'Hotel date' }),
  shift: defineMessage({ id: 'cashier.close.shift', defaultMessage: 'Shift' }),
  openedAt: defineMessage({ id: 'cashier.close.openedAt', defaultMessage: 'Opened' }),
  closedAt: defineMessage({ id: 'cashier.close.closedAt', defaultMessage: 'Closed' }),
  closedBy: defineMessage({ id: 'cashier.close.closedBy', defaultMessage: 'Closed by' }),
  cashVariance: defineMessage({ id: 'cashier.close.cashVariance', defaultMessage: 'Cash variance' }),
  shiftCount: defineMessage<{ count: number }>({
    id: 'cashier.close.shiftCount',
    defaultMessage: '{count, plural, one {# shift} other {# shifts}}',
  }),
  detailsTitle: defineMessage<{ shift: string; date: string; cashier: string }>({
    id: 'cashier.close.detailsTitle',
    defaultMessage: '{shift} shift of {date} · {cashier}',
  }),
  closeDialog: defineMessage({ id: 'cashier.close.closeDialog', defaultMessage: 'Close' }),
  clearFilters: defineMessage({ id: 'cashier.close.clearFilters', defaultMessage: 'Clear filters' }),
  noCount: defineMessage({ id: 'cashier.close.noCount', defaultMessage: 'No cash counted.' }),
};
