import { defineMessage, defineMessages } from 'react-intl';

export const maintenanceMessages = defineMessages({
  title: { id: 'engineering.maintenance.title', defaultMessage: 'Maintenance orders' },
  intro: {
    id: 'engineering.maintenance.intro',
    defaultMessage:
      'Faults reported on rooms and public areas. An order may take its room out of order; done gives the room back with the status you choose.',
  },
  toolbar: { id: 'engineering.maintenance.toolbar', defaultMessage: 'Maintenance order actions' },
  add: { id: 'engineering.maintenance.add', defaultMessage: 'Report a fault' },
  reload: { id: 'engineering.maintenance.reload', defaultMessage: 'Reload' },
  edit: { id: 'engineering.maintenance.edit', defaultMessage: 'Edit order' },
  start: { id: 'engineering.maintenance.start', defaultMessage: 'Start' },
  done: { id: 'engineering.maintenance.done', defaultMessage: 'Done' },
  cancel: { id: 'engineering.maintenance.cancel', defaultMessage: 'Cancel order' },
  actions: { id: 'engineering.maintenance.actions', defaultMessage: 'Actions' },
  orderNumber: { id: 'engineering.maintenance.orderNumber', defaultMessage: 'No.' },
  reportedOn: { id: 'engineering.maintenance.reportedOn', defaultMessage: 'Reported' },
  reportedBy: { id: 'engineering.maintenance.reportedBy', defaultMessage: 'Reported by' },
  type: { id: 'engineering.maintenance.type', defaultMessage: 'Maintenance type' },
  allTypes: { id: 'engineering.maintenance.allTypes', defaultMessage: 'All types' },
  room: { id: 'engineering.maintenance.room', defaultMessage: 'Room' },
  area: { id: 'engineering.maintenance.area', defaultMessage: 'Area' },
  areaHelp: {
    id: 'engineering.maintenance.areaHelp',
    defaultMessage: 'A public area, when the fault is not in a room',
  },
  where: { id: 'engineering.maintenance.where', defaultMessage: 'Room / area' },
  priority: { id: 'engineering.maintenance.priority', defaultMessage: 'Priority' },
  allPriorities: { id: 'engineering.maintenance.allPriorities', defaultMessage: 'All priorities' },
  description: { id: 'engineering.maintenance.description', defaultMessage: 'Fault' },
  status: { id: 'engineering.maintenance.status', defaultMessage: 'Status' },
  assignedTo: { id: 'engineering.maintenance.assignedTo', defaultMessage: 'Engineer' },
  unassigned: { id: 'engineering.maintenance.unassigned', defaultMessage: 'Not assigned' },
  outOfOrder: { id: 'engineering.maintenance.outOfOrder', defaultMessage: 'Out of order' },
  outOfOrderTake: { id: 'engineering.maintenance.outOfOrderTake', defaultMessage: 'Take the room out of order' },
  outOfOrderPeriod: { id: 'engineering.maintenance.outOfOrderPeriod', defaultMessage: 'Nights out of order' },
  outOfOrderHelp: {
    id: 'engineering.maintenance.outOfOrderHelp',
    defaultMessage:
      'From the first night to the day the room returns. Refused while a guest is in or assigned to the room.',
  },
  outOfOrderNow: { id: 'engineering.maintenance.outOfOrderNow', defaultMessage: 'Out of order now' },
  returnStatus: { id: 'engineering.maintenance.returnStatus', defaultMessage: 'Room returns as' },
  parts: { id: 'engineering.maintenance.parts', defaultMessage: 'Parts used' },
  partsHelp: {
    id: 'engineering.maintenance.partsHelp',
    defaultMessage: 'One part a line, quantity first: "2 x LED bulb E27"',
  },
  resolution: { id: 'engineering.maintenance.resolution', defaultMessage: 'What was done' },
  cancelReason: { id: 'engineering.maintenance.cancelReason', defaultMessage: 'Why it is cancelled' },
  doneTitle: { id: 'engineering.maintenance.doneTitle', defaultMessage: 'Finish the order' },
  cancelTitle: { id: 'engineering.maintenance.cancelTitle', defaultMessage: 'Cancel the order' },
  startConfirm: { id: 'engineering.maintenance.startConfirm', defaultMessage: 'Start work on order {number}?' },
  from: { id: 'engineering.maintenance.from', defaultMessage: 'Reported from' },
  search: { id: 'engineering.maintenance.search', defaultMessage: 'Search' },
  searchPlaceholder: { id: 'engineering.maintenance.searchPlaceholder', defaultMessage: 'Room, area or fault' },
  required: { id: 'engineering.maintenance.required', defaultMessage: 'Required' },
  whereRequired: { id: 'engineering.maintenance.whereRequired', defaultMessage: 'Choose a room or type an area' },
  success: { id: 'engineering.maintenance.success', defaultMessage: 'Success' },
  stale: {
    id: 'engineering.maintenance.stale',
    defaultMessage: 'Someone else changed this order. The list shows it as it is now: open it again.',
  },
  statusAll: { id: 'engineering.maintenance.statusAll', defaultMessage: 'All' },
  statusActive: { id: 'engineering.maintenance.statusActive', defaultMessage: 'To do' },
});

export const orderStatusMessages = defineMessages({
  open: { id: 'engineering.status.open', defaultMessage: 'Open' },
  'in-progress': { id: 'engineering.status.inProgress', defaultMessage: 'In progress' },
  done: { id: 'engineering.status.done', defaultMessage: 'Done' },
  cancelled: { id: 'engineering.status.cancelled', defaultMessage: 'Cancelled' },
});

export const priorityMessages = defineMessages({
  low: { id: 'engineering.priority.low', defaultMessage: 'Low' },
  normal: { id: 'engineering.priority.normal', defaultMessage: 'Normal' },
  high: { id: 'engineering.priority.high', defaultMessage: 'High' },
  urgent: { id: 'engineering.priority.urgent', defaultMessage: 'Urgent' },
});

export const returnStatusMessages = defineMessages({
  dirty: { id: 'engineering.returnStatus.dirty', defaultMessage: 'Dirty' },
  clean: { id: 'engineering.returnStatus.clean', defaultMessage: 'Clean' },
  inspected: { id: 'engineering.returnStatus.inspected', defaultMessage: 'Inspected' },
});

export const maintenanceReportMessages = defineMessages({
  intro: {
    id: 'engineering.report.intro',
    defaultMessage:
      'Maintenance orders reported in the period, by type, room and status: who worked them, nights out of order and hours to finish.',
  },
  allStatuses: { id: 'engineering.report.allStatuses', defaultMessage: 'All statuses' },
  allRooms: { id: 'engineering.report.allRooms', defaultMessage: 'All rooms' },
  outOfOrderNights: { id: 'engineering.report.outOfOrderNights', defaultMessage: 'Nights OOO' },
  hoursToFinish: { id: 'engineering.report.hoursToFinish', defaultMessage: 'Hours to finish' },
});

export const orderCountMessage = defineMessage<{ count: number }>({
  id: 'engineering.maintenance.count',
  defaultMessage: '{count, plural, one {# order} other {# orders}}',
});
export const partsInvalidMessage = defineMessage<{ line: number }>({
  id: 'engineering.maintenance.partsInvalid',
  defaultMessage: 'Line {line}: start with a quantity, e.g. "2 x LED bulb"',
});
