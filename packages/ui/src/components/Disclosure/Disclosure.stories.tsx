import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Disclosure, DisclosureGroup } from './Disclosure.tsx';

const meta = {
  title: 'Components/Layout/Disclosure',
  component: Disclosure,
  args: {
    title: 'Cancellation policy',
    children: 'Free cancellation until 14:00 on the day before arrival. Later cancellations are charged one night.',
    defaultExpanded: false,
    isDisabled: false,
    onExpandedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Cancellation policy' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Free cancellation/)).not.toBeVisible();
    // Inside a heading, so it shows in the page outline.
    await expect(canvas.getByRole('heading', { level: 3, name: 'Cancellation policy' })).toContainElement(button);

    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Free cancellation/)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    // The chevron turns down while open.
    const chevron = button.querySelector('svg') as SVGElement;
    await waitFor(() => expect(getComputedStyle(chevron).transform).toBe('matrix(0, 1, -1, 0, 0, 0)'));

    // Keyboard: Enter closes it again.
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cancellation policy' })).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByText(/Free cancellation/);
    await expect(panel).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cancellation policy' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};

export const Accordion: Story = {
  render: () => (
    <DisclosureGroup defaultExpandedKeys={['rooms']}>
      <Disclosure id="rooms" title="Rooms">
        Deluxe Twin, 2 nights, 24-Nov-2026 to 26-Nov-2026.
      </Disclosure>
      <Disclosure id="guests" title="Guests">
        Ms. Somchai Jaidee and one child (6 years).
      </Disclosure>
      <Disclosure id="payment" title="Payment">
        Deposit of 1,500.00 THB received by card.
      </Disclosure>
    </DisclosureGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rooms = canvas.getByRole('button', { name: 'Rooms' });
    const guests = canvas.getByRole('button', { name: 'Guests' });
    await expect(rooms).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(guests);
    // One open at a time.
    await expect(guests).toHaveAttribute('aria-expanded', 'true');
    await expect(rooms).toHaveAttribute('aria-expanded', 'false');
  },
};
