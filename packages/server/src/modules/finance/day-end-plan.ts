import type { Schemas } from '@pms/api-client';
import type { CancellationFee } from '@pms/domain/cancellation';
import { chargeLine, localAmount, taxesFor } from '@pms/domain/charges';
import { type Kysely, sql } from 'kysely';
import { addDays } from '../../api/dates.ts';
import { fromCents, toCents } from '../../api/money.ts';
import { chargeableStays, loadPolicies, stayNoShowFee } from '../../db/cancellation-fees.ts';
import { hotelDateOf } from '../../db/hotel-date.ts';
import type { Database } from '../../db/schema.ts';
import { BEFORE_ARRIVAL, statusList } from '../../db/statuses.ts';

// What day-end finds and would do for the current hotel date (operations.md §4.4 "Dry run"). The
// preview answers it as it is; the run computes it again under its locks and carries it out, so
// what the screen showed is what gets posted. The module reads the other departments' tables
// directly (server modules never import each other).

type Db = Kysely<Database>;
type Finding = Schemas['DayEndFinding'];
export type RoomCharge = Schemas['DayEndRoomCharge'];
type RoomChange = Schemas['DayEndRoomChange'];

export interface DayEndPlan {
  hotelDate: string;
  nextHotelDate: string;
  findings: Finding[];
  /** Stays that become no-shows. */
  noShowStayIds: number[];
  /**
   * The no-show fee of each of them whose contract has a cancellation policy, by stay id, as the
   * policy's no-show charge works out on the stay (@pms/domain/cancellation noShowFee). A stay
   * without a policy is charged nothing and has none.
   */
  noShowFees: Map<number, CancellationFee>;
  roomCharges: RoomCharge[];
  roomChanges: RoomChange[];
}

const money = (value: string | number) => fromCents(toCents(String(value)));

const guestName = sql<string>`case when g.id is null then coalesce(co.name, '')
  when g.first_name = '' then g.last_name else g.last_name || ', ' || g.first_name end`;

/** The stays of the hotel with what a finding shows of them. */
function stays(db: Db, propertyId: number) {
  return db
    .selectFrom('room_stay as s')
    .innerJoin('reservation as r', 'r.id', 's.reservation_id')
    .leftJoin('room as rm', 'rm.id', 's.room_id')
    .leftJoin('guest_profile as g', 'g.id', 'r.guest_profile_id')
    .leftJoin('company_profile as co', 'co.id', 'r.company_profile_id')
    .select([
      's.id',
      's.reservation_id',
      's.room_id',
      's.arrival',
      's.departure',
      's.status',
      'r.confirmation_number',
      sql<string>`coalesce(rm.room_number, '')`.as('room_number'),
      guestName.as('guest_name'),
    ])
    .where('s.property_id', '=', propertyId);
}

type StayRow = Awaited<ReturnType<ReturnType<typeof stays>['execute']>>[number];

function stayFinding(row: StayRow, code: Finding['code'], severity: Finding['severity'], message: string): Finding {
  return {
    code,
    severity,
    message,
    stayId: row.id,
    reservationId: row.reservation_id,
    confirmationNumber: row.confirmation_number,
    roomId: row.room_id,
    roomNumber: row.room_number,
    guestName: row.guest_name,
    shiftId: null,
    cashier: '',
  };
}

const hotelFinding = (code: Finding['code'], message: string): Finding => ({
  code,
  severity: 'blocker',
  message,
  stayId: null,
  reservationId: null,
  confirmationNumber: '',
  roomId: null,
  roomNumber: '',
  guestName: '',
  shiftId: null,
  cashier: '',
});

/**
 * The transaction code day-end charges rooms with: the first active charge code (by code) of the
 * transaction group ROOM, the group whose revenue is room revenue (taxesFor reads it the same way).
 */
export async function roomChargeCode(db: Db, propertyId: number) {
  return db
    .selectFrom('transaction_code as c')
    .innerJoin('transaction_group as g', 'g.id', 'c.transaction_group_id')
    .select(['c.id', 'c.code', 'c.name', 'c.taxable', 'c.service_charge', 'g.code as group_code'])
    .where('c.property_id', '=', propertyId)
    .where('g.code', '=', 'ROOM')
    .where('c.kind', '=', 'CHARGE')
    .where('c.active', '=', true)
    .orderBy('c.code')
    .limit(1)
    .executeTakeFirst();
}

/** The no-show fee of each stay whose contract has a cancellation policy (db/cancellation-fees.ts). */
async function noShowFeesOf(
  db: Db,
  propertyId: number,
  stayIds: readonly number[],
  hotelDate: string,
): Promise<Map<number, CancellationFee>> {
  const fees = new Map<number, CancellationFee>();
  const stays = (await chargeableStays(db, propertyId, { stayIds })).filter((stay) => stay.policyId !== null);
  if (stays.length === 0) return fees;
  const policies = await loadPolicies(
    db,
    propertyId,
    stays.map((stay) => stay.policyId as number),
  );
  for (const stay of stays) {
    const fee = stayNoShowFee(stay, policies, hotelDate);
    if (fee) fees.set(stay.stayId, fee);
  }
  return fees;
}

export async function planDayEnd(db: Db, propertyId: number): Promise<DayEndPlan> {
  const hotelDate = await hotelDateOf(db, propertyId);
  const findings: Finding[] = [];

  // Arrivals still due: the run makes them no-shows (no fee until sales' cancellation policies).
  const due = await stays(db, propertyId)
    .where('s.status', 'in', BEFORE_ARRIVAL)
    .where('s.arrival', '<=', hotelDate)
    .orderBy('s.arrival')
    .orderBy('s.id')
    .execute();
  const noShowFees = await noShowFeesOf(
    db,
    propertyId,
    due.map((row) => row.id),
    hotelDate,
  );
  for (const row of due) {
    const fee = noShowFees.get(row.id);
    const charged = fee ? `; no-show fee ${fee.fee} by policy ${fee.policy.code}` : '';
    findings.push(
      stayFinding(
        row,
        'ARRIVAL_DUE',
        'automatic',
        `Due on ${row.arrival}, not checked in: becomes a no-show${charged}`,
      ),
    );
  }

  // Departures not checked out block the run: the desk checks them out or extends them, since
  // charging another night or letting them go is a decision about the guest's bill.
  const leaving = await stays(db, propertyId)
    .where('s.status', '=', 'in-house')
    .where('s.departure', '<=', hotelDate)
    .orderBy('s.departure')
    .orderBy('s.id')
    .execute();
  for (const row of leaving) {
    findings.push(stayFinding(row, 'DEPARTURE_DUE', 'blocker', `Due out on ${row.departure}: check out or extend`));
  }

  // Cashiers' open shifts block it (operations.md §2.9, §10.3: refuse by default): only the cashier
  // counts the cash of a shift. The system shift is day-end's own to close.
  const shifts = await db
    .selectFrom('cashier_shift')
    .select(['id', 'cashier', 'shift', 'hotel_date'])
    .where('property_id', '=', propertyId)
    .where('closed_at', 'is', null)
    .where('user_id', 'is not', null)
    .orderBy('id')
    .execute();
  for (const shift of shifts) {
    findings.push({
      ...hotelFinding('OPEN_SHIFT', `${shift.cashier}'s ${shift.shift} shift of ${shift.hotel_date} is open: close it`),
      shiftId: shift.id,
      cashier: shift.cashier,
    });
  }

  // Every in-house stay sleeping tonight is charged the night's rate.
  const sleeping = await stays(db, propertyId)
    .leftJoin('room_stay_night as n', (join) =>
      join.onRef('n.room_stay_id', '=', 's.id').on('n.night', '=', sql<string>`${hotelDate}::date`),
    )
    .leftJoin('rate_code as rc', 'rc.id', 'r.rate_code_id')
    .leftJoin('currency as cu', 'cu.id', 'rc.currency_id')
    .leftJoin('folio as f', (join) => join.onRef('f.stay_id', '=', 's.id').on('f.owner_kind', '=', 'stay'))
    .select([
      'n.amount',
      'cu.id as currency_id',
      'cu.code as currency_code',
      sql<boolean>`coalesce(cu.is_local, true)`.as('is_local'),
      'f.status as folio_status',
    ])
    .where('s.status', '=', 'in-house')
    .where('s.arrival', '<=', hotelDate)
    .where('s.departure', '>', hotelDate)
    .orderBy('rm.room_number')
    .orderBy('s.id')
    .execute();
  const charged = new Set(
    (
      await db
        .selectFrom('day_end_charge')
        .select('stay_id')
        .where('property_id', '=', propertyId)
        .where('hotel_date', '=', hotelDate)
        .execute()
    ).map((row) => row.stay_id),
  );
  const code = await roomChargeCode(db, propertyId);
  const types = await db
    .selectFrom('hotel_tax_type')
    .select(['code', 'percent', 'included', 'applies_to'])
    .where('property_id', '=', propertyId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const local = await db
    .selectFrom('currency')
    .select('code')
    .where('property_id', '=', propertyId)
    .where('is_local', '=', true)
    .executeTakeFirst();
  const rates = new Map<number, string | null>();
  const buyingRate = async (currencyId: number) => {
    if (!rates.has(currencyId)) {
      const found = await db
        .selectFrom('exchange_rate')
        .select('buying_rate')
        .where('property_id', '=', propertyId)
        .where('currency_id', '=', currencyId)
        .where('effective_date', '<=', hotelDate)
        .orderBy('effective_date', 'desc')
        .limit(1)
        .executeTakeFirst();
      rates.set(currencyId, found ? String(found.buying_rate) : null);
    }
    return rates.get(currencyId) ?? null;
  };
  const roomCharges: RoomCharge[] = [];
  let needsCode = false;
  for (const row of sleeping) {
    if (charged.has(row.id)) continue;
    if (row.folio_status === 'closed') {
      findings.push(
        stayFinding(row, 'FOLIO_CLOSED', 'blocker', 'The guest folio is closed: reopen it to take the room charge'),
      );
      continue;
    }
    if (row.amount === null) {
      findings.push(stayFinding(row, 'NO_RATE', 'blocker', `No rate for the night of ${hotelDate}: set one`));
      continue;
    }
    const rateAmount = money(row.amount);
    if (toCents(rateAmount) === 0n) {
      findings.push(stayFinding(row, 'ZERO_RATE', 'warning', 'Rate 0: complimentary, nothing is posted'));
      continue;
    }
    needsCode = true;
    let exchangeRate = '1';
    let unitAmount = rateAmount;
    if (!row.is_local && row.currency_id !== null) {
      // The buying rate, as a payment in that currency is taken: the guest who pays the rate in
      // it settles the charge exactly.
      const rate = await buyingRate(row.currency_id);
      if (rate === null) {
        findings.push(
          stayFinding(
            row,
            'NO_EXCHANGE_RATE',
            'blocker',
            `No ${row.currency_code} buying rate in force on ${hotelDate}`,
          ),
        );
        continue;
      }
      exchangeRate = rate;
      unitAmount = localAmount(rateAmount, rate);
    }
    if (!code) continue;
    const line = chargeLine(unitAmount, 1, taxesFor(code, types));
    roomCharges.push({
      stayId: row.id,
      reservationId: row.reservation_id,
      confirmationNumber: row.confirmation_number,
      roomId: row.room_id,
      roomNumber: row.room_number,
      guestName: row.guest_name,
      night: hotelDate,
      transactionCodeId: code.id,
      transactionCode: code.code,
      rateAmount,
      rateCurrencyCode: row.is_local ? (local?.code ?? '') : (row.currency_code ?? ''),
      exchangeRate,
      unitAmount: line.unitAmount,
      netAmount: line.netAmount,
      serviceCharge: line.serviceCharge,
      tax: line.tax,
      total: line.total,
    });
  }
  if (needsCode && !code) {
    findings.push(
      hotelFinding(
        'NO_ROOM_CHARGE_CODE',
        'No active charge code in the transaction group ROOM to post room charges with',
      ),
    );
  }

  // Occupied rooms turn dirty; rooms whose out-of-order period ends with tonight come back with
  // the status the period set.
  const occupied = await db
    .selectFrom('room as rm')
    .select(['rm.id', 'rm.room_number', 'rm.housekeeping_status'])
    .where('rm.property_id', '=', propertyId)
    .where('rm.housekeeping_status', '<>', 'dirty')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('room_stay as s')
          .select('s.id')
          .whereRef('s.room_id', '=', 'rm.id')
          .where('s.status', '=', 'in-house')
          .where('s.property_id', '=', propertyId),
      ),
    )
    .orderBy('rm.room_number')
    .execute();
  const returning = await db
    .selectFrom('room_out_of_order as o')
    .innerJoin('room as rm', 'rm.id', 'o.room_id')
    .select(['rm.id', 'rm.room_number', 'rm.housekeeping_status', 'o.return_status'])
    .where('o.property_id', '=', propertyId)
    .where('o.to_date', '=', addDays(hotelDate, 1))
    .whereRef('rm.housekeeping_status', '<>', 'o.return_status')
    .orderBy('rm.room_number')
    .execute();
  const roomChanges: RoomChange[] = [
    ...occupied.map((room) => ({
      roomId: room.id,
      roomNumber: room.room_number,
      fromStatus: room.housekeeping_status,
      toStatus: 'dirty',
      reason: 'occupied' as const,
    })),
    ...returning.map((room) => ({
      roomId: room.id,
      roomNumber: room.room_number,
      fromStatus: room.housekeeping_status,
      toStatus: room.return_status,
      reason: 'out-of-order-ends' as const,
    })),
  ];

  return {
    hotelDate,
    nextHotelDate: addDays(hotelDate, 1),
    findings,
    noShowStayIds: due.map((row) => row.id),
    noShowFees,
    roomCharges,
    roomChanges,
  };
}

export const blockersOf = (plan: DayEndPlan) => plan.findings.filter((finding) => finding.severity === 'blocker');

export function chargeTotals(charges: readonly RoomCharge[]): Schemas['DayEndMoneyTotals'] {
  const sum = (pick: (charge: RoomCharge) => string) =>
    fromCents(charges.reduce((total, charge) => total + toCents(pick(charge)), 0n));
  return {
    count: charges.length,
    netAmount: sum((charge) => charge.netAmount),
    serviceCharge: sum((charge) => charge.serviceCharge),
    tax: sum((charge) => charge.tax),
    total: sum((charge) => charge.total),
  };
}

/** The status literals of stays before arrival, for set-based statements. */
export const beforeArrival = statusList(BEFORE_ARRIVAL);
