// Written by `pnpm gen master-data` (OutletItem); owned code from here on: edit it like any other.
import { codeAndName } from '../../../../shared/masterData/fields.ts';
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { outletItemMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/outlet-item.yaml).
const description: MasterDataDescription = {
  path: 'configuration/outlet-item',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    {
      name: 'outletId',
      label: messages.outletId,
      kind: 'reference',
      required: true,
      reference: { path: 'configuration/outlet', label: codeAndName },
    },
    {
      name: 'transactionCodeId',
      label: messages.transactionCodeId,
      kind: 'reference',
      reference: { path: 'configuration/transaction-code', label: codeAndName },
    },
    { name: 'price', label: messages.price, kind: 'decimal', required: true, decimals: 2 },
    { name: 'active', label: messages.active, kind: 'flag', defaultOn: true },
  ],
  sortable: ['code', 'name', 'outletId', 'transactionCodeId', 'price'],
};

/** Spec §2 app/outlet-item: outlet items (master data). */
export function OutletItemPage() {
  return <MasterDataScreen description={description} />;
}
