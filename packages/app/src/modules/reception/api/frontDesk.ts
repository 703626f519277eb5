import type { Schemas } from '@pms/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { actionQuery, REFERENCE_STALE_MS, refreshed } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

export type FrontDeskStay = Schemas['FrontDeskStay'];
export type ArrivalsFilter = Schemas['ArrivalsFilter'];
export type InHouseFilter = Schemas['InHouseFilter'];
export type GuestRegistration = Schemas['GuestRegistration'];
export type DocumentType = Schemas['DocumentType'];
export type RoomTypeRow = Schemas['RoomType'];

/**
 * The arrivals of a date (reservation/reservation `arrivals`): not yet in, and those checked in
 * that day as done. Live (spec §7): another desk's check-in shows within the refresh.
 */
export const arrivalsQuery = (filter: ArrivalsFilter) =>
  actionQuery('reservation/reservation', 'arrivals', [filter], { ...refreshed, placeholderData: keepPreviousData });

/** The stays in house (reservation/reservation `in-house`), live. */
export const inHouseQuery = (filter: InHouseFilter) =>
  actionQuery('reservation/reservation', 'in-house', [filter], { ...refreshed, placeholderData: keepPreviousData });

/** A stay's registration cards (the printed card and the check-in dialog start from them). */
export const registrationsQuery = (stayId: number) =>
  actionQuery('reservation/reservation', 'registrations', [{ stayId }], {
    select: (answer) => answer[0]?.guests ?? [],
  });

/** The hotel's room types (names and sizes), kept as the booking screens keep them. */
export const roomTypesQuery = () =>
  actionQuery('configuration/room-type', 'list', [], { staleTime: REFERENCE_STALE_MS });

/** Every command of the front desk changes stays and rooms: both lists and room status read again. */
const STAYS_AND_ROOMS = { invalidates: [['housekeeping/room-status'], ['report/dashboard']] } as const;

/** Gives stays their rooms, or takes them away (`assign-room`, all or nothing). */
export const useAssignRoom = () => useCommand('reservation/reservation', 'assign-room', STAYS_AND_ROOMS);
/** Checks stays in, all or nothing, with their guests' registration cards (`checkin`). */
export const useCheckIn = () => useCommand('reservation/reservation', 'checkin', STAYS_AND_ROOMS);
/** Takes a check-in of the hotel date back (`undo-checkin`). */
export const useUndoCheckIn = () => useCommand('reservation/reservation', 'undo-checkin', STAYS_AND_ROOMS);
/** Extends or shortens an in-house stay (`change-departure`). */
export const useChangeDeparture = () => useCommand('reservation/reservation', 'change-departure', STAYS_AND_ROOMS);
/** A reservation for tonight, checked in at once (`walkin`). */
export const useWalkIn = () => useCommand('reservation/reservation', 'walkin', STAYS_AND_ROOMS);
