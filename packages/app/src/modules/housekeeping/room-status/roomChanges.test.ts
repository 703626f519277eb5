import { describe, expect, it } from 'vitest';
import type { RoomStatus } from '../../../shared/rooms/roomStatus.ts';
import { inspections, onServiceChanges, outOfServiceChanges, statusChanges } from './roomChanges.ts';

const room = (roomId: number, change: Partial<RoomStatus> = {}) =>
  ({ roomId, housekeepingStatus: 'dirty', outOfService: false, ...change }) as RoomStatus;

describe('room-status changes', () => {
  it('sets only the rooms whose status differs', () => {
    expect(statusChanges([room(1), room(2, { housekeepingStatus: 'clean' })], 'clean')).toEqual([
      { roomId: 1, housekeepingStatus: 'clean', fromStatus: 'dirty' },
    ]);
    expect(statusChanges([room(1)], 'dirty')).toEqual([]);
  });

  it('inspects only clean rooms', () => {
    const rooms = [room(1), room(2, { housekeepingStatus: 'clean' }), room(3, { housekeepingStatus: 'inspected' })];
    expect(inspections(rooms)).toEqual([{ roomId: 2 }]);
  });

  it('puts back on service only rooms out of service, and takes out only those in service, with the reason trimmed', () => {
    const rooms = [room(1, { outOfService: true }), room(2)];
    expect(onServiceChanges(rooms)).toEqual([{ roomId: 1, outOfService: false }]);
    expect(outOfServiceChanges(rooms, ' Deep clean ')).toEqual([
      { roomId: 2, outOfService: true, reason: 'Deep clean' },
    ]);
  });
});
