import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import { mediaQueries } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/theme.css.ts';
import { Column, Columns } from './Columns.tsx';

// Story-only panels so the columns are visible.
const panel: CSSProperties = {
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
};

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: {
    space: 'lg',
    style: { width: '40rem' },
    children: [
      <Column key="a" style={panel}>
        Guest details
      </Column>,
      <Column key="b" style={panel}>
        Stay details
      </Column>,
    ],
  },
  argTypes: {
    space: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
    alignY: { control: 'inline-radio', options: ['top', 'center', 'bottom', 'stretch'] },
    collapseBelow: { control: 'inline-radio', options: [undefined, 'tablet', 'desktop'] },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

const rect = (canvasElement: HTMLElement, text: string) =>
  within(canvasElement).getByText(text).getBoundingClientRect();

export const Fluid: Story = {
  play: async ({ canvasElement }) => {
    const a = rect(canvasElement, 'Guest details');
    const b = rect(canvasElement, 'Stay details');
    // Equal shares of 40rem (640px) less one 16px gutter.
    await expect(a.width).toBeCloseTo(312, 0);
    await expect(b.width).toBeCloseTo(312, 0);
    await expect(b.left - a.right).toBeCloseTo(16, 0);
  },
};

export const Widths: Story = {
  args: {
    children: [
      <Column key="a" width="content" style={panel}>
        Photo
      </Column>,
      <Column key="b" width="1/3" style={panel}>
        One third
      </Column>,
      <Column key="c" style={panel}>
        The rest
      </Column>,
    ],
  },
  play: async ({ canvasElement }) => {
    const photo = rect(canvasElement, 'Photo');
    const third = rect(canvasElement, 'One third');
    const rest = rect(canvasElement, 'The rest');
    // A third of the row counted with its gutter: (640 + 16) / 3 - 16.
    await expect(third.width).toBeCloseTo(656 / 3 - 16, 0);
    await expect(photo.width).toBeLessThan(third.width);
    // The fluid column ends at the row's end.
    await expect(photo.width + third.width + rest.width + 2 * 16).toBeCloseTo(640, 0);
  },
};

export const Halves: Story = {
  args: {
    children: [
      <Column key="a" width="1/2" style={panel}>
        Left half
      </Column>,
      <Column key="b" width="1/2" style={panel}>
        Right half
      </Column>,
    ],
  },
  play: async ({ canvasElement }) => {
    const left = rect(canvasElement, 'Left half');
    const right = rect(canvasElement, 'Right half');
    // Two halves and their gutter fill the row exactly, with no overflow.
    await expect(left.width).toBeCloseTo(312, 0);
    await expect(right.right - left.left).toBeCloseTo(640, 0);
  },
};

export const AlignY: Story = {
  args: {
    alignY: 'center',
    children: [
      <Column key="a" style={{ ...panel, height: '6rem' }}>
        Tall
      </Column>,
      <Column key="b" style={panel}>
        Short
      </Column>,
    ],
  },
  play: async ({ canvasElement }) => {
    const tall = rect(canvasElement, 'Tall');
    const short = rect(canvasElement, 'Short');
    await expect(short.height).toBeLessThan(tall.height);
    await expect(short.top + short.height / 2).toBeCloseTo(tall.top + tall.height / 2, 0);
  },
};

export const CollapseBelowDesktop: Story = {
  args: { collapseBelow: 'desktop', style: {} },
  play: async ({ canvasElement }) => {
    const a = rect(canvasElement, 'Guest details');
    const b = rect(canvasElement, 'Stay details');
    if (window.matchMedia(mediaQueries.desktop).matches) {
      await expect(a.top).toBeCloseTo(b.top, 0);
    } else {
      // At 1024px and narrower: one column, full width, the gutter between the rows.
      await expect(b.top - a.bottom).toBeCloseTo(16, 0);
      await expect(a.width).toBeCloseTo(b.width, 0);
      await expect(a.left).toBeCloseTo(b.left, 0);
    }
  },
};
