import type { Schemas } from '@pms/api-client';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { dayDifference } from '../../api/dates.ts';
import { DEFAULT_PAGE_SIZE } from '../../api/masterData.ts';
import { sumMoney } from '../../api/money.ts';
import type { Database } from '../../db/schema.ts';

export type Reservation = Schemas['Reservation'];
type RoomStay = Schemas['RoomStay'];
type ReservationSearch = Schemas['ReservationSearch'];
type ReservationSummary = Schemas['ReservationSummary'];

/** The booker guest as lists show them: "Last, First" (or the one name), empty without a guest. */
export const guestName = sql<string>`case
  when g.id is null then ''
  when g.first_name = '' then g.last_name
  else g.last_name || ', ' || g.first_name
end`;

const isoTimestamp = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** Reservations with their stays and nightly rates, as `get` answers them, in the order of `ids`. */
export async function readReservations(
  db: Kysely<Database>,
  propertyId: number,
  ids: readonly number[],
): Promise<Reservation[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('reservation as r')
    .leftJoin('guest_profile as g', 'g.id', 'r.guest_profile_id')
    .leftJoin('company_profile as c', 'c.id', 'r.company_profile_id')
    .selectAll('r')
    .select([guestName.as('guest_name'), sql<string>`coalesce(c.name, '')`.as('company_name')])
    .where('r.property_id', '=', propertyId)
    .where('r.id', 'in', ids)
    .execute();
  if (rows.length === 0) return [];
  const found = rows.map((row) => row.id);
  const stays = await db
    .selectFrom('room_stay as s')
    .innerJoin('room_type as t', 't.id', 's.room_type_id')
    .leftJoin('room as rm', 'rm.id', 's.room_id')
    .selectAll('s')
    .select(['t.code as room_type_code', sql<string>`coalesce(rm.room_number, '')`.as('room_number')])
    .where('s.reservation_id', 'in', found)
    .orderBy('s.reservation_id')
    .orderBy('s.line_number')
    .execute();
  const nights =
    stays.length === 0
      ? []
      : await db
          .selectFrom('room_stay_night')
          .select(['room_stay_id', 'night', 'amount', 'reason'])
          .where(
            'room_stay_id',
            'in',
            stays.map((stay) => stay.id),
          )
          .orderBy('room_stay_id')
          .orderBy('night')
          .execute();
  const ratesByStay = new Map<number, Schemas['NightlyRateRead'][]>();
  for (const night of nights) {
    const list = ratesByStay.get(night.room_stay_id) ?? [];
    list.push({ night: night.night, amount: night.amount, reason: night.reason });
    ratesByStay.set(night.room_stay_id, list);
  }
  const staysByReservation = new Map<number, RoomStay[]>();
  for (const stay of stays) {
    const nightlyRates = ratesByStay.get(stay.id) ?? [];
    const list = staysByReservation.get(stay.reservation_id) ?? [];
    list.push({
      id: stay.id,
      lineNumber: stay.line_number,
      roomTypeId: stay.room_type_id,
      roomTypeCode: stay.room_type_code,
      roomId: stay.room_id,
      roomNumber: stay.room_number,
      arrival: stay.arrival,
      departure: stay.departure,
      nights: dayDifference(stay.arrival, stay.departure),
      adults: stay.adults,
      children: stay.children,
      mealTypeId: stay.meal_type_id,
      status: stay.status,
      totalAmount: sumMoney(nightlyRates.map((rate) => rate.amount)),
      nightlyRates,
      contractPrice: (stay.price_explanation as Schemas['ContractPrice'] | null) ?? null,
      version: stay.version,
    });
    staysByReservation.set(stay.reservation_id, list);
  }
  const byId = new Map(
    rows.map((row): [number, Reservation] => {
      const reservationStays = staysByReservation.get(row.id) ?? [];
      return [
        row.id,
        {
          id: row.id,
          confirmationNumber: row.confirmation_number,
          status: row.status,
          channel: row.channel,
          guestProfileId: row.guest_profile_id,
          guestName: row.guest_name,
          companyProfileId: row.company_profile_id,
          companyName: row.company_name,
          sourceId: row.source_id,
          marketId: row.market_id,
          segmentId: row.segment_id,
          rateCodeId: row.rate_code_id,
          arrival: row.arrival,
          departure: row.departure,
          remark: row.remark,
          internalRemark: row.internal_remark,
          depositRequired: row.deposit_required,
          depositDueDate: row.deposit_due_date,
          cancellationReasonId: row.cancellation_reason_id,
          cancellationNote: row.cancellation_note,
          cancellationFee: row.cancellation_fee,
          noShowFee: row.no_show_fee,
          cancelledAt: isoTimestamp(row.cancelled_at),
          totalAmount: sumMoney(reservationStays.map((stay) => stay.totalAmount)),
          createdAt: isoTimestamp(row.created_at) as string,
          createdBy: row.created_by,
          stays: reservationStays,
          version: row.version,
        },
      ];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const SORTS: Record<NonNullable<ReservationSearch['sort']>, Expression<unknown>> = {
  confirmationNumber: sql`r.confirmation_number`,
  guestName: sql`lower(${guestName})`,
  companyName: sql`lower(coalesce(c.name, ''))`,
  arrival: sql`r.arrival`,
  departure: sql`r.departure`,
  status: sql`r.status`,
  createdAt: sql`r.created_at`,
};

/**
 * One page of the booking lists, searched, filtered and sorted by the database (tens of
 * thousands of bookings stay fast: the page's figures are computed for its rows only).
 */
export async function searchReservations(
  db: Kysely<Database>,
  propertyId: number,
  criteria: ReservationSearch,
): Promise<Schemas['ReservationPage']> {
  const text = criteria.search?.trim() ?? '';
  const matching = () => {
    let query = db
      .selectFrom('reservation as r')
      .leftJoin('guest_profile as g', 'g.id', 'r.guest_profile_id')
      .leftJoin('company_profile as c', 'c.id', 'r.company_profile_id')
      .where('r.property_id', '=', propertyId);
    if (text) {
      const pattern = likePattern(text);
      // Accents and case aside (migration 0090): "garcia" finds "García, María".
      const like = (expression: Expression<unknown>) =>
        sql<SqlBool>`search_fold(${expression}) like search_fold(${pattern}) escape '\\'`;
      query = query.where((eb) =>
        eb.or([
          like(sql`r.confirmation_number`),
          like(sql`g.first_name || ' ' || g.last_name`),
          like(sql`g.last_name || ', ' || g.first_name`),
          like(sql`c.code`),
          like(sql`c.name`),
        ]),
      );
    }
    if (criteria.channel) query = query.where('r.channel', '=', criteria.channel);
    if (criteria.statuses?.length) query = query.where('r.status', 'in', criteria.statuses);
    if (criteria.arrivalFrom) query = query.where('r.arrival', '>=', criteria.arrivalFrom);
    if (criteria.arrivalTo) query = query.where('r.arrival', '<=', criteria.arrivalTo);
    return query;
  };
  const offset = criteria.offset ?? 0;
  const { total } = await matching().select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const rows = await matching()
    .select([
      'r.id',
      'r.confirmation_number',
      'r.status',
      'r.channel',
      'r.guest_profile_id',
      guestName.as('guest_name'),
      'r.company_profile_id',
      sql<string>`coalesce(c.name, '')`.as('company_name'),
      'r.arrival',
      'r.departure',
      'r.created_at',
      'r.version',
      sql<number>`(select count(*)::int from room_stay as s where s.reservation_id = r.id)`.as('rooms'),
      sql<string>`(select coalesce(string_agg(distinct t.code, ', ' order by t.code), '')
        from room_stay as s join room_type as t on t.id = s.room_type_id where s.reservation_id = r.id)`.as(
        'room_types',
      ),
      // A generated list without a Kysely table type: asked in SQL.
      sql<string | null>`(select so.name from source as so where so.id = r.source_id)`.as('source'),
      sql<string>`(select coalesce(string_agg(rm.room_number, ', ' order by s.line_number), '')
        from room_stay as s join room as rm on rm.id = s.room_id where s.reservation_id = r.id)`.as('room_numbers'),
      sql<number>`(select coalesce(sum(s.adults), 0)::int from room_stay as s where s.reservation_id = r.id)`.as(
        'adults',
      ),
      sql<number>`(select coalesce(sum(s.children), 0)::int from room_stay as s where s.reservation_id = r.id)`.as(
        'children',
      ),
      sql<string>`(select coalesce(sum(n.amount), 0)::numeric(14, 2)::text
        from room_stay as s join room_stay_night as n on n.room_stay_id = s.id where s.reservation_id = r.id)`.as(
        'total_amount',
      ),
    ])
    .orderBy(SORTS[criteria.sort ?? 'arrival'], criteria.descending ? 'desc' : 'asc')
    .orderBy('r.id', criteria.descending ? 'desc' : 'asc')
    .offset(offset)
    .limit(criteria.limit ?? DEFAULT_PAGE_SIZE)
    .execute();
  return {
    total,
    offset,
    rows: rows.map(
      (row): ReservationSummary => ({
        id: row.id,
        confirmationNumber: row.confirmation_number,
        status: row.status,
        channel: row.channel,
        guestProfileId: row.guest_profile_id,
        guestName: row.guest_name,
        companyProfileId: row.company_profile_id,
        companyName: row.company_name,
        source: row.source,
        arrival: row.arrival,
        departure: row.departure,
        rooms: row.rooms,
        roomTypes: row.room_types,
        roomNumbers: row.room_numbers,
        adults: row.adults,
        children: row.children,
        totalAmount: row.total_amount,
        createdAt: isoTimestamp(row.created_at) as string,
        version: row.version,
      }),
    ),
  };
}
