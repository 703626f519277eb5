import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Button, type ButtonProps } from './Button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: {
    children: 'Check in',
    variant: 'primary',
    size: 'md',
    isDisabled: false,
    onPress: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Check in' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Print registration card' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Print registration card' });
    // Keyboard users reach it with Tab and press it with Enter or Space.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Check out' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Check out' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Small: Story = {
  args: { size: 'sm', variant: 'secondary', children: 'Details' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Details' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Group: Story = {
  render: (args) => (
    <Stack direction="row" gap="sm" align="center">
      <Button {...args} variant="primary">
        Save reservation
      </Button>
      <Button {...args} variant="secondary">
        Cancel
      </Button>
    </Stack>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save reservation' }));
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

// Stays pending after the first press, as a save does while its request is under way.
function SaveButton({ onPress, ...args }: ButtonProps) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      {...args}
      isPending={pending}
      onPress={(event) => {
        onPress?.(event);
        setPending(true);
      }}
    />
  );
}

export const Pending: Story = {
  args: { children: 'Save reservation' },
  render: (args) => <SaveButton {...args} />,
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save reservation' });
    const width = button.getBoundingClientRect().width;
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // The spinner shows, the label stays for screen readers, and the button neither moves nor loses focus.
    await expect(within(button).getByRole('progressbar')).toBeVisible();
    await expect(button).toHaveAccessibleName(/^Save reservation/);
    await expect(button.getBoundingClientRect().width).toBeCloseTo(width, 0);
    await expect(button).toHaveFocus();
    // A second press, by keyboard or pointer, does nothing: no double booking.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
