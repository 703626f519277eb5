import type { Schemas } from '@pms/api-client';
import type { StatusChipTone } from '@pms/ui';
import { actionQuery, refreshed } from '../query/actionQuery.ts';

export type RoomStatus = Schemas['RoomStatus'];
export type HousekeepingStatus = Schemas['HousekeepingStatus'];
export type RoomStatusFilter = Schemas['RoomStatusFilter'];
export type RoomStatusLogEntry = Schemas['RoomStatusLogEntry'];

/** The housekeeping statuses in the order a room goes through them. */
export const HOUSEKEEPING_STATUSES: readonly HousekeepingStatus[] = ['dirty', 'clean', 'inspected'];

/**
 * What a room is as the front desk and housekeeping count it: one condition per room, so the
 * counts at the top of room control add up to the rooms listed. An occupied room counts as
 * occupied whatever else holds (the guest is in it); then out of order (it left inventory), then
 * out of service; a vacant room in service counts by its housekeeping status.
 */
export const ROOM_CONDITIONS = [
  'vacant-clean',
  'vacant-dirty',
  'inspected',
  'occupied',
  'out-of-order',
  'out-of-service',
] as const;
export type RoomCondition = (typeof ROOM_CONDITIONS)[number];

export function conditionOf(room: RoomStatus): RoomCondition {
  if (room.frontOfficeStatus === 'occupied') return 'occupied';
  if (room.outOfOrder) return 'out-of-order';
  if (room.outOfService) return 'out-of-service';
  if (room.housekeepingStatus === 'inspected') return 'inspected';
  return room.housekeepingStatus === 'clean' ? 'vacant-clean' : 'vacant-dirty';
}

/** How many rooms are in each condition (every condition present, zero when none). */
export function countByCondition(rooms: readonly RoomStatus[]): Record<RoomCondition, number> {
  const counts = Object.fromEntries(ROOM_CONDITIONS.map((condition) => [condition, 0])) as Record<
    RoomCondition,
    number
  >;
  for (const room of rooms) counts[conditionOf(room)] += 1;
  return counts;
}

/** Reads a comma list from the address back into known conditions (unknown words left out). */
export function parseConditions(text: string): RoomCondition[] {
  const words = text.split(',');
  return ROOM_CONDITIONS.filter((condition) => words.includes(condition));
}

/**
 * Spec colours, always beside the status's name: red needs work, green is ready, blue is ready and
 * checked, yellow has a guest, black left inventory, gray is set aside.
 */
export const CONDITION_TONES: Record<RoomCondition, StatusChipTone> = {
  'vacant-clean': 'green',
  'vacant-dirty': 'red',
  inspected: 'blue',
  occupied: 'yellow',
  'out-of-order': 'black',
  'out-of-service': 'gray',
};

export const HOUSEKEEPING_TONES: Record<HousekeepingStatus, StatusChipTone> = {
  dirty: 'red',
  clean: 'green',
  inspected: 'blue',
};

/** A vacant room a guest can be put in: clean or inspected, in order and in service. */
export const isReadyVacant = (room: RoomStatus): boolean =>
  room.frontOfficeStatus === 'vacant' &&
  !room.outOfOrder &&
  !room.outOfService &&
  (room.housekeepingStatus === 'clean' || room.housekeepingStatus === 'inspected');

/** A distinct, sorted list of a field's choices among the rooms (floors, buildings, room types). */
export function choicesOf(
  rooms: readonly RoomStatus[],
  id: (room: RoomStatus) => number,
  label: (room: RoomStatus) => string,
): { id: number; label: string }[] {
  const byId = new Map<number, string>();
  for (const room of rooms) if (!byId.has(id(room))) byId.set(id(room), label(room));
  return [...byId]
    .map(([key, text]) => ({ id: key, label: text }))
    .sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true }));
}

/**
 * Every active room's status on the hotel date (housekeeping/room-status `list`): room control and
 * both room-status screens read it, live (spec §7), so a room set clean on one shows on the others.
 */
export const roomStatusQuery = (filter: RoomStatusFilter = {}) =>
  actionQuery('housekeeping/room-status', 'list', [filter], { ...refreshed });

/** One room's change log, newest first (who, when, from, to). */
export const roomStatusLogQuery = (roomId: number, limit = 50) =>
  actionQuery('housekeeping/room-status', 'log', [{ roomId, limit }]);

/** Where rooms are looked for: a floor, a building, a room type (null for all). */
export interface RoomPlace {
  floorId: number | null;
  buildingId: number | null;
  roomTypeId: number | null;
}

/** The rooms of a place. */
export const roomsIn = (rooms: readonly RoomStatus[], place: RoomPlace): RoomStatus[] =>
  rooms.filter(
    (room) =>
      (place.floorId === null || room.floorId === place.floorId) &&
      (place.buildingId === null || room.buildingId === place.buildingId) &&
      (place.roomTypeId === null || room.roomTypeId === place.roomTypeId),
  );

/** The rooms in one of the conditions (all rooms when none is chosen). */
export const roomsWith = (rooms: readonly RoomStatus[], conditions: readonly RoomCondition[]): RoomStatus[] =>
  conditions.length === 0 ? [...rooms] : rooms.filter((room) => conditions.includes(conditionOf(room)));

/** An id of the address ('12'), or null for anything that is not a positive whole number. */
export function idOf(text: string): number | null {
  const value = Number(text);
  return text !== '' && Number.isInteger(value) && value > 0 ? value : null;
}
