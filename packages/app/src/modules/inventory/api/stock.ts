import type { Schemas } from '@pms/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { actionQuery } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

// The stock ledger (inventory/stock): stock on hand, the documents, and receiving and transfers
// (each sent with an Idempotency-Key: a retried save never moves stock twice).

export type StockOnHand = Schemas['StockOnHand'];
export type StockDocument = Schemas['StockDocument'];

export const onHandQuery = (filter: Schemas['StockOnHandFilter']) =>
  actionQuery('inventory/stock', 'on-hand', [filter], { placeholderData: keepPreviousData });

export const documentsQuery = (filter: Schemas['StockDocumentFilter']) =>
  actionQuery('inventory/stock', 'documents', [filter], { placeholderData: keepPreviousData });

export const useReceive = () => useCommand('inventory/stock', 'receive', { listFields: ['lines'] });
export const useTransfer = () => useCommand('inventory/stock', 'transfer', { listFields: ['lines'] });
