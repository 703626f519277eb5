import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withLocale } from '../Field/withLocale.tsx';
import { Radio, RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Components/Inputs/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Shift',
    orientation: 'horizontal',
    isDisabled: false,
    onChange: fn(),
    children: null,
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    children: { control: false },
  },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="AM">AM</Radio>
      <Radio value="PM">PM</Radio>
      <Radio value="Night">Night</Radio>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pick: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Shift' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'PM' }));
    await expect(canvas.getByRole('radio', { name: 'PM' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('PM');
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'AM' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'AM' })).toHaveFocus();
    // Arrow keys move and select; Tab would leave the group.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Night' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Night');
  },
};

export const Vertical: Story = {
  args: {
    label: 'Guarantee',
    orientation: 'vertical',
    description: 'How the first night is secured.',
    defaultValue: 'card',
  },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="card">Credit card</Radio>
      <Radio value="deposit">Advance deposit</Radio>
      <Radio value="company">Company guarantee</Radio>
      <Radio value="none" isDisabled>
        Not guaranteed
      </Radio>
    </RadioGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Guarantee' });
    await expect(group).toHaveAttribute('aria-orientation', 'vertical');
    await expect(group).toHaveAccessibleDescription('How the first night is secured.');
    await expect(canvas.getByRole('radio', { name: 'Not guaranteed' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Advance deposit'));
    await expect(canvas.getByRole('radio', { name: 'Advance deposit' })).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please select data.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please select data.')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: /Shift/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'PM' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'AM' }), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'PM' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Lao: Story = {
  decorators: [withLocale('lo-LA')],
  args: { label: 'ກະເຮັດວຽກ' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="AM">ກະເຊົ້າ</Radio>
      <Radio value="PM">ກະບ່າຍ</Radio>
      <Radio value="Night">ກະກາງຄືນ</Radio>
    </RadioGroup>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'ກະກາງຄືນ' }));
    await expect(args.onChange).toHaveBeenCalledWith('Night');
  },
};
