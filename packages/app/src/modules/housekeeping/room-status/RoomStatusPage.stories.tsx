import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryList } from '../../../shared/masterData/storyApi.ts';
import { hotelDateStoryList, roomStatusStoryList, storyRooms } from '../../../shared/rooms/roomStatus.fixtures.ts';
import type { RoomStatus } from '../../../shared/rooms/roomStatus.ts';
import { sessionAtom } from '../../../shared/session/controller.ts';
import { RoomStatusPage } from './RoomStatusPage.tsx';
import { RoomStatusTilesPage } from './RoomStatusTilesPage.tsx';

const ATTENDANTS = [
  { id: 11, name: 'Noy Housekeeping' },
  { id: 12, name: 'Keo Attendant' },
];
/** The story's own user: the attendant Noy. */
const ME = ATTENDANTS[0] as (typeof ATTENDANTS)[number];

/**
 * housekeeping/room-status with the supervisor's actions too: `inspect` (clean rooms only),
 * `assign` (rooms to an attendant or back) and `attendants`.
 */
function roomsWithAttendants(rooms: RoomStatus[] = storyRooms()): StoryList {
  const base = roomStatusStoryList(rooms);
  const set = base.actions?.set;
  if (!set) throw new Error('the room-status story list sets rooms');
  return {
    ...base,
    actions: {
      ...base.actions,
      inspect: (data, context) => {
        const dirty = data.findIndex(
          (item) => rooms.find((room) => room.roomId === item.roomId)?.housekeepingStatus === 'dirty',
        );
        if (dirty >= 0) {
          return context.refuse(422, 'NOT_CLEAN', 'A dirty room is cleaned before it is inspected', [
            { field: `/data/${dirty}/housekeepingStatus`, message: 'the room is dirty' },
          ]);
        }
        return set(
          data.map((item) => ({ roomId: item.roomId, housekeepingStatus: 'inspected' })),
          context,
        );
      },
      attendants: () =>
        ATTENDANTS.map((attendant) => ({
          ...attendant,
          rooms: rooms.filter((room) => room.assigneeUserId === attendant.id).length,
        })),
      assign: ([item]) => {
        const { roomIds, attendantUserId } = item as { roomIds: number[]; attendantUserId: number | null };
        const attendant = ATTENDANTS.find((candidate) => candidate.id === attendantUserId);
        const changed = rooms.filter((room) => roomIds.includes(room.roomId));
        for (const room of changed) {
          room.assigneeUserId = attendant?.id ?? null;
          room.assigneeName = attendant?.name ?? '';
          room.assignedToMe = attendant?.id === ME.id;
        }
        return changed;
      },
    },
  };
}

/** Noy's rooms today: 101 (dirty), 201 (occupied) and 203 (out of order). */
function attendantRooms(): RoomStatus[] {
  return storyRooms().map((room) =>
    ['101', '201', '203'].includes(room.roomNumber)
      ? { ...room, assigneeUserId: ME.id, assigneeName: ME.name, assignedToMe: true }
      : room,
  );
}

/** Signs the story in: an attendant (HOUSEKEEPING) or a supervisor (HOUSEKEEPING-SETTING). */
function SignedIn({ as, children }: { as: 'attendant' | 'supervisor'; children: ReactNode }) {
  const store = createStore();
  store.set(sessionAtom, {
    name: as === 'attendant' ? ME.name : 'Bounmy Housekeeping Setup',
    roles: [as === 'attendant' ? 'HOUSEKEEPING' : 'HOUSEKEEPING-SETTING'],
    permissions: [as === 'attendant' ? 'HOUSEKEEPING' : 'HOUSEKEEPING-SETTING'],
    mustChangePassword: false,
  });
  return <Provider store={store}>{children}</Provider>;
}

const meta = {
  title: 'Housekeeping/Room Status',
  component: RoomStatusPage,
  decorators: [
    (Story, { globals, parameters }) => (
      <MasterDataStoryFrame
        lists={{
          'housekeeping/room-status': roomsWithAttendants((parameters.rooms as (() => RoomStatus[]) | undefined)?.()),
          'configuration/hotel': hotelDateStoryList,
          'configuration/maintenance-type': {
            rows: [
              { id: 1, code: 'PL', name: 'Plumbing' },
              { id: 2, code: 'EL', name: 'Electrical' },
            ],
          },
          'engineering/maintenance': { rows: [] },
        }}
        locale={globals.locale}
        inMemoryRouter
      >
        <SignedIn as={parameters.signedInAs === 'attendant' ? 'attendant' : 'supervisor'}>
          <Story />
        </SignedIn>
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
    // The dialog fades in: its rows count as visible once the fade has ended.
    await waitFor(() => expect(within(log).getByText('In service → Out of service')).toBeVisible(), SLOW);
    await waitFor(() => expect(within(log).getByText('Painting')).toBeVisible(), SLOW);
  },
};

/**
 * The tile view, for a supervisor: a dirty room's tile sets it clean after "Do you want to
 * clean?", then offers the inspection; ticked tiles go on service together.
 */
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

/** Ticked rooms given to an attendant for the day: the table names the attendant. */
export const AssignRooms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await rowOf(canvasElement, '101')).getByRole('checkbox'));
    await userEvent.click(within(await rowOf(canvasElement, '102')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Assign to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign rooms' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getAllByText('Choose the attendant')[0]).toBeVisible(), SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: /Attendant/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Noy Housekeeping · 0 rooms today' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign rooms' })).toBeNull(), SLOW);
    await waitFor(
      async () => expect(within(await rowOf(canvasElement, '101')).getByText('Noy Housekeeping')).toBeVisible(),
      SLOW,
    );
    await expect(within(await rowOf(canvasElement, '102')).getByText('Noy Housekeeping')).toBeVisible();
  },
};

/**
 * The attendant's phone: their own rooms first, no inspection (a supervisor's); a tap cleans a
 * room, a fault goes to the engineers, the occupied room's minibar is a link away; all rooms on
 * request.
 */
export const AttendantMyRooms: Story = {
  render: () => <RoomStatusTilesPage />,
  parameters: { signedInAs: 'attendant', rooms: attendantRooms },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'My rooms' })).toBeChecked(), SLOW);
    await expect(await canvas.findByText('3 of 3 rooms · 0 selected', {}, SLOW)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clean: room 101' }));
    await answer('Do you want to clean?', 'OK');
    await expect(await canvas.findByRole('button', { name: 'Dirty: room 101' }, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Inspected: room/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Post minibar: room 201' })).toHaveAttribute(
      'href',
      '/menu/app/post-to-folio?room=201',
    );
    await expect(canvas.queryByRole('link', { name: 'Post minibar: room 101' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Report a fault: room 201' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a fault' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(within(dialog).getAllByText('Describe the fault')[0]).toBeVisible(), SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: /Maintenance type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Plumbing' }, SLOW));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /What is wrong/ }), 'Shower drips');
    await userEvent.click(within(dialog).getByRole('button', { name: /Priority/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'High' }, SLOW));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report a fault' })).toBeNull(), SLOW);
    // A toast fades in: its text counts as visible once the fade has ended (found mid-fade, it failed in CI).
    await waitFor(() => expect(screen.getByText(/^Maintenance order \d+ reported for room 201$/)).toBeVisible(), SLOW);

    await userEvent.click(canvas.getByRole('radio', { name: 'All rooms' }));
    await expect(await canvas.findByText('8 of 8 rooms · 0 selected', {}, SLOW)).toBeVisible();
  },
};
