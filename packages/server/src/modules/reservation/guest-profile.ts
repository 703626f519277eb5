import { masterDataHandlers } from '../../api/masterData.ts';

// Guests as the hotel knows them (/menu/app/guest-profile), on the master-data kit.
export const guestProfileHandlers = masterDataHandlers<'reservation/guest-profile'>({
  table: 'guest_profile',
  entity: 'guest-profile',
  fields: [
    {
      field: 'titleId',
      column: 'title_id',
      references: { table: 'title', entity: 'title', searchBy: ['code', 'name'] },
    },
    { field: 'firstName', column: 'first_name', minimum: true, searchable: true },
    { field: 'lastName', column: 'last_name', minimum: true, searchable: true },
    {
      field: 'nationalityId',
      column: 'nationality_id',
      references: { table: 'country', entity: 'country', searchBy: ['iso_code', 'name'] },
    },
    { field: 'cityId', column: 'city_id', references: { table: 'city', entity: 'city', searchBy: ['code', 'name'] } },
    { field: 'idNumber', column: 'id_number', searchable: true },
    { field: 'email', column: 'email', searchable: true },
    { field: 'phone', column: 'phone', searchable: true },
    { field: 'vipLevel', column: 'vip_level' },
    {
      field: 'guestTypeId',
      column: 'guest_type_id',
      references: { table: 'guest_type', entity: 'guest type', searchBy: ['code', 'name'] },
    },
    { field: 'notes', column: 'notes' },
  ],
  defaultSort: 'lastName',
  usedBy: [{ constraint: 'reservation_guest_profile_id_fkey', message: 'reservations are booked for this guest' }],
});
