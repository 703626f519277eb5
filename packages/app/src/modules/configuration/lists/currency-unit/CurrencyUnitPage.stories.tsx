import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryList } from '../../../../shared/masterData/storyApi.ts';
import { CurrencyUnitPage } from './CurrencyUnitPage.tsx';

const lists: Record<string, StoryList> = {
  'configuration/currency': {
    rows: [
      { id: 1, code: 'THB', name: 'Thai Baht', symbol: '฿', decimals: 2, isLocalCurrency: 1 },
      { id: 2, code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2, isLocalCurrency: 0 },
      { id: 3, code: 'LAK', name: 'Lao Kip', symbol: '₭', decimals: 0, isLocalCurrency: 0 },
    ],
    // USD has exchange rates, so deleting it is refused.
    inUse: [2],
  },
};

const meta = {
  title: 'Configuration/Currencies',
  component: CurrencyUnitPage,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={lists} locale={globals.locale} inMemoryRouter>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof CurrencyUnitPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list as staff first see it: every currency, the local one marked. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Currencies', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('3 records')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'THB' })).toBeVisible();
  },
};

/** Adding: the form names the required inputs (code, name, decimals) before asking the server. */
export const AddChecksRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add currency' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getAllByText('Required')).toHaveLength(3);
  },
};
