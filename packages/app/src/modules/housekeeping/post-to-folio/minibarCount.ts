import { chargeLine, type LineAmounts } from '@pms/domain/charges';
import { sumMoney } from '@pms/domain/money';
import type { MinibarItem } from '../api/minibar.ts';

/** Units counted per minibar item id; an item left at 0 is not on the count. */
export type Counts = Readonly<Record<number, number>>;

export interface CountedLine {
  item: MinibarItem;
  quantity: number;
  amounts: LineAmounts;
}

/** The largest count of one item on one slip (the contract's limit). */
export const MAX_UNITS = 99;

/** Whether an item can be charged: it needs a charge transaction code. */
export const isChargeable = (item: MinibarItem): boolean => item.transactionCodeId !== null;

/**
 * The count's lines as the cashier will post them: each item's price × units with the taxes its
 * code takes, by the same function the server posts with (@pms/domain/charges), so the total shown
 * is the folio's to the cent.
 */
export function countedLines(items: readonly MinibarItem[], counts: Counts): CountedLine[] {
  return items
    .filter((item) => isChargeable(item) && (counts[item.minibarTypeId] ?? 0) > 0)
    .map((item) => {
      const quantity = counts[item.minibarTypeId] ?? 0;
      return { item, quantity, amounts: chargeLine(item.price, quantity, item.taxes) };
    });
}

export interface CountTotals {
  netAmount: string;
  serviceCharge: string;
  tax: string;
  total: string;
  units: number;
}

export function countTotals(lines: readonly CountedLine[]): CountTotals {
  return {
    netAmount: sumMoney(lines.map((line) => line.amounts.netAmount)),
    serviceCharge: sumMoney(lines.map((line) => line.amounts.serviceCharge)),
    tax: sumMoney(lines.map((line) => line.amounts.tax)),
    total: sumMoney(lines.map((line) => line.amounts.total)),
    units: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
