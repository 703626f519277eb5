import { describe, expect, it } from 'vitest';
import {
  DIALOG_BUTTONS,
  type DialogKind,
  DialogQueue,
  dialogTone,
  dismissResult,
  initialFocusIndex,
} from './DialogProvider.logic.ts';

describe('dialog types (spec §8)', () => {
  it('offers the buttons the spec lists, in its order', () => {
    const labels = (kind: DialogKind) => DIALOG_BUTTONS[kind].map((button) => button.label);
    expect(labels('confirm')).toEqual(['ok', 'cancel']);
    expect(labels('confirmByClose')).toEqual(['close']);
    expect(labels('error')).toEqual(['ok']);
    expect(labels('success')).toEqual(['ok']);
    expect(labels('confirmAndCancel')).toEqual(['confirm', 'cancel']);
    expect(labels('chooseShift')).toEqual(['am', 'pm', 'night', 'cancel']);
    expect(labels('yesNoCancel')).toEqual(['yes', 'no', 'cancel']);
  });

  it('answers what each button stands for', () => {
    expect(DIALOG_BUTTONS.confirm.map((button) => button.result)).toEqual([true, false]);
    expect(DIALOG_BUTTONS.confirmAndCancel.map((button) => button.result)).toEqual(['confirm', 'cancel']);
    expect(DIALOG_BUTTONS.chooseShift.map((button) => button.result)).toEqual(['AM', 'PM', 'Night', 'Cancel']);
    // The spec's exact result text for Cancel.
    expect(DIALOG_BUTTONS.yesNoCancel.map((button) => button.result)).toEqual(['yes', 'no', 'Move cancel']);
  });

  it('treats Escape as the cancel answer', () => {
    expect(dismissResult('confirm')).toBe(false);
    expect(dismissResult('confirmByClose')).toBeUndefined();
    expect(dismissResult('error')).toBeUndefined();
    expect(dismissResult('success')).toBeUndefined();
    expect(dismissResult('confirmAndCancel')).toBe('cancel');
    expect(dismissResult('chooseShift')).toBe('Cancel');
    expect(dismissResult('yesNoCancel')).toBe('Move cancel');
  });

  it('starts a destructive confirm on Cancel and any other dialog on its first button', () => {
    expect(initialFocusIndex('confirm')).toBe(0);
    expect(initialFocusIndex('confirm', true)).toBe(1);
    expect(initialFocusIndex('confirmAndCancel', true)).toBe(1);
    expect(initialFocusIndex('yesNoCancel', true)).toBe(2);
    expect(initialFocusIndex('chooseShift')).toBe(0);
  });

  it('colours errors and destructive confirms red, success green', () => {
    expect(dialogTone('error')).toBe('error');
    expect(dialogTone('confirm', true)).toBe('error');
    expect(dialogTone('success')).toBe('success');
    expect(dialogTone('confirm')).toBe('info');
    expect(dialogTone('yesNoCancel')).toBe('warning');
  });
});

describe('DialogQueue', () => {
  it('shows one dialog at a time, first asked first shown', async () => {
    const queue = new DialogQueue<{ title: string }>();
    const changes: number[] = [];
    queue.subscribe(() => changes.push(queue.waiting));
    const first = queue.request('confirm', { title: 'first' });
    const second = queue.request('chooseShift', { title: 'second' });
    expect(queue.getCurrent()?.options.title).toBe('first');
    expect(queue.waiting).toBe(1);

    queue.getCurrent()?.settle(true);
    await expect(first).resolves.toBe(true);
    expect(queue.getCurrent()?.options.title).toBe('second');
    expect(queue.waiting).toBe(0);

    queue.getCurrent()?.settle('Night');
    await expect(second).resolves.toBe('Night');
    expect(queue.getCurrent()).toBeUndefined();
    expect(changes).toEqual([0, 1, 0, 0]);
  });

  it('ignores a second answer to the same dialog', async () => {
    const queue = new DialogQueue();
    const answer = queue.request('yesNoCancel', {});
    const current = queue.getCurrent();
    current?.settle('yes');
    current?.settle('no');
    await expect(answer).resolves.toBe('yes');
  });

  it('cancels everything when dismissed as a whole', async () => {
    const queue = new DialogQueue();
    const answers = Promise.all([
      queue.request('confirm', {}),
      queue.request('yesNoCancel', {}),
      queue.request('chooseShift', {}),
    ]);
    queue.dismissAll();
    await expect(answers).resolves.toEqual([false, 'Move cancel', 'Cancel']);
    expect(queue.getCurrent()).toBeUndefined();
  });
});
