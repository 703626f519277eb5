import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, within } from 'storybook/test';
import { mediaQueries } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/theme.css.ts';
import { Box } from './Box.tsx';

// Story-only outline so the padding is visible.
const outline = { border: `1px dashed ${vars.color.borderStrong}`, color: vars.color.text };

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { padding: 'lg', style: outline, children: 'Room 101 · Deluxe twin' },
  argTypes: {
    padding: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
    as: { control: 'select', options: ['div', 'section', 'ul', 'nav'] },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Padding: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText('Room 101 · Deluxe twin');
    // lg on the spacing scale is 1rem = 16px, on every side.
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
    await expect(getComputedStyle(box).paddingLeft).toBe('16px');
    // style passes through beside the atoms.
    await expect(getComputedStyle(box).borderTopStyle).toBe('dashed');
  },
};

const listRef = createRef<HTMLElement>();

export const AsListWithRef: Story = {
  args: {
    as: 'ul',
    ref: listRef,
    display: 'flex',
    flexDirection: 'column',
    gap: 'sm',
    padding: 'none',
    'aria-label': 'Rooms to clean',
    className: 'rooms-to-clean',
    children: ['Room 101', 'Room 102'].map((room) => (
      <Box as="li" key={room} paddingX="md" paddingY="xs" style={outline}>
        {room}
      </Box>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Rooms to clean' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // React 19 passes the ref as a prop; the className joins the atoms' classes.
    await expect(listRef.current).toBe(list);
    await expect(list).toHaveClass('rooms-to-clean');
    // A list drops its bullets and indent; gap sm is 0.5rem = 8px.
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
    await expect(getComputedStyle(list).rowGap).toBe('8px');
  },
};

export const Responsive: Story = {
  args: { padding: { mobile: 'sm', tablet: 'lg', desktop: 'xxl' }, children: 'More room on wider screens' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText('More room on wider screens');
    // 8px on phones, 16px above 640px, 32px above 1024px: whichever this frame is.
    const expected = window.matchMedia(mediaQueries.desktop).matches
      ? '32px'
      : window.matchMedia(mediaQueries.tablet).matches
        ? '16px'
        : '8px';
    await expect(getComputedStyle(box).paddingTop).toBe(expected);
  },
};

export const FieldGrid: Story = {
  args: {
    display: 'grid',
    gridColumns: { mobile: 1, tablet: 2 },
    gap: 'md',
    padding: 'none',
    style: { width: '40rem', maxWidth: '100%' },
    children: [
      <Box key="first" style={outline}>
        First name
      </Box>,
      <Box key="last" style={outline}>
        Last name
      </Box>,
      <Box key="address" gridColumn="full" style={outline}>
        Address
      </Box>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('First name').getBoundingClientRect();
    const last = canvas.getByText('Last name').getBoundingClientRect();
    const address = canvas.getByText('Address').getBoundingClientRect();
    if (window.matchMedia(mediaQueries.tablet).matches) {
      // Two a row above 640px; the address takes the whole row.
      await expect(last.top).toBeCloseTo(first.top, 0);
      await expect(address.width).toBeCloseTo(first.width + last.width + 12, 0);
    } else {
      await expect(last.top).toBeGreaterThan(first.bottom);
      await expect(address.width).toBeCloseTo(first.width, 0);
    }
  },
};
