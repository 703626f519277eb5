import type { ActionContext } from '../../api/handlers.ts';
import type { PostedSystemCharge, SystemCharge } from '../../api/system-charges.ts';
import { hotelDateOf } from './common.ts';
import { systemShift } from './deposit-transfer.ts';
import { postCharge } from './folio.ts';

/**
 * A charge the system makes (day-end's room charge, api/system-charges.ts): the cashier's charge
 * path as a cashier's post takes it, into the hotel's system shift of the hotel date, since no
 * cashier's shift is behind it.
 */
export async function postSystemCharge(context: ActionContext, charge: SystemCharge): Promise<PostedSystemCharge> {
  const shift = {
    id: await systemShift(context.db, context.propertyId, await hotelDateOf(context.db, context.propertyId)),
  };
  const posting = await postCharge(
    context,
    {
      stayId: charge.stayId,
      transactionCodeId: charge.transactionCodeId,
      quantity: charge.quantity,
      unitAmount: charge.unitAmount,
      description: charge.description,
      reference: charge.reference,
    },
    shift,
  );
  return {
    postingId: posting.id,
    folioId: posting.folioId,
    netAmount: posting.netAmount,
    serviceCharge: posting.serviceCharge,
    tax: posting.tax,
    total: posting.total,
  };
}
