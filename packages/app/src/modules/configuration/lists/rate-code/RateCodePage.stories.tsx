// Written by `pnpm gen master-data` (RateCode); owned code from here on: edit it like any other.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryAction, StoryList } from '../../../../shared/masterData/storyApi.ts';
import { RateCodePage } from './RateCodePage.tsx';
import type { RateInput, RateRow } from './rateTable.ts';

const roomTypes = [
  { id: 1, code: 'STD', name: 'Standard Double' },
  { id: 2, code: 'DLX', name: 'Deluxe River View' },
  { id: 3, code: 'FAM', name: 'Family Room' },
];

const rateRow = (
  id: number,
  roomTypeId: number,
  amounts: [string, string, string, string],
  mealTypeId: number | null,
) => ({
  id,
  roomTypeId,
  roomTypeCode: roomTypes.find((type) => type.id === roomTypeId)?.code ?? '',
  startsOn: '2027-01-01',
  endsOn: '2027-03-31',
  mealTypeId,
  singleAmount: amounts[0],
  doubleAmount: amounts[1],
  extraAdultAmount: amounts[2],
  extraChildAmount: amounts[3],
  version: 1,
});

// A rate code's table as the server keeps it (rate_code_rate): here on the story's own copy of
// the rate code row, which the screen does not show.
const rates: StoryAction = (data, { rows }) => {
  const row = rows.find((candidate) => candidate.id === data[0]?.rateCodeId);
  return row ? [{ rateCodeId: row.id, version: row.version, rates: row.rates ?? [] }] : [];
};
let nextRateId = 100;
const setRates: StoryAction = (data, { rows, stale, refuse }) => {
  const item = data[0] as { rateCodeId: number; version: number; rates: RateInput[] };
  const row = rows.find((candidate) => candidate.id === item.rateCodeId);
  if (!row || row.version !== item.version) return stale(0);
  // The server's rule: one price per room type and night.
  const overlapping = item.rates.findIndex((rate, index) =>
    item.rates
      .slice(0, index)
      .some(
        (other) =>
          other.roomTypeId === rate.roomTypeId && other.startsOn <= rate.endsOn && rate.startsOn <= other.endsOn,
      ),
  );
  if (overlapping >= 0) {
    return refuse(409, 'OVERLAP', 'Two rates of the same room type cover the same night', [
      { field: `/data/0/rates/${overlapping}/startsOn`, message: 'overlaps another rate of the same room type' },
    ]);
  }
  const before = (row.rates ?? []) as RateRow[];
  const saved = item.rates.map((rate) => {
    const kept = before.find((candidate) => candidate.id === rate.id);
    nextRateId += kept ? 0 : 1;
    return {
      ...rate,
      id: kept?.id ?? nextRateId,
      roomTypeCode: roomTypes.find((type) => type.id === rate.roomTypeId)?.code ?? '',
      mealTypeId: rate.mealTypeId ?? null,
      extraAdultAmount: rate.extraAdultAmount ?? '0.00',
      extraChildAmount: rate.extraChildAmount ?? '0.00',
      version: kept ? kept.version + 1 : 1,
    };
  });
  row.version += 1;
  row.rates = saved;
  return [{ rateCodeId: row.id, version: row.version, rates: saved }];
};

const rateCodes = [
  {
    id: 1,
    code: 'COD1',
    name: 'Rate code 1',
    currencyId: 1,
    mealTypeId: 1,
    marketId: 1,
    startsOn: null,
    endsOn: null,
    includesTax: 1,
    active: 1,
    rates: [
      rateRow(1, 1, ['1500.00', '1800.00', '500.00', '250.00'], null),
      rateRow(2, 2, ['2300.00', '2600.00', '700.00', '300.00'], 2),
    ],
  },
  {
    id: 2,
    code: 'COD2',
    name: 'Rate code 2',
    currencyId: 2,
    mealTypeId: 2,
    marketId: 2,
    startsOn: '2026-02-15',
    endsOn: '2026-02-15',
    includesTax: 1,
    active: 1,
  },
  {
    id: 3,
    code: 'COD3',
    name: 'Rate code 3',
    currencyId: 1,
    mealTypeId: 1,
    marketId: 1,
    startsOn: '2026-03-15',
    endsOn: '2026-03-15',
    includesTax: 0,
    active: 0,
  },
];

const lists: Record<string, StoryList> = {
  'configuration/rate-code': {
    rows: rateCodes,
    // The first row is used elsewhere, so deleting it is refused.
    inUse: [1],
    actions: { rates, 'set-rates': setRates },
  },
  'configuration/room-type': { rows: roomTypes },
  'configuration/meal-type': {
    rows: [
      { id: 1, code: 'RO', name: 'Room only' },
      { id: 2, code: 'BB', name: 'Bed and breakfast' },
    ],
  },
};

const meta = {
  title: 'Configuration/Rate codes',
  component: RateCodePage,
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
} satisfies Meta<typeof RateCodePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list as staff first see it: every row, counted. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Rate codes', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('3 records')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'COD1' })).toBeVisible();
  },
};

/** Adding: the form names the required inputs before asking the server. */
export const AddChecksRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add rate code' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getAllByText('Required')).toHaveLength(3);
  },
};

/** Opens the first rate code's Rates dialog and waits for its table. */
async function openRates(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('rowheader', { name: 'COD1' });
  await userEvent.click(canvas.getAllByRole('button', { name: 'Rates' })[0] as HTMLElement);
  const dialog = within(await screen.findByRole('dialog', { name: 'Rate table' }));
  // Loaded with the room and meal types; slower on a busy machine than find's default second.
  await dialog.findByRole('rowheader', { name: 'DLX' }, { timeout: 5000 });
  // The dialog fades in: its text is visible once the entry animation has run.
  await waitFor(() => expect(dialog.getByText('COD1 · Rate code 1')).toBeVisible());
  return dialog;
}

/** Types a date into a DatePicker of the editor, day first (dd-MMM-yyyy). */
async function typeDate(dialog: ReturnType<typeof within>, name: string, digits: string) {
  const group = dialog.getAllByRole('group', { name })[0] as HTMLElement;
  await userEvent.click(within(group).getAllByRole('spinbutton')[0] as HTMLElement);
  await userEvent.keyboard(digits);
}

async function typeAmount(dialog: ReturnType<typeof within>, name: string, amount: string) {
  const input = dialog.getByRole('textbox', { name });
  await userEvent.clear(input);
  await userEvent.paste(amount);
  await userEvent.tab();
}

/** Rates: each rate code's table; a row is changed, and Save sends the table whole. */
export const Rates: Story = {
  play: async ({ canvasElement }) => {
    let dialog = await openRates(canvasElement);
    await expect(
      dialog.getByRole('row', { name: /STD 01-Jan-2027 31-Mar-2027 — 1,500.00 1,800.00 500.00 250.00/ }),
    ).toBeVisible();
    await expect(dialog.getByRole('row', { name: /DLX 01-Jan-2027 31-Mar-2027 BB 2,300.00 2,600.00/ })).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: 'Change the DLX rate from 01-Jan-2027 to 31-Mar-2027' }));
    await dialog.findByRole('region', { name: 'Change rate' });
    await typeAmount(dialog, 'Double', '2750');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await expect(dialog.getByText('The table has changes that are not saved yet.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The toast fades in: visible once its entry animation has run.
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Success' })).toBeVisible(), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rate table' })).not.toBeInTheDocument());

    // Saved, and the list reloaded with the code's new version: opening again shows the table.
    dialog = await openRates(canvasElement);
    await expect(dialog.getByRole('row', { name: /DLX .* 2,750.00/ })).toBeVisible();
  },
};

/** A rate added with the editor joins the table in room type order; a removed one leaves it. */
export const AddAndRemoveRates: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRates(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Add rate' }));
    await dialog.findByRole('region', { name: 'New rate' });
    await userEvent.type(dialog.getByRole('combobox', { name: 'Room type' }), 'FAM');
    await userEvent.click(await screen.findByRole('option', { name: 'FAM · Family Room' }));
    await typeDate(dialog, 'From', '01012027');
    await typeDate(dialog, 'To', '31032027');
    await typeAmount(dialog, 'Single', '3000');
    await typeAmount(dialog, 'Double', '3400.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await expect(
      dialog.getByRole('row', { name: /FAM 01-Jan-2027 31-Mar-2027 — 3,000.00 3,400.50 0.00 0.00/ }),
    ).toBeVisible();
    await expect(dialog.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['STD', 'DLX', 'FAM']);

    await userEvent.click(dialog.getByRole('button', { name: 'Remove the STD rate from 01-Jan-2027 to 31-Mar-2027' }));
    await expect(dialog.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['DLX', 'FAM']);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Success' })).toBeVisible(), { timeout: 5000 });
  },
};

/** The editor checks a row before it joins the table: what is required, and one price per type and night. */
export const RateEditorChecks: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRates(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Add rate' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Apply' }));
    await expect(dialog.getAllByText('Required')).toHaveLength(5);
    await userEvent.click(dialog.getByRole('button', { name: 'Discard' }));

    // Moving the deluxe row onto the standard type would price its nights twice.
    await userEvent.click(dialog.getByRole('button', { name: 'Change the DLX rate from 01-Jan-2027 to 31-Mar-2027' }));
    const roomType = dialog.getByRole('combobox', { name: 'Room type' });
    await userEvent.clear(roomType);
    await userEvent.type(roomType, 'STD');
    await userEvent.click(await screen.findByRole('option', { name: 'STD · Standard Double' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await expect(dialog.getByText('Overlaps the STD rate from 01-Jan-2027 to 31-Mar-2027')).toBeVisible();
    // Left open with its message, for the accessibility check of the dialog with an error.
  },
};

/** A row the server refuses comes back named: it opens in the editor with the reason under its field. */
export const RatesRefusedByServer: Story = {
  parameters: {
    lists: {
      ...lists,
      'configuration/rate-code': {
        rows: rateCodes,
        actions: {
          rates,
          // The rate code's dates were narrowed on another screen after the rates were typed.
          'set-rates': (_data, { refuse }) =>
            refuse(422, 'OUTSIDE_RATE_CODE_DATES', 'The rate code ends on 2027-02-28', [
              { field: '/data/0/rates/1/endsOn', message: 'must not be after the rate code’s end (2027-02-28)' },
            ]),
        },
      },
    } satisfies Record<string, StoryList>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRates(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await dialog.findByRole('region', { name: 'Change rate' });
    await expect(dialog.getByText('must not be after the rate code’s end (2027-02-28)')).toBeVisible();
    const refused = dialog.getByRole('row', { name: /DLX/ });
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('row', { name: /STD/ })).not.toHaveAttribute('aria-invalid');
  },
};

/** Someone else changed the rate code while the table was open: the save says so, as the edit form does. */
export const RatesChangedMeanwhile: Story = {
  parameters: {
    lists: {
      ...lists,
      'configuration/rate-code': {
        rows: rateCodes,
        actions: {
          rates,
          // Another user saved the rate code first: its version has moved on.
          'set-rates': (data, context) => {
            for (const row of context.rows) row.version += 1;
            return setRates(data, context);
          },
        },
      },
    } satisfies Record<string, StoryList>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRates(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove the STD rate from 01-Jan-2027 to 31-Mar-2027' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Changed by someone else' })).toBeVisible(), {
      timeout: 5000,
    });
    await expect(screen.queryByRole('dialog', { name: 'Rate table' })).not.toBeInTheDocument();
  },
};
