// Written by `pnpm gen master-data` (TermOfPayment); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { termOfPaymentMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/term-of-payment.yaml).
const description: MasterDataDescription = {
  path: 'configuration/term-of-payment',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    { name: 'days', label: messages.days, kind: 'integer', required: true, min: 0, max: 1000000 },
  ],
  sortable: ['code', 'name', 'days'],
};

/** Spec §2 app/term-of-payment: terms of payment (master data). */
export function TermOfPaymentPage() {
  return <MasterDataScreen description={description} />;
}
