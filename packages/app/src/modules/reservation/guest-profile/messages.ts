import { defineMessage, defineMessages } from 'react-intl';

/** Guest profile (app/guest-profile and app/guest-profile/:hash). */
export const guestMessages = defineMessages({
  title: { id: 'reservation.guestProfile.title', defaultMessage: 'Guest Profile' },
  item: { id: 'reservation.guestProfile.item', defaultMessage: 'guest profile' },
  intro: {
    id: 'reservation.guestProfile.intro',
    defaultMessage:
      'Find a guest by name, passport or ID number, email or phone, in any order. Open a guest for their details, stay history and to merge a duplicate.',
  },
  search: { id: 'reservation.guestProfile.search', defaultMessage: 'Search guests' },
  searchPlaceholder: {
    id: 'reservation.guestProfile.searchPlaceholder',
    defaultMessage: 'Name, passport, email or phone',
  },
  pageSize: { id: 'reservation.guestProfile.pageSize', defaultMessage: 'Rows per page' },
  toolbar: { id: 'reservation.guestProfile.toolbar', defaultMessage: 'Guest list actions' },

  // Fields
  name: { id: 'reservation.guestProfile.name', defaultMessage: 'Name' },
  titleId: { id: 'reservation.guestProfile.titleId', defaultMessage: 'Title' },
  firstName: { id: 'reservation.guestProfile.firstName', defaultMessage: 'First name' },
  lastName: { id: 'reservation.guestProfile.lastName', defaultMessage: 'Last name' },
  nationalityId: { id: 'reservation.guestProfile.nationalityId', defaultMessage: 'Nationality' },
  cityId: { id: 'reservation.guestProfile.cityId', defaultMessage: 'City' },
  idNumber: { id: 'reservation.guestProfile.idNumber', defaultMessage: 'ID or passport no.' },
  email: { id: 'reservation.guestProfile.email', defaultMessage: 'Email' },
  phone: { id: 'reservation.guestProfile.phone', defaultMessage: 'Phone' },
  vipLevel: { id: 'reservation.guestProfile.vipLevel', defaultMessage: 'VIP level' },
  guestTypeId: { id: 'reservation.guestProfile.guestTypeId', defaultMessage: 'Guest type' },
  notes: { id: 'reservation.guestProfile.notes', defaultMessage: 'Notes' },
  lastStay: { id: 'reservation.guestProfile.lastStay', defaultMessage: 'Last stay' },
  notVip: { id: 'reservation.guestProfile.notVip', defaultMessage: 'None' },

  // Profile view
  backToList: { id: 'reservation.guestProfile.backToList', defaultMessage: 'Back to the guest list' },
  profileActions: { id: 'reservation.guestProfile.profileActions', defaultMessage: 'Guest actions' },
  mergeDuplicate: { id: 'reservation.guestProfile.mergeDuplicate', defaultMessage: 'Merge duplicate…' },
  notFoundTitle: { id: 'reservation.guestProfile.notFoundTitle', defaultMessage: 'Data not found' },
  notFoundBody: {
    id: 'reservation.guestProfile.notFoundBody',
    defaultMessage: 'This guest profile does not exist any more: it may have been merged into another or deleted.',
  },
  tabs: { id: 'reservation.guestProfile.tabs', defaultMessage: 'Guest profile sections' },
  tabDetails: { id: 'reservation.guestProfile.tabDetails', defaultMessage: 'Details' },
  tabStays: { id: 'reservation.guestProfile.tabStays', defaultMessage: 'Stay history' },
  contact: { id: 'reservation.guestProfile.contact', defaultMessage: 'Identity and contact' },

  // Stay history
  stays: { id: 'reservation.guestProfile.stays', defaultMessage: 'Stays' },
  nights: { id: 'reservation.guestProfile.nights', defaultMessage: 'Nights' },
  revenue: { id: 'reservation.guestProfile.revenue', defaultMessage: 'Room revenue' },
  upcoming: { id: 'reservation.guestProfile.upcoming', defaultMessage: 'Upcoming' },
  cancellations: { id: 'reservation.guestProfile.cancellations', defaultMessage: 'Cancellations' },
  noShows: { id: 'reservation.guestProfile.noShows', defaultMessage: 'No-shows' },
  totals: { id: 'reservation.guestProfile.totals', defaultMessage: 'Stay totals' },
  totalsHint: {
    id: 'reservation.guestProfile.totalsHint',
    defaultMessage: 'Stays are reservations in house or checked out; revenue is their room rates as booked.',
  },
  staysGrid: { id: 'reservation.guestProfile.staysGrid', defaultMessage: 'Reservations of the guest' },
  confirmationNumber: { id: 'reservation.guestProfile.confirmationNumber', defaultMessage: 'Confirmation no.' },
  status: { id: 'reservation.guestProfile.status', defaultMessage: 'Status' },
  arrival: { id: 'reservation.guestProfile.arrival', defaultMessage: 'Arrival' },
  departure: { id: 'reservation.guestProfile.departure', defaultMessage: 'Departure' },
  roomTypes: { id: 'reservation.guestProfile.roomTypes', defaultMessage: 'Room types' },
  rooms: { id: 'reservation.guestProfile.rooms', defaultMessage: 'Rooms' },
  company: { id: 'reservation.guestProfile.company', defaultMessage: 'Company' },
  amount: { id: 'reservation.guestProfile.amount', defaultMessage: 'Amount' },
  noStays: {
    id: 'reservation.guestProfile.noStays',
    defaultMessage: 'No reservations have been booked for this guest yet.',
  },

  // Merge
  mergeTitle: { id: 'reservation.guestProfile.mergeTitle', defaultMessage: 'Merge a duplicate profile' },
  mergeIntro: {
    id: 'reservation.guestProfile.mergeIntro',
    defaultMessage:
      'Find the other profile of the same guest. Its reservations move to the profile kept, empty fields of the profile kept are filled from it, and it is deleted.',
  },
  duplicate: { id: 'reservation.guestProfile.duplicate', defaultMessage: 'Duplicate profile' },
  duplicatePlaceholder: {
    id: 'reservation.guestProfile.duplicatePlaceholder',
    defaultMessage: 'Type a name, passport or phone',
  },
  comparison: { id: 'reservation.guestProfile.comparison', defaultMessage: 'Both profiles side by side' },
  field: { id: 'reservation.guestProfile.field', defaultMessage: 'Field' },
  kept: { id: 'reservation.guestProfile.kept', defaultMessage: 'Kept' },
  merged: { id: 'reservation.guestProfile.merged', defaultMessage: 'Merged away' },
  after: { id: 'reservation.guestProfile.after', defaultMessage: 'After the merge' },
  swap: { id: 'reservation.guestProfile.swap', defaultMessage: 'Keep the other one' },
  merge: { id: 'reservation.guestProfile.merge', defaultMessage: 'Merge' },
  mergeConfirmTitle: { id: 'reservation.guestProfile.mergeConfirmTitle', defaultMessage: 'Merge the profiles?' },
  pickDuplicate: {
    id: 'reservation.guestProfile.pickDuplicate',
    defaultMessage: 'Choose the duplicate to compare the two profiles.',
  },
  notMerged: { id: 'reservation.guestProfile.notMerged', defaultMessage: 'Not merged' },
});

export const guestCountMessage = defineMessage<{ count: number }>({
  id: 'reservation.guestProfile.count',
  defaultMessage: '{count, plural, one {# guest} other {# guests}}',
});

export const vipMessage = defineMessage<{ level: number }>({
  id: 'reservation.guestProfile.vip',
  defaultMessage: 'VIP {level}',
});

export const mergeWhatMessage = defineMessage<{ count: number; duplicate: string; kept: string }>({
  id: 'reservation.guestProfile.mergeWhat',
  defaultMessage:
    '{count, plural, =0 {{duplicate} has no reservations.} one {# reservation of {duplicate} moves to {kept}.} other {# reservations of {duplicate} move to {kept}.}} {duplicate} is then deleted; this cannot be undone.',
});

export const mergedMessage = defineMessage<{ count: number }>({
  id: 'reservation.guestProfile.mergedToast',
  defaultMessage:
    '{count, plural, =0 {Profiles merged} one {Profiles merged: # reservation moved} other {Profiles merged: # reservations moved}}',
});
