import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Companies that book, and the partners sales keeps them as (issue 20, migration 0240): kind,
// contact, billing e-mail and address, country, tax id, credit limit and days to pay, and the
// market, source and segment their bookings take by default. The contract checks every field
// first; the constraints are the last guard, named here so that a refusal still names its field.
describeConstraint('company_profile_code_unique', 'code', 'is already used by another company');
describeConstraint('company_profile_kind', 'kind', 'must be company, travel-agent, tour-operator or wholesaler');
describeConstraint('company_profile_contact_name', 'contactName', 'must be at most 80 characters');
describeConstraint('company_profile_phone', 'phone', 'must be at most 30 digits, spaces and + ( ) . -');
describeConstraint('company_profile_email', 'email', 'must be an e-mail address');
describeConstraint('company_profile_billing_email', 'billingEmail', 'must be an e-mail address');
describeConstraint('company_profile_address', 'address', 'must be one line of at most 200 characters');
describeConstraint('company_profile_tax_id', 'taxId', 'must be at most 30 characters');
describeConstraint('company_profile_credit_limit', 'creditLimit', 'must not be negative');
describeConstraint('company_profile_payment_term', 'paymentTermDays', 'must be between 0 and 365 days');

export const companyProfileHandlers = masterDataHandlers<'reservation/company-profile'>({
  table: 'company_profile',
  entity: 'company-profile',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'active', column: 'active', kind: 'flag' },
    { field: 'kind', column: 'kind' },
    { field: 'contactName', column: 'contact_name', searchable: true },
    { field: 'phone', column: 'phone' },
    { field: 'email', column: 'email', searchable: true },
    { field: 'billingEmail', column: 'billing_email', searchable: true },
    { field: 'address', column: 'address' },
    {
      field: 'countryId',
      column: 'country_id',
      references: { table: 'country', entity: 'country', searchBy: ['name', 'iso_code'] },
    },
    { field: 'taxId', column: 'tax_id', searchable: true },
    { field: 'creditLimit', column: 'credit_limit', kind: 'decimal' },
    { field: 'paymentTermDays', column: 'payment_term_days' },
    { field: 'marketId', column: 'market_id', references: { table: 'market', entity: 'market' } },
    { field: 'sourceId', column: 'source_id', references: { table: 'source', entity: 'source' } },
    { field: 'segmentId', column: 'segment_id', references: { table: 'segment', entity: 'segment' } },
  ],
  defaultSort: 'code',
  usedBy: [
    { constraint: 'reservation_company_profile_id_fkey', message: 'reservations are booked for this company' },
    { constraint: 'allotment_company_profile_id_fkey', message: 'allotments are held for this company' },
    { constraint: 'contract_company_profile_id_fkey', message: 'contracts are made with this company' },
    { constraint: 'folio_company_id_fkey', message: 'folios are kept for this company' },
    { constraint: 'ar_account_company_id_fkey', message: 'the company has an accounts receivable account' },
  ],
});
