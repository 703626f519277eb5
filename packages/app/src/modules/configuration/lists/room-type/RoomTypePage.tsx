import { useIntl } from 'react-intl';
import { RowAction } from '../../../../shared/admin/AdminScreen.tsx';
import { ChecklistIcon } from '../../../../shared/admin/icons.tsx';
import { codeAndName, type MasterDataRow } from '../../../../shared/masterData/fields.ts';
import {
  type MasterDataDescription,
  type MasterDataRowContext,
  MasterDataScreen,
} from '../../../../shared/masterData/MasterDataScreen.tsx';
import { roomTypeMessages as messages } from './messages.ts';
import { RoomTypeFeaturesDialog } from './RoomTypeFeaturesDialog.tsx';

/** The row action opening the type's room features (`features` / `set-features`). */
function FeaturesAction({ row, context }: { row: MasterDataRow; context: MasterDataRowContext }) {
  const intl = useIntl();
  const open = () =>
    context.openDialog((close) => (
      <RoomTypeFeaturesDialog
        row={row}
        onClose={close}
        onSaved={() => {
          close();
          context.succeeded();
        }}
        onStale={() => {
          close();
          context.reportStale();
        }}
      />
    ));
  return <RowAction label={intl.formatMessage(messages.features)} icon={<ChecklistIcon />} onPress={open} />;
}

// Limits as in the contract (openapi/schemas/configuration/room-type.yaml). The type's room
// features are not a field of the row: the Features row action keeps them (one call per type, so
// the grid does not list them).
const description: MasterDataDescription = {
  path: 'configuration/room-type',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 20, width: 120 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60, width: 240 },
    {
      name: 'roomCategoryId',
      label: messages.roomCategoryId,
      kind: 'reference',
      reference: { path: 'configuration/room-category', label: codeAndName },
    },
    { name: 'maxAdults', label: messages.maxAdults, kind: 'integer', required: true, min: 1, max: 20, width: 120 },
    { name: 'maxChildren', label: messages.maxChildren, kind: 'integer', min: 0, max: 20, width: 120 },
    {
      name: 'defaultRoomBedId',
      label: messages.defaultRoomBedId,
      kind: 'reference',
      reference: { path: 'configuration/room-bed', label: codeAndName },
    },
    {
      name: 'baseRate',
      label: messages.baseRate,
      kind: 'decimal',
      decimals: 2,
      min: 0,
      max: 9999999999.99,
      width: 140,
    },
    { name: 'sortOrder', label: messages.sortOrder, kind: 'integer', min: 0, max: 1000000, width: 120 },
    {
      name: 'overbookingAllowance',
      label: messages.overbookingAllowance,
      kind: 'integer',
      min: 0,
      max: 50,
      width: 120,
    },
    { name: 'active', label: messages.active, kind: 'flag', defaultOn: true },
  ],
  sortable: ['sortOrder', 'code', 'name', 'maxAdults', 'maxChildren', 'baseRate', 'active'],
  rowActions: (row, context) => <FeaturesAction row={row} context={context} />,
};

/** Spec §2 app/room-type: the room types the hotel sells (master data). */
export function RoomTypePage() {
  return <MasterDataScreen description={description} />;
}
