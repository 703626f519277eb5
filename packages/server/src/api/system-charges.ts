import type { ActionContext } from './handlers.ts';

/**
 * Charges the system posts to in-house stays (day-end's room charge), through the cashier's own
 * posting path: the same folio made on first use, routing, tax and service charge per line and
 * audit record, in the hotel's system shift of the hotel date. Server modules never import each
 * other: the cashier provides the poster when it loads, the module that charges asks for it here.
 */
export interface SystemCharge {
  stayId: number;
  transactionCodeId: number;
  /** Local currency, exact. */
  unitAmount: string;
  quantity: number;
  description: string;
  reference: string;
}

export interface PostedSystemCharge {
  postingId: number;
  folioId: number;
  netAmount: string;
  serviceCharge: string;
  tax: string;
  total: string;
}

/** Posts charges in one go, answering one posting per charge in their order. */
export type SystemChargePoster = (
  context: ActionContext,
  charges: readonly SystemCharge[],
) => Promise<PostedSystemCharge[]>;

let poster: SystemChargePoster | undefined;

/** The cashier registers its poster (registered again on a module reload: the last one wins). */
export function provideSystemCharges(provided: SystemChargePoster): void {
  poster = provided;
}

/** Posts system charges in the caller's transaction (context.db), one posting each, in their order. */
export function postSystemCharges(
  context: ActionContext,
  charges: readonly SystemCharge[],
): Promise<PostedSystemCharge[]> {
  if (!poster) throw new Error('No system charge poster: the cashier module is not loaded');
  return poster(context, charges);
}
