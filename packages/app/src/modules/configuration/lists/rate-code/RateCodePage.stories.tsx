// Written by `pnpm gen master-data` (RateCode); owned code from here on: edit it like any other.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryList } from '../../../../shared/masterData/storyApi.ts';
import { RateCodePage } from './RateCodePage.tsx';

const lists: Record<string, StoryList> = {
  'configuration/rate-code': {
    rows: [
      {
        id: 1,
        code: 'COD1',
        name: 'Rate code 1',
        currencyId: 1,
        mealTypeId: 1,
        marketId: 1,
        startsOn: '2026-01-15',
        endsOn: '2026-01-15',
        includesTax: 1,
        active: 1,
      },
      {
        id: 2,
        code: 'COD2',
        name: 'Rate code 2',
        currencyId: 2,
        mealTypeId: 2,
        marketId: 2,
        startsOn: '2026-02-15',
        endsOn: '2026-02-15',
        includesTax: 1,
        active: 1,
      },
      {
        id: 3,
        code: 'COD3',
        name: 'Rate code 3',
        currencyId: 1,
        mealTypeId: 1,
        marketId: 1,
        startsOn: '2026-03-15',
        endsOn: '2026-03-15',
        includesTax: 0,
        active: 0,
      },
    ],
    // The first row is used elsewhere, so deleting it is refused.
    inUse: [1],
  },
};

const meta = {
  title: 'Configuration/Rate codes',
  component: RateCodePage,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={lists} locale={globals.locale}>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof RateCodePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list as staff first see it: every row, counted. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Rate codes', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('3 records')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'COD1' })).toBeVisible();
  },
};

/** Adding: the form names the required inputs before asking the server. */
export const AddChecksRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add rate code' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getAllByText('Required')).toHaveLength(3);
  },
};
