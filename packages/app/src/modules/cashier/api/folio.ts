import type { Schemas } from '@pms/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { actionQuery } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

export type FolioFilter = Schemas['FolioFilter'];
export type FolioListRow = Schemas['FolioListRow'];
export type FolioPage = Schemas['FolioPage'];
export type Invoice = Schemas['Invoice'];
export type InvoiceLine = Schemas['InvoiceLine'];
export type FolioOwnerKind = Schemas['FolioListRow']['ownerKind'];

/** One page of folios found by room, name, kind and status (`cashier/folio list`). */
export const folioListQuery = (filter: FolioFilter) =>
  actionQuery('cashier/folio', 'list', [filter], {
    placeholderData: keepPreviousData,
    select: (answer) => answer[0] ?? { total: 0, offset: 0, rows: [] },
  });

/** What a printed invoice of one folio window needs (`cashier/folio invoice`). */
export const invoiceQuery = (folioId: number, window: number) =>
  actionQuery('cashier/folio', 'invoice', [{ folioId, window }], { select: (answer) => answer[0] ?? null });

/** Postings change the shift's live totals and the dashboard too. */
const POSTINGS = { invalidates: [['cashier/shift'], ['report/dashboard']] } as const;

/** Counter-posts a posting of an earlier shift on today's hotel date, with the reason (`correct`). */
export const useCorrectPosting = () => useCommand('cashier/folio', 'correct', POSTINGS);
/** Moves postings to another window or folio as out/in pairs (`transfer`). */
export const useTransferPostings = () => useCommand('cashier/folio', 'transfer', POSTINGS);
/** Opens a reservation's, a company's or a named house folio; idempotent by that key (`open`). */
export const useOpenFolio = () => useCommand('cashier/folio', 'open', { idempotent: false });
/** Closes a house or company folio at a zero balance (`close`). */
export const useCloseFolio = () => useCommand('cashier/folio', 'close', { idempotent: false });
/** Reopens a closed house or company folio (`reopen`). */
export const useReopenFolio = () => useCommand('cashier/folio', 'reopen', { idempotent: false });
