import { createContext, type ReactNode, use, useMemo, useState } from 'react';
import {
  Button as AriaButton,
  UNSTABLE_Toast as AriaToast,
  Text,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { OverlayLayer } from '../OverlayLayer/OverlayLayer.tsx';
import { ToneIcon } from '../ToneIcon/ToneIcon.tsx';
import {
  closeButton,
  closeIcon,
  content,
  icon,
  message as messageStyle,
  region,
  title as titleStyle,
  toast as toastStyle,
} from './ToastProvider.css.ts';
import { createToastQueue, showToast, type ToastTone } from './ToastProvider.logic.ts';
import { strings } from './ToastProvider.strings.ts';

export type { ToastTone } from './ToastProvider.logic.ts';

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
  const t = useUiStrings(strings, '@pms/ui/ToastProvider');
  const [queue] = useState(() => createToastQueue<ToastOptions>());
  const toasts = useMemo<Toasts>(
    () => ({
      show: (options) => showToast(queue, options),
      close: (key) => queue.close(key),
    }),
    [queue],
  );

  return (
    <ToastsContext value={toasts}>
      {children}
      <OverlayLayer>
        <ToastRegion queue={queue} aria-label={t('region')} className={region}>
          {({ toast }) => {
            const tone = toast.content.tone ?? 'info';
            return (
              <AriaToast toast={toast} className={toastStyle({ tone })} data-tone={tone}>
                <ToneIcon name={tone} className={icon} />
                <ToastContent className={content}>
                  <Text slot="title" className={titleStyle}>
                    {toast.content.title}
                  </Text>
                  {toast.content.message ? (
                    <Text slot="description" className={messageStyle}>
                      {toast.content.message}
                    </Text>
                  ) : null}
                </ToastContent>
                <AriaButton slot="close" aria-label={t('close')} className={closeButton}>
                  <ToneIcon name="close" className={closeIcon} />
                </AriaButton>
              </AriaToast>
            );
          }}
        </ToastRegion>
      </OverlayLayer>
    </ToastsContext>
  );
}
