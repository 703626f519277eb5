import type { Meta, StoryObj } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { RackBoard, type RackResult } from './RackBoard.tsx';
import type { RackRoom, RackStay, RoomRack } from './rackModel.ts';

const HOTEL_DATE = '2026-11-21';

const room = (id: number, roomNumber: string, more: Partial<RackRoom> = {}): RackRoom => ({
  id,
  roomNumber,
  roomTypeId: 1,
  roomTypeCode: 'STD',
  floorId: 1,
  floorName: 'Floor 1',
  buildingId: 1,
  buildingName: 'Main',
  housekeepingStatus: 'clean',
  outOfService: false,
  outOfServiceReason: '',
  outOfOrder: [],
  ...more,
});

const stay = (stayId: number, guestName: string, more: Partial<RackStay>): RackStay => ({
  stayId,
  reservationId: 100 + stayId,
  confirmationNumber: `RV-${stayId}`,
  guestName,
  status: 'confirmed',
  roomTypeId: 1,
  roomTypeCode: 'STD',
  roomId: null,
  arrival: HOTEL_DATE,
  departure: '2026-11-23',
  adults: 2,
  children: 0,
  vipLevel: 0,
  openMessages: 0,
  openFlags: 0,
  dueIn: false,
  dueOut: false,
  version: 1,
  ...more,
});

const RACK: RoomRack = {
  hotelDate: HOTEL_DATE,
  fromDate: HOTEL_DATE,
  days: 14,
  rooms: [
    room(1, '101'),
    room(2, '102', { housekeepingStatus: 'dirty' }),
    room(3, '103', { housekeepingStatus: 'inspected' }),
    room(4, '104', {
      outOfOrder: [{ fromDate: '2026-11-24', toDate: '2026-11-27', reason: 'Leaking pipe' }],
    }),
    room(5, '201', { roomTypeId: 2, roomTypeCode: 'DLX', outOfService: true, outOfServiceReason: 'Lamp' }),
  ],
  stays: [
    stay(1, 'Keomany, Noy', { status: 'in-house', roomId: 1, arrival: '2026-11-19', departure: '2026-11-24' }),
    stay(2, 'Smith, Anna', {
      roomId: 2,
      arrival: '2026-11-22',
      departure: '2026-11-25',
      vipLevel: 2,
      openMessages: 1,
      openFlags: 2,
    }),
    stay(3, 'Chanthavong, Bee', { status: 'in-house', roomId: 3, departure: HOTEL_DATE, dueOut: true }),
    stay(4, 'Lee, Tom', { dueIn: true }),
    stay(5, 'Phan, Mai', { status: 'tentative', arrival: '2026-11-25', departure: '2026-11-28' }),
  ],
};

const done = async (): Promise<RackResult> => 'done';

const meta = {
  title: 'Reception/RoomRack/RackBoard',
  component: RackBoard,
  decorators: [
    (Story) => (
      <IntlProvider locale="en-US" defaultLocale="en">
        <Story />
      </IntlProvider>
    ),
  ],
  args: {
    rack: RACK,
    open: fn(),
    assign: fn(done),
    move: fn(done),
    changeDeparture: fn(done),
  },
} satisfies Meta<typeof RackBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The focused cell: the one element of the grid in the tab order. */
const cursorOf = (canvas: HTMLElement) => canvas.querySelector<HTMLElement>('[data-rack-cursor]');
const statusOf = (canvas: HTMLElement) => canvas.querySelector<HTMLElement>('[data-rack-status]');

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Room rack from 21-Nov-2026 to 04-Dec-2026' })).toBeVisible();
    // One bar per stay with a room, one block per out-of-order period, no element per room-day.
    await expect(canvasElement.querySelectorAll('[data-stay][data-kind]')).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('[data-kind="in-house"]')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('[data-kind="due-out"]')).toHaveLength(1);
    await expect(canvas.getByText('OOO · Leaking pipe')).toBeVisible();
    // Housekeeping and service are words, not colours alone.
    await expect(canvas.getByRole('rowheader', { name: 'Room 102, STD, Dirty' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Room 201, DLX, Clean, Out of service' })).toBeVisible();
    const panel = canvas.getByRole('listbox', { name: 'Stays without a room (2)' });
    await expect(within(panel).getAllByRole('option')).toHaveLength(2);
    // A guest's waiting message and open flags show on the bar (and are read with its cell: Keyboard).
    const smith = canvasElement.querySelector('[data-stay="2"]');
    await expect(smith?.textContent).toContain('✉');
    await expect(smith?.textContent).toContain('⚑');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const cursor = cursorOf(canvasElement);
    if (!cursor) throw new Error('no focusable cell');
    cursor.focus();
    await expect(cursorOf(canvasElement)).toHaveAccessibleName(
      'Room 101, 21-Nov-2026: Keomany, Noy, In house, 19-Nov-2026 to 24-Nov-2026, 2 guests',
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(cursorOf(canvasElement)));
    await expect(document.activeElement).toHaveAccessibleName('Room 102, 21-Nov-2026: free');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(
        'Room 102, 22-Nov-2026: Smith, Anna, Reserved, 22-Nov-2026 to 25-Nov-2026, 2 guests, VIP 2, 1 message, 2 flags',
      ),
    );
    await expect(document.activeElement?.getAttribute('aria-colindex')).toBe('3');
    await expect(document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex')).toBe('3');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}');
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(
        'Room 104, 24-Nov-2026: out of order until 27-Nov-2026 (Leaking pipe)',
      ),
    );
    // Enter on a stay opens it.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await expect(args.open).toHaveBeenCalledWith(expect.objectContaining({ stayId: 2 }));
  },
};

export const MoveByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const cursor = cursorOf(canvasElement);
    if (!cursor) throw new Error('no focusable cell');
    cursor.focus();
    await userEvent.keyboard('m');
    await waitFor(() => expect(statusOf(canvasElement)).toHaveTextContent('Moving Keomany, Noy from room 101.'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(statusOf(canvasElement)).toHaveTextContent('Drop on room 104, STD?'));
    // Escape cancels and says so; nothing is sent.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(statusOf(canvasElement)).toHaveTextContent('Cancelled. Nothing was changed.'));
    await expect(args.move).not.toHaveBeenCalled();
    // Again from room 104's row: arrow back up to 101, M, down to 103, Enter drops.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}m{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(args.move).toHaveBeenCalledWith(
        expect.objectContaining({ stayId: 1 }),
        expect.objectContaining({ roomNumber: '103' }),
      ),
    );
    await waitFor(() => expect(statusOf(canvasElement)).toHaveTextContent('Keomany, Noy moved to room 103.'));
  },
};

export const ExtendByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const cursor = cursorOf(canvasElement);
    if (!cursor) throw new Error('no focusable cell');
    cursor.focus();
    await userEvent.keyboard('e');
    await waitFor(() =>
      expect(statusOf(canvasElement)).toHaveTextContent('Changing the departure of Keomany, Noy, now 24-Nov-2026.'),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(statusOf(canvasElement)).toHaveTextContent('Departure 26-Nov-2026, 7 nights'));
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() =>
      expect(args.changeDeparture).toHaveBeenCalledWith(expect.objectContaining({ stayId: 1 }), '2026-11-25'),
    );
    await waitFor(() => expect(statusOf(canvasElement)).toHaveTextContent('Keomany, Noy now leaves on 25-Nov-2026.'));
    // A stay not yet arrived changes its dates in the booking: the rack says so and offers to open it.
    await userEvent.keyboard('{ArrowDown}e');
    await waitFor(() =>
      expect(statusOf(canvasElement)).toHaveTextContent(
        'Smith, Anna has not arrived yet: their dates change in the booking. Press Enter to open it.',
      ),
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Open the booking' })).toBeVisible();
    await expect(args.changeDeparture).toHaveBeenCalledTimes(1);
  },
};

export const AssignFromPanel: Story = {
  args: {
    assign: fn(async (): Promise<RackResult> => ({ refused: 'Room 103 is held by another stay on 21-Nov-2026' })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('option');
    if (!first) throw new Error('no unassigned stay');
    first.focus();
    await expect(first).toHaveAccessibleName(
      'Lee, Tom, STD, 21-Nov-2026 to 23-Nov-2026, Arriving today, confirmation RV-4',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveAccessibleName(/^Phan, Mai, STD/);
    await userEvent.keyboard('{ArrowUp}a');
    await waitFor(() =>
      expect(statusOf(canvasElement)).toHaveTextContent(
        'Assigning a room to Lee, Tom (STD). Arrow up or down to a room, Enter or A assigns, Escape cancels.',
      ),
    );
    await waitFor(() => expect(document.activeElement).toBe(cursorOf(canvasElement)));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}a');
    await waitFor(() =>
      expect(args.assign).toHaveBeenCalledWith(
        expect.objectContaining({ stayId: 4 }),
        expect.objectContaining({ roomNumber: '103' }),
      ),
    );
    // A refusal is said in the server's words; the rack keeps its state.
    await waitFor(() =>
      expect(statusOf(canvasElement)).toHaveTextContent('Not changed: Room 103 is held by another stay on 21-Nov-2026'),
    );
    await expect(canvas.getAllByRole('option')).toHaveLength(2);
  },
};

/** The day area of a room's row, where bars are dropped. */
const daysOf = (canvas: HTMLElement, roomNumber: string) => {
  const days = canvas.querySelector<HTMLElement>(`[role="row"][data-room="${roomNumber}"] [data-rack-days]`);
  if (!days) throw new Error(`no row for room ${roomNumber}`);
  return days;
};

export const DragWithTheMouse: Story = {
  play: async ({ canvasElement, args }) => {
    // A bar dropped on another room's row moves the stay there (a room move for a guest in house).
    const bar = canvasElement.querySelector<HTMLElement>('[data-stay="1"][data-kind]');
    if (!bar) throw new Error('no bar');
    const dataTransfer = new DataTransfer();
    fireEvent.dragStart(bar, { dataTransfer });
    const target = daysOf(canvasElement, '103');
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer, clientX: target.getBoundingClientRect().left + 5 });
    await waitFor(() =>
      expect(args.move).toHaveBeenCalledWith(
        expect.objectContaining({ stayId: 1 }),
        expect.objectContaining({ roomNumber: '103' }),
      ),
    );
    // A stay of the panel dropped on a row is assigned that room.
    const option = canvasElement.querySelector<HTMLElement>('[role="option"][data-stay="4"]');
    if (!option) throw new Error('no unassigned stay');
    fireEvent.dragStart(option, { dataTransfer });
    const free = daysOf(canvasElement, '104');
    fireEvent.drop(free, { dataTransfer, clientX: free.getBoundingClientRect().left + 5 });
    await waitFor(() =>
      expect(args.assign).toHaveBeenCalledWith(
        expect.objectContaining({ stayId: 4 }),
        expect.objectContaining({ roomNumber: '104' }),
      ),
    );
    // The end of an in-house bar dragged to a later day extends the stay to the day after it.
    const handle = canvasElement.querySelector<HTMLElement>('[data-stay="1"] [data-rack-resize]');
    if (!handle) throw new Error('no resize grip');
    fireEvent.dragStart(handle, { dataTransfer });
    const own = daysOf(canvasElement, '101');
    const day = own.getBoundingClientRect().width / 14;
    fireEvent.drop(own, { dataTransfer, clientX: own.getBoundingClientRect().left + day * 5 + 2 });
    await waitFor(() =>
      expect(args.changeDeparture).toHaveBeenCalledWith(expect.objectContaining({ stayId: 1 }), '2026-11-27'),
    );
  },
};
