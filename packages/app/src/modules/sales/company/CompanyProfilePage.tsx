import { useIntl } from 'react-intl';
import { RowAction } from '../../../shared/admin/AdminScreen.tsx';
import { codeAndName, type MasterDataRow } from '../../../shared/masterData/fields.ts';
import {
  type MasterDataDescription,
  type MasterDataRowContext,
  MasterDataScreen,
} from '../../../shared/masterData/MasterDataScreen.tsx';
import { CompanyDetailsDialog } from './CompanyDetailsDialog.tsx';
import { companyProfileMessages as messages } from './messages.ts';

/** A bar chart: what a partner produced. Decorative; the button carries the name. */
const ProductionIcon = () => (
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
    <path d="M2.5 13.5h11M4.5 13.5V9M8 13.5V4.5M11.5 13.5V7" />
  </svg>
);

/** The row action opening the partner's contracts and production. */
function DetailsAction({ row, context }: { row: MasterDataRow; context: MasterDataRowContext }) {
  const intl = useIntl();
  return (
    <RowAction
      label={intl.formatMessage(messages.details)}
      icon={<ProductionIcon />}
      onPress={() => context.openDialog((close) => <CompanyDetailsDialog row={row} onClose={close} />)}
    />
  );
}

// Limits as in the contract (openapi/schemas/reservation/company-profile.yaml). The grid shows
// what staff look a partner up by and its credit terms; the rest (country included) is in the form.
const description: MasterDataDescription = {
  path: 'reservation/company-profile',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  // In the form's two columns: code and kind, the name, contact and phone, the e-mails and the
  // address on their own rows, then country and tax id, credit and days to pay, and the defaults.
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 20, width: 110 },
    {
      name: 'kind',
      label: messages.kind,
      kind: 'choice',
      required: true,
      choices: [
        { value: 'company', label: messages.kindCompany },
        { value: 'travel-agent', label: messages.kindTravelAgent },
        { value: 'tour-operator', label: messages.kindTourOperator },
        { value: 'wholesaler', label: messages.kindWholesaler },
      ],
      width: 120,
    },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 120, width: 210 },
    { name: 'contactName', label: messages.contactName, kind: 'text', maxLength: 80, width: 170 },
    { name: 'phone', label: messages.phone, kind: 'text', maxLength: 30, inGrid: false },
    { name: 'email', label: messages.email, kind: 'text', maxLength: 120, inGrid: false },
    { name: 'billingEmail', label: messages.billingEmail, kind: 'text', maxLength: 120, inGrid: false },
    { name: 'address', label: messages.address, kind: 'text', maxLength: 200, inGrid: false },
    {
      name: 'countryId',
      label: messages.countryId,
      kind: 'reference',
      // Countries are known by their ISO code rather than a code of the hotel's.
      reference: { path: 'configuration/country', label: (row) => `${row.isoCode} · ${row.name}` },
      inGrid: false,
    },
    { name: 'taxId', label: messages.taxId, kind: 'text', maxLength: 30, inGrid: false },
    {
      name: 'creditLimit',
      label: messages.creditLimit,
      kind: 'decimal',
      decimals: 2,
      min: 0,
      max: 999999999999.99,
      width: 124,
    },
    { name: 'paymentTermDays', label: messages.paymentTermDays, kind: 'integer', min: 0, max: 365, width: 100 },
    {
      name: 'marketId',
      label: messages.marketId,
      kind: 'reference',
      reference: { path: 'configuration/market', label: codeAndName },
      inGrid: false,
    },
    {
      name: 'sourceId',
      label: messages.sourceId,
      kind: 'reference',
      reference: { path: 'configuration/source', label: codeAndName },
      inGrid: false,
    },
    {
      name: 'segmentId',
      label: messages.segmentId,
      kind: 'reference',
      reference: { path: 'configuration/segment', label: codeAndName },
      inGrid: false,
    },
    { name: 'active', label: messages.active, kind: 'flag', defaultOn: true, width: 90 },
  ],
  sortable: ['code', 'name', 'kind', 'contactName', 'creditLimit', 'paymentTermDays', 'active'],
  rowActions: (row, context) => <DetailsAction row={row} context={context} />,
};

/** Spec §2 app/companyprofile: companies, agents, tour operators and wholesalers (sales, issue 20). */
export function CompanyProfilePage() {
  return <MasterDataScreen description={description} />;
}
