import { sql } from 'kysely';
import type { ActionContext } from '../../api/handlers.ts';
import { fromCents, toCents } from '../../api/money.ts';
import type { DayEndPlan } from './day-end-plan.ts';

// The day's statistics, frozen by day-end (operations.md §8.1: history reads the snapshot, never
// live data, so a reservation edited later never changes a closed date's figures). A night belongs
// to D when arrival ≤ D < departure (§8.4); what sold is what is in house tonight, after the
// no-shows; room revenue is the room charge day-end posted for the night, net of service charge and
// tax (ADR and RevPAR use net) and with them; a night at rate zero is complimentary.

type Dimension = 'hotel' | 'room-type' | 'source' | 'market' | 'segment' | 'company' | 'country' | 'rate-code';

interface Figures {
  label: string;
  roomsSold: number;
  roomsComplimentary: number;
  adults: number;
  children: number;
  arrivals: number;
  departures: number;
  noShows: number;
  roomRevenue: bigint;
  roomRevenueGross: bigint;
}

const empty = (label: string): Figures => ({
  label,
  roomsSold: 0,
  roomsComplimentary: 0,
  adults: 0,
  children: 0,
  arrivals: 0,
  departures: 0,
  noShows: 0,
  roomRevenue: 0n,
  roomRevenueGross: 0n,
});

/** Writes the statistics of the plan's date; answers the rows written. */
export async function freezeStatistics(context: ActionContext, plan: DayEndPlan, runId: number): Promise<number> {
  const { db, propertyId } = context;
  const date = plan.hotelDate;
  // Every stay the day touched, once per way it counts: sleeping tonight, arrived, left, no-show.
  const { rows: events } = await sql<{
    kind: 'night' | 'arrival' | 'departure' | 'no-show';
    adults: number;
    children: number;
    rate: string | null;
    net: string | null;
    gross: string | null;
    room_type_id: number;
    room_type: string;
    source_id: number | null;
    source: string | null;
    market_id: number | null;
    market: string | null;
    segment_id: number | null;
    segment: string | null;
    company_id: number | null;
    company: string | null;
    country_id: number | null;
    country: string | null;
    rate_code_id: number | null;
    rate_code: string | null;
  }>`
    with touched as (
      select 'night' as kind, s.id from room_stay s
        where s.property_id = ${propertyId} and s.status = 'in-house' and s.arrival <= ${date}::date and s.departure > ${date}::date
      union all
      select 'arrival', s.id from room_stay s where s.property_id = ${propertyId} and s.checked_in_on = ${date}::date
      union all
      select 'departure', s.id from room_stay s where s.property_id = ${propertyId} and s.checked_out_on = ${date}::date
      union all
      select 'no-show', s.id from room_stay s
        where s.property_id = ${propertyId} and s.status = 'no-show' and s.arrival = ${date}::date
    )
    select t.kind, s.adults, s.children, n.amount as rate, p.net_amount as net, p.total as gross,
      s.room_type_id, rt.code || ' ' || rt.name as room_type,
      r.source_id, src.code || ' ' || src.name as source,
      r.market_id, mk.code || ' ' || mk.name as market,
      r.segment_id, sg.code || ' ' || sg.name as segment,
      r.company_profile_id as company_id, co.code || ' ' || co.name as company,
      g.nationality_id as country_id, ct.name as country,
      r.rate_code_id, rc.code || ' ' || rc.name as rate_code
    from touched t
    join room_stay s on s.id = t.id
    join reservation r on r.id = s.reservation_id
    join room_type rt on rt.id = s.room_type_id
    left join source src on src.id = r.source_id
    left join market mk on mk.id = r.market_id
    left join segment sg on sg.id = r.segment_id
    left join company_profile co on co.id = r.company_profile_id
    left join guest_profile g on g.id = r.guest_profile_id
    left join country ct on ct.id = g.nationality_id
    left join rate_code rc on rc.id = r.rate_code_id
    left join room_stay_night n on n.room_stay_id = s.id and n.night = ${date}::date and t.kind = 'night'
    left join day_end_charge dc on dc.stay_id = s.id and dc.hotel_date = ${date}::date and t.kind = 'night'
    left join posting p on p.id = dc.posting_id
    order by s.id, t.kind`.execute(db);

  const table = new Map<string, Figures>();
  const figures = (dimension: Dimension, key: number | null, label: string | null) => {
    const id = `${dimension}\u0000${key ?? ''}`;
    let found = table.get(id);
    if (!found) {
      found = empty((label ?? '').slice(0, 200));
      table.set(id, found);
    }
    return found;
  };
  figures('hotel', null, '');
  for (const event of events) {
    const rows = [
      figures('hotel', null, ''),
      figures('room-type', event.room_type_id, event.room_type),
      figures('source', event.source_id, event.source),
      figures('market', event.market_id, event.market),
      figures('segment', event.segment_id, event.segment),
      figures('company', event.company_id, event.company),
      figures('country', event.country_id, event.country),
      figures('rate-code', event.rate_code_id, event.rate_code),
    ];
    for (const row of rows) {
      if (event.kind === 'night') {
        row.roomsSold += 1;
        if (event.rate !== null && toCents(String(event.rate)) === 0n) row.roomsComplimentary += 1;
        row.adults += event.adults;
        row.children += event.children;
        row.roomRevenue += event.net === null ? 0n : toCents(String(event.net));
        row.roomRevenueGross += event.gross === null ? 0n : toCents(String(event.gross));
      } else if (event.kind === 'arrival') row.arrivals += 1;
      else if (event.kind === 'departure') row.departures += 1;
      else row.noShows += 1;
    }
  }

  const rooms = await db
    .selectFrom('room as rm')
    .select([
      sql<string>`count(*)`.as('rooms'),
      sql<string>`count(*) filter (where exists (select 1 from room_out_of_order o where o.room_id = rm.id
        and o.from_date <= ${date}::date and o.to_date > ${date}::date))`.as('out_of_order'),
    ])
    .where('rm.property_id', '=', propertyId)
    .where('rm.active', '=', true)
    .executeTakeFirstOrThrow();
  const revenue = await db
    .selectFrom('posting')
    .select(sql<string>`coalesce(sum(net_amount), 0)`.as('net'))
    .where('property_id', '=', propertyId)
    .where('hotel_date', '=', date)
    .where('kind', '=', 'charge')
    .where('is_void', '=', false)
    .executeTakeFirstOrThrow();
  const totalRooms = Number(rooms.rooms);
  const outOfOrder = Number(rooms.out_of_order);

  const values = [...table.entries()].map(([id, row]) => {
    const [dimension, key] = id.split('\u0000') as [Dimension, string];
    const hotel = dimension === 'hotel';
    return {
      property_id: propertyId,
      hotel_date: date,
      dimension,
      key,
      label: row.label,
      rooms: hotel ? totalRooms : null,
      rooms_out_of_order: hotel ? outOfOrder : null,
      rooms_available: hotel ? Math.max(totalRooms - outOfOrder, 0) : null,
      rooms_sold: row.roomsSold,
      rooms_complimentary: row.roomsComplimentary,
      adults: row.adults,
      children: row.children,
      arrivals: row.arrivals,
      departures: row.departures,
      no_shows: row.noShows,
      room_revenue: fromCents(row.roomRevenue),
      room_revenue_gross: fromCents(row.roomRevenueGross),
      total_revenue: hotel ? fromCents(toCents(String(revenue.net))) : null,
      run_id: runId,
    };
  });
  // The key (date, dimension, key) is the table's: a second freeze of the date fails the run.
  await db.insertInto('daily_statistic').values(values).execute();
  const hotelRow = values.find((value) => value.dimension === 'hotel');
  await context.audit({
    entity: 'daily-statistic',
    entityId: date,
    before: null,
    after: { rows: values.length, hotel: hotelRow },
  });
  return values.length;
}
