import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryAction, StoryList } from '../../../shared/masterData/storyApi.ts';
import { hotelDateStoryList, STORY_HOTEL_DATE } from '../../../shared/rooms/roomStatus.fixtures.ts';
import type { Flag } from '../api/records.ts';
import { FlagsPage } from './FlagsPage.tsx';

/** Every story's own flags: an amenity for housekeeping, open, on the hotel date. */
function flags(): Record<string, StoryList> {
  const rows: Flag[] = [
    {
      id: 1,
      reservationId: 101,
      stayId: 1,
      confirmationNumber: 'R1',
      guestName: 'Somsak, Keo',
      roomNumber: '201',
      arrival: STORY_HOTEL_DATE,
      departure: '2026-11-24',
      departmentId: 2,
      departmentCode: 'HK',
      departmentName: 'Housekeeping',
      kind: 'amenity',
      date: STORY_HOTEL_DATE,
      time: '16:00',
      text: 'Fruit basket',
      status: 'open',
      createdAt: '2026-11-21T03:00:00.000Z',
      createdBy: 'reception',
      resolvedAt: null,
      resolvedBy: null,
      resolutionNote: '',
      version: 1,
    },
  ];
  const list: StoryAction = ([filter]) => {
    const status = (filter as { status?: string } | undefined)?.status;
    const found = rows.filter((flag) => !status || flag.status === status);
    return [{ total: found.length, offset: 0, rows: found }];
  };
  const resolve: StoryAction = ([command], { stale }) => {
    const item = command as { id: number; version: number; note?: string };
    const flag = rows.find((candidate) => candidate.id === item.id) as Flag;
    if (flag.version !== item.version) return stale(0);
    Object.assign(flag, {
      status: 'resolved',
      resolvedAt: '2026-11-21T05:00:00.000Z',
      resolvedBy: 'housekeeping',
      resolutionNote: item.note ?? '',
      version: flag.version + 1,
    });
    return [flag];
  };
  return {
    'configuration/hotel': hotelDateStoryList,
    'configuration/department': {
      rows: [
        { id: 1, code: 'FO', name: 'Front office' },
        { id: 2, code: 'HK', name: 'Housekeeping' },
      ],
    },
    'reception/flag': { rows: [], actions: { list, resolve } },
  };
}

const meta = {
  title: 'Reception/Flag Control',
  component: FlagsPage,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={flags()} locale={globals.locale} inMemoryRouter>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof FlagsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resolving a flag takes a note; it leaves the open flags and shows among the resolved, with who did it. */
export const Resolve: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Flag control' });
    const row = await within(grid).findByRole('row', { name: /Somsak, Keo/ });
    await expect(within(row).getByText('Amenity')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the flag' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Delivered at 15:50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Resolve the flag' })).toBeNull());
    await waitFor(() => expect(within(grid).queryByText('Fruit basket')).toBeNull());
    await userEvent.click(canvas.getByRole('radio', { name: 'Resolved' }));
    const resolved = await within(grid).findByRole('row', { name: /Somsak, Keo/ });
    await expect(within(resolved).getByText(/housekeeping — Delivered at 15:50/)).toBeVisible();
  },
};
