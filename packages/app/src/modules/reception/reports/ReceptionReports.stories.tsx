import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryAction, StoryList } from '../../../shared/masterData/storyApi.ts';
import { ExpectArrivalReportPage, OverPaxReportPage, RoomMoveReportPage } from './ReceptionReportPages.tsx';

const HOTEL_DATE = '2026-11-21';

type Cell = string | number | null;

// The fixed answers the in-memory API gives, in the shape of report/receptionReport get_detail.
const FRONT_DESK_COLUMNS = [
  { key: 'roomNumber', kind: 'text' },
  { key: 'guest', kind: 'text' },
  { key: 'roomType', kind: 'text' },
  { key: 'confirmationNumber', kind: 'text' },
  { key: 'adults', kind: 'integer' },
  { key: 'children', kind: 'integer' },
  { key: 'arrival', kind: 'date' },
  { key: 'departure', kind: 'date' },
  { key: 'nights', kind: 'integer' },
  { key: 'vipLevel', kind: 'integer' },
  { key: 'status', kind: 'text' },
  { key: 'checkedInOn', kind: 'date' },
  { key: 'checkedInTime', kind: 'text' },
  { key: 'checkedInBy', kind: 'text' },
];
const ARRIVALS: Record<string, Cell>[] = [
  {
    roomNumber: '1108',
    guest: 'Keomany, Bounthavy',
    roomType: 'DLX',
    confirmationNumber: '100054',
    adults: 2,
    children: 1,
    arrival: HOTEL_DATE,
    departure: '2026-11-24',
    nights: 3,
    vipLevel: 2,
    status: 'in-house',
    checkedInOn: HOTEL_DATE,
    checkedInTime: '07:42',
    checkedInBy: 'reception',
    reservationId: 54,
  },
  {
    roomNumber: '',
    guest: 'Tanaka, Hiroshi',
    roomType: 'STD',
    confirmationNumber: '100060',
    adults: 1,
    children: 0,
    arrival: HOTEL_DATE,
    departure: '2026-11-22',
    nights: 1,
    vipLevel: 0,
    status: 'guaranteed',
    checkedInOn: null,
    checkedInTime: null,
    checkedInBy: null,
    reservationId: 60,
  },
];
const ARRIVAL_TOTALS = { adults: 3, children: 1, nights: 4 };

const MOVE_COLUMNS = [
  { key: 'movedOn', kind: 'date' },
  { key: 'movedTime', kind: 'text' },
  { key: 'guest', kind: 'text' },
  { key: 'confirmationNumber', kind: 'text' },
  { key: 'fromRoom', kind: 'text' },
  { key: 'toRoom', kind: 'text' },
  { key: 'reason', kind: 'text' },
  { key: 'ratePolicy', kind: 'text' },
  { key: 'movedBy', kind: 'text' },
];
const MOVES: Record<string, Cell>[] = [
  {
    movedOn: '2026-11-20',
    movedTime: '03:15',
    guest: 'Smith, John',
    confirmationNumber: '100012',
    fromRoom: '1204',
    toRoom: '1310',
    reason: 'Noise from the road: asked for a quieter room',
    ratePolicy: 'keep',
    movedBy: 'reception',
    reservationId: 12,
  },
];

const OVER_PAX_COLUMNS = [
  { key: 'roomNumber', kind: 'text' },
  { key: 'guest', kind: 'text' },
  { key: 'adults', kind: 'integer' },
  { key: 'maxAdults', kind: 'integer' },
  { key: 'children', kind: 'integer' },
  { key: 'maxChildren', kind: 'integer' },
];

/** What the story's server was asked, per call. */
const requests: Mock<(criteria: Record<string, unknown>) => void> = fn();

const answers: Record<string, () => { columns: unknown[]; rows: unknown[]; totals: unknown }> = {
  'expect-arrival': () => ({ columns: FRONT_DESK_COLUMNS, rows: ARRIVALS, totals: ARRIVAL_TOTALS }),
  'move-room-report': () => ({ columns: MOVE_COLUMNS, rows: MOVES, totals: {} }),
  'rc009-over-pax-report': () => ({
    columns: OVER_PAX_COLUMNS,
    rows: [{ roomNumber: '2114', guest: 'Kumar, Rajesh', adults: 4, maxAdults: 3, children: 0, maxChildren: 1 }],
    totals: { adults: 4, children: 0 },
  }),
};

const reportAction: StoryAction = (data) => {
  const criteria = data[0] ?? {};
  requests(criteria);
  const answer = answers[String(criteria.report)];
  return [
    {
      report: criteria.report,
      fromDate: criteria.fromDate ?? null,
      toDate: criteria.toDate ?? null,
      forDate: criteria.forDate ?? null,
      hotelDate: HOTEL_DATE,
      generatedAt: '2026-11-21T08:05:09Z',
      hotelName: 'Mekong Riverside Hotel',
      ...(answer ? answer() : { columns: [], rows: [], totals: {} }),
    },
  ];
};

const lists: Record<string, StoryList> = {
  'configuration/hotel': { rows: [], actions: { GetHotelDate: () => [{ value: HOTEL_DATE }] } },
  'configuration/room-type': {
    rows: [
      { id: 1, code: 'STD', name: 'Standard Double' },
      { id: 2, code: 'DLX', name: 'Deluxe River View' },
    ],
  },
  'report/receptionReport': { rows: [], actions: { get_detail: reportAction } },
};

/** Where a booking's row leads; the edit screen has stories of its own. */
const EditReservationStandIn = () => null;

let storyRouter: ReturnType<typeof createMemoryRouter> | undefined;
const search = () => new URLSearchParams(storyRouter?.state.location.search ?? '');

function InRouter({ path, Page }: { path: string; Page: () => ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/menu/app/:page', Component: Page },
        { path: '/menu/app/edit-reservation/:hash', Component: EditReservationStandIn },
      ],
      { initialEntries: [path] },
    ),
  );
  storyRouter = router;
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Reception/Reports',
  component: InRouter,
  args: { path: '/menu/app/expect-arrival', Page: ExpectArrivalReportPage },
  decorators: [
    (Story, { globals }) => {
      requests.mockClear();
      return (
        <MasterDataStoryFrame lists={lists} locale={globals.locale}>
          <Story />
        </MasterDataStoryFrame>
      );
    },
  ],
} satisfies Meta<typeof InRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

// The story machine is shared with other test runs; answers can take a few seconds.
const SLOW = { timeout: 5000 };
const rowsOf = (grid: HTMLElement) => Array.from(grid.querySelectorAll<HTMLElement>('tbody [role="row"][data-key]'));
const cellsOf = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('[role="rowheader"], [role="gridcell"]')).map((cell) => cell.textContent);

/**
 * Opened without parameters, the day's arrivals: the hotel date in the URL and the request, the
 * front desk's columns (room, pax, VIP, when and by whom checked in), statuses in the staff
 * language, and a row that opens its booking.
 */
export const ExpectedArrival: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Expected Arrival', level: 1 })).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: 'Expected Arrival' });
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(2), SLOW);
    await expect(search().get('fromDate')).toBe(HOTEL_DATE);
    await expect(search().get('toDate')).toBe(HOTEL_DATE);
    await expect(requests).toHaveBeenLastCalledWith({
      report: 'expect-arrival',
      fromDate: HOTEL_DATE,
      toDate: HOTEL_DATE,
    });
    await expect(cellsOf(rowsOf(grid)[0] as HTMLElement)).toEqual([
      '1108',
      'Keomany, Bounthavy',
      'DLX',
      '100054',
      '2',
      '1',
      '21-Nov-2026',
      '24-Nov-2026',
      '3',
      '2',
      'In house',
      '21-Nov-2026',
      '07:42',
      'reception',
    ]);
    await expect(rowsOf(grid)[1]).toHaveTextContent('Guaranteed');
    await expect(canvas.getByRole('columnheader', { name: /^Checked in by/ })).toBeVisible();
    await userEvent.click(within(grid).getByRole('gridcell', { name: 'Tanaka, Hiroshi' }));
    await waitFor(() => expect(storyRouter?.state.location.pathname).toBe('/menu/app/edit-reservation/60'));
  },
};

/** The room moves of the last seven days, the rate kept or changed in the staff language. */
export const RoomMoves: Story = {
  args: { path: '/menu/app/move-room-report', Page: RoomMoveReportPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Room Move Report' });
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(1), SLOW);
    await expect(requests).toHaveBeenLastCalledWith({
      report: 'move-room-report',
      fromDate: '2026-11-15',
      toDate: HOTEL_DATE,
    });
    await expect(cellsOf(rowsOf(grid)[0] as HTMLElement)).toEqual([
      '20-Nov-2026',
      '03:15',
      'Smith, John',
      '100012',
      '1204',
      '1310',
      'Noise from the road: asked for a quieter room',
      'Kept',
      'reception',
    ]);
  },
};

/** One night's stays above their room type; the night is the hotel date until changed. */
export const OverPax: Story = {
  args: { path: '/menu/app/rc009-over-pax-report', Page: OverPaxReportPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Over Pax Report' });
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(1), SLOW);
    await expect(search().get('forDate')).toBe(HOTEL_DATE);
    await expect(requests).toHaveBeenLastCalledWith({ report: 'rc009-over-pax-report', forDate: HOTEL_DATE });
    await expect(cellsOf(rowsOf(grid)[0] as HTMLElement)).toEqual(['2114', 'Kumar, Rajesh', '4', '3', '0', '1']);
  },
};
