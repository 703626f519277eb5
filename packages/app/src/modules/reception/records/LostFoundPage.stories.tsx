import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryAction, StoryList } from '../../../shared/masterData/storyApi.ts';
import { hotelDateStoryList, STORY_HOTEL_DATE } from '../../../shared/rooms/roomStatus.fixtures.ts';
import type { LostFoundItem } from '../api/records.ts';
import { LostFoundPage } from './LostFoundPage.tsx';

const PLACES = [
  { id: 1, code: 'FO', name: 'Front office safe' },
  { id: 2, code: 'HK', name: 'Housekeeping store' },
];

/** Every story's own store: one umbrella kept in the front-office safe. */
function store(): Record<string, StoryList> {
  const items: LostFoundItem[] = [
    {
      id: 1,
      item: 'Black umbrella',
      description: '',
      foundOn: STORY_HOTEL_DATE,
      foundTime: '09:40',
      foundPlace: 'Lobby',
      foundBy: 'Noy',
      roomId: null,
      roomNumber: '',
      reservationId: null,
      stayId: null,
      confirmationNumber: '',
      guestName: '',
      keepAtId: 1,
      keepAtName: 'Front office safe',
      status: 'stored',
      returnedOn: null,
      returnedTo: null,
      disposedOn: null,
      statusNote: '',
      recordedAt: '2026-11-21T03:00:00.000Z',
      recordedBy: 'reception',
      version: 1,
    },
  ];
  const list: StoryAction = ([filter]) => {
    const status = (filter as { status?: string } | undefined)?.status;
    const rows = items.filter((item) => !status || item.status === status);
    return [{ total: rows.length, offset: 0, rows }];
  };
  const create: StoryAction = ([command]) => {
    const fields = command as Partial<LostFoundItem>;
    const item: LostFoundItem = {
      ...(items[0] as LostFoundItem),
      ...fields,
      id: items.length + 1,
      keepAtName: PLACES.find((place) => place.id === fields.keepAtId)?.name ?? '',
      version: 1,
    };
    items.push(item);
    return [item];
  };
  const setStatus: StoryAction = ([command], { stale }) => {
    const change = command as {
      id: number;
      version: number;
      status: LostFoundItem['status'];
      date?: string;
      returnedTo?: string;
    };
    const item = items.find((candidate) => candidate.id === change.id) as LostFoundItem;
    if (item.version !== change.version) return stale(0);
    Object.assign(item, {
      status: change.status,
      returnedOn: change.status === 'returned' ? change.date : null,
      returnedTo: change.status === 'returned' ? change.returnedTo : null,
      version: item.version + 1,
    });
    return [item];
  };
  return {
    'configuration/hotel': hotelDateStoryList,
    'configuration/keep-at': { rows: PLACES },
    'configuration/room': { rows: [{ id: 5, roomNumber: '201', roomTypeId: 1 }] },
    'reservation/reservation': { rows: [], actions: { 'in-house': () => [], arrivals: () => [] } },
    'reception/lost-found': { rows: [], actions: { list, create, 'set-status': setStatus } },
  };
}

const meta = {
  title: 'Reception/Lost and Found',
  component: LostFoundPage,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={store()} locale={globals.locale} inMemoryRouter>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof LostFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const gridOf = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Lost and found' });

/** A found item needs a room or a place; recorded, it is listed as stored where it is kept. */
export const RecordItem: Story = {
  play: async ({ canvasElement }) => {
    const grid = await gridOf(canvasElement);
    await within(grid).findByText('Black umbrella');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a found item' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Item/ }), 'Blue scarf');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Found by/ }), 'Bounmy');
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Kept at/ }), 'House');
    await userEvent.click(await screen.findByRole('option', { name: 'Housekeeping store' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findAllByText('Needed when no room is given')).not.toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Found at/ }), 'Pool deck');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record a found item' })).toBeNull());
    const row = await within(grid).findByRole('row', { name: /Blue scarf/ });
    await expect(within(row).getByText('Housekeeping store')).toBeVisible();
    await expect(within(row).getByText('Pool deck')).toBeVisible();
  },
};

/** Returning an item asks to whom; it then leaves the list of stored items. */
export const ReturnItem: Story = {
  play: async ({ canvasElement }) => {
    const grid = await gridOf(canvasElement);
    const row = await within(grid).findByRole('row', { name: /Black umbrella/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Return to owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return the item' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findAllByText('Please fill this in')).toHaveLength(1);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Returned to/ }), 'Ms Dara Keo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Return the item' })).toBeNull());
    await waitFor(() => expect(within(grid).queryByText('Black umbrella')).toBeNull());
  },
};
