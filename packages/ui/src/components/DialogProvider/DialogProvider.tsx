import { createContext, type ReactNode, use, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { lazyPart, usePreloadWhenIdle } from '../OverlayLayer/lazyPart.tsx';
import { OverlayLayer } from '../OverlayLayer/OverlayLayer.tsx';
import {
  type ConfirmAndCancelResult,
  DialogQueue,
  type ShiftChoice,
  type YesNoCancelResult,
} from './DialogProvider.logic.ts';

// The dialog itself (react-aria's modal, focus scope and the buttons) is its own chunk, loaded
// when the page is idle or with the first dialog asked for: the provider sits above every page,
// and the login page should not wait for it.
const { Part: QueuedDialog, preload } = lazyPart(() =>
  import('./QueuedDialog.tsx').then((module) => module.QueuedDialog),
);

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

/**
 * Renders the dialogs asked for through `useDialogs()`, one at a time in the order asked. Place it
 * inside the themed root (UiProvider) so the dialogs get the theme.
 */
export function DialogProvider({ children }: DialogProviderProps) {
  const [queue] = useState(() => new DialogQueue<ConfirmOptions>());
  const current = useSyncExternalStore(queue.subscribe, queue.getCurrent, queue.getCurrent);

  // Nobody is left to answer the dialogs of a provider that goes away: settle them as cancelled.
  useEffect(() => () => queue.dismissAll(), [queue]);
  usePreloadWhenIdle(preload);

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
