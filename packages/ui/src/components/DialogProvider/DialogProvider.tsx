import { createContext, type ReactNode, use, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Dialog, Heading, Modal, ModalOverlay, Text } from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { Button } from '../Button/Button.tsx';
import { OverlayLayer } from '../OverlayLayer/OverlayLayer.tsx';
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
  type ConfirmAndCancelResult,
  DIALOG_BUTTONS,
  type DialogButtonSpec,
  type DialogKind,
  DialogQueue,
  type DialogRequest,
  type DialogResults,
  dialogTone,
  dismissResult,
  initialFocusIndex,
  type ShiftChoice,
  type YesNoCancelResult,
} from './DialogProvider.logic.ts';
import { type DialogStringKey, strings } from './DialogProvider.strings.ts';

export type { ConfirmAndCancelResult, ShiftChoice, YesNoCancelResult } from './DialogProvider.logic.ts';

export interface DialogOptions {
  /** Heading of the dialog; each dialog type has a default ("Please confirm", "Error", …). */
  title?: string;
  /** The question or message, e.g. 'Do you want to delete?'. */
  message?: ReactNode;
}

export interface ConfirmOptions extends DialogOptions {
  /**
   * For an answer that destroys or cannot be undone: the OK button turns red and Cancel takes the
   * initial focus, so Enter alone never confirms.
   */
  isDestructive?: boolean;
}

/** Promise-based dialogs of the spec (§8). They never time out; Escape answers like Cancel. */
export interface Dialogs {
  /** OK / Cancel: true on OK. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** A message with one Close button. */
  confirmByClose(options: DialogOptions): Promise<void>;
  /** An error with OK, marked in the spec's red. */
  error(options: DialogOptions): Promise<void>;
  /** A success message with OK, marked in the spec's green. */
  success(options: DialogOptions): Promise<void>;
  /** Confirm / Cancel. */
  confirmAndCancel(options: ConfirmOptions): Promise<ConfirmAndCancelResult>;
  /** AM / PM / Night / Cancel. */
  chooseShift(options?: DialogOptions): Promise<ShiftChoice>;
  /** Yes / No / Cancel; Cancel answers the spec's exact text 'Move cancel'. */
  yesNoCancel(options: ConfirmOptions): Promise<YesNoCancelResult>;
}

const DialogsContext = createContext<Dialogs | null>(null);

/** The dialog functions of the nearest DialogProvider. */
export function useDialogs(): Dialogs {
  const dialogs = use(DialogsContext);
  if (!dialogs) throw new Error('useDialogs() needs a <DialogProvider> above it');
  return dialogs;
}

export interface DialogProviderProps {
  children?: ReactNode;
}

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

/**
 * Renders the dialogs asked for through `useDialogs()`, one at a time in the order asked. Place it
 * inside the themed root (UiProvider) so the dialogs get the theme.
 */
export function DialogProvider({ children }: DialogProviderProps) {
  const [queue] = useState(() => new DialogQueue<ConfirmOptions>());
  const current = useSyncExternalStore(queue.subscribe, queue.getCurrent, queue.getCurrent);

  // Nobody is left to answer the dialogs of a provider that goes away: settle them as cancelled.
  useEffect(() => () => queue.dismissAll(), [queue]);

  const dialogs = useMemo<Dialogs>(
    () => ({
      confirm: (options) => queue.request('confirm', options),
      confirmByClose: async (options) => {
        await queue.request('confirmByClose', options);
      },
      error: async (options) => {
        await queue.request('error', options);
      },
      success: async (options) => {
        await queue.request('success', options);
      },
      confirmAndCancel: (options) => queue.request('confirmAndCancel', options),
      chooseShift: (options = {}) => queue.request('chooseShift', options),
      yesNoCancel: (options) => queue.request('yesNoCancel', options),
    }),
    [queue],
  );

  return (
    <DialogsContext value={dialogs}>
      {children}
      <OverlayLayer>{current ? <QueuedDialog key={current.id} request={current} /> : null}</OverlayLayer>
    </DialogsContext>
  );
}

function QueuedDialog({ request }: { request: DialogRequest<DialogKind, ConfirmOptions> }) {
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
