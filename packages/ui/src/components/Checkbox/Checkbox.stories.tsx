import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withLocale } from '../Field/withLocale.tsx';
import { Checkbox, CheckboxGroup } from './Checkbox.tsx';

const meta = {
  title: 'Components/Inputs/Checkbox',
  component: Checkbox,
  args: {
    children: 'VIP guest',
    isDisabled: false,
    onChange: fn(),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'VIP guest' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // Clicking the label text toggles too.
    await userEvent.click(within(canvasElement).getByText('VIP guest'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Keyboard: Story = {
  args: { children: 'Send confirmation e-mail', defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Send confirmation e-mail' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

function SelectAll() {
  const rooms = ['101', '102', '103'];
  const [selected, setSelected] = useState<string[]>(['102']);
  const all = selected.length === rooms.length;
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Checkbox
        isSelected={all}
        isIndeterminate={selected.length > 0 && !all}
        onChange={(checked) => setSelected(checked ? rooms : [])}
      >
        All rooms
      </Checkbox>
      <CheckboxGroup aria-label="Rooms to clean" value={selected} onChange={setSelected}>
        {rooms.map((room) => (
          <Checkbox key={room} value={room}>
            Room {room}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </div>
  );
}

export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'All rooms' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    for (const room of ['101', '102', '103']) {
      await expect(canvas.getByRole('checkbox', { name: `Room ${room}` })).toBeChecked();
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Room 101' }));
    await expect(all).toBePartiallyChecked();
  },
};

export const Group: Story = {
  render: () => {
    const onChange = fn();
    return (
      <CheckboxGroup
        label="Room features"
        description="Shown on the registration card."
        defaultValue={['seaView']}
        onChange={onChange}
        orientation="horizontal"
      >
        <Checkbox value="seaView">Sea view</Checkbox>
        <Checkbox value="balcony">Balcony</Checkbox>
        <Checkbox value="bathtub">Bathtub</Checkbox>
        <Checkbox value="smoking" isDisabled>
          Smoking
        </Checkbox>
      </CheckboxGroup>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Room features' });
    await expect(group).toHaveAccessibleDescription('Shown on the registration card.');
    await expect(canvas.getByRole('checkbox', { name: 'Sea view' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Balcony' }));
    await expect(canvas.getByRole('checkbox', { name: 'Balcony' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Smoking' })).toBeDisabled();
  },
};

export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup label="Shifts" isRequired isInvalid errorMessage="Pick at least one shift.">
      <Checkbox value="AM">AM</Checkbox>
      <Checkbox value="PM">PM</Checkbox>
      <Checkbox value="Night">Night</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pick at least one shift.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: /Shifts/ })).toHaveAttribute('data-invalid', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'AM' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithoutVisibleLabel: Story = {
  args: { children: undefined, 'aria-label': 'Select reservation RSV-2026-00412' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Select reservation RSV-2026-00412' }));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'VIP guest' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Thai: Story = {
  decorators: [withLocale('th-TH')],
  args: { children: 'แขกวีไอพี' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'แขกวีไอพี' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};
