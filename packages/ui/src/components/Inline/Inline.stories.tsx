import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Inline } from './Inline.tsx';

const actions = ['Check in', 'Print card', 'Add deposit', 'Move room', 'Cancel booking'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    space: 'sm',
    alignY: 'center',
    children: actions.map((action) => (
      <Button key={action} variant="secondary">
        {action}
      </Button>
    )),
  },
  argTypes: {
    space: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
    alignY: { control: 'inline-radio', options: ['top', 'center', 'bottom', 'baseline'] },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toolbar: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('button');
    if (!first || !second) throw new Error('buttons missing');
    await expect(first.getBoundingClientRect().top).toBeCloseTo(second.getBoundingClientRect().top, 0);
    // sm on the spacing scale is 0.5rem = 8px.
    await expect(second.getBoundingClientRect().left - first.getBoundingClientRect().right).toBeCloseTo(8, 0);
  },
};

export const Wraps: Story = {
  // Wider apart than the lines are: rowGap overrides the row part of `space`.
  args: { space: 'lg', rowGap: 'xs', style: { width: '16rem' } },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    const row = buttons[0]?.parentElement?.getBoundingClientRect();
    if (!row) throw new Error('row missing');
    const lines = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    // Too narrow for one line: the items flow onto more lines instead of overflowing.
    await expect(lines.size).toBeGreaterThan(1);
    for (const button of buttons)
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(row.right + 0.5);
  },
};

export const Between: Story = {
  args: {
    align: 'between',
    style: { width: '30rem' },
    children: [
      <Button key="back" variant="secondary">
        Back
      </Button>,
      <Button key="save">Save</Button>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('button', { name: 'Back' }).parentElement;
    if (!row) throw new Error('row missing');
    await expect(canvas.getByRole('button', { name: 'Back' }).getBoundingClientRect().left).toBeCloseTo(
      row.getBoundingClientRect().left,
      0,
    );
    await expect(canvas.getByRole('button', { name: 'Save' }).getBoundingClientRect().right).toBeCloseTo(
      row.getBoundingClientRect().right,
      0,
    );
  },
};

export const PushLastToEnd: Story = {
  args: {
    style: { width: '30rem' },
    children: [
      <strong key="title">Stay 1</strong>,
      <span key="badge">3 rooms free</span>,
      // A Box around the button carries the margin: the button's own styles set margin too, and
      // which of two single classes wins would depend on the order of the stylesheets.
      <Box key="remove" marginLeft="auto">
        <Button variant="secondary" size="sm">
          Remove
        </Button>
      </Box>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Remove' });
    const row = remove.parentElement?.parentElement;
    if (!row) throw new Error('row missing');
    await expect(remove.getBoundingClientRect().right).toBeCloseTo(row.getBoundingClientRect().right, 0);
    // The other items stay together at the start.
    const badge = canvas.getByText('3 rooms free').getBoundingClientRect();
    const title = canvas.getByText('Stay 1').getBoundingClientRect();
    await expect(badge.left - title.right).toBeCloseTo(8, 0);
  },
};
