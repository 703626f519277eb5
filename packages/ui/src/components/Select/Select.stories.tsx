import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withLocale } from '../Field/withLocale.tsx';
import { Select, SelectItem } from './Select.tsx';

const meta = {
  title: 'Components/Inputs/Select',
  component: Select,
  args: {
    label: 'Room type',
    isDisabled: false,
    onChange: fn(),
    children: null,
  },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem', minHeight: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Select {...args}>
      <SelectItem id="STD">Standard</SelectItem>
      <SelectItem id="SUP">Superior</SelectItem>
      <SelectItem id="DLX">Deluxe</SelectItem>
      <SelectItem id="STE">Suite</SelectItem>
    </Select>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const PickWithMouse: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Room type/ });
    await expect(trigger).toHaveTextContent('Select an option');
    await userEvent.click(trigger);
    const listbox = await page.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Deluxe' }));
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Deluxe');
    await expect(args.onChange).toHaveBeenCalledWith('DLX');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Room type/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Standard' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Deluxe');
    await expect(trigger).toHaveFocus();
    // Type-ahead on the closed select picks the next match.
    await userEvent.keyboard('sup');
    await expect(trigger).toHaveTextContent('Superior');
    await expect(args.onChange).toHaveBeenLastCalledWith('SUP');
  },
};

export const EscapeKeepsTheValue: Story = {
  args: { defaultValue: 'SUP' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Room type/ });
    await expect(trigger).toHaveTextContent('Superior');
    await userEvent.click(trigger);
    const listbox = await page.findByRole('listbox');
    // The selected option carries the check mark and aria-selected.
    await expect(within(listbox).getByRole('option', { name: 'Superior' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Superior');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const marketSegments = [
  { code: 'FIT', name: 'Free independent traveller' },
  { code: 'GRP', name: 'Group' },
  { code: 'CORP', name: 'Corporate' },
  { code: 'OTA', name: 'Online travel agent' },
];

export const FromData: Story = {
  args: { label: 'Market segment', disabledKeys: ['GRP'] },
  render: (args) => (
    <Select {...args} items={marketSegments.map((segment) => ({ ...segment, id: segment.code }))}>
      {(segment) => <SelectItem id={segment.code}>{segment.name}</SelectItem>}
    </Select>
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Market segment/ }));
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await expect(within(listbox).getByRole('option', { name: 'Group' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Online travel agent' }));
    await expect(args.onChange).toHaveBeenCalledWith('OTA');
  },
};

export const Required: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    description: 'Decides the rate plans on offer.',
    errorMessage: 'Please select data.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please select data.')).toBeVisible();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('button', { name: /Room type/ })).toHaveAttribute('data-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'STD' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Room type/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(page.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Thai: Story = {
  decorators: [withLocale('th-TH')],
  args: { label: 'ประเภทห้อง' },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="STD">ห้องมาตรฐาน</SelectItem>
      <SelectItem id="SUP">ห้องซูพีเรีย</SelectItem>
      <SelectItem id="DLX">ห้องดีลักซ์</SelectItem>
      <SelectItem id="STE">ห้องสวีท</SelectItem>
    </Select>
  ),
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /ประเภทห้อง/ });
    await expect(trigger).toHaveTextContent('เลือกรายการ');
    await userEvent.click(trigger);
    const listbox = await page.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'ห้องดีลักซ์' }));
    await expect(trigger).toHaveTextContent('ห้องดีลักซ์');
    await expect(args.onChange).toHaveBeenCalledWith('DLX');
  },
};

export const Lao: Story = {
  decorators: [withLocale('lo-LA')],
  args: { label: 'ປະເພດຫ້ອງ' },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="STD">ຫ້ອງມາດຕະຖານ</SelectItem>
      <SelectItem id="DLX">ຫ້ອງດີລັກ</SelectItem>
      <SelectItem id="STE">ຫ້ອງສະວີດ</SelectItem>
    </Select>
  ),
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /ປະເພດຫ້ອງ/ });
    await expect(trigger).toHaveTextContent('ເລືອກລາຍການ');
    await userEvent.click(trigger);
    const listbox = await page.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'ຫ້ອງສະວີດ' }));
    await expect(trigger).toHaveTextContent('ຫ້ອງສະວີດ');
    await expect(args.onChange).toHaveBeenCalledWith('STE');
  },
};
