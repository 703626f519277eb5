import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Tooltip, TooltipTrigger } from './Tooltip.tsx';

interface TooltipDemoProps {
  text: string;
  placement?: 'top' | 'bottom' | 'left' | 'right';
  isOpen?: boolean;
  hideArrow?: boolean;
}

function TooltipDemo({ text, placement = 'top', isOpen, hideArrow }: TooltipDemoProps) {
  return (
    <div style={{ padding: '3rem 6rem' }}>
      <TooltipTrigger isOpen={isOpen}>
        <Button variant="secondary">Post to folio</Button>
        <Tooltip placement={placement} hideArrow={hideArrow}>
          {text}
        </Tooltip>
      </TooltipTrigger>
    </div>
  );
}

const meta = {
  title: 'Components/Overlays/Tooltip',
  component: TooltipDemo,
  args: { text: 'Posts the minibar charges to the guest folio', placement: 'top', hideArrow: false },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'left', 'right'] },
  },
} satisfies Meta<typeof TooltipDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Post to folio' });
    await expect(button).toHaveFocus();
    // Keyboard focus shows it at once, and the button is described by it.
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Posts the minibar charges to the guest folio');
    await expect(button).toHaveAccessibleDescription('Posts the minibar charges to the guest folio');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const OnHover: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Post to folio' });
    // react-aria opens on hover only for a mouse user: a click elsewhere makes the pointer the
    // current input, as it is after any real click.
    await userEvent.click(canvasElement);
    await userEvent.hover(button);
    const tooltip = await canvas.findByRole('tooltip', {}, { timeout: 2000 });
    await expect(tooltip).toHaveAttribute('data-placement', 'bottom');
    // It is portalled into the themed root, so it keeps the theme's colours.
    await expect(getComputedStyle(tooltip).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await userEvent.unhover(button);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

export const Open: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement }) => {
    const tooltip = await within(canvasElement).findByRole('tooltip');
    await Promise.all(tooltip.getAnimations().map((animation) => animation.finished));
    await expect(tooltip).toBeVisible();
  },
};

export const Placements: Story = {
  render: (args) => (
    <Stack direction="row" gap="xl" wrap>
      {(['top', 'bottom', 'left', 'right'] as const).map((placement) => (
        <div key={placement} style={{ padding: '3rem 5rem' }}>
          <TooltipTrigger isOpen>
            <Button variant="secondary">{placement}</Button>
            <Tooltip placement={placement}>{args.text}</Tooltip>
          </TooltipTrigger>
        </div>
      ))}
    </Stack>
  ),
  args: { text: 'Room 1204' },
  play: async ({ canvasElement }) => {
    const tooltips = await within(canvasElement).findAllByRole('tooltip');
    await expect(tooltips.map((tooltip) => tooltip.getAttribute('data-placement'))).toEqual([
      'top',
      'bottom',
      'left',
      'right',
    ]);
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  },
};
