import type { Schemas } from '@pms/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { actionQuery, refreshed } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

export type DepositAccount = Schemas['DepositAccount'];
export type DepositEntry = Schemas['DepositEntry'];
export type DepositReceipt = Schemas['DepositReceipt'];
export type DepositView = Schemas['DepositView'];
export type DepositListFilter = Schemas['DepositListFilter'];

/** Bookings' deposits (cashier/deposit `list`), live: a deposit taken at another desk shows. */
export const depositListQuery = (filter: DepositListFilter) =>
  actionQuery('cashier/deposit', 'list', [filter], { ...refreshed, placeholderData: keepPreviousData });

/** One booking's deposit with its ledger postings (`get`), or null. */
export const depositQuery = (reservationId: number) =>
  actionQuery('cashier/deposit', 'get', [{ reservationId }], { select: (answer) => answer[0] ?? null });

/** A deposit moves money and shifts: the folios, the shift totals and the dashboard read again. */
const DEPOSIT_CHANGES = {
  invalidates: [['cashier/folio'], ['cashier/shift'], ['report/dashboard']],
} as const;

/** Takes a deposit (`take`, one Idempotency-Key per press): answers the receipt. */
export const useTakeDeposit = () => useCommand('cashier/deposit', 'take', DEPOSIT_CHANGES);
/** Pays part of the deposit back (`refund`). */
export const useRefundDeposit = () => useCommand('cashier/deposit', 'refund', DEPOSIT_CHANGES);
/** Keeps part of a cancelled booking's deposit (`forfeit`). */
export const useForfeitDeposit = () => useCommand('cashier/deposit', 'forfeit', DEPOSIT_CHANGES);
