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
import type { FrontDeskStay } from '../api/frontDesk.ts';
import { ArrivalsPage } from './ArrivalsPage.tsx';

const arrival = (
  stayId: number,
  lineNumber: number,
  guestName: string,
  more: Partial<FrontDeskStay> = {},
): FrontDeskStay => ({
  stayId,
  reservationId: 50,
  confirmationNumber: '100050',
  lineNumber,
  status: 'confirmed',
  roomTypeId: 1,
  roomTypeCode: 'STD',
  bookedRoomTypeCode: '',
  roomId: null,
  roomNumber: '',
  guestName,
  companyName: 'Mekong Tours',
  vipLevel: 0,
  adults: 2,
  children: 0,
  arrival: STORY_HOTEL_DATE,
  departure: '2026-11-23',
  nights: 2,
  checkedInAt: null,
  checkedInBy: null,
  upgradeReason: '',
  walkIn: false,
  dueOut: false,
  remark: 'Late arrival, about 22:00',
  depositRequired: '1500.00',
  openMessages: 0,
  openFlags: 0,
  version: 1,
  ...more,
});

/** Each story's own front desk: assigning and checking in change its stays as the server would. */
/** A standard room clean and vacant tonight but booked from tomorrow: free-rooms leaves it out. */
const HELD_LATER = 9;

function frontDesk(): Record<string, StoryList> {
  const base = storyRooms();
  const rooms = [...base, { ...(base[2] as (typeof base)[number]), roomId: HELD_LATER, roomNumber: '105' }];
  const stays = [
    arrival(61, 1, 'Phommachanh, Anna', { vipLevel: 2, openMessages: 1 }),
    arrival(62, 2, 'Phommachanh, Keo', { openFlags: 1 }),
  ];
  const assign: StoryAction = (items) =>
    items.map((item) => {
      const { stayId, roomId } = item as { stayId: number; roomId: number | null };
      const stay = stays.find((candidate) => candidate.stayId === stayId) as FrontDeskStay;
      const room = rooms.find((candidate) => candidate.roomId === roomId);
      Object.assign(stay, {
        roomId: room?.roomId ?? null,
        roomNumber: room?.roomNumber ?? '',
        version: stay.version + 1,
      });
      return stay;
    });
  const checkin: StoryAction = (items) =>
    items.map((item) => {
      const stay = stays.find((candidate) => candidate.stayId === (item as { stayId: number }).stayId) as FrontDeskStay;
      Object.assign(stay, { status: 'in-house', checkedInAt: '2026-11-21T08:00:00.000Z', checkedInBy: 'reception' });
      const room = rooms.find((candidate) => candidate.roomId === stay.roomId);
      if (room) Object.assign(room, { frontOfficeStatus: 'occupied', stayId: stay.stayId, guestName: stay.guestName });
      return stay;
    });
  return {
    'housekeeping/room-status': roomStatusStoryList(rooms),
    'configuration/hotel': hotelDateStoryList,
    'reservation/availability': {
      rows: [],
      actions: {
        'free-rooms': ([criteria]) =>
          rooms
            .filter((room) => room.roomTypeId === (criteria as { roomTypeId: number }).roomTypeId)
            .filter((room) => room.roomId !== HELD_LATER)
            .map((room) => ({
              id: room.roomId,
              roomNumber: room.roomNumber,
              floor: room.floor,
              building: room.building,
              housekeepingStatus: room.housekeepingStatus,
            })),
      },
    },
    'configuration/room-type': {
      rows: [
        {
          id: 1,
          code: 'STD',
          name: 'Standard',
          maxAdults: 2,
          maxChildren: 1,
          baseRate: '1500.00',
          sortOrder: 1,
          active: 1,
        },
        {
          id: 2,
          code: 'DLX',
          name: 'Deluxe',
          maxAdults: 3,
          maxChildren: 2,
          baseRate: '2400.00',
          sortOrder: 2,
          active: 1,
        },
      ],
    },
    'configuration/country': { rows: [{ id: 1, code: 'LA', name: 'Laos' }] },
    'configuration/HotelDetail': { rows: [], actions: { get: () => [{ name: 'Story Hotel', logoUrl: '' }] } },
    'reservation/reservation': {
      rows: [],
      actions: {
        arrivals: () => stays.map((stay) => ({ ...stay })),
        registrations: ([ref]) => [{ stayId: (ref as { stayId: number }).stayId, guests: [] }],
        'assign-room': assign,
        checkin,
      },
    },
  };
}

const meta = {
  title: 'Reception/Arrivals',
  component: ArrivalsPage,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={frontDesk()} locale={globals.locale} inMemoryRouter>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof ArrivalsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, line: string) =>
  within(await within(canvasElement).findByRole('grid', { name: 'Arrivals' })).findByRole('row', {
    name: new RegExp(`^100050-${line}\\b`),
  });

/** A group of two arrives: each stay gets a vacant clean room, then both check in in one step. */
export const AssignAndCheckInAGroup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [line, room] of [
      ['1', '103'],
      ['2', '104'],
    ] as const) {
      const row = await rowOf(canvasElement, line);
      await userEvent.click(within(row).getByRole('checkbox'));
      await userEvent.click(canvas.getByRole('button', { name: 'Assign room' }));
      const dialog = await screen.findByRole('dialog', { name: 'Assign a room' });
      // Only the vacant clean or inspected rooms of the stay's type, free on all its nights, are
      // offered (105 is clean tonight but booked from tomorrow).
      await userEvent.click(within(dialog).getByRole('button', { name: /Show suggestions/i }));
      const options = await screen.findAllByRole('option');
      await expect(options.map((option) => option.textContent?.split(' · ')[0])).toEqual(
        line === '1' ? ['103', '104'] : ['104'],
      );
      await userEvent.click(screen.getByRole('option', { name: new RegExp(`^${room} ·`) }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign a room' })).toBeNull());
      await waitFor(async () => expect(within(await rowOf(canvasElement, line)).getByText(room)).toBeVisible());
      await userEvent.click(within(await rowOf(canvasElement, line)).getByRole('checkbox'));
    }
    await userEvent.click(within(await rowOf(canvasElement, '1')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Select group' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Check in 2 stays' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check in 2 stays' });
    for (const box of within(dialog).getAllByRole('checkbox', { name: 'Register the guests now' })) {
      await userEvent.click(box);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Check in 2 stays' })).toBeNull());
    await waitFor(async () => expect(within(await rowOf(canvasElement, '2')).getByText('Checked in')).toBeVisible());
    // The grid's selection announcements (react-aria's live announcer, role img) leave after 7 s.
    await waitFor(() => expect(document.querySelector('[role="img"][aria-labelledby]')).toBeNull(), { timeout: 9000 });
  },
};
