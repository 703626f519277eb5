// Repricing a booking through its company's contract (issue 20): a contract change never reprices
// a booking by itself; staff see the difference (`preview`) and then choose to `apply` it.
import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import { ApiFailure, businessRule, notFound } from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { fromCents, sumMoney, toCents } from '../../api/money.ts';
import { hotelDateOf } from '../../db/hotel-date.ts';
import type { Database } from '../../db/schema.ts';
import { BEFORE_ARRIVAL, isStatusIn } from '../../db/statuses.ts';
import { lockReservation } from './amend.ts';
import { RESERVATION_ENTITY } from './booking.ts';
import { type ContractPrice, contractColumns, contractPriceOf } from './contract-price.ts';
import { readReservations } from './read.ts';

type Preview = Schemas['RepricePreview'];
type RepriceStay = Schemas['RepriceStay'];

const difference = (after: string, before: string) => fromCents(toCents(after) - toCents(before));

/** Each stay before arrival as booked and as the company's contract in force prices it today. */
async function previewOf(db: Kysely<Database>, propertyId: number, id: number): Promise<Preview> {
  const [reservation] = await readReservations(db, propertyId, [id]);
  if (!reservation) throw notFound('Data not found', '/data/0/id');
  if (!isStatusIn(BEFORE_ARRIVAL, reservation.status)) {
    throw businessRule('NOT_EDITABLE', `A reservation that is ${reservation.status} is not repriced`, [
      { field: '/data/0/id', message: `is ${reservation.status}; only a reservation before arrival is repriced` },
    ]);
  }
  const hotelDate = await hotelDateOf(db, propertyId);
  const stays: RepriceStay[] = [];
  for (const [index, stay] of reservation.stays.entries()) {
    let newPrice: ContractPrice | null = null;
    let refusal = '';
    if (reservation.companyProfileId === null) {
      refusal = 'The booking has no company, so no contract prices it.';
    } else {
      try {
        newPrice = await contractPriceOf(
          db,
          propertyId,
          { ...stay, companyProfileId: reservation.companyProfileId },
          { id: stay.roomTypeId, code: stay.roomTypeCode },
          `/data/0/stays/${index}`,
          hotelDate,
        );
        if (!newPrice) refusal = `${reservation.companyName} has no contract in force for these nights.`;
      } catch (error) {
        if (!(error instanceof ApiFailure) || error.code !== 'CONTRACT_REFUSED') throw error;
        refusal = error.errors.map((problem) => problem.message).join(' ');
      }
    }
    const newNight = new Map(newPrice?.explanation.nights.map((night) => [night.date, night.amount]) ?? []);
    const nights = stay.nightlyRates.map((rate) => ({
      night: rate.night,
      bookedAmount: rate.amount,
      newAmount: newNight.get(rate.night) ?? rate.amount,
    }));
    const bookedTotal = sumMoney(nights.map((night) => night.bookedAmount));
    const newTotal = sumMoney(nights.map((night) => night.newAmount));
    stays.push({
      stayId: stay.id,
      lineNumber: stay.lineNumber,
      roomTypeCode: stay.roomTypeCode,
      arrival: stay.arrival,
      departure: stay.departure,
      bookedTotal,
      newTotal,
      difference: difference(newTotal, bookedTotal),
      bookedPrice: stay.contractPrice ?? null,
      newPrice,
      refusal,
      nights,
    });
  }
  const bookedTotal = sumMoney(stays.map((stay) => stay.bookedTotal));
  const newTotal = sumMoney(stays.map((stay) => stay.newTotal));
  return {
    reservationId: reservation.id,
    version: reservation.version,
    stays,
    bookedTotal,
    newTotal,
    difference: difference(newTotal, bookedTotal),
  };
}

async function applyReprice(context: ActionContext, item: Schemas['RepriceApply']) {
  const { db, propertyId } = context;
  await lockReservation(db, propertyId, item.id, item.version);
  const preview = await previewOf(db, propertyId, item.id);
  const refused = preview.stays.filter((stay) => stay.refusal !== '');
  if (refused.length > 0) {
    throw businessRule(
      'CONTRACT_REFUSED',
      'The contract in force does not price every stay',
      refused.map((stay) => ({
        field: `/data/0/stays/${preview.stays.indexOf(stay)}`,
        message: stay.refusal,
      })),
    );
  }
  const [before] = await readReservations(db, propertyId, [item.id]);
  for (const stay of preview.stays) {
    await db
      .updateTable('room_stay')
      .set({ ...contractColumns(stay.newPrice), version: sql`version + 1` })
      .where('id', '=', stay.stayId)
      .execute();
    await db.deleteFrom('room_stay_night').where('room_stay_id', '=', stay.stayId).execute();
    await db
      .insertInto('room_stay_night')
      .values(
        stay.nights.map((night) => ({
          property_id: propertyId,
          room_stay_id: stay.stayId,
          night: night.night,
          amount: night.newAmount,
          reason: '',
        })),
      )
      .execute();
  }
  await db.updateTable('reservation').set({ version: sql`version + 1` }).where('id', '=', item.id).execute();
  const [after] = await readReservations(db, propertyId, [item.id]);
  if (!after) throw new Error('The reservation just repriced is not there');
  await context.audit({ entity: RESERVATION_ENTITY, entityId: item.id, before: before ?? null, after });
  return after;
}

export const repriceHandlers: PathHandlers<'reservation/reprice'> = {
  preview: read(async ({ db, propertyId }, data) => [await previewOf(db, propertyId, only(data).id)]),
  apply: write(async (context, data) => [await applyReprice(context, only(data))]),
};
