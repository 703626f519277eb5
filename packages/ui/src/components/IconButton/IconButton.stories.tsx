import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CalendarIcon, CloseIcon, SearchIcon } from '../Field/icons.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: {
    'aria-label': 'Search reservations',
    children: <SearchIcon />,
    variant: 'ghost',
    size: 'md',
    isDisabled: false,
    onPress: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search reservations' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', 'aria-label': 'Pick arrival date', children: <CalendarIcon /> },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pick arrival date' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Primary: Story = {
  args: { variant: 'primary', 'aria-label': 'Find guest', children: <SearchIcon /> },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Find guest' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Small: Story = {
  args: { size: 'sm', 'aria-label': 'Remove filter', children: <CloseIcon /> },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Remove filter' });
    await expect(button.getBoundingClientRect().height).toBe(24);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'secondary' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search reservations' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Toolbar: Story = {
  render: (args) => (
    <Stack direction="row" gap="xs" align="center">
      <IconButton {...args} aria-label="Search reservations">
        <SearchIcon />
      </IconButton>
      <IconButton {...args} aria-label="Pick arrival date">
        <CalendarIcon />
      </IconButton>
      <IconButton {...args} aria-label="Clear filters">
        <CloseIcon />
      </IconButton>
    </Stack>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Each button is 30 px, the height of inputs and table rows.
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBe(30);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
