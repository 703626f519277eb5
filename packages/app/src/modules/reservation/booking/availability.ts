import type { Schemas } from '@pms/api-client';

type RoomStay = Schemas['RoomStay'];

import { addDays, nightsOf } from '@pms/domain/calendar';
import { nightsOfStay, type StayDraft, takesInventory } from './draft.ts';

// Availability: the inventory rule, once. Per room type and night the grid says how many rooms
// may still be sold (with the asking company's unpicked allotment); a reservation being changed
// gives back the rooms its saved stays hold; the stays of the draft then take theirs in order,
// as the server counts them.

/** Rooms to sell per `roomTypeId|night`. */
export type AvailabilityIndex = ReadonlyMap<string, number>;

const slot = (roomTypeId: number, night: string) => `${roomTypeId}|${night}`;

export function availabilityIndex(grids: readonly Schemas['AvailabilityGrid'][]): AvailabilityIndex {
  const index = new Map<string, number>();
  for (const grid of grids) {
    for (const type of grid.roomTypes) {
      for (const night of type.nights) {
        index.set(slot(type.roomTypeId, night.night), night.available + night.companyAllotment);
      }
    }
  }
  return index;
}

/** The rooms a saved reservation holds now, per `roomTypeId|night`: they come back to it when it changes. */
export function heldRooms(stays: readonly RoomStay[]): AvailabilityIndex {
  const held = new Map<string, number>();
  for (const stay of stays) {
    if (!takesInventory(stay.status)) continue;
    for (const night of nightsOf(stay.arrival, stay.departure)) {
      const key = slot(stay.roomTypeId, night);
      held.set(key, (held.get(key) ?? 0) + 1);
    }
  }
  return held;
}

export type StayAvailability =
  /** Rooms of its type left for the stay on its fullest night, before it takes one. */
  | { kind: 'left'; left: number }
  /** The nights with no room left for it. */
  | { kind: 'none'; nights: string[] }
  /** Not known (yet): no room type or dates, or the nights were not read. */
  | { kind: 'unknown' };

/** What is left for each stay of the draft, by stay key. */
export function staysAvailability(
  stays: readonly StayDraft[],
  available: AvailabilityIndex,
  held: AvailabilityIndex = new Map(),
): Map<string, StayAvailability> {
  const result = new Map<string, StayAvailability>();
  const taken = new Map<string, number>();
  for (const stay of stays) {
    const nights = nightsOfStay(stay);
    const roomTypeId = stay.roomTypeId;
    if (roomTypeId === null || nights.length === 0) {
      result.set(stay.key, { kind: 'unknown' });
      continue;
    }
    const left = nights.map((night) => {
      const key = slot(roomTypeId, night);
      const free = available.get(key);
      return free === undefined ? undefined : free + (held.get(key) ?? 0) - (taken.get(key) ?? 0);
    });
    for (const night of nights) taken.set(slot(roomTypeId, night), (taken.get(slot(roomTypeId, night)) ?? 0) + 1);
    if (left.some((value) => value === undefined)) {
      result.set(stay.key, { kind: 'unknown' });
      continue;
    }
    const none = nights.filter((_, at) => (left[at] ?? 0) <= 0);
    result.set(
      stay.key,
      none.length > 0 ? { kind: 'none', nights: none } : { kind: 'left', left: Math.min(...left.map(Number)) },
    );
  }
  return result;
}

/** The periods the availability grid is read for: the draft's first night to its last, ≤ `maxNights` at a time. */
export function availabilityPeriods(
  stays: readonly Pick<StayDraft, 'arrival' | 'departure'>[],
  maxNights: number,
): { fromDate: string; toDate: string }[] {
  const nights = stays.flatMap((stay) => {
    const all = nightsOfStay(stay);
    return all.length > 0 ? [all[0] as string, all.at(-1) as string] : [];
  });
  if (nights.length === 0) return [];
  nights.sort();
  const first = nights[0] as string;
  const last = nights.at(-1) as string;
  const periods: { fromDate: string; toDate: string }[] = [];
  for (let from = first; from <= last; from = addDays(from, maxNights)) {
    const to = addDays(from, maxNights - 1);
    // ISO dates sort as text: the earlier of the period's end and the last night.
    periods.push({ fromDate: from, toDate: [to, last].sort()[0] as string });
  }
  return periods;
}
