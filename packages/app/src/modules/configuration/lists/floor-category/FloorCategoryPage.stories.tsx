import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryList } from '../../../../shared/masterData/storyApi.ts';
import { FloorCategoryPage } from './FloorCategoryPage.tsx';

const lists: Record<string, StoryList> = {
  'configuration/floor': {
    rows: [
      { id: 1, code: 'F1', name: 'Floor 1', sortOrder: 1 },
      { id: 2, code: 'F2', name: 'Floor 2', sortOrder: 2 },
      { id: 3, code: 'F3', name: 'Floor 3', sortOrder: 3 },
    ],
    // Rooms are on the first floor, so deleting it is refused.
    inUse: [1],
  },
};

const meta = {
  title: 'Configuration/Floors',
  component: FloorCategoryPage,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={lists} locale={globals.locale} inMemoryRouter>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof FloorCategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The floors in the order housekeeping walks them. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Floors', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('3 records')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'F1' })).toBeVisible();
  },
};

/** Adding: code and name are required before the server is asked. */
export const AddChecksRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add floor' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getAllByText('Required')).toHaveLength(2);
  },
};
