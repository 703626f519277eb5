// Written by `pnpm gen master-data` (CancellationReason); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { cancellationReasonMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/cancellation-reason.yaml).
const description: MasterDataDescription = {
  path: 'configuration/cancellation-reason',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    { name: 'chargeable', label: messages.chargeable, kind: 'flag' },
  ],
  sortable: ['code', 'name'],
};

/** Spec §2 app/cencellation-reason: cancellation reasons (master data). */
export function CancellationReasonPage() {
  return <MasterDataScreen description={description} />;
}
