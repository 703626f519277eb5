import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ensureLaoDates } from '../i18n/laoDates.ts';
import { MasterDataStoryFrame } from '../masterData/MasterDataStoryFrame.tsx';
import { OccupancyChart, type OccupancyNight } from './OccupancyChart.tsx';

const SOLD = [82, 95, 110, 117, 74, 61, 58, 66, 90, 101, 108, 112, 70, 52];

/** Fourteen nights from a Saturday, with one room out of order on the third and fourth. */
const nights: OccupancyNight[] = SOLD.map((sold, index) => ({
  night: new Date(Date.UTC(2026, 10, 21 + index)).toISOString().slice(0, 10),
  sold,
  roomsAvailable: index === 2 || index === 3 ? 119 : 120,
}));

const meta = {
  title: 'Charts/Occupancy chart',
  component: OccupancyChart,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={{}} locale={globals.locale}>
        <div style={{ maxWidth: '60rem' }}>
          <Story />
        </div>
      </MasterDataStoryFrame>
    ),
  ],
  args: { nights, caption: 'Occupancy of the next 14 nights' },
} satisfies Meta<typeof OccupancyChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The next 14 nights: one image with a spoken summary, a titled bar per night, the figures as a table. */
export const FourteenNights: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img');
    await expect(chart).toHaveAccessibleName(
      'Occupancy by night from 21-Nov-2026 to 04-Dec-2026: average 71%, highest 98% on 24-Nov-2026, lowest 43% on 04-Dec-2026.',
    );
    const titles = [...chart.querySelectorAll('rect title')].map((title) => title.textContent);
    await expect(titles).toHaveLength(14);
    await expect(titles[0]).toBe('Sat 21-Nov-2026: 68% (82 of 120 rooms)');
    await expect(titles[3]).toBe('Tue 24-Nov-2026: 98% (117 of 119 rooms)');
    // The table screen readers read holds the same figures.
    const table = canvas.getByRole('table', { name: 'Occupancy of the next 14 nights' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(15);
    await expect(
      within(rows[4] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['117', '119', '98%']);
    // The fullest nights stand out.
    await expect(chart.querySelectorAll('rect[data-level="high"]')).toHaveLength(4);
  },
};

/** An overbooked night passes 100 %: the scale grows so the bar is not cut off. */
export const Overbooked: Story = {
  args: {
    nights: [
      { night: '2026-11-21', sold: 122, roomsAvailable: 120 },
      { night: '2026-11-22', sold: 60, roomsAvailable: 120 },
    ],
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img');
    const [full, half] = [...chart.querySelectorAll('rect.visx-bar')].map((bar) => Number(bar.getAttribute('height')));
    await expect(full).toBeGreaterThan(2 * (half ?? 0) * 0.99);
    const top = Number(chart.querySelector('rect.visx-bar')?.getAttribute('y'));
    await expect(top).toBeGreaterThanOrEqual(0);
  },
};

/** No nights to show: a sentence, not an empty picture. */
export const Empty: Story = {
  args: { nights: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No nights to show.')).toBeVisible();
  },
};

/**
 * In Lao the weekdays read in Lao (CLDR's short names) even in a browser without Lao date data,
 * as the app loads them; the dates stay dd-MMM-yyyy with English months (spec §9).
 */
export const LaoWeekdays: Story = {
  globals: { locale: 'lo-LA' },
  loaders: [
    async () => {
      await ensureLaoDates();
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const nights = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    await expect(nights.slice(0, 8)).toEqual([
      'ເສົາ 21-Nov-2026',
      'ອາທິດ 22-Nov-2026',
      'ຈັນ 23-Nov-2026',
      'ອັງຄານ 24-Nov-2026',
      'ພຸດ 25-Nov-2026',
      'ພະຫັດ 26-Nov-2026',
      'ສຸກ 27-Nov-2026',
      'ເສົາ 28-Nov-2026',
    ]);
  },
};
