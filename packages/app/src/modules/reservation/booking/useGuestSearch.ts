import type { Schemas } from '@pms/api-client';
import { useQuery } from '@tanstack/react-query';
import { useDebounced } from '../../../shared/useDebounced.ts';
import { guestSearchQuery } from '../api/guestProfile.ts';

export const GUEST_SEARCH_PAUSE_MS = 300;

export type GuestRow = Schemas['GuestProfile'];

/** "Phommachanh, Somchai": how a guest profile reads in lists (the server's guestName). */
export const guestName = (guest: { firstName: string; lastName: string }) =>
  guest.firstName ? `${guest.lastName}, ${guest.firstName}` : guest.lastName;

/**
 * The guest profiles matching what staff type in a guest field, asked of the server once typing
 * pauses (tens of thousands of guests would not fit a list). `text` null searches nothing.
 */
export function useGuestSearch(text: string | null, options: { limit: number; minLetters?: number }) {
  const { limit, minLetters = 1 } = options;
  const typed = text?.trim() ?? '';
  const search = useDebounced(typed, GUEST_SEARCH_PAUSE_MS);
  const isEnabled = text !== null && search.length >= minLetters;
  const read = useQuery({
    ...guestSearchQuery({ search, limit, sort: 'lastName' }, { quiet: true }),
    enabled: isEnabled,
  });
  return {
    guests: isEnabled ? (read.data?.rows ?? []) : [],
    /** Typing ahead of the search counts as loading: "No results" would be premature. */
    isLoading: (isEnabled && read.isFetching) || (text !== null && typed !== search && typed.length >= minLetters),
    error: isEnabled ? read.error : null,
  };
}
