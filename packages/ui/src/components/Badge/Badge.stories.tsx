import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Components/Display/Badge',
  component: Badge,
  args: { tone: 'info', children: 'New' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'info', 'success', 'warning', 'error'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeVisible();
  },
};

export const Count: Story = {
  args: { tone: 'warning', children: 12, 'aria-label': '12 arrivals without a room' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('12 arrivals without a room')).toHaveTextContent('12');
  },
};

export const AllTones: Story = {
  render: () => (
    <Stack direction="row" gap="sm" align="center" wrap>
      <Badge tone="neutral">Draft</Badge>
      <Badge tone="info">New</Badge>
      <Badge tone="success">Paid</Badge>
      <Badge tone="warning">Due today</Badge>
      <Badge tone="error">Overdue</Badge>
      <Badge tone="info" aria-label="3 messages">
        3
      </Badge>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Draft', 'New', 'Paid', 'Due today', 'Overdue']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};
