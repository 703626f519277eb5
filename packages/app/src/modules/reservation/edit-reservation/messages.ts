import { defineMessage, defineMessages } from 'react-intl';

/** Edit reservation (app/edit-reservation[/:hash] and the reception paths that share it). */
export const editMessages = defineMessages({
  title: { id: 'reservation.edit.title', defaultMessage: 'Edit Reservation' },
  findIntro: {
    id: 'reservation.edit.findIntro',
    defaultMessage: 'Find the reservation by its confirmation number, the guest or the company, then open it.',
  },
  findLabel: { id: 'reservation.edit.findLabel', defaultMessage: 'Find a reservation' },
  findPlaceholder: {
    id: 'reservation.edit.findPlaceholder',
    defaultMessage: 'Confirmation number, guest or company',
  },
  findResults: { id: 'reservation.edit.findResults', defaultMessage: 'Reservations found' },
  findHint: {
    id: 'reservation.edit.findHint',
    defaultMessage: 'The newest bookings first. Open one with a click or Enter.',
  },
  notFound: { id: 'reservation.edit.notFound', defaultMessage: 'Data not found' },
  findAnother: { id: 'reservation.edit.findAnother', defaultMessage: 'Find another reservation' },
  reservationCard: { id: 'reservation.edit.reservationCard', defaultMessage: 'Reservation card' },

  // Header
  confirmationNumber: { id: 'reservation.edit.confirmationNumber', defaultMessage: 'Confirmation no.' },
  booker: { id: 'reservation.edit.booker', defaultMessage: 'Booker' },
  channel: { id: 'reservation.edit.channel', defaultMessage: 'Channel' },
  created: { id: 'reservation.edit.created', defaultMessage: 'Created' },
  version: { id: 'reservation.edit.version', defaultMessage: 'Version' },
  stayPeriod: { id: 'reservation.edit.stayPeriod', defaultMessage: 'Stay' },
  total: { id: 'reservation.edit.total', defaultMessage: 'Total' },
  actions: { id: 'reservation.edit.actions', defaultMessage: 'Reservation actions' },
  cancelReservation: { id: 'reservation.edit.cancelReservation', defaultMessage: 'Cancel reservation…' },
  reinstate: { id: 'reservation.edit.reinstate', defaultMessage: 'Reinstate' },

  // Notices
  staleTitle: { id: 'reservation.edit.staleTitle', defaultMessage: 'Changed by someone else' },
  staleBody: {
    id: 'reservation.edit.staleBody',
    defaultMessage:
      'Someone else changed this reservation after you opened it, so your changes were not saved. Reload it to see the current version, then make your changes again.',
  },
  reloadCurrent: { id: 'reservation.edit.reloadCurrent', defaultMessage: 'Reload the current version' },
  readOnlyTitle: { id: 'reservation.edit.readOnlyTitle', defaultMessage: 'Not editable' },
  cancelledHint: {
    id: 'reservation.edit.cancelledHint',
    defaultMessage: 'Reinstate it to change it again.',
  },
  problemsTitle: { id: 'reservation.edit.problemsTitle', defaultMessage: 'Please check the marked fields' },

  // Tabs
  tabs: { id: 'reservation.edit.tabs', defaultMessage: 'Reservation sections' },
  tabBooking: { id: 'reservation.edit.tabBooking', defaultMessage: 'Booking' },
  tabHistory: { id: 'reservation.edit.tabHistory', defaultMessage: 'History' },

  // Reservation fields
  sectionReservation: { id: 'reservation.edit.sectionReservation', defaultMessage: 'Reservation' },
  guest: { id: 'reservation.edit.guest', defaultMessage: 'Guest' },
  guestPlaceholder: { id: 'reservation.edit.guestPlaceholder', defaultMessage: 'Type a name to search' },
  company: { id: 'reservation.edit.company', defaultMessage: 'Company' },
  status: { id: 'reservation.edit.status', defaultMessage: 'Status' },
  source: { id: 'reservation.edit.source', defaultMessage: 'Source' },
  market: { id: 'reservation.edit.market', defaultMessage: 'Market' },
  segment: { id: 'reservation.edit.segment', defaultMessage: 'Segment' },
  rateCode: { id: 'reservation.edit.rateCode', defaultMessage: 'Rate code' },
  depositRequired: { id: 'reservation.edit.depositRequired', defaultMessage: 'Deposit required' },
  depositDueDate: { id: 'reservation.edit.depositDueDate', defaultMessage: 'Deposit due date' },
  remark: { id: 'reservation.edit.remark', defaultMessage: 'Remark' },
  remarkHelp: { id: 'reservation.edit.remarkHelp', defaultMessage: 'Printed on the reservation card.' },
  internalRemark: { id: 'reservation.edit.internalRemark', defaultMessage: 'Internal remark' },
  internalRemarkHelp: { id: 'reservation.edit.internalRemarkHelp', defaultMessage: 'Seen by staff only.' },
  ota: { id: 'reservation.edit.ota', defaultMessage: 'OTA' },
  nonOta: { id: 'reservation.edit.nonOta', defaultMessage: 'Non-OTA' },
  none: { id: 'reservation.edit.none', defaultMessage: 'None' },

  // Stays
  sectionStays: { id: 'reservation.edit.sectionStays', defaultMessage: 'Room stays' },
  staysGrid: { id: 'reservation.edit.staysGrid', defaultMessage: 'Room stays of the reservation' },
  staysToolbar: { id: 'reservation.edit.staysToolbar', defaultMessage: 'Room stay actions' },
  addStay: { id: 'reservation.edit.addStay', defaultMessage: 'Add stay' },
  removeStay: { id: 'reservation.edit.removeStay', defaultMessage: 'Remove stay' },
  lastStay: {
    id: 'reservation.edit.lastStay',
    defaultMessage: 'A reservation keeps at least one stay: cancel the reservation instead.',
  },
  line: { id: 'reservation.edit.line', defaultMessage: 'Line' },
  newLine: { id: 'reservation.edit.newLine', defaultMessage: 'New' },
  roomType: { id: 'reservation.edit.roomType', defaultMessage: 'Room type' },
  room: { id: 'reservation.edit.room', defaultMessage: 'Room' },
  arrival: { id: 'reservation.edit.arrival', defaultMessage: 'Arrival' },
  departure: { id: 'reservation.edit.departure', defaultMessage: 'Departure' },
  nights: { id: 'reservation.edit.nights', defaultMessage: 'Nights' },
  mealPlan: { id: 'reservation.edit.mealPlan', defaultMessage: 'Meal plan' },
  pax: { id: 'reservation.edit.pax', defaultMessage: 'Pax' },
  amount: { id: 'reservation.edit.amount', defaultMessage: 'Amount' },
  availability: { id: 'reservation.edit.availability', defaultMessage: 'Availability' },
  newStayHeading: { id: 'reservation.edit.newStayHeading', defaultMessage: 'New stay' },
  noInventoryShort: { id: 'reservation.edit.noInventoryShort', defaultMessage: 'Holds no rooms' },

  // Save bar
  unsaved: { id: 'reservation.edit.unsaved', defaultMessage: 'Unsaved changes' },
  discard: { id: 'reservation.edit.discard', defaultMessage: 'Discard changes' },
  save: { id: 'reservation.edit.save', defaultMessage: 'Save' },

  // Problems
  required: { id: 'reservation.edit.required', defaultMessage: 'Required' },
  amountInvalid: {
    id: 'reservation.edit.amountInvalid',
    defaultMessage: 'Enter an amount such as 1,800.00.',
  },

  // Cancel dialog
  cancelTitle: { id: 'reservation.edit.cancelTitle', defaultMessage: 'Cancel reservation' },
  cancellationReason: { id: 'reservation.edit.cancellationReason', defaultMessage: 'Cancellation reason' },
  cancellationFee: { id: 'reservation.edit.cancellationFee', defaultMessage: 'Cancellation fee' },
  cancellationFeeHelp: {
    id: 'reservation.edit.cancellationFeeHelp',
    defaultMessage:
      'Proposed by the cancellation policy of each stay’s contract, or by the hotel’s rule for a stay without one; change it if needed.',
  },
  note: { id: 'reservation.edit.note', defaultMessage: 'Note' },
  keep: { id: 'reservation.edit.keep', defaultMessage: 'Keep reservation' },
  confirmCancel: { id: 'reservation.edit.confirmCancel', defaultMessage: 'Cancel reservation' },
  cancelUnsaved: {
    id: 'reservation.edit.cancelUnsaved',
    defaultMessage: 'Your unsaved changes to this reservation will be discarded.',
  },

  // History
  historyGrid: { id: 'reservation.edit.historyGrid', defaultMessage: 'Changes of the reservation' },
  historyIntro: {
    id: 'reservation.edit.historyIntro',
    defaultMessage: 'Every change of this reservation, newest first, from the audit log.',
  },
  at: { id: 'reservation.edit.at', defaultMessage: 'When' },
  actor: { id: 'reservation.edit.actor', defaultMessage: 'By' },
  action: { id: 'reservation.edit.action', defaultMessage: 'Action' },
  field: { id: 'reservation.edit.field', defaultMessage: 'Field' },
  before: { id: 'reservation.edit.before', defaultMessage: 'Before' },
  after: { id: 'reservation.edit.after', defaultMessage: 'After' },
  noHistory: {
    id: 'reservation.edit.noHistory',
    defaultMessage: 'No changes recorded: the history starts with the first change made in this system.',
  },
  ratesChanged: { id: 'reservation.edit.ratesChanged', defaultMessage: 'Rates changed, same total' },
});

/** History actions; an action the server adds later shows as it is named. */
export const historyActionMessages = defineMessages({
  create: { id: 'reservation.edit.history.create', defaultMessage: 'Created' },
  update: { id: 'reservation.edit.history.update', defaultMessage: 'Changed' },
  cancel: { id: 'reservation.edit.history.cancel', defaultMessage: 'Cancelled' },
  reinstate: { id: 'reservation.edit.history.reinstate', defaultMessage: 'Reinstated' },
});

/** A stay's line in the history and in messages: "Stay 2 · Departure". */
export const stayFieldMessage = defineMessage<{ line: number; field: string }>({
  id: 'reservation.edit.stayField',
  defaultMessage: 'Stay {line} · {field}',
});

/** How many rooms of the stay's type are left on its tightest night, after this booking. */
export const availableShortMessage = defineMessage<{ count: number }>({
  id: 'reservation.edit.availableShort',
  defaultMessage: '{count} left',
});

export const shortShortMessage = defineMessage<{ count: number }>({
  id: 'reservation.edit.shortShort',
  defaultMessage: '{count, plural, one {Full # night} other {Full # nights}}',
});

export const foundCountMessage = defineMessage<{ count: number }>({
  id: 'reservation.edit.foundCount',
  defaultMessage: '{count, plural, one {# reservation} other {# reservations}}',
});

/** What the History tab calls the fields of a reservation and of its stays. */
export const historyFieldMessages = defineMessages({
  status: { id: 'reservation.edit.field.status', defaultMessage: 'Status' },
  channel: { id: 'reservation.edit.field.channel', defaultMessage: 'Channel' },
  guestProfileId: { id: 'reservation.edit.field.guest', defaultMessage: 'Guest' },
  guestName: { id: 'reservation.edit.field.guestName', defaultMessage: 'Guest' },
  companyProfileId: { id: 'reservation.edit.field.company', defaultMessage: 'Company' },
  companyName: { id: 'reservation.edit.field.companyName', defaultMessage: 'Company' },
  sourceId: { id: 'reservation.edit.field.source', defaultMessage: 'Source' },
  marketId: { id: 'reservation.edit.field.market', defaultMessage: 'Market' },
  segmentId: { id: 'reservation.edit.field.segment', defaultMessage: 'Segment' },
  rateCodeId: { id: 'reservation.edit.field.rateCode', defaultMessage: 'Rate code' },
  remark: { id: 'reservation.edit.field.remark', defaultMessage: 'Remark' },
  internalRemark: { id: 'reservation.edit.field.internalRemark', defaultMessage: 'Internal remark' },
  depositRequired: { id: 'reservation.edit.field.depositRequired', defaultMessage: 'Deposit required' },
  depositDueDate: { id: 'reservation.edit.field.depositDueDate', defaultMessage: 'Deposit due date' },
  cancellationReasonId: { id: 'reservation.edit.field.cancellationReason', defaultMessage: 'Cancellation reason' },
  cancellationFee: { id: 'reservation.edit.field.cancellationFee', defaultMessage: 'Cancellation fee' },
  cancellationNote: { id: 'reservation.edit.field.cancellationNote', defaultMessage: 'Cancellation note' },
  roomTypeId: { id: 'reservation.edit.field.roomType', defaultMessage: 'Room type' },
  roomTypeCode: { id: 'reservation.edit.field.roomTypeCode', defaultMessage: 'Room type' },
  roomId: { id: 'reservation.edit.field.room', defaultMessage: 'Room' },
  roomNumber: { id: 'reservation.edit.field.roomNumber', defaultMessage: 'Room' },
  arrival: { id: 'reservation.edit.field.arrival', defaultMessage: 'Arrival' },
  departure: { id: 'reservation.edit.field.departure', defaultMessage: 'Departure' },
  adults: { id: 'reservation.edit.field.adults', defaultMessage: 'Adults' },
  children: { id: 'reservation.edit.field.children', defaultMessage: 'Children' },
  mealTypeId: { id: 'reservation.edit.field.mealPlan', defaultMessage: 'Meal plan' },
  nightlyRates: { id: 'reservation.edit.field.nightlyRates', defaultMessage: 'Nightly rates' },
  totalAmount: { id: 'reservation.edit.field.totalAmount', defaultMessage: 'Total' },
});

/** The screen's texts that take values. */
export const valueMessages = {
  notFoundBody: defineMessage<{ hash: string }>({
    id: 'reservation.edit.notFoundBody',
    defaultMessage: 'There is no reservation {hash} in this hotel. Find it by its confirmation number instead.',
  }),
  reinstateQuestion: defineMessage<{ number: string }>({
    id: 'reservation.edit.reinstateQuestion',
    defaultMessage:
      'Reinstate reservation {number}? It returns to the status it had before it was cancelled, if its rooms are still available.',
  }),
  reinstated: defineMessage<{ number: string }>({
    id: 'reservation.edit.reinstated',
    defaultMessage: 'Reservation {number} is reinstated',
  }),
  saved: defineMessage<{ number: string }>({
    id: 'reservation.edit.saved',
    defaultMessage: 'Reservation {number} is saved',
  }),
  readOnlyBody: defineMessage<{ status: string }>({
    id: 'reservation.edit.readOnlyBody',
    defaultMessage: 'A reservation that is {status} can not be changed here: only bookings before arrival can.',
  }),
  cancelledTitle: defineMessage<{ at: string }>({
    id: 'reservation.edit.cancelledTitle',
    defaultMessage: 'Cancelled {at}',
  }),
  cancelledBody: defineMessage<{ reason: string; fee: string }>({
    id: 'reservation.edit.cancelledBody',
    defaultMessage: 'Reason: {reason}. Fee: {fee}.',
  }),
  cancelledNote: defineMessage<{ note: string }>({
    id: 'reservation.edit.cancelledNote',
    defaultMessage: 'Note: {note}',
  }),
  removeStayQuestion: defineMessage<{ stay: string }>({
    id: 'reservation.edit.removeStayQuestion',
    defaultMessage: 'Remove {stay} from the reservation? Its nights go back to inventory when you save.',
  }),
  stayHeading: defineMessage<{ line: number }>({ id: 'reservation.edit.stayHeading', defaultMessage: 'Stay {line}' }),
  stayStatus: defineMessage<{ status: string }>({
    id: 'reservation.edit.stayStatus',
    defaultMessage: 'Stay status: {status}',
  }),
  cancelled: defineMessage<{ number: string }>({
    id: 'reservation.edit.cancelled',
    defaultMessage: 'Reservation {number} is cancelled',
  }),
};

/** The fee the cancel dialog proposes (sales/cancellation-policy `fee`) and how it was worked out. */
export const cancelFeeMessages = {
  explanationTitle: defineMessage<{ total: string; currency: string }>({
    id: 'reservation.edit.cancelFee.title',
    defaultMessage: 'Proposed fee {total} {currency}',
  }),
  rule: defineMessage<{ rule: string }>({
    id: 'reservation.edit.cancelFee.rule',
    defaultMessage:
      '{rule, select, policy {By the cancellation policies of the stays’ contracts.} house {By the hotel’s rule: no stay has a cancellation policy.} mixed {By the contracts’ cancellation policies, and the hotel’s rule for stays without one.} other {No stay is left to cancel.}}',
  }),
  stay: defineMessage<{ line: number; roomType: string; arrival: string; fee: string }>({
    id: 'reservation.edit.cancelFee.stay',
    defaultMessage: 'Stay {line} · {roomType} · arrives {arrival}: {fee}',
  }),
  contractWithoutPolicy: defineMessage<{ contract: string }>({
    id: 'reservation.edit.cancelFee.contractWithoutPolicy',
    defaultMessage: 'Contract {contract} has no cancellation policy.',
  }),
  failed: defineMessage<{ reason: string }>({
    id: 'reservation.edit.cancelFee.failed',
    defaultMessage: 'The policy fee could not be worked out ({reason}): type the fee.',
  }),
  failedTitle: defineMessage({ id: 'reservation.edit.cancelFee.failedTitle', defaultMessage: 'No proposed fee' }),
};
