import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { makeRooms, roomColumns } from '../DataGrid/DataGrid.fixtures.tsx';
import { DataGrid } from '../DataGrid/DataGrid.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { ColumnChooser } from './ColumnChooser.tsx';
import { type ColumnVisibility, useColumnVisibility } from './useColumnVisibility.ts';

const ROOMS = makeRooms(12);
const COLUMNS = roomColumns('en-US');
// The usual room list leaves out when each room was last cleaned.
const USUAL: ColumnVisibility = {
  room: true,
  type: true,
  floor: true,
  status: true,
  rate: true,
  lastCleaned: false,
  nextArrival: true,
};

const meta = {
  title: 'Components/Data/ColumnChooser',
  component: ColumnChooser,
  args: {
    columns: COLUMNS,
    visibility: USUAL,
    defaultVisibility: USUAL,
    requiredColumns: ['room'],
    onVisibilityChange: fn(),
  },
} satisfies Meta<typeof ColumnChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

const headers = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('grid', { name: 'Rooms' }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

/** What the popover shows; it is portalled next to the story's theme root, not into the canvas. */
const popover = () => within(document.body).getByRole('dialog', { name: 'Columns shown' });

/** The room list with its chooser, its choice kept under `storageKey`. */
function RoomList({ storageKey }: { storageKey: string }) {
  const [visibility, setVisibility] = useColumnVisibility(storageKey, USUAL);
  return (
    <Stack>
      <Inline align="end">
        <ColumnChooser
          columns={COLUMNS}
          visibility={visibility}
          onVisibilityChange={setVisibility}
          defaultVisibility={USUAL}
          requiredColumns={['room']}
        />
      </Inline>
      <DataGrid aria-label="Rooms" columns={COLUMNS} rows={ROOMS} columnVisibility={visibility} maxHeight={240} />
    </Stack>
  );
}

export const WithAGrid: Story = {
  name: 'With a grid, remembered per list',
  render: function Render() {
    const [mounted, setMounted] = useState(true);
    return (
      <Stack>
        <Button variant="secondary" size="sm" onPress={() => setMounted((before) => !before)}>
          {mounted ? 'Leave the list' : 'Come back to the list'}
        </Button>
        {mounted ? <RoomList storageKey="story.columns.rooms" /> : null}
      </Stack>
    );
  },
  beforeEach: () => {
    localStorage.removeItem('story.columns.rooms');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(headers(canvasElement)).not.toContain('Last cleaned');
    const trigger = canvas.getByRole('button', { name: /^Columns/ });
    await expect(trigger).toHaveTextContent('6 of 7');

    // Hide the floor, show the last cleaning: the grid follows at once.
    await userEvent.click(trigger);
    const dialog = popover();
    await expect(within(dialog).getByRole('checkbox', { name: 'Room' })).toBeDisabled();
    await userEvent.click(within(dialog).getByText('Floor'));
    await userEvent.click(within(dialog).getByText('Last cleaned'));
    await waitFor(() => expect(headers(canvasElement)).toContain('Last cleaned'));
    await expect(headers(canvasElement)).not.toContain('Floor');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    // Leaving the list and coming back keeps the choice (localStorage, one key per list).
    await userEvent.click(canvas.getByRole('button', { name: 'Leave the list' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Come back to the list' }));
    await waitFor(() => expect(headers(canvasElement)).toContain('Last cleaned'));
    await expect(headers(canvasElement)).not.toContain('Floor');
    await expect(JSON.parse(localStorage.getItem('story.columns.rooms') ?? '{}')).toMatchObject({
      floor: false,
      lastCleaned: true,
    });

    // The usual columns come back with one press.
    await userEvent.click(canvas.getByRole('button', { name: /^Columns/ }));
    await userEvent.click(within(popover()).getByRole('button', { name: 'Show the usual columns' }));
    await waitFor(() => expect(headers(canvasElement)).toContain('Floor'));
    await expect(headers(canvasElement)).not.toContain('Last cleaned');
    await expect(within(popover()).getByRole('button', { name: 'Show the usual columns' })).toBeDisabled();
  },
};

export const LastColumnStays: Story = {
  name: 'The last shown column cannot be hidden',
  args: {
    visibility: {
      room: true,
      type: false,
      floor: false,
      status: false,
      rate: false,
      lastCleaned: false,
      nextArrival: false,
    },
    requiredColumns: [],
  },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Columns/ });
    await expect(trigger).toHaveTextContent('1 of 7');
    await userEvent.click(trigger);
    const dialog = popover();
    await expect(within(dialog).getByRole('checkbox', { name: 'Room' })).toBeDisabled();
    await expect(within(dialog).getByRole('checkbox', { name: 'Room' })).toBeChecked();
    // Keyboard: Tab moves through the boxes, Space ticks one.
    await userEvent.tab();
    await expect(within(dialog).getByRole('checkbox', { name: 'Room type' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onVisibilityChange).toHaveBeenLastCalledWith({ ...args.visibility, type: true });
  },
};
