// Written by `pnpm gen master-data` (InventoryLocation); owned code from here on: edit it like any other.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryList } from '../../../../shared/masterData/storyApi.ts';
import { InventoryLocationPage } from './InventoryLocationPage.tsx';

const lists: Record<string, StoryList> = {
  'inventory/inventory-location': {
    rows: [
      { id: 1, code: 'COD1', name: 'Location 1', kind: 'store', active: 1 },
      { id: 2, code: 'COD2', name: 'Location 2', kind: 'outlet', active: 1 },
      { id: 3, code: 'COD3', name: 'Location 3', kind: 'housekeeping', active: 0 },
    ],
    // The first row is used elsewhere, so deleting it is refused.
    inUse: [1],
  },
};

const meta = {
  title: 'Inventory/Inventory locations',
  component: InventoryLocationPage,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={lists} locale={globals.locale} inMemoryRouter>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof InventoryLocationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list as staff first see it: every row, counted. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Inventory locations', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('3 records')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'COD1' })).toBeVisible();
  },
};

/** Adding: the form names the required inputs before asking the server. */
export const AddChecksRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add location' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getAllByText('Required')).toHaveLength(3);
  },
};
