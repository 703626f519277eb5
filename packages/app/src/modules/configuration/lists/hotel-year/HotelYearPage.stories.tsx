// Written by `pnpm gen master-data` (HotelYear); owned code from here on: edit it like any other.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryAction, StoryList, StoryRow } from '../../../../shared/masterData/storyApi.ts';
import { HotelYearPage } from './HotelYearPage.tsx';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar year's twelve periods, as the server writes them (ids from the year's). */
const periodsOf = (yearId: number, year: number, closed: 0 | 1) =>
  MONTHS.map((month, index) => ({
    id: yearId * 100 + index + 1,
    hotelYearId: yearId,
    number: index + 1,
    name: `${month} ${year}`,
    startsOn: `${year}-${pad(index + 1)}-01`,
    endsOn: `${year}-${pad(index + 1)}-${pad(new Date(Date.UTC(year, index + 1, 0)).getUTCDate())}`,
    closed,
    version: 1,
  }));

type Period = ReturnType<typeof periodsOf>[number];

const year = (id: number, calendarYear: number, closed: 0 | 1) => ({
  id,
  code: String(calendarYear),
  name: `Business year ${calendarYear}`,
  startsOn: `${calendarYear}-01-01`,
  endsOn: `${calendarYear}-12-31`,
  closed,
  // The server keeps them in hotel_period; here on the story's own copy of the row, which the grid does not show.
  periods: periodsOf(id, calendarYear, closed),
});

const years = [year(1, 2025, 1), year(2, 2026, 0), year(3, 2027, 0)];

// The in-memory API copies each row, but not the periods in it: each story's API copies them the
// first time it reads them, so that one story's changes never reach the next.
const copied = new WeakSet<StoryRow>();
const periodsOfRow = (row: StoryRow): Period[] => {
  if (!copied.has(row)) {
    row.periods = structuredClone(row.periods ?? []);
    copied.add(row);
  }
  return row.periods as Period[];
};
const periodsIn = (rows: StoryRow[]) => rows.flatMap(periodsOfRow);

const periods: StoryAction = (data, { rows }) => {
  const row = rows.find((candidate) => candidate.id === data[0]?.id);
  return row ? periodsOfRow(row) : [];
};

// The server's rules: the period's row version, and no period of a closed year reopened.
const setPeriodClosed: StoryAction = (data, { rows, stale, refuse }) => {
  const saved: Period[] = [];
  for (const [index, item] of data.entries()) {
    const period = periodsIn(rows).find((candidate) => candidate.id === item.id);
    if (!period || period.version !== item.version) return stale(index);
    const owner = rows.find((row) => row.id === period.hotelYearId);
    if (item.closed === 0 && owner?.closed === 1) {
      return refuse(422, 'HOTEL_YEAR_CLOSED', 'A period of a closed hotel year cannot be reopened', [
        { field: `/data/${index}/closed`, message: 'cannot be reopened: its hotel year is closed' },
      ]);
    }
    period.closed = item.closed as 0 | 1;
    period.version += 1;
    saved.push({ ...period });
  }
  return saved;
};

const lists: Record<string, StoryList> = {
  'configuration/hotel-year': {
    rows: years,
    actions: { periods, 'set-period-closed': setPeriodClosed },
  },
};

const meta = {
  title: 'Configuration/Hotel years',
  component: HotelYearPage,
  decorators: [
    (Story, { globals, parameters }) => (
      <MasterDataStoryFrame
        lists={(parameters.lists as typeof lists | undefined) ?? lists}
        locale={globals.locale}
        inMemoryRouter
      >
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof HotelYearPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list as staff first see it: every row, counted. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Hotel years', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('3 records')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '2026' })).toBeVisible();
  },
};

/** Adding: the form names the required inputs before asking the server. */
export const AddChecksRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add hotel year' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getAllByText('Required')).toHaveLength(4);
  },
};

/** Each row's Periods lists the year's months; Close and Reopen change one period at a time. */
export const Periods: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: '2026' });
    // The rows by code: 2025, 2026, 2027.
    await userEvent.click(canvas.getAllByRole('button', { name: 'Periods' })[1] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Hotel year periods' }));
    const january = await dialog.findByRole('row', { name: /Jan 2026/ });
    await waitFor(() => expect(dialog.getByText('2026 · Business year 2026')).toBeVisible());
    await expect(within(january).getByText('01-Jan-2026')).toBeVisible();
    await expect(within(january).getByText('31-Jan-2026')).toBeVisible();
    await expect(within(january).getByText('Open')).toBeVisible();
    await expect(dialog.getAllByRole('row')).toHaveLength(13);

    await userEvent.click(dialog.getByRole('button', { name: 'Close Jan 2026' }));
    // The toast and the alert fade in.
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Success' })).toBeVisible());
    await waitFor(() => expect(within(january).getByText('Closed')).toBeVisible());
    // Reopened with the version the close left.
    await userEvent.click(dialog.getByRole('button', { name: 'Reopen Jan 2026' }));
    await waitFor(() => expect(within(january).getByText('Open')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hotel year periods' })).not.toBeInTheDocument());
  },
};

/** A closed year: its periods are closed, and none can be reopened before the year is. */
export const PeriodsOfClosedYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: '2025' });
    await userEvent.click(canvas.getAllByRole('button', { name: 'Periods' })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Hotel year periods' }));
    await expect(await dialog.findByRole('button', { name: 'Reopen Dec 2025' })).toBeDisabled();
    // The dialog fades in: its text is visible once the entry animation has run.
    await waitFor(() =>
      expect(
        dialog.getByText('This year is closed. Reopen the year before reopening one of its periods.'),
      ).toBeVisible(),
    );
  },
};

/** Someone else changed the period while the dialog was open: the save says so, as the edit form does. */
export const PeriodsChangedMeanwhile: Story = {
  parameters: {
    lists: {
      'configuration/hotel-year': {
        rows: years,
        actions: {
          periods,
          // Another user closed and reopened the period first: its version has moved on.
          'set-period-closed': (data, context) => {
            for (const period of periodsIn(context.rows)) period.version += 1;
            return setPeriodClosed(data, context);
          },
        },
      },
    } satisfies Record<string, StoryList>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: '2027' });
    await userEvent.click(canvas.getAllByRole('button', { name: 'Periods' })[2] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Hotel year periods' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Close Mar 2027' }));
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Changed by someone else' })).toBeVisible());
    await expect(screen.queryByRole('dialog', { name: 'Hotel year periods' })).not.toBeInTheDocument();
  },
};
