import type { RequestData } from '@pms/api-client';
import { actionQuery, refreshed } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

export type AllotmentCriteria = RequestData<'reservation/allotment', 'get'>[number];

/** A company's allotment for a period, read again every 20000 ms (spec §7) while on screen. */
export const allotmentQuery = (criteria: AllotmentCriteria) =>
  actionQuery('reservation/allotment', 'get', [criteria], { ...refreshed, select: (answer) => answer[0] });

// Held rooms are not for sale: availability changes with every allotment written. The path takes
// no Idempotency-Key (openapi: a set names each night's version; a fill writes absolute values).
const writes = { invalidates: [['reservation/availability']], idempotent: false } as const;

/** Rooms held per night of one room type, saved in one transaction. */
export const useSetAllotment = () => useCommand('reservation/allotment', 'set', writes);
/** The same rooms and release days on the chosen weekdays of a period. */
export const useFillAllotment = () => useCommand('reservation/allotment', 'fill', writes);
