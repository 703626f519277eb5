import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue, showToast, TOAST_MAX_VISIBLE, TOAST_TIMEOUT_MS } from './ToastProvider.logic.ts';

describe('toast rules (spec §9)', () => {
  it('keeps the spec numbers: 3000 ms, one at a time', () => {
    expect(TOAST_TIMEOUT_MS).toBe(3000);
    expect(TOAST_MAX_VISIBLE).toBe(1);
  });

  it('puts the newest toast in place of the one on screen', () => {
    const queue = createToastQueue<string>();
    showToast(queue, 'Saved');
    showToast(queue, 'Can not Delete');
    expect(queue.visibleToasts.map((toast) => toast.content)).toEqual(['Can not Delete']);
    // The replaced toast is gone for good, not waiting behind.
    queue.close(queue.visibleToasts[0]?.key ?? '');
    expect(queue.visibleToasts).toEqual([]);
  });

  describe('timing', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('gives each toast a 3000 ms timer', () => {
      const queue = createToastQueue<string>();
      showToast(queue, 'Saved');
      const [toast] = queue.visibleToasts;
      expect(toast?.timeout).toBe(3000);
      // The toast component starts the timer once it is on screen.
      toast?.timer?.reset(toast.timeout ?? 0);
      vi.advanceTimersByTime(2999);
      expect(queue.visibleToasts).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(queue.visibleToasts).toHaveLength(0);
    });
  });
});
