// Written by `pnpm gen master-data` (BankAccount); owned code from here on: edit it like any other.
import { codeAndName } from '../../../../shared/masterData/fields.ts';
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { bankAccountMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/bank-account.yaml).
const description: MasterDataDescription = {
  path: 'configuration/bank-account',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    { name: 'bankName', label: messages.bankName, kind: 'text', required: true, maxLength: 60 },
    { name: 'branch', label: messages.branch, kind: 'text', maxLength: 60 },
    { name: 'accountNumber', label: messages.accountNumber, kind: 'text', required: true, maxLength: 30 },
    {
      name: 'currencyId',
      label: messages.currencyId,
      kind: 'reference',
      required: true,
      reference: { path: 'configuration/currency', label: codeAndName },
    },
    { name: 'active', label: messages.active, kind: 'flag', defaultOn: true },
  ],
  sortable: ['code', 'name', 'bankName', 'branch', 'accountNumber', 'currencyId'],
};

/** Spec §2 app/bank-account: bank accounts (master data). */
export function BankAccountPage() {
  return <MasterDataScreen description={description} />;
}
