import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useId, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { withLocale } from '../Field/withLocale.tsx';
import { Form } from '../Form/Form.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { ModalDialog, type ModalDialogSize } from './ModalDialog.tsx';

interface EditDemoProps {
  /** Text of the button that opens the dialog. */
  label: string;
  title: string;
  subtitle?: string;
  size?: ModalDialogSize;
  isDismissable?: boolean;
  /** Opens at once (for the looks and the axe check of an open dialog). */
  defaultOpen?: boolean;
  /** Receives the name saved with the form. */
  onSave?: (name: string) => void;
  /** Receives every open/close the dialog asks for. */
  onOpenChange?: (isOpen: boolean) => void;
  saveLabel?: string;
  cancelLabel?: string;
  fieldLabel?: string;
}

/** An edit form in a dialog, with its submit button in the footer outside the form element. */
function EditDemo({
  label,
  title,
  subtitle,
  size,
  isDismissable,
  defaultOpen = false,
  onSave,
  onOpenChange,
  saveLabel = 'Save',
  cancelLabel = 'Cancel',
  fieldLabel = 'Guest name',
}: EditDemoProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const [saved, setSaved] = useState('none');
  const formId = useId();
  const change = (open: boolean) => {
    setOpen(open);
    onOpenChange?.(open);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('guestName') ?? '');
    setSaved(name);
    onSave?.(name);
    change(false);
  };
  return (
    <>
      <Button variant="secondary" onPress={() => change(true)}>
        {label}
      </Button>
      <p style={{ margin: '0.5rem 0 0' }}>
        Saved: <output data-testid="saved">{saved}</output>
      </p>
      <ModalDialog
        isOpen={isOpen}
        onOpenChange={change}
        title={title}
        subtitle={subtitle}
        size={size}
        isDismissable={isDismissable}
        footer={
          <>
            <Button variant="secondary" onPress={() => change(false)}>
              {cancelLabel}
            </Button>
            <Button variant="primary" type="submit" form={formId}>
              {saveLabel}
            </Button>
          </>
        }
      >
        <Form id={formId} onSubmit={submit}>
          <TextField name="guestName" label={fieldLabel} defaultValue="Somchai Jaidee" autoFocus />
        </Form>
      </ModalDialog>
    </>
  );
}

const meta = {
  title: 'Components/Overlays/ModalDialog',
  component: EditDemo,
  args: {
    label: 'Edit guest',
    title: 'Edit guest',
    subtitle: 'Reservation 26-000142',
    onSave: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof EditDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement, label: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: label }));
  return canvas.findByRole('dialog');
}

// The axe check measures contrast: let the entry animation end first.
const settled = () => Promise.all(document.getAnimations().map((animation) => animation.finished));

export const SaveFromFooter: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await open(canvasElement, 'Edit guest');
    await expect(dialog).toHaveAccessibleName('Edit guest');
    const field = within(dialog).getByRole('textbox', { name: 'Guest name' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.type(field, 'Malee Srisuk');
    // The footer's submit button is outside the form element and still submits it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByTestId('saved')).toHaveTextContent('Malee Srisuk'));
    await expect(args.onSave).toHaveBeenCalledWith('Malee Srisuk');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the button that opened it, once the dialog has left (later on a loaded machine).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit guest' })).toHaveFocus());
  },
};

export const EnterSubmits: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement, 'Edit guest');
    const field = within(dialog).getByRole('textbox', { name: 'Guest name' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith('Somchai Jaidee'));
  },
};

export const CloseWithoutSaving: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The close button.
    let dialog = await open(canvasElement, 'Edit guest');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    // Escape.
    dialog = await open(canvasElement, 'Edit guest');
    await waitFor(() => expect(within(dialog).getByRole('textbox')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    // A click outside does nothing: typed data must not vanish on a stray click.
    dialog = await open(canvasElement, 'Edit guest');
    await userEvent.click(document.body);
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByTestId('saved')).toHaveTextContent('none');
  },
};

export const KeepsFocusInside: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Edit guest');
    const field = within(dialog).getByRole('textbox', { name: 'Guest name' });
    await waitFor(() => expect(field).toHaveFocus());
    // Tab cycles through the dialog's own controls and never reaches the page behind it.
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Edit guest' });
    await settled();
    await expect(within(dialog).getByText('Reservation 26-000142')).toBeVisible();
  },
};

export const Large: Story = {
  args: { defaultOpen: true, size: 'lg', title: 'New reservation', subtitle: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'New reservation' });
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(600);
    await settled();
  },
};

export const Thai: Story = {
  decorators: [withLocale('th-TH')],
  args: {
    defaultOpen: true,
    label: 'แก้ไขแขก',
    title: 'แก้ไขข้อมูลแขก',
    subtitle: 'การจอง 26-000142',
    saveLabel: 'บันทึก',
    cancelLabel: 'ยกเลิก',
    fieldLabel: 'ชื่อแขก',
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'แก้ไขข้อมูลแขก' });
    // The component's own string follows the locale.
    await expect(within(dialog).getByRole('button', { name: 'ปิด' })).toBeInTheDocument();
    await settled();
  },
};
