import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper.tsx';

const meta = {
  title: 'Components/Inputs/QuantityStepper',
  component: QuantityStepper,
  args: {
    label: 'Drinking water',
    description: '30.00 each',
    decrementLabel: 'One fewer',
    incrementLabel: 'One more',
    maxValue: 99,
    defaultValue: 0,
    onChange: fn(),
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** + and − count whole units; − stops at 0, and the buttons are at least 44 px for a thumb. */
export const CountWithButtons: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'One more Drinking water' });
    const fewer = canvas.getByRole('button', { name: 'One fewer Drinking water' });
    const input = canvas.getByRole('textbox', { name: 'Drinking water' });
    await expect(fewer).toBeDisabled();
    await userEvent.click(more);
    await userEvent.click(more);
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(fewer);
    await expect(input).toHaveValue('1');
    for (const button of [more, fewer]) {
      const box = button.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
  },
};

/** The count can be typed too, and is held within its limits. */
export const TypeACount: Story = {
  args: { label: 'Beerlao', maxValue: 9 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Beerlao' });
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await userEvent.tab();
    await expect(input).toHaveValue('9');
    await expect(canvas.getByRole('button', { name: 'One more Beerlao' })).toBeDisabled();
  },
};

function Controlled() {
  const [value, setValue] = useState(3);
  return (
    <div>
      <QuantityStepper label="Chocolate bar" value={value} onChange={setValue} maxValue={99} />
      <p>Counted: {value}</p>
    </div>
  );
}

/** Controlled by its screen, as the minibar count holds its lines. */
export const ControlledByTheScreen: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /increase/i }));
    await expect(canvas.getByText('Counted: 4')).toBeVisible();
  },
};
