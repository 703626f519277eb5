// Written by `pnpm gen master-data` (RateCode); owned code from here on: edit it like any other.
import { useIntl } from 'react-intl';
import { RowAction } from '../../../../shared/admin/AdminScreen.tsx';
import { codeAndName, type MasterDataRow } from '../../../../shared/masterData/fields.ts';
import {
  type MasterDataDescription,
  type MasterDataRowContext,
  MasterDataScreen,
} from '../../../../shared/masterData/MasterDataScreen.tsx';
import { rateCodeMessages as messages } from './messages.ts';
import { RateCodeRatesDialog } from './RateCodeRatesDialog.tsx';

// A price tag, in the 16×16 outline style of shared/admin/icons.tsx. Decorative: the button carries the name.
const RatesIcon = () => (
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
    <path d="M2.5 8.6V3.25a.75.75 0 0 1 .75-.75H8.6l5 5a1 1 0 0 1 0 1.4l-4.2 4.2a1 1 0 0 1-1.4 0Z" />
    <circle cx="5.5" cy="5.5" r="1" />
  </svg>
);

/** The row action opening the code's rate table (`rates` / `set-rates`). */
function RatesAction({ row, context }: { row: MasterDataRow; context: MasterDataRowContext }) {
  const intl = useIntl();
  const open = () =>
    context.openDialog((close) => (
      <RateCodeRatesDialog
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
  return <RowAction label={intl.formatMessage(messages.rates)} icon={<RatesIcon />} onPress={open} />;
}

// Limits as in the contract (openapi/schemas/configuration/rate-code.yaml). The rate table is not
// a field of the row: the Rates row action keeps it (a table per code, read when opened).
const description: MasterDataDescription = {
  path: 'configuration/rate-code',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    {
      name: 'currencyId',
      label: messages.currencyId,
      kind: 'reference',
      required: true,
      reference: { path: 'configuration/currency', label: codeAndName },
    },
    {
      name: 'mealTypeId',
      label: messages.mealTypeId,
      kind: 'reference',
      reference: { path: 'configuration/meal-type', label: codeAndName },
    },
    {
      name: 'marketId',
      label: messages.marketId,
      kind: 'reference',
      reference: { path: 'configuration/market', label: codeAndName },
    },
    { name: 'startsOn', label: messages.startsOn, kind: 'date' },
    { name: 'endsOn', label: messages.endsOn, kind: 'date' },
    { name: 'includesTax', label: messages.includesTax, kind: 'flag', defaultOn: true },
    { name: 'active', label: messages.active, kind: 'flag', defaultOn: true },
  ],
  sortable: ['code', 'name', 'currencyId', 'mealTypeId', 'marketId', 'startsOn', 'endsOn'],
  rowActions: (row, context) => <RatesAction row={row} context={context} />,
};

/** Spec §2 app/rate-code: rate codes (master data). */
export function RateCodePage() {
  return <MasterDataScreen description={description} />;
}
