import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** Spec §9: a toast closes by itself after 3000 ms. */
export const TOAST_TIMEOUT_MS = 3000;
/** Spec §9: one toast at a time. */
export const TOAST_MAX_VISIBLE = 1;

export type ToastTone = 'success' | 'error' | 'warning' | 'info';

export function createToastQueue<T>(): ToastQueue<T> {
  return new ToastQueue<T>({ maxVisibleToasts: TOAST_MAX_VISIBLE });
}

/**
 * Newest on top: a new toast takes the place of the one on screen instead of waiting behind it,
 * so a message never shows up late, out of its context. Answers the new toast's key.
 */
export function showToast<T>(queue: ToastQueue<T>, content: T, timeout = TOAST_TIMEOUT_MS): string {
  queue.clear();
  return queue.add(content, { timeout });
}
