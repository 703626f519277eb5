// The rendering part of LoadingPopup: react-aria's modal and dialog, loaded when the page is idle
// or when a popup first opens, so that the pages that never show one do not wait for them.
import { useNumberFormatter } from 'react-aria';
import { Dialog, Heading, Modal, ModalOverlay, Text } from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
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
import type { LoadingPopupProps } from './LoadingPopup.tsx';

export function LoadingPopupView({ isOpen, title, message, value, maxValue = 100 }: LoadingPopupProps) {
  const t = useUiStrings(strings, '@pms/ui/LoadingPopup');
  const heading = title ?? t('loading');
  const percent = useNumberFormatter({ style: 'percent' });
  return (
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
  );
}
