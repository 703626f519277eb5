import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { specColors } from '../../theme/tokens.ts';
import { Stack } from '../Stack/Stack.tsx';
import { StatusChip, type StatusChipTone } from './StatusChip.tsx';

const meta = {
  title: 'Components/Display/StatusChip',
  component: StatusChip,
  args: { tone: 'red', children: 'Dirty' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['red', 'yellow', 'green', 'blue', 'black', 'gray'] },
  },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

// How a housekeeping screen could map its room states to spec colours; the map belongs to the app.
type RoomState = 'vacant' | 'occupied' | 'dirty' | 'clean' | 'inspected' | 'outOfOrder';
const roomStateTone: Record<RoomState, StatusChipTone> = {
  vacant: 'gray',
  occupied: 'blue',
  dirty: 'red',
  clean: 'yellow',
  inspected: 'green',
  outOfOrder: 'black',
};
const roomStateLabel: Record<RoomState, string> = {
  vacant: 'Vacant',
  occupied: 'Occupied',
  dirty: 'Dirty',
  clean: 'Clean',
  inspected: 'Inspected',
  outOfOrder: 'Out of order',
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByText('Dirty');
    await expect(chip).toHaveAttribute('data-tone', 'red');
    // The dot carries the exact spec red.
    const dot = chip.querySelector('[aria-hidden="true"]');
    if (!dot) throw new Error('dot missing');
    await expect(getComputedStyle(dot).backgroundColor).toBe('rgb(208, 2, 27)');
    await expect(specColors.red).toBe('#D0021B');
  },
};

export const RoomStates: Story = {
  render: () => (
    <Stack direction="row" gap="sm" wrap>
      {(Object.keys(roomStateTone) as RoomState[]).map((state) => (
        <StatusChip key={state} tone={roomStateTone[state]}>
          {roomStateLabel[state]}
        </StatusChip>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Out of order')).toHaveAttribute('data-tone', 'black');
    await expect(canvas.getByText('Inspected')).toHaveAttribute('data-tone', 'green');
    await expect(canvas.getByText('Occupied')).toHaveAttribute('data-tone', 'blue');
  },
};
