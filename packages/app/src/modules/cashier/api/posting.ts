import type { Schemas } from '@pms/api-client';
import { actionQuery, REFERENCE_STALE_MS } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

export type Posting = Schemas['Posting'];
export type Folio = Schemas['Folio'];
export type TransactionCode = Schemas['TransactionCode'];
export type TransactionGroup = Schemas['TransactionGroup'];
export type HotelTaxType = Schemas['HotelTaxType'];
export type PaymentType = Schemas['PaymentType'];
export type Currency = Schemas['Currency'];

// The master data a posting form needs, kept like the other reference lists (five minutes).
const reference = { staleTime: REFERENCE_STALE_MS } as const;
export const transactionCodesQuery = () => actionQuery('configuration/transaction-code', 'list', [], reference);
export const transactionGroupsQuery = () => actionQuery('configuration/transaction-group', 'list', [], reference);
export const taxTypesQuery = () => actionQuery('configuration/hotel-tax-type', 'list', [], reference);
export const paymentTypesQuery = () => actionQuery('configuration/payment-type', 'list', [], reference);
export const currenciesQuery = () => actionQuery('configuration/currency', 'list', [], reference);
/** The buying and selling rates in force on the hotel date: the rate a foreign payment is taken at. */
export const ratesInForceQuery = () => actionQuery('configuration/exchange-rate', 'list-in-force', [], reference);

/** A folio with its postings, windows and balances, by folio or by stay (`cashier/folio get`). */
export const folioQuery = (ref: Schemas['FolioRef']) =>
  actionQuery('cashier/folio', 'get', [ref], { select: (answer) => answer[0] ?? null });

/** Postings change the shift's live totals too. */
const POSTINGS = { invalidates: [['cashier/shift'], ['report/dashboard']] } as const;

/** Posts a charge by transaction code (`post`; one Idempotency-Key per intent). */
export const usePostCharge = () => useCommand('cashier/folio', 'post', POSTINGS);
/** Takes a payment by payment type (`pay`; one Idempotency-Key per intent). */
export const usePostPayment = () => useCommand('cashier/folio', 'pay', POSTINGS);
/** Voids a posting of the caller's open shift today, with the reason (`void`). */
export const useVoidPosting = () => useCommand('cashier/folio', 'void', POSTINGS);

/** The in-house stays matching a room number (the posting screen finds the room's stay in it). */
export const inHouseByRoomQuery = (room: string) =>
  actionQuery('reservation/reservation', 'in-house', [{ search: room }], {
    select: (answer) => answer.filter((stay) => stay.roomNumber.toLowerCase() === room.toLowerCase()),
  });
