import { defineMessages } from 'react-intl';
import type { HousekeepingStatus, RoomCondition } from './roomStatus.ts';

/** The names of room conditions, shared by room control and the room-status screens. */
export const conditionMessages = defineMessages<RoomCondition>({
  'vacant-clean': { id: 'rooms.condition.vacantClean', defaultMessage: 'Vacant clean' },
  'vacant-dirty': { id: 'rooms.condition.vacantDirty', defaultMessage: 'Vacant dirty' },
  inspected: { id: 'rooms.condition.inspected', defaultMessage: 'Inspected' },
  occupied: { id: 'rooms.condition.occupied', defaultMessage: 'Occupied' },
  'out-of-order': { id: 'rooms.condition.outOfOrder', defaultMessage: 'Out of order' },
  'out-of-service': { id: 'rooms.condition.outOfService', defaultMessage: 'Out of service' },
});

export const housekeepingMessages = defineMessages<HousekeepingStatus>({
  dirty: { id: 'rooms.housekeeping.dirty', defaultMessage: 'Dirty' },
  clean: { id: 'rooms.housekeeping.clean', defaultMessage: 'Clean' },
  inspected: { id: 'rooms.housekeeping.inspected', defaultMessage: 'Inspected' },
});

export const roomMessages = defineMessages({
  vacant: { id: 'rooms.frontOffice.vacant', defaultMessage: 'Vacant' },
  occupied: { id: 'rooms.frontOffice.occupied', defaultMessage: 'Occupied' },
  statuses: { id: 'rooms.filter.statuses', defaultMessage: 'Status (rooms)' },
  floor: { id: 'rooms.filter.floor', defaultMessage: 'Floor' },
  building: { id: 'rooms.filter.building', defaultMessage: 'Building' },
  roomType: { id: 'rooms.filter.roomType', defaultMessage: 'Room type' },
  all: { id: 'rooms.filter.all', defaultMessage: 'All' },
  clearFilters: { id: 'rooms.filter.clear', defaultMessage: 'Clear filters' },
});
