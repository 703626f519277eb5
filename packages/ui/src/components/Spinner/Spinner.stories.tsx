import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Components/Feedback/Spinner',
  component: Spinner,
  args: { size: 'md', showLabel: false, layout: 'inline' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    layout: { control: 'inline-radio', options: ['inline', 'stacked'] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar');
    // The spec's default text, announced though not shown.
    await expect(spinner).toHaveAccessibleName('Loading...');
    // Indeterminate: no value to announce.
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const WithLabel: Story = {
  args: { showLabel: true, label: 'Loading rooms...' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName('Loading rooms...');
    await expect(canvas.getByText('Loading rooms...')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap="xl" align="center">
      <Spinner {...args} size="sm" label="Loading folio" />
      <Spinner {...args} size="md" label="Loading rates" />
      <Spinner {...args} size="lg" label="Loading room rack" showLabel layout="stacked" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const spinners = within(canvasElement).getAllByRole('progressbar');
    await expect(spinners.map((spinner) => spinner.getAttribute('aria-label') ?? spinner.textContent)).toEqual([
      'Loading folio',
      'Loading rates',
      'Loading room rack',
    ]);
  },
};
