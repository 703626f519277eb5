import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { currencyUnitMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/currency.yaml); the server checks that
// the code is three capitals and that exactly one currency is local.
const description: MasterDataDescription = {
  path: 'configuration/currency',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 3, width: 150 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60, width: 260 },
    { name: 'symbol', label: messages.symbol, kind: 'text', maxLength: 8, width: 110 },
    { name: 'decimals', label: messages.decimals, kind: 'integer', required: true, min: 0, max: 4, width: 120 },
    { name: 'isLocalCurrency', label: messages.isLocalCurrency, kind: 'flag', width: 150 },
  ],
  sortable: ['code', 'name', 'symbol', 'decimals', 'isLocalCurrency'],
};

/** Spec §2 app/currency-unit: the hotel's currencies and which one is local (master data). */
export function CurrencyUnitPage() {
  return <MasterDataScreen description={description} />;
}
