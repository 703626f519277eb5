import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { TOAST_TIMEOUT_MS } from './ToastProvider.logic.ts';
import { type ToastOptions, ToastProvider, useToast } from './ToastProvider.tsx';

interface ToastDemoProps extends ToastOptions {
  /** Shows the toast at once when the screen appears (for the looks and the axe check). */
  showOnMount?: boolean;
}

/** A screen with buttons that raise toasts through useToast(). */
function ToastDemo({ showOnMount = false, ...options }: ToastDemoProps) {
  const toasts = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (!showOnMount || shown.current) return;
    shown.current = true;
    toasts.show(options);
  });
  return (
    <Stack direction="row" gap="sm">
      <Button onPress={() => toasts.show(options)}>Show toast</Button>
      <Button
        variant="secondary"
        onPress={() => toasts.show({ tone: 'error', title: 'Can not Delete', message: 'The room has an open folio.' })}
      >
        Show error
      </Button>
    </Stack>
  );
}

const meta = {
  title: 'Components/Feedback/Toast',
  component: ToastDemo,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  args: {
    tone: 'success',
    title: 'Success',
    message: 'Reservation RSV-2026-00412 was saved.',
    showOnMount: false,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'error', 'warning', 'info'] },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const ClosesAfter3000ms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const shownAt = performance.now();
    const toast = await canvas.findByRole('alertdialog', { name: 'Success' });
    await expect(toast).toHaveAccessibleDescription('Reservation RSV-2026-00412 was saved.');
    // A landmark of its own, so F6 reaches it.
    await expect(canvas.getByRole('region', { name: 'Messages' })).toContainElement(toast);
    // Still there shortly before the 3000 ms are up …
    await sleep(TOAST_TIMEOUT_MS - 600);
    await expect(canvas.getByRole('alertdialog', { name: 'Success' })).toBeInTheDocument();
    // … and gone right after.
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 2000 });
    const elapsed = performance.now() - shownAt;
    await expect(elapsed).toBeGreaterThanOrEqual(TOAST_TIMEOUT_MS - 100);
    await expect(elapsed).toBeLessThan(TOAST_TIMEOUT_MS + 1500);
  },
};

export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await canvas.findByRole('alertdialog', { name: 'Success' });
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    // The newest replaces the one on screen.
    await canvas.findByRole('alertdialog', { name: 'Can not Delete' });
    await expect(canvas.getAllByRole('alertdialog')).toHaveLength(1);
    await expect(canvas.queryByRole('alertdialog', { name: 'Success' })).not.toBeInTheDocument();
    // The replaced toast does not come back once the newest one is gone.
    await userEvent.click(canvas.getByRole('button', { name: 'Close message' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await sleep(100);
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const CloseButton: Story = {
  args: { tone: 'info', title: 'Clear Success', message: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await canvas.findByRole('alertdialog', { name: 'Clear Success' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Close message' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

// Open toasts, for the axe check of each tone and for the visual baseline.
const expectShown =
  (name: string): Story['play'] =>
  async ({ canvasElement }) => {
    const toast = await within(canvasElement).findByRole('alertdialog', { name });
    // The axe check measures contrast: let the fade-in end first.
    await Promise.all(toast.getAnimations().map((animation) => animation.finished));
    await expect(toast).toBeVisible();
  };

export const Success: Story = {
  args: { showOnMount: true },
  play: expectShown('Success'),
};

export const ErrorTone: Story = {
  name: 'Error',
  args: {
    showOnMount: true,
    tone: 'error',
    title: 'Can not connect API',
    message: 'Please check your connection.',
  },
  play: expectShown('Can not connect API'),
};

export const Warning: Story = {
  args: { showOnMount: true, tone: 'warning', title: 'Please select data', message: undefined },
  play: expectShown('Please select data'),
};

export const Info: Story = {
  args: {
    showOnMount: true,
    tone: 'info',
    title: 'Night audit starts at 02:00',
    message: 'Postings made after that time are dated to the next business day.',
  },
  play: expectShown('Night audit starts at 02:00'),
};
