// Written by `pnpm gen master-data` (ItemCategory); owned code from here on: edit it like any other.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryList } from '../../../../shared/masterData/storyApi.ts';
import { ItemCategoryPage } from './ItemCategoryPage.tsx';

const lists: Record<string, StoryList> = {
  'inventory/item-category': {
    rows: [
      { id: 1, code: 'COD1', name: 'Item category 1' },
      { id: 2, code: 'COD2', name: 'Item category 2' },
      { id: 3, code: 'COD3', name: 'Item category 3' },
    ],
    // The first row is used elsewhere, so deleting it is refused.
    inUse: [1],
  },
};

const meta = {
  title: 'Inventory/Item categories',
  component: ItemCategoryPage,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={lists} locale={globals.locale} inMemoryRouter>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof ItemCategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list as staff first see it: every row, counted. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Item categories', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('3 records')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'COD1' })).toBeVisible();
  },
};

/** Adding: the form names the required inputs before asking the server. */
export const AddChecksRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add item category' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getAllByText('Required')).toHaveLength(2);
  },
};
