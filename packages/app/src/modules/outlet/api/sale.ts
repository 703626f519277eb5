import type { Schemas } from '@pms/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { actionQuery, REFERENCE_STALE_MS, refreshed } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

export type OutletSale = Schemas['OutletSale'];
export type OutletSaleLineInput = Schemas['OutletSaleLineInput'];
export type OutletInHouseGuest = Schemas['OutletInHouseGuest'];
export type PaymentType = Schemas['PaymentType'];

/**
 * A check priced exactly by the server (`outlet/sale quote`): the same per-line tax and service
 * charge the posting will carry, so the preview never differs from what is posted.
 */
export const saleQuoteQuery = (outletId: number, lines: readonly OutletSaleLineInput[], paymentTypeId?: number) =>
  actionQuery(
    'outlet/sale',
    'quote',
    [{ outletId, lines: [...lines], ...(paymentTypeId === undefined ? {} : { paymentTypeId }) }],
    { placeholderData: keepPreviousData, select: (answer) => answer[0] ?? null, retry: false },
  );

/** Who is in house in a room (`outlet/sale room`), for staff to confirm the guest's name. */
export const inHouseGuestQuery = (roomNumber: string) =>
  actionQuery('outlet/sale', 'room', [{ roomNumber }], { retry: false, staleTime: 0 });

/** The sales of today's hotel date, of one outlet (`outlet/sale list`), newest first; live. */
export const todaysSalesQuery = (outletId: number) =>
  actionQuery('outlet/sale', 'list', [{ outletId }], { ...refreshed, placeholderData: keepPreviousData });

/** The hotel's active payment types (a settings list every signed-in user reads). */
export const paymentTypesQuery = () =>
  actionQuery('configuration/payment-type', 'list', [], {
    staleTime: REFERENCE_STALE_MS,
    select: (types) => types.filter((type) => type.active === 1 && type.transactionCodeId !== null),
  });

/**
 * The caller's open cashier shift (`cashier/shift current`): every sale is a cashier posting in it.
 * The same query as the cashier's screens (same key), so opening a shift anywhere shows here.
 */
export const outletShiftQuery = () =>
  actionQuery('cashier/shift', 'current', [], { ...refreshed, select: (answer) => answer[0] ?? null });

/** A sale posts to folios and a shift: those reads and the dashboard read again. */
export const usePostSale = () =>
  useCommand('outlet/sale', 'post', {
    invalidates: [['cashier/folio'], ['cashier/shift'], ['report/dashboard']],
  });

/** Opens the caller's cashier shift from the spec's shift choice (`cashier/shift open`). */
export const useOpenCashierShift = () =>
  useCommand('cashier/shift', 'open', { invalidates: [['cashier/folio'], ['report/dashboard']] });
