import { describe, expect, it } from 'vitest';
import { isChangedBy, startsWithKey } from './invalidation.ts';

const key = (path: string) => [path, 'list', [{}]] as const;

describe('which reads a change makes stale', () => {
  const frontDeskChanges = [
    'reservation/reservation',
    'reception/room-move',
    'housekeeping/room-status',
    // Paths added later under the front desk's prefixes are covered without being listed.
    'reception/some-new-screen',
  ];
  const frontDeskReads = [
    'reservation/reservation',
    'reservation/availability',
    'reception/room-move',
    'reception/room-rack',
    'reception/in-house',
    'housekeeping/room-status',
    'housekeeping/room-control-later',
    'report/dashboard',
    'report/reservation-report',
  ];

  it('a change to stays, moves or room status reaches every front-desk read', () => {
    for (const changed of frontDeskChanges) {
      for (const read of frontDeskReads) expect(isChangedBy(changed, key(read)), `${changed} → ${read}`).toBe(true);
    }
  });

  it('leaves reads it cannot change alone', () => {
    for (const changed of frontDeskChanges) {
      expect(isChangedBy(changed, key('configuration/currency'))).toBe(false);
      expect(isChangedBy(changed, key('security/user'))).toBe(false);
      expect(isChangedBy(changed, key('reservation/rate'))).toBe(false);
    }
    // Master data that no front-desk screen shows changes only its own reads.
    expect(isChangedBy('configuration/currency', key('configuration/currency'))).toBe(true);
    expect(isChangedBy('configuration/currency', key('reception/room-rack'))).toBe(false);
    expect(isChangedBy('configuration/currency', key('report/dashboard'))).toBe(false);
  });

  it('rooms, guests and the tables around them reach the screens that show them', () => {
    expect(isChangedBy('configuration/room', key('reception/room-rack'))).toBe(true);
    expect(isChangedBy('configuration/room', key('housekeeping/room-status'))).toBe(true);
    expect(isChangedBy('reservation/guest-profile', key('reservation/reservation'))).toBe(true);
    expect(isChangedBy('configuration/rate-code', key('reservation/rate'))).toBe(true);
    expect(isChangedBy('security/role', key('security/user'))).toBe(true);
    expect(isChangedBy('security/user', key('security/role'))).toBe(false);
  });

  it('matches only keys that start with a path', () => {
    expect(isChangedBy('reservation/reservation', [])).toBe(false);
    expect(isChangedBy('reservation/reservation', [42])).toBe(false);
    expect(isChangedBy('reception/x', key('receptionist/x'))).toBe(false);
  });

  it('compares key prefixes part by part', () => {
    expect(startsWithKey(['a', 'list', [{ x: 1 }]], ['a'])).toBe(true);
    expect(startsWithKey(['a', 'list', [{ x: 1 }]], ['a', 'list'])).toBe(true);
    expect(startsWithKey(['a', 'list', [{ x: 1 }]], ['a', 'list', [{ x: 1 }]])).toBe(true);
    expect(startsWithKey(['a', 'list', [{ x: 1 }]], ['a', 'get'])).toBe(false);
    expect(startsWithKey(['a'], ['a', 'list'])).toBe(false);
    expect(startsWithKey(['ab'], ['a'])).toBe(false);
  });
});
