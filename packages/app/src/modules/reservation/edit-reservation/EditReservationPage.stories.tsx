import { DialogProvider, ToastProvider } from '@pms/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import la from '../../../../public/assets/i18n/la.json';
import th from '../../../../public/assets/i18n/th.json';
import { ApiProvider } from '../../../shared/query/ApiProvider.tsx';
import { EditReservationPage } from './EditReservationPage.tsx';
import { type StoryServerOptions, storyContractReservation, storyReservation, storyServer } from './storyServer.ts';

// The translation files as the app loads them; English is the defaults in the code.
const MESSAGES: Record<string, Record<string, string>> = { 'th-TH': th, 'lo-LA': la };

interface FrameProps {
  locale: string;
  path: string;
  server: StoryServerOptions;
}

/** The screen on its route, with the app's messages, toasts, dialogs and an in-memory API. */
function Frame({ locale, path, server }: FrameProps) {
  const api = useMemo(() => storyServer(server), [server]);
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          { path: '/menu/app/edit-reservation', Component: EditReservationPage },
          { path: '/menu/app/edit-reservation/:hash', Component: EditReservationPage },
          { path: '*', element: <p>Another screen</p> },
        ],
        { initialEntries: [path] },
      ),
    [path],
  );
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      messages={MESSAGES[locale] ?? {}}
      onError={(error) => {
        if (error.code !== 'MISSING_TRANSLATION' && error.code !== 'MISSING_DATA') console.error(error);
      }}
    >
      <ToastProvider>
        <DialogProvider>
          <ApiProvider api={api}>
            <RouterProvider router={router} />
          </ApiProvider>
        </DialogProvider>
      </ToastProvider>
    </IntlProvider>
  );
}

const meta = {
  title: 'Reservation/Edit reservation',
  component: EditReservationPage,
  parameters: { path: '/menu/app/edit-reservation/7', server: {} },
  decorators: [
    (_Story, { globals, parameters }) => (
      <Frame
        locale={globals.locale ?? 'en-US'}
        path={parameters.path as string}
        server={parameters.server as StoryServerOptions}
      />
    ),
  ],
} satisfies Meta<typeof EditReservationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answers come after a debounce and a render; a busy machine needs more than a second. */
const SLOW = { timeout: 8000 };

const opened = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByText('100007', {}, SLOW);
  // The stay's availability is read after a pause; wait for its answer.
  await canvas.findByText('1 STD room left on the fullest night', {}, SLOW);
  return canvas;
};

/** One more night: the departure moves, the rate code prices the new night, Save, and the history shows it. */
export const ChangeDeparture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    const nights = canvas.getByRole('textbox', { name: 'Nights' });
    await userEvent.clear(nights);
    await userEvent.type(nights, '3');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Rate for 23-Nov-2026' })).toHaveValue('1,800.00'));
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await screen.findByText('Reservation 100007 is saved', {}, SLOW);
    await expect(await canvas.findByText('24-Nov-2026 · 3 nights', { exact: false }, SLOW)).toBeVisible();
  },
};

/** Every change from the audit log, newest first, one row per field, dates as staff read them. */
export const History: Story = {
  parameters: {
    server: {
      history: [
        {
          at: '2026-11-19T07:30:05Z',
          actor: 'reception',
          action: 'update',
          changes: [
            { field: 'stays/1/departure', before: '2026-11-22', after: '2026-11-23' },
            { field: 'remark', before: null, after: 'Late arrival' },
          ],
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'History' }, SLOW));
    const history = within(await canvas.findByRole('grid', { name: 'Changes of the reservation' }, SLOW));
    await expect(await history.findByText('Stay 1 · Departure', {}, SLOW)).toBeVisible();
    await expect(history.getByText('22-Nov-2026')).toBeVisible();
    await expect(history.getByText('23-Nov-2026')).toBeVisible();
    await expect(history.getByText('Remark')).toBeVisible();
    await expect(history.getAllByText('reception')).toHaveLength(2);
    await expect(history.getByText('Created')).toBeVisible();
  },
};

/** Someone else saved first: the save is refused, the screen says so and reloads the current version. */
export const StaleEdit: Story = {
  parameters: { server: { changedByOthers: true } },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    const remark = canvas.getByRole('textbox', { name: 'Remark' });
    await userEvent.clear(remark);
    await userEvent.type(remark, 'Quiet');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Changed by someone else', {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the current version' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Remark' })).toHaveValue('Airport pick-up at 22:00'),
    );
    await expect(canvas.queryByText('Changed by someone else')).toBeNull();
    await expect(canvas.getByText('4', { selector: 'dd' })).toBeVisible();
  },
};

/** Cancelling needs a reason; the fee starts at the first night, since arrival is within a day. */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel reservation…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel reservation' }, SLOW));
    await expect(dialog.getByRole('textbox', { name: 'Cancellation fee' })).toHaveValue('1,800.00');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel reservation' }));
    await expect(await dialog.findByText('Required', {}, SLOW)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /Cancellation reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'ILL · Illness' }, SLOW));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel reservation' }));
    await expect(await canvas.findByText(/Reason: ILL · Illness\. Fee: 1,800\.00\./, {}, SLOW)).toBeVisible();
    const summary = within(canvas.getByRole('region', { name: 'Confirmation no.' }));
    await expect(summary.getByText('Cancelled')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

/** A cancelled reservation is read-only; Reinstate, once confirmed, brings it back. */
export const Reinstate: Story = {
  parameters: {
    server: {
      reservation: storyReservation({
        status: 'cancelled',
        cancellationReasonId: 1,
        cancellationFee: '0.00',
        cancellationNote: 'Guest will rebook',
        cancelledAt: '2026-11-19T10:00:00Z',
        stays: storyReservation().stays.map((stay) => ({ ...stay, status: 'cancelled' })),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Reason: CHG · Change of plans\. Fee: 0\.00\. Note: Guest will rebook/, {}, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Remark' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reinstate' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }, SLOW));
    await screen.findByText('Reservation 100007 is reinstated', {}, SLOW);
    const summary = within(canvas.getByRole('region', { name: 'Confirmation no.' }));
    await waitFor(() => expect(summary.getByText('Confirmed')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Remark' })).toBeEnabled();
  },
};

/** The live availability warns before saving; the server's refusal lands on the stay. */
export const NoRoomLeft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    const nights = canvas.getByRole('textbox', { name: 'Nights' });
    await userEvent.clear(nights);
    await userEvent.type(nights, '4');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: /Room type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'DLX · Deluxe River View' }, SLOW));
    await expect(await canvas.findByText('No DLX room left on 24-Nov-2026', {}, SLOW)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('no DLX room is left on 2026-11-24', {}, SLOW)).toBeVisible();
  },
};

/** A room taken by another booking since the list was read: the refusal shows under Room. */
export const RoomTakenMeanwhile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await canvas.findByText('Rooms of this type free for these nights.', {}, SLOW);
    const room = canvas.getByRole('combobox', { name: 'Room' });
    await userEvent.click(room);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: '102 · Floor 1' }, SLOW));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('is held by another stay on one of these nights', {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Room' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A second stay is added with the first one's dates and priced from the rate code; removing asks first. */
export const AddAndRemoveStay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add stay' }));
    await expect(await canvas.findByRole('heading', { name: 'New stay · STD' }, SLOW)).toBeVisible();
    const grid = within(canvas.getByRole('grid', { name: 'Room stays of the reservation' }));
    await expect(grid.getByRole('rowheader', { name: 'New' })).toBeVisible();
    await expect(await canvas.findByText('Total: 7,200.00', {}, SLOW)).toBeVisible();
    await userEvent.click(grid.getAllByRole('button', { name: 'Remove stay' })[1] as HTMLElement);
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }, SLOW));
    await waitFor(() => expect(grid.queryByRole('rowheader', { name: 'New' })).toBeNull());
    await expect(canvas.queryByText('Unsaved changes')).toBeNull();
  },
};

/** Without a reservation in the path: the newest bookings, searched, and opened from the list. */
export const Find: Story = {
  parameters: { path: '/menu/app/edit-reservation' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Edit Reservation', level: 1 }, SLOW)).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a reservation' }), 'phomma');
    const grid = within(await canvas.findByRole('grid', { name: 'Reservations found' }, SLOW));
    await userEvent.click(await grid.findByRole('rowheader', { name: '100007' }, SLOW));
    await expect(await canvas.findByText('Phommachanh, Noy', { selector: 'span' }, SLOW)).toBeVisible();
  },
};

/** A tour operator's booking priced by its contract: the stay says which version, and why on demand. */
export const PricedByContract: Story = {
  parameters: { server: { reservation: storyContractReservation() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('100007', {}, SLOW);
    // Opening it changes no price: the version it was booked with stays, though version 3 is in force now.
    await expect(await canvas.findByText('Priced by contract APT-2627 (version 2)', {}, SLOW)).toBeVisible();
    const rates = within(canvas.getByRole('table', { name: 'Nightly rates' }));
    await waitFor(() => expect(rates.getAllByText('Contract')).toHaveLength(3), SLOW);
    await expect(rates.getByRole('textbox', { name: 'Rate for 23-Dec-2026' })).toHaveValue('2,106.00');
    await expect(canvas.queryByText('Unsaved changes')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Why this price?' }));
    const explanation = within(
      await canvas.findByRole('region', { name: 'Price explanation of contract APT-2627, version 2' }, SLOW),
    );
    await expect(explanation.getAllByText('−234.00')).toHaveLength(3);
    await expect(explanation.getByText('Applied')).toBeVisible();
    await expect(explanation.getByText('9,318.00 THB')).toBeVisible();
  },
};

/** Reprice by contract shows the difference first; Cancel changes nothing, Apply writes the new version's prices. */
export const RepriceByContract: Story = {
  parameters: { server: { reservation: storyContractReservation() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('100007', {}, SLOW);
    await expect(await canvas.findByText('Priced by contract APT-2627 (version 2)', {}, SLOW)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Reprice by contract…' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Reprice by contract' }, SLOW));
    await expect(await dialog.findByTestId('reprice-totals', {}, SLOW)).toHaveTextContent(
      'Booked 6,318.00 → new 7,020.00 (+702.00)',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reprice by contract' })).toBeNull());
    await expect(canvas.getByText('Priced by contract APT-2627 (version 2)')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Reprice by contract…' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Reprice by contract' }, SLOW));
    const stay = within(await dialog.findByRole('region', { name: /^Stay 1 · DLX/ }, SLOW));
    // The dialog fades in: what it shows is visible once it has.
    await waitFor(() => expect(stay.getByText('Booked by APT-2627, version 2')).toBeVisible(), SLOW);
    await expect(stay.getByText('Now APT-2627, version 3')).toBeVisible();
    const night = within(stay.getByRole('row', { name: /23-Dec-2026/ }));
    await expect(night.getByText('2,106.00')).toBeVisible();
    await expect(night.getByText('2,340.00')).toBeVisible();
    await expect(night.getByText('+234.00')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Apply new prices' }));

    await screen.findByText('Reservation 100007 is repriced', {}, SLOW);
    await expect(await canvas.findByText('Priced by contract APT-2627 (version 3)', {}, SLOW)).toBeVisible();
    const rates = within(canvas.getByRole('table', { name: 'Nightly rates' }));
    await waitFor(() => expect(rates.getByRole('textbox', { name: 'Rate for 23-Dec-2026' })).toHaveValue('2,340.00'));
    await expect(canvas.getByText('Total: 7,020.00')).toBeVisible();
  },
};
