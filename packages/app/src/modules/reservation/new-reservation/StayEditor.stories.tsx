import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { contractPriceFixture } from '../../../shared/contracts/contractPrice.fixtures.ts';
import { MasterDataStoryFrame } from '../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryAction, StoryList } from '../../../shared/masterData/storyApi.ts';
import type { RoomTypeRow } from '../api/references.ts';
import { type BookingStatus, newStay, type StayDraft, takesInventory } from '../booking/draft.ts';
import { stayHeadingMessage } from '../booking/messages.ts';
import { AvailabilityBadge } from '../booking/StayAvailability.tsx';
import { StayEditor } from '../booking/StayEditor.tsx';
import { useStaysAvailability } from '../booking/useStayReads.ts';
import { addDays } from '../nights.ts';

const HOTEL_DATE = '2026-11-21';

const roomType = (id: number, code: string, name: string, baseRate: string, more: Partial<RoomTypeRow> = {}) => ({
  id,
  code,
  name,
  roomCategoryId: null,
  maxAdults: 2,
  maxChildren: 1,
  defaultRoomBedId: null,
  baseRate,
  sortOrder: id * 10,
  overbookingAllowance: 0,
  active: 1 as const,
  version: 1,
  ...more,
});

const ROOM_TYPES: RoomTypeRow[] = [
  roomType(1, 'STD', 'Standard Double', '1800.00'),
  roomType(2, 'DLX', 'Deluxe River View', '2600.00', { maxAdults: 3 }),
];

// What the in-memory hotel has left: 4 standard rooms every night; the deluxe rooms are sold
// out on 22 November.
const availability: StoryAction = (data) => {
  const { fromDate, toDate } = data[0] as { fromDate: string; toDate: string };
  const nights: string[] = [];
  for (let night = fromDate; night <= toDate; night = addDays(night, 1)) nights.push(night);
  const figures = (available: (night: string) => number) =>
    nights.map((night) => ({
      night,
      rooms: 10,
      outOfOrder: 0,
      sold: 10 - available(night),
      allotted: 0,
      overbooking: 0,
      available: available(night),
      companyAllotment: 0,
    }));
  return [
    {
      fromDate,
      toDate,
      roomTypes: [
        { roomTypeId: 1, code: 'STD', name: 'Standard Double', nights: figures(() => 4) },
        {
          roomTypeId: 2,
          code: 'DLX',
          name: 'Deluxe River View',
          nights: figures((night) => (night === '2026-11-22' ? 0 : 3)),
        },
      ],
      totals: [],
    },
  ];
};

const freeRooms: StoryAction = (data) =>
  (data[0] as { roomTypeId: number }).roomTypeId === 1
    ? [
        { id: 101, roomNumber: '101', floor: 'Floor 1', building: 'River wing', housekeepingStatus: 'clean' },
        { id: 102, roomNumber: '102', floor: 'Floor 1', building: 'River wing', housekeepingStatus: 'dirty' },
      ]
    : [];

/** The company of the stories whose contract prices its stays (Asia Pacific Tours). */
const CONTRACT_COMPANY = 3;
/** Its contract is closed to arrival on Christmas Eve. */
const CLOSED_TO_ARRIVAL = '2026-12-24';

// The rate code prices a standard night at 1,500.00, weekends at 1,900.00 (21 Nov 2026 is a Saturday);
// the company's contract prices every night of its stays, with its explanation.
const quote: StoryAction = (data, { refuse }) => {
  const first = data[0] as { arrival: string; departure: string; companyProfileId?: number | null };
  if (first.companyProfileId === CONTRACT_COMPANY) {
    if (first.arrival === CLOSED_TO_ARRIVAL) {
      const message = `DLX is closed to arrival on ${CLOSED_TO_ARRIVAL} (Christmas arrivals).`;
      return refuse(422, 'CONTRACT_REFUSED', `Contract APT-2627 does not sell this stay: ${message}`, [
        { field: '/data/0/arrival', message },
        { field: '/data/0/departure', message: 'Season PEAK needs a stay of at least 3 nights; this one has 1.' },
      ]);
    }
    const nights: string[] = [];
    for (let night = first.arrival; night < first.departure; night = addDays(night, 1)) nights.push(night);
    const contract = contractPriceFixture({ arrival: first.arrival, nights: nights.length });
    return [
      {
        currencyId: 1,
        nights: contract.explanation.nights.map((night) => ({
          night: night.date,
          amount: night.amount,
          mealTypeId: null,
          source: 'contract',
        })),
        total: contract.explanation.nightsTotal,
        contract,
      },
    ];
  }
  return data.map((item) => {
    const { arrival, departure, roomTypeId } = item as { arrival: string; departure: string; roomTypeId: number };
    const nights = [];
    for (let night = arrival; night < departure; night = addDays(night, 1)) {
      const weekend = [0, 6].includes(new Date(`${night}T00:00:00Z`).getUTCDay());
      nights.push({
        night,
        amount: roomTypeId === 1 ? (weekend ? '1900.00' : '1500.00') : '2600.00',
        mealTypeId: null,
        source: roomTypeId === 1 ? 'rate-code' : 'base-rate',
      });
    }
    return { currencyId: 1, nights, total: '0.00' };
  });
};

const lists: Record<string, StoryList> = {
  'reservation/availability': { rows: [], actions: { get: availability, 'free-rooms': freeRooms } },
  'reservation/rate': { rows: [], actions: { quote } },
};

const MEAL_TYPES = [
  { id: 1, code: 'BB', name: 'Bed and breakfast' },
  { id: 2, code: 'HB', name: 'Half board' },
];

interface HarnessProps {
  start: Partial<Omit<StayDraft, 'key' | 'nights'>>;
  status?: BookingStatus;
  errors?: Record<string, string>;
  /** The booking's company; none by default, so the rate code prices the stay. */
  companyProfileId?: number | null;
}

const PRICING = { rateCodeId: 1, companyProfileId: null };
const CONTRACT_PRICING = { rateCodeId: 1, companyProfileId: CONTRACT_COMPANY };
const NO_ROOMS_TAKEN = new Set<number>();

/** One stay in a booking of its own, kept as the booking form keeps its stays. */
function Harness({ start, status = 'confirmed', errors = {}, companyProfileId = null }: HarnessProps) {
  const intl = useIntl();
  const [stay, setStay] = useState(() => newStay('story', start));
  const onChange = useCallback((_: string, change: (current: StayDraft) => StayDraft) => setStay(change), []);
  const availability = useStaysAvailability([stay], null);
  return (
    <StayEditor
      stay={stay}
      index={0}
      title={intl.formatMessage(stayHeadingMessage, { number: 1 })}
      titleExtra={
        <AvailabilityBadge
          availability={availability.byStay.get(stay.key)}
          isChecking={availability.isChecking}
          failed={availability.failed}
          holdsRooms={takesInventory(status)}
        />
      }
      hotelDate={HOTEL_DATE}
      roomTypes={ROOM_TYPES}
      mealTypes={MEAL_TYPES}
      pricing={companyProfileId === CONTRACT_COMPANY ? CONTRACT_PRICING : PRICING}
      room={{ kind: 'free', takenRooms: NO_ROOMS_TAKEN }}
      errors={errors}
      onChange={onChange}
    />
  );
}

const meta = {
  title: 'Reservation/New reservation/Stay editor',
  component: Harness,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={lists} locale={globals.locale}>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three nights of a standard room: what is left, the rate code's price per night, and a changed night. */
export const PricesAndAvailability: Story = {
  args: { start: { roomTypeId: 1, arrival: HOTEL_DATE, departure: '2026-11-24' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4 left', {}, { timeout: 5000 })).toBeVisible();
    const rates = within(await canvas.findByRole('table', { name: 'Nightly rates' }));
    await waitFor(() => expect(rates.getAllByRole('row')).toHaveLength(4));
    await expect(rates.getByRole('rowheader', { name: 'Sa 21-Nov-2026' })).toBeVisible();
    await waitFor(() =>
      expect(rates.getByRole('textbox', { name: 'Rate for Mo 23-Nov-2026' })).toHaveValue('1,500.00'),
    );
    await expect(rates.getByRole('textbox', { name: 'Rate for Sa 21-Nov-2026' })).toHaveValue('1,900.00');
    await expect(canvas.getByText('3 nights · 5,300.00')).toBeVisible();

    // A night priced by hand needs a reason, and counts in the total.
    const monday = rates.getByRole('textbox', { name: 'Rate for Mo 23-Nov-2026' });
    await userEvent.clear(monday);
    await userEvent.type(monday, '1200');
    await userEvent.tab();
    await expect(rates.getByRole('textbox', { name: 'Reason for Mo 23-Nov-2026' })).toBeRequired();
    await expect(canvas.getByText('3 nights · 5,000.00')).toBeVisible();

    // Four nights: the new night is priced, the changed one keeps its price.
    const nights = canvas.getByRole('textbox', { name: 'Nights' });
    await userEvent.clear(nights);
    await userEvent.type(nights, '4');
    await userEvent.tab();
    await waitFor(() => expect(rates.getAllByRole('row')).toHaveLength(5));
    await waitFor(() => expect(canvas.getByText('4 nights · 6,500.00')).toBeVisible(), { timeout: 5000 });
    await expect(monday).toHaveValue('1,200.00');
  },
};

/** A deluxe room over a sold-out night says which night has none left. */
export const NoneLeft: Story = {
  args: { start: { roomTypeId: 2, arrival: HOTEL_DATE, departure: '2026-11-24' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('None left on 22-Nov-2026', {}, { timeout: 5000 })).toBeVisible();
    // The base rate prices the nights when the rate code has none.
    await waitFor(() => expect(canvas.getAllByText('Base rate')).toHaveLength(3));
  },
};

/** The rooms free on all the stay's nights, with their floor and housekeeping status. */
export const ChooseARoom: Story = {
  args: { start: { roomTypeId: 1, arrival: HOTEL_DATE, departure: '2026-11-23' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 rooms free on all these nights', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Assign later/ }));
    const listbox = within(await screen.findByRole('listbox'));
    await userEvent.click(listbox.getByRole('option', { name: '102 · Floor 1 · dirty' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /102 · Floor 1 · dirty/ })).toBeVisible());
  },
};

/** What the server refused shows on the field it names, and on the stay as a whole. */
export const ServerErrors: Story = {
  args: {
    start: { roomTypeId: 1, arrival: HOTEL_DATE, departure: '2026-11-23' },
    status: 'tentative',
    errors: {
      'stays.0': 'no STD room is left on 2026-11-21',
      'stays.0.adults': 'must be at most 2',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('no STD room is left on 2026-11-21');
    await expect(canvas.getByText('must be at most 2')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Adults' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** No adult, or more than the room takes, stays as typed and says why; it is never changed to fit. */
export const GuestsAsTyped: Story = {
  args: { start: { roomTypeId: 1, arrival: HOTEL_DATE, departure: '2026-11-23' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const adults = canvas.getByRole('textbox', { name: 'Adults' });
    await userEvent.clear(adults);
    await userEvent.type(adults, '0');
    await userEvent.tab();
    await expect(adults).toHaveValue('0');
    await expect(await canvas.findByText('At least 1 adult')).toBeVisible();
    await expect(adults).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(adults);
    await userEvent.type(adults, '5');
    await userEvent.tab();
    await expect(adults).toHaveValue('5');
    await expect(await canvas.findByText('A STD room takes at most 2 adults')).toBeVisible();
  },
};

/** A departure before the arrival counts no nights, and says so in the one wording Save uses. */
export const DepartureBeforeArrival: Story = {
  args: { start: { roomTypeId: 1, arrival: '2026-11-25', departure: '2026-11-23' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Nights' })).toHaveValue('');
    await expect(await canvas.findByText('Must be after arrival')).toBeVisible();
    await expect(canvas.queryByText(/Enter a date on or after/)).toBeNull();
  },
};

/** A company with a contract: the contract prices every night and says why, step by step, on demand. */
export const PricedByContract: Story = {
  args: {
    start: { roomTypeId: 2, arrival: '2026-12-23', departure: '2026-12-26' },
    companyProfileId: CONTRACT_COMPANY,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Priced by contract APT-2627 (version 2)', {}, { timeout: 5000 }),
    ).toBeVisible();
    const rates = within(canvas.getByRole('table', { name: 'Nightly rates' }));
    await waitFor(() =>
      expect(rates.getByRole('textbox', { name: 'Rate for We 23-Dec-2026' })).toHaveValue('2,106.00'),
    );
    await expect(rates.getAllByText('Contract')).toHaveLength(3);
    await expect(canvas.getByText('3 nights · 6,318.00')).toBeVisible();
    await expect(canvas.queryByText(/base rate is offered/)).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Why this price?' }));
    const explanation = within(
      await canvas.findByRole('region', { name: 'Price explanation of contract APT-2627, version 2' }),
    );
    await expect(
      explanation.getByText(
        'Contract APT-2627 · Asia Pacific Tours 2026–27, version 2, priced as booked on 20-Nov-2026',
      ),
    ).toBeVisible();
    await expect(explanation.getAllByText('−234.00')).toHaveLength(3);
    await expect(explanation.getAllByText('+300.00')).toHaveLength(3);
    await expect(explanation.getByText('Christmas gala dinner')).toBeVisible();
    await expect(explanation.getByText('Applied')).toBeVisible();
    await expect(explanation.getByText('Not matched')).toBeVisible();
    await expect(explanation.getByText('9,318.00 THB')).toBeVisible();
  },
};

/** The contract does not sell the stay: the reasons, in the user's words, instead of a base rate. */
export const RefusedByContract: Story = {
  args: {
    start: { roomTypeId: 2, arrival: CLOSED_TO_ARRIVAL, departure: '2026-12-25' },
    companyProfileId: CONTRACT_COMPANY,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Contract APT-2627 does not sell this stay:');
    await expect(alert).toHaveTextContent('It is closed to arrival on 24-Dec-2026.');
    await expect(alert).toHaveTextContent('It needs a stay of at least 3 nights.');
    await expect(canvas.queryByText(/base rate is offered/)).toBeNull();
    await expect(canvas.queryByText('Base rate')).toBeNull();
    await expect(canvas.queryByText(/Priced by contract/)).toBeNull();
  },
};
