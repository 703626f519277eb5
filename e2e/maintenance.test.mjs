// Journey (issue 21): maintenance orders on the screen, against the real server and the demo hotel.
// The engineer reports a fault in a vacant dirty room on /menu/app/maintenance and takes the room
// out of order for two nights, to come back clean; the front desk sees it out of order on room
// control. The engineer starts the order and finishes it: the room is in order again and vacant
// clean. A fault in an occupied room that asks for out of order is refused, and the dialog says the
// server's reason (the board is the engineers' section: housekeeping and the front desk report
// faults from their own screens).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { axeViolations } from './axe.mjs';
import { choose, plusDays, receptionApi, roomRow, shownDate } from './front-desk.mjs';
import { demoHotel, signedIn } from './journey.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const hotel = demoHotel();

/** Opens the fault dialog ("Add" on the list's toolbar) and picks the type and the room. */
async function reportFault(page, { type, room, fault }) {
  await page.getByRole('toolbar', { name: 'Maintenance order actions' }).getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a fault' });
  await choose(dialog, 'Maintenance type', type.typed, type.option);
  await choose(dialog, 'Room', room, new RegExp(`^${room}$`));
  await dialog.getByRole('textbox', { name: 'Fault' }).fill(fault);
  return dialog;
}

/** Types a day into a date field's segments (dd, month number, yyyy), as staff type it. */
async function typeDate(page, daySegment, iso) {
  const [year, month, day] = iso.split('-');
  await daySegment.click();
  await page.keyboard.type(`${day}${month}${year}`);
}

/** The row of an order on the maintenance board, by the fault's words (the room is its row header). */
const orderRow = (page, fault) =>
  page.getByRole('grid', { name: 'Maintenance orders' }).getByRole('row').filter({ hasText: fault });

test('an engineer takes a vacant room out of order, works the order, and the room comes back clean', async () => {
  const reception = await receptionApi(hotel, 'e2e-maintenance');
  const today = (await reception('configuration/hotel', 'GetHotelDate'))[0].value;
  const returns = plusDays(today, 2);
  // A vacant dirty room in order and in service, with no stay on it (booked, in house or arriving)
  // and no out-of-order period in the two nights: nothing but the order decides what it shows.
  const [rack] = await reception('reception/room-rack', 'get', [{ fromDate: today, days: 14 }]);
  const busy = new Set(
    rack.stays
      .filter((stay) => stay.roomId !== null && stay.status !== 'checked-out')
      .filter((stay) => stay.arrival < returns && stay.departure > today)
      .map((stay) => stay.roomId),
  );
  const free = (await reception('housekeeping/room-status', 'list', [{}])).find(
    (room) =>
      room.frontOfficeStatus === 'vacant' &&
      room.housekeepingStatus === 'dirty' &&
      !room.outOfOrder &&
      !room.outOfService &&
      !room.dueIn &&
      !busy.has(room.roomId) &&
      !rack.rooms.find((rackRoom) => rackRoom.id === room.roomId)?.outOfOrder.some((block) => block.fromDate < returns),
  );
  assert.ok(free, 'the demo hotel has a vacant dirty room free for two nights');
  const room = free.roomNumber;
  // Room control, narrowed to the room's floor so that its row is among those drawn.
  const roomControl = (status) => `${hotel.server.url}/menu/app/roomControl?floor=${free.floorId}&status=${status}`;
  const fault = `Shower mixer drips in ${room} (e2e)`;

  const engineer = await signedIn(hotel.browser, `${hotel.server.url}/`, 'engineer', hotel.password);
  const { page } = engineer;
  await page.goto(`${hotel.server.url}/menu/app/maintenance`);
  await page.getByRole('heading', { name: 'Maintenance orders', level: 1 }).waitFor();
  const dialog = await reportFault(page, {
    type: { typed: 'Plumb', option: /^PLB\b.*Plumbing$/ },
    room,
    fault,
  });
  await dialog.getByRole('button', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High', exact: true }).click();
  await choose(dialog, 'Engineer', 'Khamla', /^Khamla Engineering$/);
  await dialog.getByText('Take the room out of order', { exact: true }).click();
  // The period opens on the hotel date's one night; the engineer makes it two.
  const nights = dialog.getByRole('group', { name: 'Nights out of order' });
  await nights.waitFor();
  await typeDate(page, nights.getByRole('spinbutton').nth(3), returns);
  await dialog.getByRole('button', { name: /Room returns as/ }).click();
  await page.getByRole('option', { name: 'Clean', exact: true }).click();
  assert.deepEqual(await axeViolations(page), []);
  await page.screenshot({ path: `${artifacts}maintenance-report-fault.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });

  // On the board: open, high, assigned, out of order from the hotel date to the day it returns.
  const order = orderRow(page, fault);
  await order.getByText('Open', { exact: true }).waitFor();
  await order.getByText('High', { exact: true }).waitFor();
  await order.getByText('Khamla Engineering', { exact: true }).waitFor();
  await order.getByText(`${shownDate(today)} – ${shownDate(returns)} · Out of order now`).waitFor();
  const orderNumber = (await order.getByRole('gridcell').nth(1).textContent())?.trim();
  assert.match(orderNumber ?? '', /^\d+$/);
  await page.screenshot({ path: `${artifacts}maintenance-board.png`, fullPage: true });

  // The front desk sees the room out of order, with the order's reason.
  const desk = await signedIn(hotel.browser, `${hotel.server.url}/`, 'reception', hotel.password);
  await desk.page.goto(roomControl('out-of-order'));
  await desk.page.getByRole('heading', { name: 'Room Control', level: 1 }).waitFor();
  const blocked = roomRow(desk.page, room);
  await blocked.getByText('Out of order', { exact: true }).waitFor();
  // The reason the front desk reads: the order's number and its type.
  await blocked.getByText(`OOO: Maintenance #${orderNumber}: Plumbing`).waitFor();
  assert.deepEqual(await axeViolations(desk.page), []);
  await desk.page.screenshot({ path: `${artifacts}maintenance-room-control-ooo.png` });

  // Start, then done: the finish dialog offers the return status the order asked for.
  await order.getByRole('button', { name: 'Start', exact: true }).click();
  await order.getByText('In progress', { exact: true }).waitFor();
  await order.getByRole('button', { name: 'Done', exact: true }).click();
  const finish = page.getByRole('dialog', { name: 'Finish the order' });
  await finish.getByRole('textbox', { name: /What was done/ }).fill('Cartridge of the mixer replaced');
  const clean = finish.getByRole('radio', { name: 'Clean', exact: true });
  assert.equal(await clean.isChecked(), true, 'the room returns as the order asked');
  await finish.getByRole('textbox', { name: 'Parts used' }).fill('1 x Mixer cartridge 35 mm');
  assert.deepEqual(await axeViolations(page), []);
  await finish.getByRole('button', { name: 'Save' }).click();
  await finish.waitFor({ state: 'detached' });
  // Done leaves the "to do" board; the done ones show it with its resolution.
  await order.waitFor({ state: 'detached' });
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Done', { exact: true }).click();
  await order.getByText('Cartridge of the mixer replaced').waitFor();
  await order
    .getByRole('gridcell')
    .filter({ hasText: /^Done$/ })
    .waitFor();
  assert.deepEqual(engineer.problems, []);
  await engineer.context.close();

  // The room is in order again and clean: the front desk sees it vacant clean, no OOO.
  await desk.page.goto(roomControl('vacant-clean'));
  const back = roomRow(desk.page, room);
  await back.getByText('Vacant clean', { exact: true }).waitFor();
  await back.getByText('Clean', { exact: true }).waitFor();
  assert.doesNotMatch((await back.textContent()) ?? '', /OOO|Out of order/);
  await desk.page.screenshot({ path: `${artifacts}maintenance-room-control-back.png` });
  const [status] = (await reception('housekeeping/room-status', 'list', [{}])).filter(
    (row) => row.roomId === free.roomId,
  );
  assert.equal(status.outOfOrder, false);
  assert.equal(status.housekeepingStatus, 'clean');
  assert.deepEqual(desk.problems, []);
  await desk.context.close();
});

test('an occupied room is not taken out of order: the dialog says the server’s reason', async () => {
  const reception = await receptionApi(hotel, 'e2e-maintenance');
  // A guest staying beyond tonight: one due out today gives the room back before its first night
  // out of order, so that one the server rightly lets go out of order from tonight.
  const occupied = (await reception('housekeeping/room-status', 'list', [{}])).find(
    (room) => room.frontOfficeStatus === 'occupied' && room.stayId !== null && !room.dueOut,
  );
  assert.ok(occupied, 'the demo hotel has a guest in house beyond tonight');

  const { context, page, problems } = await signedIn(hotel.browser, `${hotel.server.url}/`, 'engineer', hotel.password);
  await page.goto(`${hotel.server.url}/menu/app/maintenance`);
  await page.getByRole('heading', { name: 'Maintenance orders', level: 1 }).waitFor();
  const fault = `Wardrobe door off its hinge in ${occupied.roomNumber} (e2e)`;
  const dialog = await reportFault(page, {
    type: { typed: 'Furn', option: /^FUR\b.*Furniture$/ },
    room: occupied.roomNumber,
    fault,
  });
  await dialog.getByText('Take the room out of order', { exact: true }).click();
  await dialog.getByRole('group', { name: 'Nights out of order' }).waitFor();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The server's words, above the form; nothing saved, the dialog stays open to change it.
  await dialog.getByText('Not saved', { exact: true }).waitFor();
  await dialog
    .getByText(new RegExp(`^Room ${occupied.roomNumber} is occupied from \\S+ to \\S+; move the stay first$`))
    .waitFor();
  assert.deepEqual(await axeViolations(page), []);
  await page.screenshot({ path: `${artifacts}maintenance-occupied-refused.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  const orders = await reception('engineering/maintenance', 'list', [{ roomId: occupied.roomId }]);
  assert.equal(orders.filter((order) => order.description === fault).length, 0, 'no order was made');
  assert.deepEqual(
    problems.filter((problem) => !/status of 422/.test(problem)),
    [],
  );
  await context.close();
});
