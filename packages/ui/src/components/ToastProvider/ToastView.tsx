// The rendering part of ToastProvider: react-aria's toast region and toasts, loaded with the first
// toast shown, so that a page that never shows one does not load them.
import {
  Button as AriaButton,
  UNSTABLE_Toast as AriaToast,
  Text,
  UNSTABLE_ToastContent as ToastContent,
  type UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
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
import { strings } from './ToastProvider.strings.ts';
import type { ToastOptions } from './ToastProvider.tsx';

export function ToastView({ queue }: { queue: ToastQueue<ToastOptions> }) {
  const t = useUiStrings(strings, '@pms/ui/ToastProvider');
  return (
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
  );
}
