import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PinToggle } from './PinToggle.tsx';

const meta = {
  title: 'Components/Shell/PinToggle',
  component: PinToggle,
  args: { defaultSelected: true, onChange: fn() },
} satisfies Meta<typeof PinToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

const rotationOf = (button: HTMLElement) => {
  const svg = button.querySelector('svg');
  if (!svg) throw new Error('icon missing');
  // getComputedStyle gives the transform as a matrix: rotate(0) is matrix(1, 0, 0, 1, 0, 0),
  // rotate(90deg) is matrix(0, 1, -1, 0, 0, 0).
  const [a, b] = new DOMMatrix(getComputedStyle(svg).transform).toFloat64Array();
  return Math.round((Math.atan2(b ?? 0, a ?? 1) * 180) / Math.PI);
};

export const Pinned: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pin menu bar' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(rotationOf(button)).toBe(0));
    const svg = button.querySelector('svg');
    if (!svg) throw new Error('icon missing');
    await expect(getComputedStyle(svg).transitionDuration).toBe('0.1s');

    await userEvent.click(button);
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(rotationOf(button)).toBe(90));

    // Keyboard: Space toggles back to pinned.
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(rotationOf(button)).toBe(0));
  },
};

export const Unpinned: Story = {
  args: { defaultSelected: false },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pin menu bar' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(rotationOf(button)).toBe(90));
    await userEvent.click(button);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Thai: Story = {
  globals: { locale: 'th-TH' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'ปักหมุดแถบเมนู' })).toBeVisible();
  },
};
