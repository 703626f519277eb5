import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withLocale } from '../Field/withLocale.tsx';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Components/Inputs/PasswordField',
  component: PasswordField,
  args: {
    label: 'Password',
    isDisabled: false,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const ShowAndHide: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'night-audit');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onChange).toHaveBeenLastCalledWith('night-audit');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('night-audit');

    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  },
};

export const TypingHighlightsTheIcon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).not.toHaveAttribute('data-typing');

    await userEvent.type(input, 'a');
    await expect(toggle).toHaveAttribute('data-typing', 'true');
    await sleep(500);
    // A keystroke within 800 ms restarts the wait: 1 s after the first key it is still lit.
    await userEvent.type(input, 'b');
    await sleep(500);
    await expect(toggle).toHaveAttribute('data-typing', 'true');
    // 800 ms after the last keystroke it returns to normal.
    await waitFor(() => expect(toggle).not.toHaveAttribute('data-typing'), { timeout: 1500 });
    await expect(input).toHaveValue('ab');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('s3cret');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
  },
};

export const EnterSubmits: Story = {
  args: { name: 'password' },
  render: (args) => {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const data = new FormData(event.currentTarget);
      event.currentTarget.dataset.submitted = String(data.get('password'));
    };
    return (
      <form onSubmit={onSubmit} aria-label="Sign in">
        <PasswordField {...args} />
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'frontdesk{Enter}');
    await expect(canvas.getByRole('form', { name: 'Sign in' })).toHaveAttribute('data-submitted', 'frontdesk');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Can not login', defaultValue: 'wrong' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Can not login');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Thai: Story = {
  decorators: [withLocale('th-TH')],
  args: { label: 'รหัสผ่าน' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'แสดงรหัสผ่าน' }));
    await expect(canvas.getByLabelText('รหัสผ่าน')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'ซ่อนรหัสผ่าน' })).toBeInTheDocument();
  },
};

export const Lao: Story = {
  decorators: [withLocale('lo-LA')],
  args: { label: 'ລະຫັດຜ່ານ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ສະແດງລະຫັດຜ່ານ' }));
    await expect(canvas.getByRole('button', { name: 'ເຊື່ອງລະຫັດຜ່ານ' })).toBeInTheDocument();
  },
};
