import type { Schemas } from '@pms/api-client';
import { addDays, dayDifference } from '@pms/domain/calendar';

export type RoomRack = Schemas['RoomRack'];
export type RackRoom = Schemas['RoomRackRoom'];
export type RackStay = Schemas['RoomRackStay'];

/** The days a rack may show (issue 17): 14 to 31 from the hotel date; 14 unless chosen. */
export const RACK_DAYS = [14, 21, 28, 31] as const;
export const DEFAULT_RACK_DAYS = 14;
export const MIN_RACK_DAYS = 14;
export const MAX_RACK_DAYS = 31;

/** The narrowest day on the rack, in pixels (days widen to fill the screen); rows are 30 high as every grid (spec). */
export const DAY_WIDTH = 38;
export const ROW_HEIGHT = 30;
export const ROOM_COLUMN_WIDTH = 156;

/**
 * What a bar says about a stay, besides its colour: each kind has its own pattern and word so
 * that the rack reads without colour (WCAG 1.4.1).
 */
export type BarKind = 'tentative' | 'reserved' | 'due-in' | 'in-house' | 'due-out' | 'checked-out';

export function barKindOf(stay: RackStay): BarKind {
  if (stay.status === 'in-house') return stay.dueOut ? 'due-out' : 'in-house';
  if (stay.status === 'checked-out') return 'checked-out';
  if (stay.status === 'tentative') return 'tentative';
  return stay.dueIn ? 'due-in' : 'reserved';
}

/** A stay's nights clipped to the window: first column and number of columns (≥ 1). */
export function spanOf(fromDate: string, days: number, arrival: string, departure: string) {
  const start = Math.max(0, dayDifference(fromDate, arrival));
  const end = Math.min(days, dayDifference(fromDate, departure));
  return {
    start,
    length: Math.max(1, end - start),
    clippedStart: arrival < fromDate,
    clippedEnd: end < dayDifference(fromDate, departure),
  };
}

/** The stays of each room (by room id), each room's in arrival order. */
export function staysByRoom(stays: readonly RackStay[]): Map<number, RackStay[]> {
  const byRoom = new Map<number, RackStay[]>();
  for (const stay of stays) {
    if (stay.roomId === null) continue;
    const list = byRoom.get(stay.roomId);
    if (list) list.push(stay);
    else byRoom.set(stay.roomId, [stay]);
  }
  return byRoom;
}

/** The stay that holds a room on the night of `date`, if any. */
export function stayOn(stays: readonly RackStay[] | undefined, date: string): RackStay | undefined {
  return stays?.find((stay) => stay.arrival <= date && date < stay.departure);
}

/** The out-of-order period of a room on the night of `date`, if any. */
export function outOfOrderOn(room: RackRoom, date: string): RackRoom['outOfOrder'][number] | undefined {
  return room.outOfOrder.find((period) => period.fromDate <= date && date < period.toDate);
}

/** The dates of the window's columns. */
export function windowDates(fromDate: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(fromDate, index));
}

/** Whether a stay can change rooms from the rack, and through which command. */
export type MoveCommand = 'assign-room' | 'room-move' | null;

export function moveCommandOf(stay: RackStay): MoveCommand {
  if (stay.status === 'in-house') return 'room-move';
  if (stay.status === 'confirmed' || stay.status === 'guaranteed' || stay.status === 'tentative') return 'assign-room';
  return null;
}

/**
 * The new departure of an extend or shorten from the rack: at least one night after the arrival
 * and never before the hotel date (operations.md §1.1).
 */
export function clampDeparture(stay: RackStay, departure: string, hotelDate: string): string {
  const earliest = [addDays(stay.arrival, 1), hotelDate].sort().at(-1) as string;
  return departure < earliest ? earliest : departure;
}

/** The unassigned stays of the window, arrivals first. */
export const unassignedOf = (stays: readonly RackStay[]) => stays.filter((stay) => stay.roomId === null);
