import type { Schemas } from '@pms/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { actionQuery, refreshed } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

// The reception records (issue 17): guest messages, flags, lost and found, pick-up and drop-off.
// Each list is one page of its path's `list`; every command reads its own path again.

export type GuestMessage = Schemas['GuestMessage'];
export type GuestMessageFilter = Schemas['GuestMessageFilter'];
export type Flag = Schemas['Flag'];
export type FlagFilter = Schemas['FlagFilter'];
export type FlagKind = Schemas['FlagKind'];
export type LostFoundItem = Schemas['LostFoundItem'];
export type LostFoundFilter = Schemas['LostFoundFilter'];
export type LostFoundStatus = Schemas['LostFoundStatus'];
export type Transfer = Schemas['Transfer'];
export type TransferFilter = Schemas['TransferFilter'];
export type TransferStatus = Schemas['TransferStatus'];
export type FrontDeskStay = Schemas['FrontDeskStay'];

/** Messages, newest first; live: another desk's message shows within the refresh. */
export const messagesQuery = (filter: GuestMessageFilter) =>
  actionQuery('reception/message', 'list', [filter], {
    ...refreshed,
    placeholderData: keepPreviousData,
    select: (answer) => answer[0],
  });

export const flagsQuery = (filter: FlagFilter) =>
  actionQuery('reception/flag', 'list', [filter], {
    ...refreshed,
    placeholderData: keepPreviousData,
    select: (answer) => answer[0],
  });

export const lostFoundQuery = (filter: LostFoundFilter) =>
  actionQuery('reception/lost-found', 'list', [filter], {
    placeholderData: keepPreviousData,
    select: (answer) => answer[0],
  });

export const transfersQuery = (filter: TransferFilter) =>
  actionQuery('reception/transfer', 'list', [filter], {
    ...refreshed,
    placeholderData: keepPreviousData,
    select: (answer) => answer[0],
  });

/** The guests a record can be taken for: those in house and today's arrivals (the stay pickers). */
export const inHouseChoicesQuery = () => actionQuery('reservation/reservation', 'in-house', [{}]);
export const arrivalChoicesQuery = () => actionQuery('reservation/reservation', 'arrivals', [{}]);

export const useCreateMessage = () => useCommand('reception/message', 'create');
export const useUpdateMessage = () => useCommand('reception/message', 'update');
export const useDeliverMessage = () => useCommand('reception/message', 'deliver');
export const usePrintMessage = () => useCommand('reception/message', 'print');

export const useCreateFlag = () => useCommand('reception/flag', 'create');
export const useUpdateFlag = () => useCommand('reception/flag', 'update');
export const useResolveFlag = () => useCommand('reception/flag', 'resolve');
export const useReopenFlag = () => useCommand('reception/flag', 'reopen');

export const useCreateLostFound = () => useCommand('reception/lost-found', 'create');
export const useUpdateLostFound = () => useCommand('reception/lost-found', 'update');
export const useSetLostFoundStatus = () => useCommand('reception/lost-found', 'set-status');

export const useCreateTransfer = () => useCommand('reception/transfer', 'create');
export const useUpdateTransfer = () => useCommand('reception/transfer', 'update');
export const useSetTransferStatus = () => useCommand('reception/transfer', 'set-status');
export const useCancelTransfer = () => useCommand('reception/transfer', 'cancel');
