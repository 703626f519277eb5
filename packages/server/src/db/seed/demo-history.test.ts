import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../api/dates.ts';
// The cashier's module provides the charge path day-end posts room charges through.
import '../../modules/cashier/index.ts';
import { createTestDatabase, type TestDatabase, testEngine } from '../../test/database.ts';
import { seed } from './index.ts';

// The demo hotel's past (demo-history.ts), three weeks of it: lived and closed by the real
// day-end, then the demo's own present around the hotel date.
const HOTEL_DATE = '2026-11-21';
const DAYS = 21;
let database: TestDatabase;
const closed: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, {
    demo: true,
    adminPassword: 'history-password',
    demoPassword: 'history-password',
    hotelDate: HOTEL_DATE,
    demoHistoryDays: DAYS,
    onDemoHistoryDay: (date) => closed.push(date),
  });
}, 300_000);
afterAll(() => database?.dispose());

describe(`the demo hotel's past (${testEngine})`, () => {
  it('closes every past day by day-end, up to the hotel date, with its statistics frozen', async () => {
    const { db } = database;
    expect(closed).toEqual(Array.from({ length: DAYS }, (_, index) => addDays(HOTEL_DATE, index - DAYS)));
    const property = await db.selectFrom('property').select('hotel_date').executeTakeFirstOrThrow();
    expect(property.hotel_date).toBe(HOTEL_DATE);
    const runs = await db.selectFrom('day_end_run').select(['hotel_date', 'status']).orderBy('hotel_date').execute();
    expect(runs).toEqual(closed.map((date) => ({ hotel_date: date, status: 'completed' })));
    const days = await db
      .selectFrom('daily_statistic')
      .select(['hotel_date', 'rooms_sold', 'rooms_available', 'room_revenue', 'no_shows'])
      .where('dimension', '=', 'hotel')
      .orderBy('hotel_date')
      .execute();
    expect(days.map((day) => day.hotel_date)).toEqual(closed);
    // A hotel at work: rooms sold every night, revenue with them, and some bookings that never came.
    for (const day of days) {
      expect(day.rooms_sold, day.hotel_date).toBeGreaterThan(0);
      expect(Number(day.room_revenue), day.hotel_date).toBeGreaterThan(0);
    }
    expect(days.reduce((sum, day) => sum + day.no_shows, 0)).toBeGreaterThan(0);
    // Every room-night of the past was charged once by its day-end.
    const { rows } = await sql<{ nights: number; charged: number }>`
      select (select count(*)::int from room_stay_night n join room_stay s on s.id = n.room_stay_id
                join reservation r on r.id = s.reservation_id
                where r.confirmation_number like 'H%' and s.status = 'checked-out') as nights,
             (select count(distinct (stay_id, hotel_date))::int from day_end_charge) as charged`.execute(db);
    expect(rows[0]?.charged).toBe(rows[0]?.nights);
  });

  it("leaves the past settled: every past guest paid and left, each folio's balance zero", async () => {
    const { db } = database;
    const open = await db
      .selectFrom('room_stay as s')
      .innerJoin('reservation as r', 'r.id', 's.reservation_id')
      .select(sql<number>`count(*)::int`.as('stays'))
      .where('r.confirmation_number', 'like', 'H%')
      .where('s.status', 'not in', ['checked-out', 'no-show'])
      .executeTakeFirstOrThrow();
    expect(open.stays).toBe(0);
    const { rows } = await sql<{ folios: number }>`
      select count(*)::int as folios from (
        select f.id from folio f join reservation r on r.id = f.reservation_id
        join posting p on p.folio_id = f.id and not p.is_void
        where r.confirmation_number like 'H%'
        group by f.id having sum(p.total) <> 0) as owing`.execute(db);
    expect(rows[0]?.folios).toBe(0);
    // The demo's present came after: guests in house tonight.
    const inHouse = await db
      .selectFrom('room_stay')
      .select(sql<number>`count(*)::int`.as('stays'))
      .where('status', '=', 'in-house')
      .executeTakeFirstOrThrow();
    expect(inHouse.stays).toBeGreaterThan(0);
  });
});
