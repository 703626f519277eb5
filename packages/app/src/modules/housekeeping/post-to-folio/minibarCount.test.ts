import { describe, expect, it } from 'vitest';
import type { MinibarItem } from '../api/minibar.ts';
import { countedLines, countTotals } from './minibarCount.ts';

const taxes = [
  { percent: '10', included: false, service: true },
  { percent: '7', included: false, service: false },
];
const item = (minibarTypeId: number, price: string, transactionCodeId: number | null = 5): MinibarItem => ({
  minibarTypeId,
  code: `I${minibarTypeId}`,
  name: `Item ${minibarTypeId}`,
  price,
  transactionCodeId,
  transactionCode: transactionCodeId === null ? '' : '2020',
  taxes: transactionCodeId === null ? [] : taxes,
  inventoryItemId: null,
});

describe('a minibar count in the browser', () => {
  it('prices each counted line as the cashier posts it and sums them exactly', () => {
    const items = [item(1, '30.00'), item(2, '33.33'), item(3, '80.00', null)];
    const lines = countedLines(items, { 1: 1, 2: 3, 3: 2 });
    // The item without a charge code is never on the count.
    expect(lines.map((line) => line.item.minibarTypeId)).toEqual([1, 2]);
    // 3 × 33.33 = 99.99; service 10.00 (9.999 half up); VAT 7 % of 109.99 = 7.70 (7.6993).
    expect(lines[1]?.amounts).toMatchObject({
      netAmount: '99.99',
      serviceCharge: '10.00',
      tax: '7.70',
      total: '117.69',
    });
    expect(countTotals(lines)).toEqual({
      netAmount: '129.99',
      serviceCharge: '13.00',
      tax: '10.01',
      total: '153.00',
      units: 4,
    });
  });

  it('leaves out items counted at zero', () => {
    expect(countedLines([item(1, '30.00')], { 1: 0 })).toEqual([]);
    expect(countTotals([])).toEqual({ netAmount: '0.00', serviceCharge: '0.00', tax: '0.00', total: '0.00', units: 0 });
  });
});
