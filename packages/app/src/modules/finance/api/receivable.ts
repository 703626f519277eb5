import type { Schemas } from '@pms/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { actionQuery, refreshed } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

// Accounts receivable (issue 18): the company accounts with their balances and ageing, one
// account's invoices, payments and statement, and the commands that keep them. Every command
// reads the whole `cashier/receivable` path again (its figures all move together).

export type ReceivableAccount = Schemas['ArAccount'];
export type ReceivableInvoice = Schemas['ArInvoice'];
export type ReceivablePayment = Schemas['ArPayment'];
export type ReceivableStatement = Schemas['ArStatement'];
export type ReceivableStatementLine = Schemas['ArStatementLine'];
export type InvoiceStatus = ReceivableInvoice['status'];

/** Every account with balance, available credit and ageing; live, like the other money screens. */
export const receivableAccountsQuery = (search: string) =>
  actionQuery('cashier/receivable', 'list', [search ? { search } : {}], {
    ...refreshed,
    placeholderData: keepPreviousData,
  });

export const receivableAccountQuery = (accountId: number) =>
  actionQuery('cashier/receivable', 'get', [{ accountId }], { ...refreshed, select: (answer) => answer[0] });

export const receivableInvoicesQuery = (accountId: number) =>
  actionQuery('cashier/receivable', 'invoices', [{ accountId }], refreshed);

export const receivablePaymentsQuery = (accountId: number) =>
  actionQuery('cashier/receivable', 'payments', [{ accountId }], refreshed);

export const receivableStatementQuery = (accountId: number, fromDate: string, toDate: string) =>
  actionQuery('cashier/receivable', 'statement', [{ accountId, fromDate, toDate }], {
    placeholderData: keepPreviousData,
    select: (answer) => answer[0],
  });

export const useSaveReceivableAccount = () => useCommand('cashier/receivable', 'save');
export const useReceivePayment = () => useCommand('cashier/receivable', 'pay', { listFields: ['allocations'] });
export const useAllocatePayment = () => useCommand('cashier/receivable', 'allocate', { listFields: ['allocations'] });
