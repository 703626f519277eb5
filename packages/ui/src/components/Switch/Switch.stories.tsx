import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withLocale } from '../Field/withLocale.tsx';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Components/Inputs/Switch',
  component: Switch,
  args: {
    children: 'Pin top bar',
    isDisabled: false,
    onChange: fn(),
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Pin top bar' });
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(canvasElement).getByText('Pin top bar'));
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Keyboard: Story = {
  args: { children: 'Show inactive rate codes', defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Show inactive rate codes' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Pin top bar' });
    await expect(control).toBeDisabled();
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await expect(control).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Thai: Story = {
  decorators: [withLocale('th-TH')],
  args: { children: 'ปักหมุดแถบด้านบน' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('switch', { name: 'ปักหมุดแถบด้านบน' }));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
