import type { Schemas } from '@pms/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/api.ts';
import {
  aGuest,
  booking,
  newKey,
  overlappingAssignedStays,
  oversoldNights,
  plusDays,
  ratesFor,
  roomTypeWithRooms,
  stay,
} from '../../test/booking.ts';
import { createTestServer, TEST_HOTEL_DATE } from '../../test/database.ts';

// Changing a reservation before arrival (edit-reservation): dates, room type, pax, rates, rooms,
// stays added and removed; taking a cancellation back; and the history of it all.

type Reservation = Schemas['Reservation'];
type Update = Schemas['ReservationUpdate'];

let server: Awaited<ReturnType<typeof createTestServer>>;
let guest: number;
let reasonId: number;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  guest = await aGuest(server, 'Amend');
  const reason = await server.db
    .selectFrom('cancellation_reason')
    .select('id')
    .where('code', '=', 'PLAN')
    .executeTakeFirstOrThrow();
  reasonId = reason.id;
});
afterAll(() => server?.close());

async function bookOne(
  roomTypeId: number,
  arrival: string,
  departure: string,
  more: Partial<Schemas['RoomStayCreate']> = {},
) {
  const answer = await server.call(
    'reservation/reservation',
    'create',
    [booking(guest, [stay(roomTypeId, arrival, departure, more)])],
    newKey('amend'),
  );
  expect(answer.status).toBe(200);
  return answer.typed.data[0] as Reservation;
}

/** The update body that changes nothing: every field and stay as `get` answered them. */
function asUpdate(reservation: Reservation): Update {
  return {
    id: reservation.id,
    version: reservation.version,
    guestProfileId: reservation.guestProfileId,
    companyProfileId: reservation.companyProfileId,
    sourceId: reservation.sourceId,
    marketId: reservation.marketId,
    segmentId: reservation.segmentId,
    rateCodeId: reservation.rateCodeId,
    channel: reservation.channel,
    status: reservation.status as Update['status'],
    remark: reservation.remark,
    internalRemark: reservation.internalRemark,
    depositRequired: reservation.depositRequired,
    depositDueDate: reservation.depositDueDate,
    stays: reservation.stays.map((s) => ({
      id: s.id,
      roomTypeId: s.roomTypeId,
      roomId: s.roomId,
      arrival: s.arrival,
      departure: s.departure,
      adults: s.adults,
      children: s.children,
      mealTypeId: s.mealTypeId,
      nightlyRates: s.nightlyRates.map(({ night, amount, reason }) => ({ night, amount, reason })),
    })),
  };
}

const update = (body: Update, headers: Record<string, string> = newKey('upd')) =>
  server.call('reservation/reservation', 'update', [body], headers);

async function availableOn(roomTypeId: number, night: string) {
  const grid = await server.call('reservation/availability', 'get', [{ fromDate: night, toDate: night }]);
  return grid.typed.data[0]?.roomTypes.find((type) => type.roomTypeId === roomTypeId)?.nights[0]?.available;
}

describe('changing a reservation', () => {
  it('moves the dates: nights given up return to inventory, new nights are taken, all in one audit record', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'AMA', 1);
    const arrival = plusDays(TEST_HOTEL_DATE, 50);
    const booked = await bookOne(roomTypeId, arrival, plusDays(arrival, 2));
    const body = asUpdate(booked);
    const moved = plusDays(arrival, 1);
    body.stays[0] = {
      ...(body.stays[0] as Update['stays'][number]),
      arrival: moved,
      departure: plusDays(moved, 2),
      nightlyRates: ratesFor(moved, plusDays(moved, 2), '2100.25'),
    };
    body.remark = 'Moved a day later';
    const answer = await update(body);
    expect(answer.status).toBe(200);
    const changed = answer.typed.data[0] as Reservation;
    expect(changed).toMatchObject({
      arrival: moved,
      departure: plusDays(moved, 2),
      remark: 'Moved a day later',
      totalAmount: '4200.50',
      version: booked.version + 1,
    });
    expect(changed.stays[0]).toMatchObject({ id: booked.stays[0]?.id, lineNumber: 1, nights: 2 });
    expect(await availableOn(roomTypeId, arrival)).toBe(1);
    expect(await availableOn(roomTypeId, moved)).toBe(0);
    expect(await availableOn(roomTypeId, plusDays(moved, 1))).toBe(0);
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'reservation')
      .where('entity_id', '=', String(booked.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    expect(audit[1]?.before).toEqual(booked);
    expect(audit[1]?.after).toEqual(changed);
  });

  it('refuses new nights that are sold out, naming the stay, and changes nothing', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'AMB', 1);
    const arrival = plusDays(TEST_HOTEL_DATE, 52);
    const first = await bookOne(roomTypeId, arrival, plusDays(arrival, 1));
    const second = await bookOne(roomTypeId, plusDays(arrival, 1), plusDays(arrival, 2));
    const body = asUpdate(first);
    body.stays[0] = {
      ...(body.stays[0] as Update['stays'][number]),
      departure: plusDays(arrival, 2),
      nightlyRates: ratesFor(arrival, plusDays(arrival, 2)),
    };
    const refused = await update(body);
    expect(refused.status).toBe(409);
    expect(refused.body.apiResponse.code).toBe('NO_AVAILABILITY');
    expect(refused.body.apiResponse.errors).toEqual([
      { field: '/data/0/stays/0', message: `no AMB room is left on ${plusDays(arrival, 1)}` },
    ]);
    const still = await server.call('reservation/reservation', 'get', [{ id: first.id }]);
    expect(still.typed.data[0]).toEqual(first);
    expect(second.status).toBe('confirmed');
  });

  it('keeps nights it already holds: shortening a stay on a sold-out night is allowed', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'AMC', 1);
    const arrival = plusDays(TEST_HOTEL_DATE, 54);
    const booked = await bookOne(roomTypeId, arrival, plusDays(arrival, 3), { roomId: roomIds[0] });
    // The room goes out of order on the last night after the booking: that night is short now.
    await server.db
      .insertInto('room_out_of_order')
      .values({
        property_id: server.propertyId,
        room_id: roomIds[0] as number,
        from_date: plusDays(arrival, 2),
        to_date: plusDays(arrival, 3),
        reason: 'Paint',
        created_by: 'test',
      })
      .execute();
    const body = asUpdate(booked);
    body.stays[0] = { ...(body.stays[0] as Update['stays'][number]), adults: 1, children: 0 };
    expect((await update(body)).status).toBe(200);
  });

  it('adds and removes stays, changes room type and room, and checks the room is free', async () => {
    const small = await roomTypeWithRooms(server, 'AMD', 2);
    const large = await roomTypeWithRooms(server, 'AME', 2, { maxAdults: 4 });
    const arrival = plusDays(TEST_HOTEL_DATE, 56);
    const departure = plusDays(arrival, 2);
    const booked = await bookOne(small.roomTypeId, arrival, departure, { roomId: small.roomIds[0] });
    const other = await bookOne(large.roomTypeId, arrival, departure, { roomId: large.roomIds[1] });

    const body = asUpdate(booked);
    const kept = body.stays[0] as Update['stays'][number];
    // Into the large type, on the room the other booking holds: refused, naming the stay's room.
    body.stays = [
      { ...kept, roomTypeId: large.roomTypeId, roomId: large.roomIds[1], adults: 3 },
      {
        roomTypeId: small.roomTypeId,
        arrival,
        departure,
        adults: 1,
        nightlyRates: ratesFor(arrival, departure, '900'),
      },
    ];
    const taken = await update(body);
    expect(taken.status).toBe(409);
    expect(taken.body.apiResponse.code).toBe('ROOM_NOT_AVAILABLE');
    expect(taken.body.apiResponse.errors?.[0]?.field).toBe('/data/0/stays/0/roomId');

    body.stays[0] = { ...(body.stays[0] as Update['stays'][number]), roomId: large.roomIds[0] };
    const changed = await update(body);
    expect(changed.status).toBe(200);
    const after = changed.typed.data[0] as Reservation;
    expect(after.stays.map((s) => [s.lineNumber, s.roomTypeCode, s.roomNumber, s.adults, s.totalAmount])).toEqual([
      [1, 'AME', 'AME1', 3, '3600.00'],
      [2, 'AMD', '', 1, '1800.00'],
    ]);
    expect(await availableOn(large.roomTypeId, arrival)).toBe(0);
    expect(await availableOn(small.roomTypeId, arrival)).toBe(1);

    // Removing the first stay: its room and nights are free again; the line numbers stay.
    const removeBody = asUpdate(after);
    removeBody.stays = removeBody.stays.slice(1);
    const removed = await update(removeBody);
    expect(removed.status).toBe(200);
    expect(removed.typed.data[0]?.stays.map((s) => s.lineNumber)).toEqual([2]);
    expect(await availableOn(large.roomTypeId, arrival)).toBe(1);
    expect(other.status).toBe('confirmed');
    expect(await overlappingAssignedStays(server)).toBe(0);
    expect(await oversoldNights(server)).toBe(0);
  });

  it('lets two stays of one booking swap rooms', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'AMF', 2);
    const arrival = plusDays(TEST_HOTEL_DATE, 58);
    const created = await server.call(
      'reservation/reservation',
      'create',
      [
        booking(guest, [
          stay(roomTypeId, arrival, plusDays(arrival, 1), { roomId: roomIds[0] }),
          stay(roomTypeId, arrival, plusDays(arrival, 1), { roomId: roomIds[1] }),
        ]),
      ],
      newKey('swap'),
    );
    const body = asUpdate(created.typed.data[0] as Reservation);
    body.stays = [
      { ...(body.stays[0] as Update['stays'][number]), roomId: roomIds[1] },
      { ...(body.stays[1] as Update['stays'][number]), roomId: roomIds[0] },
    ];
    const swapped = await update(body);
    expect(swapped.status).toBe(200);
    expect(swapped.typed.data[0]?.stays.map((s) => s.roomNumber)).toEqual(['AMF2', 'AMF1']);
  });

  it('refuses a stale version, a stay of another reservation, a past arrival, and a reservation in house', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'AMG', 3);
    const arrival = plusDays(TEST_HOTEL_DATE, 60);
    const booked = await bookOne(roomTypeId, arrival, plusDays(arrival, 1));
    const other = await bookOne(roomTypeId, arrival, plusDays(arrival, 1));

    const stale = await update({ ...asUpdate(booked), version: booked.version + 5 });
    expect(stale.status).toBe(409);
    expect(stale.body.apiResponse).toMatchObject({
      code: 'STALE_VERSION',
      desc: 'The record was changed by someone else; reload it and try again',
    });

    const foreign = asUpdate(booked);
    foreign.stays = [{ ...(foreign.stays[0] as Update['stays'][number]), id: other.stays[0]?.id as number }];
    const notMine = await update(foreign);
    expect(notMine.status).toBe(404);
    expect(notMine.body.apiResponse.errors?.[0]?.field).toBe('/data/0/stays/0/id');

    const past = asUpdate(booked);
    const yesterday = plusDays(TEST_HOTEL_DATE, -1);
    past.stays[0] = {
      ...(past.stays[0] as Update['stays'][number]),
      arrival: yesterday,
      nightlyRates: ratesFor(yesterday, plusDays(arrival, 1)),
    };
    const early = await update(past);
    expect(early.status).toBe(422);
    expect(early.body.apiResponse.code).toBe('ARRIVAL_BEFORE_HOTEL_DATE');

    await server.db.updateTable('reservation').set({ status: 'in-house' }).where('id', '=', other.id).execute();
    const inHouse = await update(asUpdate({ ...other, status: 'confirmed' }));
    expect(inHouse.status).toBe(422);
    expect(inHouse.body.apiResponse.code).toBe('NOT_EDITABLE');

    const unchanged = await server.call('reservation/reservation', 'get', [{ id: booked.id }]);
    expect(unchanged.typed.data[0]).toEqual(booked);
  });

  it('needs an Idempotency-Key, and answers a repeated key with the first answer', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'AMH', 1);
    const arrival = plusDays(TEST_HOTEL_DATE, 62);
    const booked = await bookOne(roomTypeId, arrival, plusDays(arrival, 1));
    const body = { ...asUpdate(booked), remark: 'Once' };
    expect((await update(body, {})).status).toBe(400);
    const key = newKey('same');
    const first = await update(body, key);
    const again = await update(body, key);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const got = await server.call('reservation/reservation', 'get', [{ id: booked.id }]);
    expect(got.typed.data[0]?.version).toBe(booked.version + 1);
  });

  it('is for the bookers: a housekeeper is refused', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'AMI', 1);
    const booked = await bookOne(roomTypeId, plusDays(TEST_HOTEL_DATE, 63), plusDays(TEST_HOTEL_DATE, 64));
    const housekeeper = await signIn(server.app, 'housekeeping', 'demo-test-password');
    const refused = await server.call('reservation/reservation', 'update', [asUpdate(booked)], {
      ...housekeeper.headers,
      ...newKey('hk'),
    });
    expect(refused.status).toBe(403);
  });
});

describe('reinstating a cancellation', () => {
  const cancel = async (reservation: Reservation) => {
    const answer = await server.call('reservation/reservation', 'cancel', [
      { id: reservation.id, version: reservation.version, cancellationReasonId: reasonId, cancellationFee: '100' },
    ]);
    expect(answer.status).toBe(200);
    return answer.typed.data[0] as Reservation;
  };

  it('returns the reservation and its stays to the status before, taking the nights again', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'RIA', 1);
    const arrival = plusDays(TEST_HOTEL_DATE, 70);
    const created = await server.call(
      'reservation/reservation',
      'create',
      [
        booking(guest, [stay(roomTypeId, arrival, plusDays(arrival, 2), { roomId: roomIds[0] })], {
          status: 'guaranteed',
        }),
      ],
      newKey('ri'),
    );
    const cancelled = await cancel(created.typed.data[0] as Reservation);
    expect(await availableOn(roomTypeId, arrival)).toBe(1);
    const answer = await server.call('reservation/reservation', 'reinstate', [
      { id: cancelled.id, version: cancelled.version },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.typed.data[0]).toMatchObject({
      status: 'guaranteed',
      cancellationReasonId: null,
      cancellationFee: null,
      cancelledAt: null,
      cancellationNote: '',
      version: cancelled.version + 1,
    });
    expect(answer.typed.data[0]?.stays.map((s) => [s.status, s.roomNumber])).toEqual([['guaranteed', 'RIA1']]);
    expect(await availableOn(roomTypeId, arrival)).toBe(0);
  });

  it('refuses when the rooms were sold meanwhile, and a reservation that is not cancelled', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'RIB', 1);
    const arrival = plusDays(TEST_HOTEL_DATE, 72);
    const cancelled = await cancel(await bookOne(roomTypeId, arrival, plusDays(arrival, 1)));
    const resold = await bookOne(roomTypeId, arrival, plusDays(arrival, 1));
    const refused = await server.call('reservation/reservation', 'reinstate', [
      { id: cancelled.id, version: cancelled.version },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.body.apiResponse.code).toBe('NO_AVAILABILITY');
    const still = await server.call('reservation/reservation', 'get', [{ id: cancelled.id }]);
    expect(still.typed.data[0]?.status).toBe('cancelled');

    const notCancelled = await server.call('reservation/reservation', 'reinstate', [
      { id: resold.id, version: resold.version },
    ]);
    expect(notCancelled.status).toBe(422);
    expect(notCancelled.body.apiResponse.code).toBe('NOT_CANCELLED');
  });
});

describe('the history of a reservation', () => {
  it('lists every change from the audit log, newest first, field by field', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'HIA', 2);
    const arrival = plusDays(TEST_HOTEL_DATE, 80);
    const booked = await bookOne(roomTypeId, arrival, plusDays(arrival, 1));
    const body = asUpdate(booked);
    body.stays[0] = {
      ...(body.stays[0] as Update['stays'][number]),
      departure: plusDays(arrival, 2),
      nightlyRates: ratesFor(arrival, plusDays(arrival, 2)),
    };
    body.stays.push({
      roomTypeId,
      arrival,
      departure: plusDays(arrival, 1),
      adults: 1,
      nightlyRates: ratesFor(arrival, plusDays(arrival, 1)),
    });
    const changed = (await update(body)).typed.data[0] as Reservation;
    await server.call('reservation/reservation', 'cancel', [
      { id: changed.id, version: changed.version, cancellationReasonId: reasonId },
    ]);
    const answer = await server.call('reservation/reservation', 'history', [{ id: booked.id }]);
    expect(answer.status).toBe(200);
    const history = answer.typed.data;
    expect(history.map((entry) => [entry.action, entry.actor])).toEqual([
      ['cancel', 'admin'],
      ['update', 'admin'],
      ['create', 'admin'],
    ]);
    expect(history[1]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'departure', before: plusDays(arrival, 1), after: plusDays(arrival, 2) },
        { field: 'totalAmount', before: '1800.00', after: '5400.00' },
        { field: 'stays/1/departure', before: plusDays(arrival, 1), after: plusDays(arrival, 2) },
        { field: 'stays/2', before: null, after: `HIA ${arrival} – ${plusDays(arrival, 1)}` },
      ]),
    );
    expect(history[0]?.changes).toEqual(
      expect.arrayContaining([{ field: 'status', before: 'confirmed', after: 'cancelled' }]),
    );
    expect(history[2]?.changes).toEqual(
      expect.arrayContaining([{ field: 'status', before: null, after: 'confirmed' }]),
    );

    const missing = await server.call('reservation/reservation', 'history', [{ id: 2_000_000_000 }]);
    expect(missing.status).toBe(404);
  });
});
