import { describe, expect, it } from 'vitest';
import { barKindOf, clampDeparture, moveCommandOf, type RackStay, spanOf, stayOn } from './rackModel.ts';

const stay = (more: Partial<RackStay>): RackStay => ({
  stayId: 1,
  reservationId: 1,
  confirmationNumber: 'RV-1',
  guestName: 'Guest, Test',
  status: 'confirmed',
  roomTypeId: 1,
  roomTypeCode: 'STD',
  roomId: 1,
  arrival: '2026-11-21',
  departure: '2026-11-23',
  adults: 2,
  children: 0,
  vipLevel: 0,
  openMessages: 0,
  openFlags: 0,
  dueIn: false,
  dueOut: false,
  version: 1,
  ...more,
});

describe('the room rack model', () => {
  it('clips a stay to the window and says which ends it cut', () => {
    expect(spanOf('2026-11-21', 14, '2026-11-19', '2026-11-23')).toEqual({
      start: 0,
      length: 2,
      clippedStart: true,
      clippedEnd: false,
    });
    expect(spanOf('2026-11-21', 14, '2026-12-03', '2026-12-08')).toEqual({
      start: 12,
      length: 2,
      clippedStart: false,
      clippedEnd: true,
    });
  });

  it('tells each status by kind, due in and due out apart', () => {
    expect(barKindOf(stay({}))).toBe('reserved');
    expect(barKindOf(stay({ dueIn: true }))).toBe('due-in');
    expect(barKindOf(stay({ status: 'in-house' }))).toBe('in-house');
    expect(barKindOf(stay({ status: 'in-house', dueOut: true }))).toBe('due-out');
    expect(barKindOf(stay({ status: 'tentative' }))).toBe('tentative');
    expect(barKindOf(stay({ status: 'checked-out' }))).toBe('checked-out');
  });

  it('moves a stay not yet arrived by assign-room, an in-house one by a room move, others not at all', () => {
    expect(moveCommandOf(stay({ status: 'guaranteed' }))).toBe('assign-room');
    expect(moveCommandOf(stay({ status: 'in-house' }))).toBe('room-move');
    expect(moveCommandOf(stay({ status: 'checked-out' }))).toBeNull();
  });

  it('never shortens a stay below one night or before the hotel date', () => {
    const inHouse = stay({ status: 'in-house', arrival: '2026-11-19', departure: '2026-11-23' });
    expect(clampDeparture(inHouse, '2026-11-19', '2026-11-21')).toBe('2026-11-21');
    expect(clampDeparture(stay({ arrival: '2026-11-25' }), '2026-11-24', '2026-11-21')).toBe('2026-11-26');
    expect(clampDeparture(inHouse, '2026-11-25', '2026-11-21')).toBe('2026-11-25');
  });

  it('finds the stay of a night: arrival night in, departure day out', () => {
    const stays = [stay({})];
    expect(stayOn(stays, '2026-11-21')).toBe(stays[0]);
    expect(stayOn(stays, '2026-11-23')).toBeUndefined();
  });
});
