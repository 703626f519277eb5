// Written by `pnpm gen master-data` (Outlet); owned code from here on: edit it like any other.
import { codeAndName } from '../../../../shared/masterData/fields.ts';
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { outletMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/outlet.yaml).
const description: MasterDataDescription = {
  path: 'configuration/outlet',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    { name: 'location', label: messages.location, kind: 'text', maxLength: 60 },
    {
      name: 'departmentId',
      label: messages.departmentId,
      kind: 'reference',
      reference: { path: 'configuration/department', label: codeAndName },
    },
    { name: 'postsToRoom', label: messages.postsToRoom, kind: 'flag', defaultOn: true },
    { name: 'active', label: messages.active, kind: 'flag', defaultOn: true },
  ],
  sortable: ['code', 'name', 'location', 'departmentId'],
};

/** Spec §2 app/out-let: outlets (master data). */
export function OutletPage() {
  return <MasterDataScreen description={description} />;
}
