import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Checkbox, CheckboxGroup } from '../Checkbox/Checkbox.tsx';
import { ComboBox, ComboBoxItem } from '../ComboBox/ComboBox.tsx';
import { DateField } from '../DateField/DateField.tsx';
import { DatePicker } from '../DatePicker/DatePicker.tsx';
import { DateRangePicker } from '../DateRangePicker/DateRangePicker.tsx';
import { SearchIcon } from '../Field/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Link } from '../Link/Link.tsx';
import { NumberField } from '../NumberField/NumberField.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { SearchField } from '../SearchField/SearchField.tsx';
import { Select, SelectItem } from '../Select/Select.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Switch } from '../Switch/Switch.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form } from './Form.tsx';
import { type ServerFieldError, toValidationErrors } from './validationErrors.ts';

const meta = {
  title: 'Components/Inputs/Form',
  component: Form,
  args: {
    'aria-label': 'Rate code',
    onSubmit: fn(),
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: '22rem' }}>
    <Story />
  </div>
);

function RateFields() {
  return (
    <>
      <TextField name="code" label="Rate code" isRequired />
      <Select name="roomType" label="Room type" defaultValue="DLX">
        <SelectItem id="STD">Standard</SelectItem>
        <SelectItem id="DLX">Deluxe</SelectItem>
      </Select>
      <NumberField name="amount" label="Amount" defaultValue={0} />
      <DatePicker name="validFrom" label="Valid from" defaultValue="2026-11-21" />
      <Checkbox name="breakfast" value="yes">
        Breakfast included
      </Checkbox>
    </>
  );
}

export const SubmitWithEnter: Story = {
  decorators: [narrow],
  render: (args) => (
    <Form
      {...args}
      onSubmit={(event) => {
        event.preventDefault();
        args.onSubmit?.(event);
        const data = Object.fromEntries(new FormData(event.currentTarget));
        event.currentTarget.dataset.sent = JSON.stringify(data);
      }}
    >
      <RateFields />
      <Button type="submit">Save</Button>
    </Form>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Rate code/ }), 'BAR{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // Every control submits under its name, dates as ISO strings and amounts as numbers.
    const sent = JSON.parse(canvas.getByRole('form').dataset.sent ?? '{}');
    await expect(sent).toEqual({ code: 'BAR', roomType: 'DLX', amount: '0', validFrom: '2026-11-21' });
  },
};

/** A save that the server refuses with field errors in its envelope. */
function ServerRoundTrip() {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const envelope = {
      apiResponse: {
        id: 99999,
        desc: 'Please fill form',
        code: 'VALIDATION_FAILED',
        errors: [
          { field: '/data/0/code', message: 'Rate code BAR already exists.' },
          { field: '/data/0/amount', message: 'Amount must be greater than 0.00.' },
        ] satisfies ServerFieldError[],
      },
      data: [],
    };
    setErrors(toValidationErrors(envelope.apiResponse.errors));
  };
  return (
    <Form aria-label="Rate code" validationErrors={errors} onSubmit={onSubmit}>
      <RateFields />
      <Stack direction="row" gap="sm">
        <Button type="submit">Save</Button>
      </Stack>
    </Form>
  );
}

export const ServerErrorsOnTheirFields: Story = {
  decorators: [narrow],
  render: () => <ServerRoundTrip />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: /Rate code/ });
    const amount = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(code, 'BAR');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(code).toHaveAccessibleDescription('Rate code BAR already exists.'));
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription('Amount must be greater than 0.00.');
    // Fields without a server error stay valid.
    await expect(canvas.getByRole('button', { name: /Room type/ })).not.toHaveAttribute('data-invalid');

    // Changing a field clears its server error once the change is committed (on leaving the
    // field); the others keep theirs.
    await userEvent.type(code, '2');
    await userEvent.tab();
    await expect(code).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Rate code BAR already exists.')).not.toBeInTheDocument();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ClientValidation: Story = {
  decorators: [narrow],
  render: (args) => (
    <Form {...args} onSubmit={(event) => event.preventDefault()}>
      <TextField
        name="code"
        label="Rate code"
        validate={(value) => (/^[A-Z0-9]{0,6}$/.test(value) ? null : 'Up to 6 capital letters or digits.')}
      />
      <Button type="submit">Save</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: 'Rate code' });
    // With validationBehavior 'aria' the message shows while typing.
    await userEvent.type(code, 'bar');
    await expect(code).toHaveAccessibleDescription('Up to 6 capital letters or digits.');
    await userEvent.clear(code);
    await userEvent.type(code, 'BAR');
    await expect(code).not.toHaveAttribute('aria-invalid');
  },
};

const COUNTRIES = [
  { id: 'TH', name: 'Thailand' },
  { id: 'LA', name: 'Laos' },
  { id: 'VN', name: 'Vietnam' },
];

/** Every input side by side: the look to keep consistent (also the visual baseline). */
export const AllControls: Story = {
  render: (args) => (
    <Form {...args} onSubmit={(event) => event.preventDefault()}>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0.75rem 1rem', alignItems: 'start' }}>
        <TextField label="Guest name" defaultValue="Somchai Jaidee" isRequired />
        <PasswordField label="Password" defaultValue="frontdesk" />
        <SearchField label="Find reservation" defaultValue="RSV-2026" />
        <NumberField label="Room rate" defaultValue={1234.5} description="Per night, before tax." />
        <DateField label="Date of birth" defaultValue="1985-11-21" />
        <DatePicker label="Arrival" defaultValue="2026-11-21" />
        <DateRangePicker label="Stay" defaultValue={{ start: '2026-11-21', end: '2026-11-24' }} />
        <Select label="Room type" defaultValue="DLX">
          <SelectItem id="STD">Standard</SelectItem>
          <SelectItem id="DLX">Deluxe</SelectItem>
        </Select>
        <ComboBox label="Nationality" defaultItems={COUNTRIES} placeholder="Type to search">
          {(country) => <ComboBoxItem id={country.id}>{country.name}</ComboBoxItem>}
        </ComboBox>
        <TextField label="E-mail" defaultValue="somchai@" isInvalid errorMessage="Enter a complete e-mail address." />
        <TextField label="Confirmation no." defaultValue="RSV-2026-00412" isDisabled />
        <RadioGroup label="Shift" orientation="horizontal" defaultValue="PM">
          <Radio value="AM">AM</Radio>
          <Radio value="PM">PM</Radio>
          <Radio value="Night">Night</Radio>
        </RadioGroup>
        <CheckboxGroup label="Room features" orientation="horizontal" defaultValue={['seaView']}>
          <Checkbox value="seaView">Sea view</Checkbox>
          <Checkbox value="balcony">Balcony</Checkbox>
        </CheckboxGroup>
        <Switch defaultSelected>Pin top bar</Switch>
      </div>
      <Stack direction="row" gap="sm" align="center">
        <Button type="submit" size="sm">
          Save
        </Button>
        <IconButton variant="secondary" aria-label="Search reservations">
          <SearchIcon />
        </IconButton>
        <Link href="#help" variant="standalone">
          Help
        </Link>
      </Stack>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // All single-line controls share the 30 px height of the spec's table rows.
    for (const name of ['Guest name', 'Password', 'Room rate', 'E-mail']) {
      const control = canvas.getByLabelText(new RegExp(name));
      await expect(control.parentElement?.getBoundingClientRect().height).toBe(30);
    }
    await expect(canvas.getByRole('button', { name: /Room type/ }).getBoundingClientRect().height).toBe(30);
  },
};
