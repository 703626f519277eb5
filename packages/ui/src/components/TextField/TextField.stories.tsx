import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withLocale } from '../Field/withLocale.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/Inputs/TextField',
  component: TextField,
  args: {
    label: 'Guest name',
    placeholder: 'As on the passport',
    isDisabled: false,
    isRequired: false,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Guest name' });
    await userEvent.type(input, 'Somchai Jaidee');
    await expect(input).toHaveValue('Somchai Jaidee');
    await expect(args.onChange).toHaveBeenLastCalledWith('Somchai Jaidee');
    // 30 px, the spec's table row height.
    await expect(input.parentElement?.getBoundingClientRect().height).toBe(30);
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Confirmation number',
    description: 'Printed on the booking voucher, e.g. RSV-2026-00412.',
    placeholder: undefined,
    isRequired: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Confirmation number/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Printed on the booking voucher, e.g. RSV-2026-00412.');
    // The required marker is visual only; the input itself says it is required.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  args: {
    label: 'E-mail',
    defaultValue: 'somchai@',
    isInvalid: true,
    errorMessage: 'Enter a complete e-mail address.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a complete e-mail address.');
  },
};

export const ValidatesWhileTyping: Story = {
  args: {
    label: 'Room number',
    placeholder: undefined,
    validationBehavior: 'aria',
    validate: (value: string) => (/^\d{3,4}$/.test(value) || value === '' ? null : 'Use 3 or 4 digits, e.g. 305.'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Room number' });
    await userEvent.type(input, '30A');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Use 3 or 4 digits, e.g. 305.')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '305');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Use 3 or 4 digits, e.g. 305.')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Walk-in guest' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Guest name' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const KeyboardFocus: Story = {
  args: { label: 'Company', placeholder: undefined },
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <TextField {...args} />
      <TextField label="Contact person" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveFocus();
    await userEvent.keyboard('Lao Travel Co.');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Contact person' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveValue('Lao Travel Co.');
  },
};

export const Thai: Story = {
  decorators: [withLocale('th-TH')],
  args: {
    label: 'ชื่อผู้เข้าพัก',
    description: 'ตามที่ระบุในหนังสือเดินทาง',
    placeholder: 'ชื่อ นามสกุล',
    isRequired: true,
  },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /ชื่อผู้เข้าพัก/ });
    await expect(input.closest('[lang]')).toHaveAttribute('lang', 'th');
    await expect(input).toHaveAccessibleDescription('ตามที่ระบุในหนังสือเดินทาง');
    await userEvent.type(input, 'สมชาย ใจดี');
    await expect(args.onChange).toHaveBeenLastCalledWith('สมชาย ใจดี');
  },
};

export const Lao: Story = {
  decorators: [withLocale('lo-LA')],
  args: {
    label: 'ຊື່ແຂກ',
    description: 'ຕາມໜັງສືຜ່ານແດນ',
    placeholder: 'ຊື່ ແລະ ນາມສະກຸນ',
  },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'ຊື່ແຂກ' });
    await expect(input.closest('[lang]')).toHaveAttribute('lang', 'lo');
    await expect(input).toHaveAccessibleDescription('ຕາມໜັງສືຜ່ານແດນ');
    await userEvent.type(input, 'ສົມພອນ');
    await expect(args.onChange).toHaveBeenLastCalledWith('ສົມພອນ');
  },
};
