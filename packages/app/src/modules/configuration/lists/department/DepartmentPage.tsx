// Written by `pnpm gen master-data` (Department); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { departmentMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/department.yaml).
const description: MasterDataDescription = {
  path: 'configuration/department',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    { name: 'earnsRevenue', label: messages.earnsRevenue, kind: 'flag' },
  ],
  sortable: ['code', 'name'],
};

/** Spec §2 app/department: departments (master data). */
export function DepartmentPage() {
  return <MasterDataScreen description={description} />;
}
