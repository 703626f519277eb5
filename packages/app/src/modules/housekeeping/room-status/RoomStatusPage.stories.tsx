import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../shared/masterData/MasterDataStoryFrame.tsx';
import { hotelDateStoryList, roomStatusStoryList } from '../../../shared/rooms/roomStatus.fixtures.ts';
import { RoomStatusPage } from './RoomStatusPage.tsx';
import { RoomStatusTilesPage } from './RoomStatusTilesPage.tsx';

const meta = {
  title: 'Housekeeping/Room Status',
  component: RoomStatusPage,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame
        lists={{ 'housekeeping/room-status': roomStatusStoryList(), 'configuration/hotel': hotelDateStoryList }}
        locale={globals.locale}
        inMemoryRouter
      >
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof RoomStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits long enough for a busy CI machine (waitFor's default is 1 s). */
const SLOW = { timeout: 5000 };

/** Answers a question of spec §8 (the toasts are alert dialogs too: the question's own is found by its text). */
async function answer(question: string, button: 'OK' | 'Cancel') {
  const text = await screen.findByText(question);
  await waitFor(() => expect(text).toBeVisible());
  const dialog = text.closest('[role="alertdialog"]') as HTMLElement;
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByText(question)).toBeNull());
}

const rowOf = async (canvasElement: HTMLElement, room: string) =>
  within(await within(canvasElement).findByRole('grid', { name: 'Rooms' })).findByRole('row', {
    name: new RegExp(`^${room}\\b`),
  });

/** Counts per status on the filter; ticking one shows only its rooms. */
export const FilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, '101');
    const dirty = canvas.getByRole('checkbox', { name: 'Vacant dirty 2' });
    await expect(canvas.getByRole('checkbox', { name: 'Occupied 2' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Out of order 1' })).toBeInTheDocument();
    await userEvent.click(dirty);
    const grid = canvas.getByRole('grid', { name: 'Rooms' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(1 + 2));
    await expect(canvas.getByText('2 of 8 rooms · 0 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(1 + 8));
  },
};

/** Two dirty rooms ticked and set clean: "Do you want to clean?" first, then both read clean. */
export const SetSelectionClean: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('toolbar', { name: 'Set the selected rooms' });
    await expect(within(bar).getByRole('button', { name: 'Clean' })).toBeDisabled();
    await userEvent.click(within(await rowOf(canvasElement, '101')).getByRole('checkbox'));
    await userEvent.click(within(await rowOf(canvasElement, '102')).getByRole('checkbox'));
    await expect(canvas.getByText('8 of 8 rooms · 2 selected')).toBeVisible();
    // Cancel changes nothing.
    await userEvent.click(within(bar).getByRole('button', { name: 'Clean' }));
    await answer('Do you want to clean?', 'Cancel');
    await expect(within(await rowOf(canvasElement, '101')).getByText('Dirty')).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Clean' }));
    await answer('Do you want to clean?', 'OK');
    await waitFor(async () => expect(within(await rowOf(canvasElement, '101')).getByText('Clean')).toBeVisible(), SLOW);
    await expect(within(await rowOf(canvasElement, '102')).getByText('Clean')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Vacant dirty 0' })).toBeInTheDocument();
    await expect(canvas.getByText('8 of 8 rooms · 0 selected')).toBeVisible();
  },
};

/** Out of service needs a reason; the change then shows in the room's change log. */
export const OutOfServiceAndLog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await rowOf(canvasElement, '103')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Out of service…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Out of service' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The field's message appears with the refusal: waited for, as a busy machine draws it late.
    await waitFor(() => expect(within(dialog).getByText('Give the reason')).toBeVisible(), SLOW);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Painting');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Out of service' })).toBeNull());
    await waitFor(
      async () => expect(within(await rowOf(canvasElement, '103')).getByText('Painting')).toBeVisible(),
      SLOW,
    );
    await userEvent.click(
      within(await rowOf(canvasElement, '103')).getByRole('button', { name: 'Change log of room 103' }),
    );
    const log = await screen.findByRole('dialog', { name: 'Change log' });
    await expect(await within(log).findByText('In service → Out of service')).toBeVisible();
    await expect(within(log).getByText('Painting')).toBeVisible();
  },
};

/** The tile view: a dirty room's tile sets it clean after "Do you want to clean?"; ticked tiles go on service together. */
export const Tiles: Story = {
  render: () => <RoomStatusTilesPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Floor 1 · 4 rooms' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Floor 2 · 4 rooms' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clean: room 101' }));
    await answer('Do you want to clean?', 'OK');
    await expect(await canvas.findByRole('button', { name: 'Inspected: room 101' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select room 204' }));
    const bar = canvas.getByRole('toolbar', { name: 'Set the selected rooms' });
    await userEvent.click(within(bar).getByRole('button', { name: 'On service' }));
    await answer('Do you want to on service?', 'OK');
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Out of service 0' })).toBeInTheDocument());
  },
};
