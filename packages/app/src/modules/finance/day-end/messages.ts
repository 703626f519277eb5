import { defineMessage } from 'react-intl';

/** Day-end, the night audit (app/day-end). */
export const dayEndMessages = {
  title: defineMessage({ id: 'finance.dayEnd.title', defaultMessage: 'Day-end' }),
  intro: defineMessage<{ date: string; next: string }>({
    id: 'finance.dayEnd.intro',
    defaultMessage:
      'The night audit closes the hotel date {date}: arrivals still due become no-shows, every in-house stay is charged its room for the night, occupied rooms turn dirty, the statistics are kept and the hotel date moves on to {next}.',
  }),
  introLoading: defineMessage({
    id: 'finance.dayEnd.introLoading',
    defaultMessage:
      'The night audit closes the hotel date: arrivals still due become no-shows, every in-house stay is charged its room for the night, occupied rooms turn dirty, the statistics are kept and the hotel date moves on by one day.',
  }),
  toolbar: defineMessage({ id: 'finance.dayEnd.toolbar', defaultMessage: 'Day-end actions' }),
  run: defineMessage({ id: 'finance.dayEnd.run', defaultMessage: 'Run day-end' }),
  runAgain: defineMessage({ id: 'finance.dayEnd.runAgain', defaultMessage: 'Run again' }),
  cancel: defineMessage({ id: 'finance.dayEnd.cancel', defaultMessage: 'Cancel' }),
  blocked: defineMessage<{ count: number }>({
    id: 'finance.dayEnd.blocked',
    defaultMessage:
      '{count, plural, one {# finding blocks the run} other {# findings block the run}}: resolve them first.',
  }),
  readOnly: defineMessage({
    id: 'finance.dayEnd.readOnly',
    defaultMessage: 'You read the preview and the run here; the cashier or reception runs the day-end.',
  }),
  confirmTitle: defineMessage({ id: 'finance.dayEnd.confirmTitle', defaultMessage: 'Run day-end' }),
  confirmRun: defineMessage<{ date: string; next: string }>({
    id: 'finance.dayEnd.confirmRun',
    defaultMessage:
      'Do you want to close the hotel date {date}? The hotel date then moves to {next}. This cannot be undone.',
  }),
  confirmCancelTitle: defineMessage({ id: 'finance.dayEnd.confirmCancelTitle', defaultMessage: 'Cancel the day-end' }),
  confirmCancel: defineMessage<{ date: string }>({
    id: 'finance.dayEnd.confirmCancel',
    defaultMessage:
      'Do you want to cancel the stopped day-end of {date}? Nothing of the hotel changes and the date stays open.',
  }),
  cancelled: defineMessage({ id: 'finance.dayEnd.cancelled', defaultMessage: 'Day-end proceed was cancelled' }),
  running: defineMessage<{ date: string }>({
    id: 'finance.dayEnd.running',
    defaultMessage: 'Day-end of {date} is running',
  }),
  runningHelp: defineMessage({
    id: 'finance.dayEnd.runningHelp',
    defaultMessage:
      'Its steps are kept together and shown when it ends; postings at the desks wait until then. Keep this screen open.',
  }),
  doneTitle: defineMessage({ id: 'finance.dayEnd.doneTitle', defaultMessage: 'Day-end completed' }),
  doneMessage: defineMessage<{ date: string; next: string; count: number; total: string }>({
    id: 'finance.dayEnd.doneMessage',
    defaultMessage:
      'The hotel date {date} is closed: {count, plural, =0 {no room charge} one {# room charge} other {# room charges}} posted ({total}). The hotel date is now {next}.',
  }),
  failedTitle: defineMessage<{ date: string; step: string }>({
    id: 'finance.dayEnd.failedTitle',
    defaultMessage: 'Day-end of {date} stopped at {step}',
  }),
  failedMessage: defineMessage({
    id: 'finance.dayEnd.failedMessage',
    defaultMessage:
      'Nothing of the hotel was changed. Resolve the cause and run it again to resume, or cancel it to leave the date open.',
  }),
  failedError: defineMessage<{ error: string }>({
    id: 'finance.dayEnd.failedError',
    defaultMessage: 'Reason: {error}',
  }),
  // The server's refusals of a run or a cancel, in staff words.
  staleTitle: defineMessage({ id: 'finance.dayEnd.staleTitle', defaultMessage: 'The hotel date has moved' }),
  staleMessage: defineMessage<{ date: string }>({
    id: 'finance.dayEnd.staleMessage',
    defaultMessage:
      'The hotel date is no longer {date}: the day-end has run at another desk. The screen has been reloaded; check it before you run again.',
  }),
  busyTitle: defineMessage({ id: 'finance.dayEnd.busyTitle', defaultMessage: 'Day-end is running' }),
  busyMessage: defineMessage<{ date: string }>({
    id: 'finance.dayEnd.busyMessage',
    defaultMessage: 'Another day-end of {date} is running for this hotel. Wait until it ends, then reload this screen.',
  }),
  blockedTitle: defineMessage({ id: 'finance.dayEnd.blockedTitle', defaultMessage: 'Day-end is blocked' }),
  blockedMessage: defineMessage<{ date: string }>({
    id: 'finance.dayEnd.blockedMessage',
    defaultMessage:
      'Something still blocks the day-end of {date} (it may have come up since the screen was read). The list has been reloaded: resolve what blocks it, then run again.',
  }),
  doneAlreadyTitle: defineMessage({ id: 'finance.dayEnd.doneAlreadyTitle', defaultMessage: 'Day-end already done' }),
  doneAlreadyMessage: defineMessage<{ date: string }>({
    id: 'finance.dayEnd.doneAlreadyMessage',
    defaultMessage: 'The day-end of {date} is complete already. The screen has been reloaded.',
  }),
  notRun: defineMessage({ id: 'finance.dayEnd.notRun', defaultMessage: 'Not run' }),

  // The run and its steps.
  runTitle: defineMessage<{ date: string }>({ id: 'finance.dayEnd.runTitle', defaultMessage: 'Run of {date}' }),
  lastRunTitle: defineMessage<{ date: string }>({
    id: 'finance.dayEnd.lastRunTitle',
    defaultMessage: 'Last day-end: {date}',
  }),
  runBy: defineMessage<{ user: string; time: string; attempts: number }>({
    id: 'finance.dayEnd.runBy',
    defaultMessage: 'Started by {user} at {time} · attempt {attempts}',
  }),
  stepsLabel: defineMessage({ id: 'finance.dayEnd.stepsLabel', defaultMessage: 'Steps of the run' }),
  progress: defineMessage({ id: 'finance.dayEnd.progress', defaultMessage: 'Steps completed' }),
  progressValue: defineMessage<{ done: number; total: number }>({
    id: 'finance.dayEnd.progressValue',
    defaultMessage: '{done} of {total}',
  }),
  stepRows: defineMessage<{ rows: number }>({
    id: 'finance.dayEnd.stepRows',
    defaultMessage: '{rows, plural, one {# row} other {# rows}}',
  }),
  stepChecks: defineMessage({ id: 'finance.dayEnd.step.checks', defaultMessage: 'Checks' }),
  stepNoShows: defineMessage({ id: 'finance.dayEnd.step.noShows', defaultMessage: 'No-shows' }),
  stepRoomCharges: defineMessage({ id: 'finance.dayEnd.step.roomCharges', defaultMessage: 'Room charges' }),
  stepRoomStatus: defineMessage({ id: 'finance.dayEnd.step.roomStatus', defaultMessage: 'Room status' }),
  stepStatistics: defineMessage({ id: 'finance.dayEnd.step.statistics', defaultMessage: 'Statistics' }),
  stepCloseDate: defineMessage({ id: 'finance.dayEnd.step.closeDate', defaultMessage: 'Close the date' }),
  statusRunning: defineMessage({ id: 'finance.dayEnd.status.running', defaultMessage: 'Running' }),
  statusCompleted: defineMessage({ id: 'finance.dayEnd.status.completed', defaultMessage: 'Completed' }),
  statusFailed: defineMessage({ id: 'finance.dayEnd.status.failed', defaultMessage: 'Failed' }),
  statusCancelled: defineMessage({ id: 'finance.dayEnd.status.cancelled', defaultMessage: 'Cancelled' }),

  // Before the run: the findings, by kind.
  findingsTitle: defineMessage({ id: 'finance.dayEnd.findingsTitle', defaultMessage: 'Before the run' }),
  noFindings: defineMessage({
    id: 'finance.dayEnd.noFindings',
    defaultMessage: 'Nothing blocks the run and nothing needs a decision.',
  }),
  groupHeading: defineMessage<{ title: string; count: number }>({
    id: 'finance.dayEnd.groupHeading',
    defaultMessage: '{title} · {count}',
  }),
  severityBlocker: defineMessage({ id: 'finance.dayEnd.severity.blocker', defaultMessage: 'Blocks the run' }),
  severityAutomatic: defineMessage({ id: 'finance.dayEnd.severity.automatic', defaultMessage: 'Done by the run' }),
  severityWarning: defineMessage({ id: 'finance.dayEnd.severity.warning', defaultMessage: 'Noted only' }),
  arrivalDue: defineMessage({ id: 'finance.dayEnd.finding.arrivalDue', defaultMessage: 'Arrivals still due' }),
  arrivalDueHint: defineMessage({
    id: 'finance.dayEnd.finding.arrivalDueHint',
    defaultMessage: 'Not checked in: the run makes them no-shows. Check in the guests who are here first.',
  }),
  arrivalDueWhat: defineMessage({ id: 'finance.dayEnd.finding.arrivalDueWhat', defaultMessage: 'Becomes a no-show' }),
  departureDue: defineMessage({
    id: 'finance.dayEnd.finding.departureDue',
    defaultMessage: 'Departures not checked out',
  }),
  departureDueHint: defineMessage({
    id: 'finance.dayEnd.finding.departureDueHint',
    defaultMessage: 'Due out and still in house: check them out or extend their stay.',
  }),
  departureDueWhat: defineMessage({
    id: 'finance.dayEnd.finding.departureDueWhat',
    defaultMessage: 'Check out or extend',
  }),
  openShift: defineMessage({ id: 'finance.dayEnd.finding.openShift', defaultMessage: 'Open cashier shifts' }),
  openShiftHint: defineMessage({
    id: 'finance.dayEnd.finding.openShiftHint',
    defaultMessage: 'Each cashier counts the cash and closes their own shift.',
  }),
  openShiftWhat: defineMessage({ id: 'finance.dayEnd.finding.openShiftWhat', defaultMessage: 'Close the shift' }),
  noRate: defineMessage({ id: 'finance.dayEnd.finding.noRate', defaultMessage: 'Stays without a rate' }),
  noRateHint: defineMessage({
    id: 'finance.dayEnd.finding.noRateHint',
    defaultMessage: 'No rate for tonight: set one on the booking.',
  }),
  noRateWhat: defineMessage({ id: 'finance.dayEnd.finding.noRateWhat', defaultMessage: 'Set the rate of tonight' }),
  folioClosed: defineMessage({ id: 'finance.dayEnd.finding.folioClosed', defaultMessage: 'Stays with a closed folio' }),
  folioClosedHint: defineMessage({
    id: 'finance.dayEnd.finding.folioClosedHint',
    defaultMessage: 'The guest folio is closed: reopen it to take the room charge.',
  }),
  folioClosedWhat: defineMessage({ id: 'finance.dayEnd.finding.folioClosedWhat', defaultMessage: 'Reopen the folio' }),
  noExchangeRate: defineMessage({
    id: 'finance.dayEnd.finding.noExchangeRate',
    defaultMessage: 'Foreign rates without a buying rate',
  }),
  noExchangeRateHint: defineMessage({
    id: 'finance.dayEnd.finding.noExchangeRateHint',
    defaultMessage: 'The rate is sold in a currency with no buying rate in force tonight: enter the exchange rate.',
  }),
  noExchangeRateWhat: defineMessage({
    id: 'finance.dayEnd.finding.noExchangeRateWhat',
    defaultMessage: 'Enter the buying rate',
  }),
  noRoomChargeCode: defineMessage({
    id: 'finance.dayEnd.finding.noRoomChargeCode',
    defaultMessage: 'No room-charge code',
  }),
  noRoomChargeCodeHint: defineMessage({
    id: 'finance.dayEnd.finding.noRoomChargeCodeHint',
    defaultMessage: 'No active charge code in the transaction group ROOM to post the room charges with.',
  }),
  noRoomChargeCodeWhat: defineMessage({
    id: 'finance.dayEnd.finding.noRoomChargeCodeWhat',
    defaultMessage: 'Add a room-charge code',
  }),
  zeroRate: defineMessage({ id: 'finance.dayEnd.finding.zeroRate', defaultMessage: 'Complimentary nights' }),
  zeroRateHint: defineMessage({
    id: 'finance.dayEnd.finding.zeroRateHint',
    defaultMessage: 'Rate 0: counted as complimentary, nothing is posted.',
  }),
  zeroRateWhat: defineMessage({ id: 'finance.dayEnd.finding.zeroRateWhat', defaultMessage: 'Nothing posted' }),
  openArrivals: defineMessage({ id: 'finance.dayEnd.link.arrivals', defaultMessage: 'Open arrivals' }),
  openDepartures: defineMessage({ id: 'finance.dayEnd.link.departures', defaultMessage: 'Open expected departures' }),
  openCloseShift: defineMessage({ id: 'finance.dayEnd.link.closeShift', defaultMessage: 'Open close shift' }),
  openExchangeRates: defineMessage({ id: 'finance.dayEnd.link.exchangeRates', defaultMessage: 'Open exchange rates' }),
  openTransactionCodes: defineMessage({
    id: 'finance.dayEnd.link.transactionCodes',
    defaultMessage: 'Open transaction codes',
  }),
  openBooking: defineMessage<{ number: string }>({
    id: 'finance.dayEnd.link.booking',
    defaultMessage: 'Booking {number}',
  }),
  openFolio: defineMessage<{ room: string }>({
    id: 'finance.dayEnd.link.folio',
    defaultMessage: 'Folio of room {room}',
  }),
  room: defineMessage({ id: 'finance.dayEnd.column.room', defaultMessage: 'Room' }),
  guest: defineMessage({ id: 'finance.dayEnd.column.guest', defaultMessage: 'Guest' }),
  confirmation: defineMessage({ id: 'finance.dayEnd.column.confirmation', defaultMessage: 'Confirmation' }),
  what: defineMessage({ id: 'finance.dayEnd.column.what', defaultMessage: 'What to do' }),
  resolve: defineMessage({ id: 'finance.dayEnd.column.resolve', defaultMessage: 'Resolve in' }),
  cashier: defineMessage({ id: 'finance.dayEnd.column.cashier', defaultMessage: 'Cashier' }),
  shift: defineMessage({ id: 'finance.dayEnd.column.shift', defaultMessage: 'Shift' }),

  // What the run will do.
  planTitle: defineMessage({ id: 'finance.dayEnd.planTitle', defaultMessage: 'What the run will do' }),
  planNoShows: defineMessage<{ count: number }>({
    id: 'finance.dayEnd.planNoShows',
    defaultMessage:
      '{count, plural, =0 {No arrival becomes a no-show.} one {# arrival becomes a no-show.} other {# arrivals become no-shows.}}',
  }),
  planCharges: defineMessage<{ count: number; total: string }>({
    id: 'finance.dayEnd.planCharges',
    defaultMessage:
      '{count, plural, =0 {No room charge is posted.} one {# room charge is posted, {total} in all.} other {# room charges are posted, {total} in all.}}',
  }),
  planRooms: defineMessage<{ dirty: number; back: number }>({
    id: 'finance.dayEnd.planRooms',
    defaultMessage:
      '{dirty, plural, =0 {No room turns dirty} one {# room turns dirty} other {# rooms turn dirty}}; {back, plural, =0 {none comes back from out of order.} one {# comes back from out of order.} other {# come back from out of order.}}',
  }),
  chargesTitle: defineMessage<{ date: string }>({
    id: 'finance.dayEnd.chargesTitle',
    defaultMessage: 'Room charges for the night of {date}',
  }),
  rate: defineMessage({ id: 'finance.dayEnd.column.rate', defaultMessage: 'Rate' }),
  net: defineMessage({ id: 'finance.dayEnd.column.net', defaultMessage: 'Net' }),
  serviceCharge: defineMessage({ id: 'finance.dayEnd.column.serviceCharge', defaultMessage: 'Service charge' }),
  tax: defineMessage({ id: 'finance.dayEnd.column.tax', defaultMessage: 'Tax' }),
  total: defineMessage({ id: 'finance.dayEnd.column.total', defaultMessage: 'Total' }),
  totalRow: defineMessage({ id: 'finance.dayEnd.totalRow', defaultMessage: 'Total' }),
  roomChangesTitle: defineMessage({
    id: 'finance.dayEnd.roomChangesTitle',
    defaultMessage: 'Rooms whose status changes',
  }),
  fromStatus: defineMessage({ id: 'finance.dayEnd.column.fromStatus', defaultMessage: 'Now' }),
  toStatus: defineMessage({ id: 'finance.dayEnd.column.toStatus', defaultMessage: 'After the run' }),
  reason: defineMessage({ id: 'finance.dayEnd.column.reason', defaultMessage: 'Why' }),
  reasonOccupied: defineMessage({ id: 'finance.dayEnd.reason.occupied', defaultMessage: 'Occupied tonight' }),
  reasonOutOfOrderEnds: defineMessage({
    id: 'finance.dayEnd.reason.outOfOrderEnds',
    defaultMessage: 'Out of order ends',
  }),
  roomDirty: defineMessage({ id: 'finance.dayEnd.roomStatus.dirty', defaultMessage: 'Dirty' }),
  roomClean: defineMessage({ id: 'finance.dayEnd.roomStatus.clean', defaultMessage: 'Clean' }),
  roomInspected: defineMessage({ id: 'finance.dayEnd.roomStatus.inspected', defaultMessage: 'Inspected' }),
};
