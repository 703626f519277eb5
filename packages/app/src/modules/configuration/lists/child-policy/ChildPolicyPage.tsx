// Written by `pnpm gen master-data` (ChildPolicy); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { childPolicyMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/child-policy.yaml).
const description: MasterDataDescription = {
  path: 'configuration/child-policy',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    { name: 'ageFrom', label: messages.ageFrom, kind: 'integer', required: true, min: 0, max: 1000000 },
    { name: 'ageTo', label: messages.ageTo, kind: 'integer', required: true, min: 0, max: 1000000 },
    {
      name: 'charge',
      label: messages.charge,
      kind: 'choice',
      required: true,
      choices: [
        { value: 'FREE', label: messages.chargeFree },
        { value: 'PERCENT', label: messages.chargePercent },
        { value: 'AMOUNT', label: messages.chargeAmount },
      ],
    },
    { name: 'chargeValue', label: messages.chargeValue, kind: 'decimal', decimals: 2 },
    { name: 'sortOrder', label: messages.sortOrder, kind: 'integer', min: 0, max: 1000000 },
  ],
  sortable: ['code', 'name', 'ageFrom', 'ageTo', 'charge', 'chargeValue', 'sortOrder'],
};

/** Spec §2 app/child-policy: child policies (master data). */
export function ChildPolicyPage() {
  return <MasterDataScreen description={description} />;
}
