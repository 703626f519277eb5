import { describe, expect, it } from 'vitest';
import {
  choicesOf,
  conditionOf,
  countByCondition,
  isReadyVacant,
  parseConditions,
  type RoomStatus,
} from './roomStatus.ts';

const room = (change: Partial<RoomStatus> = {}): RoomStatus => ({
  roomId: 1,
  roomNumber: '101',
  roomTypeId: 1,
  roomTypeCode: 'STD',
  floorId: 1,
  floor: '1',
  buildingId: 1,
  building: 'Main',
  frontOfficeStatus: 'vacant',
  housekeepingStatus: 'clean',
  outOfOrder: false,
  outOfOrderReason: '',
  outOfService: false,
  outOfServiceReason: '',
  stayId: null,
  guestName: '',
  departure: null,
  dueIn: false,
  dueInStayId: null,
  dueOut: false,
  changedAt: null,
  assigneeUserId: null,
  assigneeName: '',
  assignedToMe: false,
  ...change,
});

describe('room conditions', () => {
  it('counts a vacant room in service by its housekeeping status', () => {
    expect(conditionOf(room({ housekeepingStatus: 'clean' }))).toBe('vacant-clean');
    expect(conditionOf(room({ housekeepingStatus: 'dirty' }))).toBe('vacant-dirty');
    expect(conditionOf(room({ housekeepingStatus: 'inspected' }))).toBe('inspected');
  });

  it('counts an occupied room as occupied whatever else holds, then out of order, then out of service', () => {
    expect(conditionOf(room({ frontOfficeStatus: 'occupied', outOfService: true, housekeepingStatus: 'dirty' }))).toBe(
      'occupied',
    );
    expect(conditionOf(room({ outOfOrder: true, outOfService: true }))).toBe('out-of-order');
    expect(conditionOf(room({ outOfService: true, housekeepingStatus: 'inspected' }))).toBe('out-of-service');
  });

  it('gives every condition a count, and the counts add up to the rooms', () => {
    const rooms = [
      room(),
      room({ housekeepingStatus: 'dirty' }),
      room({ housekeepingStatus: 'dirty' }),
      room({ frontOfficeStatus: 'occupied' }),
      room({ outOfOrder: true }),
    ];
    const counts = countByCondition(rooms);
    expect(counts).toEqual({
      'vacant-clean': 1,
      'vacant-dirty': 2,
      inspected: 0,
      occupied: 1,
      'out-of-order': 1,
      'out-of-service': 0,
    });
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(rooms.length);
  });

  it('reads the conditions of the address, leaving unknown words out, in their own order', () => {
    expect(parseConditions('occupied,nonsense,vacant-dirty')).toEqual(['vacant-dirty', 'occupied']);
    expect(parseConditions('')).toEqual([]);
  });
});

describe('rooms a guest can be moved to', () => {
  it('takes vacant clean or inspected rooms in order and in service only', () => {
    expect(isReadyVacant(room())).toBe(true);
    expect(isReadyVacant(room({ housekeepingStatus: 'inspected' }))).toBe(true);
    expect(isReadyVacant(room({ housekeepingStatus: 'dirty' }))).toBe(false);
    expect(isReadyVacant(room({ frontOfficeStatus: 'occupied' }))).toBe(false);
    expect(isReadyVacant(room({ outOfOrder: true }))).toBe(false);
    expect(isReadyVacant(room({ outOfService: true }))).toBe(false);
  });
});

describe('filter choices', () => {
  it('lists each floor once, in natural order', () => {
    const rooms = [
      room({ floorId: 10, floor: '10' }),
      room({ floorId: 2, floor: '2' }),
      room({ floorId: 10, floor: '10' }),
    ];
    expect(
      choicesOf(
        rooms,
        (r) => r.floorId,
        (r) => r.floor,
      ),
    ).toEqual([
      { id: 2, label: '2' },
      { id: 10, label: '10' },
    ]);
  });
});

describe('filters', () => {
  it('keeps the rooms of a floor, building and type, and of the chosen conditions', async () => {
    const { roomsIn, roomsWith, idOf } = await import('./roomStatus.ts');
    const rooms = [
      room({ roomId: 1, floorId: 1 }),
      room({ roomId: 2, floorId: 2, housekeepingStatus: 'dirty' }),
      room({ roomId: 3, floorId: 2, buildingId: 2 }),
    ];
    expect(roomsIn(rooms, { floorId: 2, buildingId: null, roomTypeId: null }).map((r) => r.roomId)).toEqual([2, 3]);
    expect(roomsIn(rooms, { floorId: 2, buildingId: 2, roomTypeId: null }).map((r) => r.roomId)).toEqual([3]);
    expect(roomsIn(rooms, { floorId: null, buildingId: null, roomTypeId: 9 })).toEqual([]);
    expect(roomsWith(rooms, ['vacant-dirty']).map((r) => r.roomId)).toEqual([2]);
    expect(roomsWith(rooms, [])).toHaveLength(3);
    expect([idOf('12'), idOf(''), idOf('x'), idOf('-1'), idOf('1.5')]).toEqual([12, null, null, null, null]);
  });
});
