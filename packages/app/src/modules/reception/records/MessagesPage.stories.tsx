import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryAction, StoryList } from '../../../shared/masterData/storyApi.ts';
import { hotelDateStoryList, STORY_HOTEL_DATE } from '../../../shared/rooms/roomStatus.fixtures.ts';
import type { FrontDeskStay, GuestMessage } from '../api/records.ts';
import { MessagesPage } from './MessagesPage.tsx';

const stay = (
  stayId: number,
  roomNumber: string,
  guestName: string,
  status: FrontDeskStay['status'],
): FrontDeskStay => ({
  stayId,
  reservationId: stayId + 100,
  confirmationNumber: `R${stayId}`,
  lineNumber: 1,
  status,
  roomTypeId: 1,
  roomTypeCode: 'STD',
  bookedRoomTypeCode: '',
  roomId: stayId,
  roomNumber,
  guestName,
  companyName: '',
  vipLevel: 0,
  adults: 2,
  children: 0,
  arrival: STORY_HOTEL_DATE,
  departure: '2026-11-24',
  nights: 3,
  checkedInAt: null,
  checkedInBy: null,
  upgradeReason: '',
  walkIn: false,
  dueOut: false,
  remark: '',
  depositRequired: '0.00',
  openMessages: 0,
  openFlags: 0,
  version: 1,
});

/** Every story's own desk: two guests in house, one arriving, one message waiting. */
function desk(): Record<string, StoryList> {
  const stays = [
    stay(1, '201', 'Somsak, Keo', 'in-house'),
    stay(2, '202', 'Nguyen, Lan', 'in-house'),
    stay(3, '', 'Martin, Sophie', 'confirmed'),
  ];
  const messages: GuestMessage[] = [
    {
      id: 1,
      reservationId: 101,
      stayId: 1,
      confirmationNumber: 'R1',
      guestName: 'Somsak, Keo',
      roomNumber: '201',
      arrival: STORY_HOTEL_DATE,
      departure: '2026-11-24',
      text: 'Please call the tailor back',
      fromName: 'Vientiane Tailors',
      fromContact: '',
      status: 'new',
      businessDate: STORY_HOTEL_DATE,
      takenAt: '2026-11-21T03:00:00.000Z',
      takenBy: 'reception',
      deliveredAt: null,
      deliveredBy: null,
      printedAt: null,
      printedBy: null,
      version: 1,
    },
  ];
  const list: StoryAction = ([filter]) => {
    const status = (filter as { status?: string } | undefined)?.status;
    const rows = messages.filter((message) => !status || message.status === status);
    return [{ total: rows.length, offset: 0, rows: [...rows].reverse() }];
  };
  const create: StoryAction = ([command], { refuse }) => {
    const item = command as {
      reservationId: number;
      stayId: number;
      text: string;
      fromName: string;
      fromContact: string;
    };
    const guest = stays.find((candidate) => candidate.stayId === item.stayId);
    if (!guest) return refuse(404, 'NOT_FOUND', 'No such stay', [{ field: '/data/0/stayId', message: 'No such stay' }]);
    const message: GuestMessage = {
      ...(messages[0] as GuestMessage),
      id: messages.length + 1,
      reservationId: item.reservationId,
      stayId: item.stayId,
      confirmationNumber: guest.confirmationNumber,
      guestName: guest.guestName,
      roomNumber: guest.roomNumber,
      text: item.text,
      fromName: item.fromName,
      fromContact: item.fromContact,
      status: 'new',
      deliveredAt: null,
      deliveredBy: null,
      version: 1,
    };
    messages.push(message);
    return [message];
  };
  const deliver: StoryAction = ([command], { stale }) => {
    const item = command as { id: number; version: number };
    const message = messages.find((candidate) => candidate.id === item.id) as GuestMessage;
    if (message.version !== item.version) return stale(0);
    Object.assign(message, {
      status: 'delivered',
      deliveredAt: '2026-11-21T04:00:00.000Z',
      deliveredBy: 'reception',
      version: message.version + 1,
    });
    return [message];
  };
  return {
    'configuration/hotel': hotelDateStoryList,
    'reservation/reservation': { rows: [], actions: { 'in-house': () => stays.slice(0, 2), arrivals: () => stays } },
    'reception/message': { rows: [], actions: { list, create, deliver } },
  };
}

const meta = {
  title: 'Reception/Guest Messages',
  component: MessagesPage,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={desk()} locale={globals.locale} inMemoryRouter>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof MessagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const gridOf = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Guest messages' });

/** The dialog names what is missing, then takes a message for a guest found by room number. */
export const TakeMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await gridOf(canvasElement);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(1 + 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a message' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getAllByText('Please fill this in')).toHaveLength(3));
    // In-house guests and today's arrivals, found by what is typed.
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Guest/ }), '202');
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      '202 · Nguyen, Lan · 21-Nov-2026 – 24-Nov-2026 · R2 (in house)',
    ]);
    await userEvent.click(options[0] as HTMLElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /From/ }), 'Front office manager');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Welcome drink at the bar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Take a message' })).toBeNull());
    await expect(await within(grid).findByText('Welcome drink at the bar')).toBeVisible();
    await expect(within(grid).getByText('Nguyen, Lan')).toBeVisible();
  },
};

/** "Mark delivered" asks first; a delivered message leaves the list of new ones. */
export const Deliver: Story = {
  play: async ({ canvasElement }) => {
    const grid = await gridOf(canvasElement);
    const row = await within(grid).findByRole('row', { name: /Somsak, Keo/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Mark delivered' }));
    const question = await screen.findByText('Mark this message as delivered to the guest?');
    await userEvent.click(
      within(question.closest('[role="alertdialog"]') as HTMLElement).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(within(grid).queryByText('Please call the tailor back')).toBeNull());
  },
};
