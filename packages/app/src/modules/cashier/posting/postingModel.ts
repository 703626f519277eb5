import { chargeLine, type LineAmounts, localAmount, taxesFor } from '@pms/domain/charges';
import { parseAmount } from '@pms/domain/money';
import type { Currency, HotelTaxType, PaymentType, TransactionCode, TransactionGroup } from '../api/posting.ts';

/** A rate in force (configuration/exchange-rate `list-in-force`), as much of it as a payment needs. */
export interface RateRow {
  currencyId: number;
  buyingRate: string;
  effectiveDate: string;
}

/** Folio windows a posting may go to (domain: windows 1..8, window 1 takes what is not routed). */
export const WINDOWS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** The charge codes staff may post: active codes of kind CHARGE, by code. */
export const chargeCodes = (codes: readonly TransactionCode[]): TransactionCode[] =>
  codes.filter((code) => code.kind === 'CHARGE' && code.active === 1).sort((a, b) => a.code.localeCompare(b.code));

/**
 * A charge line as the server will store it: the same function (@pms/domain/charges) on the same
 * master data, so the preview is the posting to the cent. Null until quantity and amount are valid.
 */
export function previewCharge(
  code: TransactionCode | undefined,
  groups: readonly TransactionGroup[],
  taxTypes: readonly HotelTaxType[],
  quantity: number | null,
  unitTyped: string,
): LineAmounts | null {
  const unit = parseAmount(unitTyped);
  if (!code || unit === null || quantity === null || !Number.isSafeInteger(quantity) || quantity < 1) return null;
  const group = groups.find((row) => row.id === code.transactionGroupId);
  const taxes = taxesFor(
    { taxable: code.taxable === 1, service_charge: code.serviceCharge === 1, group_code: group?.code ?? '' },
    // The server applies them in sort order; the sums do not depend on it, the rounding per type neither.
    [...taxTypes]
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
      .map((type) => ({
        code: type.code,
        percent: type.percent,
        included: type.included === 1,
        applies_to: type.appliesTo,
      })),
  );
  return chargeLine(unit, quantity, taxes);
}

/** The payment types staff may take: active ones with a transaction code, by code. */
export const usablePaymentTypes = (types: readonly PaymentType[]): PaymentType[] =>
  types
    .filter((type) => type.active === 1 && type.transactionCodeId !== null)
    .sort((a, b) => a.code.localeCompare(b.code));

export interface PaymentCurrency {
  code: string;
  isLocal: boolean;
  /** Local currency for one unit (the buying rate in force); '1' for the local currency. */
  rate: string;
  /** The date the rate took effect; null for the local currency. */
  effectiveDate: string | null;
}

/**
 * The currency a payment type is tendered in and the rate the server will keep on the posting:
 * the type's own currency (the local one when it has none) at the buying rate in force. Null when
 * a foreign currency has no rate (the server refuses NO_EXCHANGE_RATE) or nothing is loaded.
 */
export function paymentCurrency(
  type: PaymentType | undefined,
  currencies: readonly Currency[],
  rates: readonly RateRow[],
): PaymentCurrency | null {
  if (!type) return null;
  const currency =
    type.currencyId === null
      ? currencies.find((row) => row.isLocalCurrency === 1)
      : currencies.find((row) => row.id === type.currencyId);
  if (!currency) return null;
  if (currency.isLocalCurrency === 1) return { code: currency.code, isLocal: true, rate: '1', effectiveDate: null };
  const rate = rates.find((row) => row.currencyId === currency.id);
  return rate
    ? { code: currency.code, isLocal: false, rate: rate.buyingRate, effectiveDate: rate.effectiveDate }
    : null;
}

/** The local equivalent of a tendered amount, exact (half up to the cent); null until it is an amount above 0. */
export function localEquivalent(amountTyped: string, currency: PaymentCurrency | null): string | null {
  const amount = parseAmount(amountTyped);
  if (amount === null || currency === null || amount === '0.00') return null;
  return localAmount(amount, currency.rate);
}

/** A rate as staff read it: the six stored decimals without trailing zeros ('32.200000' → '32.2'). */
export const shortRate = (rate: string): string => rate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
