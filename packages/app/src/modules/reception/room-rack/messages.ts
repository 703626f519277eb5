import { defineMessage, defineMessages } from 'react-intl';

export const roomRackMessages = defineMessages({
  title: { id: 'reception.roomRack.title', defaultMessage: 'Room rack' },
  days: { id: 'reception.roomRack.days', defaultMessage: 'Days' },
  roomType: { id: 'reception.roomRack.roomType', defaultMessage: 'Room type' },
  allRoomTypes: { id: 'reception.roomRack.allRoomTypes', defaultMessage: 'All room types' },
  floor: { id: 'reception.roomRack.floor', defaultMessage: 'Floor' },
  allFloors: { id: 'reception.roomRack.allFloors', defaultMessage: 'All floors' },
  building: { id: 'reception.roomRack.building', defaultMessage: 'Building' },
  allBuildings: { id: 'reception.roomRack.allBuildings', defaultMessage: 'All buildings' },
  room: { id: 'reception.roomRack.room', defaultMessage: 'Room' },
  loading: { id: 'reception.roomRack.loading', defaultMessage: 'Loading the room rack…' },
  noRooms: { id: 'reception.roomRack.noRooms', defaultMessage: 'No room matches these filters.' },
  help: {
    id: 'reception.roomRack.help',
    defaultMessage:
      'Arrow keys move between days and rooms. Enter opens a stay. M moves a stay, E extends or shortens it, A in the list of stays without a room assigns one. Escape cancels.',
  },
  // Bars: each status has a word and a pattern besides its colour.
  tentative: { id: 'reception.roomRack.tentative', defaultMessage: 'Tentative' },
  reserved: { id: 'reception.roomRack.reserved', defaultMessage: 'Reserved' },
  dueIn: { id: 'reception.roomRack.dueIn', defaultMessage: 'Arriving today' },
  inHouse: { id: 'reception.roomRack.inHouse', defaultMessage: 'In house' },
  dueOut: { id: 'reception.roomRack.dueOut', defaultMessage: 'Due out' },
  checkedOut: { id: 'reception.roomRack.checkedOut', defaultMessage: 'Checked out' },
  outOfOrder: { id: 'reception.roomRack.outOfOrder', defaultMessage: 'Out of order' },
  outOfOrderShort: { id: 'reception.roomRack.outOfOrderShort', defaultMessage: 'OOO' },
  outOfService: { id: 'reception.roomRack.outOfService', defaultMessage: 'Out of service' },
  outOfServiceShort: { id: 'reception.roomRack.outOfServiceShort', defaultMessage: 'OOS' },
  vip: { id: 'reception.roomRack.vip', defaultMessage: 'VIP' },
  dirty: { id: 'reception.roomRack.dirty', defaultMessage: 'Dirty' },
  clean: { id: 'reception.roomRack.clean', defaultMessage: 'Clean' },
  inspected: { id: 'reception.roomRack.inspected', defaultMessage: 'Inspected' },
  legend: { id: 'reception.roomRack.legend', defaultMessage: 'Legend' },
  unassigned: { id: 'reception.roomRack.unassigned', defaultMessage: 'Stays without a room' },
  noUnassigned: { id: 'reception.roomRack.noUnassigned', defaultMessage: 'Every stay of these days has a room.' },
  openBooking: { id: 'reception.roomRack.openBooking', defaultMessage: 'Open the booking' },
  dismiss: { id: 'reception.roomRack.dismiss', defaultMessage: 'Close' },
  reason: { id: 'reception.roomRack.reason', defaultMessage: 'Reason' },
  reasonRequired: { id: 'reception.roomRack.reasonRequired', defaultMessage: 'Give the reason' },
  upgradeTitle: { id: 'reception.roomRack.upgradeTitle', defaultMessage: 'Room of another type' },
  assign: { id: 'reception.roomRack.assign', defaultMessage: 'Assign' },
  cancel: { id: 'reception.roomRack.cancel', defaultMessage: 'Cancel' },
  notSaved: { id: 'reception.roomRack.notSaved', defaultMessage: 'Not changed' },
});

/** What the rack says to screen readers (a polite live region) and in its cells' names. */
export const rackSpeech = {
  vacantCell: defineMessage<{ room: string; date: string }>({
    id: 'reception.roomRack.vacantCell',
    defaultMessage: 'Room {room}, {date}: free',
  }),
  stayCell: defineMessage<{
    room: string;
    date: string;
    guest: string;
    status: string;
    arrival: string;
    departure: string;
    pax: number;
    vip: string;
    notices: string;
  }>({
    id: 'reception.roomRack.stayCell',
    defaultMessage: 'Room {room}, {date}: {guest}, {status}, {arrival} to {departure}, {pax} guests{vip}{notices}',
  }),
  notices: defineMessage<{ messages: number; flags: number }>({
    id: 'reception.roomRack.notices',
    defaultMessage:
      '{messages, plural, =0 {no message} one {# message} other {# messages}}, {flags, plural, =0 {no flag} one {# flag} other {# flags}}',
  }),
  outOfOrderCell: defineMessage<{ room: string; date: string; until: string; reason: string }>({
    id: 'reception.roomRack.outOfOrderCell',
    defaultMessage: 'Room {room}, {date}: out of order until {until} ({reason})',
  }),
  roomHeader: defineMessage<{ room: string; type: string; housekeeping: string; service: string }>({
    id: 'reception.roomRack.roomHeader',
    defaultMessage: 'Room {room}, {type}, {housekeeping}{service}',
  }),
  unassignedItem: defineMessage<{
    guest: string;
    type: string;
    arrival: string;
    departure: string;
    status: string;
    confirmation: string;
  }>({
    id: 'reception.roomRack.unassignedItem',
    defaultMessage: '{guest}, {type}, {arrival} to {departure}, {status}, confirmation {confirmation}',
  }),
  assignStart: defineMessage<{ guest: string; type: string }>({
    id: 'reception.roomRack.assignStart',
    defaultMessage:
      'Assigning a room to {guest} ({type}). Arrow up or down to a room, Enter or A assigns, Escape cancels.',
  }),
  moveStart: defineMessage<{ guest: string; room: string }>({
    id: 'reception.roomRack.moveStart',
    defaultMessage: 'Moving {guest} from room {room}. Arrow up or down to the new room, Enter drops, Escape cancels.',
  }),
  moveTarget: defineMessage<{ room: string; type: string }>({
    id: 'reception.roomRack.moveTarget',
    defaultMessage: 'Drop on room {room}, {type}?',
  }),
  extendStart: defineMessage<{ guest: string; departure: string }>({
    id: 'reception.roomRack.extendStart',
    defaultMessage:
      'Changing the departure of {guest}, now {departure}. Arrow right extends, left shortens, Enter confirms, Escape cancels.',
  }),
  extendTo: defineMessage<{ departure: string; nights: number }>({
    id: 'reception.roomRack.extendTo',
    defaultMessage: 'Departure {departure}, {nights, plural, one {# night} other {# nights}}',
  }),
  extendBooking: defineMessage<{ guest: string }>({
    id: 'reception.roomRack.extendBooking',
    defaultMessage: '{guest} has not arrived yet: their dates change in the booking. Press Enter to open it.',
  }),
  cannotMove: defineMessage<{ status: string }>({
    id: 'reception.roomRack.cannotMove',
    defaultMessage: 'A stay that is {status} cannot change rooms here.',
  }),
  noStay: defineMessage({ id: 'reception.roomRack.noStay', defaultMessage: 'No stay on this day.' }),
  cancelled: defineMessage({ id: 'reception.roomRack.cancelled', defaultMessage: 'Cancelled. Nothing was changed.' }),
  working: defineMessage({ id: 'reception.roomRack.working', defaultMessage: 'Saving…' }),
  assigned: defineMessage<{ guest: string; room: string }>({
    id: 'reception.roomRack.assigned',
    defaultMessage: '{guest} is now in room {room}.',
  }),
  moved: defineMessage<{ guest: string; room: string }>({
    id: 'reception.roomRack.moved',
    defaultMessage: '{guest} moved to room {room}.',
  }),
  departureChanged: defineMessage<{ guest: string; departure: string }>({
    id: 'reception.roomRack.departureChanged',
    defaultMessage: '{guest} now leaves on {departure}.',
  }),
  refused: defineMessage<{ reason: string }>({
    id: 'reception.roomRack.refused',
    defaultMessage: 'Not changed: {reason}',
  }),
};

export const roomRackGridLabelMessage = defineMessage<{ from: string; to: string }>({
  id: 'reception.roomRack.gridLabel',
  defaultMessage: 'Room rack from {from} to {to}',
});

export const roomRackDaysOptionMessage = defineMessage<{ days: number }>({
  id: 'reception.roomRack.daysOption',
  defaultMessage: '{days} days',
});

export const roomRackIntroMessage = defineMessage<{ from: string; days: number }>({
  id: 'reception.roomRack.intro',
  defaultMessage: 'Rooms and their stays for {days} days from the hotel date, {from}.',
});
