import { defineMessage, defineMessages } from 'react-intl';

export const roomMoveMessages = defineMessages({
  title: { id: 'reception.roomMove.title', defaultMessage: 'Move room' },
  toRoom: { id: 'reception.roomMove.toRoom', defaultMessage: 'Move to room' },
  dueIn: { id: 'reception.roomMove.dueIn', defaultMessage: 'arrival due' },
  reason: { id: 'reception.roomMove.reason', defaultMessage: 'Reason' },
  ratePolicy: { id: 'reception.roomMove.ratePolicy', defaultMessage: 'Rate' },
  keepRate: { id: 'reception.roomMove.keepRate', defaultMessage: 'Keep the rate' },
  changeRate: { id: 'reception.roomMove.changeRate', defaultMessage: 'Change the rate' },
  newRate: { id: 'reception.roomMove.newRate', defaultMessage: 'New rate per night' },
  noNightsLeft: {
    id: 'reception.roomMove.noNightsLeft',
    defaultMessage: 'The guest leaves today: no night is left to price.',
  },
  move: { id: 'reception.roomMove.move', defaultMessage: 'Move' },
  cancel: { id: 'reception.roomMove.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'reception.roomMove.confirm', defaultMessage: 'Do you want to move?' },
  success: { id: 'reception.roomMove.success', defaultMessage: 'Success' },
  notInHouse: {
    id: 'reception.roomMove.notInHouse',
    defaultMessage: 'This stay is no longer in house: it cannot move rooms.',
  },
  loading: { id: 'reception.roomMove.loading', defaultMessage: 'Loading the stay…' },
  stale: {
    id: 'reception.roomMove.stale',
    defaultMessage: 'Someone else changed this stay meanwhile. It has been read again: please check and move again.',
  },
  roomRequired: { id: 'reception.roomMove.roomRequired', defaultMessage: 'Choose the room to move to' },
  reasonRequired: { id: 'reception.roomMove.reasonRequired', defaultMessage: 'Give the reason for the move' },
  reasonTooLong: { id: 'reception.roomMove.reasonTooLong', defaultMessage: 'At most 200 characters' },
  rateInvalid: {
    id: 'reception.roomMove.rateInvalid',
    defaultMessage: 'Type an amount with at most two decimals, e.g. 1800.00',
  },
  noNightsToReprice: {
    id: 'reception.roomMove.noNightsToReprice',
    defaultMessage: 'No night is left to price: keep the rate',
  },
});

export const roomMoveSubtitleMessage = defineMessage<{ room: string; guest: string; departure: string }>({
  id: 'reception.roomMove.subtitle',
  defaultMessage: 'Room {room} · {guest} · departs {departure}',
});

export const roomMoveToRoomHelpMessage = defineMessage<{ count: number }>({
  id: 'reception.roomMove.toRoomHelp',
  defaultMessage: 'Vacant rooms that are clean or inspected, in order and in service ({count} rooms).',
});

export const roomMoveRoomChoiceMessage = defineMessage<{ room: string; type: string; floor: string }>({
  id: 'reception.roomMove.roomChoice',
  defaultMessage: '{room} · {type} · {floor}',
});

export const roomMoveNewRateHelpMessage = defineMessage<{ count: number; from: string }>({
  id: 'reception.roomMove.newRateHelp',
  defaultMessage: '{count, plural, one {For the night of {from}.} other {For each of the # nights from {from}.}}',
});

export const roomMoveMovedMessage = defineMessage<{ from: string; to: string }>({
  id: 'reception.roomMove.moved',
  defaultMessage: 'Moved from room {from} to room {to}',
});
