import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryAction, StoryList, StoryRow } from '../../../shared/masterData/storyApi.ts';
import { addDays, weekdayOf } from '../nights.ts';
import { AllotmentSettingPage } from './AllotmentSettingPage.tsx';

const HOTEL_DATE = '2026-11-21';
const ROOM_TYPES = [
  { roomTypeId: 1, code: 'STD', name: 'Standard', rooms: 40 },
  { roomTypeId: 2, code: 'DLX', name: 'Deluxe', rooms: 4 },
];

type Item = Record<string, unknown>;

/** The rooms of a type the company could hold on a night: this story's simple inventory. */
const FREE_TO_HOLD: Record<number, number> = { 1: 30, 2: 3 };

const asNight = (row: StoryRow, hotelDate: string) => {
  const releaseDate = addDays(String(row.night), -Number(row.releaseDays));
  const released = hotelDate >= releaseDate;
  const picked = Number(row.picked ?? 0);
  return {
    companyProfileId: Number(row.companyProfileId),
    roomTypeId: Number(row.roomTypeId),
    night: String(row.night),
    rooms: Number(row.rooms),
    releaseDays: Number(row.releaseDays),
    releaseDate,
    released,
    picked,
    unpicked: released ? 0 : Math.max(0, Number(row.rooms) - picked),
    version: row.version,
  };
};

const nightsFrom = (from: string, to: string) => {
  const nights: string[] = [];
  for (let night = from; night <= to; night = addDays(night, 1)) nights.push(night);
  return nights;
};

const getAllotments: StoryAction = ([criteria], { rows }) => {
  const { forDate, toDate, companyProfileId } = criteria as {
    forDate: string;
    toDate: string;
    companyProfileId: number;
  };
  const inPeriod = rows.filter(
    (row) => row.companyProfileId === companyProfileId && String(row.night) >= forDate && String(row.night) <= toDate,
  );
  return [
    {
      forDate,
      toDate,
      hotelDate: HOTEL_DATE,
      companies: [
        { id: companyProfileId, code: 'MEKONG', name: 'Mekong River Cruises', active: companyProfileId === 3 ? 0 : 1 },
      ],
      roomTypes: ROOM_TYPES.filter((type) => inPeriod.some((row) => row.roomTypeId === type.roomTypeId)).map(
        ({ roomTypeId, code, name }) => ({ id: roomTypeId, code, name }),
      ),
      nights: inPeriod.map((row) => asNight(row, HOTEL_DATE)),
    },
  ];
};

/** Writes nights as the server does: versions checked, and no more held than is free. */
function write(
  rows: StoryRow[],
  companyProfileId: number,
  roomTypeId: number,
  nights: { night: string; rooms: number; releaseDays: number; version?: number | null; field: string }[],
  refuse: Parameters<StoryAction>[1]['refuse'],
  checkVersions: boolean,
) {
  const find = (night: string) =>
    rows.find(
      (row) => row.companyProfileId === companyProfileId && row.roomTypeId === roomTypeId && row.night === night,
    );
  if (checkVersions) {
    for (const [index, change] of nights.entries()) {
      if ((find(change.night)?.version ?? null) !== change.version) {
        return refuse(409, 'STALE_VERSION', 'The record was changed by someone else; reload it and try again', [
          { field: `/data/0/nights/${index}/version`, message: 'is not the current version' },
        ]);
      }
    }
  }
  const short = nights.find((change) => change.rooms > (FREE_TO_HOLD[roomTypeId] ?? 0));
  if (short) {
    const code = ROOM_TYPES.find((type) => type.roomTypeId === roomTypeId)?.code;
    return refuse(
      409,
      'NO_AVAILABILITY',
      `Not enough ${code} rooms are free on ${short.night}: at most ${FREE_TO_HOLD[roomTypeId]} can be held`,
      [
        {
          field: short.field,
          message: `at most ${FREE_TO_HOLD[roomTypeId]} ${code} rooms can be held on ${short.night}`,
        },
      ],
    );
  }
  let written = 0;
  for (const change of nights) {
    const row = find(change.night);
    if (row) {
      if (row.rooms === change.rooms && row.releaseDays === change.releaseDays) continue;
      Object.assign(row, { rooms: change.rooms, releaseDays: change.releaseDays, version: row.version + 1 });
    } else {
      const { night, rooms, releaseDays } = change;
      rows.push({
        id: rows.length + 100,
        version: 1,
        companyProfileId,
        roomTypeId,
        picked: 0,
        night,
        rooms,
        releaseDays,
      });
    }
    written += 1;
  }
  return written;
}

const setAllotments: StoryAction = ([item], { rows, refuse }) => {
  const { companyProfileId, roomTypeId, nights } = item as {
    companyProfileId: number;
    roomTypeId: number;
    nights: { night: string; rooms: number; releaseDays: number; version: number | null }[];
  };
  const result = write(
    rows,
    companyProfileId,
    roomTypeId,
    nights.map((night, index) => ({ ...night, field: `/data/0/nights/${index}/rooms` })),
    refuse,
    true,
  );
  if (result instanceof Response) return result;
  return rows
    .filter((row) => row.companyProfileId === companyProfileId && row.roomTypeId === roomTypeId)
    .filter((row) => nights.some((night) => night.night === row.night))
    .map((row) => asNight(row, HOTEL_DATE));
};

const fillAllotments: StoryAction = ([item], { rows, refuse }) => {
  const fill = item as Item & {
    companyProfileId: number;
    roomTypeId: number;
    fromDate: string;
    toDate: string;
    weekdays: number[];
    rooms: number;
    releaseDays: number;
  };
  const nights = nightsFrom(fill.fromDate, fill.toDate)
    .filter((night) => fill.weekdays.includes(weekdayOf(night)))
    .map((night) => ({ night, rooms: fill.rooms, releaseDays: fill.releaseDays, field: '/data/0/rooms' }));
  const result = write(rows, fill.companyProfileId, fill.roomTypeId, nights, refuse, false);
  return result instanceof Response ? result : [{ written: result }];
};

const getAvailability: StoryAction = ([criteria]) => {
  const { fromDate, toDate } = criteria as { fromDate: string; toDate: string };
  return [
    {
      fromDate,
      toDate,
      roomTypes: ROOM_TYPES.map(({ roomTypeId, code, name, rooms }) => ({
        roomTypeId,
        code,
        name,
        nights: nightsFrom(fromDate, toDate).map((night) => ({
          night,
          rooms,
          outOfOrder: 0,
          sold: 0,
          allotted: 0,
          overbooking: 0,
          available: rooms,
          companyAllotment: 0,
        })),
      })),
      totals: [],
    },
  ];
};

// The hotel's business date, as configuration/hotel answers it.
const hotelDate: StoryAction = () => [{ value: HOTEL_DATE }];

// Each story's API copies these rows, so what one story saves stays in that story.
const lists: Record<string, StoryList> = {
  'configuration/hotel': { rows: [], actions: { GetHotelDate: hotelDate } },
  'reservation/company-profile': {
    rows: [
      { id: 1, code: 'MEKONG', name: 'Mekong River Cruises' },
      { id: 2, code: 'LAOTEL', name: 'Lao Telecommunications' },
      { id: 3, code: 'OLDCO', name: 'Closed Company' },
    ],
  },
  'reservation/availability': { rows: [], actions: { get: getAvailability } },
  'reservation/allotment': {
    rows: [
      // Held on the hotel date with no release days: released on the night itself, greyed.
      { companyProfileId: 1, roomTypeId: 1, night: HOTEL_DATE, rooms: 3, releaseDays: 0, picked: 1 },
      { companyProfileId: 1, roomTypeId: 1, night: addDays(HOTEL_DATE, 1), rooms: 3, releaseDays: 0, picked: 2 },
      { companyProfileId: 1, roomTypeId: 1, night: addDays(HOTEL_DATE, 2), rooms: 3, releaseDays: 0, picked: 0 },
      { companyProfileId: 1, roomTypeId: 2, night: addDays(HOTEL_DATE, 5), rooms: 1, releaseDays: 3, picked: 0 },
    ],
    actions: { get: getAllotments, set: setAllotments, fill: fillAllotments },
  },
};

const meta = {
  title: 'Reservation/Allotment Setting',
  component: AllotmentSettingPage,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={lists} locale={globals.locale}>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof AllotmentSettingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function chooseCompany(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('combobox', { name: 'Company' }), code);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${code} · `) }));
  return canvas;
}

/** A company's two weeks from the hotel date: what it holds, what it picked up, released nights greyed. */
export const CompanyGrid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Choose a company to see and set its allotment.')).toBeVisible();
    await chooseCompany(canvasElement, 'MEKONG');
    const first = await canvas.findByRole('textbox', { name: 'Rooms held, STD, Sa 21-Nov-2026' });
    await expect(first).toHaveValue('3');
    const released = first.closest('td');
    await expect(released).toHaveAttribute('data-released', 'true');
    await expect(within(released as HTMLElement).getByText('1/3')).toBeVisible();
    const next = canvas.getByRole('textbox', { name: 'Rooms held, STD, Su 22-Nov-2026' });
    await expect(next.closest('td')).not.toHaveAttribute('data-released');
    await expect(within(next.closest('td') as HTMLElement).getByText('2/3')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Release days, STD' })).toHaveValue('0');
    await expect(canvas.getByRole('textbox', { name: 'Release days, DLX' })).toHaveValue('3');
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(2 + 14);
  },
};

/** Changing cells and saving them: one call per room type, the grid then shows what was saved. */
export const EditAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseCompany(canvasElement, 'MEKONG');
    const cell = await canvas.findByRole('textbox', { name: 'Rooms held, STD, Mo 23-Nov-2026' });
    await userEvent.clear(cell);
    await userEvent.type(cell, '5');
    const empty = canvas.getByRole('textbox', { name: 'Rooms held, DLX, Tu 24-Nov-2026' });
    await userEvent.type(empty, '2');
    await userEvent.tab();
    await expect(cell.closest('td')).toHaveAttribute('data-changed', 'true');
    await expect(canvas.getByRole('button', { name: 'Fill period…' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes (2 nights changed)' }));
    // The toast fades in: visible once its entry animation has run.
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Success' })).toBeVisible(), { timeout: 3000 });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled());
    await waitFor(() => expect(within(cell.closest('td') as HTMLElement).getByText('0/5')).toBeVisible());
    await expect(cell.closest('td')).not.toHaveAttribute('data-changed');
    await expect(canvas.getByRole('textbox', { name: 'Rooms held, DLX, Tu 24-Nov-2026' })).toHaveValue('2');
  },
};

/** More than is free: the server's refusal names the night, and the cell is marked. */
export const RefusedNight: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseCompany(canvasElement, 'MEKONG');
    const cell = await canvas.findByRole('textbox', { name: 'Rooms held, DLX, Th 26-Nov-2026' });
    await userEvent.type(cell, '9');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes (1 night changed)' }));
    await expect(
      await canvas.findByText('DLX: Not enough DLX rooms are free on 2026-11-26: at most 3 can be held'),
    ).toBeVisible();
    await expect(cell.closest('td')).toHaveAttribute('data-invalid', 'true');
    await expect(cell.closest('td')).toHaveAttribute('data-changed', 'true');
  },
};

/** Fill period…: weekends only, for a room type, counted in the toast. */
export const FillWeekends: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseCompany(canvasElement, 'LAOTEL');
    await userEvent.click(await canvas.findByRole('button', { name: 'Fill period…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Fill period' }));
    for (const day of ['Mo', 'Tu', 'We', 'Th', 'Fr'])
      await userEvent.click(dialog.getByRole('checkbox', { name: day }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Rooms' }), '4');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(screen.getByRole('alertdialog', { name: 'Success' })).toHaveTextContent('4 nights written'),
      { timeout: 3000 },
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fill period' })).toBeNull());
    for (const name of ['Sa 21-Nov-2026', 'Su 22-Nov-2026', 'Sa 28-Nov-2026', 'Su 29-Nov-2026']) {
      await waitFor(() => expect(canvas.getByRole('textbox', { name: `Rooms held, STD, ${name}` })).toHaveValue('4'));
    }
    await expect(canvas.getByRole('textbox', { name: 'Rooms held, STD, Mo 23-Nov-2026' })).toHaveValue('');
  },
};

/** An inactive company's allotment is shown, not changed. */
export const InactiveCompany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseCompany(canvasElement, 'OLDCO');
    await expect(
      await canvas.findByText('This company is inactive: its allotment can be read, not changed.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fill period…' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Rooms held, STD, Mo 23-Nov-2026' })).toHaveAttribute('readonly');
  },
};
