// The rendering part of DialogProvider: react-aria's modal, dialog and focus scope, loaded with
// the first dialog asked for, so that a page that never asks for one does not load them.
import { Dialog, Heading, Modal, ModalOverlay, Text } from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { Button } from '../Button/Button.tsx';
import { ToneIcon, type ToneIconName } from '../ToneIcon/ToneIcon.tsx';
import {
  actionButton,
  actions,
  destructive,
  dialog,
  iconBadge,
  icon as iconStyle,
  message as messageStyle,
  modal,
  overlay,
  title as titleStyle,
} from './DialogProvider.css.ts';
import {
  DIALOG_BUTTONS,
  type DialogButtonSpec,
  type DialogKind,
  type DialogRequest,
  type DialogResults,
  dialogTone,
  dismissResult,
  initialFocusIndex,
} from './DialogProvider.logic.ts';
import { type DialogStringKey, strings } from './DialogProvider.strings.ts';
import type { ConfirmOptions } from './DialogProvider.tsx';

const DEFAULT_TITLE: Record<DialogKind, DialogStringKey> = {
  confirm: 'titleConfirm',
  confirmByClose: 'titleInformation',
  error: 'titleError',
  success: 'titleSuccess',
  confirmAndCancel: 'titleConfirm',
  chooseShift: 'titleShift',
  yesNoCancel: 'titleConfirm',
};

function iconName(kind: DialogKind, isDestructive: boolean): ToneIconName {
  if (kind === 'error') return 'error';
  if (kind === 'success') return 'success';
  if (isDestructive) return 'warning';
  if (kind === 'chooseShift') return 'clock';
  if (kind === 'confirmByClose') return 'info';
  return 'question';
}

export function QueuedDialog({ request }: { request: DialogRequest<DialogKind, ConfirmOptions> }) {
  const t = useUiStrings(strings, '@pms/ui/DialogProvider');
  const { kind, options, settle } = request;
  const isDestructive = options.isDestructive === true;
  const buttons = DIALOG_BUTTONS[kind] as readonly DialogButtonSpec<DialogKind>[];
  const focusIndex = initialFocusIndex(kind, isDestructive);
  const answer = settle as (result: DialogResults[DialogKind]) => void;

  return (
    <ModalOverlay
      isOpen
      // Only an answer closes it: no click outside, but Escape counts as Cancel.
      isDismissable={false}
      onOpenChange={(isOpen) => {
        if (!isOpen) answer(dismissResult(kind));
      }}
      className={overlay}
    >
      <Modal className={modal}>
        <Dialog
          role="alertdialog"
          className={dialog({ tone: dialogTone(kind, isDestructive) })}
          data-dialog-kind={kind}
        >
          <span className={iconBadge}>
            <ToneIcon name={iconName(kind, isDestructive)} className={iconStyle} />
          </span>
          <Heading slot="title" className={titleStyle}>
            {options.title ?? t(DEFAULT_TITLE[kind])}
          </Heading>
          {options.message === undefined || options.message === null ? null : (
            <Text slot="description" elementType="div" className={messageStyle}>
              {options.message}
            </Text>
          )}
          <div className={actions}>
            {buttons.map((button, index) => (
              <Button
                key={button.label}
                variant={button.isPrimary ? 'primary' : 'secondary'}
                autoFocus={index === focusIndex}
                className={[actionButton, isDestructive && button.isPrimary ? destructive : undefined]
                  .filter(Boolean)
                  .join(' ')}
                onPress={() => answer(button.result)}
              >
                {t(button.label)}
              </Button>
            ))}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
