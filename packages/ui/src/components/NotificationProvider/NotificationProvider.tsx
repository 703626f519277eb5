import { createContext, type ReactNode, use, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { lazyPart, usePreloadWhenIdle } from '../OverlayLayer/lazyPart.tsx';
import { OverlayLayer } from '../OverlayLayer/OverlayLayer.tsx';
import { useShownOnce } from '../OverlayLayer/useShownOnce.ts';
import { NOTIFICATION_ANIMATION_MS, NOTIFICATION_TIMEOUT_MS } from './NotificationProvider.logic.ts';
import { NotificationQueue } from './NotificationQueue.ts';

// The stack (react-aria's toast region and toasts) is its own chunk, loaded when the page is idle
// or with the first notification.
const { Part: NotificationView, preload } = lazyPart(() =>
  import('./NotificationView.tsx').then((module) => module.NotificationView),
);

export type NotificationTone = 'success' | 'error' | 'warning' | 'info';

export interface NotificationOptions {
  /** Shown up to 16 characters, then cut with an ellipsis. */
  title: string;
  /** Shown up to 150 characters, then cut with an ellipsis. */
  body?: string;
  tone?: NotificationTone;
}

export interface Notifications {
  /** Adds a notification to the stack at the bottom right for 2000 ms. Answers its key. */
  notify(options: NotificationOptions): string;
  /** Closes the notification with this key, if it is still open. */
  close(key: string): void;
}

const NotificationsContext = createContext<Notifications | null>(null);

/** The notification functions of the nearest NotificationProvider. */
export function useNotifications(): Notifications {
  const notifications = use(NotificationsContext);
  if (!notifications) throw new Error('useNotifications() needs a <NotificationProvider> above it');
  return notifications;
}

export interface NotificationProviderProps {
  children?: ReactNode;
}

// Under reduced motion there is nothing to wait for: a closed notification goes at once.
function leaveDuration() {
  const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 0 : NOTIFICATION_ANIMATION_MS;
}

/**
 * The spec's second notification setting (§9): a stack at the bottom right, at most 8, each
 * closing after 2000 ms, sliding in and out in 400 ms. Long texts are cut (title 16, body 150
 * characters) but stay whole for screen readers and in a tooltip. Hovering or focusing the stack
 * holds it open. Place it inside the themed root (UiProvider).
 */
export function NotificationProvider({ children }: NotificationProviderProps) {
  const [queue] = useState(() => new NotificationQueue<NotificationOptions>({ leaveDuration }));
  const notifications = useMemo<Notifications>(
    () => ({
      notify: (options) => queue.add(options, { timeout: NOTIFICATION_TIMEOUT_MS }),
      close: (key) => queue.close(key),
    }),
    [queue],
  );
  const subscribe = useCallback((listener: () => void) => queue.subscribe(listener), [queue]);
  const hasNotification = useSyncExternalStore(
    subscribe,
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  // A notification's timer starts when it is rendered, so one raised before the region has
  // loaded still gets its full 2000 ms.
  const isRegionNeeded = useShownOnce(hasNotification);
  usePreloadWhenIdle(preload);

  return (
    <NotificationsContext value={notifications}>
      {children}
      <OverlayLayer>{isRegionNeeded ? <NotificationView queue={queue} /> : null}</OverlayLayer>
    </NotificationsContext>
  );
}
