import type { Schemas } from '@pms/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { actionQuery, refreshed } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

export type CashierShift = Schemas['CashierShift'];
export type ShiftName = Schemas['ShiftName'];
export type ShiftFilter = Schemas['CashierShiftFilter'];
export type ShiftSummary = Schemas['CashierShiftSummary'];
export type ShiftCodeTotal = Schemas['ShiftCodeTotal'];
export type ShiftPaymentTotal = Schemas['ShiftPaymentTotal'];
export type CashCount = Schemas['CashCount'];

/**
 * The caller's open shift (`cashier/shift current`): the shift or null. Live, so a shift closed in
 * another tab stops being offered within the refresh.
 */
export const currentShiftQuery = () =>
  actionQuery('cashier/shift', 'current', [], { ...refreshed, select: (answer) => answer[0] ?? null });

/** One page of shifts (`cashier/shift list`), newest first. */
export const shiftListQuery = (filter: ShiftFilter) =>
  actionQuery('cashier/shift', 'list', [filter], {
    placeholderData: keepPreviousData,
    select: (answer) => answer[0] ?? { total: 0, offset: 0, rows: [] },
  });

/** One shift with its totals and counts (`list` of that id), or null. */
export const shiftQuery = (id: number) =>
  actionQuery('cashier/shift', 'list', [{ id }], { select: (answer) => answer[0]?.rows[0] ?? null });

/** A shift's postings by transaction code (`cashier/shift summary`); live while it is open. */
export const shiftSummaryQuery = (id: number, live: boolean) =>
  actionQuery('cashier/shift', 'summary', [{ id }], {
    ...(live ? refreshed : {}),
    select: (answer) => answer[0] ?? null,
  });

/** Every posting carries the shift, so a shift change reads the folios and the dashboard again. */
const SHIFT_CHANGES = { invalidates: [['cashier/folio'], ['report/dashboard']] } as const;

/** Opens an AM, PM or Night shift for the caller (`open`, one Idempotency-Key per press). */
export const useOpenShiftCommand = () => useCommand('cashier/shift', 'open', SHIFT_CHANGES);
/** Closes the caller's open shift with the cash counted per currency (`close`). */
export const useCloseShift = () => useCommand('cashier/shift', 'close', SHIFT_CHANGES);
