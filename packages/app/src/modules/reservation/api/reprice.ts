import type { Schemas } from '@pms/api-client';
import { actionQuery } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

const PATH = 'reservation/reprice';

export type RepricePreview = Schemas['RepricePreview'];

/**
 * What repricing a reservation by its company's contract in force would change, stay by stay and
 * night by night (reservation/reprice `preview`; changes nothing). Read afresh each time the dialog
 * opens: a contract may have changed since.
 */
export const repricePreviewQuery = (id: number) =>
  actionQuery(PATH, 'preview', [{ id }], { staleTime: 0, gcTime: 0, select: (answer) => answer[0] });

/**
 * Writes the preview's new prices under the reservation's row version (a stale one is refused,
 * so applying twice cannot reprice twice; the path takes no Idempotency-Key); the reservation is
 * read again.
 */
export const useApplyReprice = () =>
  useCommand(PATH, 'apply', { idempotent: false, invalidates: [['reservation/reservation']] });
