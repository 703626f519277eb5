import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Companies that book; minimal until sales extends them (contacts, terms, contracts, allotments).
describeConstraint('company_profile_code_unique', 'code', 'is already used by another company');

export const companyProfileHandlers = masterDataHandlers<'reservation/company-profile'>({
  table: 'company_profile',
  entity: 'company-profile',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'active', column: 'active', kind: 'flag' },
  ],
  defaultSort: 'code',
  usedBy: [
    { constraint: 'reservation_company_profile_id_fkey', message: 'reservations are booked for this company' },
    { constraint: 'allotment_company_profile_id_fkey', message: 'allotments are held for this company' },
  ],
});
