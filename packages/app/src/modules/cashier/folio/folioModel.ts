import { sumMoney, toCents } from '@pms/domain/money';
import type { Folio, Posting } from '../api/posting.ts';

/** Windows always shown (issue 18: at least 4), and any other window in use. */
export const SHOWN_WINDOWS = 4;

/** The windows a folio shows, each with its balance as the server summed it. */
export function windowsOf(folio: Folio): { window: number; balance: string }[] {
  const shown = new Map<number, string>();
  for (let window = 1; window <= SHOWN_WINDOWS; window += 1) shown.set(window, '0.00');
  for (const window of folio.windows) shown.set(window.window, window.balance);
  return [...shown.entries()].sort(([a], [b]) => a - b).map(([window, balance]) => ({ window, balance }));
}

/** A posting moved out of its window (the original of an out half), shown but not movable again. */
export function movedOutIds(postings: readonly Posting[]): Set<number> {
  const moved = new Set<number>();
  for (const posting of postings) {
    if (posting.transferSide === 'out' && posting.transferOf !== null) moved.add(posting.transferOf);
  }
  return moved;
}

/** Whether a posting may still be transferred: not void, not an out half, not moved already. */
export const isMovable = (posting: Posting, moved: ReadonlySet<number>) =>
  !posting.void && posting.transferSide !== 'out' && !moved.has(posting.id);

/** The sum of the postings' totals (void ones count nothing), exact. */
export const totalOf = (postings: readonly Posting[]): string =>
  sumMoney(postings.filter((posting) => !posting.void).map((posting) => posting.total));

export const isNegative = (amount: string): boolean => toCents(amount) < 0n;
