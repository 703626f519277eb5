import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField as AriaTextField, TextArea } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/theme.css.ts';
import { FieldDescription, FieldErrorMessage, FieldHelp, FieldLabel } from './Field.tsx';

/**
 * The parts every input is built from. Inside any RAC field (TextField, NumberField, Select, …)
 * they are wired to the control by RAC: label → aria-labelledby, description and error →
 * aria-describedby, and the error shows only while the field is invalid.
 */
const meta = {
  title: 'Components/Inputs/Field',
  component: FieldLabel,
  args: { children: 'Remark', isRequired: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FieldLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

const textAreaStyle = {
  minHeight: '4.5rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  resize: 'vertical',
} as const;

export const ComposedRemarkField: Story = {
  args: { isRequired: true },
  render: (args) => (
    <AriaTextField
      isRequired={args.isRequired}
      validationBehavior="aria"
      validate={(value) => (value.length > 60 ? 'Keep the remark under 60 characters.' : null)}
      style={{ display: 'flex', flexDirection: 'column', gap: vars.space.xs }}
    >
      <FieldLabel isRequired={args.isRequired}>{args.children}</FieldLabel>
      <TextArea style={textAreaStyle} />
      <FieldDescription>Printed on the registration card.</FieldDescription>
      <FieldErrorMessage />
    </AriaTextField>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remark = canvas.getByRole('textbox', { name: /Remark/ });
    await expect(remark).toBeRequired();
    await expect(remark).toHaveAccessibleDescription('Printed on the registration card.');
    await userEvent.type(remark, 'Late arrival around 23:00, keep the room; guest called from the airport.');
    await expect(remark).toHaveAttribute('aria-invalid', 'true');
    await expect(remark).toHaveAccessibleDescription(
      'Printed on the registration card. Keep the remark under 60 characters.',
    );
  },
};

export const HelpWithCustomError: Story = {
  args: { children: 'Internal remark' },
  render: (args) => (
    <AriaTextField isInvalid style={{ display: 'flex', flexDirection: 'column', gap: vars.space.xs }}>
      <FieldLabel>{args.children}</FieldLabel>
      <TextArea style={textAreaStyle} />
      <FieldHelp description="Only staff see this." errorMessage="Please fill form" />
    </AriaTextField>
  ),
  play: async ({ canvasElement }) => {
    const remark = within(canvasElement).getByRole('textbox', { name: 'Internal remark' });
    await expect(remark).toHaveAccessibleDescription('Only staff see this. Please fill form');
  },
};
