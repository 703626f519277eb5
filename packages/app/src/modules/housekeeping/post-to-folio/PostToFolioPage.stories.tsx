import { chargeLine } from '@pms/domain/charges';
import { sumMoney } from '@pms/domain/money';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryAction } from '../../../shared/masterData/storyApi.ts';
import type { MinibarCount, MinibarItem } from '../api/minibar.ts';
import { PostToFolioPage } from './PostToFolioPage.tsx';

// Service charge 10 % and VAT 7 % on top, as the demo hotel charges food and beverage.
const FB_TAXES = [
  { percent: '10', included: false, service: true },
  { percent: '7', included: false, service: false },
];
const ITEMS: MinibarItem[] = [
  {
    minibarTypeId: 1,
    code: 'WATER',
    name: 'Drinking water',
    price: '30.00',
    transactionCodeId: 5,
    transactionCode: '2020',
    taxes: FB_TAXES,
    inventoryItemId: 1,
  },
  {
    minibarTypeId: 2,
    code: 'COKE',
    name: 'Coca-Cola',
    price: '50.00',
    transactionCodeId: 5,
    transactionCode: '2020',
    taxes: FB_TAXES,
    inventoryItemId: 2,
  },
  {
    minibarTypeId: 3,
    code: 'CHOC',
    name: 'Chocolate bar',
    price: '80.00',
    transactionCodeId: null,
    transactionCode: '',
    taxes: [],
    inventoryItemId: null,
  },
];
const GUEST = {
  stayId: 41,
  roomNumber: '101',
  guestName: 'SMITH, John',
  arrival: '2026-11-20',
  departure: '2026-11-24',
};

const room: StoryAction = (data, { refuse }) => {
  const number = String(data[0]?.roomNumber ?? '');
  if (number === '101') return [GUEST];
  if (number === '102') {
    return refuse(422, 'ROOM_NOT_IN_HOUSE', 'Nobody is in house in room 102', [
      { field: '/data/0/roomNumber', message: 'has no in-house guest' },
    ]);
  }
  return refuse(404, 'NOT_FOUND', 'No such room', [{ field: '/data/0/roomNumber', message: 'No such room' }]);
};

/** The server's post, priced by the same function; the coke's store has one can left. */
const post: StoryAction = (data) => {
  const input = data[0] as { roomNumber: string; stayId: number; lines: { minibarTypeId: number; quantity: number }[] };
  const lines = input.lines.map((line, index) => {
    const item = ITEMS.find((row) => row.minibarTypeId === line.minibarTypeId) as MinibarItem;
    const amounts = chargeLine(item.price, line.quantity, item.taxes);
    const drawn = item.code === 'COKE' ? Math.min(1, line.quantity) : line.quantity;
    return {
      lineNumber: index + 1,
      minibarTypeId: item.minibarTypeId,
      itemCode: item.code,
      itemName: item.name,
      transactionCode: item.transactionCode,
      ...amounts,
      postingId: 900 + index,
      inventoryItemId: item.inventoryItemId,
      drawn: String(drawn),
      short: String(line.quantity - drawn),
    };
  });
  const count: MinibarCount = {
    id: 7,
    hotelDate: '2026-11-21',
    roomNumber: input.roomNumber,
    stayId: input.stayId,
    guestName: GUEST.guestName,
    folioId: 12,
    reference: '',
    lines,
    netAmount: sumMoney(lines.map((line) => line.netAmount)),
    serviceCharge: sumMoney(lines.map((line) => line.serviceCharge)),
    tax: sumMoney(lines.map((line) => line.tax)),
    total: sumMoney(lines.map((line) => line.total)),
    shiftId: 3,
    countedBy: 'housekeeping',
    locationId: 3,
    locationName: 'Minibar store',
    stockDocumentId: 55,
    createdAt: '2026-11-21T04:00:00.000Z',
  };
  return [count];
};

const meta = {
  title: 'Housekeeping/Post to Folio',
  component: PostToFolioPage,
  // react-aria's live announcer keeps a pending button's spoken message for 7 s, pointing by id at
  // its spinner, gone once the room is found; it has been announced, so the check leaves that log out.
  parameters: { a11y: { context: { exclude: ['[data-live-announcer]'] } } },
  decorators: [
    (Story, { globals, parameters }) => (
      <MasterDataStoryFrame
        lists={{ 'housekeeping/minibar': { rows: [], actions: { items: () => ITEMS, room, post } } }}
        locale={globals.locale}
      >
        <MemoryRouter initialEntries={[parameters.address ?? '/menu/app/post-to-folio']}>
          <div style={{ maxWidth: '360px' }}>
            <Story />
          </div>
        </MemoryRouter>
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof PostToFolioPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 5000 };

/**
 * Opened from the attendant's tiles with ?room=101: the guest is named, two cokes and a water are
 * counted with the steppers, the total is exact, and the posted count says the store was one coke short.
 */
export const CountAndPost: Story = {
  parameters: { address: '/menu/app/post-to-folio?room=101' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Room 101: SMITH, John', {}, SLOW)).toBeVisible();
    const moreCoke = await canvas.findByRole('button', { name: 'One more Coca-Cola' });
    await userEvent.click(moreCoke);
    await userEvent.click(moreCoke);
    await userEvent.click(canvas.getByRole('button', { name: 'One more Drinking water' }));
    // A chocolate bar has no charge code: it cannot be counted.
    await expect(canvas.getByRole('button', { name: 'One more Chocolate bar' })).toBeDisabled();
    // 2 × 50 + 30 = 130 net, 13.00 service, 7 % of 143.00 = 10.01 VAT.
    await expect(canvas.getByText('153.01')).toBeVisible();
    await expect(canvas.getByText('3 items · net 130.00 · service 13.00 · tax 10.01')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Post to folio' }));
    await expect(await canvas.findByText('Posted 153.01 to room 101, SMITH, John', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('2 × Coca-Cola: 117.70')).toBeVisible();
    await expect(canvas.getByText('Not in the minibar store’s stock: Coca-Cola 1. Tell the store.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next room' }));
    const field = await canvas.findByRole('textbox', { name: 'Room number' });
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(canvas.queryByText('Room 101: SMITH, John')).toBeNull();
  },
};

/** A vacant room has no folio: the attendant is told so and nothing can be counted. */
export const VacantRoom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Room number' }), '102');
    await userEvent.click(canvas.getByRole('button', { name: 'Find room' }));
    await expect(
      await canvas.findByText('Nobody is in house in room 102: there is no folio to charge.', {}, SLOW),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Post to folio' })).toBeNull();
  },
};

/** Posting with nothing counted asks for a count first and sends nothing. */
export const NothingCounted: Story = {
  parameters: { address: '/menu/app/post-to-folio?room=101' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Room 101: SMITH, John', {}, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Post to folio' }));
    await expect(await canvas.findByText('Count at least one item.')).toBeVisible();
    await expect(canvas.queryByText(/^Posted/)).toBeNull();
  },
};
