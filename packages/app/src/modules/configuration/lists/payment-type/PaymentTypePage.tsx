// Written by `pnpm gen master-data` (PaymentType); owned code from here on: edit it like any other.
import { codeAndName } from '../../../../shared/masterData/fields.ts';
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { paymentTypeMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/payment-type.yaml).
const description: MasterDataDescription = {
  path: 'configuration/payment-type',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    {
      name: 'kind',
      label: messages.kind,
      kind: 'choice',
      required: true,
      choices: [
        { value: 'CASH', label: messages.kindCash },
        { value: 'CARD', label: messages.kindCard },
        { value: 'TRANSFER', label: messages.kindTransfer },
        { value: 'CITY-LEDGER', label: messages.kindCityLedger },
        { value: 'OTHER', label: messages.kindOther },
      ],
    },
    {
      name: 'currencyId',
      label: messages.currencyId,
      kind: 'reference',
      reference: { path: 'configuration/currency', label: codeAndName },
    },
    {
      name: 'transactionCodeId',
      label: messages.transactionCodeId,
      kind: 'reference',
      reference: { path: 'configuration/transaction-code', label: codeAndName },
    },
    { name: 'active', label: messages.active, kind: 'flag', defaultOn: true },
  ],
  sortable: ['code', 'name', 'kind', 'currencyId', 'transactionCodeId'],
};

/** Spec §2 app/payment-type: payment types (master data). */
export function PaymentTypePage() {
  return <MasterDataScreen description={description} />;
}
