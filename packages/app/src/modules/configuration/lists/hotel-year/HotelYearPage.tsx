// Written by `pnpm gen master-data` (HotelYear); owned code from here on: edit it like any other.
import { useIntl } from 'react-intl';
import { RowAction } from '../../../../shared/admin/AdminScreen.tsx';
import type { MasterDataRow } from '../../../../shared/masterData/fields.ts';
import {
  type MasterDataDescription,
  type MasterDataRowContext,
  MasterDataScreen,
} from '../../../../shared/masterData/MasterDataScreen.tsx';
import { HotelYearPeriodsDialog } from './HotelYearPeriodsDialog.tsx';
import { hotelYearMessages as messages } from './messages.ts';

// A month sheet, in the 16×16 outline style of shared/admin/icons.tsx. Decorative: the button carries the name.
const PeriodsIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <rect x="2.5" y="3.5" width="11" height="10" rx="1.25" />
    <path d="M2.5 6.5h11M5.5 2v3M10.5 2v3M5.5 9h1M9.5 9h1M5.5 11.25h1" />
  </svg>
);

/** The row action opening the year's accounting periods (`periods` / `set-period-closed`). */
function PeriodsAction({ row, context }: { row: MasterDataRow; context: MasterDataRowContext }) {
  const intl = useIntl();
  const open = () =>
    context.openDialog((close) => (
      <HotelYearPeriodsDialog
        row={row}
        onClose={close}
        onSaved={context.succeeded}
        onStale={() => {
          close();
          context.reportStale();
        }}
      />
    ));
  return <RowAction label={intl.formatMessage(messages.periods)} icon={<PeriodsIcon />} onPress={open} />;
}

// Limits as in the contract (openapi/schemas/configuration/hotel-year.yaml). The year's periods
// are not fields of the row: the server writes them from the dates, and the Periods row action
// closes and reopens them.
const description: MasterDataDescription = {
  path: 'configuration/hotel-year',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    { name: 'startsOn', label: messages.startsOn, kind: 'date', required: true },
    { name: 'endsOn', label: messages.endsOn, kind: 'date', required: true },
    { name: 'closed', label: messages.closed, kind: 'flag' },
  ],
  sortable: ['code', 'name', 'startsOn', 'endsOn'],
  rowActions: (row, context) => <PeriodsAction row={row} context={context} />,
};

/** Spec §2 app/hotel-year: the hotel's business years and their periods (master data). */
export function HotelYearPage() {
  return <MasterDataScreen description={description} />;
}
