import { sql } from 'kysely';
import type { ActionContext } from '../../api/handlers.ts';
import type { PostedSystemCharge, SystemCharge } from '../../api/system-charges.ts';
import { chargeLine, taxesFor } from './charges.ts';
import { hotelDateOf } from './common.ts';
import { systemShift } from './deposit-transfer.ts';
import {
  FOLIO_ENTITY,
  hotelTaxTypes,
  localCurrency,
  POSTING_ENTITY,
  type PostingRow,
  postingQuery,
  toPosting,
} from './folio.ts';
import { routesFor } from './routing.ts';

/** Rows a multi-row insert carries at once: about 20 parameters a posting, far under PostgreSQL's 65,535. */
const CHUNK = 1000;

/**
 * Charges the system makes (day-end's room charges, api/system-charges.ts), as a cashier's post
 * makes each of them — the stay's guest folio made on first use, window 1 following the stay's
 * routing, tax and service charge per line, an audit record per posting — but set-based: the
 * hotel date, the system shift, the codes, taxes and currency are read once, folios made and
 * routing found for every stay in one statement each, and the postings written in multi-row
 * inserts. A stay that is not in house, or whose folio is closed, fails the whole batch.
 */
export async function postSystemCharges(
  context: ActionContext,
  charges: readonly SystemCharge[],
): Promise<PostedSystemCharge[]> {
  if (charges.length === 0) return [];
  const { db, propertyId } = context;
  const hotelDate = await hotelDateOf(db, propertyId);
  const shiftId = await systemShift(db, propertyId, hotelDate);
  const currencyCode = await localCurrency(db, propertyId);
  const taxTypes = await hotelTaxTypes(db, propertyId);
  const codeIds = [...new Set(charges.map((charge) => charge.transactionCodeId))];
  const codes = await db
    .selectFrom('transaction_code as c')
    .innerJoin('transaction_group as g', 'g.id', 'c.transaction_group_id')
    .select(['c.id', 'c.name', 'c.kind', 'c.active', 'c.taxable', 'c.service_charge', 'c.transaction_group_id'])
    .select('g.code as group_code')
    .where('c.property_id', '=', propertyId)
    .where('c.id', 'in', codeIds)
    .execute();
  const codeOf = new Map(codes.map((code) => [code.id, code]));
  for (const id of codeIds) {
    const code = codeOf.get(id);
    if (!code || code.kind !== 'CHARGE' || !code.active)
      throw new Error(`transaction code ${id} is not an active charge code`);
  }

  // The guest folios, made for the stays that have none yet (as a cashier's first post makes one).
  const stayIds = [...new Set(charges.map((charge) => charge.stayId))];
  const made = await db
    .insertInto('folio')
    .columns(['property_id', 'owner_kind', 'stay_id', 'reservation_id', 'created_by'])
    .expression(
      db
        .selectFrom('room_stay as s')
        .select([
          sql<number>`${propertyId}::int`.as('property_id'),
          sql<string>`'stay'`.as('owner_kind'),
          's.id',
          's.reservation_id',
          sql<string>`${context.actor}::text`.as('created_by'),
        ])
        .where('s.property_id', '=', propertyId)
        .where('s.id', 'in', stayIds)
        .where('s.status', '=', 'in-house')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('folio as f')
                .select('f.id')
                .whereRef('f.stay_id', '=', 's.id')
                .where('f.owner_kind', '=', 'stay'),
            ),
          ),
        ),
    )
    .onConflict((oc) => oc.column('stay_id').where('owner_kind', '=', 'stay').doNothing())
    .returning(['id', 'stay_id', 'reservation_id'])
    .execute();
  await context.audit(
    made.map((folio) => ({
      entity: FOLIO_ENTITY,
      entityId: folio.id,
      before: null,
      after: { id: folio.id, ownerKind: 'stay', stayId: folio.stay_id, reservationId: folio.reservation_id },
    })),
  );
  // Held shared until the postings commit, as a cashier's post holds its folio.
  const folios = await db
    .selectFrom('folio')
    .select(['id', 'stay_id', 'status'])
    .where('property_id', '=', propertyId)
    .where('owner_kind', '=', 'stay')
    .where('stay_id', 'in', stayIds)
    .forShare()
    .execute();
  const folioOf = new Map(folios.map((folio) => [folio.stay_id as number, folio]));
  for (const stayId of stayIds) {
    const folio = folioOf.get(stayId);
    if (!folio) throw new Error(`stay ${stayId} is not in house and has no guest folio`);
    if (folio.status !== 'open') throw new Error(`the guest folio of stay ${stayId} is closed`);
  }

  const routeOf = await routesFor(db, stayIds, hotelDate);

  const values = charges.map((charge) => {
    const code = codeOf.get(charge.transactionCodeId) as (typeof codes)[number];
    const own = folioOf.get(charge.stayId)?.id as number;
    const route = routeOf(charge.stayId, { id: code.id, groupId: code.transaction_group_id });
    const line = chargeLine(charge.unitAmount, charge.quantity, taxesFor(code, taxTypes));
    return {
      property_id: propertyId,
      folio_id: route?.folioId ?? own,
      window_number: route?.window ?? 1,
      routing_instruction_id: route?.instructionId ?? null,
      hotel_date: hotelDate,
      kind: 'charge' as const,
      transaction_code_id: code.id,
      description: charge.description.trim() || code.name,
      quantity: charge.quantity,
      unit_amount: line.unitAmount,
      net_amount: line.netAmount,
      service_charge: line.serviceCharge,
      tax: line.tax,
      total: line.total,
      currency_code: currencyCode,
      shift_id: shiftId,
      cashier: context.actor,
      reference: charge.reference,
    };
  });
  const ids: number[] = [];
  for (let start = 0; start < values.length; start += CHUNK) {
    const chunk = values.slice(start, start + CHUNK);
    const inserted = await db
      .insertInto('posting')
      .values(chunk)
      .returning(['id', 'description', 'folio_id'])
      .execute();
    // The rows come back in the order given; checked, since the postings are matched to the charges by it.
    inserted.forEach((row, index) => {
      const given = chunk[index];
      if (row.description !== given?.description || row.folio_id !== given.folio_id) {
        throw new Error('the postings came back in another order than written');
      }
      ids.push(row.id);
    });
  }
  const postings = new Map(
    (await postingQuery(db, propertyId).where('p.id', 'in', ids).execute()).map((row) => {
      const posting = toPosting(row as PostingRow);
      return [posting.id, posting];
    }),
  );
  await context.audit(
    ids.map((id) => ({ entity: POSTING_ENTITY, entityId: id, before: null, after: postings.get(id) })),
  );
  return ids.map((id) => {
    const posting = postings.get(id);
    if (!posting) throw new Error(`posting ${id} was not written`);
    return {
      postingId: posting.id,
      folioId: posting.folioId,
      netAmount: posting.netAmount,
      serviceCharge: posting.serviceCharge,
      tax: posting.tax,
      total: posting.total,
    };
  });
}
