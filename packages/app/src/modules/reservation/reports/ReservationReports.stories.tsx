import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, fn, type Mock, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryAction, StoryList } from '../../../shared/masterData/storyApi.ts';
import { ActualArrivalReportPage, ReservationForecastByRoomTypePage } from './ReservationReportPages.tsx';

const HOTEL_DATE = '2026-11-21';

type Cell = string | number | null;

// The fixed answers the in-memory API gives, in the shape of report/reservationReport get_detail.
const ARRIVAL_COLUMNS = [
  { key: 'confirmationNumber', kind: 'text' },
  { key: 'guest', kind: 'text' },
  { key: 'roomNumber', kind: 'text' },
  { key: 'arrival', kind: 'date' },
  { key: 'departure', kind: 'date' },
  { key: 'nights', kind: 'integer' },
  { key: 'status', kind: 'text' },
  { key: 'amount', kind: 'money' },
];
const ARRIVALS: Record<string, Cell>[] = [
  {
    confirmationNumber: '100041',
    guest: 'Kim, Min-jun',
    roomNumber: '1102',
    arrival: '2026-11-19',
    departure: '2026-11-20',
    nights: 1,
    status: 'checked-out',
    amount: '2400.00',
    reservationId: 41,
  },
  {
    confirmationNumber: '100054',
    guest: 'ສົມພອນ ແກ້ວມະນີ',
    roomNumber: '1108',
    arrival: '2026-11-20',
    departure: '2026-11-24',
    nights: 4,
    status: 'in-house',
    amount: '12345678.25',
    reservationId: 54,
  },
  {
    confirmationNumber: '100060',
    guest: '=HYPERLINK("http://evil.example")',
    roomNumber: null,
    arrival: '2026-11-21',
    departure: '2026-11-28',
    nights: 7,
    status: 'in-house',
    amount: '-150.50',
    reservationId: 60,
  },
];
const ARRIVAL_TOTALS = { nights: 12, amount: '12347927.75' };

const NIGHTS = ['2026-11-21', '2026-11-22', '2026-11-23'];
const BY_ROOM_TYPE_COLUMNS = [
  { key: 'roomType', kind: 'text' },
  { key: 'rooms', kind: 'integer' },
  ...NIGHTS.map((night) => ({ key: `night${night}`, kind: 'integer', night })),
  { key: 'roomNights', kind: 'integer' },
  { key: 'occupancy', kind: 'percent' },
];

/** What the story's server was asked, per call. */
const requests: Mock<(criteria: Record<string, unknown>) => void> = fn();

const reportAction =
  (
    answer: (criteria: Record<string, unknown>) => { columns: unknown[]; rows: unknown[]; totals: unknown },
  ): StoryAction =>
  (data, { refuse }) => {
    const criteria = data[0] ?? {};
    requests(criteria);
    if (criteria.fromDate === '2026-01-01') {
      return refuse(400, 'BAD_REQUEST', 'fromDate: the hotel has no bookings that old', [
        { field: '/data/0/fromDate', message: 'the hotel has no bookings that old' },
      ]);
    }
    return [
      {
        report: criteria.report,
        fromDate: criteria.fromDate ?? null,
        toDate: criteria.toDate ?? null,
        forDate: criteria.forDate ?? null,
        hotelDate: HOTEL_DATE,
        generatedAt: '2026-11-21T14:05:09+07:00',
        hotelName: 'Mekong Riverside Hotel',
        ...answer(criteria),
      },
    ];
  };

const arrivalsAnswer = (criteria: Record<string, unknown>) =>
  // A period with nothing in it (the story's "empty" choice): no rows, totals of nothing.
  criteria.fromDate === '2026-11-01' && criteria.toDate === '2026-11-01'
    ? { columns: ARRIVAL_COLUMNS, rows: [], totals: { nights: 0, amount: '0.00' } }
    : { columns: ARRIVAL_COLUMNS, rows: ARRIVALS, totals: ARRIVAL_TOTALS };

const byRoomTypeAnswer = () => ({
  columns: BY_ROOM_TYPE_COLUMNS,
  rows: [
    {
      roomType: 'STD',
      rooms: 40,
      'night2026-11-21': 31,
      'night2026-11-22': 35,
      'night2026-11-23': 12,
      roomNights: 78,
      occupancy: '65.00',
    },
    {
      roomType: 'DLX',
      rooms: 20,
      'night2026-11-21': 20,
      'night2026-11-22': 18,
      'night2026-11-23': 9,
      roomNights: 47,
      occupancy: '78.33',
    },
  ],
  totals: {
    rooms: 60,
    'night2026-11-21': 51,
    'night2026-11-22': 53,
    'night2026-11-23': 21,
    roomNights: 125,
    occupancy: '69.44',
  },
});

// The hotel's business date, as configuration/hotel answers it.
const hotelDate: StoryAction = () => [{ value: HOTEL_DATE }];

const lists = (answer: Parameters<typeof reportAction>[0]): Record<string, StoryList> => ({
  'configuration/hotel': { rows: [], actions: { GetHotelDate: hotelDate } },
  'configuration/room-type': {
    rows: [
      { id: 1, code: 'STD', name: 'Standard Double' },
      { id: 2, code: 'DLX', name: 'Deluxe River View' },
    ],
  },
  'reservation/company-profile': {
    rows: [
      { id: 7, code: 'SCG', name: 'Siam Cement Group' },
      { id: 8, code: 'APT', name: 'Asia Pacific Tours' },
    ],
  },
  'report/reservationReport': { rows: [], actions: { get_detail: reportAction(answer) } },
});

/** Where a booking's row leads; the edit screen has stories of its own. */
const EditReservationStandIn = () => null;

/** The router of the story on screen, so a play function can read and move its URL. */
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
  title: 'Reservation/Reports',
  component: InRouter,
  args: { path: '/menu/app/actual-arrival-v2', Page: ActualArrivalReportPage },
  parameters: { answer: arrivalsAnswer },
  decorators: [
    (Story, { globals, parameters }) => {
      requests.mockClear();
      return (
        <MasterDataStoryFrame lists={lists(parameters.answer)} locale={globals.locale}>
          <Story />
        </MasterDataStoryFrame>
      );
    },
  ],
} satisfies Meta<typeof InRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

const gridOf = async (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('grid', { name });
// The story machine is shared with other test runs; answers can take a few seconds.
const SLOW = { timeout: 5000 };
/** The report's rows (not the totals, nor the row saying there is nothing). */
const rowsOf = (grid: HTMLElement) => Array.from(grid.querySelectorAll<HTMLElement>('tbody [role="row"][data-key]'));
/** Waits for the first answer: a cold story loads the screen's code first. */
const rowsArrive = (grid: HTMLElement, count: number) => waitFor(() => expect(rowsOf(grid)).toHaveLength(count), SLOW);
const footerOf = (grid: HTMLElement) => grid.querySelector<HTMLElement>('tfoot [role="row"]');
const printLayout = () => document.querySelector<HTMLElement>('[data-report-print]');

/**
 * Opened without parameters, the report takes the last 30 days to the hotel date, writes them into
 * the URL (a bookmark runs the same report) and shows the rows with their totals: figures and
 * dates the one way the specification writes them, statuses in the staff language.
 */
export const ActualArrival: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Actual Arrival', level: 1 })).toBeVisible();
    const grid = await gridOf(canvasElement, 'Actual Arrival');
    await rowsArrive(grid, 3);
    await expect(search().get('fromDate')).toBe('2026-10-23');
    await expect(search().get('toDate')).toBe(HOTEL_DATE);
    await expect(requests).toHaveBeenCalledTimes(1);
    await expect(requests).toHaveBeenLastCalledWith({
      report: 'actual-arrival',
      fromDate: '2026-10-23',
      toDate: HOTEL_DATE,
    });

    const second = within(grid).getByRole('rowheader', { name: '100054' }).closest('[role="row"]') as HTMLElement;
    await expect(
      within(second)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['ສົມພອນ ແກ້ວມະນີ', '1108', '20-Nov-2026', '24-Nov-2026', '4', 'In house', '12,345,678.25']);
    const footer = footerOf(grid) as HTMLElement;
    await expect(within(footer).getByRole('rowheader')).toHaveTextContent('Total');
    await expect(footer).toHaveTextContent('12,347,927.75');
    await expect(canvas.getByText('3 rows')).toBeVisible();
    await expect(canvas.getByText('Generated: 21-Nov-2026/', { exact: false })).toBeVisible();

    // Amounts sort by value, not as text: -150.50 first.
    await userEvent.click(within(grid).getByRole('columnheader', { name: /^Amount/ }));
    await waitFor(() => expect(rowsOf(grid)[0]).toHaveTextContent('100060'));

    // A row opens its booking, whatever the sort; the totals open nothing.
    await userEvent.click(footer);
    await expect(storyRouter?.state.location.pathname).toBe('/menu/app/actual-arrival-v2');
    await userEvent.click(within(grid).getByRole('rowheader', { name: '100054' }));
    await waitFor(() => expect(storyRouter?.state.location.pathname).toBe('/menu/app/edit-reservation/54'));
  },
};

/**
 * Export CSV: the headings in the staff language, figures and dates exactly as the server sent
 * them, the totals last, formulas defused, named after the report and its period.
 */
export const ExportCsv: Story = {
  name: 'Export CSV',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await gridOf(canvasElement, 'Actual Arrival');
    await rowsArrive(grid, 3);
    const blobs = spyOn(URL, 'createObjectURL');
    const clicks = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      await expect(clicks).toHaveBeenCalledOnce();
      const link = clicks.mock.contexts[0] as HTMLAnchorElement;
      await expect(link.download).toBe('actual-arrival_2026-10-23_2026-11-21.csv');
      const text = await (blobs.mock.calls[0]?.[0] as Blob | undefined)?.text();
      await expect(text?.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
        'Confirmation no.,Guest,Room,Arrival,Departure,Nights,Status,Amount',
        '100041,"Kim, Min-jun",1102,2026-11-19,2026-11-20,1,Checked out,2400.00',
        '100054,ສົມພອນ ແກ້ວມະນີ,1108,2026-11-20,2026-11-24,4,In house,12345678.25',
        '100060,"\'=HYPERLINK(""http://evil.example"")",,2026-11-21,2026-11-28,7,In house,-150.50',
        'Total,,,,,12,,12347927.75',
      ]);
    } finally {
      blobs.mockRestore();
      clicks.mockRestore();
    }
  },
};

/**
 * The parameters: a filter chosen and Run asks the server for it and puts it in the URL; a period
 * longer than the report takes is refused on the spot, without asking.
 */
export const Parameters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await gridOf(canvasElement, 'Actual Arrival');
    await rowsArrive(grid, 3);

    await userEvent.click(canvas.getByRole('button', { name: /Room type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'DLX · Deluxe River View' }));
    await expect(await canvas.findByText(/still for the earlier choice/, {}, SLOW)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(requests).toHaveBeenLastCalledWith({
        report: 'actual-arrival',
        fromDate: '2026-10-23',
        toDate: HOTEL_DATE,
        roomTypeId: 2,
      }),
    );
    await expect(search().get('roomTypeId')).toBe('2');
    await waitFor(() => expect(canvas.queryByText(/still for the earlier choice/)).not.toBeInTheDocument());

    // Run again with the same choice reads the report afresh.
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(requests).toHaveBeenCalledTimes(3));

    // A bookmark of 400 days: the period says what is wrong, and nothing is asked.
    await storyRouter?.navigate('/menu/app/actual-arrival-v2?fromDate=2025-10-01&toDate=2026-11-04');
    await expect(await canvas.findByText('Choose at most 366 days.', {}, SLOW)).toBeVisible();
    await expect(requests).toHaveBeenCalledTimes(3);
    await expect(canvas.getByRole('button', { name: 'Run' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(requests).toHaveBeenCalledTimes(3);

    // Back to a period the server refuses: its reason shows above the grid.
    await storyRouter?.navigate('/menu/app/actual-arrival-v2?fromDate=2026-01-01&toDate=2026-01-31');
    await expect(await canvas.findByText(/the hotel has no bookings that old/, {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('Can not connect API')).toBeVisible();
  },
};

/** A period with nothing in it says so, without a totals row of zeros. */
export const Empty: Story = {
  args: { path: '/menu/app/actual-arrival-v2?fromDate=2026-11-01&toDate=2026-11-01' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await gridOf(canvasElement, 'Actual Arrival');
    await expect(await within(grid).findByText('No data to display')).toBeVisible();
    await expect(footerOf(grid)).toBeNull();
    await expect(canvas.getByText('No rows')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/**
 * Print: an A4 layout at the end of the page, hidden on screen, with the hotel, the title, the
 * parameters, when it was generated, every row and the totals; Print opens the browser's dialog.
 */
export const Print: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await gridOf(canvasElement, 'Actual Arrival');
    await rowsArrive(grid, 3);
    const layout = await waitFor(() => {
      const found = printLayout();
      expect(found?.querySelectorAll('tbody tr')).toHaveLength(3);
      return found as HTMLElement;
    });
    await expect(getComputedStyle(layout).display).toBe('none');
    const paper = within(layout);
    await expect(paper.getByText('Mekong Riverside Hotel')).toBeInTheDocument();
    await expect(paper.getByRole('heading', { name: 'Actual Arrival', hidden: true })).toBeInTheDocument();
    await expect(paper.getByText('Arrival between: 23-Oct-2026 – 21-Nov-2026')).toBeInTheDocument();
    await expect(paper.getByText('Room type: All room types')).toBeInTheDocument();
    await expect(paper.getByText('Hotel date: 21-Nov-2026')).toBeInTheDocument();
    await expect(layout.querySelector('tfoot')).toHaveTextContent('Total');
    await expect(layout.querySelector('tfoot')).toHaveTextContent('12,347,927.75');
    // The page rule: A4, and the translated page number around the printer's counters.
    const rule = layout.querySelector('style')?.textContent ?? '';
    await expect(rule).toContain('size: A4 portrait');
    await expect(rule).toContain('"Page " counter(page) " of " counter(pages)');
    await expect(rule).toContain('"Mekong Riverside Hotel · Actual Arrival"');

    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
      await expect(print).toHaveBeenCalledOnce();
    } finally {
      print.mockRestore();
    }
  },
};

/** The forecast by room type: a column per night, headed by its date, and the night totals. */
export const ForecastByRoomType: Story = {
  args: { path: '/menu/app/reservation-forecast-by-roomtype', Page: ReservationForecastByRoomTypePage },
  parameters: { answer: byRoomTypeAnswer },
  play: async ({ canvasElement }) => {
    const grid = await gridOf(canvasElement, 'Reservation Forecast by Room Type');
    await rowsArrive(grid, 2);
    await expect(requests).toHaveBeenLastCalledWith({
      report: 'reservation-forecast-by-roomtype',
      fromDate: HOTEL_DATE,
      toDate: '2026-12-04',
    });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      'Room type',
      'Rooms',
      '21-Nov-2026',
      '22-Nov-2026',
      '23-Nov-2026',
      'Room nights',
      'Occupancy',
    ]);
    const footer = footerOf(grid) as HTMLElement;
    await expect(
      within(footer)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['60', '51', '53', '21', '125', '69.44%']);
  },
};
