import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryAction, StoryList } from '../../../shared/masterData/storyApi.ts';
import type { ReceivableInvoice, TransferAccount } from '../api/receivable.ts';
import { TransferToReceivableDialog } from './TransferToReceivableDialog.tsx';

const account = (
  id: number,
  code: string,
  name: string,
  availableCredit: string,
  restricted = false,
): TransferAccount => ({
  id,
  companyId: id + 10,
  companyCode: code,
  companyName: name,
  companyActive: true,
  folioId: id + 100,
  creditLimit: '100000.00',
  termOfPaymentId: 1,
  termOfPayment: 'Net 30 days',
  termDays: 30,
  restricted,
  note: '',
  version: 1,
  invoiced: '0.00',
  paid: '0.00',
  balance: '0.00',
  unallocated: '0.00',
  availableCredit,
  ageing: { days0to30: '0.00', days31to60: '0.00', days61to90: '0.00', over90: '0.00' },
  openInvoices: 0,
  overdue: '0.00',
});

/** Three accounts: one with room, one nearly full, one restricted. */
function ledger(): Record<string, StoryList> {
  const accounts = [
    account(1, 'MEKONG', 'Mekong River Cruises Co., Ltd.', '201608.75'),
    account(2, 'SCGNK', 'Siam Cement Group (Nong Khai)', '4000.00'),
    account(3, 'UNDPLA', 'UNDP Lao PDR', '60734.50', true),
  ];
  const transfer: StoryAction = ([command], { refuse }) => {
    const item = command as { companyId: number; window: number };
    const chosen = accounts.find((candidate) => candidate.companyId === item.companyId) as TransferAccount;
    if (Number(chosen.availableCredit) < 5990) {
      return refuse(422, 'CREDIT_LIMIT_EXCEEDED', 'Over the credit limit', [
        { field: '/data/0/companyId', message: `has ${chosen.availableCredit} of credit left` },
      ]);
    }
    const invoice: ReceivableInvoice = {
      id: 1,
      accountId: chosen.id,
      invoiceNumber: '700001',
      invoiceDate: '2026-11-21',
      dueDate: '2026-12-21',
      amount: '5990.00',
      allocated: '0.00',
      remaining: '5990.00',
      status: 'open',
      ageDays: 0,
      overdue: false,
      sourceFolioId: 9,
      sourceWindow: item.window,
      description: '1203 Nguyen, Thi Lan',
      createdBy: 'cashier',
      createdAt: '2026-11-21T10:00:00.000Z',
    };
    return [invoice];
  };
  return { 'cashier/receivable': { rows: [], actions: { list: () => accounts, transfer } } };
}

const meta = {
  title: 'Cashier/Transfer to company',
  component: TransferToReceivableDialog,
  args: { target: { stayId: 5 }, window: 2, balance: '5990.00', onClose: () => {} },
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={ledger()} locale={globals.locale} inMemoryRouter>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof TransferToReceivableDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (dialog: HTMLElement, typed: string, option: RegExp) => {
  const company = within(dialog).getByRole('combobox', { name: 'Company account' });
  await userEvent.type(company, typed);
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

/** A nearly full account is warned about, and the server's refusal names it on the field. */
export const OverLimit: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to company' });
    await expect(within(dialog).getByText(/The whole balance of window 2 \(5,990\.00\)/)).toBeInTheDocument();
    await choose(dialog, 'SCG', /SCGNK/);
    await expect(await within(dialog).findByText(/over its credit limit \(4,000\.00 available\)/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await expect(await within(dialog).findByText('has 4000.00 of credit left')).toBeInTheDocument();
  },
};

/** An account with room takes the balance: the toast names the new invoice. */
export const Transfer: Story = {
  // react-aria's live announcer keeps a spoken message for 7 s, pointing at the closed dialog's
  // title by id; it has been announced, so the accessibility check leaves that log out.
  parameters: { a11y: { context: { exclude: ['[data-live-announcer]'] } } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to company' });
    await choose(dialog, 'MEK', /MEKONG/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await expect(await screen.findByText('Invoice 700001 made for 5,990.00')).toBeInTheDocument();
    // The toast leaves after the spec's 3000 ms; the accessibility check then sees the settled page.
    await waitFor(() => expect(screen.queryByText('Invoice 700001 made for 5,990.00')).toBeNull(), { timeout: 6000 });
  },
};
