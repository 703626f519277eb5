import type { Schemas } from '@pms/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, within } from 'storybook/test';
import { contractPriceFixture } from '../../../shared/contracts/contractPrice.fixtures.ts';
import { MasterDataStoryFrame } from '../../../shared/masterData/MasterDataStoryFrame.tsx';
import { ReservationCard } from './ReservationCardPage.tsx';

const nights = (arrival: string, amounts: string[]) =>
  amounts.map((amount, index) => ({
    night: new Date(Date.parse(`${arrival}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10),
    amount,
    reason: '',
  }));

const stay = (more: Partial<Schemas['RoomStay']>): Schemas['RoomStay'] => ({
  id: 1,
  lineNumber: 1,
  roomTypeId: 1,
  roomTypeCode: 'STD',
  roomId: null,
  roomNumber: '',
  arrival: '2026-11-21',
  departure: '2026-11-24',
  nights: 3,
  adults: 2,
  children: 0,
  mealTypeId: null,
  status: 'confirmed',
  totalAmount: '5400.00',
  nightlyRates: nights('2026-11-21', ['1800.00', '1800.00', '1800.00']),
  version: 1,
  ...more,
});

const reservation: Schemas['Reservation'] = {
  id: 42,
  confirmationNumber: '100042',
  status: 'guaranteed',
  channel: 'NON-OTA',
  guestProfileId: 7,
  guestName: 'Phommachanh, Souksavanh',
  companyProfileId: 3,
  companyName: 'Asia Pacific Tours',
  sourceId: null,
  marketId: null,
  segmentId: null,
  rateCodeId: null,
  arrival: '2026-11-21',
  departure: '2026-11-25',
  remark: 'Arrives on the late bus from Vientiane; please keep the room.',
  internalRemark: 'Staff only: pays by bank transfer.',
  depositRequired: '2000.00',
  depositDueDate: '2026-11-18',
  cancellationReasonId: null,
  cancellationNote: '',
  cancellationFee: null,
  cancelledAt: null,
  totalAmount: '13200.00',
  createdAt: '2026-11-10T09:30:00Z',
  createdBy: 'reservation',
  stays: [
    stay({}),
    stay({
      id: 2,
      lineNumber: 2,
      roomTypeId: 2,
      roomTypeCode: 'DLX',
      roomId: 21,
      roomNumber: '2106',
      departure: '2026-11-25',
      nights: 4,
      children: 1,
      mealTypeId: 1,
      totalAmount: '7800.00',
      nightlyRates: nights('2026-11-21', ['2100.00', '2100.00', '1800.00', '1800.00']),
    }),
  ],
  version: 1,
};

const hotel: Schemas['HotelDetailFull'] = {
  name: 'Mekong Riverside Hotel',
  legalName: 'Mekong Riverside Co., Ltd.',
  addressLine1: '519 Rim Khong Road',
  addressLine2: '',
  city: 'Nong Khai',
  province: 'Nong Khai',
  postcode: '43000',
  countryId: null,
  phone: '+66 42 411 555',
  fax: '',
  email: 'frontoffice@mekongriverside.example',
  website: '',
  taxId: '',
  branchNumber: '',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  logoUrl: '',
  bgUrl: '',
  version: 1,
};

/** The tour operator's booking over Christmas, priced by its contract. */
const contractPrice = contractPriceFixture();
const contractReservation: Schemas['Reservation'] = {
  ...reservation,
  arrival: '2026-12-23',
  departure: '2026-12-26',
  remark: '',
  depositRequired: '0.00',
  depositDueDate: null,
  totalAmount: contractPrice.explanation.nightsTotal,
  stays: [
    stay({
      roomTypeId: 2,
      roomTypeCode: 'DLX',
      arrival: '2026-12-23',
      departure: '2026-12-26',
      totalAmount: contractPrice.explanation.nightsTotal,
      nightlyRates: nights(
        '2026-12-23',
        contractPrice.explanation.nights.map((night) => night.amount),
      ),
      contractPrice,
    }),
  ],
};

function CardStory({ booking = reservation }: { booking?: Schemas['Reservation'] }) {
  // The card links to other screens; a router of its own gives the links somewhere to point.
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <ReservationCard
          reservation={booking}
          hotel={hotel}
          roomTypeNames={
            new Map([
              [1, 'Standard Double'],
              [2, 'Deluxe River View'],
            ])
          }
          mealTypeNames={new Map([[1, 'BB · Bed and breakfast']])}
        />
      ),
    },
  ]);
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Reservation/Reservation card',
  component: CardStory,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={{}} locale={globals.locale}>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof CardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two rooms, one with its room and a change of rate, a deposit due, and the remark (not the internal one). */
export const TwoRooms: Story = {
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('article', { name: 'Reservation card 100042' }));
    await expect(card.getByTestId('card-confirmation-number')).toHaveTextContent('100042');
    await expect(card.getByText('To be assigned')).toBeVisible();
    await expect(card.getByText('2 × 2,100.00')).toBeVisible();
    await expect(card.getByText('2 × 1,800.00')).toBeVisible();
    await expect(card.getByTestId('card-total')).toHaveTextContent('13,200.00');
    await expect(card.getByText('2,000.00, due 18-Nov-2026')).toBeVisible();
    await expect(card.getByText('Check-in from 14:00 · check-out by 12:00')).toBeVisible();
    await expect(card.getByText(/Arrives on the late bus/)).toBeVisible();
    await expect(card.queryByText(/Staff only/)).not.toBeInTheDocument();
  },
};

/** A room priced by the tour operator's contract: which contract and version, and why each night costs what it does. */
export const PricedByContract: Story = {
  args: { booking: contractReservation },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('article', { name: 'Reservation card 100042' }));
    await expect(card.getByText('Contract APT-2627, version 2')).toBeVisible();
    const explanation = within(card.getByRole('region', { name: 'Price explanation of contract APT-2627, version 2' }));
    await expect(
      explanation.getByText(
        'Contract APT-2627 · Asia Pacific Tours 2026–27, version 2, priced as booked on 20-Nov-2026',
      ),
    ).toBeVisible();
    await expect(explanation.getAllByText('River view')).toHaveLength(3);
    await expect(explanation.getAllByText('−234.00')).toHaveLength(3);
    await expect(explanation.getByText('Christmas gala dinner')).toBeVisible();
    await expect(explanation.getByText('2 × 1,500.00')).toBeVisible();
    await expect(explanation.getByText('Booked 33 days before arrival; 30 needed.')).toBeVisible();
    await expect(explanation.getByText('9,318.00 THB')).toBeVisible();
    await expect(card.getByTestId('card-total')).toHaveTextContent('6,318.00');
  },
};
