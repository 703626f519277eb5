import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Child policy records (/menu/app/child-policy); written by `pnpm gen master-data`, owned from here on.
describeConstraint('child_policy_code_unique', 'code', 'is already used by another child policy');
describeConstraint('child_policy_ages', 'ageTo', 'must not be below ageFrom, and children are 17 or younger');
describeConstraint('child_policy_charge_value', 'chargeValue', 'must not be negative, and a percentage is at most 100');

export const childPolicyHandlers = masterDataHandlers<'configuration/child-policy'>({
  table: 'child_policy',
  entity: 'child-policy',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'ageFrom', column: 'age_from' },
    { field: 'ageTo', column: 'age_to' },
    { field: 'charge', column: 'charge' },
    { field: 'chargeValue', column: 'charge_value', kind: 'decimal' },
    { field: 'sortOrder', column: 'sort_order' },
  ],
  defaultSort: 'sortOrder',
  // Add here the foreign keys of other tables that point at child_policy, with what they mean to staff.
  usedBy: [],
});
