import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import { mediaQueries } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/theme.css.ts';
import { Stack } from './Stack.tsx';

// Story-only boxes so the layout is visible.
const boxStyle: CSSProperties = {
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
};

const rooms = ['Room 101', 'Room 102', 'Room 203'];

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    direction: 'column',
    align: 'stretch',
    children: rooms.map((room) => (
      <div key={room} style={boxStyle}>
        {room}
      </div>
    )),
  },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    space: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {
  args: { gap: 'md' },
  play: async ({ canvasElement }) => {
    const [first, second] = rooms.map((room) => within(canvasElement).getByText(room));
    if (!first || !second) throw new Error('boxes missing');
    const stack = first.parentElement;
    if (!stack) throw new Error('stack missing');
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    // md on the spacing scale is 0.75rem = 12px.
    await expect(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom).toBeCloseTo(12, 0);
  },
};

export const Row: Story = {
  args: { direction: 'row', gap: 'xl', align: 'center' },
  play: async ({ canvasElement }) => {
    const [first, second] = rooms.map((room) => within(canvasElement).getByText(room));
    if (!first || !second) throw new Error('boxes missing');
    await expect(first.getBoundingClientRect().top).toBeCloseTo(second.getBoundingClientRect().top, 0);
    // xl on the spacing scale is 1.5rem = 24px.
    await expect(second.getBoundingClientRect().left - first.getBoundingClientRect().right).toBeCloseTo(24, 0);
  },
};

export const SpaceAsList: Story = {
  args: {
    as: 'ul',
    space: 'lg',
    align: 'start',
    'aria-label': 'Rooms',
    children: rooms.map((room) => (
      <li key={room} style={boxStyle}>
        {room}
      </li>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Rooms' });
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('items missing');
    // lg on the spacing scale is 1rem = 16px; 'start' keeps each item as wide as its text.
    await expect(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom).toBeCloseTo(16, 0);
    await expect(first.getBoundingClientRect().width).toBeLessThan(list.getBoundingClientRect().width);
  },
};

export const ResponsiveSpace: Story = {
  args: { space: { mobile: 'xs', tablet: 'lg' } },
  play: async ({ canvasElement }) => {
    const [first, second] = rooms.map((room) => within(canvasElement).getByText(room));
    if (!first || !second) throw new Error('boxes missing');
    // 4px on phones, 16px above 640px.
    const expected = window.matchMedia(mediaQueries.tablet).matches ? 16 : 4;
    await expect(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom).toBeCloseTo(expected, 0);
  },
};
