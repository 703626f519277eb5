// The rendering part of NotificationProvider: react-aria's toast region and toasts, loaded with
// the first notification, so that a page that never shows one does not load them.
import { use, useSyncExternalStore } from 'react';
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
import { NOTIFICATION_BODY_MAX, NOTIFICATION_TITLE_MAX, truncate } from './NotificationProvider.logic.ts';
import { strings } from './NotificationProvider.strings.ts';
import type { NotificationOptions } from './NotificationProvider.tsx';
import type { NotificationQueue } from './NotificationQueue.ts';

export function NotificationView({ queue }: { queue: NotificationQueue<NotificationOptions> }) {
  const t = useUiStrings(strings, '@pms/ui/NotificationProvider');
  return (
    <ToastRegion queue={queue} aria-label={t('region')} className={region}>
      <NotificationList queue={queue} closeLabel={t('close')} />
    </ToastRegion>
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
