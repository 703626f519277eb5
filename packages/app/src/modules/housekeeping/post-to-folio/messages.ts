import { defineMessage, defineMessages } from 'react-intl';

export const postToFolioMessages = defineMessages({
  title: { id: 'housekeeping.postToFolio.title', defaultMessage: 'Post to Folio' },
  intro: {
    id: 'housekeeping.postToFolio.intro',
    defaultMessage: 'Count what the guest took from the minibar. It is charged to the guest’s folio.',
  },
  roomNumber: { id: 'housekeeping.postToFolio.roomNumber', defaultMessage: 'Room number' },
  findRoom: { id: 'housekeeping.postToFolio.findRoom', defaultMessage: 'Find room' },
  chargedTo: { id: 'housekeeping.postToFolio.chargedTo', defaultMessage: 'Charged to' },
  chooseStay: { id: 'housekeeping.postToFolio.chooseStay', defaultMessage: 'Which guest?' },
  itemsHeading: { id: 'housekeeping.postToFolio.itemsHeading', defaultMessage: 'Minibar items' },
  noItems: { id: 'housekeeping.postToFolio.noItems', defaultMessage: 'There are no minibar items set up.' },
  slip: { id: 'housekeeping.postToFolio.slip', defaultMessage: 'Slip number (optional)' },
  slipHelp: {
    id: 'housekeeping.postToFolio.slipHelp',
    defaultMessage: 'The number on the paper minibar slip, if there is one.',
  },
  total: { id: 'housekeeping.postToFolio.total', defaultMessage: 'Total' },
  post: { id: 'housekeeping.postToFolio.post', defaultMessage: 'Post to folio' },
  nothingCounted: { id: 'housekeeping.postToFolio.nothingCounted', defaultMessage: 'Count at least one item.' },
  fewer: { id: 'housekeeping.postToFolio.fewer', defaultMessage: 'One fewer' },
  more: { id: 'housekeeping.postToFolio.more', defaultMessage: 'One more' },
  nextRoom: { id: 'housekeeping.postToFolio.nextRoom', defaultMessage: 'Next room' },
  notPosted: { id: 'housekeeping.postToFolio.notPosted', defaultMessage: 'Not posted' },
  itemNotChargeable: {
    id: 'housekeeping.postToFolio.itemNotChargeable',
    defaultMessage: 'An item has no charge code. Ask housekeeping settings to give it one.',
  },
  slipPosted: {
    id: 'housekeeping.postToFolio.slipPosted',
    defaultMessage: 'This slip number is posted already today.',
  },
});

export const guestInRoomMessage = defineMessage<{ room: string; guest: string }>({
  id: 'housekeeping.postToFolio.guestInRoom',
  defaultMessage: 'Room {room}: {guest}',
});

export const stayDatesMessage = defineMessage<{ arrival: string; departure: string }>({
  id: 'housekeeping.postToFolio.stayDates',
  defaultMessage: 'In house {arrival} to {departure}',
});

export const eachMessage = defineMessage<{ price: string; code: string }>({
  id: 'housekeeping.postToFolio.each',
  defaultMessage: '{price} each · code {code}',
});

export const noChargeCodeMessage = defineMessage<{ price: string }>({
  id: 'housekeeping.postToFolio.noChargeCode',
  defaultMessage: '{price} each · no charge code: ask housekeeping settings',
});

export const breakdownMessage = defineMessage<{ units: number; net: string; service: string; tax: string }>({
  id: 'housekeeping.postToFolio.breakdown',
  defaultMessage: '{units, plural, one {# item} other {# items}} · net {net} · service {service} · tax {tax}',
});

export const postedMessage = defineMessage<{ total: string; room: string; guest: string }>({
  id: 'housekeeping.postToFolio.posted',
  defaultMessage: 'Posted {total} to room {room}, {guest}',
});

export const postedLineMessage = defineMessage<{ quantity: number; item: string; total: string }>({
  id: 'housekeeping.postToFolio.postedLine',
  defaultMessage: '{quantity} × {item}: {total}',
});

export const shortMessage = defineMessage<{ items: string }>({
  id: 'housekeeping.postToFolio.short',
  defaultMessage: 'Not in the minibar store’s stock: {items}. Tell the store.',
});

export const shortItemMessage = defineMessage<{ item: string; quantity: string }>({
  id: 'housekeeping.postToFolio.shortItem',
  defaultMessage: '{item} {quantity}',
});

export const roomNotFoundMessage = defineMessage<{ room: string }>({
  id: 'housekeeping.postToFolio.roomNotFound',
  defaultMessage: 'There is no room {room}.',
});

export const roomNotInHouseMessage = defineMessage<{ room: string }>({
  id: 'housekeeping.postToFolio.roomNotInHouse',
  defaultMessage: 'Nobody is in house in room {room}: there is no folio to charge.',
});

export const guestChangedMessage = defineMessage<{ room: string }>({
  id: 'housekeeping.postToFolio.guestChanged',
  defaultMessage: 'Another guest is in house in room {room} now. Find the room again.',
});
