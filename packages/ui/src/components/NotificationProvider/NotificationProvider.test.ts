import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATION_ANIMATION_MS,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_MAX_VISIBLE,
  NOTIFICATION_TIMEOUT_MS,
  NOTIFICATION_TITLE_MAX,
  truncate,
} from './NotificationProvider.logic.ts';
import { NotificationQueue } from './NotificationQueue.ts';

describe('notification setting (spec §9)', () => {
  it('keeps the spec numbers', () => {
    expect(NOTIFICATION_TIMEOUT_MS).toBe(2000);
    expect(NOTIFICATION_MAX_VISIBLE).toBe(8);
    expect(NOTIFICATION_BODY_MAX).toBe(150);
    expect(NOTIFICATION_TITLE_MAX).toBe(16);
    expect(NOTIFICATION_ANIMATION_MS).toBe(400);
  });
});

describe('truncate', () => {
  it('leaves text up to the limit alone', () => {
    expect(truncate('Room clean', 16)).toEqual({ text: 'Room clean', isTruncated: false });
    expect(truncate('x'.repeat(150), 150)).toEqual({ text: 'x'.repeat(150), isTruncated: false });
  });

  it('cuts after the limit and adds an ellipsis', () => {
    expect(truncate('x'.repeat(151), 150)).toEqual({ text: `${'x'.repeat(150)}…`, isTruncated: true });
    expect(truncate('Housekeeping update', 16)).toEqual({ text: 'Housekeeping upd…', isTruncated: true });
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncate('Room 905 leaves late', 16).text).toBe('Room 905 leaves…');
  });

  it('counts what a reader sees, keeping Thai and Lao marks with their consonant', () => {
    // น้ำ (water) is a consonant, a tone mark and a vowel: three code units, one character.
    expect(truncate('น้ำ'.repeat(20), 16)).toEqual({ text: `${'น้ำ'.repeat(16)}…`, isTruncated: true });
    // Cutting by code units would split ที่ (consonant + vowel + tone mark) and strand its marks.
    expect(truncate('ห้องที่ว่าง', 4)).toEqual({ text: 'ห้องที่…', isTruncated: true });
    expect(truncate('ສະບາຍດີ', 16)).toEqual({ text: 'ສະບາຍດີ', isTruncated: false });
    // A family emoji is one character.
    expect(truncate('👨‍👩‍👧'.repeat(3), 2)).toEqual({ text: '👨‍👩‍👧👨‍👩‍👧…', isTruncated: true });
  });
});

describe('NotificationQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const contents = (queue: NotificationQueue<string>) => queue.visibleToasts.map((toast) => toast.content);

  it('shows at most 8 and lets the newest push the oldest out for good', () => {
    const queue = new NotificationQueue<string>();
    for (let n = 1; n <= 10; n++) queue.add(`#${n}`, { timeout: NOTIFICATION_TIMEOUT_MS });
    expect(contents(queue)).toEqual(['#10', '#9', '#8', '#7', '#6', '#5', '#4', '#3']);
    for (const toast of [...queue.visibleToasts]) queue.close(toast.key);
    // Nothing was queued behind: #1 and #2 do not come back.
    expect(contents(queue)).toEqual([]);
  });

  it('plays the leave animation before removing a closed notification', () => {
    const queue = new NotificationQueue<string>({ leaveDuration: () => NOTIFICATION_ANIMATION_MS });
    const changes = vi.fn();
    queue.subscribeLeaving(changes);
    const key = queue.add('Room clean', { timeout: NOTIFICATION_TIMEOUT_MS });
    queue.close(key);
    expect(queue.getLeaving().has(key)).toBe(true);
    expect(contents(queue)).toEqual(['Room clean']);
    // Closing again while it leaves changes nothing.
    queue.close(key);
    vi.advanceTimersByTime(NOTIFICATION_ANIMATION_MS - 1);
    expect(contents(queue)).toEqual(['Room clean']);
    vi.advanceTimersByTime(1);
    expect(contents(queue)).toEqual([]);
    expect(queue.getLeaving().size).toBe(0);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('removes at once without animation (reduced motion)', () => {
    const queue = new NotificationQueue<string>({ leaveDuration: () => 0 });
    const key = queue.add('Room clean');
    queue.close(key);
    expect(contents(queue)).toEqual([]);
  });

  it('closes a notification 2000 ms after its timer starts', () => {
    const queue = new NotificationQueue<string>({ leaveDuration: () => NOTIFICATION_ANIMATION_MS });
    const key = queue.add('Room clean', { timeout: NOTIFICATION_TIMEOUT_MS });
    const [toast] = queue.visibleToasts;
    // The toast component starts the timer once the notification is on screen.
    toast?.timer?.reset(toast.timeout ?? 0);
    vi.advanceTimersByTime(1999);
    expect(queue.getLeaving().has(key)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(queue.getLeaving().has(key)).toBe(true);
    vi.advanceTimersByTime(NOTIFICATION_ANIMATION_MS);
    expect(contents(queue)).toEqual([]);
  });
});
