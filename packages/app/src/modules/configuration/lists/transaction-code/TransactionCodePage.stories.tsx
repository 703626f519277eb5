// Written by `pnpm gen master-data` (TransactionCode); owned code from here on: edit it like any other.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryList } from '../../../../shared/masterData/storyApi.ts';
import { TransactionCodePage } from './TransactionCodePage.tsx';

const lists: Record<string, StoryList> = {
  'configuration/transaction-code': {
    rows: [
      {
        id: 1,
        code: 'COD1',
        name: 'Transaction code 1',
        transactionGroupId: 1,
        kind: 'CHARGE',
        departmentId: 1,
        defaultAmount: '100.00',
        taxable: 1,
        serviceCharge: 1,
        active: 1,
      },
      {
        id: 2,
        code: 'COD2',
        name: 'Transaction code 2',
        transactionGroupId: 2,
        kind: 'PAYMENT',
        departmentId: 2,
        defaultAmount: '200.00',
        taxable: 1,
        serviceCharge: 1,
        active: 1,
      },
      {
        id: 3,
        code: 'COD3',
        name: 'Transaction code 3',
        transactionGroupId: 1,
        kind: 'TAX',
        departmentId: 1,
        defaultAmount: '300.00',
        taxable: 0,
        serviceCharge: 0,
        active: 0,
      },
    ],
    // The first row is used elsewhere, so deleting it is refused.
    inUse: [1],
  },
};

const meta = {
  title: 'Configuration/Transaction codes',
  component: TransactionCodePage,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={lists} locale={globals.locale} inMemoryRouter>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof TransactionCodePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list as staff first see it: every row, counted. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Transaction codes', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('3 records')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'COD1' })).toBeVisible();
  },
};

/** Adding: the form names the required inputs before asking the server. */
export const AddChecksRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add transaction code' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getAllByText('Required')).toHaveLength(4);
  },
};
