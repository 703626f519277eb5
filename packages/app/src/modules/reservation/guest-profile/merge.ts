import type { GuestProfile } from './guestFields.ts';

const NOTES_MAX = 1000;

/**
 * The kept profile as the server's merge leaves it (reservation/guest-profile `merge`), for the
 * dialog's preview: what the kept profile leaves empty (no title, no phone, VIP level 0) comes
 * from the duplicate, what it has stays; notes are joined when both have some and they fit.
 */
export function mergedProfile(keep: GuestProfile, duplicate: GuestProfile): GuestProfile {
  const notes =
    keep.notes === '' || keep.notes === duplicate.notes
      ? duplicate.notes || keep.notes
      : duplicate.notes !== '' && keep.notes.length + 1 + duplicate.notes.length <= NOTES_MAX
        ? `${keep.notes}\n${duplicate.notes}`
        : keep.notes;
  return {
    ...keep,
    titleId: keep.titleId ?? duplicate.titleId,
    firstName: keep.firstName || duplicate.firstName,
    nationalityId: keep.nationalityId ?? duplicate.nationalityId,
    cityId: keep.cityId ?? duplicate.cityId,
    idNumber: keep.idNumber || duplicate.idNumber,
    email: keep.email || duplicate.email,
    phone: keep.phone || duplicate.phone,
    vipLevel: keep.vipLevel || duplicate.vipLevel,
    guestTypeId: keep.guestTypeId ?? duplicate.guestTypeId,
    notes,
  };
}
