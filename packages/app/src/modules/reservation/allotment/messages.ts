import { defineMessage, defineMessages } from 'react-intl';

/** Allotment Setting (app/allotment-setting). */
export const allotmentMessages = defineMessages({
  title: { id: 'reservation.allotment.title', defaultMessage: 'Allotment Setting' },
  intro: {
    id: 'reservation.allotment.intro',
    defaultMessage:
      'Rooms held for a company per room type and night. Bookings for the company draw from them first; what it has not picked up returns to general inventory on the release date.',
  },
  company: { id: 'reservation.allotment.company', defaultMessage: 'Company' },
  companyPlaceholder: { id: 'reservation.allotment.companyPlaceholder', defaultMessage: 'Code or name' },
  chooseCompany: {
    id: 'reservation.allotment.chooseCompany',
    defaultMessage: 'Choose a company to see and set its allotment.',
  },
  companiesFailed: {
    id: 'reservation.allotment.companiesFailed',
    defaultMessage: 'The companies could not be loaded.',
  },
  inactiveTitle: { id: 'reservation.allotment.inactive.title', defaultMessage: 'Inactive company' },
  inactiveBody: {
    id: 'reservation.allotment.inactive.body',
    defaultMessage: 'This company is inactive: its allotment can be read, not changed.',
  },
  firstNight: { id: 'reservation.allotment.firstNight', defaultMessage: 'First night' },
  length: { id: 'reservation.allotment.length', defaultMessage: 'Period' },
  periodToolbar: { id: 'reservation.allotment.periodToolbar', defaultMessage: 'Move the period' },
  earlier: { id: 'reservation.allotment.earlier', defaultMessage: 'Earlier' },
  later: { id: 'reservation.allotment.later', defaultMessage: 'Later' },
  fromHotelDate: { id: 'reservation.allotment.fromHotelDate', defaultMessage: 'From hotel date' },
  actions: { id: 'reservation.allotment.actions', defaultMessage: 'Allotment actions' },
  save: { id: 'reservation.allotment.save', defaultMessage: 'Save changes' },
  discard: { id: 'reservation.allotment.discard', defaultMessage: 'Discard changes' },
  fill: { id: 'reservation.allotment.fill', defaultMessage: 'Fill period…' },
  fillBlocked: {
    id: 'reservation.allotment.fillBlocked',
    defaultMessage: 'Save or discard the changes before filling a period.',
  },
  roomType: { id: 'reservation.allotment.roomType', defaultMessage: 'Room type' },
  releaseDays: { id: 'reservation.allotment.releaseDays', defaultMessage: 'Release days' },
  gridLabel: { id: 'reservation.allotment.gridLabel', defaultMessage: 'Rooms held by room type and night' },
  legend: {
    id: 'reservation.allotment.legend',
    defaultMessage: 'Each cell: rooms held; below it, picked up / held.',
  },
  legendChanged: { id: 'reservation.allotment.legendChanged', defaultMessage: 'Changed, not saved' },
  legendReleased: { id: 'reservation.allotment.legendReleased', defaultMessage: 'Released' },
  noRoomTypes: {
    id: 'reservation.allotment.noRoomTypes',
    defaultMessage: 'No room type is in use yet: add room types and rooms under Config.',
  },
  loading: { id: 'reservation.allotment.loading', defaultMessage: 'Loading...' },
  saved: { id: 'reservation.allotment.saved', defaultMessage: 'Success' },
  fillTitle: { id: 'reservation.allotment.fillTitle', defaultMessage: 'Fill period' },
  fillNights: { id: 'reservation.allotment.fillNights', defaultMessage: 'Nights' },
  fillNightsHelp: {
    id: 'reservation.allotment.fillNightsHelp',
    defaultMessage: 'From the hotel date on, at most 366 nights.',
  },
  weekdays: { id: 'reservation.allotment.weekdays', defaultMessage: 'Weekdays' },
  rooms: { id: 'reservation.allotment.rooms', defaultMessage: 'Rooms' },
  required: { id: 'reservation.allotment.required', defaultMessage: 'Required' },
  noWeekday: { id: 'reservation.allotment.noWeekday', defaultMessage: 'Tick at least one weekday.' },
});

/** What a cell's input is called by screen readers. */
export const cellLabelMessage = defineMessage<{ roomType: string; night: string }>({
  id: 'reservation.allotment.cellLabel',
  defaultMessage: 'Rooms held, {roomType}, {night}',
});

/** What a row's release-days input is called by screen readers. */
export const releaseLabelMessage = defineMessage<{ roomType: string }>({
  id: 'reservation.allotment.releaseLabel',
  defaultMessage: 'Release days, {roomType}',
});

/** The line under a cell's input: the company's stays that night against what is held. */
export const pickedMessage = defineMessage<{ picked: string; rooms: string }>({
  id: 'reservation.allotment.picked',
  defaultMessage: '{picked}/{rooms}',
});

/** A cell's tooltip. */
export const cellTitleMessage = defineMessage<{ picked: string; rooms: string; releaseDate: string }>({
  id: 'reservation.allotment.cellTitle',
  defaultMessage: '{picked} of {rooms} picked up; released on {releaseDate}',
});

export const releasedTitleMessage = defineMessage<{ picked: string; rooms: string; releaseDate: string }>({
  id: 'reservation.allotment.releasedTitle',
  defaultMessage: '{picked} of {rooms} picked up; released on {releaseDate}: the rest is back in general inventory',
});

export const changeCountMessage = defineMessage<{ count: number }>({
  id: 'reservation.allotment.changeCount',
  defaultMessage: '{count, plural, one {# night changed} other {# nights changed}}',
});

export const nightsLengthMessage = defineMessage<{ count: number }>({
  id: 'reservation.allotment.nightsLength',
  defaultMessage: '{count, plural, one {# night} other {# nights}}',
});

export const filledMessage = defineMessage<{ count: number }>({
  id: 'reservation.allotment.filled',
  defaultMessage: '{count, plural, =0 {No night needed a change} one {# night written} other {# nights written}}',
});

/** The refusal of one room type's changes, when several were saved one after another. */
export const savedSomeMessage = defineMessage<{ roomType: string; reason: string }>({
  id: 'reservation.allotment.savedSome',
  defaultMessage: '{roomType}: {reason}',
});
