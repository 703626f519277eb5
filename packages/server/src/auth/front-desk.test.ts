import type { Schemas } from '@pms/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/api.ts';
import { aGuest, booking, newKey, plusDays, ratesFor, roomTypeWithRooms, stay } from '../test/booking.ts';
import { createTestServer, TEST_HOTEL_DATE } from '../test/database.ts';
import { accessOf, isGranted } from './permissions.ts';

// Issue 16: each department's permissions match its screens. The front desk books and changes
// bookings as front desks do: from its room availability (new reservation), its booking list and
// walk-in form (edit reservation). Every call those screens send must be reception's to make.

/** What the booking screens send (the app's reservation/api and the reference lists they read). */
const BOOKING_SCREEN_CALLS = [
  ['reservation/reservation', 'search'],
  ['reservation/reservation', 'get'],
  ['reservation/reservation', 'history'],
  ['reservation/reservation', 'create'],
  ['reservation/reservation', 'update'],
  ['reservation/reservation', 'cancel'],
  ['reservation/reservation', 'reinstate'],
  ['reservation/reservation', 'walkin'],
  ['reservation/availability', 'get'],
  ['reservation/availability', 'free-rooms'],
  ['reservation/rate', 'quote'],
  ['reservation/allotment', 'get'],
  ['reservation/guest-profile', 'search'],
  ['reservation/guest-profile', 'get'],
  ['reservation/guest-profile', 'create'],
  ['reservation/company-profile', 'list-minimum'],
  ['configuration/room-type', 'list'],
  ['configuration/room', 'list-minimum'],
  ['configuration/meal-type', 'list-minimum'],
  ['configuration/rate-code', 'list-minimum'],
  ['configuration/source', 'list-minimum'],
  ['configuration/market', 'list-minimum'],
  ['configuration/segment', 'list-minimum'],
  ['configuration/title', 'list-minimum'],
  ['configuration/country', 'list-minimum'],
  ['configuration/cancellation-reason', 'list-minimum'],
  ['configuration/hotel', 'GetHotelDate'],
] as const;

describe('the permission table for the front desk', () => {
  it.each(BOOKING_SCREEN_CALLS)('lets reception call %s %s', (path, action) => {
    const access = accessOf(path, action);
    expect(access, `${path} ${action} is in the table`).toBeDefined();
    expect(isGranted(access ?? [], ['RECEPTION'])).toBe(true);
  });

  it('keeps the writes of bookings to the bookers', () => {
    for (const action of ['create', 'update', 'cancel', 'reinstate'] as const) {
      const access = accessOf('reservation/reservation', action) ?? [];
      for (const fn of ['HOUSEKEEPING', 'CASHIER', 'ENGINEER', 'SALE']) expect(isGranted(access, [fn]), fn).toBe(false);
    }
  });
});

describe('reception books and changes a booking on the server', () => {
  let server: Awaited<ReturnType<typeof createTestServer>>;
  beforeAll(async () => {
    server = await createTestServer({ demo: true });
  });
  afterAll(() => server?.close());

  it('creates a reservation, then moves its dates and changes its remark', async () => {
    const reception = (await signIn(server.app, 'reception', 'demo-test-password')).headers;
    const guest = await aGuest(server, 'Frontdesk');
    const { roomTypeId } = await roomTypeWithRooms(server, 'FDK', 2);
    const arrival = plusDays(TEST_HOTEL_DATE, 12);
    const created = await server.call(
      'reservation/reservation',
      'create',
      [booking(guest, [stay(roomTypeId, arrival, plusDays(arrival, 2))])],
      { ...reception, ...newKey('front-desk') },
    );
    expect(created.status).toBe(200);
    const booked = created.typed.data[0] as Schemas['Reservation'];
    expect(booked.createdBy).toBe('reception');

    const moved = plusDays(arrival, 1);
    const [first] = booked.stays;
    const updated = await server.call(
      'reservation/reservation',
      'update',
      [
        {
          id: booked.id,
          version: booked.version,
          guestProfileId: booked.guestProfileId,
          channel: booked.channel,
          status: booked.status as Schemas['ReservationUpdate']['status'],
          remark: 'Arrives a day later, by the night bus',
          stays: [
            {
              id: first?.id,
              roomTypeId,
              arrival: moved,
              departure: plusDays(moved, 2),
              adults: first?.adults ?? 2,
              children: first?.children ?? 0,
              mealTypeId: first?.mealTypeId,
              nightlyRates: ratesFor(moved, plusDays(moved, 2)),
            },
          ],
        },
      ],
      { ...reception, ...newKey('front-desk-update') },
    );
    expect(updated.status).toBe(200);
    expect(updated.typed.data[0]).toMatchObject({
      id: booked.id,
      arrival: moved,
      departure: plusDays(moved, 2),
      remark: 'Arrives a day later, by the night bus',
      version: booked.version + 1,
    });

    const read = await server.call('reservation/reservation', 'get', [{ id: booked.id }], reception);
    expect(read.status).toBe(200);
    expect(read.typed.data[0]?.arrival).toBe(moved);
  });
});
