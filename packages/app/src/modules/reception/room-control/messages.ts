import { defineMessage, defineMessages } from 'react-intl';

export const roomControlMessages = defineMessages({
  title: { id: 'reception.roomControl.title', defaultMessage: 'Room Control' },
  grid: { id: 'reception.roomControl.grid', defaultMessage: 'Rooms' },
  reload: { id: 'reception.roomControl.reload', defaultMessage: 'Reload' },
  actions: { id: 'reception.roomControl.actions', defaultMessage: 'Actions' },
  room: { id: 'reception.roomControl.room', defaultMessage: 'Room' },
  roomType: { id: 'reception.roomControl.roomType', defaultMessage: 'Type' },
  floor: { id: 'reception.roomControl.floor', defaultMessage: 'Floor' },
  building: { id: 'reception.roomControl.building', defaultMessage: 'Building' },
  status: { id: 'reception.roomControl.status', defaultMessage: 'Status' },
  frontOffice: { id: 'reception.roomControl.frontOffice', defaultMessage: 'Front office' },
  housekeeping: { id: 'reception.roomControl.housekeeping', defaultMessage: 'Housekeeping' },
  outOfOrderOrService: { id: 'reception.roomControl.outOfOrderOrService', defaultMessage: 'Out of order / service' },
  guest: { id: 'reception.roomControl.guest', defaultMessage: 'Guest' },
  departure: { id: 'reception.roomControl.departure', defaultMessage: 'Departure' },
  due: { id: 'reception.roomControl.due', defaultMessage: 'Due' },
  dueIn: { id: 'reception.roomControl.dueIn', defaultMessage: 'Due in' },
  dueOut: { id: 'reception.roomControl.dueOut', defaultMessage: 'Due out' },
  hotelDate: { id: 'reception.roomControl.hotelDate', defaultMessage: 'the hotel date' },
});

export const roomControlIntroMessage = defineMessage<{ date: string }>({
  id: 'reception.roomControl.intro',
  defaultMessage:
    'Every room on the hotel date {date}: vacant or occupied (from the stays in house), its housekeeping status, out of order or out of service, the guest, and who is due in or out. Move an in-house guest from an occupied room.',
});

export const roomControlCountMessage = defineMessage<{ shown: number; total: number }>({
  id: 'reception.roomControl.count',
  defaultMessage: '{shown} of {total} rooms',
});

export const roomControlMoveRoomMessage = defineMessage<{ room: string }>({
  id: 'reception.roomControl.moveRoom',
  defaultMessage: 'Move room {room}',
});

export const roomControlOutOfOrderMessage = defineMessage<{ reason: string }>({
  id: 'reception.roomControl.outOfOrder',
  defaultMessage: 'OOO: {reason}',
});

export const roomControlOutOfServiceMessage = defineMessage<{ reason: string }>({
  id: 'reception.roomControl.outOfService',
  defaultMessage: 'OOS: {reason}',
});
