import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { businessRule, conflict, fromDatabaseError, notFound } from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { fromCents, toCents } from '../../api/money.ts';
import { roomStatusBy } from '../../db/room-status-log.ts';
import { type Db, hotelDateOf, isoTimestampOrNull } from './common.ts';
import { FOLIO_ENTITY, SHOWN_WINDOWS } from './folio.ts';

// Check-out (operations.md §1.1): refused while any window of the guest folio has a balance; the
// stay checked-out, its room vacant (no in-house stay holds it) and dirty, its folio closed.
// Early departure: a stay leaving before its departure date leaves on the hotel date (its later
// nights are given up; the departure it had is kept as early_departure_from). Late check-out: a
// stay checked out on a hotel date after its departure date (it stayed past a day-end); the
// hotel's check-out time is not used, as the hotel keeps no time zone to read a clock in.

type Departure = Schemas['Departure'];

export const STAY_CHECK_OUT_ENTITY = 'stay-check-out';

interface DepartureRow {
  id: number;
  reservation_id: number;
  confirmation_number: string;
  room_id: number | null;
  room_number: string;
  room_type_code: string;
  guest_name: string;
  company_name: string;
  arrival: string;
  departure: string;
  adults: number;
  children: number;
  status: Departure['status'];
  folio_id: number | null;
  folio_status: 'open' | 'closed' | null;
  checked_out_at: Date | string | null;
  checked_out_by: string | null;
  checked_out_on: string | null;
  early_departure_from: string | null;
  late_check_out: boolean;
  room_taken: boolean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

async function readDepartures(
  db: Db,
  propertyId: number,
  where: { ids?: readonly number[]; filter?: Schemas['DepartureListFilter'] },
): Promise<Departure[]> {
  const hotelDate = await hotelDateOf(db, propertyId);
  const filter = where.filter ?? {};
  const date = filter.date ?? hotelDate;
  const conditions = [sql`s.property_id = ${propertyId}`];
  if (where.ids) {
    conditions.push(sql`s.id in (${sql.join(where.ids.length > 0 ? where.ids : [0])})`);
  } else if (filter.kind === 'actual') {
    conditions.push(sql`s.status = 'checked-out' and s.checked_out_on = ${date}`);
  } else {
    conditions.push(sql`s.status = 'in-house'`);
    if (filter.scope !== 'in-house') conditions.push(sql`s.departure <= ${date}`);
  }
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(sql`(coalesce(rm.room_number, '') ilike ${`${escapeLike(search)}%`}
      or r.confirmation_number ilike ${`${escapeLike(search)}%`}
      or coalesce(g.last_name || ' ' || g.first_name, '') ilike ${pattern}
      or coalesce(g.first_name || ' ' || g.last_name, '') ilike ${pattern}
      or exists (select 1 from stay_guest as sg where sg.room_stay_id = s.id
        and (sg.last_name || ' ' || sg.first_name ilike ${pattern} or sg.first_name || ' ' || sg.last_name ilike ${pattern}))
      or coalesce(co.name, '') ilike ${pattern})`);
  }
  const result = await sql<DepartureRow>`
    select s.id, s.reservation_id, r.confirmation_number, s.room_id, coalesce(rm.room_number, '') as room_number,
      t.code as room_type_code,
      coalesce(
        (select case when sg.first_name = '' then sg.last_name else sg.last_name || ', ' || sg.first_name end
          from stay_guest as sg where sg.room_stay_id = s.id order by sg.position limit 1),
        case when g.id is null then '' when g.first_name = '' then g.last_name
          else g.last_name || ', ' || g.first_name end
      ) as guest_name,
      coalesce(co.name, '') as company_name,
      s.arrival, s.departure, s.adults, s.children, s.status,
      f.id as folio_id, f.status as folio_status,
      s.checked_out_at, s.checked_out_by, s.checked_out_on, s.early_departure_from, s.late_check_out,
      exists (select 1 from room_stay as o where o.room_id = s.room_id and o.id <> s.id and o.status = 'in-house')
        as room_taken
    from room_stay as s
    join reservation as r on r.id = s.reservation_id
    join room_type as t on t.id = s.room_type_id
    left join room as rm on rm.id = s.room_id
    left join guest_profile as g on g.id = r.guest_profile_id
    left join company_profile as co on co.id = r.company_profile_id
    left join folio as f on f.stay_id = s.id and f.owner_kind = 'stay'
    where ${sql.join(conditions, sql` and `)}
    order by coalesce(rm.room_number, ''), s.id
    limit 1000`.execute(db);
  const folioIds = result.rows.flatMap((row) => (row.folio_id === null ? [] : [row.folio_id]));
  const sums =
    folioIds.length === 0
      ? []
      : await db
          .selectFrom('posting')
          .select(['folio_id', 'window_number', (eb) => eb.fn.sum<string>('total').as('balance')])
          .where('folio_id', 'in', folioIds)
          .where('is_void', '=', false)
          .groupBy(['folio_id', 'window_number'])
          .execute();
  return result.rows.map((row) => {
    const windows = new Map<number, bigint>();
    for (let window = 1; window <= SHOWN_WINDOWS; window += 1) windows.set(window, 0n);
    let balance = 0n;
    for (const sum of sums) {
      if (sum.folio_id !== row.folio_id) continue;
      const cents = toCents(String(sum.balance));
      windows.set(sum.window_number, (windows.get(sum.window_number) ?? 0n) + cents);
      balance += cents;
    }
    return {
      stayId: row.id,
      reservationId: row.reservation_id,
      confirmationNumber: row.confirmation_number,
      roomNumber: row.room_number,
      roomTypeCode: row.room_type_code,
      guestName: row.guest_name,
      companyName: row.company_name,
      arrival: row.arrival,
      departure: row.departure,
      adults: row.adults,
      children: row.children,
      status: row.status,
      folioId: row.folio_id,
      folioStatus: row.folio_status,
      windows: [...windows.entries()]
        .sort(([a], [b]) => a - b)
        .map(([window, cents]) => ({ window, balance: fromCents(cents) })),
      balance: fromCents(balance),
      dueOut: row.departure <= hotelDate,
      checkedOutAt: isoTimestampOrNull(row.checked_out_at),
      checkedOutBy: row.checked_out_by,
      checkedOutOn: row.checked_out_on,
      earlyDepartureFrom: row.early_departure_from,
      lateCheckOut: row.late_check_out,
      reversible:
        row.status === 'checked-out' && row.checked_out_on === hotelDate && row.room_id !== null && !row.room_taken,
    };
  });
}

async function oneDeparture(db: Db, propertyId: number, stayId: number): Promise<Departure> {
  const [found] = await readDepartures(db, propertyId, { ids: [stayId] });
  if (!found) throw new Error('The stay just changed is not there');
  return found;
}

async function lockedStay(context: ActionContext, stayId: number) {
  const stay = await context.db
    .selectFrom('room_stay')
    .selectAll()
    .where('id', '=', stayId)
    .where('property_id', '=', context.propertyId)
    // Not FOR UPDATE: a first posting making the stay's folio takes a key-share lock on the stay
    // (the folio's foreign key) while the check-out waits for that folio; both must go on.
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!stay) throw notFound('No such stay', '/data/0/stayId');
  return stay;
}

const nextDay = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** The reservation's dates and status follow its stays (as the front desk keeps them). */
async function followStays(db: Db, reservationId: number): Promise<void> {
  await db
    .updateTable('reservation')
    .set({
      arrival: sql`(select min(arrival) from room_stay where reservation_id = ${reservationId} and status <> 'cancelled')`,
      departure: sql`(select max(departure) from room_stay where reservation_id = ${reservationId} and status <> 'cancelled')`,
      status: sql`case
        when exists (select 1 from room_stay where reservation_id = ${reservationId} and status = 'in-house') then 'in-house'
        when exists (select 1 from room_stay where reservation_id = ${reservationId}
          and status in ('waitlist', 'tentative', 'confirmed', 'guaranteed')) then status
        else 'checked-out' end`,
      version: sql`version + 1`,
    })
    .where('id', '=', reservationId)
    .execute();
}

/**
 * `checkout`: locks the stay, then its guest folio (made now when the stay was never charged, so
 * that a first posting racing the check-out finds it closed) for update, and only then sums the
 * windows: a posting that got its share lock on the folio first is in the sums, one that comes
 * later finds the folio closed (migration 0130's trigger).
 */
async function checkOut(context: ActionContext, item: Schemas['StayRef']): Promise<Departure> {
  return checkOutStay(context, item.stayId);
}

/** The check-out of one stay (also the demo seed's). */
export async function checkOutStay(context: ActionContext, stayId: number): Promise<Departure> {
  const { db, propertyId } = context;
  const field = '/data/0/stayId';
  const stay = await lockedStay(context, stayId);
  if (stay.status === 'checked-out') {
    throw conflict('ALREADY_CHECKED_OUT', 'The stay is checked out already', [
      { field, message: 'is checked out already' },
    ]);
  }
  if (stay.status !== 'in-house') {
    throw businessRule('NOT_IN_HOUSE', `A stay that is ${stay.status} does not check out`, [
      { field, message: `is ${stay.status}, not in house` },
    ]);
  }
  const hotelDate = await hotelDateOf(db, propertyId);
  await db
    .insertInto('folio')
    .values({
      property_id: propertyId,
      owner_kind: 'stay',
      stay_id: stay.id,
      reservation_id: stay.reservation_id,
      created_by: context.actor,
    })
    .onConflict((oc) => oc.column('stay_id').where('owner_kind', '=', 'stay').doNothing())
    .execute();
  const folio = await db
    .selectFrom('folio')
    .select(['id', 'status'])
    .where('stay_id', '=', stay.id)
    .where('owner_kind', '=', 'stay')
    .forUpdate()
    .executeTakeFirstOrThrow();
  const windows = await db
    .selectFrom('posting')
    .select(['window_number', (eb) => eb.fn.sum<string>('total').as('balance')])
    .where('folio_id', '=', folio.id)
    .where('is_void', '=', false)
    .groupBy('window_number')
    .orderBy('window_number')
    .execute();
  const open = windows.filter((window) => toCents(String(window.balance)) !== 0n);
  if (open.length > 0) {
    const named = open.map(
      (window) => `window ${window.window_number} (${fromCents(toCents(String(window.balance)))})`,
    );
    throw businessRule(
      'FOLIO_BALANCE',
      `Settle the folio before check-out: ${named.join(', ')} ${open.length === 1 ? 'has a balance' : 'have balances'}`,
      open.map((window) => ({
        field,
        message: `window ${window.window_number} has a balance of ${fromCents(toCents(String(window.balance)))}`,
      })),
    );
  }
  const before = await oneDeparture(db, propertyId, stay.id);
  let departure = stay.departure;
  let earlyFrom: string | null = null;
  if (stay.departure > hotelDate) {
    // A day use keeps its one night: a stay leaves at least a day after it arrives.
    departure = hotelDate > stay.arrival ? hotelDate : nextDay(stay.arrival);
    if (departure !== stay.departure) earlyFrom = stay.departure;
  }
  await db
    .updateTable('room_stay')
    .set({
      status: 'checked-out',
      departure,
      early_departure_from: earlyFrom,
      late_check_out: hotelDate > stay.departure,
      checked_out_at: sql`now()`,
      checked_out_by: context.actor,
      checked_out_on: hotelDate,
      version: sql`version + 1`,
    })
    .where('id', '=', stay.id)
    .execute();
  if (earlyFrom !== null) {
    await db
      .deleteFrom('room_stay_night')
      .where('room_stay_id', '=', stay.id)
      .where('night', '>=', departure)
      .execute();
  }
  await followStays(db, stay.reservation_id);
  if (stay.room_id !== null) {
    await roomStatusBy(db, { actor: context.actor, source: 'check-out' });
    await db.updateTable('room').set({ housekeeping_status: 'dirty' }).where('id', '=', stay.room_id).execute();
  }
  if (folio.status !== 'closed') {
    await db.updateTable('folio').set({ status: 'closed' }).where('id', '=', folio.id).execute();
    await context.audit({
      entity: FOLIO_ENTITY,
      entityId: folio.id,
      before: { id: folio.id, status: folio.status },
      after: { id: folio.id, status: 'closed' },
    });
  }
  const after = await oneDeparture(db, propertyId, stay.id);
  await context.audit({ entity: STAY_CHECK_OUT_ENTITY, entityId: stay.id, before, after });
  return after;
}

/**
 * `reverse-checkout`: a check-out taken back on its own hotel date (before day-end) while no other
 * guest is in its room. The folio reopens; the room keeps the housekeeping status it has now. An
 * early departure stays shortened to the hotel date: the front desk extends the stay again (which
 * takes the nights back under the inventory's rules).
 */
async function reverseCheckOut(context: ActionContext, item: Schemas['StayRef']): Promise<Departure> {
  const { db, propertyId } = context;
  const field = '/data/0/stayId';
  const stay = await lockedStay(context, item.stayId);
  if (stay.status !== 'checked-out') {
    throw businessRule('NOT_CHECKED_OUT', `A stay that is ${stay.status} has no check-out to reverse`, [
      { field, message: `is ${stay.status}, not checked out` },
    ]);
  }
  const hotelDate = await hotelDateOf(db, propertyId);
  if (stay.checked_out_on !== hotelDate) {
    throw businessRule(
      'CHECK_OUT_NOT_TODAY',
      `The stay checked out on ${stay.checked_out_on ?? 'an earlier date'}; a check-out is reversed on its own hotel date only`,
      [{ field, message: `did not check out on the hotel date ${hotelDate}` }],
    );
  }
  if (stay.room_id === null) {
    throw businessRule('NO_ROOM', 'The stay has no room to go back to', [{ field, message: 'has no room' }]);
  }
  // Locked so that a check-in or walk-in into the room waits, then finds it occupied again.
  const room = await db
    .selectFrom('room')
    .select(['id', 'room_number'])
    .where('id', '=', stay.room_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const taken = await db
    .selectFrom('room_stay')
    .select('id')
    .where('room_id', '=', room.id)
    .where('status', '=', 'in-house')
    .where('id', '<>', stay.id)
    .executeTakeFirst();
  if (taken) {
    throw businessRule('ROOM_TAKEN', `Room ${room.room_number} has another guest in it now`, [
      { field, message: `room ${room.room_number} is occupied by another stay` },
    ]);
  }
  const before = await oneDeparture(db, propertyId, stay.id);
  try {
    await db
      .updateTable('room_stay')
      .set({
        status: 'in-house',
        checked_out_at: null,
        checked_out_by: null,
        checked_out_on: null,
        early_departure_from: null,
        late_check_out: false,
        version: sql`version + 1`,
      })
      .where('id', '=', stay.id)
      .execute();
  } catch (error) {
    throw fromDatabaseError(error, '/data/0');
  }
  await followStays(db, stay.reservation_id);
  const folio = await db
    .selectFrom('folio')
    .select(['id', 'status'])
    .where('stay_id', '=', stay.id)
    .where('owner_kind', '=', 'stay')
    .forUpdate()
    .executeTakeFirst();
  if (folio && folio.status !== 'open') {
    await db.updateTable('folio').set({ status: 'open' }).where('id', '=', folio.id).execute();
    await context.audit({
      entity: FOLIO_ENTITY,
      entityId: folio.id,
      before: { id: folio.id, status: folio.status },
      after: { id: folio.id, status: 'open' },
    });
  }
  const after = await oneDeparture(db, propertyId, stay.id);
  await context.audit({ entity: STAY_CHECK_OUT_ENTITY, entityId: stay.id, before, after });
  return after;
}

export const departureHandlers: PathHandlers<'cashier/departure'> = {
  list: read(async ({ db, propertyId }, data) => readDepartures(db, propertyId, { filter: data[0] ?? {} })),
};

/** The check-out actions of `cashier/folio`, spread into that path's handlers. */
export const checkOutHandlers: Pick<PathHandlers<'cashier/folio'>, 'checkout' | 'reverse-checkout'> = {
  checkout: write(async (context, data) => [await checkOut(context, only(data))]),
  'reverse-checkout': write(async (context, data) => [await reverseCheckOut(context, only(data))]),
};
