// The page bench/room-rack.mjs measures: renders the room rack (RackBoard) with ?rooms=N rooms ×
// 31 days and reports on window.__bench how long the first render took (to the first painted frame
// with rows), how many DOM nodes the page holds, and how long one scroll step to the middle rooms
// takes to show them.

import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { RackBoard, type RackResult } from '../../packages/app/src/modules/reception/room-rack/RackBoard.tsx';
import type { RackRoom, RackStay, RoomRack } from '../../packages/app/src/modules/reception/room-rack/rackModel.ts';
import { addDays } from '../../packages/domain/src/calendar.ts';
import { lightTheme, themeRoot } from '../../packages/ui/src/theme/theme.css.ts';

const FROM = '2026-11-21';
const DAYS = 31;
const STATUSES = ['confirmed', 'guaranteed', 'in-house', 'tentative'] as const;

/** A busy rack: each room booked back to back with stays of 1–5 nights and a gap now and then. */
function makeRack(count: number): RoomRack {
  const rooms: RackRoom[] = [];
  const stays: RackStay[] = [];
  let stayId = 1;
  for (let index = 0; index < count; index++) {
    const id = index + 1;
    rooms.push({
      id,
      roomNumber: String(1000 + index),
      roomTypeId: 1 + (index % 10),
      roomTypeCode: `T${1 + (index % 10)}`,
      floorId: 1 + Math.floor(index / 50),
      floorName: `Floor ${1 + Math.floor(index / 50)}`,
      buildingId: 1,
      buildingName: 'Main',
      housekeepingStatus: (['clean', 'dirty', 'inspected'] as const)[index % 3] as RackRoom['housekeepingStatus'],
      outOfService: index % 97 === 0,
      outOfServiceReason: index % 97 === 0 ? 'Lamp' : '',
      outOfOrder: index % 25 === 0 ? [{ fromDate: addDays(FROM, 10), toDate: addDays(FROM, 14), reason: 'Paint' }] : [],
    });
    let day = -(index % 3);
    while (day < DAYS) {
      const nights = 1 + ((index * 7 + day * 3) % 5);
      if (!(index % 25 === 0 && day + nights > 10 && day < 14)) {
        const arrival = addDays(FROM, day);
        const status = day <= 0 ? 'in-house' : (STATUSES[(stayId * 5) % STATUSES.length] as RackStay['status']);
        stays.push({
          stayId,
          reservationId: stayId,
          confirmationNumber: `BENCH-${stayId}`,
          guestName: `Bench ${stayId}, Guest`,
          status,
          roomTypeId: 1 + (index % 10),
          roomTypeCode: `T${1 + (index % 10)}`,
          roomId: id,
          arrival,
          departure: addDays(arrival, nights),
          adults: 2,
          children: 0,
          vipLevel: stayId % 40 === 0 ? 1 : 0,
          openMessages: stayId % 25 === 0 ? 1 : 0,
          openFlags: 0,
          dueIn: day === 0 && status !== 'in-house',
          dueOut: status === 'in-house' && day + nights === 0,
          version: 1,
        });
        stayId++;
      }
      day += nights + (stayId % 4 === 0 ? 1 : 0);
    }
  }
  // Stays without a room: about three for every ten rooms.
  for (let index = 0; index < Math.ceil(count * 0.3); index++) {
    const arrival = addDays(FROM, index % DAYS);
    stays.push({
      stayId,
      reservationId: stayId,
      confirmationNumber: `BENCH-${stayId}`,
      guestName: `Waiting ${stayId}, Guest`,
      status: 'confirmed',
      roomTypeId: 1 + (index % 10),
      roomTypeCode: `T${1 + (index % 10)}`,
      roomId: null,
      arrival,
      departure: addDays(arrival, 2),
      adults: 2,
      children: 0,
      vipLevel: 0,
      openMessages: 0,
      openFlags: 0,
      dueIn: index % DAYS === 0,
      dueOut: false,
      version: 1,
    });
    stayId++;
  }
  return { hotelDate: FROM, fromDate: FROM, days: DAYS, rooms, stays };
}

declare global {
  interface Window {
    __bench?: {
      rooms: number;
      stays: number;
      renderMs: number;
      domNodes: number;
      renderedRows: number;
      scrollMs: number;
    };
    __benchError?: string;
  }
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const rackRows = () => document.querySelectorAll('[role="grid"] [role="row"][data-room]');
const done = async (): Promise<RackResult> => 'done';

async function main() {
  const count = Number(new URLSearchParams(location.search).get('rooms') ?? '50');
  // Data exists before the clock starts: the rack is measured, not the generator.
  const rack = makeRack(count);
  const container = document.getElementById('root') as HTMLElement;
  container.className = `${lightTheme} ${themeRoot}`;
  container.style.cssText = 'width: 1248px; padding: 16px;';
  (window as Window & { gc?: () => void }).gc?.();
  await nextFrame();

  const start = performance.now();
  createRoot(container).render(
    <IntlProvider locale="en-US" defaultLocale="en">
      <RackBoard rack={rack} open={() => {}} assign={done} move={done} changeDeparture={done} />
    </IntlProvider>,
  );
  while (rackRows().length === 0) await nextFrame();
  await nextFrame();
  const renderMs = performance.now() - start;
  const domNodes = document.getElementsByTagName('*').length;
  const renderedRows = rackRows().length;

  // One scroll step to the middle rooms: until their row is on the page.
  const scroller = document.querySelector('[data-rack-scroller]') as HTMLElement;
  const middle = String(1000 + Math.floor(count / 2));
  const scrollStart = performance.now();
  scroller.scrollTop = Math.floor(count / 2) * 30;
  while (!document.querySelector(`[role="row"][data-room="${middle}"]`)) await nextFrame();
  await nextFrame();
  const scrollMs = performance.now() - scrollStart;
  window.__bench = { rooms: count, stays: rack.stays.length, renderMs, domNodes, renderedRows, scrollMs };
}

main().catch((error: unknown) => {
  window.__benchError = error instanceof Error ? `${error.message}\n${error.stack}` : String(error);
});
