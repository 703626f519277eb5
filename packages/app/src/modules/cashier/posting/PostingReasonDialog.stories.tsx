import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryAction, StoryList } from '../../../shared/masterData/storyApi.ts';
import type { Posting } from '../api/posting.ts';
import type { CashierShift } from '../api/shift.ts';
import { CorrectDialog } from '../folio/CorrectDialog.tsx';
import { VoidDialog } from './VoidDialog.tsx';

const POSTING: Posting = {
  id: 41,
  folioId: 9,
  window: 1,
  hotelDate: '2026-11-21',
  kind: 'charge',
  transactionCodeId: 3,
  transactionCode: '2010',
  paymentTypeId: null,
  description: 'Room service',
  quantity: 1,
  unitAmount: '450.00',
  netAmount: '450.00',
  serviceCharge: '45.00',
  tax: '34.65',
  total: '529.65',
  currencyCode: 'THB',
  foreignAmount: null,
  exchangeRate: '1.000000',
  shiftId: 7,
  shift: 'PM',
  cashier: 'cashier',
  reference: '',
  void: false,
  voidReason: null,
  voidedBy: null,
  voidedAt: null,
  correctionOf: null,
  correctionReason: null,
  transferOf: null,
  transferSide: null,
  createdAt: '2026-11-21T15:10:00.000Z',
};

const OPEN_SHIFT: CashierShift = {
  id: 7,
  shift: 'PM',
  hotelDate: '2026-11-21',
  cashier: 'cashier',
  status: 'open',
  openedAt: '2026-11-21T14:00:00.000Z',
  closedAt: null,
  closedBy: null,
  totals: [],
  counts: [],
};

/** cashier/folio `void` and `correct`: a reason of "late" is refused on its field, as the server would. */
function folio(): Record<string, StoryList> {
  const answer =
    (change: Partial<Posting>): StoryAction =>
    ([command], { refuse }) => {
      const { reason } = command as { postingId: number; reason: string };
      if (reason === 'late')
        return refuse(422, 'SHIFT_CLOSED', 'The posting’s shift is closed', [
          { field: '/data/0/reason', message: 'the shift of this posting is closed' },
        ]);
      return [{ ...POSTING, ...change }];
    };
  return {
    'cashier/folio': {
      rows: [],
      actions: {
        void: answer({ void: true, voidedBy: 'cashier' }),
        correct: answer({ id: 42, correctionOf: 41, total: '-529.65' }),
      },
    },
    'cashier/shift': { rows: [], actions: { current: () => [OPEN_SHIFT] } },
  };
}

const meta = {
  title: 'Cashier/Posting reason dialogs',
  component: VoidDialog,
  args: { posting: POSTING, onClose: fn(), onVoided: fn() },
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={folio()} locale={globals.locale} inMemoryRouter>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof VoidDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A void needs its reason; the server's refusal lands on the field; a reason voids the posting. */
export const Void: Story = {
  // react-aria's live announcer keeps the closed dialog's spoken title for 7 s: left out of axe.
  parameters: { a11y: { context: { exclude: ['[data-live-announcer]'] } } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Void a posting' });
    await expect(within(dialog).getByText('Room service, 529.65')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    await expect(await within(dialog).findByText('Give the reason')).toBeInTheDocument();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, 'late');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    await expect(await within(dialog).findByText('the shift of this posting is closed')).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.clear(reason);
    await userEvent.type(reason, 'Posted to the wrong room');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    await expect(await screen.findByText('Room service voided.')).toBeInTheDocument();
    await waitFor(() => expect(args.onVoided).toHaveBeenCalledWith(expect.objectContaining({ id: 41, void: true })));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A correction of an earlier day's posting, in the cashier's open shift: a counter-posting. */
export const Correct: Story = {
  parameters: { a11y: { context: { exclude: ['[data-live-announcer]'] } } },
  render: (args) => <CorrectDialog posting={args.posting} onClose={args.onClose} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Correct a posting' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post correction' }));
    await expect(await within(dialog).findByText('Say why')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Charged twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post correction' }));
    await expect(await screen.findByText('Room service is corrected.')).toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalled();
  },
};
