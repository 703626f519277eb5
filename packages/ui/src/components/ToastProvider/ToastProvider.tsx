import { createContext, type ReactNode, use, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { lazyPart, usePreloadWhenIdle } from '../OverlayLayer/lazyPart.tsx';
import { OverlayLayer } from '../OverlayLayer/OverlayLayer.tsx';
import { useShownOnce } from '../OverlayLayer/useShownOnce.ts';
import { createToastQueue, showToast, type ToastTone } from './ToastProvider.logic.ts';

export type { ToastTone } from './ToastProvider.logic.ts';

// The toast region (react-aria's toasts, landmark and focus handling) is its own chunk, loaded
// when the page is idle or with the first toast: the provider sits above every page.
const { Part: ToastView, preload } = lazyPart(() => import('./ToastView.tsx').then((module) => module.ToastView));

export interface ToastOptions {
  tone?: ToastTone;
  /** Short summary, e.g. 'Success'. */
  title: string;
  /** One or two lines of detail. */
  message?: string;
}

export interface Toasts {
  /**
   * Shows a toast in the centre of the screen for 3000 ms (spec §9). A newer toast replaces the
   * one on screen. Answers the toast's key.
   */
  show(options: ToastOptions): string;
  /** Closes the toast with this key, if it is still open. */
  close(key: string): void;
}

const ToastsContext = createContext<Toasts | null>(null);

/** The toast functions of the nearest ToastProvider. */
export function useToast(): Toasts {
  const toasts = use(ToastsContext);
  if (!toasts) throw new Error('useToast() needs a <ToastProvider> above it');
  return toasts;
}

export interface ToastProviderProps {
  children?: ReactNode;
}

/**
 * Shows the toasts asked for through `useToast()`: one at a time, centred, closing after
 * 3000 ms, without backdrop or progress bar. Hovering or focusing a toast holds it open. Place it
 * inside the themed root (UiProvider).
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [queue] = useState(() => createToastQueue<ToastOptions>());
  const toasts = useMemo<Toasts>(
    () => ({
      show: (options) => showToast(queue, options),
      close: (key) => queue.close(key),
    }),
    [queue],
  );
  const subscribe = useCallback((listener: () => void) => queue.subscribe(listener), [queue]);
  const hasToast = useSyncExternalStore(
    subscribe,
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  // A toast's timer starts when it is rendered, so one shown before the region has loaded still
  // gets its full 3000 ms.
  const isRegionNeeded = useShownOnce(hasToast);
  usePreloadWhenIdle(preload);

  return (
    <ToastsContext value={toasts}>
      {children}
      <OverlayLayer>{isRegionNeeded ? <ToastView queue={queue} /> : null}</OverlayLayer>
    </ToastsContext>
  );
}
