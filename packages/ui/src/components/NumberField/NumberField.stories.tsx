import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatMoney, parseNumber } from '../../format/format.ts';
import { withLocale } from '../Field/withLocale.tsx';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Components/Inputs/NumberField',
  component: NumberField,
  args: {
    label: 'Room rate',
    isDisabled: false,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '14rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeWithThousandsSeparator: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Room rate' });
    await userEvent.type(input, '1,234.5');
    await userEvent.tab();
    // The comma is stripped before converting; the value is shown in the spec's format.
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.5);
    await expect(input).toHaveValue('1,234.50');
    await expect(input).toHaveValue(formatMoney(1234.5));
    await expect(parseNumber((input as HTMLInputElement).value)).toBe(1234.5);
  },
};

export const Zero: Story = {
  args: { label: 'Deposit', defaultValue: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Deposit' })).toHaveValue('0.00');
  },
};

export const RoundsToTwoDecimals: Story = {
  args: { label: 'Service charge' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Service charge' });
    await userEvent.type(input, '1000000.456');
    await userEvent.tab();
    await expect(input).toHaveValue('1,000,000.46');
    await expect(args.onChange).toHaveBeenLastCalledWith(1000000.46);
  },
};

export const ArrowKeysStep: Story = {
  args: { label: 'Extra bed charge', defaultValue: 500, minValue: 0, step: 100 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Extra bed charge' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('700.00');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('600.00');
    await expect(args.onChange).toHaveBeenLastCalledWith(600);
  },
};

export const WholeNumbers: Story = {
  args: { label: 'Nights', defaultValue: 3, minValue: 1, formatOptions: { maximumFractionDigits: 0 } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nights' });
    await expect(input).toHaveValue('3');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    // Clamped to minValue on blur.
    await expect(input).toHaveValue('1');
  },
};

export const Invalid: Story = {
  args: { label: 'Amount paid', defaultValue: 0, isInvalid: true, errorMessage: 'Enter the amount received.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount paid' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter the amount received.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 2500 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Room rate' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('2,500.00');
  },
};

export const Thai: Story = {
  decorators: [withLocale('th-TH')],
  args: { label: 'ราคาห้อง', defaultValue: 1234.5 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'ราคาห้อง' });
    await expect(input).toHaveValue('1,234.50');
    await userEvent.clear(input);
    await userEvent.type(input, '2,000');
    await userEvent.tab();
    await expect(input).toHaveValue('2,000.00');
    await expect(args.onChange).toHaveBeenLastCalledWith(2000);
  },
};

export const Lao: Story = {
  decorators: [withLocale('lo-LA')],
  args: { label: 'ລາຄາຫ້ອງ', defaultValue: 0 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'ລາຄາຫ້ອງ' });
    // Lao would write 1.234,50; the spec's separators win in every language.
    await expect(input).toHaveValue('0.00');
    await userEvent.clear(input);
    await userEvent.type(input, '1,234.5');
    await userEvent.tab();
    await expect(input).toHaveValue('1,234.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.5);
  },
};
