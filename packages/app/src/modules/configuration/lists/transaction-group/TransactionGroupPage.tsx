// Written by `pnpm gen master-data` (TransactionGroup); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { transactionGroupMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/transaction-group.yaml).
const description: MasterDataDescription = {
  path: 'configuration/transaction-group',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    { name: 'reportOrder', label: messages.reportOrder, kind: 'integer', required: true, min: 0, max: 1000000 },
  ],
  sortable: ['code', 'name', 'reportOrder'],
};

/** Spec §2 app/transaction-group: transaction groups (master data). */
export function TransactionGroupPage() {
  return <MasterDataScreen description={description} />;
}
