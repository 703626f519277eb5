import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { ProgressBar } from './ProgressBar.tsx';

/** The spec's basis for tree uploads (create_tree progress): 268151 bytes. */
const UPLOAD_BYTES = 268151;

const meta = {
  title: 'Components/Feedback/ProgressBar',
  component: ProgressBar,
  args: {
    label: 'Uploading room types',
    value: 134076,
    maxValue: UPLOAD_BYTES,
    isIndeterminate: false,
    showValueLabel: true,
    size: 'md',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading room types' });
    // Bytes against the upload basis, shown and announced as a percentage.
    await expect(bar).toHaveAttribute('aria-valuenow', '134076');
    await expect(bar).toHaveAttribute('aria-valuemax', String(UPLOAD_BYTES));
    await expect(bar).toHaveAttribute('aria-valuetext', '50%');
    await expect(within(bar).getByText('50%')).toBeVisible();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Preparing day-end', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Preparing day-end' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(within(bar).queryByText(/%$/)).not.toBeInTheDocument();
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Upload progress', value: 40, maxValue: 100, size: 'sm' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
  },
};

/** An upload that moves: the bar follows the bytes sent. */
function Upload() {
  const [sent, setSent] = useState(0);
  useEffect(() => {
    if (sent >= UPLOAD_BYTES) return;
    const timer = setTimeout(() => setSent((bytes) => Math.min(UPLOAD_BYTES, bytes + 67038)), 60);
    return () => clearTimeout(timer);
  }, [sent]);
  return <ProgressBar label="Uploading room types" value={sent} maxValue={UPLOAD_BYTES} />;
}

export const Uploading: Story = {
  render: () => (
    <Stack gap="lg">
      <Upload />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading room types' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '100%'));
  },
};
