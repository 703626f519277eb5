import { type Kysely, sql } from 'kysely';
import { addDays, weekdayOf } from '../../api/dates.ts';
import { fromCents, toCents } from '../../api/money.ts';
import { chargeLine, taxesFor } from '../../modules/cashier/charges.ts';
import { dayEndHandlers } from '../../modules/finance/day-end.ts';
import type { Database } from '../schema.ts';
import { seedContext } from './context.ts';
import { seededRandom } from './random.ts';
import { idsByCode } from './rows.ts';

/*
 * The demo hotel's past (issue 19): `days` hotel days before the hotel date, lived day by day and
 * closed by the real day-end, so that every history report — the manager's report, statistics by
 * date and month, production, the revenue and the trial balance — has figures, and last year to
 * compare with. Each day the guests due out pay and leave, new guests arrive (busier in the cool
 * season and at weekends), some spend in the restaurant, the minibar and the laundry, a few
 * bookings never come, and the cashier's shift closes; then day-end charges the rooms, makes the
 * no-shows, freezes the day's statistics and moves the date on. Bookings, check-ins and
 * check-outs are written directly, as the rest of the demo is; the day-end is the product's own.
 * Every guest of the past has left before the hotel date, so the demo's own bookings around it
 * find their rooms free. The same every time (a seeded random sequence).
 */

/** Nightly rates of the past by room type, before the season's factor. */
const BASE_RATE: Record<string, number> = { STD: 1500, STT: 1500, DLX: 2200, FAM: 2800, JRS: 3600, EXS: 5200 };
const NATIONALITIES = ['TH', 'TH', 'TH', 'LA', 'LA', 'VN', 'CN', 'JP', 'KR', 'FR', 'DE', 'GB', 'US', 'AU'];
const FIRST = [
  'Somchai',
  'Suda',
  'Bounmy',
  'Khamla',
  'Linh',
  'Wei',
  'Yuki',
  'Jin',
  'Claire',
  'Jonas',
  'Emma',
  'Noah',
  'Olivia',
  'Lachlan',
];
const LAST = [
  'Srisuk',
  'Phommachanh',
  'Nguyen',
  'Zhang',
  'Sato',
  'Kim',
  'Martin',
  'Weber',
  'Smith',
  'Brown',
  'Jaidee',
  'Vongsa',
];

interface StayInHouse {
  stayId: number;
  reservationId: number;
  folioId: number;
  roomId: number;
  departure: string;
}

export async function seedDemoHistory(
  db: Kysely<Database>,
  propertyId: number,
  days: number,
  onDay?: (date: string, index: number) => void,
): Promise<void> {
  if (days <= 0) return;
  const { hotel_date: today } = await db
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const cashier = await db
    .selectFrom('app_user')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('login_name', '=', 'cashier')
    .executeTakeFirst();
  const rooms = await db
    .selectFrom('room as rm')
    .innerJoin('room_type as rt', 'rt.id', 'rm.room_type_id')
    .select(['rm.id', 'rm.room_type_id', 'rt.code', 'rt.max_adults'])
    .where('rm.property_id', '=', propertyId)
    .where('rm.active', '=', true)
    .orderBy('rm.id')
    .execute();
  const codes = await db
    .selectFrom('transaction_code as c')
    .innerJoin('transaction_group as g', 'g.id', 'c.transaction_group_id')
    .select(['c.id', 'c.code', 'c.name', 'c.taxable', 'c.service_charge', 'g.code as group_code'])
    .where('c.property_id', '=', propertyId)
    .where('c.code', 'in', ['2000', '2010', '2020', '3000'])
    .execute();
  const payments = await db
    .selectFrom('payment_type')
    .select(['id', 'code', 'name', 'transaction_code_id'])
    .where('property_id', '=', propertyId)
    .where('code', 'in', ['CASH', 'VISA'])
    .execute();
  const local = await db
    .selectFrom('currency')
    .select('code')
    .where('property_id', '=', propertyId)
    .where('is_local', '=', true)
    .executeTakeFirst();
  if (!cashier || rooms.length === 0 || codes.length === 0 || payments.length < 2 || !local) return;
  const taxTypes = await db
    .selectFrom('hotel_tax_type')
    .select(['code', 'percent', 'included', 'applies_to'])
    .where('property_id', '=', propertyId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const [sources, markets, segments, rateCodes, countries] = await Promise.all([
    idsByCode(db, 'source', propertyId),
    idsByCode(db, 'market', propertyId),
    idsByCode(db, 'segment', propertyId),
    idsByCode(db, 'rate_code', propertyId),
    db.selectFrom('country').select(['id', 'iso_code']).where('property_id', '=', propertyId).execute(),
  ]);
  const countryId = new Map(countries.map((country) => [country.iso_code, country.id]));
  const random = seededRandom(20_261_121);

  // The guests of the past: a pool that comes back, as regulars do.
  const guests = await db
    .insertInto('guest_profile')
    .values(
      Array.from({ length: 240 }, (_, index) => {
        const nationality = NATIONALITIES[index % NATIONALITIES.length] as string;
        return {
          property_id: propertyId,
          first_name: FIRST[index % FIRST.length] as string,
          last_name: `${LAST[(index * 7) % LAST.length]}`,
          nationality_id: countryId.get(nationality) ?? null,
        };
      }),
    )
    .returning(['id', 'nationality_id'])
    .execute();

  const checkOut = async (leaving: StayInHouse[], date: string, shiftId: number) => {
    if (leaving.length === 0) return;
    const balances = await db
      .selectFrom('posting')
      .select(['folio_id', sql<string>`sum(total)`.as('balance')])
      .where(
        'folio_id',
        'in',
        leaving.map((stay) => stay.folioId),
      )
      .where('is_void', '=', false)
      .groupBy('folio_id')
      .execute();
    const settled = balances.filter((row) => toCents(String(row.balance)) !== 0n);
    if (settled.length > 0) {
      await db
        .insertInto('posting')
        .values(
          settled.map((row) => {
            const paid = random.chance(0.55)
              ? payments.find((p) => p.code === 'VISA')
              : payments.find((p) => p.code === 'CASH');
            const total = fromCents(-toCents(String(row.balance)));
            return {
              property_id: propertyId,
              folio_id: row.folio_id,
              hotel_date: date,
              kind: 'payment' as const,
              transaction_code_id: paid?.transaction_code_id as number,
              payment_type_id: paid?.id as number,
              description: paid?.name as string,
              quantity: 1,
              unit_amount: total,
              net_amount: total,
              total,
              currency_code: local.code,
              foreign_amount: fromCents(toCents(String(row.balance))),
              shift_id: shiftId,
              cashier: 'cashier',
            };
          }),
        )
        .execute();
    }
    const folioIds = leaving.map((stay) => stay.folioId);
    await db.updateTable('folio').set({ status: 'closed' }).where('id', 'in', folioIds).execute();
    await db
      .updateTable('room_stay')
      .set({
        status: 'checked-out',
        checked_out_at: sql`${date}::date + time '11:00'`,
        checked_out_by: 'cashier',
        checked_out_on: date,
      })
      .where(
        'id',
        'in',
        leaving.map((stay) => stay.stayId),
      )
      .execute();
    await db
      .updateTable('reservation')
      .set({ status: 'checked-out' })
      .where(
        'id',
        'in',
        leaving.map((stay) => stay.reservationId),
      )
      .execute();
  };
  const start = addDays(today, -days);
  await db.updateTable('property').set({ hotel_date: start }).where('id', '=', propertyId).execute();
  const context = seedContext(db, propertyId, {
    actor: 'day-end',
    requestId: 'demo-history',
    path: 'finance/day-end',
    action: 'run',
  });
  const freeFrom = new Map(rooms.map((room) => [room.id, start]));
  let inHouse: StayInHouse[] = [];

  for (let index = 0; index < days; index += 1) {
    const date = addDays(start, index);
    onDay?.(date, index);
    const shift = await db
      .insertInto('cashier_shift')
      .values({ property_id: propertyId, user_id: cashier.id, cashier: 'cashier', shift: 'AM', hotel_date: date })
      .returning('id')
      .executeTakeFirstOrThrow();

    // Morning: the guests due out settle their folio on a card or in cash and leave.
    await checkOut(
      inHouse.filter((stay) => stay.departure === date),
      date,
      shift.id,
    );
    inHouse = inHouse.filter((stay) => stay.departure !== date);

    // Afternoon: new guests, as many as the season and the weekday bring.
    const dayOfYear =
      (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${date.slice(0, 4)}-01-01T00:00:00Z`)) / 86_400_000;
    const weekday = weekdayOf(date);
    const season = 0.62 + 0.16 * Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365);
    const target = Math.round(
      rooms.length * Math.min(0.95, season + (weekday === 6 || weekday === 7 ? 0.08 : 0) + (random.next() - 0.5) * 0.1),
    );
    const arrivals = Math.max(0, target - inHouse.length);
    const free = rooms.filter((room) => (freeFrom.get(room.id) ?? start) <= date);
    const arriving: { room: (typeof rooms)[number]; nights: number; guest: (typeof guests)[number] }[] = [];
    for (let n = 0; n < arrivals && free.length > 0; n += 1) {
      const room = free.splice(random.int(0, free.length - 1), 1)[0] as (typeof rooms)[number];
      const wanted = random.chance(0.06) ? random.int(6, 10) : random.pick([1, 1, 2, 2, 2, 3, 3, 4, 5]);
      // Everyone of the past leaves by the hotel date's morning.
      const nights = Math.min(wanted, days - index);
      if (nights < 1) break;
      arriving.push({ room, nights, guest: random.pick(guests) });
    }
    // A few bookings that never come: day-end makes them no-shows.
    const noShows = random.chance(0.35) ? random.int(1, 2) : 0;
    const bookings = [
      ...arriving.map((one) => ({ ...one, noShow: false })),
      ...Array.from({ length: noShows }, () => ({
        room: random.pick(rooms),
        nights: 1,
        guest: random.pick(guests),
        noShow: true,
      })),
    ];
    if (bookings.length > 0) {
      const attributes = bookings.map(({ guest }) => {
        const domestic = guest.nationality_id === countryId.get('TH') || guest.nationality_id === countryId.get('LA');
        const segment = random.chance(0.12)
          ? 'CORP'
          : random.chance(0.08)
            ? 'GRP'
            : random.chance(0.05)
              ? 'GOV'
              : 'FIT';
        return {
          source: random.pick(['WEB', 'PHONE', 'WALK', 'AGODA', 'BKG', 'BKG', 'EXP']),
          market: domestic ? 'DOM' : random.pick(['ASIA', 'EUR', 'AMER']),
          segment,
          rate: segment === 'GOV' ? 'GOV' : segment === 'CORP' ? 'CORP' : random.pick(['BAR', 'BARBB', 'DOM']),
        };
      });
      const reservations = await db
        .insertInto('reservation')
        .values(
          bookings.map((booking, n) => {
            const chosen = attributes[n] as (typeof attributes)[number];
            return {
              property_id: propertyId,
              confirmation_number: sql<string>`'H' || nextval('reservation_confirmation_seq')::text`,
              guest_profile_id: booking.guest.id,
              source_id: sources[chosen.source] ?? null,
              market_id: markets[chosen.market] ?? null,
              segment_id: segments[chosen.segment] ?? null,
              rate_code_id: rateCodes[chosen.rate] ?? null,
              channel: ['AGODA', 'BKG', 'EXP'].includes(chosen.source) ? ('OTA' as const) : ('NON-OTA' as const),
              status: booking.noShow ? ('confirmed' as const) : ('in-house' as const),
              arrival: date,
              departure: addDays(date, booking.nights),
              created_by: 'reservation',
            };
          }),
        )
        .returning('id')
        .execute();
      const stays = await db
        .insertInto('room_stay')
        .values(
          bookings.map((booking, n) => ({
            property_id: propertyId,
            reservation_id: reservations[n]?.id as number,
            line_number: 1,
            room_type_id: booking.room.room_type_id,
            room_id: booking.noShow ? null : booking.room.id,
            arrival: date,
            departure: addDays(date, booking.nights),
            adults: Math.min(booking.room.max_adults, random.chance(0.7) ? 2 : 1),
            children: random.chance(0.15) ? 1 : 0,
            status: booking.noShow ? ('confirmed' as const) : ('in-house' as const),
            ...(booking.noShow
              ? {}
              : {
                  checked_in_at: sql<Date>`${date}::date + time '14:00'`,
                  checked_in_by: 'reception',
                  checked_in_on: date,
                  checked_in_from_status: 'confirmed' as const,
                }),
          })),
        )
        .returning('id')
        .execute();
      const factor = 0.85 + 0.3 * ((season - 0.46) / 0.32);
      await db
        .insertInto('room_stay_night')
        .values(
          bookings.flatMap((booking, n) =>
            Array.from({ length: booking.nights }, (_, night) => ({
              property_id: propertyId,
              room_stay_id: stays[n]?.id as number,
              night: addDays(date, night),
              amount: `${Math.round(((BASE_RATE[booking.room.code] ?? 1800) * factor) / 50) * 50}.00`,
            })),
          ),
        )
        .execute();
      const checkedIn = bookings.flatMap((booking, n) => (booking.noShow ? [] : [{ booking, n }]));
      if (checkedIn.length > 0) {
        const folios = await db
          .insertInto('folio')
          .values(
            checkedIn.map(({ n }) => ({
              property_id: propertyId,
              owner_kind: 'stay' as const,
              stay_id: stays[n]?.id as number,
              reservation_id: reservations[n]?.id as number,
              created_by: 'reception',
            })),
          )
          .returning('id')
          .execute();
        checkedIn.forEach(({ booking, n }, k) => {
          const departure = addDays(date, booking.nights);
          freeFrom.set(booking.room.id, departure);
          inHouse.push({
            stayId: stays[n]?.id as number,
            reservationId: reservations[n]?.id as number,
            folioId: folios[k]?.id as number,
            roomId: booking.room.id,
            departure,
          });
        });
      }
    }

    // Evening: the restaurant, the minibar and the laundry, charged as the cashier charges them.
    const spenders = inHouse.filter(() => random.chance(0.4));
    if (spenders.length > 0) {
      await db
        .insertInto('posting')
        .values(
          spenders.map((stay) => {
            const code = random.pick(codes);
            const quantity = random.int(1, 3);
            const unitAmount = `${random.int(6, 48) * 10}.00`;
            const line = chargeLine(unitAmount, quantity, taxesFor(code, taxTypes));
            return {
              property_id: propertyId,
              folio_id: stay.folioId,
              hotel_date: date,
              kind: 'charge' as const,
              transaction_code_id: code.id,
              description: code.name,
              quantity,
              unit_amount: line.unitAmount,
              net_amount: line.netAmount,
              service_charge: line.serviceCharge,
              tax: line.tax,
              total: line.total,
              currency_code: local.code,
              shift_id: shift.id,
              cashier: 'cashier',
            };
          }),
        )
        .execute();
    }
    await db
      .updateTable('cashier_shift')
      .set({ closed_at: sql`${date}::date + time '22:00'`, closed_by: 'cashier' })
      .where('id', '=', shift.id)
      .execute();

    // Night: the product's own day-end closes the date.
    await dayEndHandlers.run.run(context, [{ hotelDate: date }]);
  }

  // The hotel date's morning: the last guests of the past settle and leave.
  const morning = await db
    .insertInto('cashier_shift')
    .values({ property_id: propertyId, user_id: cashier.id, cashier: 'cashier', shift: 'AM', hotel_date: today })
    .returning('id')
    .executeTakeFirstOrThrow();
  await checkOut(inHouse, today, morning.id);
  await db
    .updateTable('cashier_shift')
    .set({ closed_at: sql`${today}::date + time '07:00'`, closed_by: 'cashier' })
    .where('id', '=', morning.id)
    .execute();
}
