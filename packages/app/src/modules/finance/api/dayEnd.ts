import type { Schemas } from '@pms/api-client';
import { actionQuery, refreshed } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

// Day-end, the night audit (issue 19): what the run of the hotel date would find and do, where the
// run stands, and the two commands. The run is one transaction on the server, so its steps are
// known once it answers; until then the screen shows it as busy.

export type DayEndPreview = Schemas['DayEndPreview'];
export type DayEndFinding = Schemas['DayEndFinding'];
export type DayEndFindingCode = DayEndFinding['code'];
export type DayEndRoomCharge = Schemas['DayEndRoomCharge'];
export type DayEndMoneyTotals = Schemas['DayEndMoneyTotals'];
export type DayEndRoomChange = Schemas['DayEndRoomChange'];
export type DayEndRun = Schemas['DayEndRun'];
export type DayEndStep = Schemas['DayEndStep'];
export type DayEndStepName = Schemas['DayEndStepName'];
export type DayEndStatus = Schemas['DayEndStatus'];

/** The steps of a run in their order (the contract's DayEndStepName). */
export const DAY_END_STEPS: readonly DayEndStepName[] = [
  'checks',
  'no-shows',
  'room-charges',
  'room-status',
  'statistics',
  'close-date',
];

/**
 * What the run of the current hotel date would find and do (`preview`; nothing is written), or
 * null. Live: a departure checked out or a shift closed at another desk leaves the list within
 * the refresh.
 */
export const dayEndPreviewQuery = () =>
  actionQuery('finance/day-end', 'preview', [], { ...refreshed, select: (answer) => answer[0] ?? null });

/** The hotel date and its run, or else the last run (`status`). */
export const dayEndStatusQuery = () =>
  actionQuery('finance/day-end', 'status', [], { ...refreshed, select: (answer) => answer[0] ?? null });

/**
 * A run moves the hotel date (which every screen's defaults start from), makes no-shows, posts the
 * room charges and turns rooms dirty: the date and every list of stays, folios, rooms and figures
 * are read again.
 */
const RUN_CHANGES = {
  invalidates: [
    ['configuration/hotel'],
    ['reservation/reservation'],
    ['reservation/availability'],
    ['reception/room-rack'],
    ['cashier/folio'],
    ['cashier/departure'],
    ['cashier/shift'],
    ['cashier/deposit'],
    ['housekeeping/room-status'],
    ['report/dashboard'],
    ['report/reservationReport'],
    ['report/financeReport'],
    ['report/managementReport'],
  ],
} as const;

/** Runs (or resumes) the day-end of the hotel date the screen read (`run`, one key per press). */
export const useRunDayEnd = () => useCommand('finance/day-end', 'run', RUN_CHANGES);

/** Closes a failed run without running it (`cancel`): "Day-end proceed was cancelled". */
export const useCancelDayEnd = () => useCommand('finance/day-end', 'cancel');
