import { defineMessage, defineMessages } from 'react-intl';

/** The stay editor of every booking screen (new reservation, walk-in, edit reservation); ids kept from the screens it came from. */
export const stayMessages = defineMessages({
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
  sourceContract: { id: 'reservation.new.sourceContract', defaultMessage: 'Contract' },
  stayTotal: { id: 'reservation.new.stayTotal', defaultMessage: 'Room total' },
});

/** The stay editor's rate tools and room help, as the edit screen had them. */
export const stayDetailMessages = defineMessages({
  priceAgain: { id: 'reservation.edit.priceAgain', defaultMessage: 'Price from rate code' },
  priceAgainContract: { id: 'reservation.edit.priceAgainContract', defaultMessage: 'Price from contract' },
  sameRate: { id: 'reservation.edit.sameRate', defaultMessage: 'Same rate every night' },
  applyRate: { id: 'reservation.edit.applyRate', defaultMessage: 'Apply to all nights' },
  ratesHelp: {
    id: 'reservation.edit.ratesHelp',
    defaultMessage:
      'Nights the stay gains, and a change of guests, are priced from the rate code; a night with a reason keeps its rate. Price from rate code prices every night again.',
  },
  freeRoomHelp: {
    id: 'reservation.edit.freeRoomHelp',
    defaultMessage: 'Rooms of this type free for these nights.',
  },
  roomHelp: {
    id: 'reservation.edit.roomHelp',
    defaultMessage: 'Rooms of this type; the server checks that the room is free for these nights.',
  },
  notAssigned: { id: 'reservation.edit.notAssigned', defaultMessage: 'Not assigned' },
  checking: { id: 'reservation.edit.checking', defaultMessage: 'Checking availability…' },
  availabilityUnknown: { id: 'reservation.edit.availabilityUnknown', defaultMessage: 'Availability not known' },
  noInventory: {
    id: 'reservation.edit.noInventory',
    defaultMessage: 'Waitlist and tentative bookings hold no rooms.',
  },
});

export const rateTypeChangedMessage = defineMessage<{ type: string }>({
  id: 'reservation.edit.rateTypeChanged',
  defaultMessage: 'Room type changed: every night is priced again for {type}. Adjust nights as needed.',
});

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
  notNegative: { id: 'reservation.new.problem.notNegative', defaultMessage: 'Enter 0 or more' },
  reasonRequired: {
    id: 'reservation.new.problem.reasonRequired',
    defaultMessage: 'Say why the rate differs from the one offered',
  },
});

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

export const availableMessage = defineMessage<{ count: number; type: string }>({
  id: 'reservation.edit.available',
  defaultMessage:
    '{count, plural, one {# {type} room left on the fullest night} other {# {type} rooms left on the fullest night}}',
});

export const shortMessage = defineMessage<{ type: string; nights: string }>({
  id: 'reservation.edit.short',
  defaultMessage: 'No {type} room left on {nights}',
});

/** A stay priced by the company's contract, and a contract that does not sell it. */
export const contractMessages = defineMessages({
  whyThisPrice: { id: 'reservation.contract.whyThisPrice', defaultMessage: 'Why this price?' },
  refused: {
    id: 'reservation.contract.refused',
    defaultMessage: 'The company’s contract does not sell this stay:',
  },
  noRate: {
    id: 'reservation.contract.noRate',
    defaultMessage: 'The contract has no rate for this room type, guests and nights.',
  },
});

export const pricedByContractMessage = defineMessage<{ code: string; version: number }>({
  id: 'reservation.contract.pricedBy',
  defaultMessage: 'Priced by contract {code} (version {version})',
});

export const refusedByMessage = defineMessage<{ code: string }>({
  id: 'reservation.contract.refusedBy',
  defaultMessage: 'Contract {code} does not sell this stay:',
});

export const refusalMessages = {
  closedToArrival: defineMessage<{ date: string }>({
    id: 'reservation.contract.closedToArrival',
    defaultMessage: 'It is closed to arrival on {date}.',
  }),
  closedToDeparture: defineMessage<{ date: string }>({
    id: 'reservation.contract.closedToDeparture',
    defaultMessage: 'It is closed to departure on {date}.',
  }),
  minStay: defineMessage<{ nights: number }>({
    id: 'reservation.contract.minStay',
    defaultMessage:
      '{nights, plural, one {It needs a stay of at least # night.} other {It needs a stay of at least # nights.}}',
  }),
  childAge: defineMessage<{ age: number }>({
    id: 'reservation.contract.childAge',
    defaultMessage: 'Its child policy has no price for a child aged {age}.',
  }),
};
