import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryList } from '../../../../shared/masterData/storyApi.ts';
import { ExchangeRatePage } from './ExchangeRatePage.tsx';

const lists: Record<string, StoryList> = {
  'configuration/exchange-rate': {
    rows: [
      { id: 1, effectiveDate: '2026-11-07', currencyId: 2, buyingRate: '32.450000', sellingRate: '33.000000' },
      { id: 2, effectiveDate: '2026-11-21', currencyId: 2, buyingRate: '32.200000', sellingRate: '32.750000' },
      { id: 3, effectiveDate: '2026-11-21', currencyId: 3, buyingRate: '0.001450', sellingRate: '0.001540' },
    ],
  },
  // The ComboBox and the grid name the currency by code and name.
  'configuration/currency': {
    rows: [
      { id: 2, code: 'USD', name: 'US Dollar' },
      { id: 3, code: 'LAK', name: 'Lao Kip' },
    ],
  },
};

const meta = {
  title: 'Configuration/Exchange rates',
  component: ExchangeRatePage,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={lists} locale={globals.locale} inMemoryRouter>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof ExchangeRatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list as staff first see it: rates by date, the currency by code and name, six decimals. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Exchange rates', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('3 records')).toBeVisible();
    await expect((await canvas.findAllByText('USD · US Dollar'))[0]).toBeVisible();
    await expect(canvas.getByText('0.001450')).toBeVisible();
  },
};

/** Adding: the form names the required inputs before asking the server. */
export const AddChecksRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add exchange rate' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getAllByText('Required')).toHaveLength(4);
  },
};
