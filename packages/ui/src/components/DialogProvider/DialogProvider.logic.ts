// The dialog types of the spec (§8) as data: which buttons each one has, what each button answers,
// and what Escape answers. Kept free of React so the rules are unit-tested on their own.

export type ShiftChoice = 'AM' | 'PM' | 'Night' | 'Cancel';
/** 'Move cancel' is the spec's exact result text for the Cancel button. */
export type YesNoCancelResult = 'yes' | 'no' | 'Move cancel';
export type ConfirmAndCancelResult = 'confirm' | 'cancel';

/** What each dialog type's promise resolves to. */
export interface DialogResults {
  confirm: boolean;
  confirmByClose: undefined;
  error: undefined;
  success: undefined;
  confirmAndCancel: ConfirmAndCancelResult;
  chooseShift: ShiftChoice;
  yesNoCancel: YesNoCancelResult;
}

export type DialogKind = keyof DialogResults;

/** Keys of the button labels in DialogProvider.strings.ts. */
export type DialogButtonLabel = 'ok' | 'cancel' | 'yes' | 'no' | 'close' | 'confirm' | 'am' | 'pm' | 'night';

export interface DialogButtonSpec<K extends DialogKind> {
  label: DialogButtonLabel;
  result: DialogResults[K];
  /** The one filled button of the dialog; the others are outlined. */
  isPrimary?: boolean;
  /** The button that backs out; Escape answers the same. */
  isCancel?: boolean;
}

type ButtonTable = { [K in DialogKind]: readonly DialogButtonSpec<K>[] };

/** Buttons in the order the spec lists them. */
export const DIALOG_BUTTONS: ButtonTable = {
  confirm: [
    { label: 'ok', result: true, isPrimary: true },
    { label: 'cancel', result: false, isCancel: true },
  ],
  confirmByClose: [{ label: 'close', result: undefined, isPrimary: true, isCancel: true }],
  error: [{ label: 'ok', result: undefined, isPrimary: true, isCancel: true }],
  success: [{ label: 'ok', result: undefined, isPrimary: true, isCancel: true }],
  confirmAndCancel: [
    { label: 'confirm', result: 'confirm', isPrimary: true },
    { label: 'cancel', result: 'cancel', isCancel: true },
  ],
  chooseShift: [
    { label: 'am', result: 'AM' },
    { label: 'pm', result: 'PM' },
    { label: 'night', result: 'Night' },
    { label: 'cancel', result: 'Cancel', isCancel: true },
  ],
  yesNoCancel: [
    { label: 'yes', result: 'yes', isPrimary: true },
    { label: 'no', result: 'no' },
    { label: 'cancel', result: 'Move cancel', isCancel: true },
  ],
};

/** What Escape answers: always the same as the dialog's cancel (or only) button. */
export function dismissResult<K extends DialogKind>(kind: K): DialogResults[K] {
  const buttons = DIALOG_BUTTONS[kind] as readonly DialogButtonSpec<K>[];
  const cancel = buttons.find((button) => button.isCancel);
  if (!cancel) throw new Error(`Dialog type ${kind} has no cancel button`);
  return cancel.result;
}

/**
 * Index of the button that takes focus when the dialog opens. A destructive confirm starts on
 * Cancel, so a stray Enter never deletes; otherwise the first (main) choice.
 */
export function initialFocusIndex(kind: DialogKind, isDestructive = false): number {
  const buttons = DIALOG_BUTTONS[kind];
  if (isDestructive) {
    const cancel = buttons.findIndex((button) => button.isCancel);
    if (cancel >= 0) return cancel;
  }
  return 0;
}

export type DialogTone = 'info' | 'warning' | 'error' | 'success';

/** Colour of the dialog's icon: the spec's red for errors and destructive confirms, green for success. */
export function dialogTone(kind: DialogKind, isDestructive = false): DialogTone {
  if (kind === 'error' || isDestructive) return 'error';
  if (kind === 'success') return 'success';
  if (kind === 'yesNoCancel') return 'warning';
  return 'info';
}

export interface DialogRequest<K extends DialogKind = DialogKind, O = unknown> {
  id: number;
  kind: K;
  options: O;
  settle: (result: DialogResults[K]) => void;
}

/**
 * First come, first shown: a dialog asked for while another is open waits its turn. An external
 * store (subscribe / getCurrent) for useSyncExternalStore.
 */
export class DialogQueue<O = unknown> {
  private pending: DialogRequest<DialogKind, O>[] = [];
  private listeners = new Set<() => void>();
  private nextId = 1;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The dialog on screen, or undefined. */
  getCurrent = (): DialogRequest<DialogKind, O> | undefined => this.pending[0];

  /** How many dialogs wait behind the current one. */
  get waiting(): number {
    return Math.max(0, this.pending.length - 1);
  }

  request<K extends DialogKind>(kind: K, options: O): Promise<DialogResults[K]> {
    return new Promise<DialogResults[K]>((resolve) => {
      const id = this.nextId++;
      const request: DialogRequest<K, O> = {
        id,
        kind,
        options,
        settle: (result) => {
          const index = this.pending.findIndex((entry) => entry.id === id);
          if (index < 0) return;
          this.pending.splice(index, 1);
          resolve(result);
          this.emit();
        },
      };
      this.pending.push(request as unknown as DialogRequest<DialogKind, O>);
      this.emit();
    });
  }

  /** Answers every open and waiting dialog as if cancelled (the provider is going away). */
  dismissAll(): void {
    for (const request of [...this.pending]) request.settle(dismissResult(request.kind));
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}
