import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { badRequest, businessRule, describeConstraint, notFound } from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { type Db, isoTimestamp } from './common.ts';
import { FOLIO_LABEL, FOLIO_OWNER_JOINS } from './folio-label.ts';

// Routing instructions (operations.md §2.6): where a stay's charges of a code or group go, decided
// when each charge is posted. Never retroactive: an instruction made or ended later leaves the
// postings made before it where they are (moving them is a transfer).

type Instruction = Schemas['RoutingInstruction'];

export const ROUTING_ENTITY = 'routing-instruction';

// The actions take one item, so the field is the first item's.
describeConstraint(
  'routing_instruction_code_overlap',
  '0/transactionCodeId',
  'is routed already on some of these dates',
);
describeConstraint(
  'routing_instruction_group_overlap',
  '0/transactionGroupId',
  'is routed already on some of these dates',
);

/** Where a routed charge goes: another folio (or the stay's own, `folioId` undefined) and window. */
export interface Route {
  folioId: number | undefined;
  window: number;
  instructionId: number;
}

/**
 * The routing of window 1 for the charges of some stays on a hotel date, read at once (a cashier's
 * post asks for one stay, day-end's room charges for every stay in house): for a stay and a code,
 * the code's own instruction before its group's, in force on the date. A closed target folio sends
 * the charge to the stay's window 1 rather than refusing it (the guest is still charged, and the
 * cashier sees it unrouted); open targets are held shared like any folio posted to.
 */
export async function routesFor(db: Db, stayIds: readonly number[], hotelDate: string) {
  const instructions =
    stayIds.length === 0
      ? []
      : await db
          .selectFrom('routing_instruction as i')
          .leftJoin('folio as t', 't.id', 'i.to_folio_id')
          .select([
            'i.id',
            'i.stay_id',
            'i.transaction_code_id',
            'i.transaction_group_id',
            'i.to_folio_id',
            'i.to_window',
          ])
          .select('t.status')
          .where('i.stay_id', 'in', stayIds)
          .where('i.deleted_at', 'is', null)
          .where((eb) => eb.or([eb('i.starts_on', 'is', null), eb('i.starts_on', '<=', hotelDate)]))
          .where((eb) => eb.or([eb('i.ends_on', 'is', null), eb('i.ends_on', '>=', hotelDate)]))
          .orderBy('i.id')
          .execute();
  const targets = [...new Set(instructions.flatMap((row) => (row.to_folio_id === null ? [] : [row.to_folio_id])))];
  if (targets.length > 0) await db.selectFrom('folio').select('id').where('id', 'in', targets).forShare().execute();
  return (stayId: number, code: { id: number; groupId: number | null }): Route | undefined => {
    const mine = instructions.filter((row) => row.stay_id === stayId);
    const instruction =
      mine.find((row) => row.transaction_code_id === code.id) ??
      mine.find((row) => row.transaction_code_id === null && row.transaction_group_id === code.groupId);
    if (!instruction) return undefined;
    if (instruction.to_folio_id === null) {
      return { folioId: undefined, window: instruction.to_window, instructionId: instruction.id };
    }
    if (instruction.status !== 'open') return undefined;
    return { folioId: instruction.to_folio_id, window: instruction.to_window, instructionId: instruction.id };
  };
}

/** Where a charge of a code posted to a folio on a hotel date goes, when an instruction says so. */
export async function routeFor(
  db: Db,
  folioId: number,
  code: { id: number; groupId: number | null },
  hotelDate: string,
): Promise<{ folioId: number; window: number; instructionId: number } | undefined> {
  const folio = await db
    .selectFrom('folio')
    .select('stay_id')
    .where('id', '=', folioId)
    .where('owner_kind', '=', 'stay')
    .executeTakeFirst();
  if (!folio?.stay_id) return undefined;
  const route = (await routesFor(db, [folio.stay_id], hotelDate))(folio.stay_id, code);
  return route && { ...route, folioId: route.folioId ?? folioId };
}

async function readInstructions(
  db: Db,
  propertyId: number,
  filter: { id?: number; stayId?: number | undefined; toFolioId?: number | undefined; live?: boolean },
): Promise<Instruction[]> {
  const rows = await sql<{
    id: number;
    stay_id: number;
    transaction_code_id: number | null;
    transaction_code: string | null;
    transaction_group_id: number | null;
    transaction_group: string | null;
    description: string;
    to_folio_id: number | null;
    to_folio_label: string;
    to_window: number;
    starts_on: string | null;
    ends_on: string | null;
    created_by: string;
    created_at: Date | string;
  }>`
    select i.id, i.stay_id, i.transaction_code_id, c.code as transaction_code, i.transaction_group_id,
      tg.code as transaction_group, coalesce(c.name, tg.name, '') as description, i.to_folio_id,
      coalesce(
        (select case when f.owner_kind = 'stay' and rm.room_number is not null
            then rm.room_number || ' ' || ${FOLIO_LABEL} else ${FOLIO_LABEL} end
          from folio f ${FOLIO_OWNER_JOINS} where f.id = i.to_folio_id),
        '') as to_folio_label,
      i.to_window, to_char(i.starts_on, 'YYYY-MM-DD') as starts_on, to_char(i.ends_on, 'YYYY-MM-DD') as ends_on,
      i.created_by, i.created_at
    from routing_instruction i
    left join transaction_code c on c.id = i.transaction_code_id
    left join transaction_group tg on tg.id = i.transaction_group_id
    where i.property_id = ${propertyId}
      and (${filter.id ?? null}::integer is null or i.id = ${filter.id ?? null})
      and (${filter.stayId ?? null}::integer is null or i.stay_id = ${filter.stayId ?? null})
      and (${filter.toFolioId ?? null}::integer is null or i.to_folio_id = ${filter.toFolioId ?? null})
      and (${filter.live ?? true} = false or i.deleted_at is null)
    order by i.stay_id, coalesce(c.code, tg.code), i.starts_on nulls first, i.id`.execute(db);
  return rows.rows.map((row) => ({
    id: row.id,
    stayId: row.stay_id,
    transactionCodeId: row.transaction_code_id,
    transactionCode: row.transaction_code,
    transactionGroupId: row.transaction_group_id,
    transactionGroup: row.transaction_group,
    description: row.description,
    toFolioId: row.to_folio_id,
    toFolioLabel: row.to_folio_label,
    toWindow: row.to_window,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    createdBy: row.created_by,
    createdAt: isoTimestamp(row.created_at),
  }));
}

async function oneInstruction(db: Db, propertyId: number, id: number): Promise<Instruction> {
  const [found] = await readInstructions(db, propertyId, { id, live: false });
  if (!found) throw notFound('No such routing instruction', '/data/0/id');
  return found;
}

const CLOSED_STAY = ['checked-out', 'cancelled', 'no-show'];

async function createInstruction(context: ActionContext, item: Schemas['RoutingInstructionNew']): Promise<Instruction> {
  const { db, propertyId } = context;
  if ((item.transactionCodeId === undefined) === (item.transactionGroupId === undefined)) {
    throw badRequest('Give either transactionCodeId or transactionGroupId', [
      { field: '/data/0/transactionCodeId', message: 'give exactly one of transactionCodeId and transactionGroupId' },
    ]);
  }
  if (item.startsOn !== undefined && item.endsOn !== undefined && item.startsOn > item.endsOn) {
    throw badRequest('The routing ends before it starts', [{ field: '/data/0/endsOn', message: 'is before startsOn' }]);
  }
  const stay = await db
    .selectFrom('room_stay')
    .select(['id', 'status'])
    .where('id', '=', item.stayId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  if (!stay) throw notFound('No such stay', '/data/0/stayId');
  if (CLOSED_STAY.includes(stay.status)) {
    throw businessRule('STAY_CLOSED', `The stay is ${stay.status}: nothing more is charged to it`, [
      { field: '/data/0/stayId', message: `is ${stay.status}` },
    ]);
  }
  if (item.transactionCodeId !== undefined) {
    const code = await db
      .selectFrom('transaction_code')
      .select(['id', 'kind'])
      .where('id', '=', item.transactionCodeId)
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
    if (!code) throw notFound('No such transaction code', '/data/0/transactionCodeId');
    if (code.kind !== 'CHARGE') {
      throw businessRule('NOT_A_CHARGE_CODE', 'Only charges are routed', [
        { field: '/data/0/transactionCodeId', message: `is a ${code.kind} code` },
      ]);
    }
  } else {
    const group = await db
      .selectFrom('transaction_group')
      .select('id')
      .where('id', '=', item.transactionGroupId as number)
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
    if (!group) throw notFound('No such transaction group', '/data/0/transactionGroupId');
  }
  if (item.toFolioId !== undefined) {
    const target = await db
      .selectFrom('folio')
      .select(['id', 'status', 'stay_id', 'owner_kind'])
      .where('id', '=', item.toFolioId)
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
    if (!target) throw notFound('No such folio', '/data/0/toFolioId');
    if (target.owner_kind === 'stay' && target.stay_id === stay.id) {
      throw badRequest("Leave toFolioId out to route to the stay's own folio", [
        { field: '/data/0/toFolioId', message: "is the stay's own folio" },
      ]);
    }
    if (target.owner_kind === 'reservation') {
      throw businessRule('NOT_A_ROUTING_TARGET', 'Charges are not routed to a deposit ledger', [
        { field: '/data/0/toFolioId', message: 'is a reservation’s deposit ledger' },
      ]);
    }
    if (target.status !== 'open') {
      throw businessRule('FOLIO_CLOSED', 'The folio is closed and takes no postings', [
        { field: '/data/0/toFolioId', message: 'is closed' },
      ]);
    }
  } else if (item.toWindow < 2) {
    throw badRequest("Window 1 of the stay's folio takes every charge not routed", [
      { field: '/data/0/toWindow', message: 'must be 2 to 8 on the stay’s own folio' },
    ]);
  }
  const { id } = await db
    .insertInto('routing_instruction')
    .values({
      property_id: propertyId,
      stay_id: stay.id,
      transaction_code_id: item.transactionCodeId ?? null,
      transaction_group_id: item.transactionGroupId ?? null,
      to_folio_id: item.toFolioId ?? null,
      to_window: item.toWindow,
      starts_on: item.startsOn ?? null,
      ends_on: item.endsOn ?? null,
      created_by: context.actor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const after = await oneInstruction(db, propertyId, id);
  await context.audit({ entity: ROUTING_ENTITY, entityId: id, before: null, after });
  return after;
}

async function deleteInstruction(context: ActionContext, item: Schemas['RoutingInstructionId']): Promise<Instruction> {
  const { db, propertyId } = context;
  const row = await db
    .selectFrom('routing_instruction')
    .select(['id', 'deleted_at'])
    .where('id', '=', item.id)
    .where('property_id', '=', propertyId)
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.deleted_at !== null) throw notFound('No such routing instruction', '/data/0/id');
  const before = await oneInstruction(db, propertyId, row.id);
  await db
    .updateTable('routing_instruction')
    .set({ deleted_at: sql`now()`, deleted_by: context.actor })
    .where('id', '=', row.id)
    .execute();
  await context.audit({ entity: ROUTING_ENTITY, entityId: row.id, before, after: null });
  return before;
}

export const routingHandlers: PathHandlers<'cashier/routing'> = {
  list: read(async ({ db, propertyId }, data) => {
    const filter = only(data);
    if (filter.stayId === undefined && filter.toFolioId === undefined) {
      throw badRequest('Give stayId or toFolioId', [{ field: '/data/0/stayId', message: 'give stayId or toFolioId' }]);
    }
    return readInstructions(db, propertyId, filter);
  }),
  create: write(async (context, data) => [await createInstruction(context, only(data))]),
  delete: write(async (context, data) => [await deleteInstruction(context, only(data))]),
};
