import { defineMessage } from 'react-intl';

/** The front desk's lists: arrivals, check-in, in-house (issue 17). */
export const frontDeskMessages = {
  arrivalsTitle: defineMessage({ id: 'frontDesk.arrivalsTitle', defaultMessage: 'Arrivals' }),
  checkInTitle: defineMessage({ id: 'frontDesk.checkInTitle', defaultMessage: 'Check-in' }),
  inHouseTitle: defineMessage({ id: 'frontDesk.inHouseTitle', defaultMessage: 'In-house guests' }),
  arrivalsIntro: defineMessage<{ date: string | number }>({
    id: 'frontDesk.arrivalsIntro',
    defaultMessage:
      'Stays arriving on {date}. Tick stays (or a whole group) to check them in together; a row opens its booking.',
  }),
  inHouseIntro: defineMessage<{ date: string | number }>({
    id: 'frontDesk.inHouseIntro',
    defaultMessage: 'Every guest in house on {date}. A row opens its booking.',
  }),
  search: defineMessage({ id: 'frontDesk.search', defaultMessage: 'Search' }),
  searchPlaceholder: defineMessage({
    id: 'frontDesk.searchPlaceholder',
    defaultMessage: 'Room, guest or confirmation no.',
  }),
  stayCount: defineMessage<{ count: number }>({
    id: 'frontDesk.stayCount',
    defaultMessage: '{count, plural, one {# stay} other {# stays}}',
  }),
  arrivalDate: defineMessage({ id: 'frontDesk.arrivalDate', defaultMessage: 'Arrival date' }),
  roomType: defineMessage({ id: 'frontDesk.roomType', defaultMessage: 'Room type' }),
  allRoomTypes: defineMessage({ id: 'frontDesk.allRoomTypes', defaultMessage: 'All room types' }),
  rooms: defineMessage({ id: 'frontDesk.rooms', defaultMessage: 'Rooms' }),
  allRooms: defineMessage({ id: 'frontDesk.allRooms', defaultMessage: 'All' }),
  assigned: defineMessage({ id: 'frontDesk.assigned', defaultMessage: 'Assigned' }),
  unassigned: defineMessage({ id: 'frontDesk.unassigned', defaultMessage: 'Unassigned' }),
  show: defineMessage({ id: 'frontDesk.show', defaultMessage: 'Show' }),
  toCome: defineMessage({ id: 'frontDesk.toCome', defaultMessage: 'Still to come' }),
  withDone: defineMessage({ id: 'frontDesk.withDone', defaultMessage: 'With those checked in' }),
  dueOutOnly: defineMessage({ id: 'frontDesk.dueOutOnly', defaultMessage: 'Due out only' }),
  clearFilters: defineMessage({ id: 'frontDesk.clearFilters', defaultMessage: 'Clear filters' }),
  toolbar: defineMessage({ id: 'frontDesk.toolbar', defaultMessage: 'Arrival actions' }),
  inHouseToolbar: defineMessage({ id: 'frontDesk.inHouseToolbar', defaultMessage: 'In-house actions' }),
  reload: defineMessage({ id: 'frontDesk.reload', defaultMessage: 'Reload' }),
  // Columns
  confirmationNumber: defineMessage({ id: 'frontDesk.confirmationNumber', defaultMessage: 'Conf. no.' }),
  guest: defineMessage({ id: 'frontDesk.guest', defaultMessage: 'Guest' }),
  room: defineMessage({ id: 'frontDesk.room', defaultMessage: 'Room' }),
  type: defineMessage({ id: 'frontDesk.type', defaultMessage: 'Type' }),
  status: defineMessage({ id: 'frontDesk.status', defaultMessage: 'Status' }),
  pax: defineMessage({ id: 'frontDesk.pax', defaultMessage: 'Pax' }),
  paxValue: defineMessage<{ adults: string | number; children: string | number }>({
    id: 'frontDesk.paxValue',
    defaultMessage: '{adults}/{children}',
  }),
  arrival: defineMessage({ id: 'frontDesk.arrival', defaultMessage: 'Arrival' }),
  departure: defineMessage({ id: 'frontDesk.departure', defaultMessage: 'Departure' }),
  nights: defineMessage({ id: 'frontDesk.nights', defaultMessage: 'Nights' }),
  vip: defineMessage({ id: 'frontDesk.vip', defaultMessage: 'VIP' }),
  deposit: defineMessage({ id: 'frontDesk.deposit', defaultMessage: 'Deposit' }),
  remark: defineMessage({ id: 'frontDesk.remark', defaultMessage: 'Remarks' }),
  notices: defineMessage({ id: 'frontDesk.notices', defaultMessage: 'Msg/flag' }),
  noticesValue: defineMessage<{ messages: number; flags: number }>({
    id: 'frontDesk.noticesValue',
    defaultMessage:
      '{messages, plural, one {# message} other {# messages}}, {flags, plural, one {# flag} other {# flags}}',
  }),
  none: defineMessage({ id: 'frontDesk.none', defaultMessage: '—' }),
  // Statuses as the desk reads them
  statusDone: defineMessage({ id: 'frontDesk.statusDone', defaultMessage: 'Checked in' }),
  statusInHouse: defineMessage({ id: 'frontDesk.statusInHouse', defaultMessage: 'In house' }),
  statusDueOut: defineMessage({ id: 'frontDesk.statusDueOut', defaultMessage: 'Due out' }),
  statusConfirmed: defineMessage({ id: 'frontDesk.statusConfirmed', defaultMessage: 'Confirmed' }),
  statusGuaranteed: defineMessage({ id: 'frontDesk.statusGuaranteed', defaultMessage: 'Guaranteed' }),
  statusTentative: defineMessage({ id: 'frontDesk.statusTentative', defaultMessage: 'Tentative' }),
  statusWaitlist: defineMessage({ id: 'frontDesk.statusWaitlist', defaultMessage: 'Waitlist' }),
  statusOther: defineMessage({ id: 'frontDesk.statusOther', defaultMessage: 'Other' }),
  // Actions
  assignRoom: defineMessage({ id: 'frontDesk.assignRoom', defaultMessage: 'Assign room' }),
  checkIn: defineMessage({ id: 'frontDesk.checkIn', defaultMessage: 'Check in' }),
  checkInCount: defineMessage<{ count: number }>({
    id: 'frontDesk.checkInCount',
    defaultMessage: '{count, plural, =0 {Check in} one {Check in # stay} other {Check in # stays}}',
  }),
  selectGroup: defineMessage({ id: 'frontDesk.selectGroup', defaultMessage: 'Select group' }),
  undoCheckIn: defineMessage({ id: 'frontDesk.undoCheckIn', defaultMessage: 'Undo check-in' }),
  printCard: defineMessage({ id: 'frontDesk.printCard', defaultMessage: 'Print registration card' }),
  changeDeparture: defineMessage({ id: 'frontDesk.changeDeparture', defaultMessage: 'Extend / shorten' }),
  undoConfirm: defineMessage({ id: 'frontDesk.undoConfirm', defaultMessage: 'Do you want to undo the check-in?' }),
  undone: defineMessage<{ room: string | number }>({
    id: 'frontDesk.undone',
    defaultMessage: 'Check-in of room {room} taken back.',
  }),
  success: defineMessage({ id: 'frontDesk.success', defaultMessage: 'Success' }),
  failed: defineMessage({ id: 'frontDesk.failed', defaultMessage: 'Not saved' }),
  cancel: defineMessage({ id: 'frontDesk.cancel', defaultMessage: 'Cancel' }),
  save: defineMessage({ id: 'frontDesk.save', defaultMessage: 'Save' }),
  stale: defineMessage({
    id: 'frontDesk.stale',
    defaultMessage: 'Someone else changed this stay meanwhile. The list was read again: check it and try again.',
  }),
};

/** Assigning a room to an arriving stay. */
export const assignMessages = {
  title: defineMessage({ id: 'frontDesk.assign.title', defaultMessage: 'Assign a room' }),
  subtitle: defineMessage<{
    guest: string | number;
    type: string | number;
    arrival: string | number;
    departure: string | number;
  }>({ id: 'frontDesk.assign.subtitle', defaultMessage: '{guest} · {type} · {arrival} to {departure}' }),
  room: defineMessage({ id: 'frontDesk.assign.room', defaultMessage: 'Room' }),
  roomHelp: defineMessage<{ count: number }>({
    id: 'frontDesk.assign.roomHelp',
    defaultMessage:
      '{count, plural, =0 {No vacant clean room of this type.} one {# vacant clean room.} other {# vacant clean rooms.}}',
  }),
  roomChoice: defineMessage<{
    room: string | number;
    type: string | number;
    floor: string | number;
    status: string | number;
  }>({ id: 'frontDesk.assign.roomChoice', defaultMessage: '{room} · {type} · floor {floor} · {status}' }),
  otherTypes: defineMessage({
    id: 'frontDesk.assign.otherTypes',
    defaultMessage: 'Offer rooms of other types (upgrade)',
  }),
  upgradeReason: defineMessage({ id: 'frontDesk.assign.upgradeReason', defaultMessage: 'Reason for the upgrade' }),
  upgradeReasonHelp: defineMessage<{ type: string | number }>({
    id: 'frontDesk.assign.upgradeReasonHelp',
    defaultMessage: 'The stay booked {type}: a room of another type needs a reason.',
  }),
  reasonNeeded: defineMessage({
    id: 'frontDesk.assign.reasonNeeded',
    defaultMessage: 'Give the reason for the upgrade.',
  }),
  roomNeeded: defineMessage({ id: 'frontDesk.assign.roomNeeded', defaultMessage: 'Choose a room.' }),
  unassign: defineMessage({ id: 'frontDesk.assign.unassign', defaultMessage: 'Take the room away' }),
  assign: defineMessage({ id: 'frontDesk.assign.assign', defaultMessage: 'Assign' }),
  assigned: defineMessage<{ room: string | number; guest: string | number }>({
    id: 'frontDesk.assign.assigned',
    defaultMessage: 'Room {room} assigned to {guest}.',
  }),
  unassigned: defineMessage<{ guest: string | number }>({
    id: 'frontDesk.assign.unassigned',
    defaultMessage: 'The room of {guest} was taken away.',
  }),
  clean: defineMessage({ id: 'frontDesk.assign.clean', defaultMessage: 'clean' }),
  inspected: defineMessage({ id: 'frontDesk.assign.inspected', defaultMessage: 'inspected' }),
};

/** Checking stays in, with the guests' registration cards. */
export const checkInMessages = {
  title: defineMessage<{ count: number }>({
    id: 'frontDesk.checkIn.title',
    defaultMessage: '{count, plural, one {Check in one stay} other {Check in # stays}}',
  }),
  stayHeading: defineMessage<{ room: string | number; type: string | number; guest: string | number }>({
    id: 'frontDesk.checkIn.stayHeading',
    defaultMessage: 'Room {room} · {type} · {guest}',
  }),
  noRoom: defineMessage<{ confirmation: string | number }>({
    id: 'frontDesk.checkIn.noRoom',
    defaultMessage: 'Stay {confirmation} has no room: assign one first.',
  }),
  notCheckable: defineMessage<{ confirmation: string | number; status: string | number }>({
    id: 'frontDesk.checkIn.notCheckable',
    defaultMessage: 'Stay {confirmation} is {status}: only confirmed or guaranteed stays check in.',
  }),
  notToday: defineMessage<{ confirmation: string | number; date: string | number }>({
    id: 'frontDesk.checkIn.notToday',
    defaultMessage: 'Stay {confirmation} arrives on {date}, not on the hotel date.',
  }),
  register: defineMessage({ id: 'frontDesk.checkIn.register', defaultMessage: 'Register the guests now' }),
  guestHeading: defineMessage<{ position: string | number }>({
    id: 'frontDesk.checkIn.guestHeading',
    defaultMessage: 'Guest {position}',
  }),
  addGuest: defineMessage({ id: 'frontDesk.checkIn.addGuest', defaultMessage: 'Add a guest' }),
  removeGuest: defineMessage<{ position: string | number }>({
    id: 'frontDesk.checkIn.removeGuest',
    defaultMessage: 'Remove guest {position}',
  }),
  confirm: defineMessage({ id: 'frontDesk.checkIn.confirm', defaultMessage: 'Check in' }),
  done: defineMessage<{ count: number; rooms: string | number }>({
    id: 'frontDesk.checkIn.done',
    defaultMessage: '{count, plural, one {Room {rooms} is checked in.} other {Rooms {rooms} are checked in.}}',
  }),
};

/** A guest's registration card (check-in, walk-in, the printed card). */
export const registrationMessages = {
  firstName: defineMessage({ id: 'frontDesk.registration.firstName', defaultMessage: 'First name' }),
  lastName: defineMessage({ id: 'frontDesk.registration.lastName', defaultMessage: 'Last name' }),
  nationality: defineMessage({ id: 'frontDesk.registration.nationality', defaultMessage: 'Nationality' }),
  documentType: defineMessage({ id: 'frontDesk.registration.documentType', defaultMessage: 'Document' }),
  documentNumber: defineMessage({ id: 'frontDesk.registration.documentNumber', defaultMessage: 'Document no.' }),
  dateOfBirth: defineMessage({ id: 'frontDesk.registration.dateOfBirth', defaultMessage: 'Date of birth' }),
  address: defineMessage({ id: 'frontDesk.registration.address', defaultMessage: 'Address' }),
  passport: defineMessage({ id: 'frontDesk.registration.passport', defaultMessage: 'Passport' }),
  idCard: defineMessage({ id: 'frontDesk.registration.idCard', defaultMessage: 'ID card' }),
  drivingLicence: defineMessage({ id: 'frontDesk.registration.drivingLicence', defaultMessage: 'Driving licence' }),
  other: defineMessage({ id: 'frontDesk.registration.other', defaultMessage: 'Other' }),
  required: defineMessage({ id: 'frontDesk.registration.required', defaultMessage: 'Fill this in.' }),
  cardTitle: defineMessage({ id: 'frontDesk.registration.cardTitle', defaultMessage: 'Registration card' }),
  cardStay: defineMessage<{
    nights: number;
    room: string | number;
    type: string | number;
    arrival: string | number;
    departure: string | number;
  }>({
    id: 'frontDesk.registration.cardStay',
    defaultMessage:
      'Room {room} · {type} · {arrival} to {departure} · {nights, plural, one {# night} other {# nights}}',
  }),
  cardConfirmation: defineMessage<{ number: string | number }>({
    id: 'frontDesk.registration.cardConfirmation',
    defaultMessage: 'Confirmation no. {number}',
  }),
  cardPax: defineMessage<{ adults: string | number; children: string | number }>({
    id: 'frontDesk.registration.cardPax',
    defaultMessage: 'Adults {adults} · Children {children}',
  }),
  cardSignature: defineMessage({ id: 'frontDesk.registration.cardSignature', defaultMessage: 'Guest signature' }),
  cardClerk: defineMessage({ id: 'frontDesk.registration.cardClerk', defaultMessage: 'Receptionist' }),
  cardNoGuests: defineMessage({
    id: 'frontDesk.registration.cardNoGuests',
    defaultMessage: 'No guest registered yet: fill in by hand.',
  }),
};

/** Extending or shortening an in-house stay. */
export const departureMessages = {
  title: defineMessage({ id: 'frontDesk.departure.title', defaultMessage: 'Extend or shorten the stay' }),
  subtitle: defineMessage<{ room: string | number; guest: string | number; departure: string | number }>({
    id: 'frontDesk.departure.subtitle',
    defaultMessage: 'Room {room} · {guest} · leaves {departure}',
  }),
  newDeparture: defineMessage({ id: 'frontDesk.departure.newDeparture', defaultMessage: 'New departure' }),
  nightsHelp: defineMessage<{ nights: number }>({
    id: 'frontDesk.departure.nightsHelp',
    defaultMessage: '{nights, plural, one {# night} other {# nights}} in all; added nights at the last night’s rate.',
  }),
  notAfterArrival: defineMessage({
    id: 'frontDesk.departure.notAfterArrival',
    defaultMessage: 'The departure must be after the arrival and not before the hotel date.',
  }),
  same: defineMessage({ id: 'frontDesk.departure.same', defaultMessage: 'That is the departure already.' }),
  changed: defineMessage<{ room: string | number; departure: string | number }>({
    id: 'frontDesk.departure.changed',
    defaultMessage: 'Room {room} now leaves on {departure}.',
  }),
  noRoomLeft: defineMessage({
    id: 'frontDesk.departure.noRoomLeft',
    defaultMessage: 'No room of this type is free on every added night: the stay cannot be extended to that date.',
  }),
  roomTaken: defineMessage<{ room: string | number }>({
    id: 'frontDesk.departure.roomTaken',
    defaultMessage:
      'Room {room} is booked by another guest on an added night: move the guest or choose an earlier date.',
  }),
};

/** A walk-in: tonight's reservation, checked in at once. */
export const walkInMessages = {
  title: defineMessage({ id: 'frontDesk.walkIn.title', defaultMessage: 'New walk-in' }),
  intro: defineMessage<{ date: string | number }>({
    id: 'frontDesk.walkIn.intro',
    defaultMessage: 'A guest without a booking, arriving tonight ({date}): booked and checked in at once.',
  }),
  stay: defineMessage({ id: 'frontDesk.walkIn.stay', defaultMessage: 'Stay' }),
  guestCard: defineMessage({ id: 'frontDesk.walkIn.guestCard', defaultMessage: 'Guest registration' }),
  room: defineMessage({ id: 'frontDesk.walkIn.room', defaultMessage: 'Room' }),
  roomHelp: defineMessage<{ count: number }>({
    id: 'frontDesk.walkIn.roomHelp',
    defaultMessage:
      '{count, plural, =0 {No vacant clean room.} one {# vacant clean room.} other {# vacant clean rooms.}}',
  }),
  departure: defineMessage({ id: 'frontDesk.walkIn.departure', defaultMessage: 'Departure' }),
  adults: defineMessage({ id: 'frontDesk.walkIn.adults', defaultMessage: 'Adults' }),
  children: defineMessage({ id: 'frontDesk.walkIn.children', defaultMessage: 'Children' }),
  rate: defineMessage({ id: 'frontDesk.walkIn.rate', defaultMessage: 'Rate a night' }),
  rateHelp: defineMessage<{ nights: number; total: string | number }>({
    id: 'frontDesk.walkIn.rateHelp',
    defaultMessage: '{nights, plural, one {# night} other {# nights}}, total {total}',
  }),
  remark: defineMessage({ id: 'frontDesk.walkIn.remark', defaultMessage: 'Remark' }),
  badRate: defineMessage({ id: 'frontDesk.walkIn.badRate', defaultMessage: 'An amount such as 450000 or 45.50.' }),
  badDeparture: defineMessage({ id: 'frontDesk.walkIn.badDeparture', defaultMessage: 'A date after tonight.' }),
  submit: defineMessage({ id: 'frontDesk.walkIn.submit', defaultMessage: 'Book and check in' }),
  done: defineMessage<{ confirmation: string | number; room: string | number }>({
    id: 'frontDesk.walkIn.done',
    defaultMessage: 'Walk-in {confirmation} is in house in room {room}.',
  }),
  clear: defineMessage({ id: 'frontDesk.walkIn.clear', defaultMessage: 'Clear' }),
};
