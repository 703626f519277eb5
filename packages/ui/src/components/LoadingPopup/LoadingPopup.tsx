import type { ReactNode } from 'react';
import { useNumberFormatter } from 'react-aria';
import { Dialog, Heading, Modal, ModalOverlay, Text } from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { OverlayLayer } from '../OverlayLayer/OverlayLayer.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import {
  card,
  message as messageStyle,
  modal,
  overlay,
  percent as percentStyle,
  progress,
  title as titleStyle,
} from './LoadingPopup.css.ts';
import { strings } from './LoadingPopup.strings.ts';

export interface LoadingPopupProps {
  /** Shown while true; it cannot be dismissed by the user. */
  isOpen: boolean;
  /** Defaults to the spec's 'Loading...' in the UI language. */
  title?: string;
  /** A line about what is happening, e.g. 'Posting room charges'. */
  message?: ReactNode;
  /** With a value the popup shows a progress bar instead of the spinner (e.g. bytes uploaded). */
  value?: number;
  /** The value at 100%, e.g. the spec's upload basis of 268151 bytes. Defaults to 100. */
  maxValue?: number;
}

/**
 * The modal busy indicator: blocks the screen while the app works, announced as an alert dialog
 * that is busy (aria-busy). Place it inside the themed root (UiProvider).
 */
export function LoadingPopup({ isOpen, title, message, value, maxValue = 100 }: LoadingPopupProps) {
  const t = useUiStrings(strings, '@pms/ui/LoadingPopup');
  const heading = title ?? t('loading');
  const percent = useNumberFormatter({ style: 'percent' });
  return (
    <OverlayLayer>
      <ModalOverlay isOpen={isOpen} isDismissable={false} isKeyboardDismissDisabled className={overlay}>
        <Modal className={modal}>
          <Dialog
            role="alertdialog"
            className={card}
            // RAC's Dialog passes no aria-busy through; its render hook adds it to the element.
            render={(props) => <section {...props} aria-busy="true" />}
          >
            {value === undefined ? <Spinner size="lg" label={heading} /> : null}
            <Heading slot="title" className={titleStyle}>
              {heading}
            </Heading>
            {value === undefined ? null : (
              <div className={progress}>
                <ProgressBar aria-label={heading} value={value} maxValue={maxValue} showValueLabel={false} />
                {/* The progress bar announces its value itself; this is the same figure for the eye. */}
                <span className={percentStyle} aria-hidden="true">
                  {percent.format(maxValue > 0 ? Math.min(1, Math.max(0, value / maxValue)) : 0)}
                </span>
              </div>
            )}
            {message === undefined || message === null ? null : (
              <Text slot="description" elementType="p" className={messageStyle}>
                {message}
              </Text>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </OverlayLayer>
  );
}
