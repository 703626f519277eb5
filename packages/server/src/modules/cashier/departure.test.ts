import type { Schemas } from '@pms/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aGuest, newKey, roomTypeWithRooms } from '../../test/booking.ts';
import { cashierFixtures } from '../../test/cashier.ts';
import { createTestServer, testEngine } from '../../test/database.ts';
import { arriving, hotelDate } from '../../test/front-desk.ts';

// Check-out: refused while a window has a balance; stay checked-out, room vacant dirty, folio
// closed; early departure and late check-out; reversed on its hotel date; and a check-out racing
// postings either includes them or refuses them (on PostgreSQL the requests really race).

let server: Awaited<ReturnType<typeof createTestServer>>;
let fx: Awaited<ReturnType<typeof cashierFixtures>>;
let guest: number;
let roomTypeId: number;
let roomIds: number[];
let today: string;
let nextRoom = 0;

beforeAll(async () => {
  server = await createTestServer({ demo: true, maxConnections: 20 });
  fx = await cashierFixtures(server);
  guest = await aGuest(server, 'Leaver');
  ({ roomTypeId, roomIds } = await roomTypeWithRooms(server, 'DPT', 12));
  today = await hotelDate(server);
  const opened = await server.call('cashier/shift', 'open', [{ shift: 'PM' }], newKey('shift'));
  expect(opened.status, JSON.stringify(opened.body.apiResponse)).toBe(200);
}, 300_000);
afterAll(() => server?.close());

/** An in-house stay in a room of its own, arrived `nightsAgo` nights ago (0: today). */
async function inHouse(nights = 2, nightsAgo = 0): Promise<{ stayId: number; roomId: number }> {
  const roomId = roomIds[nextRoom++] as number;
  const booked = await arriving(server, guest, roomTypeId, { nights });
  const stayId = booked.stayIds[0] as number;
  const checkin = await server.call('reservation/reservation', 'checkin', [{ stayId, roomId }], newKey('ci'));
  expect(checkin.status, JSON.stringify(checkin.body.apiResponse)).toBe(200);
  if (nightsAgo > 0) {
    // As if it had arrived earlier: the dates move back (the tests run on one hotel date).
    const shift = (iso: string, days: number) => {
      const date = new Date(`${iso}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + days);
      return date.toISOString().slice(0, 10);
    };
    await server.db
      .updateTable('room_stay')
      .set({ arrival: shift(today, -nightsAgo), departure: shift(today, nights - nightsAgo) })
      .where('id', '=', stayId)
      .execute();
    await server.db
      .updateTable('reservation')
      .set({ arrival: shift(today, -nightsAgo), departure: shift(today, nights - nightsAgo) })
      .where('id', '=', booked.reservationId)
      .execute();
  }
  return { stayId, roomId };
}

const charge = (stayId: number, unitAmount: string, window?: number) =>
  server.call(
    'cashier/folio',
    'post',
    [{ stayId, transactionCodeId: fx.laundry, quantity: 1, unitAmount, ...(window ? { window } : {}) }],
    newKey('post'),
  );
const pay = (stayId: number, amount: string, window?: number) =>
  server.call(
    'cashier/folio',
    'pay',
    [{ stayId, paymentTypeId: fx.cash, amount, ...(window ? { window } : {}) }],
    newKey('pay'),
  );
const checkout = (stayId: number) => server.call('cashier/folio', 'checkout', [{ stayId }], newKey('co'));
const balanceOf = async (stayId: number) =>
  (await server.call('cashier/folio', 'get', [{ stayId }])).typed.data[0] as Schemas['Folio'];

describe(`check-out (${testEngine})`, () => {
  it('refuses while any window has a balance, naming the window; then checks out', async () => {
    const { stayId, roomId } = await inHouse();
    const posted = await charge(stayId, '100.00', 2);
    expect(posted.status, JSON.stringify(posted.body.apiResponse)).toBe(200);
    const total = posted.typed.data[0]?.total as string;
    const refused = await checkout(stayId);
    expect(refused.status).toBe(422);
    expect(refused.body.apiResponse.code).toBe('FOLIO_BALANCE');
    expect(refused.body.apiResponse.errors?.[0]).toEqual({
      field: '/data/0/stayId',
      message: `window 2 has a balance of ${total}`,
    });
    // Paid on window 1, the total is zero but window 2 still owes and window 1 is in credit.
    await pay(stayId, total);
    const stillRefused = await checkout(stayId);
    expect(stillRefused.status).toBe(422);
    expect(stillRefused.body.apiResponse.errors).toHaveLength(2);
    const payment = (await balanceOf(stayId)).postings.find((posting) => posting.kind === 'payment');
    const moved = await server.call(
      'cashier/folio',
      'transfer',
      [{ postingIds: [payment?.id as number], toWindow: 2 }],
      newKey('tr'),
    );
    expect(moved.status, JSON.stringify(moved.body.apiResponse)).toBe(200);
    const due = await server.call('cashier/departure', 'list', [{ kind: 'expected', scope: 'in-house' }]);
    const row = due.typed.data.find((d) => d.stayId === stayId);
    expect(row?.windows.slice(0, 2)).toEqual([
      { window: 1, balance: '0.00' },
      { window: 2, balance: '0.00' },
    ]);
    const done = await checkout(stayId);
    expect(done.status, JSON.stringify(done.body.apiResponse)).toBe(200);
    expect(done.typed.data[0]).toMatchObject({ status: 'checked-out', folioStatus: 'closed', checkedOutOn: today });
    const room = await server.db
      .selectFrom('room')
      .select('housekeeping_status')
      .where('id', '=', roomId)
      .executeTakeFirstOrThrow();
    expect(room.housekeeping_status).toBe('dirty');
    const log = await server.db
      .selectFrom('room_status_log')
      .select(['source', 'to_status'])
      .where('room_id', '=', roomId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(log?.source === 'check-out' || room.housekeeping_status === 'dirty').toBe(true);
    // A closed folio takes no more postings.
    const late = await charge(stayId, '10.00');
    expect(late.status).toBe(422);
    expect((await checkout(stayId)).status).toBe(409);
    const actual = await server.call('cashier/departure', 'list', [{ kind: 'actual' }]);
    expect(actual.typed.data.find((d) => d.stayId === stayId)).toMatchObject({
      reversible: true,
      checkedOutBy: 'admin',
    });
  });

  it('checks out a stay never charged (its folio made and closed); early departure gives up the nights', async () => {
    const { stayId } = await inHouse(3);
    const done = await checkout(stayId);
    expect(done.status, JSON.stringify(done.body.apiResponse)).toBe(200);
    const departure = done.typed.data[0] as Schemas['Departure'];
    // Arrived today: a day use keeps its one night.
    expect(departure.departure > today).toBe(true);
    expect(departure.earlyDepartureFrom).not.toBeNull();
    const nights = await server.db
      .selectFrom('room_stay_night')
      .select('night')
      .where('room_stay_id', '=', stayId)
      .execute();
    expect(nights).toHaveLength(1);

    const earlier = await inHouse(4, 2);
    const leaving = await checkout(earlier.stayId);
    expect(leaving.status, JSON.stringify(leaving.body.apiResponse)).toBe(200);
    const left = leaving.typed.data[0] as Schemas['Departure'];
    expect(left).toMatchObject({ departure: today, lateCheckOut: false });
    expect(left.earlyDepartureFrom).not.toBeNull();
    const overstayed = await inHouse(1, 2);
    expect((await checkout(overstayed.stayId)).typed.data[0]).toMatchObject({
      lateCheckOut: true,
      earlyDepartureFrom: null,
    });
  });

  it('reverses a check-out on its hotel date while the room is free, not when another guest took it', async () => {
    const { stayId, roomId } = await inHouse(1, 1);
    await charge(stayId, '50.00');
    const folio = await balanceOf(stayId);
    await pay(stayId, folio.balance);
    const out = await checkout(stayId);
    expect(out.status, JSON.stringify(out.body.apiResponse)).toBe(200);
    const reversed = await server.call('cashier/folio', 'reverse-checkout', [{ stayId }], newKey('rc'));
    expect(reversed.status, JSON.stringify(reversed.body.apiResponse)).toBe(200);
    expect(reversed.typed.data[0]).toMatchObject({ status: 'in-house', folioStatus: 'open', checkedOutAt: null });
    expect((await charge(stayId, '5.00')).status).toBe(200);
    expect((await server.call('cashier/folio', 'reverse-checkout', [{ stayId }], newKey('rc'))).status).toBe(422);
    await pay(stayId, (await balanceOf(stayId)).balance);
    expect((await checkout(stayId)).status).toBe(200);
    // Another guest walks into the room: the check-out stays.
    await server.db.updateTable('room').set({ housekeeping_status: 'clean' }).where('id', '=', roomId).execute();
    const booked = await arriving(server, guest, roomTypeId, { nights: 1 });
    const next = booked.stayIds[0] as number;
    const inRoom = await server.call('reservation/reservation', 'checkin', [{ stayId: next, roomId }], newKey('ci'));
    expect(inRoom.status, JSON.stringify(inRoom.body.apiResponse)).toBe(200);
    const refused = await server.call('cashier/folio', 'reverse-checkout', [{ stayId }], newKey('rc'));
    expect(refused.status).toBe(422);
    expect(refused.body.apiResponse.code).toBe('ROOM_TAKEN');
  });

  it('refuses a check-out of a stay not in house, and answers 404 for an unknown one', async () => {
    const booked = await arriving(server, guest, roomTypeId, { nights: 1 });
    const refused = await checkout(booked.stayIds[0] as number);
    expect(refused.status).toBe(422);
    expect(refused.body.apiResponse.code).toBe('NOT_IN_HOUSE');
    expect((await checkout(2_000_000)).status).toBe(404);
  });

  it('a check-out racing postings either includes them or refuses them', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { stayId } = await inHouse(1, 1);
      const answers = await Promise.all([
        checkout(stayId),
        ...Array.from({ length: 8 }, (_, n) => (n % 2 === 0 ? charge(stayId, '10.00') : pay(stayId, '10.00'))),
      ]);
      expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
      const [out, ...postings] = answers;
      const folio = await balanceOf(stayId);
      const standing = folio.postings.filter((posting) => !posting.void).length;
      const accepted = postings.filter((answer) => answer.status === 200).length;
      expect(standing).toBe(accepted);
      if (out?.status === 200) {
        // Checked out: every posting it saw summed to zero per window, and none came after.
        expect(folio.status).toBe('closed');
        expect(folio.windows.every((window) => window.balance === '0.00')).toBe(true);
        for (const refused of postings.filter((answer) => answer.status !== 200)) expect(refused.status).toBe(422);
      } else {
        expect(out?.status).toBe(422);
        expect(folio.status).toBe('open');
      }
    }
  });
});
