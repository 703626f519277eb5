// Written by `pnpm gen master-data` (MinibarType); owned code from here on: edit it like any other.
import { codeAndName } from '../../../../shared/masterData/fields.ts';
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { minibarTypeMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/minibar-type.yaml).
const description: MasterDataDescription = {
  path: 'configuration/minibar-type',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    { name: 'price', label: messages.price, kind: 'decimal', required: true, decimals: 2 },
    {
      name: 'transactionCodeId',
      label: messages.transactionCodeId,
      kind: 'reference',
      reference: { path: 'configuration/transaction-code', label: codeAndName },
    },
    {
      // One unit counted in a room draws one unit of this item from the minibar store (post-to-folio).
      name: 'inventoryItemId',
      label: messages.inventoryItemId,
      kind: 'reference',
      reference: { path: 'inventory/inventory-item', label: codeAndName },
    },
    { name: 'sortOrder', label: messages.sortOrder, kind: 'integer', min: 0, max: 1000000 },
    { name: 'active', label: messages.active, kind: 'flag', defaultOn: true },
  ],
  sortable: ['code', 'name', 'price', 'transactionCodeId', 'sortOrder'],
};

/** Spec §2 app/minibar-type: minibar items (master data). */
export function MinibarTypePage() {
  return <MasterDataScreen description={description} />;
}
