// The page bench/datagrid.mjs measures: renders the DataGrid with ?rows=N rows and reports on
// window.__bench how long the first render took, how many DOM nodes the page holds, and how long
// one scroll step to the middle of the rows takes to show the rows there.
import { createRoot } from 'react-dom/client';
import { DataGrid, type DataGridColumn } from '../../packages/ui/src/components/DataGrid/DataGrid.tsx';
import { formatDate, formatMoney } from '../../packages/ui/src/format/format.ts';
import { lightTheme, themeRoot } from '../../packages/ui/src/theme/theme.css.ts';

interface Room {
  id: string;
  room: string;
  type: string;
  floor: number;
  status: string;
  rate: number;
  lastCleaned: string;
}

const TYPES = ['Standard Double', 'Superior Twin', 'Deluxe King', 'Junior Suite', 'Executive Suite'];
const STATUSES = ['Vacant clean', 'Occupied', 'Vacant dirty', 'Out of order'];

function makeRooms(count: number): Room[] {
  const rooms: Room[] = new Array(count);
  for (let index = 0; index < count; index++) {
    const floor = (Math.floor(index / 24) % 40) + 1;
    rooms[index] = {
      id: `room-${index}`,
      room: `${Math.floor(index / 960) + 1}-${floor}${String((index % 24) + 1).padStart(2, '0')}`,
      type: TYPES[index % TYPES.length] as string,
      floor,
      status: STATUSES[(index * 7) % STATUSES.length] as string,
      rate: 1850 + (index % 9) * 350,
      lastCleaned: `2026-11-${String((index % 20) + 1).padStart(2, '0')}`,
    };
  }
  return rooms;
}

const columns: DataGridColumn<Room>[] = [
  { id: 'room', header: 'Room', accessor: 'room', width: 100, isRowHeader: true },
  { id: 'type', header: 'Room type', accessor: 'type' },
  { id: 'floor', header: 'Floor', accessor: 'floor', width: 80, align: 'end' },
  { id: 'status', header: 'Status', accessor: 'status', width: 140 },
  { id: 'rate', header: 'Rate', accessor: 'rate', width: 120, align: 'end', format: (rate) => formatMoney(rate) },
  {
    id: 'lastCleaned',
    header: 'Last cleaned',
    accessor: 'lastCleaned',
    width: 130,
    format: (date) => formatDate(date),
  },
];

declare global {
  interface Window {
    __bench?: { rows: number; renderMs: number; domNodes: number; renderedRows: number; scrollMs: number };
    __benchError?: string;
  }
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const bodyRows = () => document.querySelectorAll('tbody [role="row"]');

async function main() {
  const count = Number(new URLSearchParams(location.search).get('rows') ?? '1000');
  // Data exists before the clock starts: the grid is measured, not the generator.
  const rows = makeRooms(count);
  const container = document.getElementById('root') as HTMLElement;
  container.className = `${lightTheme} ${themeRoot}`;
  container.style.cssText = 'width: 960px; padding: 16px;';

  // …and so is its garbage: collect it now (the bench starts Chromium with --expose-gc).
  (window as Window & { gc?: () => void }).gc?.();
  await nextFrame();

  const start = performance.now();
  // No I18nProvider: react-aria falls back to the browser's locale (en-US in headless Chromium).
  createRoot(container).render(
    <DataGrid aria-label="Rooms" columns={columns} rows={rows} getRowId={(row) => row.id} maxHeight={600} />,
  );
  // First render: until the body rows are in the DOM and a frame has been painted with them.
  while (bodyRows().length === 0) await nextFrame();
  await nextFrame();
  const renderMs = performance.now() - start;
  const domNodes = document.querySelectorAll('*').length;
  const renderedRows = bodyRows().length;

  // One scroll step: jump to the middle and wait for the row there to be painted.
  const scroller = document.querySelector('[role="grid"]')?.parentElement as HTMLElement;
  const target = Math.floor(count / 2);
  const scrollStart = performance.now();
  scroller.scrollTop = target * 30;
  while (!document.querySelector(`tbody [role="row"][aria-rowindex="${target + 2}"]`)) await nextFrame();
  await nextFrame();
  const scrollMs = performance.now() - scrollStart;

  window.__bench = { rows: count, renderMs, domNodes, renderedRows, scrollMs };
}

main().catch((error: unknown) => {
  window.__benchError = String(error instanceof Error ? (error.stack ?? error.message) : error);
});
