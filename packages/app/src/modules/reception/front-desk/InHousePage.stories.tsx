import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryAction, StoryList } from '../../../shared/masterData/storyApi.ts';
import { hotelDateStoryList, STORY_HOTEL_DATE } from '../../../shared/rooms/roomStatus.fixtures.ts';
import type { FrontDeskStay } from '../api/frontDesk.ts';
import { InHousePage } from './InHousePage.tsx';

const inHouse = (stayId: number, roomNumber: string, guestName: string, departure: string): FrontDeskStay => ({
  stayId,
  reservationId: stayId,
  confirmationNumber: `1000${stayId}`,
  lineNumber: 1,
  status: 'in-house',
  roomTypeId: 1,
  roomTypeCode: 'STD',
  bookedRoomTypeCode: '',
  roomId: stayId,
  roomNumber,
  guestName,
  companyName: '',
  vipLevel: stayId === 71 ? 1 : 0,
  adults: 2,
  children: 1,
  arrival: '2026-11-19',
  departure,
  nights: 0,
  checkedInAt: '2026-11-19T08:00:00.000Z',
  checkedInBy: 'reception',
  upgradeReason: '',
  walkIn: false,
  dueOut: departure === STORY_HOTEL_DATE,
  remark: '',
  depositRequired: '0.00',
  openMessages: stayId === 72 ? 2 : 0,
  openFlags: 0,
  version: 3,
});

/** Two guests in house; an extension past the 23rd finds no room of the type left (as the server says). */
function hotel(): Record<string, StoryList> {
  const stays = [inHouse(71, '101', 'Somsak, Keo', STORY_HOTEL_DATE), inHouse(72, '102', 'Nguyen, Lan', '2026-11-23')];
  const change: StoryAction = ([item], { refuse }) => {
    const { stayId, departure } = item as { stayId: number; departure: string };
    const stay = stays.find((candidate) => candidate.stayId === stayId) as FrontDeskStay;
    if (departure > '2026-11-23') {
      return refuse(409, 'NO_AVAILABILITY', 'No STD room is available on 2026-11-23', [
        { field: '/data/0', message: 'no STD room is left on 2026-11-23' },
      ]);
    }
    Object.assign(stay, { departure, dueOut: departure === STORY_HOTEL_DATE, version: stay.version + 1 });
    return [stay];
  };
  return {
    'configuration/hotel': hotelDateStoryList,
    'reservation/reservation': {
      rows: [],
      actions: {
        'in-house': ([filter]) =>
          stays
            .filter((stay) => !(filter as { dueOut?: boolean } | undefined)?.dueOut || stay.dueOut)
            .map((stay) => ({ ...stay })),
        'change-departure': change,
      },
    },
  };
}

const meta = {
  title: 'Reception/In-house',
  component: InHousePage,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={hotel()} locale={globals.locale} inMemoryRouter>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof InHousePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, room: string) =>
  within(await within(canvasElement).findByRole('grid', { name: 'In-house guests' })).findByRole('row', {
    name: new RegExp(`^${room}\\b`),
  });

/** Due out narrows the list; extending a stay past the last free night is refused in the desk's words. */
export const DueOutAndExtend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(await rowOf(canvasElement, '101')).getByText('Due out')).toBeVisible();
    await expect(within(await rowOf(canvasElement, '102')).getByText('In house')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Due out only' }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Due out only' }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3));

    await userEvent.click(within(await rowOf(canvasElement, '102')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Extend / shorten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend or shorten the stay' });
    const [day] = within(dialog).getAllByRole('spinbutton');
    await userEvent.click(day as HTMLElement);
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await within(dialog).findByText(
        'No room of this type is free on every added night: the stay cannot be extended to that date.',
      ),
    ).toBeVisible();
    // One night shorter is taken.
    await userEvent.click(day as HTMLElement);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Extend or shorten the stay' })).toBeNull());
    await waitFor(async () => expect(within(await rowOf(canvasElement, '102')).getByText('22-Nov-2026')).toBeVisible());
    await waitFor(() => expect(document.querySelector('[role="img"][aria-labelledby]')).toBeNull(), { timeout: 9000 });
  },
};
