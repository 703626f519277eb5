import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryAction, StoryList } from '../../../../shared/masterData/storyApi.ts';
import { RoomTypePage } from './RoomTypePage.tsx';

const type = (id: number, code: string, name: string, more: Record<string, unknown>) => ({
  id,
  code,
  name,
  roomCategoryId: 1,
  maxAdults: 2,
  maxChildren: 1,
  defaultRoomBedId: 1,
  baseRate: '1800.00',
  sortOrder: id * 10,
  overbookingAllowance: 0,
  active: 1,
  ...more,
});

// A type's features as the server keeps them (room_type_feature): here on the story's own copy of
// the row, which the screen does not show.
const features: StoryAction = (data, { rows }) => {
  const row = rows.find((candidate) => candidate.id === data[0]?.id);
  return row ? [{ id: row.id, version: row.version, featureIds: row.featureIds ?? [] }] : [];
};
const setFeatures: StoryAction = (data, { rows, stale }) => {
  const saved = [];
  for (const [index, item] of data.entries()) {
    const row = rows.find((candidate) => candidate.id === item.id);
    if (!row || row.version !== item.version) return stale(index);
    row.version += 1;
    row.featureIds = item.featureIds;
    saved.push({ id: row.id, version: row.version, featureIds: row.featureIds });
  }
  return saved;
};

const types = [
  type(1, 'STD', 'Standard Double', { featureIds: [4] }),
  type(2, 'DLX', 'Deluxe River View', {
    roomCategoryId: 2,
    baseRate: '2600.00',
    maxChildren: 2,
    featureIds: [1, 2, 4],
  }),
  type(3, 'FAM', 'Family Room', { roomCategoryId: 2, defaultRoomBedId: 2, maxAdults: 4, baseRate: '3400.00' }),
];

const roomFeatures: StoryList = {
  rows: [
    { id: 1, code: 'RIV', name: 'River view' },
    { id: 2, code: 'BAL', name: 'Balcony' },
    { id: 3, code: 'BATH', name: 'Bathtub' },
    { id: 4, code: 'NS', name: 'Non-smoking' },
    { id: 5, code: 'CON', name: 'Connecting door' },
  ],
};

const lists: Record<string, StoryList> = {
  'configuration/room-type': {
    rows: types,
    // Rooms are of the first type, so deleting it is refused.
    inUse: [1],
    actions: { features, 'set-features': setFeatures },
  },
  'configuration/room-feature': roomFeatures,
  'configuration/room-category': {
    rows: [
      { id: 1, code: 'STD', name: 'Standard' },
      { id: 2, code: 'DLX', name: 'Deluxe' },
    ],
  },
  'configuration/room-bed': {
    rows: [
      { id: 1, code: 'Q', name: 'One queen bed' },
      { id: 2, code: 'QQ', name: 'Two queen beds' },
    ],
  },
};

const meta = {
  title: 'Configuration/Room types',
  component: RoomTypePage,
  decorators: [
    (Story, { globals, parameters }) => (
      <MasterDataStoryFrame
        lists={(parameters.lists as typeof lists | undefined) ?? lists}
        locale={globals.locale}
        inMemoryRouter
      >
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof RoomTypePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The types in selling order, with their category and bed setup by name and the rate in baht. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Room types', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('3 records')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'STD' })).toBeVisible();
    await expect(await canvas.findByText('QQ · Two queen beds')).toBeVisible();
    await expect(canvas.getByText('2,600.00')).toBeVisible();
  },
};

/** Adding: code, name and the most adults are required before the server is asked. */
export const AddChecksRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add room type' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getAllByText('Required')).toHaveLength(3);
  },
};

/** A negative base rate, or no adult, stays as typed and is refused with a message, never changed. */
export const RefusesOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add room type' }));
    const baseRate = dialog.getByRole('textbox', { name: 'Base rate' });
    await userEvent.clear(baseRate);
    await userEvent.type(baseRate, '-5');
    await userEvent.tab();
    await expect(baseRate).toHaveValue('-5.00');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('At least 0')).toBeVisible();
    await expect(baseRate).toHaveValue('-5.00');
  },
};

/** Each row's Features opens the type's room features, ticked as kept; Save replaces them. */
export const Features: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: 'DLX' });
    const openFeatures = async () => {
      // The rows in selling order: STD, DLX, FAM.
      await userEvent.click(canvas.getAllByRole('button', { name: 'Features' })[1] as HTMLElement);
      const dialog = within(await screen.findByRole('dialog', { name: 'Room type features' }));
      await expect(await dialog.findByRole('checkbox', { name: /River view/ })).toBeChecked();
      return dialog;
    };
    let dialog = await openFeatures();
    // The dialog fades in: its text is visible once the entry animation has run.
    await waitFor(() => expect(dialog.getByText('DLX · Deluxe River View')).toBeVisible());
    await expect(dialog.getByRole('checkbox', { name: /Balcony/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Bathtub/ })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: /Bathtub/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /Balcony/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    // The toast fades in: visible once its entry animation has run.
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Success' })).toBeVisible(), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Room type features' })).not.toBeInTheDocument());

    // Saved, and the list reloaded with the type's new version: opening again shows the change.
    dialog = await openFeatures();
    await expect(dialog.getByRole('checkbox', { name: /Bathtub/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Balcony/ })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
  },
};

/** Someone else changed the type while the dialog was open: the save says so, as the edit form does. */
export const FeaturesChangedMeanwhile: Story = {
  parameters: {
    lists: {
      ...lists,
      'configuration/room-type': {
        rows: types,
        actions: {
          features,
          // Another user saved the type first: its version has moved on.
          'set-features': (data, context) => {
            for (const row of context.rows) row.version += 1;
            return setFeatures(data, context);
          },
        },
      },
    } satisfies Record<string, StoryList>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: 'FAM' });
    await userEvent.click(canvas.getAllByRole('button', { name: 'Features' })[2] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Room type features' }));
    await userEvent.click(await dialog.findByRole('checkbox', { name: /Connecting door/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Changed by someone else' })).toBeVisible(), {
      timeout: 3000,
    });
    await expect(screen.queryByRole('dialog', { name: 'Room type features' })).not.toBeInTheDocument();
  },
};
