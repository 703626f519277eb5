import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withLocale } from '../Field/withLocale.tsx';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Components/Inputs/SearchField',
  component: SearchField,
  args: {
    label: 'Find reservation',
    placeholder: 'Name, room or confirmation no.',
    isDisabled: false,
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeAndSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Find reservation' });
    await userEvent.type(input, 'Room 305{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('Room 305');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('Room 305');
  },
};

export const ClearButton: Story = {
  args: { defaultValue: 'Somchai' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Find reservation' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(input).toHaveFocus();
    // Nothing to clear: the button goes away.
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const EscapeClears: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Find reservation' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('RSV-2026{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Search the guest list', placeholder: 'Search' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search the guest list' });
    await userEvent.type(input, 'VIP');
    await expect(input).toHaveValue('VIP');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Somchai' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Find reservation' })).toBeDisabled();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Thai: Story = {
  decorators: [withLocale('th-TH')],
  args: { label: 'ค้นหาการจอง', placeholder: 'ชื่อ ห้อง หรือเลขที่ยืนยัน', defaultValue: 'สมชาย' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ล้างคำค้นหา' }));
    await expect(canvas.getByRole('searchbox', { name: 'ค้นหาการจอง' })).toHaveValue('');
  },
};

export const Lao: Story = {
  decorators: [withLocale('lo-LA')],
  args: { label: 'ຄົ້ນຫາການຈອງ', placeholder: 'ຊື່ ຫຼື ເລກຫ້ອງ', defaultValue: 'ສົມພອນ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ລຶບຄຳຄົ້ນຫາ' }));
    await expect(canvas.getByRole('searchbox', { name: 'ຄົ້ນຫາການຈອງ' })).toHaveValue('');
  },
};
