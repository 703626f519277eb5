import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import { addDays, dayDifference, weekdayOf } from '../../api/dates.ts';
import { badRequest, businessRule, conflict, notFound, staleVersion } from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { hotelDateOf } from '../../db/hotel-date.ts';
import type { Database } from '../../db/schema.ts';
import { countInventory, inventoryStatuses, lockInventory, MAX_AVAILABILITY_NIGHTS } from './availability.ts';

type AllotmentNight = Schemas['AllotmentNight'];

/** Audit name of a company's allotment of one room type; its entity id is `company:roomType`. */
export const ALLOTMENT_ENTITY = 'allotment';

/** The grid's period when the caller gives only forDate. */
const DEFAULT_NIGHTS = 14;
/** The longest period one fill writes: a year's contract. */
const MAX_FILL_NIGHTS = 366;

interface NightsFilter {
  from: string;
  toExclusive: string;
  companyProfileId?: number | null;
  roomTypeId?: number;
  /** Only these nights (within from … toExclusive). */
  nights?: readonly string[];
}

/**
 * The allotment rows of a period, each with what its company has picked up: the company's stays
 * of the room type that take inventory that night, as availability counts them. Unpicked is what
 * the row still holds out of general inventory: nothing once released (the hotel date has reached
 * night − release days), else max(0, rooms − picked).
 */
async function readNights(
  db: Kysely<Database>,
  propertyId: number,
  hotelDate: string,
  filter: NightsFilter,
): Promise<AllotmentNight[]> {
  const { from, toExclusive } = filter;
  const company = filter.companyProfileId == null ? sql`` : sql`and a.company_profile_id = ${filter.companyProfileId}`;
  const type = filter.roomTypeId == null ? sql`` : sql`and a.room_type_id = ${filter.roomTypeId}`;
  const chosenNights =
    filter.nights && filter.nights.length > 0
      ? sql`and a.night in (${sql.join(filter.nights.map((night) => sql`${night}::date`))})`
      : sql``;
  const stayCompany =
    filter.companyProfileId == null ? sql`` : sql`and reservation.company_profile_id = ${filter.companyProfileId}`;
  const stayType = filter.roomTypeId == null ? sql`` : sql`and stay.room_type_id = ${filter.roomTypeId}`;
  const result = await sql<{
    company_profile_id: number;
    room_type_id: number;
    night: string;
    rooms: number;
    release_days: number;
    release_date: string;
    released: boolean;
    picked: number;
    version: number;
  }>`
    with picked as (
      select reservation.company_profile_id, stay.room_type_id, ${from}::date + i as night, count(*)::int as picked
      from room_stay as stay
      join reservation on reservation.id = stay.reservation_id
      cross join lateral generate_series(
        greatest(stay.arrival, ${from}::date) - ${from}::date,
        least(stay.departure, ${toExclusive}::date) - ${from}::date - 1
      ) as i
      where stay.property_id = ${propertyId}
        and reservation.company_profile_id is not null ${stayCompany} ${stayType}
        and stay.status in (${inventoryStatuses})
        and stay.departure > ${from}::date
        and stay.arrival < ${toExclusive}::date
      group by reservation.company_profile_id, stay.room_type_id, i
    )
    select a.company_profile_id, a.room_type_id, a.night, a.rooms, a.release_days,
      a.night - a.release_days as release_date,
      ${hotelDate}::date >= a.night - a.release_days as released,
      coalesce(picked.picked, 0) as picked,
      a.version
    from allotment as a
    join company_profile as company on company.id = a.company_profile_id
    join room_type as type on type.id = a.room_type_id
    left join picked on picked.company_profile_id = a.company_profile_id
      and picked.room_type_id = a.room_type_id and picked.night = a.night
    where a.property_id = ${propertyId}
      and a.night >= ${from}::date and a.night < ${toExclusive}::date
      ${company} ${type} ${chosenNights}
    order by company.code, company.id, type.sort_order, type.code, type.id, a.night
  `.execute(db);
  return result.rows.map((row) => ({
    companyProfileId: row.company_profile_id,
    roomTypeId: row.room_type_id,
    night: row.night,
    rooms: row.rooms,
    releaseDays: row.release_days,
    releaseDate: row.release_date,
    released: row.released,
    picked: row.picked,
    unpicked: row.released ? 0 : Math.max(0, row.rooms - row.picked),
    version: row.version,
  }));
}

/** A write's company and room type: this hotel's, and still in business. */
async function checkCompanyAndType(
  db: Kysely<Database>,
  propertyId: number,
  companyProfileId: number,
  roomTypeId: number,
): Promise<{ roomTypeCode: string }> {
  const company = await db
    .selectFrom('company_profile')
    .select(['code', 'active'])
    .where('property_id', '=', propertyId)
    .where('id', '=', companyProfileId)
    .executeTakeFirst();
  if (!company) {
    throw conflict('NOT_FOUND_REFERENCE', 'No such company', [
      { field: '/data/0/companyProfileId', message: 'is not a company of this hotel' },
    ]);
  }
  if (!company.active) {
    throw businessRule('COMPANY_INACTIVE', `Company ${company.code} is inactive and takes no allotment`, [
      { field: '/data/0/companyProfileId', message: 'is inactive' },
    ]);
  }
  const type = await db
    .selectFrom('room_type')
    .select(['code', 'active'])
    .where('property_id', '=', propertyId)
    .where('id', '=', roomTypeId)
    .executeTakeFirst();
  if (!type) {
    throw conflict('NOT_FOUND_REFERENCE', 'No such room type', [
      { field: '/data/0/roomTypeId', message: 'is not a room type of this hotel' },
    ]);
  }
  if (!type.active) {
    throw businessRule('ROOM_TYPE_INACTIVE', `Room type ${type.code} is no longer sold`, [
      { field: '/data/0/roomTypeId', message: 'is not sold any more' },
    ]);
  }
  return { roomTypeCode: type.code };
}

interface NightWrite {
  night: string;
  rooms: number;
  releaseDays: number;
  /** Where a refusal of this night points in the request. */
  field: string;
}

interface AllotmentWrite {
  companyProfileId: number;
  roomTypeId: number;
  roomTypeCode: string;
  hotelDate: string;
  nights: readonly NightWrite[];
  /** Checks the rows as they are before anything is written (the set's row versions). */
  checkCurrent?: (current: ReadonlyMap<string, AllotmentNight>) => void;
}

/**
 * Writes a company's allotment of one room type on the given nights, in the caller's
 * transaction, under the inventory locks bookings take (so that a booking and an allotment never
 * both count the last room). What the rows hold unpicked leaves general inventory, so once written
 * the nights are counted as availability counts them, and a night whose hold went up is refused
 * if rooms − out of order − sold − every company's unpicked is now below zero. The overbooking
 * allowance is not counted: an allotment holds rooms the hotel has. Lowering a hold never fails,
 * even on a night already short. Answers the rows before and after, for the audit.
 */
async function writeNights(
  context: ActionContext,
  change: AllotmentWrite,
): Promise<{ before: AllotmentNight[]; after: AllotmentNight[]; written: number }> {
  const { db, propertyId } = context;
  const { companyProfileId, roomTypeId, hotelDate } = change;
  const nights = change.nights.map((entry) => entry.night).sort();
  const first = nights[0];
  const last = nights.at(-1);
  if (!first || !last) return { before: [], after: [], written: 0 };
  const period = { from: first, toExclusive: addDays(last, 1), companyProfileId, roomTypeId, nights };

  await lockInventory(
    db,
    propertyId,
    nights.map((night) => ({ roomTypeId, arrival: night, departure: addDays(night, 1) })),
  );
  const before = await readNights(db, propertyId, hotelDate, period);
  const current = new Map(before.map((row) => [row.night, row]));
  change.checkCurrent?.(current);

  const written = await db
    .insertInto('allotment')
    .values(
      change.nights.map((entry) => ({
        property_id: propertyId,
        company_profile_id: companyProfileId,
        room_type_id: roomTypeId,
        night: entry.night,
        rooms: entry.rooms,
        release_days: entry.releaseDays,
      })),
    )
    .onConflict((conflicting) =>
      conflicting
        .columns(['property_id', 'company_profile_id', 'room_type_id', 'night'])
        .doUpdateSet({
          rooms: (eb) => eb.ref('excluded.rooms'),
          release_days: (eb) => eb.ref('excluded.release_days'),
          version: sql`allotment.version + 1`,
        })
        // A night sent as it already is keeps its version: nothing changed.
        .where((eb) =>
          eb.or([
            eb('allotment.rooms', '<>', eb.ref('excluded.rooms')),
            eb('allotment.release_days', '<>', eb.ref('excluded.release_days')),
          ]),
        ),
    )
    .returning('night')
    .execute();

  const after = await readNights(db, propertyId, hotelDate, period);
  const raised = after.filter((row) => row.unpicked > (current.get(row.night)?.unpicked ?? 0));
  if (raised.length > 0) {
    const counted = await countInventory(db, propertyId, {
      from: first,
      toExclusive: addDays(last, 1),
      roomTypeIds: [roomTypeId],
    });
    const left = new Map(counted.map((row) => [row.night, row.rooms - row.outOfOrder - row.sold - row.allotted]));
    const short = raised.find((row) => (left.get(row.night) ?? 0) < 0);
    if (short) {
      const atMost = Math.max(short.picked, short.rooms + (left.get(short.night) ?? 0));
      const field = change.nights.find((entry) => entry.night === short.night)?.field ?? '/data/0';
      throw conflict(
        'NO_AVAILABILITY',
        `Not enough ${change.roomTypeCode} rooms are free on ${short.night}: at most ${atMost} can be held`,
        [{ field, message: `at most ${atMost} ${change.roomTypeCode} rooms can be held on ${short.night}` }],
      );
    }
  }
  return { before, after, written: written.length };
}

const auditTrail = (rows: readonly AllotmentNight[]) =>
  rows.map(({ night, rooms, releaseDays, version }) => ({ night, rooms, releaseDays, version }));

const nightBeforeHotelDate = (hotelDate: string, field: string) =>
  businessRule('NIGHT_BEFORE_HOTEL_DATE', `Allotments are set from the hotel date ${hotelDate} on`, [
    { field, message: `must not be before the hotel date ${hotelDate}` },
  ]);

export const allotmentHandlers: PathHandlers<'reservation/allotment'> = {
  get: read(async ({ db, propertyId }, data) => {
    const { forDate, companyProfileId } = only(data);
    const toDate = only(data).toDate ?? addDays(forDate, DEFAULT_NIGHTS - 1);
    const nights = dayDifference(forDate, toDate) + 1;
    if (nights < 1) {
      throw badRequest('toDate must not be before forDate', [
        { field: '/data/0/toDate', message: 'must not be before forDate' },
      ]);
    }
    if (nights > MAX_AVAILABILITY_NIGHTS) {
      throw badRequest(`At most ${MAX_AVAILABILITY_NIGHTS} nights at a time`, [
        { field: '/data/0/toDate', message: `must be at most ${MAX_AVAILABILITY_NIGHTS - 1} days after forDate` },
      ]);
    }
    if (companyProfileId != null) {
      const found = await db
        .selectFrom('company_profile')
        .select('id')
        .where('property_id', '=', propertyId)
        .where('id', '=', companyProfileId)
        .executeTakeFirst();
      if (!found) throw notFound('Data not found', '/data/0/companyProfileId');
    }
    const hotelDate = await hotelDateOf(db, propertyId);
    const rows = await readNights(db, propertyId, hotelDate, {
      from: forDate,
      toExclusive: addDays(toDate, 1),
      companyProfileId,
    });
    const companyIds = [
      ...new Set([...rows.map((row) => row.companyProfileId), ...(companyProfileId ? [companyProfileId] : [])]),
    ];
    const typeIds = [...new Set(rows.map((row) => row.roomTypeId))];
    const companies =
      companyIds.length === 0
        ? []
        : await db
            .selectFrom('company_profile')
            .select(['id', 'code', 'name', sql<number>`active::int`.as('active')])
            .where('property_id', '=', propertyId)
            .where('id', 'in', companyIds)
            .orderBy('code')
            .orderBy('id')
            .execute();
    const roomTypes =
      typeIds.length === 0
        ? []
        : await db
            .selectFrom('room_type')
            .select(['id', 'code', 'name'])
            .where('property_id', '=', propertyId)
            .where('id', 'in', typeIds)
            .orderBy('sort_order')
            .orderBy('code')
            .orderBy('id')
            .execute();
    return [
      {
        forDate,
        toDate,
        hotelDate,
        companies: companies.map((company) => ({ ...company, active: company.active === 1 ? 1 : 0 })),
        roomTypes,
        nights: rows,
      },
    ];
  }),

  set: write(async (context, data) => {
    const { db, propertyId } = context;
    const item = only(data);
    const seen = new Set<string>();
    for (const [index, entry] of item.nights.entries()) {
      if (seen.has(entry.night)) {
        throw badRequest('Each night at most once', [
          { field: `/data/0/nights/${index}/night`, message: 'appears twice' },
        ]);
      }
      seen.add(entry.night);
    }
    const hotelDate = await hotelDateOf(db, propertyId);
    const early = item.nights.findIndex((entry) => entry.night < hotelDate);
    if (early >= 0) throw nightBeforeHotelDate(hotelDate, `/data/0/nights/${early}/night`);
    const { roomTypeCode } = await checkCompanyAndType(db, propertyId, item.companyProfileId, item.roomTypeId);
    const { before, after } = await writeNights(context, {
      companyProfileId: item.companyProfileId,
      roomTypeId: item.roomTypeId,
      roomTypeCode,
      hotelDate,
      nights: item.nights.map((entry, index) => ({
        night: entry.night,
        rooms: entry.rooms,
        releaseDays: entry.releaseDays,
        field: `/data/0/nights/${index}/rooms`,
      })),
      // Null stands for "there was no row": a row made meanwhile is as stale as a changed one.
      checkCurrent: (current) => {
        for (const [index, entry] of item.nights.entries()) {
          if ((current.get(entry.night)?.version ?? null) !== entry.version) {
            throw staleVersion(`/data/0/nights/${index}/version`);
          }
        }
      },
    });
    await context.audit({
      entity: ALLOTMENT_ENTITY,
      entityId: `${item.companyProfileId}:${item.roomTypeId}`,
      before: { nights: auditTrail(before) },
      after: { nights: auditTrail(after) },
    });
    return after;
  }),

  fill: write(async (context, data) => {
    const { db, propertyId } = context;
    const item = only(data);
    const length = dayDifference(item.fromDate, item.toDate) + 1;
    if (length < 1) {
      throw badRequest('toDate must not be before fromDate', [
        { field: '/data/0/toDate', message: 'must not be before fromDate' },
      ]);
    }
    if (length > MAX_FILL_NIGHTS) {
      throw badRequest(`At most ${MAX_FILL_NIGHTS} nights at a time`, [
        { field: '/data/0/toDate', message: `must be at most ${MAX_FILL_NIGHTS - 1} days after fromDate` },
      ]);
    }
    const hotelDate = await hotelDateOf(db, propertyId);
    if (item.fromDate < hotelDate) throw nightBeforeHotelDate(hotelDate, '/data/0/fromDate');
    const { roomTypeCode } = await checkCompanyAndType(db, propertyId, item.companyProfileId, item.roomTypeId);
    const weekdays = new Set(item.weekdays);
    const nights = Array.from({ length }, (_, index) => addDays(item.fromDate, index)).filter((night) =>
      weekdays.has(weekdayOf(night)),
    );
    const { before, after, written } = await writeNights(context, {
      companyProfileId: item.companyProfileId,
      roomTypeId: item.roomTypeId,
      roomTypeCode,
      hotelDate,
      nights: nights.map((night) => ({
        night,
        rooms: item.rooms,
        releaseDays: item.releaseDays,
        field: '/data/0/rooms',
      })),
    });
    if (written > 0) {
      const versionBefore = new Map(before.map((row) => [row.night, row.version]));
      const changed = new Set(
        after.filter((row) => versionBefore.get(row.night) !== row.version).map((row) => row.night),
      );
      await context.audit({
        entity: ALLOTMENT_ENTITY,
        entityId: `${item.companyProfileId}:${item.roomTypeId}`,
        before: { nights: auditTrail(before.filter((row) => changed.has(row.night))) },
        after: {
          fill: { fromDate: item.fromDate, toDate: item.toDate, weekdays: [...weekdays].sort() },
          nights: auditTrail(after.filter((row) => changed.has(row.night))),
        },
      });
    }
    return [{ written }];
  }),
};
