// Written by `pnpm gen master-data` (InventoryItem); owned code from here on: edit it like any other.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryList } from '../../../../shared/masterData/storyApi.ts';
import { InventoryItemPage } from './InventoryItemPage.tsx';

const lists: Record<string, StoryList> = {
  'inventory/inventory-item': {
    rows: [
      { id: 1, code: 'COD1', name: 'Item 1', itemCategoryId: 1, unit: 'Item 1', parLevel: '100.000', active: 1 },
      { id: 2, code: 'COD2', name: 'Item 2', itemCategoryId: 2, unit: 'Item 2', parLevel: '200.000', active: 1 },
      { id: 3, code: 'COD3', name: 'Item 3', itemCategoryId: 1, unit: 'Item 3', parLevel: '300.000', active: 0 },
    ],
    // The first row is used elsewhere, so deleting it is refused.
    inUse: [1],
  },
};

const meta = {
  title: 'Inventory/Item master',
  component: InventoryItemPage,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={lists} locale={globals.locale} inMemoryRouter>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof InventoryItemPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list as staff first see it: every row, counted. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Item master', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('3 records')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'COD1' })).toBeVisible();
  },
};

/** Adding: the form names the required inputs before asking the server. */
export const AddChecksRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add item' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getAllByText('Required')).toHaveLength(4);
  },
};
