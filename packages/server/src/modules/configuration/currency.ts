import { businessRule, describeConstraint } from '../../api/errors.ts';
import type { ActionContext } from '../../api/handlers.ts';
import { type MasterChange, masterDataHandlers } from '../../api/masterData.ts';

// The hotel's currencies (Financial Settings > Currencies > Currency Unit, /menu/app/currency-unit).
describeConstraint('currency_code_unique', 'code', 'is already used by another currency');
describeConstraint('currency_one_local', 'isLocalCurrency', 'is already set on another currency');

/** Exactly one local currency (domain: amounts are kept in it unless a currency is named). */
async function requireOneLocalCurrency(context: ActionContext): Promise<void> {
  const { count } = await context.db
    .selectFrom('currency')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('property_id', '=', context.propertyId)
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

/**
 * The local currency is what rates are counted in, so it has none of its own and cannot go: a
 * currency with rates must lose them before it becomes local (they would price it in itself).
 */
async function checkCurrency(context: ActionContext, { action, index, before, after }: MasterChange): Promise<void> {
  if (action === 'delete') {
    if (before?.isLocalCurrency === 1) {
      throw businessRule('LOCAL_CURRENCY', 'The local currency cannot be deleted', [
        { field: `/data/${index}/id`, message: 'is the local currency' },
      ]);
    }
    return;
  }
  if (after?.isLocalCurrency !== 1 || before?.isLocalCurrency === 1) return;
  const rate = await context.db
    .selectFrom('exchange_rate')
    .select('id')
    .where('property_id', '=', context.propertyId)
    .where('currency_id', '=', after.id as number)
    .limit(1)
    .executeTakeFirst();
  if (rate) {
    throw businessRule('LOCAL_CURRENCY_HAS_RATES', 'The local currency has no exchange rates; delete its rates first', [
      { field: `/data/${index}/isLocalCurrency`, message: 'is set on a currency that has exchange rates' },
    ]);
  }
}

export const currencyHandlers = masterDataHandlers<'configuration/currency'>({
  table: 'currency',
  entity: 'currency',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'symbol', column: 'symbol', searchable: true },
    { field: 'decimals', column: 'decimals' },
    { field: 'isLocalCurrency', column: 'is_local', kind: 'flag', minimum: true },
  ],
  defaultSort: 'code',
  usedBy: [
    { constraint: 'exchange_rate_currency_id_fkey', message: 'it has exchange rates' },
    { constraint: 'payment_type_currency_id_fkey', message: 'payment types are taken in it' },
    { constraint: 'bank_account_currency_id_fkey', message: 'bank accounts are kept in it' },
    { constraint: 'rate_code_currency_id_fkey', message: 'rate codes are priced in it' },
  ],
  rules: {
    checkRecord: checkCurrency,
    // Checked once the whole batch is written, so one batch can move the flag in either order.
    checkList: async (context, action) => {
      if (action !== 'delete') await requireOneLocalCurrency(context);
    },
  },
});
