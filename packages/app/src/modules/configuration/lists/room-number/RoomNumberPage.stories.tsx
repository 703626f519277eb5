import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryList } from '../../../../shared/masterData/storyApi.ts';
import { RoomNumberPage } from './RoomNumberPage.tsx';

const room = (id: number, roomNumber: string, more: Record<string, unknown> = {}) => ({
  id,
  roomNumber,
  roomTypeId: 1,
  buildingId: 1,
  floorId: 1,
  roomBedId: null,
  connectingRoomId: null,
  active: 1,
  note: '',
  housekeepingStatus: 'clean',
  ...more,
});

const lists: Record<string, StoryList> = {
  'configuration/room': {
    rows: [
      room(1, '1101', { note: 'Next to the lift lobby' }),
      room(2, '1123', { roomTypeId: 2, connectingRoomId: 3 }),
      room(3, '1124', { roomTypeId: 2, connectingRoomId: 2, roomBedId: 1 }),
    ],
    // Room 1124 is 1123's connecting room, so deleting it is refused.
    inUse: [3],
  },
  'configuration/room-type': {
    rows: [
      { id: 1, code: 'STD', name: 'Standard Double' },
      { id: 2, code: 'JRS', name: 'Junior Suite' },
    ],
  },
  'configuration/building': { rows: [{ id: 1, code: 'MAIN', name: 'Main Building' }] },
  'configuration/floor': { rows: [{ id: 1, code: 'F1', name: 'Floor 1' }] },
  'configuration/room-bed': { rows: [{ id: 1, code: 'K', name: 'One king bed' }] },
};

const meta = {
  title: 'Configuration/Room numbers',
  component: RoomNumberPage,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={lists} locale={globals.locale} inMemoryRouter>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof RoomNumberPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rooms by number, with their type, building and floor by name. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Room numbers', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('3 records')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '1101' })).toBeVisible();
    await expect(await canvas.findAllByText('JRS · Junior Suite')).toHaveLength(2);
  },
};

/** Adding: the number, type, building and floor are required before the server is asked. */
export const AddChecksRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add room' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getAllByText('Required')).toHaveLength(4);
  },
};
