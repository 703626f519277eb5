import { defineMessage, defineMessages } from 'react-intl';

/** Repricing a reservation by its company's contract in force (edit reservation). */
export const repriceMessages = defineMessages({
  action: { id: 'reservation.reprice.action', defaultMessage: 'Reprice by contract…' },
  title: { id: 'reservation.reprice.title', defaultMessage: 'Reprice by contract' },
  intro: {
    id: 'reservation.reprice.intro',
    defaultMessage:
      'Each stay priced again through the company’s contract in force, as booked today. Nothing changes until you apply the new prices.',
  },
  apply: { id: 'reservation.reprice.apply', defaultMessage: 'Apply new prices' },
  cancel: { id: 'reservation.reprice.cancel', defaultMessage: 'Cancel' },
  reading: { id: 'reservation.reprice.reading', defaultMessage: 'Pricing the stays through the contract…' },
  unchanged: {
    id: 'reservation.reprice.unchanged',
    defaultMessage: 'The contract in force prices every stay as it is booked: there is nothing to change.',
  },
  refusedNote: {
    id: 'reservation.reprice.refusedNote',
    defaultMessage:
      'The contract in force does not sell a stay as it is booked: change that stay first, or keep the prices.',
  },
  unsaved: {
    id: 'reservation.reprice.unsaved',
    defaultMessage: 'Your unsaved changes are let go: the screen shows the repriced reservation.',
  },
  refusalTitle: { id: 'reservation.reprice.refusalTitle', defaultMessage: 'Not sold by the contract now' },
  night: { id: 'reservation.reprice.night', defaultMessage: 'Night' },
  booked: { id: 'reservation.reprice.booked', defaultMessage: 'Booked' },
  now: { id: 'reservation.reprice.now', defaultMessage: 'New' },
  difference: { id: 'reservation.reprice.difference', defaultMessage: 'Difference' },
  stayTotal: { id: 'reservation.reprice.stayTotal', defaultMessage: 'Stay total' },
  bookedWithout: { id: 'reservation.reprice.bookedWithout', defaultMessage: 'Booked without a contract' },
  noContractNow: { id: 'reservation.reprice.noContractNow', defaultMessage: 'No contract prices it now' },
  whyNew: { id: 'reservation.reprice.whyNew', defaultMessage: 'Why the new price?' },
});

export const stayNightsMessage = defineMessage<{ line: number; type: string; arrival: string; departure: string }>({
  id: 'reservation.reprice.stayNights',
  defaultMessage: 'Stay {line} · {type} · {arrival} – {departure}',
});

export const bookedByMessage = defineMessage<{ code: string; version: number }>({
  id: 'reservation.reprice.bookedBy',
  defaultMessage: 'Booked by {code}, version {version}',
});

export const newByMessage = defineMessage<{ code: string; version: number }>({
  id: 'reservation.reprice.newBy',
  defaultMessage: 'Now {code}, version {version}',
});

export const totalsLineMessage = defineMessage<{ booked: string; now: string; difference: string }>({
  id: 'reservation.reprice.totalsLine',
  defaultMessage: 'Booked {booked} → new {now} ({difference})',
});

export const repricedMessage = defineMessage<{ number: string }>({
  id: 'reservation.reprice.done',
  defaultMessage: 'Reservation {number} is repriced',
});
