import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import { addDays } from '../../api/dates.ts';
import type { HandlerMap, PathHandlers } from '../../api/handlers.ts';
import { read } from '../../api/handlers.ts';
import { fromCents, toCents } from '../../api/money.ts';
import { accessOf, isGranted } from '../../auth/permissions.ts';
import type { Database } from '../../db/schema.ts';
import { inventoryStatuses } from '../../db/statuses.ts';
import { DEFAULT_HIGH_BALANCE, highBalanceCount } from './cashier-report.ts';
import { ledgerBalances, statisticFigures } from './finance-report.ts';

type RoomGrouping = 'room_type' | 'floor' | 'building';

/** Rooms in use and dirty rooms per type, floor or building, in the order staff list them. */
async function roomsBy(db: Kysely<Database>, propertyId: number, grouping: RoomGrouping) {
  const key = `${grouping}_id` as const;
  const rows = await db
    .selectFrom(grouping)
    // Rooms taken out of use (room-number master data) are no longer counted among the hotel's rooms.
    .leftJoin('room', (join) => join.onRef(`room.${key}`, '=', `${grouping}.id`).on('room.active', '=', true))
    .select([
      `${grouping}.code`,
      `${grouping}.name`,
      sql<number>`count(room.id)::int`.as('rooms'),
      sql<number>`(count(room.id) filter (where room.housekeeping_status = 'dirty'))::int`.as('dirty'),
    ])
    .where(`${grouping}.property_id`, '=', propertyId)
    .groupBy([`${grouping}.id`, `${grouping}.code`, `${grouping}.name`])
    .orderBy(grouping === 'floor' ? sql`min(floor.sort_order)` : sql`${sql.ref(`${grouping}.code`)}`)
    .orderBy(`${grouping}.code`)
    .execute();
  return rows satisfies Schemas['RoomCount'][];
}

/** Stay statuses that hold a room for their nights (domain.md, Inventory). */
const TAKES_INVENTORY = inventoryStatuses;

/**
 * The front office's day, from the room stays: who arrives and leaves on the hotel date (and how
 * many of them have), who is in house, and what the night of the hotel date sells of the rooms
 * that are not out of order.
 */
async function todayOf(
  db: Kysely<Database>,
  propertyId: number,
  hotelDate: string,
): Promise<Schemas['DashboardToday']> {
  const stays = await sql<Omit<Schemas['DashboardToday'], 'roomsAvailable'>>`
    select
      (count(*) filter (where arrival = ${hotelDate}::date and status in (${TAKES_INVENTORY})))::int as "arrivals",
      (count(*) filter (where arrival = ${hotelDate}::date and status = 'in-house'))::int as "arrived",
      (count(*) filter (where departure = ${hotelDate}::date and status in ('in-house', 'checked-out')))::int as "departures",
      (count(*) filter (where departure = ${hotelDate}::date and status = 'checked-out'))::int as "departed",
      (count(*) filter (where status = 'in-house'))::int as "inHouse",
      coalesce(sum(adults + children) filter (where status = 'in-house'), 0)::int as "guestsInHouse",
      (count(*) filter (where status in (${TAKES_INVENTORY})
        and arrival <= ${hotelDate}::date and departure > ${hotelDate}::date))::int as "roomsSold"
    from room_stay
    where property_id = ${propertyId}
      and (status = 'in-house' or arrival = ${hotelDate}::date or departure = ${hotelDate}::date
        or (arrival <= ${hotelDate}::date and departure > ${hotelDate}::date))`.execute(db);
  const rooms = await sql<{ roomsAvailable: number }>`
    select count(*)::int as "roomsAvailable"
    from room
    where property_id = ${propertyId} and active
      and not exists (
        select 1 from room_out_of_order as ooo
        where ooo.room_id = room.id and ooo.from_date <= ${hotelDate}::date and ooo.to_date > ${hotelDate}::date
      )`.execute(db);
  const counted = stays.rows[0];
  if (!counted) throw new Error('An aggregate answers one row');
  return { ...counted, roomsAvailable: rooms.rows[0]?.roomsAvailable ?? 0 };
}

/**
 * The rooms in use by front-office state on the hotel date, each once: occupied (an in-house stay
 * holds it; derived, never typed), else out of order that night, else out of service, else vacant
 * by housekeeping status.
 */
async function frontOfficeOf(
  db: Kysely<Database>,
  propertyId: number,
  hotelDate: string,
): Promise<Schemas['FrontOfficeRooms']> {
  const counted = await sql<Schemas['FrontOfficeRooms']>`
    with state as (
      select
        exists (select 1 from room_stay as s
          where s.property_id = room.property_id and s.room_id = room.id and s.status = 'in-house') as occupied,
        exists (select 1 from room_out_of_order as ooo
          where ooo.room_id = room.id and ooo.from_date <= ${hotelDate}::date and ooo.to_date > ${hotelDate}::date)
          as out_of_order,
        room.out_of_service, room.housekeeping_status
      from room
      where room.property_id = ${propertyId} and room.active
    )
    select
      (count(*) filter (where occupied))::int as "occupied",
      (count(*) filter (where not occupied and out_of_order))::int as "outOfOrder",
      (count(*) filter (where not occupied and not out_of_order and out_of_service))::int as "outOfService",
      (count(*) filter (where not occupied and not out_of_order and not out_of_service
        and housekeeping_status = 'clean'))::int as "vacantClean",
      (count(*) filter (where not occupied and not out_of_order and not out_of_service
        and housekeeping_status = 'dirty'))::int as "vacantDirty",
      (count(*) filter (where not occupied and not out_of_order and not out_of_service
        and housekeeping_status = 'inspected'))::int as "vacantInspected"
    from state`.execute(db);
  const row = counted.rows[0];
  if (!row) throw new Error('An aggregate answers one row');
  return row;
}

/** An aggregate's sum as an exact two-place string (0.00 when nothing was summed). */
const amount = (value: string | null) => fromCents(toCents(value ?? '0'));

/**
 * The cashier's day on the hotel date (the cashier dashboard), from the postings as the cashier
 * reports read them: transfers only move what was posted and are left out, void postings count
 * nowhere, and a balance is the sum of a folio's non-void postings.
 */
async function cashierOf(
  db: Kysely<Database>,
  propertyId: number,
  hotelDate: string,
): Promise<Schemas['DashboardCashier']> {
  const counted = await sql<{
    open_shifts: number;
    charges: number;
    charges_amount: string | null;
    payments: number;
    payments_amount: string | null;
  }>`
    select
      (select count(*)::int from cashier_shift where property_id = ${propertyId} and closed_at is null and user_id is not null) as open_shifts,
      (count(*) filter (where kind = 'charge'))::int as charges,
      sum(total) filter (where kind = 'charge') as charges_amount,
      (count(*) filter (where kind = 'payment'))::int as payments,
      -sum(total) filter (where kind = 'payment') as payments_amount
    from posting
    where property_id = ${propertyId} and hotel_date = ${hotelDate}::date and not is_void and transfer_of is null`.execute(
    db,
  );
  const dueOut = await sql<{ stays: number; balance: string | null }>`
    select count(*)::int as stays, sum(balance) as balance from (
      select sum(p.total) as balance
      from room_stay as st
      join folio as f on f.stay_id = st.id and f.owner_kind = 'stay'
      join posting as p on p.folio_id = f.id and not p.is_void
      where st.property_id = ${propertyId} and st.status = 'in-house' and st.departure = ${hotelDate}::date
      group by f.id having sum(p.total) <> 0
    ) as owing`.execute(db);
  // A booking's deposit ledger holds a deposit while its folio's balance is a credit.
  const deposits = await sql<{ bookings: number; held: string | null }>`
    select count(*)::int as bookings, sum(held) as held from (
      select f.reservation_id, -sum(p.total) as held
      from folio as f
      join posting as p on p.folio_id = f.id and not p.is_void
      where f.property_id = ${propertyId} and f.owner_kind = 'reservation'
        and exists (select 1 from room_stay as st where st.reservation_id = f.reservation_id
          and st.arrival = ${hotelDate}::date and st.status in ('confirmed', 'guaranteed'))
      group by f.reservation_id having sum(p.total) < 0
    ) as arriving`.execute(db);
  // As the deposit screen's "due today": a live booking whose ledger holds less than it asks for.
  const due = await sql<{ bookings: number; short: string | null }>`
    select count(*)::int as bookings, sum(r.deposit_required - coalesce(x.held, 0)) as short
    from reservation as r
    left join folio as f on f.reservation_id = r.id and f.owner_kind = 'reservation'
    left join lateral (
      select -sum(p.total) as held from posting as p where p.folio_id = f.id and not p.is_void
    ) as x on true
    where r.property_id = ${propertyId} and r.deposit_due_date = ${hotelDate}::date
      and r.status in ('waitlist', 'tentative', 'confirmed', 'guaranteed')
      and coalesce(x.held, 0) < r.deposit_required`.execute(db);
  const day = counted.rows[0];
  const owing = dueOut.rows[0];
  const held = deposits.rows[0];
  const dueToday = due.rows[0];
  if (!day || !owing || !held || !dueToday) throw new Error('An aggregate answers one row');
  return {
    openShifts: day.open_shifts,
    charges: day.charges,
    chargesAmount: amount(day.charges_amount),
    payments: day.payments,
    paymentsAmount: amount(day.payments_amount),
    dueOutsWithBalance: owing.stays,
    dueOutsBalance: amount(owing.balance),
    highBalanceThreshold: DEFAULT_HIGH_BALANCE,
    highBalances: await highBalanceCount(db, propertyId, DEFAULT_HIGH_BALANCE),
    // A booking of several rooms holds one deposit: each booking counts once.
    arrivalsWithDeposit: held.bookings,
    arrivalsDeposit: amount(held.held),
    depositsDue: dueToday.bookings,
    depositsDueAmount: amount(dueToday.short),
  };
}

/**
 * Housekeeping's day on the hotel date (the housekeeping dashboard): what blocks rooms, which
 * guests are still to arrive or leave (the rooms to prepare and to strip), the stay-overs to
 * service, the VIPs, and the faults engineering has not finished on rooms.
 */
async function housekeepingDayOf(
  db: Kysely<Database>,
  propertyId: number,
  hotelDate: string,
): Promise<Schemas['DashboardHousekeeping']> {
  const outOfOrderTonight = (room: string) => sql`exists (select 1 from room_out_of_order as ooo
    where ooo.room_id = ${sql.ref(room)} and ooo.from_date <= ${hotelDate}::date and ooo.to_date > ${hotelDate}::date)`;
  const rooms = await sql<{ outOfOrder: number; outOfService: number; maintenanceOrders: number }>`
    select
      (count(*) filter (where ${outOfOrderTonight('room.id')}))::int as "outOfOrder",
      (count(*) filter (where room.out_of_service))::int as "outOfService",
      (select count(*) from maintenance_order as m
        where m.property_id = ${propertyId} and m.room_id is not null and m.status in ('open', 'in-progress'))::int
        as "maintenanceOrders"
    from room
    where room.property_id = ${propertyId} and room.active`.execute(db);
  const stays = await sql<Omit<Schemas['DashboardHousekeeping'], 'outOfOrder' | 'outOfService' | 'maintenanceOrders'>>`
    select
      (count(*) filter (where s.status in ('confirmed', 'guaranteed') and s.arrival = ${hotelDate}::date))::int
        as "arrivalsToCome",
      (count(*) filter (where s.status in ('confirmed', 'guaranteed') and s.arrival = ${hotelDate}::date
        and (rm.housekeeping_status = 'dirty' or rm.out_of_service or ${outOfOrderTonight('rm.id')}
          or exists (select 1 from room_stay as h where h.room_id = rm.id and h.status = 'in-house'))))::int
        as "arrivalsNotReady",
      (count(*) filter (where s.status = 'in-house' and s.departure <= ${hotelDate}::date))::int as "departuresToCome",
      (count(*) filter (where s.status = 'in-house' and s.departure > ${hotelDate}::date))::int as "stayOvers",
      (count(*) filter (where s.status = 'in-house' and coalesce(g.vip_level, 0) > 0))::int as "vipsInHouse",
      (count(*) filter (where s.status in ('confirmed', 'guaranteed') and s.arrival = ${hotelDate}::date
        and coalesce(g.vip_level, 0) > 0))::int as "vipArrivals"
    from room_stay as s
    join reservation as r on r.id = s.reservation_id
    left join guest_profile as g on g.id = r.guest_profile_id
    left join room as rm on rm.id = s.room_id
    where s.property_id = ${propertyId}
      and (s.status = 'in-house' or (s.status in ('confirmed', 'guaranteed') and s.arrival = ${hotelDate}::date))`.execute(
    db,
  );
  const blocked = rooms.rows[0];
  const day = stays.rows[0];
  if (!blocked || !day) throw new Error('An aggregate answers one row');
  return { ...blocked, ...day };
}

/**
 * The finance office's figures: the last closed date and its month from the frozen statistics,
 * the last 14 closed nights' occupancy, and the ledgers' balances now.
 */
async function financeOf(
  db: Kysely<Database>,
  propertyId: number,
  hotelDate: string,
): Promise<Schemas['DashboardFinance']> {
  const lastClosed = addDays(hotelDate, -1);
  const monthStart = `${lastClosed.slice(0, 7)}-01`;
  const trendStart = addDays(lastClosed, -13);
  const rows = await db
    .selectFrom('daily_statistic')
    .select(['hotel_date', 'rooms_available', 'rooms_sold', 'room_revenue', 'total_revenue'])
    .where('property_id', '=', propertyId)
    .where('dimension', '=', 'hotel')
    .where('hotel_date', '>=', monthStart < trendStart ? monthStart : trendStart)
    .where('hotel_date', '<=', lastClosed)
    .orderBy('hotel_date')
    .execute();
  const statisticsOf = (closed: typeof rows): Schemas['DashboardStatistics'] => {
    const counts = {
      roomsAvailable: closed.reduce((sum, row) => sum + (row.rooms_available ?? 0), 0),
      roomsSold: closed.reduce((sum, row) => sum + row.rooms_sold, 0),
      roomRevenue: closed.reduce((sum, row) => sum + toCents(row.room_revenue), 0n),
      totalRevenue: closed.reduce((sum, row) => sum + toCents(row.total_revenue ?? '0'), 0n),
    };
    const { occupancy, averageDailyRate, revPar } = statisticFigures(counts);
    return {
      roomsAvailable: counts.roomsAvailable,
      roomsSold: counts.roomsSold,
      occupancy,
      averageDailyRate,
      revPar,
      roomRevenue: fromCents(counts.roomRevenue),
      totalRevenue: fromCents(counts.totalRevenue),
    };
  };
  const day = rows.filter((row) => row.hotel_date === lastClosed);
  const month = rows.filter((row) => row.hotel_date >= monthStart);
  const ledgers = await ledgerBalances(db, propertyId);
  return {
    lastClosedDate: day.length > 0 ? lastClosed : null,
    closedDay: day.length > 0 ? statisticsOf(day) : null,
    monthToDate: month.length > 0 ? statisticsOf(month) : null,
    closedNights: rows
      .filter((row) => row.hotel_date >= trendStart)
      .map((row) => ({ night: row.hotel_date, sold: row.rooms_sold, roomsAvailable: row.rooms_available ?? 0 })),
    guestLedger: ledgers.guest,
    depositLedger: ledgers.deposit,
    cityLedger: ledgers.city,
  };
}

export const dashboardHandlers: PathHandlers<'report/dashboard'> = {
  get: read(async ({ db, propertyId, caller }) => {
    const hotel = await db
      .selectFrom('property')
      .select('hotel_date')
      .where('id', '=', propertyId)
      .executeTakeFirstOrThrow();
    const statuses = await db
      .selectFrom('room')
      .select(['housekeeping_status', sql<number>`count(*)::int`.as('rooms')])
      .where('property_id', '=', propertyId)
      .where('active', '=', true)
      .groupBy('housekeeping_status')
      .execute();
    const housekeeping = { dirty: 0, clean: 0, inspected: 0 };
    for (const row of statuses) housekeeping[row.housekeeping_status] = row.rooms;
    const local = await db
      .selectFrom('currency')
      .select('code')
      .where('property_id', '=', propertyId)
      .where('is_local', '=', true)
      .executeTakeFirst();
    // The rate in force on the hotel date is the latest one effective on or before it (domain.md).
    const rates = await db
      .selectFrom('exchange_rate')
      .innerJoin('currency', 'currency.id', 'exchange_rate.currency_id')
      .distinctOn('exchange_rate.currency_id')
      .select([
        'currency.code as currencyCode',
        'currency.name as currencyName',
        sql<string>`exchange_rate.buying_rate::text`.as('buyingRate'),
        sql<string>`exchange_rate.selling_rate::text`.as('sellingRate'),
        'exchange_rate.effective_date as effectiveDate',
      ])
      .where('exchange_rate.property_id', '=', propertyId)
      .where('exchange_rate.effective_date', '<=', hotel.hotel_date)
      .where('currency.is_local', '=', false)
      .orderBy('exchange_rate.currency_id')
      .orderBy('exchange_rate.effective_date', 'desc')
      .execute();
    const figures: Schemas['DashboardFigures'] = {
      hotelDate: hotel.hotel_date,
      today: await todayOf(db, propertyId, hotel.hotel_date),
      totalRooms: housekeeping.dirty + housekeeping.clean + housekeeping.inspected,
      housekeeping,
      frontOffice: await frontOfficeOf(db, propertyId, hotel.hotel_date),
      roomTypes: await roomsBy(db, propertyId, 'room_type'),
      floors: await roomsBy(db, propertyId, 'floor'),
      buildings: await roomsBy(db, propertyId, 'building'),
      localCurrencyCode: local?.code ?? '',
      // As kept (numeric(18,6)): six decimals each, so a column of rates lines up and stays exact.
      exchangeRates: rates.sort((a, b) => a.currencyCode.localeCompare(b.currencyCode)),
      // Money of the day is for those who read the cashier's reports, not every department.
      cashier: isGranted(accessOf('report/cashierReport', 'get_detail') ?? [], caller.functions)
        ? await cashierOf(db, propertyId, hotel.hotel_date)
        : null,
      // Counted only for those who read housekeeping's reports, whose dashboard shows it.
      housekeepingDay: isGranted(accessOf('report/housekeepingReport', 'get_detail') ?? [], caller.functions)
        ? await housekeepingDayOf(db, propertyId, hotel.hotel_date)
        : null,
      finance: isGranted(accessOf('report/financeReport', 'get_detail') ?? [], caller.functions)
        ? await financeOf(db, propertyId, hotel.hotel_date)
        : null,
    };
    return [figures];
  }),
};

export const reportHandlers = {
  'report/dashboard': dashboardHandlers,
} satisfies Partial<HandlerMap>;
