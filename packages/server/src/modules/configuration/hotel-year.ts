import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Hotel year records (/menu/app/hotel-year); written by `pnpm gen master-data`, owned from here on.
describeConstraint('hotel_year_code_unique', 'code', 'is already used by another hotel year');
describeConstraint('hotel_year_dates', 'endsOn', 'must be after startsOn');
describeConstraint('hotel_year_no_overlap', 'startsOn', 'overlaps another hotel year');

export const hotelYearHandlers = masterDataHandlers<'configuration/hotel-year'>({
  table: 'hotel_year',
  entity: 'hotel-year',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'startsOn', column: 'starts_on' },
    { field: 'endsOn', column: 'ends_on' },
    { field: 'closed', column: 'closed', kind: 'flag' },
  ],
  defaultSort: 'code',
  // Add here the foreign keys of other tables that point at hotel_year, with what they mean to staff.
  usedBy: [],
});
