import type { Schemas } from '@pms/api-client';
import type { MasterDataField } from '../../../shared/masterData/fields.ts';
import { guestMessages as m } from './messages.ts';

export type GuestProfile = Schemas['GuestProfile'];
export type Country = Schemas['CountryMinimum'];

/** The guest screen; `/<id>` opens one profile (the `:hash` of app/guest-profile/:hash is the profile's id). */
export const GUEST_PROFILE_PATH = '/menu/app/guest-profile';
export const profilePath = (id: number) => `${GUEST_PROFILE_PATH}/${id}`;
export const EDIT_RESERVATION_PATH = '/menu/app/edit-reservation';

export const VIP_LEVELS = [0, 1, 2, 3, 4, 5] as const;

const codeAndName = (row: { id: number; [field: string]: unknown }) =>
  [row.code, row.name].filter((part) => typeof part === 'string' && part !== '').join(' · ');

/**
 * The profile's fields with the contract's limits (openapi/schemas/reservation/guest-profile.yaml),
 * in the form's order. The shared master-data helpers read them for the form's values, its
 * checks before saving, its request, and the backup of what staff type while adding (spec §4).
 */
export const GUEST_FIELDS: readonly MasterDataField[] = [
  {
    name: 'titleId',
    label: m.titleId,
    kind: 'reference',
    reference: { path: 'configuration/title', label: codeAndName },
  },
  { name: 'firstName', label: m.firstName, kind: 'text', maxLength: 60 },
  { name: 'lastName', label: m.lastName, kind: 'text', required: true, maxLength: 60 },
  {
    name: 'nationalityId',
    label: m.nationalityId,
    kind: 'reference',
    reference: { path: 'configuration/country', label: (row) => String(row.name ?? '') },
  },
  { name: 'cityId', label: m.cityId, kind: 'reference', reference: { path: 'configuration/city', label: codeAndName } },
  { name: 'idNumber', label: m.idNumber, kind: 'text', maxLength: 30 },
  { name: 'email', label: m.email, kind: 'text', maxLength: 120 },
  { name: 'phone', label: m.phone, kind: 'text', maxLength: 30 },
  { name: 'vipLevel', label: m.vipLevel, kind: 'integer', min: 0, max: 5 },
  {
    name: 'guestTypeId',
    label: m.guestTypeId,
    kind: 'reference',
    reference: { path: 'configuration/guest-type', label: codeAndName },
  },
  { name: 'notes', label: m.notes, kind: 'text', maxLength: 1000 },
];

/** "Last, First" as the reservation screens show a guest, or the one name. */
export const guestName = (guest: { firstName: string; lastName: string }) =>
  [guest.lastName, guest.firstName].filter(Boolean).join(', ');

/** The country's name in the staff member's language, as the country list keeps them. */
export const countryName = (country: Country, locale: string) =>
  (locale.startsWith('th') ? country.nameTh : locale.startsWith('lo') ? country.nameLa : country.name) || country.name;
