import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure, fromDatabaseError } from '../../api/errors.ts';
import { signIn } from '../../test/api.ts';
import {
  aGuest,
  type BookingBody,
  booking,
  newKey,
  plusDays,
  ratesFor,
  roomTypeWithRooms,
  stay,
} from '../../test/booking.ts';
import { createTestServer, TEST_HOTEL_DATE, testEngine } from '../../test/database.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let guest: number;
beforeAll(async () => {
  server = await createTestServer({ demo: true, maxConnections: 12 });
  guest = await aGuest(server, 'Phommachanh');
});
afterAll(() => server?.close());

const book = (body: BookingBody, headers: Record<string, string> = newKey()) =>
  server.call('reservation/reservation', 'create', [body], headers);

const countReservations = async () =>
  Number(
    (
      await server.db
        .selectFrom('reservation')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** What the availability grid answers for one room type and night. */
async function availableOn(roomTypeId: number, night: string) {
  const grid = await server.call('reservation/availability', 'get', [{ fromDate: night, toDate: night }]);
  const type = grid.typed.data[0]?.roomTypes.find((entry) => entry.roomTypeId === roomTypeId);
  return type?.nights[0];
}

describe('booking a reservation', () => {
  it('books stays with their nightly rates in one go: confirmation number, exact totals, audit', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'BKA', 3);
    const arrival = plusDays(TEST_HOTEL_DATE, 100);
    const body = booking(
      guest,
      [
        stay(roomTypeId, arrival, plusDays(arrival, 3), {
          roomId: roomIds[0],
          nightlyRates: ratesFor(arrival, plusDays(arrival, 3), '1234.57'),
          children: 1,
        }),
        stay(roomTypeId, plusDays(arrival, 1), plusDays(arrival, 2), {
          nightlyRates: [{ night: plusDays(arrival, 1), amount: '999.9', reason: 'Manager special' }],
        }),
      ],
      { remark: 'Late arrival', internalRemark: 'VIP', depositRequired: '1500.5', depositDueDate: arrival },
    );
    const answer = await book(body);
    expect(answer.status).toBe(200);
    const reservation = answer.typed.data[0];
    expect(reservation).toMatchObject({
      status: 'confirmed',
      channel: 'NON-OTA',
      guestProfileId: guest,
      guestName: 'Phommachanh, Test',
      arrival,
      departure: plusDays(arrival, 3),
      remark: 'Late arrival',
      internalRemark: 'VIP',
      depositRequired: '1500.50',
      depositDueDate: arrival,
      cancellationFee: null,
      totalAmount: '4703.61',
      createdBy: 'admin',
      version: 1,
    });
    expect(reservation?.confirmationNumber).toMatch(/^\d{6,}$/);
    expect(reservation?.stays.map((s) => [s.lineNumber, s.roomNumber, s.nights, s.status, s.totalAmount])).toEqual([
      [1, 'BKA1', 3, 'confirmed', '3703.71'],
      [2, '', 1, 'confirmed', '999.90'],
    ]);
    expect(reservation?.stays[1]?.nightlyRates).toEqual([
      { night: plusDays(arrival, 1), amount: '999.90', reason: 'Manager special' },
    ]);

    const got = await server.call('reservation/reservation', 'get', [{ id: reservation?.id as number }]);
    expect(got.typed.data).toEqual([reservation]);
    const audits = await server.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'reservation')
      .where('entity_id', '=', String(reservation?.id))
      .execute();
    expect(audits).toEqual([{ action: 'create', before: null, after: reservation }]);
    expect(await availableOn(roomTypeId, plusDays(arrival, 1))).toEqual({
      night: plusDays(arrival, 1),
      rooms: 3,
      outOfOrder: 0,
      sold: 2,
      allotted: 0,
      overbooking: 0,
      available: 1,
      companyAllotment: 0,
    });
  });

  it('needs an Idempotency-Key, and writes nothing without one', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'BKB', 1);
    const before = await countReservations();
    const arrival = plusDays(TEST_HOTEL_DATE, 10);
    const answer = await book(booking(guest, [stay(roomTypeId, arrival, plusDays(arrival, 1))]), {});
    expect(answer.status).toBe(400);
    expect(answer.body.apiResponse.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(answer.body.apiResponse.errors).toEqual([{ field: 'Idempotency-Key', message: 'is required' }]);
    expect(await countReservations()).toBe(before);
  });

  it('refuses the stay that would sell a night below zero, naming it, and writes nothing', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'BKC', 2);
    const arrival = plusDays(TEST_HOTEL_DATE, 20);
    expect((await book(booking(guest, [stay(roomTypeId, arrival, plusDays(arrival, 2))]))).status).toBe(200);
    const before = await countReservations();
    // Night 1 has one room left; the second and third stays both want it.
    const refused = await book(
      booking(guest, [
        stay(roomTypeId, plusDays(arrival, 2), plusDays(arrival, 3)),
        stay(roomTypeId, plusDays(arrival, 1), plusDays(arrival, 3)),
        stay(roomTypeId, plusDays(arrival, 1), plusDays(arrival, 2)),
      ]),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.apiResponse.code).toBe('NO_AVAILABILITY');
    expect(refused.body.apiResponse.errors).toEqual([
      { field: '/data/0/stays/2', message: `no BKC room is left on ${plusDays(arrival, 1)}` },
    ]);
    expect(await countReservations()).toBe(before);
    expect((await availableOn(roomTypeId, plusDays(arrival, 1)))?.available).toBe(1);
    // Guaranteed takes inventory as confirmed does.
    const guaranteed = await book(
      booking(guest, [stay(roomTypeId, plusDays(arrival, 1), plusDays(arrival, 2))], { status: 'guaranteed' }),
    );
    expect(guaranteed.status).toBe(200);
    expect((await availableOn(roomTypeId, plusDays(arrival, 1)))?.available).toBe(0);
  });

  it('books waitlist and tentative stays on a full night: they take no inventory', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'BKD', 1);
    const arrival = plusDays(TEST_HOTEL_DATE, 30);
    expect((await book(booking(guest, [stay(roomTypeId, arrival, plusDays(arrival, 1))]))).status).toBe(200);
    for (const status of ['waitlist', 'tentative'] as const) {
      const answer = await book(booking(guest, [stay(roomTypeId, arrival, plusDays(arrival, 1))], { status }));
      expect(answer.status).toBe(200);
      expect(answer.typed.data[0]?.stays[0]?.status).toBe(status);
    }
    expect(await availableOn(roomTypeId, arrival)).toMatchObject({ rooms: 1, sold: 1, available: 0 });
  });

  it('takes arrivals from the hotel date on, never before', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'BKE', 2);
    const refused = await book(booking(guest, [stay(roomTypeId, plusDays(TEST_HOTEL_DATE, -1), TEST_HOTEL_DATE)]));
    expect(refused.status).toBe(422);
    expect(refused.body.apiResponse.code).toBe('ARRIVAL_BEFORE_HOTEL_DATE');
    expect(refused.body.apiResponse.errors?.[0]?.field).toBe('/data/0/stays/0/arrival');
    const today = await book(booking(guest, [stay(roomTypeId, TEST_HOTEL_DATE, plusDays(TEST_HOTEL_DATE, 1))]));
    expect(today.status).toBe(200);
  });

  it('refuses malformed bookings with 400 naming the field', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'BKF', 2);
    const arrival = plusDays(TEST_HOTEL_DATE, 40);
    const cases: [BookingBody, string][] = [
      [
        booking(guest, [
          { ...stay(roomTypeId, arrival, arrival), nightlyRates: ratesFor(arrival, plusDays(arrival, 1)) },
        ]),
        '/data/0/stays/0/departure',
      ],
      [
        booking(guest, [
          { ...stay(roomTypeId, arrival, plusDays(arrival, 2)), nightlyRates: ratesFor(arrival, plusDays(arrival, 1)) },
        ]),
        '/data/0/stays/0/nightlyRates',
      ],
      [
        booking(guest, [
          {
            ...stay(roomTypeId, arrival, plusDays(arrival, 2)),
            nightlyRates: [
              { night: arrival, amount: '1.00' },
              { night: arrival, amount: '1.00' },
            ],
          },
        ]),
        '/data/0/stays/0/nightlyRates',
      ],
      [
        { ...booking(guest, [stay(roomTypeId, arrival, plusDays(arrival, 1))]), guestProfileId: null },
        '/data/0/guestProfileId',
      ],
      [
        booking(guest, [stay(roomTypeId, arrival, plusDays(arrival, 1))], { depositDueDate: arrival }),
        '/data/0/depositDueDate',
      ],
    ];
    const before = await countReservations();
    for (const [body, field] of cases) {
      const answer = await book(body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.apiResponse.errors?.[0]?.field).toBe(field);
    }
    const schema = await server.post(
      'reservation/reservation',
      {
        apiRequest: { action: 'create' },
        data: [
          {
            ...booking(guest, [{ ...stay(roomTypeId, arrival, plusDays(arrival, 1)), adults: 0 }]),
            depositRequired: '12.345',
            status: 'in-house',
          },
        ],
      },
      newKey(),
    );
    expect(schema.status).toBe(400);
    expect(schema.body.apiResponse.errors?.map((error) => error.field)).toEqual(
      expect.arrayContaining(['/data/0/stays/0/adults', '/data/0/depositRequired', '/data/0/status']),
    );
    expect(await countReservations()).toBe(before);
  });

  it('refuses references that are not this hotel’s, and more guests than the room type takes', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'BKG', 2, { maxAdults: 2, maxChildren: 0 });
    const arrival = plusDays(TEST_HOTEL_DATE, 50);
    const one = () => stay(roomTypeId, arrival, plusDays(arrival, 1));
    const cases: [BookingBody, number, string, string][] = [
      [booking(999_999, [one()]), 409, 'NOT_FOUND_REFERENCE', '/data/0/guestProfileId'],
      [booking(guest, [one()], { companyProfileId: 999_999 }), 409, 'NOT_FOUND_REFERENCE', '/data/0/companyProfileId'],
      [booking(guest, [one()], { rateCodeId: 999_999 }), 409, 'NOT_FOUND_REFERENCE', '/data/0/rateCodeId'],
      [
        booking(guest, [one(), { ...one(), mealTypeId: 999_999 }]),
        409,
        'NOT_FOUND_REFERENCE',
        '/data/0/stays/1/mealTypeId',
      ],
      [booking(guest, [{ ...one(), roomTypeId: 999_999 }]), 409, 'NOT_FOUND_REFERENCE', '/data/0/stays/0/roomTypeId'],
      [booking(guest, [{ ...one(), roomId: 999_999 }]), 409, 'NOT_FOUND_REFERENCE', '/data/0/stays/0/roomId'],
      [booking(guest, [{ ...one(), adults: 3 }]), 422, 'TOO_MANY_GUESTS', '/data/0/stays/0/adults'],
      [booking(guest, [{ ...one(), children: 1 }]), 422, 'TOO_MANY_GUESTS', '/data/0/stays/0/children'],
    ];
    for (const [body, status, code, field] of cases) {
      const answer = await book(body);
      expect([answer.status, answer.body.apiResponse.code, answer.body.apiResponse.errors?.[0]?.field]).toEqual([
        status,
        code,
        field,
      ]);
    }
    const company = await server.db.selectFrom('company_profile').select('id').orderBy('id').executeTakeFirstOrThrow();
    const companyOnly = await book({
      ...booking(guest, [one()], { companyProfileId: company.id }),
      guestProfileId: null,
    });
    expect(companyOnly.status).toBe(200);
    expect(companyOnly.typed.data[0]).toMatchObject({ guestName: '', companyName: 'Mekong River Cruises Co., Ltd.' });
  });
});

describe('assigning a room', () => {
  it('takes a room of the stay’s type that is free for its nights; back-to-back stays share it', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'RMA', 3);
    const other = await roomTypeWithRooms(server, 'RMB', 1);
    const room = roomIds[0] as number;
    const arrival = plusDays(TEST_HOTEL_DATE, 60);
    const first = await book(booking(guest, [stay(roomTypeId, arrival, plusDays(arrival, 2), { roomId: room })]));
    expect(first.status).toBe(200);

    const wrongType = await book(
      booking(guest, [stay(roomTypeId, arrival, plusDays(arrival, 1), { roomId: other.roomIds[0] })]),
    );
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.apiResponse.code).toBe('ROOM_TYPE_MISMATCH');
    expect(wrongType.body.apiResponse.errors?.[0]?.field).toBe('/data/0/stays/0/roomId');

    const taken = await book(
      booking(guest, [stay(roomTypeId, plusDays(arrival, 1), plusDays(arrival, 3), { roomId: room })]),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.apiResponse.code).toBe('ROOM_NOT_AVAILABLE');
    expect(taken.body.apiResponse.errors).toEqual([
      { field: '/data/0/stays/0/roomId', message: 'room RMA1 is held by another stay on one of these nights' },
    ]);

    const next = await book(
      booking(guest, [stay(roomTypeId, plusDays(arrival, 2), plusDays(arrival, 4), { roomId: room })]),
    );
    expect(next.status).toBe(200);
    expect(next.typed.data[0]?.stays[0]?.roomNumber).toBe('RMA1');
  });

  it('is guarded by the database: two stays of one booking on one room are refused by the exclusion constraint', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'RMC', 3);
    const room = roomIds[1] as number;
    const arrival = plusDays(TEST_HOTEL_DATE, 70);
    const before = await countReservations();
    const answer = await book(
      booking(guest, [
        stay(roomTypeId, arrival, plusDays(arrival, 2), { roomId: room }),
        stay(roomTypeId, plusDays(arrival, 1), plusDays(arrival, 3), { roomId: room }),
      ]),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.apiResponse.code).toBe('ROOM_NOT_AVAILABLE');
    expect(answer.body.apiResponse.errors?.[0]?.field).toBe('/data/0/stays/1/roomId');
    expect(await countReservations()).toBe(before);
  });

  it('refuses a double assignment written by any code path, as a 409 the caller understands', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'RMD', 1);
    const room = roomIds[0] as number;
    const arrival = plusDays(TEST_HOTEL_DATE, 80);
    const first = await book(booking(guest, [stay(roomTypeId, arrival, plusDays(arrival, 3), { roomId: room })]));
    const reservationId = first.typed.data[0]?.id as number;
    let line = 1;
    const insert = (status: string, from: string, to: string) => {
      line += 1;
      return sql`insert into room_stay (property_id, reservation_id, line_number, room_type_id, room_id, arrival, departure, adults, status)
        values (${server.propertyId}, ${reservationId}, ${line}, ${roomTypeId}, ${room}, ${from}::date, ${to}::date, 1, ${status})`.execute(
        server.db,
      );
    };
    const error = await insert('in-house', plusDays(arrival, 2), plusDays(arrival, 4)).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: '23P01', constraint: 'room_stay_no_double_booking' });
    const failure = fromDatabaseError(error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({
      status: 409,
      code: 'OVERLAP',
      errors: [{ field: '/data/roomId', message: 'is held by another stay on one of these nights' }],
    });
    // Stays that take no inventory, and nights that do not overlap, are not refused.
    await insert('tentative', arrival, plusDays(arrival, 1));
    await insert('cancelled', arrival, plusDays(arrival, 1));
    await insert('confirmed', plusDays(arrival, 3), plusDays(arrival, 4));
  });
});

describe('Idempotency-Key on bookings', () => {
  const K = 4;
  it(`books each of ${K} bookings sent 3 times one after another exactly once, answering alike`, async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'IDA', K);
    const arrival = plusDays(TEST_HOTEL_DATE, 90);
    const before = await countReservations();
    for (let n = 0; n < K; n += 1) {
      const headers = newKey('seq');
      const body = booking(guest, [stay(roomTypeId, arrival, plusDays(arrival, 1 + n))]);
      const answers = [await book(body, headers), await book(body, headers), await book(body, headers)];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(answers[1]?.body).toEqual(answers[0]?.body);
      expect(answers[2]?.body).toEqual(answers[0]?.body);
      expect(answers[2]?.headers['idempotent-replayed']).toBe('true');
    }
    expect(await countReservations()).toBe(before + K);
    expect((await availableOn(roomTypeId, arrival))?.available).toBe(0);
  });

  it(`books each of ${K} bookings sent 3 times at once exactly once, answering alike (${testEngine})`, async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'IDB', K);
    const arrival = plusDays(TEST_HOTEL_DATE, 95);
    const before = await countReservations();
    const requests = Array.from({ length: K }, (_, n) => ({
      headers: newKey('par'),
      body: booking(guest, [stay(roomTypeId, arrival, plusDays(arrival, 1 + n))]),
    }));
    const answers = await Promise.all(
      requests.flatMap((request) => [1, 2, 3].map(() => book(request.body, request.headers))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(3 * K).fill(200));
    for (let n = 0; n < K; n += 1) {
      const [first, ...rest] = answers.slice(3 * n, 3 * n + 3);
      for (const other of rest) expect(other.body).toEqual(first?.body);
    }
    const numbers = new Set(answers.map((answer) => answer.typed.data[0]?.confirmationNumber));
    expect(numbers.size).toBe(K);
    expect(await countReservations()).toBe(before + K);
    expect((await availableOn(roomTypeId, arrival))?.available).toBe(0);
  });

  it('refuses the same key with a different booking with 422, and books nothing more', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'IDC', 2);
    const arrival = plusDays(TEST_HOTEL_DATE, 97);
    const headers = newKey('diff');
    expect((await book(booking(guest, [stay(roomTypeId, arrival, plusDays(arrival, 1))]), headers)).status).toBe(200);
    const before = await countReservations();
    const other = await book(booking(guest, [stay(roomTypeId, arrival, plusDays(arrival, 2))]), headers);
    expect(other.status).toBe(422);
    expect(other.body.apiResponse.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await countReservations()).toBe(before);
  });

  it('lets a refused booking be retried with its key once a room is free', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'IDD', 1);
    const arrival = plusDays(TEST_HOTEL_DATE, 99);
    const blocker = await book(booking(guest, [stay(roomTypeId, arrival, plusDays(arrival, 1))]));
    const headers = newKey('retry');
    const body = booking(guest, [stay(roomTypeId, arrival, plusDays(arrival, 1))]);
    expect((await book(body, headers)).status).toBe(409);
    const cancelReason = await server.db
      .selectFrom('cancellation_reason')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cancelled = await server.call('reservation/reservation', 'cancel', [
      {
        id: blocker.typed.data[0]?.id as number,
        version: 1,
        cancellationReasonId: cancelReason.id,
      },
    ]);
    expect(cancelled.status).toBe(200);
    expect((await book(body, headers)).status).toBe(200);
  });
});

describe('who books', () => {
  it('lets reservation and reception staff book, and refuses the others', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'WHO', 5);
    const arrival = plusDays(TEST_HOTEL_DATE, 110);
    for (const [login, status] of [
      ['reservation', 200],
      ['reception', 200],
      ['housekeeping', 403],
      ['cashier', 403],
      ['sale', 403],
    ] as const) {
      const user = await signIn(server.app, login, 'demo-test-password');
      const answer = await book(booking(guest, [stay(roomTypeId, arrival, plusDays(arrival, 1))]), {
        ...user.headers,
        ...newKey(login),
      });
      expect([login, answer.status]).toEqual([login, status]);
      if (status === 200) expect(answer.typed.data[0]?.createdBy).toBe(login);
    }
  });
});
