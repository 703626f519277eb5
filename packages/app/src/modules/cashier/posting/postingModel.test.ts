import { describe, expect, it } from 'vitest';
import type { Currency, HotelTaxType, PaymentType, TransactionCode, TransactionGroup } from '../api/posting.ts';
import { chargeCodes, localEquivalent, paymentCurrency, previewCharge, shortRate } from './postingModel.ts';

const group = (id: number, code: string): TransactionGroup => ({ id, code, name: code, reportOrder: id, version: 1 });
const groups = [group(1, 'ROOM'), group(2, 'FB'), group(3, 'MISC')];
const code = (id: number, groupId: number, more: Partial<TransactionCode> = {}): TransactionCode => ({
  id,
  code: String(id),
  name: `Code ${id}`,
  transactionGroupId: groupId,
  kind: 'CHARGE',
  departmentId: null,
  defaultAmount: '0',
  taxable: 1,
  serviceCharge: 1,
  active: 1,
  version: 1,
  ...more,
});
const tax = (id: number, taxCode: string, percent: string, more: Partial<HotelTaxType> = {}): HotelTaxType => ({
  id,
  code: taxCode,
  name: taxCode,
  percent,
  included: 0,
  appliesTo: 'ALL',
  sortOrder: id,
  version: 1,
  ...more,
});
// The demo hotel's: 10% service and 7% VAT on top, 1% provincial tax included in room revenue.
const taxes = [tax(1, 'SVC', '10'), tax(2, 'VAT', '7'), tax(3, 'PROV', '1', { included: 1, appliesTo: 'ROOM' })];

describe('the charge preview', () => {
  it('computes per line, half up, as the server stores it', () => {
    expect(previewCharge(code(2000, 2), groups, taxes, 1, '10.35')).toEqual({
      unitAmount: '10.35',
      quantity: 1,
      netAmount: '10.35',
      serviceCharge: '1.04',
      tax: '0.80',
      total: '12.19',
    });
    // Room revenue carves the included 1% out of the price first.
    expect(previewCharge(code(1000, 1), groups, taxes, 1, '1,000')?.total).toBe('1175.25');
  });

  it('leaves out what the code does not take', () => {
    const untaxed = code(3000, 3, { taxable: 0, serviceCharge: 0 });
    expect(previewCharge(untaxed, groups, taxes, 3, '100')).toMatchObject({ netAmount: '300.00', total: '300.00' });
  });

  it('waits for a code, a whole quantity and an amount', () => {
    expect(previewCharge(undefined, groups, taxes, 1, '10')).toBeNull();
    expect(previewCharge(code(2000, 2), groups, taxes, 0, '10')).toBeNull();
    expect(previewCharge(code(2000, 2), groups, taxes, 1, '10.555')).toBeNull();
  });

  it('offers active charge codes only, by code', () => {
    const codes = [code(20, 2), code(10, 1), code(30, 1, { active: 0 }), code(9000, 1, { kind: 'PAYMENT' })];
    expect(chargeCodes(codes).map((row) => row.id)).toEqual([10, 20]);
  });
});

describe('the payment currency', () => {
  const currency = (id: number, currencyCode: string, local: 0 | 1): Currency =>
    ({
      id,
      code: currencyCode,
      name: currencyCode,
      symbol: '',
      decimals: 2,
      isLocalCurrency: local,
      version: 1,
    }) as Currency;
  const currencies = [currency(1, 'THB', 1), currency(2, 'USD', 0), currency(3, 'LAK', 0)];
  const rates = [{ currencyId: 2, buyingRate: '32.745000', effectiveDate: '2026-11-25' }];
  const type = (currencyId: number | null): PaymentType => ({
    id: 1,
    code: 'X',
    name: 'X',
    kind: 'CASH',
    currencyId,
    transactionCodeId: 9,
    active: 1,
    version: 1,
  });

  it('tenders a foreign type at the buying rate in force, exactly', () => {
    const usd = paymentCurrency(type(2), currencies, rates);
    expect(usd).toEqual({ code: 'USD', isLocal: false, rate: '32.745000', effectiveDate: '2026-11-25' });
    // 33.33 × 32.745 = 1091.39085: half up to 1091.39 (floats give 1091.3908499…).
    expect(localEquivalent('33.33', usd)).toBe('1091.39');
    expect(localEquivalent('0.01', usd)).toBe('0.33');
    expect(shortRate('32.745000')).toBe('32.745');
    expect(shortRate('33.000000')).toBe('33');
  });

  it('takes a type without currency in the local one, and has no rate for a currency without one', () => {
    expect(paymentCurrency(type(null), currencies, rates)).toMatchObject({ code: 'THB', isLocal: true, rate: '1' });
    expect(localEquivalent('1,500', paymentCurrency(type(1), currencies, rates))).toBe('1500.00');
    expect(paymentCurrency(type(3), currencies, rates)).toBeNull();
  });
});
