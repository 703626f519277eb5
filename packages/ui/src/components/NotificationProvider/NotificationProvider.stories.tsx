import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import {
  NOTIFICATION_ANIMATION_MS,
  NOTIFICATION_MAX_VISIBLE,
  NOTIFICATION_TIMEOUT_MS,
} from './NotificationProvider.logic.ts';
import { type NotificationOptions, NotificationProvider, useNotifications } from './NotificationProvider.tsx';

const LONG_TITLE = 'Housekeeping update for building A';
const LONG_BODY =
  'Room 1204 was marked clean by Somchai at 10:42. The minibar was refilled, two bottles of water and one ' +
  'packet of cashews were posted to the folio of the guest in house, Ms. Vilaysack.';

const STACK: NotificationOptions[] = [
  { tone: 'info', title: 'Arrival', body: 'Mr. Tanaka (RSV-2026-00412) has arrived for room 1204.' },
  { tone: 'success', title: 'Room clean', body: 'Room 1108 is clean and inspected.' },
  { tone: 'warning', title: 'Late check-out', body: 'Room 905 asked to stay until 14:00.' },
  { tone: 'error', title: 'Posting failed', body: 'The minibar posting for room 712 was refused.' },
  { tone: 'info', title: LONG_TITLE, body: LONG_BODY },
];

interface NotificationDemoProps extends NotificationOptions {
  /** Notifications raised when the screen appears (for the looks and the axe check). */
  onMount?: NotificationOptions[];
}

/** A screen that raises notifications through useNotifications(). */
function NotificationDemo({ onMount = [], ...options }: NotificationDemoProps) {
  const notifications = useNotifications();
  const raised = useRef(false);
  useEffect(() => {
    if (raised.current) return;
    raised.current = true;
    for (const entry of onMount) notifications.notify(entry);
  });
  return (
    <Stack direction="row" gap="sm">
      <Button onPress={() => notifications.notify(options)}>Notify</Button>
      <Button
        variant="secondary"
        onPress={() => {
          for (let n = 1; n <= 10; n++)
            notifications.notify({ tone: 'info', title: `Arrival ${n}`, body: `Room ${1200 + n}` });
        }}
      >
        Notify 10 times
      </Button>
    </Stack>
  );
}

const meta = {
  title: 'Components/Feedback/Notifications',
  component: NotificationDemo,
  decorators: [
    (Story) => (
      <NotificationProvider>
        <Story />
      </NotificationProvider>
    ),
  ],
  args: {
    tone: 'success',
    title: 'Room clean',
    body: 'Room 1108 is clean and inspected.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'error', 'warning', 'info'] },
  },
} satisfies Meta<typeof NotificationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const ClosesAfter2000ms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notify' }));
    const shownAt = performance.now();
    const item = await canvas.findByRole('alertdialog', { name: 'Room clean' });
    await expect(item).toHaveAccessibleDescription('Room 1108 is clean and inspected.');
    await expect(canvas.getByRole('region', { name: 'Notifications' })).toContainElement(item);
    await sleep(NOTIFICATION_TIMEOUT_MS - 500);
    await expect(item).not.toHaveAttribute('data-leaving');
    // At 2000 ms it starts its 400 ms leave animation, then it is gone.
    await waitFor(() => expect(item).toHaveAttribute('data-leaving'), { timeout: 1500 });
    const leftAt = performance.now();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 1500 });
    await expect(leftAt - shownAt).toBeGreaterThanOrEqual(NOTIFICATION_TIMEOUT_MS - 100);
    await expect(performance.now() - leftAt).toBeGreaterThanOrEqual(NOTIFICATION_ANIMATION_MS - 150);
  },
};

export const CapsAtEight: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notify 10 times' }));
    await waitFor(() => expect(canvas.getAllByRole('alertdialog')).toHaveLength(NOTIFICATION_MAX_VISIBLE));
    // The two oldest made room; the newest is at the bottom, nearest the corner.
    await expect(canvas.queryByRole('alertdialog', { name: 'Arrival 1' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alertdialog', { name: 'Arrival 2' })).not.toBeInTheDocument();
    const items = canvas.getAllByRole('alertdialog');
    await expect(items[0]).toHaveAccessibleName('Arrival 3');
    await expect(items[7]).toHaveAccessibleName('Arrival 10');
    // All of them still close on time, and the dropped ones never come back.
    await waitFor(() => expect(canvas.queryAllByRole('alertdialog')).toHaveLength(0), { timeout: 4000 });
  },
};

export const Truncated: Story = {
  args: { tone: 'info', title: LONG_TITLE, body: LONG_BODY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notify' }));
    const item = await canvas.findByRole('alertdialog');
    // Screen readers get the whole text …
    await expect(item).toHaveAccessibleName(LONG_TITLE);
    await expect(item).toHaveAccessibleDescription(LONG_BODY);
    // … the eye gets 16 and 150 characters and an ellipsis, with the rest in a tooltip.
    const [title, body] = Array.from(item.querySelectorAll<HTMLElement>('[data-truncated]'));
    await expect(title?.querySelector('[aria-hidden="true"]')).toHaveTextContent(
      `${LONG_TITLE.slice(0, 16).trimEnd()}…`,
    );
    await expect(title).toHaveAttribute('title', LONG_TITLE);
    await expect(body?.querySelector('[aria-hidden="true"]')).toHaveTextContent(
      `${LONG_BODY.slice(0, 150).trimEnd()}…`,
    );
    await expect(body).toHaveAttribute('title', LONG_BODY);
  },
};

export const DismissButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notify' }));
    const item = await canvas.findByRole('alertdialog', { name: 'Room clean' });
    await userEvent.click(within(item).getByRole('button', { name: 'Dismiss notification' }));
    await expect(item).toHaveAttribute('data-leaving');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A stack raised on mount: for the axe check of every tone and the visual baseline. */
export const Stacked: Story = {
  args: { onMount: STACK },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('alertdialog')).toHaveLength(STACK.length));
    // The axe check measures contrast: let the slide-in end first.
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  },
};
