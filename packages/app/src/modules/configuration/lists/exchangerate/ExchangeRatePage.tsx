import { codeAndName } from '../../../../shared/masterData/fields.ts';
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { exchangeRateMessages as messages } from './messages.ts';

// Rates have six decimal places (numeric(18,6)): a kip is worth a fraction of a baht. Limits as
// in the contract (openapi/schemas/configuration/exchange-rate.yaml); the server refuses a rate
// of the local currency and a buying rate above the selling one. The date comes first: it names
// the row in the delete and edit dialogs.
const RATE_DECIMALS = 6;
const SMALLEST_RATE = 0.000001;

const description: MasterDataDescription = {
  path: 'configuration/exchange-rate',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'effectiveDate', label: messages.effectiveDate, kind: 'date', required: true, width: 160 },
    {
      name: 'currencyId',
      label: messages.currencyId,
      kind: 'reference',
      required: true,
      reference: { path: 'configuration/currency', label: codeAndName },
      width: 240,
    },
    {
      name: 'buyingRate',
      label: messages.buyingRate,
      kind: 'decimal',
      required: true,
      decimals: RATE_DECIMALS,
      min: SMALLEST_RATE,
      width: 170,
    },
    {
      name: 'sellingRate',
      label: messages.sellingRate,
      kind: 'decimal',
      required: true,
      decimals: RATE_DECIMALS,
      min: SMALLEST_RATE,
      width: 170,
    },
  ],
  sortable: ['effectiveDate', 'currencyId', 'buyingRate', 'sellingRate'],
};

/** Spec §2 app/exchangerate: buying and selling rates of the foreign currencies by date (master data). */
export function ExchangeRatePage() {
  return <MasterDataScreen description={description} />;
}
