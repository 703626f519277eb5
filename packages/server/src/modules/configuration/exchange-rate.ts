import type { Schemas } from '@pms/api-client';
import { businessRule, describeConstraint } from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { read } from '../../api/handlers.ts';
import { type MasterChange, masterDataHandlers } from '../../api/masterData.ts';

// Buying and selling rates of the foreign currencies by effective date (Financial Settings >
// Currencies > Exchange Rate, /menu/app/exchangerate). Rates are local-currency amounts for one
// unit of the foreign currency.
describeConstraint('exchange_rate_unique', 'effectiveDate', 'already has a rate of this currency');
describeConstraint('exchange_rate_buying_rate_positive', 'buyingRate', 'must be above zero');
describeConstraint('exchange_rate_selling_rate_positive', 'sellingRate', 'must be above zero');
describeConstraint('exchange_rate_spread', 'sellingRate', 'must not be below the buying rate');

/** Rates price a foreign currency in the local one: the local currency has none. */
async function checkRate(context: ActionContext, { action, index, after }: MasterChange): Promise<void> {
  if (action === 'delete' || !after) return;
  // Shared lock: a concurrent batch making this currency local waits for this one, then sees the rate.
  const currency = await context.db
    .selectFrom('currency')
    .select('is_local')
    .where('property_id', '=', context.propertyId)
    .where('id', '=', after.currencyId as number)
    .forShare()
    .executeTakeFirstOrThrow();
  if (currency.is_local) {
    throw businessRule('LOCAL_CURRENCY_RATE', 'The local currency has no exchange rate', [
      { field: `/data/${index}/currencyId`, message: 'is the local currency' },
    ]);
  }
}

const generic = masterDataHandlers<'configuration/exchange-rate'>({
  table: 'exchange_rate',
  entity: 'exchange-rate',
  fields: [
    {
      field: 'currencyId',
      column: 'currency_id',
      minimum: true,
      searchable: true,
      references: { table: 'currency', entity: 'currency', searchBy: ['code', 'name'] },
    },
    { field: 'effectiveDate', column: 'effective_date', minimum: true, searchable: true },
    { field: 'buyingRate', column: 'buying_rate', kind: 'decimal', minimum: true },
    { field: 'sellingRate', column: 'selling_rate', kind: 'decimal', minimum: true },
  ],
  defaultSort: 'effectiveDate',
  rules: { checkRecord: checkRate },
});

export const exchangeRateHandlers: PathHandlers<'configuration/exchange-rate'> = {
  ...generic,

  // The rate in force on a date is the latest one effective on or before it (domain.md).
  'list-in-force': read(async ({ db, propertyId }, data) => {
    const forDate =
      data[0]?.forDate ??
      (await db.selectFrom('property').select('hotel_date').where('id', '=', propertyId).executeTakeFirstOrThrow())
        .hotel_date;
    const rows = await db
      .selectFrom('exchange_rate')
      .innerJoin('currency', 'currency.id', 'exchange_rate.currency_id')
      .distinctOn('exchange_rate.currency_id')
      .select([
        'exchange_rate.id',
        'exchange_rate.currency_id',
        'exchange_rate.effective_date',
        'exchange_rate.buying_rate',
        'exchange_rate.selling_rate',
        'exchange_rate.version',
        'currency.code',
      ])
      .where('exchange_rate.property_id', '=', propertyId)
      .where('exchange_rate.effective_date', '<=', forDate)
      .where('currency.is_local', '=', false)
      .orderBy('exchange_rate.currency_id')
      .orderBy('exchange_rate.effective_date', 'desc')
      .execute();
    return rows
      .sort((a, b) => a.code.localeCompare(b.code))
      .map((row): Schemas['ExchangeRate'] => ({
        id: row.id,
        currencyId: row.currency_id,
        effectiveDate: row.effective_date,
        buyingRate: row.buying_rate,
        sellingRate: row.selling_rate,
        version: row.version,
      }));
  }),
};
