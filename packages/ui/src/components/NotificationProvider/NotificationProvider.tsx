import { createContext, type ReactNode, use, useMemo, useState, useSyncExternalStore } from 'react';
import { VisuallyHidden } from 'react-aria';
import {
  Button as AriaButton,
  UNSTABLE_Toast as AriaToast,
  type QueuedToast,
  Text,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
  UNSTABLE_ToastStateContext as ToastStateContext,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { OverlayLayer } from '../OverlayLayer/OverlayLayer.tsx';
import { ToneIcon } from '../ToneIcon/ToneIcon.tsx';
import {
  body as bodyStyle,
  closeButton,
  closeIcon,
  content,
  icon,
  list,
  notification,
  region,
  title as titleStyle,
} from './NotificationProvider.css.ts';
import {
  NOTIFICATION_ANIMATION_MS,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_TIMEOUT_MS,
  NOTIFICATION_TITLE_MAX,
  truncate,
} from './NotificationProvider.logic.ts';
import { strings } from './NotificationProvider.strings.ts';
import { NotificationQueue } from './NotificationQueue.ts';

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
  const t = useUiStrings(strings, '@pms/ui/NotificationProvider');
  const [queue] = useState(() => new NotificationQueue<NotificationOptions>({ leaveDuration }));
  const notifications = useMemo<Notifications>(
    () => ({
      notify: (options) => queue.add(options, { timeout: NOTIFICATION_TIMEOUT_MS }),
      close: (key) => queue.close(key),
    }),
    [queue],
  );

  return (
    <NotificationsContext value={notifications}>
      {children}
      <OverlayLayer>
        <ToastRegion queue={queue} aria-label={t('region')} className={region}>
          <NotificationList queue={queue} closeLabel={t('close')} />
        </ToastRegion>
      </OverlayLayer>
    </NotificationsContext>
  );
}

function NotificationList({
  queue,
  closeLabel,
}: {
  queue: NotificationQueue<NotificationOptions>;
  closeLabel: string;
}) {
  const state = use(ToastStateContext) as { visibleToasts: QueuedToast<NotificationOptions>[] } | null;
  const leaving = useSyncExternalStore(queue.subscribeLeaving, queue.getLeaving, queue.getLeaving);
  // The queue lists the newest first; the stack reads oldest to newest, top to bottom.
  const toasts = [...(state?.visibleToasts ?? [])].reverse();
  return (
    <ol className={list}>
      {toasts.map((toast) => (
        <li key={toast.key}>
          <Notification toast={toast} isLeaving={leaving.has(toast.key)} closeLabel={closeLabel} />
        </li>
      ))}
    </ol>
  );
}

function Notification({
  toast,
  isLeaving,
  closeLabel,
}: {
  toast: QueuedToast<NotificationOptions>;
  isLeaving: boolean;
  closeLabel: string;
}) {
  const tone = toast.content.tone ?? 'info';
  return (
    <AriaToast toast={toast} className={notification({ tone })} data-tone={tone} data-leaving={isLeaving || undefined}>
      <ToneIcon name={tone} className={icon} />
      <ToastContent className={content}>
        <Clipped slot="title" text={toast.content.title} max={NOTIFICATION_TITLE_MAX} className={titleStyle} />
        {toast.content.body ? (
          <Clipped slot="description" text={toast.content.body} max={NOTIFICATION_BODY_MAX} className={bodyStyle} />
        ) : null}
      </ToastContent>
      <AriaButton slot="close" aria-label={closeLabel} className={closeButton}>
        <ToneIcon name="close" className={closeIcon} />
      </AriaButton>
    </AriaToast>
  );
}

/** Text cut at `max` characters; the whole text stays in the accessible name and the tooltip. */
function Clipped({ slot, text, max, className }: { slot: string; text: string; max: number; className: string }) {
  const clipped = truncate(text, max);
  if (!clipped.isTruncated) {
    return (
      <Text slot={slot} className={className}>
        {text}
      </Text>
    );
  }
  return (
    <Text slot={slot} className={className} title={text} data-truncated="">
      <span aria-hidden="true">{clipped.text}</span>
      <VisuallyHidden>{text}</VisuallyHidden>
    </Text>
  );
}
