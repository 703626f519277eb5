import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { CloseIcon } from '../Field/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { OverlayLayer } from '../OverlayLayer/OverlayLayer.tsx';
import {
  body,
  dialog,
  footer as footerStyle,
  header,
  modal,
  overlay,
  subtitle,
  title as titleStyle,
} from './ModalDialog.css.ts';
import { strings } from './ModalDialog.strings.ts';

export type ModalDialogSize = 'sm' | 'md' | 'lg';

export interface ModalDialogProps {
  /** Shown while true. */
  isOpen: boolean;
  /** Called with false when the user closes it (close button, Escape, or outside with `isDismissable`). */
  onOpenChange: (isOpen: boolean) => void;
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** A line under the title, e.g. which record the dialog works on. */
  subtitle?: ReactNode;
  /** The content: usually a Form. It scrolls when taller than the screen; header and footer stay. */
  children: ReactNode;
  /**
   * The buttons at the bottom, e.g. Cancel and Save. A submit button outside the form's element
   * names it with `form="<form id>"`.
   */
  footer?: ReactNode;
  /** Width: 'sm' 28rem, 'md' (default) 36rem, 'lg' 52rem; never wider than the screen. */
  size?: ModalDialogSize;
  /**
   * Whether a click outside closes it. Off by default: a form with typed data should not vanish
   * on a stray click. Escape and the close button always close it unless `isKeyboardDismissDisabled`.
   */
  isDismissable?: boolean;
  /** Keeps Escape from closing it, e.g. while a save is running. */
  isKeyboardDismissDisabled?: boolean;
  /** Hides the close button, e.g. while a save is running. */
  hideCloseButton?: boolean;
  className?: string;
}

/**
 * A modal dialog with a heading, scrolling content and a footer of buttons: the frame of add and
 * edit forms and of information a screen shows once. For a question with fixed answers (OK /
 * Cancel, Yes / No) use `useDialogs()` instead. Focus stays inside while it is open and returns to
 * the element that opened it. Place it inside the themed root (UiProvider).
 */
export function ModalDialog({
  isOpen,
  onOpenChange,
  title,
  subtitle: subtitleText,
  children,
  footer,
  size,
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  hideCloseButton = false,
  className,
}: ModalDialogProps) {
  const t = useUiStrings(strings, '@pms/ui/ModalDialog');
  return (
    <OverlayLayer>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable={isDismissable}
        isKeyboardDismissDisabled={isKeyboardDismissDisabled}
        className={overlay}
      >
        <Modal className={modal({ size })}>
          <Dialog className={[dialog, className].filter(Boolean).join(' ')}>
            <div className={header}>
              <div>
                <Heading slot="title" className={titleStyle}>
                  {title}
                </Heading>
                {subtitleText === undefined || subtitleText === null ? null : (
                  <p className={subtitle}>{subtitleText}</p>
                )}
              </div>
              {hideCloseButton ? null : (
                <IconButton aria-label={t('close')} onPress={() => onOpenChange(false)}>
                  <CloseIcon />
                </IconButton>
              )}
            </div>
            <div className={body}>{children}</div>
            {footer === undefined || footer === null ? null : <div className={footerStyle}>{footer}</div>}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </OverlayLayer>
  );
}
