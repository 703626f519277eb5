import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { type ConfirmOptions, DialogProvider, type Dialogs, useDialogs } from './DialogProvider.tsx';

type DialogName = keyof Dialogs;

interface DialogDemoProps extends ConfirmOptions {
  /** Which function of useDialogs() the button calls. */
  dialog: DialogName;
  /** Text of the button that opens the dialog. */
  label: string;
  /** Receives what the dialog's promise resolved to. */
  onResult?: (result: unknown) => void;
  /** Asks at once when the screen appears (for the looks and the axe check of an open dialog). */
  askOnMount?: boolean;
}

/** A screen that asks through useDialogs() and writes the answer to the page. */
function DialogDemo({ dialog, label, onResult, askOnMount = false, ...options }: DialogDemoProps) {
  const dialogs = useDialogs();
  const [result, setResult] = useState('none');
  const ask = async () => {
    const open = dialogs[dialog] as (options: ConfirmOptions) => Promise<unknown>;
    const answer = await open(options);
    setResult(answer === undefined ? 'closed' : String(answer));
    onResult?.(answer);
  };
  const askedOnMount = useRef(false);
  useEffect(() => {
    if (!askOnMount || askedOnMount.current) return;
    askedOnMount.current = true;
    void ask();
  });
  return (
    <Stack gap="md" align="start">
      <Button variant="secondary" onPress={ask}>
        {label}
      </Button>
      <p style={{ margin: 0 }}>
        Answer: <output data-testid="answer">{result}</output>
      </p>
    </Stack>
  );
}

const meta = {
  title: 'Components/Overlays/Dialogs',
  component: DialogDemo,
  decorators: [
    (Story) => (
      <DialogProvider>
        <Story />
      </DialogProvider>
    ),
  ],
  args: {
    dialog: 'confirm',
    label: 'Save changes',
    title: 'Save changes?',
    message: 'The rate plan for Deluxe Twin will change from 01-Dec-2026.',
    isDestructive: false,
    onResult: fn(),
  },
  argTypes: {
    dialog: {
      control: 'select',
      options: ['confirm', 'confirmByClose', 'error', 'success', 'confirmAndCancel', 'chooseShift', 'yesNoCancel'],
    },
  },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog with the story's button and answers the dialog element. */
async function open(canvasElement: HTMLElement, label: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: label }));
  return canvas.findByRole('alertdialog');
}

export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    let dialog = await open(canvasElement, 'Save changes');
    await expect(dialog).toHaveAccessibleName('Save changes?');
    await expect(dialog).toHaveAccessibleDescription('The rate plan for Deluxe Twin will change from 01-Dec-2026.');
    // Not destructive: the main answer has the focus.
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('true'));
    // The answer comes at once; the dialog leaves after its exit animation.
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());

    dialog = await open(canvasElement, 'Save changes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('false'));

    // Escape answers like Cancel; clicking the backdrop does nothing.
    await open(canvasElement, 'Save changes');
    await userEvent.click(document.body);
    await expect(canvas.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onResult).toHaveBeenNthCalledWith(1, true);
    await expect(args.onResult).toHaveBeenNthCalledWith(2, false);
    await expect(args.onResult).toHaveBeenNthCalledWith(3, false);
    // Focus goes back to the button that asked.
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toHaveFocus();
  },
};

export const DestructiveConfirm: Story = {
  args: {
    label: 'Delete',
    title: 'Delete reservation?',
    message: 'Do you want to delete?',
    isDestructive: true,
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement, 'Delete');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    // A stray Enter must not delete: Cancel starts with the focus.
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(canvasElement).getByTestId('answer')).toHaveTextContent('false'));
    const again = await open(canvasElement, 'Delete');
    await userEvent.click(within(again).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onResult).toHaveBeenLastCalledWith(true));
  },
};

export const ConfirmByClose: Story = {
  args: {
    dialog: 'confirmByClose',
    label: 'Show day-end status',
    title: 'Day-end',
    message: 'Day-end proceed was cancelled.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Show day-end status');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(canvasElement).getByTestId('answer')).toHaveTextContent('closed'));
  },
};

export const ErrorDialog: Story = {
  name: 'Error',
  args: {
    dialog: 'error',
    label: 'Load rooms',
    title: undefined,
    message: 'Can not connect API',
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Load rooms');
    await expect(dialog).toHaveAccessibleName('Error');
    await expect(dialog).toHaveAttribute('data-dialog-kind', 'error');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(canvasElement).getByTestId('answer')).toHaveTextContent('closed'));
  },
};

export const SuccessDialog: Story = {
  name: 'Success',
  args: {
    dialog: 'success',
    label: 'Clear folio',
    title: undefined,
    message: 'Clear Success',
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Clear folio');
    await expect(dialog).toHaveAccessibleName('Success');
    // Enter on the focused OK answers.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(canvasElement).getByTestId('answer')).toHaveTextContent('closed'));
  },
};

export const ConfirmAndCancel: Story = {
  args: {
    dialog: 'confirmAndCancel',
    label: 'Check in',
    title: 'Check in guest?',
    message: 'Room 1204 is not inspected yet.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let dialog = await open(canvasElement, 'Check in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('confirm'));
    dialog = await open(canvasElement, 'Check in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('cancel'));
  },
};

export const ChooseShift: Story = {
  args: {
    dialog: 'chooseShift',
    label: 'Close shift',
    title: undefined,
    message: 'Which shift do you close?',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let dialog = await open(canvasElement, 'Close shift');
    await expect(dialog).toHaveAccessibleName('Choose a shift');
    const names = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(names).toEqual(['AM', 'PM', 'Night', 'Cancel']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Night' }));
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('Night'));
    dialog = await open(canvasElement, 'Close shift');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('Cancel'));
  },
};

export const YesNoCancel: Story = {
  args: {
    dialog: 'yesNoCancel',
    label: 'Move room',
    title: 'Move the guest?',
    message: 'Do you want to move?',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    let dialog = await open(canvasElement, 'Move room');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('Move cancel'));
    await expect(args.onResult).toHaveBeenLastCalledWith('Move cancel');
    dialog = await open(canvasElement, 'Move room');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent(/^no$/));
    dialog = await open(canvasElement, 'Move room');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent(/^yes$/));
    await open(canvasElement, 'Move room');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onResult).toHaveBeenLastCalledWith('Move cancel'));
  },
};

/** Two questions asked at once: the second waits until the first is answered. */
function QueueDemo({ onResult }: { onResult?: (result: unknown) => void }) {
  const dialogs = useDialogs();
  const [answers, setAnswers] = useState<string[]>([]);
  const askBoth = () => {
    const record = (answer: unknown) => {
      setAnswers((previous) => [...previous, String(answer ?? 'closed')]);
      onResult?.(answer);
    };
    dialogs.confirm({ title: 'Print registration card?', message: 'Room 1204, Ms. Somchai' }).then(record);
    dialogs.success({ message: 'Check-in completed.' }).then(record);
  };
  return (
    <Stack gap="md" align="start">
      <Button variant="secondary" onPress={askBoth}>
        Check in
      </Button>
      <p style={{ margin: 0 }}>
        Answers: <output data-testid="answer">{answers.join(', ') || 'none'}</output>
      </p>
    </Stack>
  );
}

export const Queued: Story = {
  render: (args) => <QueueDemo onResult={args.onResult} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check in' }));
    const first = await canvas.findByRole('alertdialog');
    await expect(first).toHaveAccessibleName('Print registration card?');
    await expect(canvas.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(within(first).getByRole('button', { name: 'OK' }));
    const second = await canvas.findByRole('alertdialog', { name: 'Success' });
    await expect(second).toHaveAccessibleDescription('Check-in completed.');
    await userEvent.click(within(second).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('true, closed'));
    await expect(args.onResult).toHaveBeenCalledTimes(2);
  },
};

// Stories that stay open: the axe check runs on the open dialog, and the visual baselines use them.

/** Asserts the story opened its dialog on mount with the focus on the expected button. */
function expectOpen(name: string, focused: string): Story['play'] {
  return async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: focused })).toHaveFocus());
    // The axe check measures contrast: let the entry animation end first.
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  };
}

export const OpenConfirm: Story = {
  args: { ...Confirm.args, askOnMount: true },
  play: expectOpen('Save changes?', 'OK'),
};

export const OpenDestructiveConfirm: Story = {
  args: { ...DestructiveConfirm.args, askOnMount: true },
  play: expectOpen('Delete reservation?', 'Cancel'),
};

export const OpenConfirmByClose: Story = {
  args: { ...ConfirmByClose.args, askOnMount: true },
  play: expectOpen('Day-end', 'Close'),
};

export const OpenError: Story = {
  args: { ...ErrorDialog.args, askOnMount: true },
  play: expectOpen('Error', 'OK'),
};

export const OpenSuccess: Story = {
  args: { ...SuccessDialog.args, askOnMount: true },
  play: expectOpen('Success', 'OK'),
};

export const OpenConfirmAndCancel: Story = {
  args: { ...ConfirmAndCancel.args, askOnMount: true },
  play: expectOpen('Check in guest?', 'Confirm'),
};

export const OpenChooseShift: Story = {
  args: { ...ChooseShift.args, askOnMount: true },
  play: expectOpen('Choose a shift', 'AM'),
};

export const OpenYesNoCancel: Story = {
  args: { ...YesNoCancel.args, askOnMount: true },
  play: expectOpen('Move the guest?', 'Yes'),
};
