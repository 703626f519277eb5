import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryAction, StoryList } from '../../../shared/masterData/storyApi.ts';
import {
  hotelDateStoryList,
  roomStatusStoryList,
  STORY_HOTEL_DATE,
  storyRooms,
} from '../../../shared/rooms/roomStatus.fixtures.ts';
import type { RoomStatus } from '../../../shared/rooms/roomStatus.ts';
import type { FrontDeskStay } from '../api/roomMove.ts';
import { RoomControlPage } from './RoomControlPage.tsx';

const stay = (
  stayId: number,
  roomId: number,
  roomNumber: string,
  guestName: string,
  departure: string,
): FrontDeskStay => ({
  stayId,
  reservationId: stayId,
  confirmationNumber: `R${stayId}`,
  lineNumber: 1,
  status: 'in-house',
  roomTypeId: 1,
  roomTypeCode: 'STD',
  bookedRoomTypeCode: '',
  roomId,
  roomNumber,
  guestName,
  companyName: '',
  vipLevel: 0,
  adults: 2,
  children: 0,
  arrival: '2026-11-20',
  departure,
  nights: 3,
  checkedInAt: '2026-11-20T07:00:00.000Z',
  checkedInBy: 'reception',
  upgradeReason: '',
  walkIn: false,
  dueOut: departure === STORY_HOTEL_DATE,
  remark: '',
  depositRequired: '0.00',
  openMessages: 0,
  openFlags: 0,
  version: 4,
});

/** Every story's own hotel: the move changes its rooms as the server would (old room vacant dirty). */
function hotel(): Record<string, StoryList> {
  const rooms = storyRooms();
  const stays = [stay(31, 5, '201', 'Somsak, Keo', '2026-11-23'), stay(32, 6, '202', 'Nguyen, Lan', STORY_HOTEL_DATE)];
  const move: StoryAction = ([command], { refuse }) => {
    const item = command as { stayId: number; version: number; roomId: number; reason: string; ratePolicy: string };
    const moving = stays.find((candidate) => candidate.stayId === item.stayId);
    if (!moving) return refuse(404, 'NOT_FOUND', 'No such stay');
    if (moving.version !== item.version) {
      return refuse(409, 'STALE_VERSION', 'Someone else changed this record', [
        { field: '/data/0/version', message: 'is not the current version' },
      ]);
    }
    const from = rooms.find((room) => room.roomId === moving.roomId) as RoomStatus;
    const to = rooms.find((room) => room.roomId === item.roomId) as RoomStatus;
    Object.assign(to, {
      frontOfficeStatus: 'occupied',
      stayId: moving.stayId,
      guestName: moving.guestName,
      departure: moving.departure,
    });
    Object.assign(from, {
      frontOfficeStatus: 'vacant',
      housekeepingStatus: 'dirty',
      stayId: null,
      guestName: '',
      departure: null,
    });
    Object.assign(moving, { roomId: to.roomId, roomNumber: to.roomNumber, version: moving.version + 1 });
    return [
      {
        id: 1,
        stayId: moving.stayId,
        reservationId: moving.reservationId,
        confirmationNumber: moving.confirmationNumber,
        guestName: moving.guestName,
        fromRoomId: from.roomId,
        fromRoomNumber: from.roomNumber,
        toRoomId: to.roomId,
        toRoomNumber: to.roomNumber,
        businessDate: STORY_HOTEL_DATE,
        reason: item.reason,
        ratePolicy: item.ratePolicy,
        movedAt: '2026-11-21T05:00:00.000Z',
        movedBy: 'reception',
      },
    ];
  };
  return {
    'housekeeping/room-status': roomStatusStoryList(rooms),
    'configuration/hotel': hotelDateStoryList,
    'reservation/reservation': { rows: [], actions: { 'in-house': () => stays } },
    'reception/room-move': { rows: [], actions: { move } },
  };
}

const meta = {
  title: 'Reception/Room Control',
  component: RoomControlPage,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={hotel()} locale={globals.locale} inMemoryRouter>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof RoomControlPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const gridOf = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Rooms' });
const rowOf = async (canvasElement: HTMLElement, room: string) =>
  within(await gridOf(canvasElement)).findByRole('row', { name: new RegExp(`^${room}\\b`) });

/** Counts per status; a floor and a status narrow the rooms; both clear at once. */
export const Filters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await gridOf(canvasElement);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(1 + 8));
    await expect(canvas.getByRole('checkbox', { name: 'Vacant clean 1' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Inspected 1' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Out of service 1' })).toBeInTheDocument();
    await expect(within(await rowOf(canvasElement, '202')).getByText('Due out')).toBeVisible();
    await expect(within(await rowOf(canvasElement, '102')).getByText('Due in')).toBeVisible();
    await expect(within(await rowOf(canvasElement, '203')).getByText('OOO: Leaking pipe')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'All Floor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Floor 2' }));
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(1 + 4));
    // The counts count the floor's rooms.
    await expect(canvas.getByRole('checkbox', { name: 'Occupied 2' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Vacant dirty 0' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Occupied 2' }));
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(1 + 2));
    await expect(canvas.getByText('2 of 8 rooms')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(1 + 8));
  },
};

/** The move dialog names what is missing, then moves the guest after "Do you want to move?"; the old room is vacant dirty. */
export const MoveRoom: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(await rowOf(canvasElement, '103')).queryByRole('button', { name: /^Move room/ })).toBeNull();
    await userEvent.click(within(await rowOf(canvasElement, '201')).getByRole('button', { name: 'Move room 201' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move room' });
    // The dialog fades in: its text counts as visible once the fade has ended.
    await waitFor(
      () => expect(within(dialog).getByText('Room 201 · Somsak, Keo · departs 23-Nov-2026')).toBeVisible(),
      {
        timeout: 5000,
      },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await expect(await within(dialog).findByText('Choose the room to move to')).toBeVisible();
    await expect(within(dialog).getByText('Give the reason for the move')).toBeVisible();
    // A new rate must be an exact amount; it prices the two nights left.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Change the rate' }));
    await expect(within(dialog).getByText('For each of the 2 nights from 21-Nov-2026.')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /New rate per night/ }), '12.345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await expect(
      await within(dialog).findByText('Type an amount with at most two decimals, e.g. 1800.00'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Keep the rate' }));
    // Only vacant clean or inspected rooms in order and in service are offered.
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Move to room/ }), '10');
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['103 · STD · Floor 1', '104 · STD · Floor 1']);
    await userEvent.click(options[0] as HTMLElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Noisy neighbours');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    const question = await screen.findByText('Do you want to move?');
    await userEvent.click(
      within(question.closest('[role="alertdialog"]') as HTMLElement).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move room' })).toBeNull());
    await waitFor(async () =>
      expect(within(await rowOf(canvasElement, '201')).getByText('Vacant dirty')).toBeVisible(),
    );
    await expect(within(await rowOf(canvasElement, '103')).getByText('Somsak, Keo')).toBeVisible();
  },
};
