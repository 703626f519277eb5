import type { Schemas } from '@pms/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryList } from '../../shared/masterData/storyApi.ts';
import { DashboardPage } from './DashboardPage.tsx';

type Figures = Schemas['DashboardFigures'];

/**
 * A 120-room hotel on a busy night: 74 rooms sold, 90 rooms clean or inspected, but most of those
 * occupied, so only 30 vacant rooms can be given to a guest now.
 */
const figures: Figures = {
  hotelDate: '2026-11-21',
  today: {
    arrivals: 18,
    arrived: 6,
    departures: 14,
    departed: 0,
    inHouse: 70,
    guestsInHouse: 131,
    roomsSold: 74,
    roomsAvailable: 118,
  },
  totalRooms: 120,
  housekeeping: { dirty: 30, clean: 60, inspected: 30 },
  frontOffice: { occupied: 70, vacantClean: 18, vacantInspected: 12, vacantDirty: 14, outOfOrder: 2, outOfService: 4 },
  roomTypes: [
    { code: 'STD', name: 'Standard', rooms: 80, dirty: 20 },
    { code: 'DLX', name: 'Deluxe', rooms: 40, dirty: 10 },
  ],
  floors: [
    { code: '1', name: 'Floor 1', rooms: 60, dirty: 14 },
    { code: '2', name: 'Floor 2', rooms: 60, dirty: 16 },
  ],
  buildings: [{ code: 'MAIN', name: 'Main building', rooms: 120, dirty: 30 }],
  localCurrencyCode: 'THB',
  cashier: {
    openShifts: 2,
    charges: 48,
    chargesAmount: '86420.50',
    payments: 17,
    paymentsAmount: '61250.00',
    dueOutsWithBalance: 5,
    dueOutsBalance: '23480.75',
    highBalanceThreshold: '5000.00',
    highBalances: 3,
    arrivalsWithDeposit: 4,
    arrivalsDeposit: '12000.00',
    depositsDue: 2,
    depositsDueAmount: '4500.00',
  },
  housekeepingDay: {
    outOfOrder: 2,
    outOfService: 4,
    arrivalsToCome: 12,
    arrivalsNotReady: 3,
    departuresToCome: 14,
    stayOvers: 56,
    vipsInHouse: 2,
    vipArrivals: 1,
    maintenanceOrders: 5,
  },
  finance: {
    lastClosedDate: '2026-11-20',
    closedDay: {
      roomsAvailable: 118,
      roomsSold: 91,
      occupancy: '77.12',
      averageDailyRate: '2350.55',
      revPar: '1812.80',
      roomRevenue: '213900.05',
      totalRevenue: '268415.30',
    },
    monthToDate: {
      roomsAvailable: 2360,
      roomsSold: 1652,
      occupancy: '70.00',
      averageDailyRate: '2210.10',
      revPar: '1547.07',
      roomRevenue: '3651085.20',
      totalRevenue: '4520110.75',
    },
    closedNights: Array.from({ length: 14 }, (_, n) => ({
      night: `2026-11-${String(7 + n).padStart(2, '0')}`,
      sold: 70 + ((n * 7) % 30),
      roomsAvailable: 118,
    })),
    guestLedger: '486230.50',
    depositLedger: '-125000.00',
    cityLedger: '342118.95',
  },
  // Rates with as many decimals as an older answer trimmed them to: the page prints six each.
  exchangeRates: [
    {
      currencyCode: 'EUR',
      currencyName: 'Euro',
      buyingRate: '1234.5',
      sellingRate: '1240',
      effectiveDate: '2026-11-21',
    },
    {
      currencyCode: 'LAK',
      currencyName: 'Lao Kip',
      buyingRate: '0.00145',
      sellingRate: '0.001540',
      effectiveDate: '2026-11-21',
    },
    {
      currencyCode: 'USD',
      currencyName: 'US Dollar',
      buyingRate: '32.2',
      sellingRate: '32.75',
      effectiveDate: '2026-11-07',
    },
  ],
};

const lists = (): Record<string, StoryList> => ({
  'report/dashboard': { rows: [], actions: { get: () => [structuredClone(figures)] } },
});

const meta = {
  title: 'Dashboard/Department dashboards',
  component: DashboardPage,
  parameters: { path: '/menu/app-dashboard-housekeeping' },
  decorators: [
    (Story, { globals, parameters }) => (
      <MasterDataStoryFrame lists={lists()} locale={globals.locale}>
        <MemoryRouter initialEntries={[parameters.path as string]}>
          <Story />
        </MemoryRouter>
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Words of the state of the build ("… appear here once folios are built"), which staff have no use for. */
const BUILD_STATE = /\bbuilt\b|\bonce \w+ (is|are)\b|\bto come\b|\barrives? with\b|\bcomes with\b|\buntil then\b/i;

/** A tile's label, figure and hint, as one text. */
async function tileText(canvasElement: HTMLElement, label: string) {
  const tile = (await within(canvasElement).findByText(label, { selector: 'span' })).parentElement as HTMLElement;
  return tile.textContent ?? '';
}

/**
 * Housekeeping: the rooms by status, and of them those a guest can be given now, counted as the
 * front office counts them (not every clean room: most are occupied tonight).
 */
export const Housekeeping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Housekeeping Dashboard' })).toBeVisible();
    await expect(await tileText(canvasElement, 'Vacant and ready')).toBe(
      'Vacant and ready30no guest in house, clean or inspected, not out of order or out of service',
    );
    await expect(canvas.queryByText('Ready to sell')).toBeNull();
    // Housekeeping's day: the arrivals whose room is not ready, the rooms to strip after departures.
    await expect(await tileText(canvasElement, 'Arrivals expected')).toBe('Arrivals expected123 in a room not ready');
    await expect(await tileText(canvasElement, 'Due out, not left yet')).toBe(
      'Due out, not left yet14rooms to strip and clean',
    );
    await expect(canvasElement.textContent).not.toMatch(BUILD_STATE);
  },
};

/** The cashiers' home: the rates in force, six decimals in every cell, the page's figures only. */
export const Cashier: Story = {
  parameters: { path: '/menu/app/dashboard-cashier' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    await expect(cells).toEqual([
      ['1 EUR = 1,234.500000 THB', '1 EUR = 1,240.000000 THB', '21-Nov-2026'],
      ['1 LAK = 0.001450 THB', '1 LAK = 0.001540 THB', '21-Nov-2026'],
      ['1 USD = 32.200000 THB', '1 USD = 32.750000 THB', '07-Nov-2026'],
    ]);
    // The cashier's day: money as exact figures, and what still needs the cashier.
    await expect(await tileText(canvasElement, 'Charges posted today')).toBe(
      'Charges posted today86,420.5048 postings',
    );
    await expect(await tileText(canvasElement, 'Due out with a balance')).toBe(
      'Due out with a balance523,480.75 still to settle',
    );
    await expect(await tileText(canvasElement, 'High balances')).toBe('High balances3open folios above 5,000.00');
    await expect(canvasElement.textContent).not.toMatch(BUILD_STATE);
  },
};

/** The financial office: the last closed date against its month, the ledgers now, the last 14 nights. */
export const Financial: Story = {
  parameters: { path: '/menu/app-dashboard-financial' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Closed date 20-Nov-2026')).toBeVisible();
    await expect(await tileText(canvasElement, 'Occupancy')).toBe('Occupancy77.12 %Month to date 70.00 %');
    await expect(await tileText(canvasElement, 'ADR')).toBe('ADR2,350.55Month to date 2,210.10');
    await expect(await tileText(canvasElement, 'Deposit ledger')).toBe('Deposit ledger-125,000.00');
    await expect(await canvas.findByRole('img', { name: /Occupancy by night from/ })).toBeVisible();
    await expect(canvasElement.textContent).not.toMatch(BUILD_STATE);
  },
};

/** Sales: rooms by type and status, and nothing about what later screens will add. */
export const Sales: Story = {
  parameters: { path: '/menu/app-dashboard-sale' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Rooms by type' })).toBeVisible();
    await expect(await tileText(canvasElement, 'Vacant and ready')).toContain('30');
    await expect(canvasElement.textContent).not.toMatch(BUILD_STATE);
  },
};

/** Reception: the day and the rooms now, without a word about screens still to come. */
export const Reception: Story = {
  parameters: { path: '/menu/app-dashboard-reception' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Rooms now' })).toBeVisible();
    await expect(await tileText(canvasElement, 'Departures')).toBe('Departures140 checked out · 14 still due out');
    await expect(canvasElement.textContent).not.toMatch(BUILD_STATE);
  },
};
