import type { HousekeepingStatus, RoomStatus } from '../../../shared/rooms/roomStatus.ts';

export type RoomStatusChange = {
  roomId: number;
  housekeepingStatus?: HousekeepingStatus;
  /** The status staff saw: the server refuses the change if someone else set another meanwhile. */
  fromStatus?: HousekeepingStatus;
  outOfService?: boolean;
  reason?: string;
};

/** What one action changes among the rooms: a status a room already has, or a service it is in, changes nothing. */
export const statusChanges = (rooms: readonly RoomStatus[], status: HousekeepingStatus): RoomStatusChange[] =>
  rooms
    .filter((room) => room.housekeepingStatus !== status)
    .map((room) => ({ roomId: room.roomId, housekeepingStatus: status, fromStatus: room.housekeepingStatus }));

/** The rooms a supervisor can inspect: clean ones (a dirty room is cleaned first). */
export const inspections = (rooms: readonly RoomStatus[]): { roomId: number }[] =>
  rooms.filter((room) => room.housekeepingStatus === 'clean').map((room) => ({ roomId: room.roomId }));

export const onServiceChanges = (rooms: readonly RoomStatus[]): RoomStatusChange[] =>
  rooms.filter((room) => room.outOfService).map((room) => ({ roomId: room.roomId, outOfService: false }));

export const outOfServiceChanges = (rooms: readonly RoomStatus[], reason: string): RoomStatusChange[] =>
  rooms
    .filter((room) => !room.outOfService)
    .map((room) => ({ roomId: room.roomId, outOfService: true, reason: reason.trim() }));

/** The contract's longest out-of-service reason (RoomStatusChange.reason). */
export const REASON_MAX_LENGTH = 200;
