// Written by `pnpm gen master-data` (Source); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { sourceMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/source.yaml).
const description: MasterDataDescription = {
  path: 'configuration/source',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    {
      name: 'channel',
      label: messages.channel,
      kind: 'choice',
      required: true,
      choices: [
        { value: 'NON-OTA', label: messages.channelNonOta },
        { value: 'OTA', label: messages.channelOta },
      ],
    },
    { name: 'active', label: messages.active, kind: 'flag', defaultOn: true },
  ],
  sortable: ['code', 'name', 'channel'],
};

/** Spec §2 app/source: booking sources (master data). */
export function SourcePage() {
  return <MasterDataScreen description={description} />;
}
