import type { Schemas } from '@pms/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { actionQuery, refreshed } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

export type Departure = Schemas['Departure'];
export type DepartureListFilter = Schemas['DepartureListFilter'];

/** Expected or actual departures (cashier/departure `list`), live: a check-out at another desk shows. */
export const departureListQuery = (filter: DepartureListFilter) =>
  actionQuery('cashier/departure', 'list', [filter], { ...refreshed, placeholderData: keepPreviousData });

/** A check-out changes the departures, the folio, the stay lists and the room status. */
const CHECK_OUT_CHANGES = {
  invalidates: [['cashier/departure'], ['reservation/reservation'], ['housekeeping/room-status'], ['report/dashboard']],
} as const;

/** Checks a stay out (cashier/folio `checkout`): refused while a window has a balance. */
export const useCheckOut = () => useCommand('cashier/folio', 'checkout', CHECK_OUT_CHANGES);
/** Takes a check-out of the hotel date back (`reverse-checkout`). */
export const useReverseCheckOut = () => useCommand('cashier/folio', 'reverse-checkout', CHECK_OUT_CHANGES);
