import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Notice } from './Notice.tsx';

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  args: {
    tone: 'info',
    title: 'Night audit starts at 02:00',
    children: 'Postings made after that time are dated to the next business day.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'warning', 'error', 'success'] },
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Night audit starts at 02:00');
    await expect(status).toHaveTextContent('Postings made after that time');
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Room 305 is out of order',
    children: 'It is blocked until 24-Nov-2026 and cannot be assigned.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Room 305 is out of order');
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: {
    tone: 'error',
    title: 'The payment was declined',
    children: 'Ask the guest for another card or settle the folio in cash.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Errors interrupt: they use the assertive alert role, never status.
    await expect(canvas.getByRole('alert')).toHaveTextContent('The payment was declined');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Reservation saved', children: 'Confirmation RSV-2026-00412 was sent to the guest.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Reservation saved');
  },
};

export const TitleOnly: Story = {
  args: { title: 'No arrivals left for today', children: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^No arrivals left for today$/);
  },
};

export const AllTones: Story = {
  render: () => (
    <Stack gap="md">
      <Notice tone="info" title="Night audit starts at 02:00">
        Postings made after that time are dated to the next business day.
      </Notice>
      <Notice tone="success" title="Reservation saved">
        Confirmation RSV-2026-00412 was sent to the guest.
      </Notice>
      <Notice tone="warning" title="Room 305 is out of order">
        It is blocked until 24-Nov-2026 and cannot be assigned.
      </Notice>
      <Notice tone="error" title="The payment was declined">
        Ask the guest for another card or settle the folio in cash.
      </Notice>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};
