// Written by `pnpm gen master-data` (TransactionCode); owned code from here on: edit it like any other.
import { codeAndName } from '../../../../shared/masterData/fields.ts';
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { transactionCodeMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/transaction-code.yaml).
const description: MasterDataDescription = {
  path: 'configuration/transaction-code',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    {
      name: 'transactionGroupId',
      label: messages.transactionGroupId,
      kind: 'reference',
      required: true,
      reference: { path: 'configuration/transaction-group', label: codeAndName },
    },
    {
      name: 'kind',
      label: messages.kind,
      kind: 'choice',
      required: true,
      choices: [
        { value: 'CHARGE', label: messages.kindCharge },
        { value: 'PAYMENT', label: messages.kindPayment },
        { value: 'TAX', label: messages.kindTax },
        { value: 'SERVICE', label: messages.kindService },
      ],
    },
    {
      name: 'departmentId',
      label: messages.departmentId,
      kind: 'reference',
      reference: { path: 'configuration/department', label: codeAndName },
    },
    { name: 'defaultAmount', label: messages.defaultAmount, kind: 'decimal', decimals: 2 },
    { name: 'taxable', label: messages.taxable, kind: 'flag', defaultOn: true },
    { name: 'serviceCharge', label: messages.serviceCharge, kind: 'flag', defaultOn: true },
    { name: 'active', label: messages.active, kind: 'flag', defaultOn: true },
  ],
  sortable: ['code', 'name', 'transactionGroupId', 'kind', 'departmentId', 'defaultAmount'],
};

/** Spec §2 app/transaction-code: transaction codes (master data). */
export function TransactionCodePage() {
  return <MasterDataScreen description={description} />;
}
