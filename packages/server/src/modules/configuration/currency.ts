import type { Schemas } from '@pms/api-client';
import type { Kysely } from 'kysely';
import { businessRule, describeConstraint, forItem, notFound, staleVersion } from '../../api/errors.ts';
import type { PathHandlers } from '../../api/handlers.ts';
import { read, write } from '../../api/handlers.ts';
import type { CurrencyRow, Database } from '../../db/schema.ts';

describeConstraint('currency_code_unique', 'code', 'is already used by another currency');
describeConstraint('currency_one_local', 'isLocalCurrency', 'is already set on another currency');
describeConstraint('exchange_rate_currency_id_fkey', 'id', 'has exchange rates and cannot be deleted');

const columns = ['id', 'code', 'name', 'symbol', 'decimals', 'is_local', 'version'] as const;

function toCurrency(row: Pick<CurrencyRow, (typeof columns)[number]>): Schemas['Currency'] {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    symbol: row.symbol,
    decimals: row.decimals,
    isLocalCurrency: row.is_local ? 1 : 0,
    version: row.version,
  };
}

/** Exactly one local currency (domain: money is in the local currency unless stated). */
async function requireOneLocalCurrency(db: Kysely<Database>, propertyId: number): Promise<void> {
  const { count } = await db
    .selectFrom('currency')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('property_id', '=', propertyId)
    .where('is_local', '=', true)
    .executeTakeFirstOrThrow();
  if (Number(count) > 1) {
    throw businessRule('LOCAL_CURRENCY_TAKEN', 'Only one currency can be the local currency', [
      { field: '/data', message: 'sets isLocalCurrency on more than one currency' },
    ]);
  }
  if (Number(count) === 0) {
    throw businessRule('LOCAL_CURRENCY_REQUIRED', 'One currency must stay the local currency', [
      { field: '/data', message: 'leaves no currency with isLocalCurrency 1' },
    ]);
  }
}

export const currencyHandlers: PathHandlers<'configuration/currency'> = {
  list: read(async ({ db, propertyId }) => {
    const rows = await db
      .selectFrom('currency')
      .select(columns)
      .where('property_id', '=', propertyId)
      .orderBy('code')
      .execute();
    return rows.map(toCurrency);
  }),

  'list-minimum': read(async ({ db, propertyId }) => {
    const rows = await db
      .selectFrom('currency')
      .select(['id', 'code', 'name', 'is_local'])
      .where('property_id', '=', propertyId)
      .orderBy('code')
      .execute();
    return rows.map((row) => ({ id: row.id, code: row.code, name: row.name, isLocalCurrency: row.is_local ? 1 : 0 }));
  }),

  get: read(async ({ db, propertyId }, [criteria]) => {
    const row = await db
      .selectFrom('currency')
      .select(columns)
      .where('property_id', '=', propertyId)
      .where('id', '=', criteria?.id ?? 0)
      .executeTakeFirst();
    if (!row) throw notFound('Data not found', '/data/0/id');
    return [toCurrency(row)];
  }),

  create: write(async ({ db, propertyId, audit }, items) => {
    const created: Schemas['Currency'][] = [];
    for (const [index, item] of items.entries()) {
      const row = await forItem(index, () =>
        db
          .insertInto('currency')
          .values({
            property_id: propertyId,
            code: item.code,
            name: item.name,
            symbol: item.symbol ?? '',
            decimals: item.decimals ?? 2,
            is_local: item.isLocalCurrency === 1,
          })
          .returning(columns)
          .executeTakeFirstOrThrow(),
      );
      const currency = toCurrency(row);
      await audit({ entity: 'currency', entityId: currency.id, before: null, after: currency });
      created.push(currency);
    }
    await requireOneLocalCurrency(db, propertyId);
    return created;
  }),

  update: write(async ({ db, propertyId, audit }, items) => {
    // Lock every row of the batch up front in id order, so concurrent batches queue instead of
    // deadlocking, and the later one meets the new version (409) rather than a database abort.
    const locked = await db
      .selectFrom('currency')
      .select(columns)
      .where('property_id', '=', propertyId)
      .where(
        'id',
        'in',
        items.map((item) => item.id),
      )
      .orderBy('id')
      .forUpdate()
      .execute();
    const updated: Schemas['Currency'][] = [];
    for (const [index, item] of items.entries()) {
      const before = locked.find((row) => row.id === item.id);
      if (!before) throw notFound('Data not found', `/data/${index}/id`);
      if (before.version !== item.version) throw staleVersion(`/data/${index}/version`);
      const row = await forItem(index, () =>
        db
          .updateTable('currency')
          .set((eb) => ({
            ...(item.code !== undefined ? { code: item.code } : {}),
            ...(item.name !== undefined ? { name: item.name } : {}),
            ...(item.symbol !== undefined ? { symbol: item.symbol } : {}),
            ...(item.decimals !== undefined ? { decimals: item.decimals } : {}),
            ...(item.isLocalCurrency !== undefined ? { is_local: item.isLocalCurrency === 1 } : {}),
            version: eb('version', '+', 1),
          }))
          .where('property_id', '=', propertyId)
          .where('id', '=', item.id)
          .where('version', '=', item.version)
          .returning(columns)
          .executeTakeFirst(),
      );
      if (!row) throw staleVersion(`/data/${index}/version`);
      const currency = toCurrency(row);
      await audit({ entity: 'currency', entityId: currency.id, before: toCurrency(before), after: currency });
      updated.push(currency);
    }
    await requireOneLocalCurrency(db, propertyId);
    return updated;
  }),

  delete: write(async ({ db, propertyId, audit }, items) => {
    for (const [index, item] of items.entries()) {
      const row = await forItem(index, () =>
        db
          .deleteFrom('currency')
          .where('property_id', '=', propertyId)
          .where('id', '=', item.id)
          .returning(columns)
          .executeTakeFirst(),
      );
      if (!row) throw notFound('Data not found', `/data/${index}/id`);
      if (row.is_local) {
        throw businessRule('LOCAL_CURRENCY', 'The local currency cannot be deleted', [
          { field: `/data/${index}/id`, message: 'is the local currency' },
        ]);
      }
      await audit({ entity: 'currency', entityId: row.id, before: toCurrency(row), after: null });
    }
    return items.map((item) => ({ id: item.id }));
  }),
};
