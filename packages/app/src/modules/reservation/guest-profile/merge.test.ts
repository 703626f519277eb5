import { describe, expect, it } from 'vitest';
import type { GuestProfile } from './guestFields.ts';
import { mergedProfile } from './merge.ts';

const profile = (more: Partial<GuestProfile>): GuestProfile => ({
  id: 1,
  titleId: null,
  firstName: '',
  lastName: 'Inthavong',
  nationalityId: null,
  cityId: null,
  idNumber: '',
  email: '',
  phone: '',
  vipLevel: 0,
  guestTypeId: null,
  notes: '',
  version: 3,
  ...more,
});

describe('the merge preview', () => {
  it("fills only what the kept profile leaves empty, and keeps the kept profile's id and version", () => {
    const keep = profile({ firstName: 'Khamla', email: 'khamla@example.la', vipLevel: 0 });
    const duplicate = profile({
      id: 2,
      version: 1,
      titleId: 4,
      firstName: 'Kham',
      nationalityId: 7,
      cityId: 9,
      idNumber: 'P1112223',
      email: 'other@example.la',
      phone: '+856 20 1234 5678',
      vipLevel: 2,
      guestTypeId: 5,
    });
    expect(mergedProfile(keep, duplicate)).toEqual({
      ...keep,
      titleId: 4,
      nationalityId: 7,
      cityId: 9,
      idNumber: 'P1112223',
      phone: '+856 20 1234 5678',
      vipLevel: 2,
      guestTypeId: 5,
    });
    expect(mergedProfile(profile({ vipLevel: 3 }), profile({ vipLevel: 1 })).vipLevel).toBe(3);
  });

  it('joins notes when both have some and they fit; the same note is kept once', () => {
    expect(mergedProfile(profile({ notes: 'Peanuts' }), profile({ notes: 'Quiet room' })).notes).toBe(
      'Peanuts\nQuiet room',
    );
    expect(mergedProfile(profile({ notes: '' }), profile({ notes: 'Quiet room' })).notes).toBe('Quiet room');
    expect(mergedProfile(profile({ notes: 'Same' }), profile({ notes: 'Same' })).notes).toBe('Same');
    expect(mergedProfile(profile({ notes: 'Kept' }), profile({ notes: '' })).notes).toBe('Kept');
    const long = 'x'.repeat(990);
    expect(mergedProfile(profile({ notes: long }), profile({ notes: 'Quiet room' })).notes).toBe(long);
  });
});
