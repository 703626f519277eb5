import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { withLocale } from '../Field/withLocale.tsx';
import { Form } from '../Form/Form.tsx';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Components/Inputs/TextArea',
  component: TextArea,
  args: {
    label: 'Remark',
    placeholder: 'Requests, arrival time, anything the next shift should know',
    isDisabled: false,
    isRequired: false,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Remark' });
    await expect(box.tagName).toBe('TEXTAREA');
    // Enter starts a new line.
    await userEvent.type(box, 'Late arrival{Enter}Keep room 305');
    await expect(box).toHaveValue('Late arrival\nKeep room 305');
    await expect(args.onChange).toHaveBeenLastCalledWith('Late arrival\nKeep room 305');
    // Drag to make it taller, never wider; never shorter than its 4 rows.
    const looks = getComputedStyle(box);
    await expect(looks.resize).toBe('vertical');
    await expect(Number.parseFloat(looks.minHeight)).toBeGreaterThanOrEqual(4 * Number.parseFloat(looks.lineHeight));
    await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(Number.parseFloat(looks.minHeight));
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Internal remark',
    description: 'Only staff see this; it is not printed on the folio.',
    placeholder: undefined,
    isRequired: true,
    rows: 6,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: /Internal remark/ });
    await expect(box).toHaveAttribute('rows', '6');
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleDescription('Only staff see this; it is not printed on the folio.');
    // The required marker is visual only; the box itself says it is required.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Reason',
    defaultValue: 'x',
    isInvalid: true,
    errorMessage: 'Say why the charge is voided.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Reason' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Say why the charge is voided.');
  },
};

export const RequiredOnSubmit: Story = {
  args: {
    name: 'reason',
    label: 'Reason',
    isRequired: true,
    errorMessage: 'Write the reason.',
    placeholder: undefined,
  },
  render: (args) => {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      event.currentTarget.dataset.sent = String(new FormData(event.currentTarget).get('reason'));
    };
    // 'native': the browser refuses the empty required box and the field shows why.
    return (
      <Form aria-label="Void charge" validationBehavior="native" onSubmit={onSubmit}>
        <TextArea {...args} />
        <Button type="submit">Save</Button>
      </Form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: /Reason/ });
    const form = canvas.getByRole('form', { name: 'Void charge' });
    await expect(box).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Write the reason.');
    await expect(form).not.toHaveAttribute('data-sent');
    await userEvent.type(box, 'Guest disputed the minibar{Enter}Manager approved');
    // The message stays until the next submit (or leaving the box) checks the box again.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(box).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Write the reason.')).not.toBeInTheDocument();
    await expect(form).toHaveAttribute('data-sent', 'Guest disputed the minibar\nManager approved');
  },
};

/** A save that the server refuses: its message shows under the box whose `name` it names. */
function ServerRoundTrip() {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  return (
    <Form
      aria-label="Manual"
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({ body: ['The manual may not contain HTML.'] });
      }}
    >
      <TextArea name="body" label="Manual" description="Plain text with simple formatting." />
      <TextArea name="note" label="Note to reviewers" />
      <Button type="submit">Save</Button>
    </Form>
  );
}

export const ServerErrorByName: Story = {
  render: () => <ServerRoundTrip />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = canvas.getByRole('textbox', { name: 'Manual' });
    const note = canvas.getByRole('textbox', { name: 'Note to reviewers' });
    await userEvent.type(body, '<b>Check-in</b>');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(body).toHaveAttribute('aria-invalid', 'true'));
    await expect(body).toHaveAccessibleDescription(
      'Plain text with simple formatting. The manual may not contain HTML.',
    );
    await expect(note).not.toHaveAttribute('aria-invalid');
    // The error goes once the change is committed, on leaving the box.
    await userEvent.clear(body);
    await userEvent.type(body, 'Check-in');
    await userEvent.tab();
    await expect(body).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('The manual may not contain HTML.')).not.toBeInTheDocument();
  },
};

function ControlledCounter() {
  const [text, setText] = useState('Quiet room');
  return <TextArea label="Request" value={text} onChange={setText} maxLength={20} rows={2} />;
}

export const Counter: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <ControlledCounter />
      <TextArea label="Long note" description="Shown on the arrival list." maxLength={20_000} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const request = canvas.getByRole('textbox', { name: 'Request' });
    await expect(request).toHaveAttribute('maxlength', '20');
    await expect(canvas.getByText('10 / 20')).toBeVisible();
    await userEvent.type(request, ', high floor!');
    // The box stops at its limit; the counter says so.
    await expect(request).toHaveValue('Quiet room, high flo');
    const full = canvas.getByText('20 / 20');
    await expect(full).toHaveAttribute('data-full', 'true');
    await userEvent.type(request, '{Backspace}');
    await expect(canvas.getByText('19 / 20')).not.toHaveAttribute('data-full');

    // Uncontrolled too, with the limit grouped as the locale writes numbers.
    const note = canvas.getByRole('textbox', { name: 'Long note' });
    await expect(canvas.getByText('0 / 20,000')).toBeVisible();
    await userEvent.type(note, 'VIP');
    await expect(canvas.getByText('3 / 20,000')).toBeVisible();
    // The counter sits beside the help text, not in it.
    await expect(note).toHaveAccessibleDescription('Shown on the arrival list.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Checked out' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Remark' });
    await expect(box).toBeDisabled();
    await userEvent.tab();
    await expect(box).not.toHaveFocus();
  },
};

export const Thai: Story = {
  decorators: [withLocale('th-TH')],
  args: {
    label: 'หมายเหตุ',
    description: 'พนักงานเท่านั้นที่เห็น',
    placeholder: undefined,
    maxLength: 1000,
    isRequired: true,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: /หมายเหตุ/ });
    await expect(box.closest('[lang]')).toHaveAttribute('lang', 'th');
    await expect(box).toHaveAccessibleDescription('พนักงานเท่านั้นที่เห็น');
    await userEvent.type(box, 'ลูกค้ามาถึงดึก');
    await expect(args.onChange).toHaveBeenLastCalledWith('ลูกค้ามาถึงดึก');
    await expect(canvas.getByText('14 / 1,000')).toBeVisible();
  },
};

export const Lao: Story = {
  decorators: [withLocale('lo-LA')],
  args: {
    label: 'ໝາຍເຫດ',
    description: 'ພະນັກງານເທົ່ານັ້ນທີ່ເຫັນ',
    placeholder: undefined,
    maxLength: 500,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'ໝາຍເຫດ' });
    await expect(box.closest('[lang]')).toHaveAttribute('lang', 'lo');
    await userEvent.type(box, 'ແຂກມາຮອດຊ້າ');
    await expect(args.onChange).toHaveBeenLastCalledWith('ແຂກມາຮອດຊ້າ');
    await expect(canvas.getByText('11 / 500')).toBeVisible();
  },
};

export const TextInAnotherLanguage: Story = {
  args: { label: 'Manual (Thai)', lang: 'th', spellCheck: 'true', defaultValue: 'การเช็คอิน', placeholder: undefined },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Manual (Thai)' });
    // Only the text box takes the text's language; the label stays in the UI's.
    await expect(box).toHaveAttribute('lang', 'th');
    await expect(box).toHaveAttribute('spellcheck', 'true');
    await expect(within(canvasElement).getByText('Manual (Thai)').closest('[lang]')).not.toHaveAttribute('lang', 'th');
  },
};
