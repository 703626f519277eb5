// The charge-line arithmetic lives in @pms/domain so the posting screens preview exactly what the
// server stores; the server's callers keep importing it from here.
export {
  chargeLine,
  divideHalfUp,
  fromMillionths,
  type LineAmounts,
  type LineTax,
  localAmount,
  SERVICE_CHARGE_CODE,
  taxesFor,
  toMillionths,
} from '@pms/domain/charges';
