import type { RequestData, Schemas } from '@pms/api-client';
import { keepPreviousData, useIsFetching } from '@tanstack/react-query';
import { actionQuery } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

const PATH = 'reservation/reservation';

export type Reservation = Schemas['Reservation'];
export type ReservationSearch = Schemas['ReservationSearch'];
export type QuoteCriteria = RequestData<'reservation/rate', 'quote'>[number];

const EMPTY_PAGE: Schemas['ReservationPage'] = { total: 0, offset: 0, rows: [] };

/** One reservation with its stays and nightly rates; undefined when the server has none with that id. */
export const reservationQuery = (id: number) => actionQuery(PATH, 'get', [{ id }], { select: (answer) => answer[0] });

/** Every change of a reservation from the audit log, newest first. */
export const reservationHistoryQuery = (id: number) => actionQuery(PATH, 'history', [{ id }]);

/** Reservations found by confirmation number, guest or company; the last answer stays while the next is read. */
export const reservationSearchQuery = (criteria: ReservationSearch, options: { quiet?: boolean } = {}) =>
  actionQuery(PATH, 'search', [criteria], {
    placeholderData: keepPreviousData,
    select: (answer) => answer[0] ?? EMPTY_PAGE,
    ...(options.quiet ? { meta: { quiet: true } } : {}),
  });

/**
 * The price of each night of a stay (reservation/rate `quote`: the rate code's rate, else the room
 * type's base rate). Read while staff type, so without the loading popup.
 */
export const quoteQuery = (criteria: QuoteCriteria) =>
  actionQuery('reservation/rate', 'quote', [criteria], {
    staleTime: 60_000,
    meta: { quiet: true },
    select: (answer) => answer[0],
  });

/**
 * Whether a stay's prices are being read (a quote in flight): Save waits for them, so that a
 * booking never goes out with the nights of the company or rate code chosen before (a partner's
 * contract would refuse them as typed without a reason).
 */
export const useIsPricing = () => useIsFetching({ queryKey: ['reservation/rate'] }) > 0;

// A booking's commands change what is left to sell: the availability on screen is read again.
const availability = [['reservation/availability']] as const;

/** Books a new reservation; one Idempotency-Key per booking staff send (Save pressed twice books once). */
export const useCreateReservation = () => useCommand(PATH, 'create', { invalidates: availability });
/** Saves a reservation's changes under its row version. */
export const useUpdateReservation = () => useCommand(PATH, 'update', { invalidates: availability });
export const useCancelReservation = () => useCommand(PATH, 'cancel', { invalidates: availability });
export const useReinstateReservation = () => useCommand(PATH, 'reinstate', { invalidates: availability });
