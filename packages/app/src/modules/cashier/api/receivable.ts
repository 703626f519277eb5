import type { Schemas } from '@pms/api-client';
import { actionQuery } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

// The cashier's side of accounts receivable (issue 18): the accounts a window's balance may go to,
// and the transfer itself. The finance module keeps the ledger's own factories (modules never
// import each other).

export type TransferAccount = Schemas['ArAccount'];
export type ReceivableInvoice = Schemas['ArInvoice'];

/** The companies with an AR account, with the credit each has left. */
export const transferAccountsQuery = () => actionQuery('cashier/receivable', 'list', [{}]);

/** Moves a window's balance to a company's account; the folio's reads and the departures change too. */
export const useTransferToReceivable = () =>
  useCommand('cashier/receivable', 'transfer', { invalidates: [['cashier/folio'], ['cashier/departure']] });
