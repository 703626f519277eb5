import { describe, expect, it } from 'vitest';
import type { Folio, Posting } from '../api/posting.ts';
import { isMovable, movedOutIds, totalOf, windowsOf } from './folioModel.ts';

const posting = (id: number, total: string, extra: Partial<Posting> = {}) =>
  ({ id, total, window: 1, void: false, transferOf: null, transferSide: null, ...extra }) as Posting;

describe('the folio screens’ model', () => {
  it('shows windows 1 to 4 always and any other in use, in order', () => {
    const folio = {
      windows: [
        { window: 6, balance: '10.00' },
        { window: 1, balance: '5.00' },
      ],
    } as Folio;
    expect(windowsOf(folio)).toEqual([
      { window: 1, balance: '5.00' },
      { window: 2, balance: '0.00' },
      { window: 3, balance: '0.00' },
      { window: 4, balance: '0.00' },
      { window: 6, balance: '10.00' },
    ]);
  });

  it('sums exactly (no floating point) and leaves void postings out', () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004.
    expect(totalOf([posting(1, '0.10'), posting(2, '0.20'), posting(3, '99.99', { void: true })])).toBe('0.30');
    expect(totalOf([posting(1, '1175.25'), posting(2, '-1175.25')])).toBe('0.00');
  });

  it('lets neither a moved posting, its out half nor a void one move again', () => {
    const postings = [
      posting(1, '100.00'),
      posting(2, '-100.00', { transferOf: 1, transferSide: 'out' }),
      posting(3, '100.00', { transferOf: 1, transferSide: 'in', window: 2 }),
      posting(4, '5.00', { void: true }),
      posting(5, '7.00'),
    ];
    const moved = movedOutIds(postings);
    expect([...moved]).toEqual([1]);
    expect(postings.filter((p) => isMovable(p, moved)).map((p) => p.id)).toEqual([3, 5]);
  });
});
