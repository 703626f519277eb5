import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryList } from '../../../shared/masterData/storyApi.ts';
import { sessionAtom } from '../../../shared/session/controller.ts';
import type {
  DayEndFinding,
  DayEndPreview,
  DayEndRoomCharge,
  DayEndRun,
  DayEndStep,
  DayEndStepName,
} from '../api/dayEnd.ts';
import { DayEndPage } from './DayEndPage.tsx';

const HOTEL_DATE = '2026-11-21';
const NEXT_DATE = '2026-11-22';

type Scenario = 'blocked' | 'clean' | 'failed' | 'stale';

const stay = (
  code: DayEndFinding['code'],
  severity: DayEndFinding['severity'],
  id: number,
  roomNumber: string,
  guestName: string,
): DayEndFinding => ({
  code,
  severity,
  message: '',
  stayId: id,
  reservationId: 500 + id,
  confirmationNumber: `C${7000 + id}`,
  roomId: Number(roomNumber),
  roomNumber,
  guestName,
  shiftId: null,
  cashier: '',
});

const ARRIVAL = stay('ARRIVAL_DUE', 'automatic', 11, '', 'Keo Phommachanh');
const BLOCKERS: DayEndFinding[] = [
  stay('DEPARTURE_DUE', 'blocker', 12, '108', 'Malee Srisuk'),
  {
    ...stay('OPEN_SHIFT', 'blocker', 0, '', ''),
    stayId: null,
    reservationId: null,
    confirmationNumber: '',
    roomId: null,
    shiftId: 7,
    cashier: 'cashier',
  },
  stay('NO_RATE', 'blocker', 13, '204', 'John Carter'),
];
const COMPLIMENTARY = stay('ZERO_RATE', 'warning', 14, '310', 'Bounmy Vongsa');

const charge = (
  stayId: number,
  roomNumber: string,
  guestName: string,
  amounts: Pick<DayEndRoomCharge, 'rateAmount' | 'rateCurrencyCode' | 'exchangeRate' | 'unitAmount'>,
  [netAmount, serviceCharge, tax, total]: [string, string, string, string],
): DayEndRoomCharge => ({
  stayId,
  reservationId: 500 + stayId,
  confirmationNumber: `C${7000 + stayId}`,
  roomId: Number(roomNumber),
  roomNumber,
  guestName,
  night: HOTEL_DATE,
  transactionCodeId: 1,
  transactionCode: '1000',
  ...amounts,
  netAmount,
  serviceCharge,
  tax,
  total,
});

/** Two in-house stays: one at a baht rate, one sold in dollars and made local at the buying rate. */
const CHARGES: DayEndRoomCharge[] = [
  charge(
    21,
    '201',
    'Somchai Jaidee',
    { rateAmount: '1800.00', rateCurrencyCode: 'THB', exchangeRate: '1', unitAmount: '1800.00' },
    ['1800.00', '180.00', '138.60', '2118.60'],
  ),
  charge(
    22,
    '305',
    'Anna Schmidt',
    { rateAmount: '60.00', rateCurrencyCode: 'USD', exchangeRate: '35.5', unitAmount: '2130.00' },
    ['2130.00', '213.00', '164.01', '2507.01'],
  ),
];
const TOTALS = { count: 2, netAmount: '3930.00', serviceCharge: '393.00', tax: '302.61', total: '4625.61' };

const STEP_NAMES: DayEndStepName[] = ['checks', 'no-shows', 'room-charges', 'room-status', 'statistics', 'close-date'];
const ROWS: Record<DayEndStepName, number> = {
  checks: 2,
  'no-shows': 1,
  'room-charges': 2,
  'room-status': 2,
  statistics: 9,
  'close-date': 2,
};

const steps = (upTo: number, failedAt?: DayEndStepName): DayEndStep[] =>
  STEP_NAMES.slice(0, upTo).map((step, index) => ({
    step,
    position: index + 1,
    status: step === failedAt ? 'failed' : 'completed',
    startedAt: '2026-11-21T17:00:00.000Z',
    finishedAt: step === failedAt ? null : '2026-11-21T17:00:01.000Z',
    rows: step === failedAt ? 0 : ROWS[step],
    error: step === failedAt ? 'The guest folio of stay 22 was closed while the run worked' : null,
  }));

const failedRun = (): DayEndRun => ({
  id: 3,
  hotelDate: HOTEL_DATE,
  status: 'failed',
  attempts: 1,
  startedBy: 'nightaudit',
  startedAt: '2026-11-21T17:00:00.000Z',
  finishedBy: 'nightaudit',
  finishedAt: '2026-11-21T17:00:02.000Z',
  failedStep: 'room-charges',
  error: 'The guest folio of stay 22 was closed while the run worked',
  steps: steps(3, 'room-charges'),
});

/**
 * finance/day-end as the server answers it, for one scenario: `preview`, `status`, `run` (refused
 * with 409 STALE_HOTEL_DATE for any other date than the one open, 422 DAY_END_BLOCKED while a
 * blocker remains) and `cancel`. A run that completes moves the hotel date on.
 */
function dayEnd(scenario: Scenario): StoryList {
  const state = {
    hotelDate: HOTEL_DATE,
    findings: scenario === 'blocked' ? [ARRIVAL, ...BLOCKERS, COMPLIMENTARY] : [ARRIVAL],
    charges: CHARGES,
    run: scenario === 'failed' ? failedRun() : (null as DayEndRun | null),
  };
  const next = (date: string) => `${date.slice(0, 8)}${String(Number(date.slice(8)) + 1).padStart(2, '0')}`;
  const preview = (): DayEndPreview => ({
    hotelDate: state.hotelDate,
    nextHotelDate: next(state.hotelDate),
    canRun: !state.findings.some((finding) => finding.severity === 'blocker'),
    findings: state.findings,
    noShows: state.findings.filter((finding) => finding.code === 'ARRIVAL_DUE').length,
    roomCharges: state.charges,
    roomChargeTotals:
      state.charges.length > 0
        ? TOTALS
        : { count: 0, netAmount: '0.00', serviceCharge: '0.00', tax: '0.00', total: '0.00' },
    roomChanges: state.charges.map((line) => ({
      roomId: Number(line.roomId),
      roomNumber: line.roomNumber,
      fromStatus: 'clean',
      toStatus: 'dirty',
      reason: 'occupied' as const,
    })),
    run: state.run?.hotelDate === state.hotelDate && state.run.status !== 'cancelled' ? state.run : null,
  });
  return {
    rows: [],
    actions: {
      preview: () => [preview()],
      status: () => [{ hotelDate: state.hotelDate, run: state.run }],
      run: ([item], { refuse }) => {
        const { hotelDate } = item as { hotelDate: string };
        if (scenario === 'stale') {
          // Another desk closed the date a moment ago.
          state.hotelDate = NEXT_DATE;
          state.findings = [];
          state.charges = [];
        }
        if (hotelDate !== state.hotelDate) {
          return refuse(409, 'STALE_HOTEL_DATE', `The hotel date is ${state.hotelDate} now; reload it and try again`, [
            { field: '/data/0/hotelDate', message: `is not the hotel date (${state.hotelDate})` },
          ]);
        }
        if (!preview().canRun) {
          return refuse(422, 'DAY_END_BLOCKED', `Day-end of ${hotelDate} is blocked`, [
            { field: '/data/0/hotelDate', message: 'has blocker(s); see the preview' },
          ]);
        }
        const run: DayEndRun = {
          id: 4,
          hotelDate,
          status: 'completed',
          attempts: (state.run?.attempts ?? 0) + 1,
          startedBy: 'nightaudit',
          startedAt: '2026-11-21T17:05:00.000Z',
          finishedBy: 'nightaudit',
          finishedAt: '2026-11-21T17:05:03.000Z',
          failedStep: null,
          error: null,
          steps: steps(STEP_NAMES.length),
        };
        const posted = state.charges;
        state.run = run;
        state.hotelDate = next(hotelDate);
        state.findings = [];
        state.charges = [];
        return [{ run, hotelDate: state.hotelDate, roomCharges: posted, roomChargeTotals: TOTALS }];
      },
      cancel: ([item], { refuse }) => {
        const { hotelDate } = item as { hotelDate: string };
        if (hotelDate !== state.hotelDate) {
          return refuse(409, 'STALE_HOTEL_DATE', `The hotel date is ${state.hotelDate} now; reload it and try again`);
        }
        if (state.run?.status === 'failed') {
          state.run = { ...state.run, status: 'cancelled', finishedBy: 'nightaudit' };
        }
        return [{ message: 'Day-end proceed was cancelled', hotelDate, run: state.run }];
      },
    },
  };
}

/** Signs the story in: the night auditor at the cashier's desk, or a manager who only reads. */
function SignedIn({ as, children }: { as: 'cashier' | 'management'; children: ReactNode }) {
  const store = createStore();
  const role = as === 'cashier' ? 'CASHIER' : 'MANAGEMENT-INFORMATION-SYSTEM';
  store.set(sessionAtom, {
    name: as === 'cashier' ? 'Night Auditor' : 'General Manager',
    roles: [role],
    permissions: [role],
    mustChangePassword: false,
  });
  return <Provider store={store}>{children}</Provider>;
}

const meta = {
  title: 'Finance/Day-end',
  component: DayEndPage,
  parameters: {
    // react-aria's live announcer keeps a closed dialog's spoken title for 7 s: left out of axe.
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
  decorators: [
    (Story, { globals, parameters }) => (
      <MasterDataStoryFrame
        lists={{
          'finance/day-end': dayEnd((parameters.scenario as Scenario | undefined) ?? 'clean'),
          'configuration/hotel': { rows: [], actions: { GetHotelDate: () => [{ value: HOTEL_DATE }] } },
        }}
        locale={globals.locale}
        inMemoryRouter
      >
        <SignedIn as={parameters.signedInAs === 'management' ? 'management' : 'cashier'}>
          <Story />
        </SignedIn>
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof DayEndPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits long enough for a busy CI machine (waitFor's default is 1 s). */
const SLOW = { timeout: 5000 };

/** Answers a question of spec §8 (toasts are alert dialogs too: the question's own is found by its text). */
async function answer(question: string | RegExp, button: 'OK' | 'Cancel') {
  const text = await screen.findByText(question, {}, SLOW);
  await waitFor(() => expect(text).toBeVisible());
  const dialog = text.closest('[role="alertdialog"]') as HTMLElement;
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByText(question)).toBeNull(), SLOW);
}

/**
 * Departures not checked out, an open shift and a stay without a rate block the run: Run day-end
 * is disabled with the reason, and each group links to the screen that resolves it. What the run
 * would post is there already, to the cent.
 */
export const BlockedPreview: Story = {
  parameters: { scenario: 'blocked' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Departures not checked out · 1' }, SLOW),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Arrivals still due · 1' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Open cashier shifts · 1' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Stays without a rate · 1' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Complimentary nights · 1' })).toBeInTheDocument();
    const run = canvas.getByRole('button', { name: 'Run day-end' });
    await expect(run).toBeDisabled();
    await expect(canvas.getByText('3 findings block the run: resolve them first.')).toBeVisible();
    await expect(run).toHaveAccessibleDescription('3 findings block the run: resolve them first.');

    await expect(canvas.getByRole('link', { name: 'Open arrivals' })).toHaveAttribute(
      'href',
      '/menu/app/arrival-reception',
    );
    await expect(canvas.getByRole('link', { name: 'Open expected departures' })).toHaveAttribute(
      'href',
      '/menu/app/cashier/expect-departure',
    );
    await expect(canvas.getByRole('link', { name: 'Open close shift' })).toHaveAttribute(
      'href',
      '/menu/app/app-close-shift',
    );
    await expect(await canvas.findByRole('link', { name: 'Folio of room 108' }, SLOW)).toHaveAttribute(
      'href',
      '/menu/app/guest-folio?stay=12',
    );
    await expect(canvas.getByRole('link', { name: 'Booking C7013' })).toHaveAttribute(
      'href',
      '/menu/app/edit-reservation/513',
    );

    const charges = canvas.getByRole('grid', { name: 'Room charges for the night of 21-Nov-2026' });
    const dollars = await within(charges).findByRole('row', { name: /^305\b/ }, SLOW);
    await expect(within(dollars).getByText('USD 60.00 @ 35.5')).toBeVisible();
    await expect(within(dollars).getByText('2,507.01')).toBeVisible();
    await expect(within(charges).getByText('4,625.61')).toBeVisible();
    await expect(within(charges).getByText('302.61')).toBeVisible();
    await expect(canvas.getByText('2 room charges are posted, 4,625.61 in all.')).toBeVisible();
    await expect(canvas.getByText('2 rooms turn dirty; none comes back from out of order.')).toBeVisible();
  },
};

/**
 * Nothing blocks: Run day-end asks first, naming the date, then sends the hotel date the screen
 * read; the six steps show completed and the screen says the hotel date moved on.
 */
export const CleanRun: Story = {
  parameters: { scenario: 'clean' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/closes the hotel date 21-Nov-2026/, {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('1 arrival becomes a no-show.')).toBeVisible();
    const run = canvas.getByRole('button', { name: 'Run day-end' });
    await waitFor(() => expect(run).toBeEnabled(), SLOW);

    // Cancel in the question changes nothing.
    await userEvent.click(run);
    await answer(/^Do you want to close the hotel date 21-Nov-2026\?/, 'Cancel');
    await expect(canvas.queryByText('Day-end completed')).toBeNull();

    await userEvent.click(run);
    await answer(
      'Do you want to close the hotel date 21-Nov-2026? The hotel date then moves to 22-Nov-2026. This cannot be undone.',
      'OK',
    );
    await expect(await canvas.findByText('Day-end completed', {}, SLOW)).toBeVisible();
    await expect(
      canvas.getByText(
        'The hotel date 21-Nov-2026 is closed: 2 room charges posted (4,625.61). The hotel date is now 22-Nov-2026.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Run of 21-Nov-2026' })).toBeVisible();
    const stepsList = canvas.getByRole('list', { name: 'Steps of the run' });
    await expect(within(stepsList).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(stepsList).getAllByText('Completed')).toHaveLength(6);
    await expect(within(stepsList).getByText('6. Close the date')).toBeVisible();
    await expect(within(stepsList).getByText('9 rows')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Steps completed' })).toHaveAttribute('aria-valuenow', '6');
    // The preview is read again, for the date now open.
    await expect(await canvas.findByText(/closes the hotel date 22-Nov-2026/, {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('Nothing blocks the run and nothing needs a decision.')).toBeVisible();
  },
};

/**
 * The run stopped at the room charges: the step and its reason are on screen, with Run again and
 * Cancel; cancelling says "Day-end proceed was cancelled" and the date stays open.
 */
export const FailedRunCancelled: Story = {
  parameters: { scenario: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Day-end of 21-Nov-2026 stopped at Room charges', {}, SLOW)).toBeVisible();
    await expect(
      canvas.getAllByText('Reason: The guest folio of stay 22 was closed while the run worked')[0],
    ).toBeVisible();
    const stepsList = canvas.getByRole('list', { name: 'Steps of the run' });
    await expect(within(stepsList).getAllByText('Completed')).toHaveLength(2);
    await expect(within(stepsList).getByText('Failed')).toBeVisible();
    await expect(within(stepsList).getAllByText('Not run')).toHaveLength(3);
    await expect(canvas.getByRole('progressbar', { name: 'Steps completed' })).toHaveAttribute('aria-valuenow', '2');
    await expect(canvas.getByRole('button', { name: 'Run again' })).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await answer(/^Do you want to cancel the stopped day-end of 21-Nov-2026\?/, 'OK');
    await expect(await screen.findByText('Day-end proceed was cancelled', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('Day-end of 21-Nov-2026 stopped at Room charges')).toBeNull(), SLOW);
    await expect(await canvas.findByRole('button', { name: 'Run day-end' }, SLOW)).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await expect(canvas.getByText('Cancelled')).toBeVisible();
  },
};

/** The date was closed at another desk meanwhile: the refusal says so in staff words, and the screen reloads. */
export const StaleHotelDate: Story = {
  parameters: { scenario: 'stale' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const run = await canvas.findByRole('button', { name: 'Run day-end' }, SLOW);
    await waitFor(() => expect(run).toBeEnabled(), SLOW);
    await userEvent.click(run);
    await answer(/^Do you want to close the hotel date 21-Nov-2026\?/, 'OK');
    // The dialog fades in: its title counts as visible once the fade has ended.
    await waitFor(() => expect(screen.getByText('The hotel date has moved')).toBeVisible(), SLOW);
    await answer(/^The hotel date is no longer 21-Nov-2026: the day-end has run at another desk\./, 'OK');
    await expect(await canvas.findByText(/closes the hotel date 22-Nov-2026/, {}, SLOW)).toBeVisible();
    await expect(canvas.queryByText('Day-end completed')).toBeNull();
  },
};

/** Management reads the stopped run and the preview, but has no Run or Cancel. */
export const ManagementReadsOnly: Story = {
  parameters: { scenario: 'failed', signedInAs: 'management' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Day-end of 21-Nov-2026 stopped at Room charges', {}, SLOW)).toBeVisible();
    await expect(
      canvas.getByText('You read the preview and the run here; the cashier or reception runs the day-end.'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Arrivals still due · 1' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Room charges for the night of 21-Nov-2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Run again' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Run day-end' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};
