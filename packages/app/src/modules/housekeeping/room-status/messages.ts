import { defineMessage, defineMessages } from 'react-intl';

export const roomStatusMessages = defineMessages({
  tableTitle: { id: 'housekeeping.roomStatus.tableTitle', defaultMessage: 'Room Status' },
  tilesTitle: { id: 'housekeeping.roomStatus.tilesTitle', defaultMessage: 'Room Status (tiles)' },
  grid: { id: 'housekeeping.roomStatus.grid', defaultMessage: 'Rooms' },
  reload: { id: 'housekeeping.roomStatus.reload', defaultMessage: 'Reload' },
  actions: { id: 'housekeeping.roomStatus.actions', defaultMessage: 'Actions' },
  selection: { id: 'housekeeping.roomStatus.selection', defaultMessage: 'Set the selected rooms' },
  room: { id: 'housekeeping.roomStatus.room', defaultMessage: 'Room' },
  roomType: { id: 'housekeeping.roomStatus.roomType', defaultMessage: 'Type' },
  floor: { id: 'housekeeping.roomStatus.floor', defaultMessage: 'Floor' },
  status: { id: 'housekeeping.roomStatus.status', defaultMessage: 'Status' },
  housekeeping: { id: 'housekeeping.roomStatus.housekeeping', defaultMessage: 'Housekeeping' },
  service: { id: 'housekeeping.roomStatus.service', defaultMessage: 'Out of service' },
  changedAt: { id: 'housekeeping.roomStatus.changedAt', defaultMessage: 'Changed' },
  guest: { id: 'housekeeping.roomStatus.guest', defaultMessage: 'Guest' },
  dirty: { id: 'housekeeping.roomStatus.setDirty', defaultMessage: 'Dirty' },
  clean: { id: 'housekeeping.roomStatus.setClean', defaultMessage: 'Clean' },
  inspected: { id: 'housekeeping.roomStatus.setInspected', defaultMessage: 'Inspected' },
  outOfService: { id: 'housekeeping.roomStatus.outOfService', defaultMessage: 'Out of service…' },
  onService: { id: 'housekeeping.roomStatus.onService', defaultMessage: 'On service' },
  clearSelection: { id: 'housekeeping.roomStatus.clearSelection', defaultMessage: 'Clear selection' },
  confirmDirty: { id: 'housekeeping.roomStatus.confirmDirty', defaultMessage: 'Do you want to dirty?' },
  confirmClean: { id: 'housekeeping.roomStatus.confirmClean', defaultMessage: 'Do you want to clean?' },
  confirmInspected: {
    id: 'housekeeping.roomStatus.confirmInspected',
    defaultMessage: 'Do you want to set inspected?',
  },
  confirmOnService: { id: 'housekeeping.roomStatus.confirmOnService', defaultMessage: 'Do you want to on service?' },
  success: { id: 'housekeeping.roomStatus.success', defaultMessage: 'Success' },
  outOfServiceTitle: { id: 'housekeeping.roomStatus.outOfServiceTitle', defaultMessage: 'Out of service' },
  reason: { id: 'housekeeping.roomStatus.reason', defaultMessage: 'Reason' },
  reasonRequired: { id: 'housekeeping.roomStatus.reasonRequired', defaultMessage: 'Give the reason' },
  save: { id: 'housekeeping.roomStatus.save', defaultMessage: 'Save' },
  cancel: { id: 'housekeeping.roomStatus.cancel', defaultMessage: 'Cancel' },
  logTitle: { id: 'housekeeping.roomStatus.logTitle', defaultMessage: 'Change log' },
  logAt: { id: 'housekeeping.roomStatus.logAt', defaultMessage: 'When' },
  logActor: { id: 'housekeeping.roomStatus.logActor', defaultMessage: 'Who' },
  logSource: { id: 'housekeeping.roomStatus.logSource', defaultMessage: 'Source' },
  logStatus: { id: 'housekeeping.roomStatus.logStatus', defaultMessage: 'Status' },
  logService: { id: 'housekeeping.roomStatus.logService', defaultMessage: 'Service' },
  logNote: { id: 'housekeeping.roomStatus.logNote', defaultMessage: 'Note' },
  inService: { id: 'housekeeping.roomStatus.inService', defaultMessage: 'In service' },
  noRooms: { id: 'housekeeping.roomStatus.noRooms', defaultMessage: 'No data to display' },
  hotelDate: { id: 'housekeeping.roomStatus.hotelDate', defaultMessage: 'the hotel date' },
  roomsShown: { id: 'housekeeping.roomStatus.roomsShown', defaultMessage: 'Rooms shown' },
  myRooms: { id: 'housekeeping.roomStatus.myRooms', defaultMessage: 'My rooms' },
  allRooms: { id: 'housekeeping.roomStatus.allRooms', defaultMessage: 'All rooms' },
  noMyRooms: {
    id: 'housekeeping.roomStatus.noMyRooms',
    defaultMessage: 'No rooms are given to you today. A supervisor assigns them on the Room Status screen.',
  },
  attendant: { id: 'housekeeping.roomStatus.attendant', defaultMessage: 'Attendant' },
  assign: { id: 'housekeeping.roomStatus.assign', defaultMessage: 'Assign to…' },
  assignTitle: { id: 'housekeeping.roomStatus.assignTitle', defaultMessage: 'Assign rooms' },
  nobody: { id: 'housekeeping.roomStatus.nobody', defaultMessage: 'Nobody (take the rooms back)' },
  attendantRequired: { id: 'housekeeping.roomStatus.attendantRequired', defaultMessage: 'Choose the attendant' },
  faultTitle: { id: 'housekeeping.roomStatus.faultTitle', defaultMessage: 'Report a fault' },
  faultType: { id: 'housekeeping.roomStatus.faultType', defaultMessage: 'Maintenance type' },
  faultTypeRequired: { id: 'housekeeping.roomStatus.faultTypeRequired', defaultMessage: 'Choose the maintenance type' },
  faultDescription: { id: 'housekeeping.roomStatus.faultDescription', defaultMessage: 'What is wrong' },
  faultDescriptionRequired: {
    id: 'housekeeping.roomStatus.faultDescriptionRequired',
    defaultMessage: 'Describe the fault',
  },
  priority: { id: 'housekeeping.roomStatus.priority', defaultMessage: 'Priority' },
  priorityLow: { id: 'housekeeping.roomStatus.priority.low', defaultMessage: 'Low' },
  priorityNormal: { id: 'housekeeping.roomStatus.priority.normal', defaultMessage: 'Normal' },
  priorityHigh: { id: 'housekeeping.roomStatus.priority.high', defaultMessage: 'High' },
  priorityUrgent: { id: 'housekeeping.roomStatus.priority.urgent', defaultMessage: 'Urgent' },
  report: { id: 'housekeeping.roomStatus.report', defaultMessage: 'Report' },
  staleTitle: { id: 'housekeeping.roomStatus.staleTitle', defaultMessage: 'Changed meanwhile' },
  staleBody: {
    id: 'housekeeping.roomStatus.staleBody',
    defaultMessage:
      'Someone else changed this room meanwhile. The screen now shows it as it is; set it again if it still needs it.',
  },
});

export const sourceMessages = defineMessages({
  manual: { id: 'housekeeping.roomStatus.source.manual', defaultMessage: 'Set by hand' },
  'check-in': { id: 'housekeeping.roomStatus.source.checkIn', defaultMessage: 'Check-in' },
  'undo-check-in': { id: 'housekeeping.roomStatus.source.undoCheckIn', defaultMessage: 'Check-in undone' },
  'room-move': { id: 'housekeeping.roomStatus.source.roomMove', defaultMessage: 'Room move' },
  'check-out': { id: 'housekeeping.roomStatus.source.checkOut', defaultMessage: 'Check-out' },
  'day-end': { id: 'housekeeping.roomStatus.source.dayEnd', defaultMessage: 'Day-end' },
  system: { id: 'housekeeping.roomStatus.source.system', defaultMessage: 'System' },
});

export const tableIntroMessage = defineMessage<{ date: string }>({
  id: 'housekeeping.roomStatus.tableIntro',
  defaultMessage:
    'Housekeeping status of every room on the hotel date {date}. Select rooms to set them dirty, clean or inspected, or to take them out of service and back; open a room’s change log from its row.',
});

export const tilesIntroMessage = defineMessage<{ date: string }>({
  id: 'housekeeping.roomStatus.tilesIntro',
  defaultMessage:
    'Every room as a tile, by floor, on the hotel date {date}. Tap a tile’s buttons to set it, or tick several and set them together at the bottom.',
});

export const countMessage = defineMessage<{ shown: number; total: number; selected: number }>({
  id: 'housekeeping.roomStatus.count',
  defaultMessage: '{shown} of {total} rooms · {selected} selected',
});

export const roomLogSubtitleMessage = defineMessage<{ room: string }>({
  id: 'housekeeping.roomStatus.logSubtitle',
  defaultMessage: 'Room {room}, newest first',
});

export const openLogMessage = defineMessage<{ room: string }>({
  id: 'housekeeping.roomStatus.openLog',
  defaultMessage: 'Change log of room {room}',
});

export const setRoomMessage = defineMessage<{ status: string; room: string }>({
  id: 'housekeeping.roomStatus.setRoom',
  defaultMessage: '{status}: room {room}',
});

export const outOfServiceSubtitleMessage = defineMessage<{ rooms: string }>({
  id: 'housekeeping.roomStatus.outOfServiceSubtitle',
  defaultMessage: 'Rooms {rooms}',
});

export const floorHeadingMessage = defineMessage<{ floor: string; count: number }>({
  id: 'housekeeping.roomStatus.floorHeading',
  defaultMessage: '{floor} · {count, plural, one {# room} other {# rooms}}',
});

export const selectRoomMessage = defineMessage<{ room: string }>({
  id: 'housekeeping.roomStatus.selectRoom',
  defaultMessage: 'Select room {room}',
});

export const savedMessage = defineMessage<{ count: number }>({
  id: 'housekeeping.roomStatus.saved',
  defaultMessage: '{count, plural, one {# room changed} other {# rooms changed}}',
});

export const assignedMessage = defineMessage<{ count: number; name: string }>({
  id: 'housekeeping.roomStatus.assigned',
  defaultMessage: '{count, plural, one {# room} other {# rooms}} assigned to {name}',
});

export const unassignedMessage = defineMessage<{ count: number }>({
  id: 'housekeeping.roomStatus.unassigned',
  defaultMessage: '{count, plural, one {# room} other {# rooms}} taken back',
});

export const attendantChoiceMessage = defineMessage<{ name: string; count: number }>({
  id: 'housekeeping.roomStatus.attendantChoice',
  defaultMessage: '{name} · {count, plural, one {# room} other {# rooms}} today',
});

export const reportFaultMessage = defineMessage<{ room: string }>({
  id: 'housekeeping.roomStatus.reportFault',
  defaultMessage: 'Report a fault: room {room}',
});

export const faultSubtitleMessage = defineMessage<{ room: string }>({
  id: 'housekeeping.roomStatus.faultSubtitle',
  defaultMessage: 'Room {room}: the engineers get a maintenance order',
});

export const faultReportedMessage = defineMessage<{ order: number; room: string }>({
  id: 'housekeeping.roomStatus.faultReported',
  defaultMessage: 'Maintenance order {order} reported for room {room}',
});

export const postMinibarMessage = defineMessage<{ room: string }>({
  id: 'housekeeping.roomStatus.postMinibar',
  defaultMessage: 'Post minibar: room {room}',
});

export const assigneeMessage = defineMessage<{ name: string }>({
  id: 'housekeeping.roomStatus.assignee',
  defaultMessage: 'Attendant: {name}',
});
