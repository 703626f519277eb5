import type { Schemas } from '@pms/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { actionQuery } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

const PATH = 'reservation/guest-profile';

export type GuestSearch = Schemas['GuestProfileSearch'];

const EMPTY_PAGE: Schemas['GuestProfilePage'] = { total: 0, offset: 0, rows: [] };

/** A page of guests, searched, paged and sorted by the server; the last page stays under the spinner. */
export const guestSearchQuery = (criteria: GuestSearch, options: { quiet?: boolean } = {}) =>
  actionQuery(PATH, 'search', [criteria], {
    placeholderData: keepPreviousData,
    select: (answer) => answer[0] ?? EMPTY_PAGE,
    // A search while staff type in a ComboBox must not put up the loading popup over it.
    ...(options.quiet ? { meta: { quiet: true } } : {}),
  });

/** One profile, as a list of one (none when the server has no profile with that id). */
export const guestProfileQuery = (id: number) => actionQuery(PATH, 'get', [{ id }]);

/** A guest's reservations and their totals, as a list of one. */
export const guestStaysQuery = (id: number) => actionQuery(PATH, 'stays', [{ id }]);

// Every command below reads the guest lists, profiles and stays on screen again (useCommand
// invalidates its own path); the booking lists show guest names too.
const bookings = [['reservation/reservation']] as const;

export const useCreateGuestProfile = () => useCommand(PATH, 'create', { invalidates: bookings });
export const useUpdateGuestProfile = () => useCommand(PATH, 'update', { invalidates: bookings });
export const useDeleteGuestProfile = () => useCommand(PATH, 'delete');
/** Merge a duplicate into the kept profile: its reservations move over. */
export const useMergeGuestProfiles = () => useCommand(PATH, 'merge', { invalidates: bookings });
