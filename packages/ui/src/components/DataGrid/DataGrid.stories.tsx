import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useRef, useState } from 'react';
import { useLocale } from 'react-aria';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { formatDate, formatMoney } from '../../format/format.ts';
import { UI_LOCALES, type UiLocale } from '../../i18n/strings.ts';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { makeRooms, type RoomRow, roomColumns } from './DataGrid.fixtures.tsx';
import {
  DataGrid,
  type DataGridColumn,
  type DataGridHandle,
  type DataGridPagination,
  type DataGridProps,
  type DataGridSorting,
} from './DataGrid.tsx';
import { DRAG_THRESHOLD_PX, HEADER_HEIGHT, LONG_PRESS_MS, ROW_HEIGHT } from './logic.ts';

const ROOMS = makeRooms(40);
const PAGED_ROOMS = makeRooms(120);
const SERVER_ROOMS = makeRooms(240);
let hundredThousand: RoomRow[] | undefined;
const HUNDRED_THOUSAND = () => {
  hundredThousand ??= makeRooms(100_000);
  return hundredThousand;
};
const roomId = (row: RoomRow) => row.id;

type RoomGridProps = Omit<DataGridProps<RoomRow>, 'columns'> & { columns?: DataGridColumn<RoomRow>[] };

/** The room grid with its headers in the surrounding react-aria locale. */
function RoomGrid({ columns, ...props }: RoomGridProps) {
  const { locale } = useLocale();
  const uiLocale = UI_LOCALES.find((candidate) => candidate === locale) ?? 'en-US';
  const localized = useMemo(() => columns ?? roomColumns(uiLocale as UiLocale), [columns, uiLocale]);
  return <DataGrid {...props} columns={localized} />;
}

const meta = {
  title: 'Components/Data/DataGrid',
  component: RoomGrid,
  args: {
    'aria-label': 'Rooms',
    rows: ROOMS,
    getRowId: roomId,
    maxHeight: 360,
  },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
    isLoading: { control: 'boolean' },
    pageSize: { control: 'number' },
  },
} satisfies Meta<typeof RoomGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

// --- helpers for the play functions ---

const grid = (canvasElement: HTMLElement, name = 'Rooms') => within(canvasElement).getByRole('grid', { name });
const bodyRows = (table: HTMLElement) => Array.from(table.querySelectorAll<HTMLElement>('tbody [role="row"]'));
const columnHeader = (table: HTMLElement, label: string) => {
  const found = within(table)
    .getAllByRole('columnheader')
    .find((header) => within(header).queryByText(label, { exact: true }) !== null);
  if (!found) throw new Error(`No column header "${label}"`);
  return found;
};
const hasFocusWithin = (element: HTMLElement) =>
  element === document.activeElement || element.contains(document.activeElement);
const firstCellTexts = (table: HTMLElement, count = 3) =>
  bodyRows(table)
    .slice(0, count)
    .map((row) => row.querySelector('[role="rowheader"]')?.textContent ?? '');

async function shiftClick(element: HTMLElement) {
  // One session, so the click sees Shift held down.
  const user = userEvent.setup();
  await user.keyboard('{Shift>}');
  await user.click(element);
  await user.keyboard('{/Shift}');
}

/** A touch on `element`: held for `holdMs`, optionally dragged by `moveBy` px before release. */
async function touch(element: HTMLElement, { holdMs = 50, moveBy = 0 } = {}) {
  const rect = element.getBoundingClientRect();
  const x = rect.left + 20;
  const y = rect.top + rect.height / 2;
  // A real finger has a contact area; width and height 0 would read as a screen reader's virtual click.
  const init = { bubbles: true, cancelable: true, composed: true, pointerId: 7, pointerType: 'touch', isPrimary: true };
  const contact = { width: 20, height: 20, pressure: 0.5 };
  element.dispatchEvent(new PointerEvent('pointerdown', { ...init, ...contact, clientX: x, clientY: y, buttons: 1 }));
  if (moveBy > 0) {
    for (let step = 1; step <= 3; step++) {
      const at = { clientX: x + (moveBy * step) / 3, clientY: y };
      element.dispatchEvent(new PointerEvent('pointermove', { ...init, ...contact, ...at, buttons: 1 }));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, holdMs));
  element.dispatchEvent(new PointerEvent('pointerup', { ...init, ...contact, clientX: x + moveBy, clientY: y }));
}

// --- stories ---

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    const [first] = bodyRows(table);
    await expect(first).toHaveAttribute('aria-rowindex', '2');
    await expect(within(first as HTMLElement).getByRole('rowheader')).toHaveTextContent('101');
    // Money and dates go through the shared formatters.
    await expect(first).toHaveTextContent(formatMoney(ROOMS[0]?.rate ?? 0));
    await expect(first).toHaveTextContent(/\d{2}-[A-Z][a-z]{2}-2026/);
    // The specification's sizes: 30 px rows and header, 150 px for a column without a width.
    await expect((first as HTMLElement).getBoundingClientRect().height).toBe(ROW_HEIGHT);
    await expect(columnHeader(table, 'Room').getBoundingClientRect().height).toBe(HEADER_HEIGHT - 1);
    await expect(columnHeader(table, 'Room type').getBoundingClientRect().width).toBe(150);
    // The header stays on top while the body scrolls.
    const scroller = table.parentElement as HTMLElement;
    scroller.scrollTop = 300;
    await waitFor(() =>
      expect(columnHeader(table, 'Room').getBoundingClientRect().top).toBe(scroller.getBoundingClientRect().top),
    );
    // Keyboard: Tab enters the grid on the first row, arrows move between rows.
    scroller.scrollTop = 0;
    await userEvent.tab();
    await waitFor(() => expect(bodyRows(table)[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(bodyRows(table)[1]).toHaveFocus();
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    const room = () => columnHeader(table, 'Room');
    const floor = () => columnHeader(table, 'Floor');
    const rate = () => columnHeader(table, 'Rate (THB)');
    await expect(room()).toHaveAttribute('aria-sort', 'none');

    // A single sort cycles ascending → descending → ascending; it is never removed.
    await userEvent.click(room());
    await expect(room()).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstCellTexts(table)).toEqual(['101', '102', '103']);
    await userEvent.click(room());
    await expect(room()).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCellTexts(table, 1)).toEqual(['216']);
    await userEvent.click(room());
    await expect(room()).toHaveAttribute('aria-sort', 'ascending');

    // A plain press on another column makes it the only sort.
    await userEvent.click(floor());
    await expect(floor()).toHaveAttribute('aria-sort', 'ascending');
    await expect(room()).toHaveAttribute('aria-sort', 'none');

    // Shift adds columns: ascending → descending → removed, the first sort staying in place.
    await shiftClick(rate());
    await expect(rate()).toHaveAttribute('aria-sort', 'ascending');
    await expect(floor()).toHaveAttribute('aria-sort', 'ascending');
    await shiftClick(rate());
    await expect(rate()).toHaveAttribute('aria-sort', 'descending');
    await expect(floor()).toHaveAttribute('aria-sort', 'ascending');
    await shiftClick(rate());
    await expect(rate()).toHaveAttribute('aria-sort', 'none');
    await expect(floor()).toHaveAttribute('aria-sort', 'ascending');

    // Enter on a focused header sorts too.
    floor().focus();
    await userEvent.keyboard('{Enter}');
    await expect(floor()).toHaveAttribute('aria-sort', 'descending');
  },
};

export const Paging: Story = {
  args: { rows: PAGED_ROOMS, pageSize: 10, onPaginationChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = grid(canvasElement);
    const pager = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(pager).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
    await expect(bodyRows(table)).toHaveLength(10);

    await userEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await expect(args.onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 10 });
    await expect(within(pager).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(pager).toHaveTextContent('Rows 21–30 of 120');
    await expect(firstCellTexts(table, 1)).toEqual([PAGED_ROOMS[20]?.room]);
    // Page 3 is centred among five buttons.
    const numbers = within(pager)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    await expect(numbers).toEqual(['1', '2', '3', '4', '5']);

    await userEvent.click(within(pager).getByRole('button', { name: 'Last page' }));
    await expect(pager).toHaveTextContent('Page 12 of 12');
    await expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(
      within(pager)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((button) => button.textContent),
    ).toEqual(['8', '9', '10', '11', '12']);
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous page' }));
    await expect(pager).toHaveTextContent('Page 11 of 12');
    await userEvent.click(within(pager).getByRole('button', { name: 'First page' }));
    await expect(pager).toHaveTextContent('Rows 1–10 of 120');
  },
};

/** Stands in for a screen that fetches one sorted page at a time from the API. */
function ServerPagedRooms(props: RoomGridProps) {
  const [pagination, setPagination] = useState<DataGridPagination>({ pageIndex: 0, pageSize: 10 });
  const [sorting, setSorting] = useState<DataGridSorting>([]);
  const page = useMemo(() => {
    const sorted = [...SERVER_ROOMS];
    const [sort] = sorting;
    if (sort) {
      const key = sort.id as keyof RoomRow;
      sorted.sort((a, b) => String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true }));
      if (sort.desc) sorted.reverse();
    }
    return sorted.slice(pagination.pageIndex * pagination.pageSize, (pagination.pageIndex + 1) * pagination.pageSize);
  }, [pagination, sorting]);
  return (
    <RoomGrid
      {...props}
      rows={page}
      pageSize={pagination.pageSize}
      pageIndex={pagination.pageIndex}
      onPaginationChange={(next) => {
        setPagination(next);
        props.onPaginationChange?.(next);
      }}
      sorting={sorting}
      onSortingChange={(next) => {
        setSorting(next);
        setPagination((current) => ({ ...current, pageIndex: 0 }));
        props.onSortingChange?.(next);
      }}
      manualPagination
      manualSorting
      rowCount={SERVER_ROOMS.length}
    />
  );
}

export const ServerPaging: Story = {
  args: { onPaginationChange: fn(), onSortingChange: fn() },
  render: (args) => <ServerPagedRooms {...args} />,
  play: async ({ args, canvasElement }) => {
    const table = grid(canvasElement);
    const pager = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(pager).toHaveTextContent('Rows 1–10 of 240');
    await expect(pager).toHaveTextContent('Page 1 of 24');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await expect(args.onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10 });
    await expect(firstCellTexts(table, 1)).toEqual([SERVER_ROOMS[10]?.room]);
    // The grid asks for the sort; the "server" answers sorted rows and the first page.
    await userEvent.click(columnHeader(table, 'Room'));
    await userEvent.click(columnHeader(table, 'Room'));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'room', desc: true }]);
    await expect(columnHeader(table, 'Room')).toHaveAttribute('aria-sort', 'descending');
    await expect(pager).toHaveTextContent('Page 1 of 24');
    await expect(firstCellTexts(table, 1)).toEqual(['1024']);
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single', onSelectionChange: fn() },
  play: async ({ args, canvasElement }) => {
    const table = grid(canvasElement);
    const [first, second, third] = bodyRows(table) as [HTMLElement, HTMLElement, HTMLElement];
    await userEvent.click(within(first).getByRole('rowheader'));
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['room-1']));
    await userEvent.click(within(second).getByRole('rowheader'));
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    // Keyboard: arrows move focus, Space selects.
    await userEvent.keyboard('{ArrowDown}');
    await expect(hasFocusWithin(third)).toBe(true);
    await userEvent.keyboard(' ');
    await expect(third).toHaveAttribute('aria-selected', 'true');
    await expect(second).toHaveAttribute('aria-selected', 'false');
  },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ args, canvasElement }) => {
    const table = grid(canvasElement);
    const [first, second, third] = bodyRows(table) as [HTMLElement, HTMLElement, HTMLElement];
    await userEvent.click(within(first).getByRole('checkbox'));
    await userEvent.click(within(second).getByRole('rowheader'));
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['room-1', 'room-2']));
    await userEvent.keyboard('{ArrowDown}');
    await expect(hasFocusWithin(third)).toBe(true);
    await userEvent.keyboard(' ');
    await expect(third).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard(' ');
    await expect(third).toHaveAttribute('aria-selected', 'false');

    // Select all covers every row of the view, rendered or not.
    const selectAll = within(table).getByRole('checkbox', { name: 'Select all rows' });
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(ROOMS.map((room) => room.id)));
    await expect(selectAll).toBeChecked();
    await userEvent.click(selectAll);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set());
    await expect(first).toHaveAttribute('aria-selected', 'false');
  },
};

export const TouchAndDrag: Story = {
  name: 'Touch: tap, long press, drag',
  args: { selectionMode: 'multiple', onRowAction: fn(), onSelectionChange: fn() },
  play: async ({ args, canvasElement }) => {
    const table = grid(canvasElement);
    const [first, second] = bodyRows(table) as [HTMLElement, HTMLElement];
    const cellOf = (row: HTMLElement) => within(row).getAllByRole('gridcell')[1] as HTMLElement;

    // A tap opens the row.
    await touch(cellOf(first));
    await waitFor(() => expect(args.onRowAction).toHaveBeenCalledWith('room-1'));
    await expect(first).toHaveAttribute('aria-selected', 'false');

    // A finger moving more than 10 px is a scroll or drag: nothing happens.
    await touch(cellOf(second), { moveBy: DRAG_THRESHOLD_PX + 5 });
    await expect(args.onRowAction).toHaveBeenCalledTimes(1);
    await expect(second).toHaveAttribute('aria-selected', 'false');

    // Held for 500 ms, the touch selects the row instead of opening it.
    await touch(cellOf(second), { holdMs: LONG_PRESS_MS + 150 });
    await waitFor(() => expect(second).toHaveAttribute('aria-selected', 'true'));
    await expect(args.onRowAction).toHaveBeenCalledTimes(1);
  },
};

/** The room column as a link, as a booking list's confirmation number is one. */
function linkedRoomColumns(onLinkClick: (id: string, event: MouseEvent) => void): DataGridColumn<RoomRow>[] {
  return roomColumns('en-US').map((column) =>
    column.id === 'room'
      ? {
          id: 'room',
          header: column.header,
          accessor: 'room',
          width: 90,
          isRowHeader: true,
          cell: (room: string, row: RoomRow) => (
            <a
              href={`#rooms/${row.id}`}
              onClick={(event) => {
                // The story stays where it is; a screen's link would navigate.
                event.preventDefault();
                onLinkClick(row.id, event.nativeEvent);
              }}
            >
              {room}
            </a>
          ),
        }
      : column,
  );
}

export const RowActions: Story = {
  name: 'Row actions and links in cells',
  args: { onRowAction: fn(), onSelectionChange: fn() },
  render: function Render(args) {
    const [followed, setFollowed] = useState<[string, boolean][]>([]);
    const columns = useMemo(
      () => linkedRoomColumns((id, event) => setFollowed((before) => [...before, [id, event.ctrlKey]])),
      [],
    );
    return (
      <Stack>
        <RoomGrid {...args} columns={columns} />
        {/* Read back by the play function: which links were followed, and whether with Ctrl. */}
        <output data-testid="links" hidden>
          {JSON.stringify(followed)}
        </output>
      </Stack>
    );
  },
  play: async ({ args, canvasElement }) => {
    const table = grid(canvasElement);
    const [first, second, third] = bodyRows(table) as [HTMLElement, HTMLElement, HTMLElement];
    const cellOf = (row: HTMLElement) => within(row).getAllByRole('gridcell')[0] as HTMLElement;

    // A click anywhere on a row opens it; Enter on a focused row too.
    await userEvent.click(cellOf(first));
    await expect(args.onRowAction).toHaveBeenLastCalledWith('room-1');
    await userEvent.keyboard('{ArrowDown}');
    await expect(hasFocusWithin(second)).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith('room-2');
    await expect(args.onRowAction).toHaveBeenCalledTimes(2);

    // A link in a cell is a link: a click follows it (ctrl-click to a new tab), never also the row.
    const link = within(third).getByRole('link');
    await expect(link).toHaveAttribute('href', '#rooms/room-3');
    await userEvent.click(link);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('links', { suggest: false }).textContent).toBe(
        JSON.stringify([
          ['room-3', false],
          ['room-3', true],
        ]),
      ),
    );
    await expect(args.onRowAction).toHaveBeenCalledTimes(2);
    // Enter on the focused link follows it alone as well.
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledTimes(2);
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const Resize: Story = {
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    const room = columnHeader(table, 'Room');
    const width = () => room.getBoundingClientRect().width;
    const firstCellWidth = () =>
      bodyRows(table)[0]?.querySelector<HTMLElement>('[role="rowheader"]')?.getBoundingClientRect().width;
    await expect(width()).toBe(90);

    // Keyboard: from the first row up to the header, right to its resizer, Enter to resize.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(room).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const resizer = within(room).getByRole('slider');
    await expect(resizer).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Each step is 10 px; the Room column stops at its maxWidth, 160 (90 + 8 × 10 would be 170).
    await userEvent.keyboard('{ArrowRight>8/}');
    await waitFor(() => expect(width()).toBe(160));
    await expect(firstCellWidth()).toBe(160);
    // …and at its minWidth, 70 (160 − 10 × 10 would be 60).
    await userEvent.keyboard('{ArrowLeft>10/}');
    await waitFor(() => expect(width()).toBe(70));
    await expect(firstCellWidth()).toBe(70);
    await userEvent.keyboard('{Enter}');
    await expect(resizer).toHaveAttribute('min', '70');
    await expect(resizer).toHaveAttribute('max', '160');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    await expect(within(table).getByText('No data to display')).toBeVisible();
    await expect(bodyRows(table)).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByRole('progressbar', { name: 'Loading...' })).toBeVisible();
    await expect(within(table).queryByText('No data to display')).not.toBeInTheDocument();
  },
};

export const Refreshing: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading...' })).toBeVisible();
    await expect(bodyRows(table).length).toBeGreaterThan(0);
  },
};

export const HundredThousandRows: Story = {
  name: '100,000 rows',
  args: { maxHeight: 480, selectionMode: 'multiple' },
  render: (args) => <RoomGrid {...args} rows={HUNDRED_THOUSAND()} />,
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    const scroller = table.parentElement as HTMLElement;
    await expect(table).toHaveAttribute('aria-rowcount', '100001');
    await expect(bodyRows(table).length).toBeLessThan(60);

    for (const fraction of [0.5, 0.999]) {
      scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * fraction;
      const expected = Math.floor(scroller.scrollTop / ROW_HEIGHT);
      await waitFor(() => {
        const indexes = bodyRows(table).map((row) => Number(row.getAttribute('aria-rowindex')));
        expect(indexes.some((index) => Math.abs(index - 2 - expected) <= 2)).toBe(true);
      });
      await expect(bodyRows(table).length).toBeLessThan(60);
      await expect(canvasElement.querySelectorAll('*').length).toBeLessThan(1500);
    }

    // Ctrl+Home and Ctrl+End reach the ends of all 100,000 rows, not only the rendered ones.
    scroller.scrollTop = 0;
    await waitFor(() => expect(bodyRows(table)[0]).toHaveAttribute('aria-rowindex', '2'));
    (bodyRows(table)[0] as HTMLElement).focus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '100001'));
    await expect(document.activeElement).toHaveTextContent('T105-');
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '2'));
  },
};

interface FolioRow {
  id: string;
  room: string;
  guest: string;
  remark: string;
  balance: number;
  internal: string;
}

const FOLIOS: FolioRow[] = [
  {
    id: 'f1',
    room: '101',
    guest: 'Somchai Jaidee',
    remark: 'Late arrival, about 23:00',
    balance: -1250.5,
    internal: 'x',
  },
  { id: 'f2', room: '102', guest: 'นางสาว กนกพร ศรีสุข', remark: 'Asked for a "quiet" room', balance: 0, internal: 'x' },
  {
    id: 'f3',
    room: '103',
    guest: '=HYPERLINK("http://evil.example","Pay")',
    remark: 'Line one\nLine two',
    balance: 3200,
    internal: 'x',
  },
  { id: 'f4', room: '104', guest: 'ສົມພອນ ແກ້ວມະນີ', remark: '@reception: VIP', balance: 15, internal: 'x' },
];

const FOLIO_COLUMNS: DataGridColumn<FolioRow>[] = [
  { id: 'room', header: 'Room', accessor: 'room', width: 80 },
  { id: 'guest', header: 'Guest', accessor: 'guest', width: 220 },
  { id: 'remark', header: 'Remark', accessor: 'remark', width: 200 },
  // Shown as money, exported as a plain number for spreadsheets.
  {
    id: 'balance',
    header: 'Balance',
    accessor: 'balance',
    align: 'end',
    format: formatMoney,
    csv: (balance) => balance,
  },
  { id: 'internal', header: 'Internal', accessor: 'internal' },
];

export const CsvExport: Story = {
  name: 'CSV export',
  args: { onExportCsv: fn() },
  render: (args) => (
    <DataGrid
      aria-label="Folios"
      columns={FOLIO_COLUMNS}
      rows={FOLIOS}
      getRowId={(row) => row.id}
      columnVisibility={{ internal: false }}
      showExportButton
      exportFileName="folios.csv"
      onExportCsv={args.onExportCsv}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = grid(canvasElement, 'Folios');
    // Export what is shown: visible columns only, in the current sort (balance, descending).
    await userEvent.click(columnHeader(table, 'Balance'));
    await userEvent.click(columnHeader(table, 'Balance'));
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    const expected = [
      'Room,Guest,Remark,Balance',
      '103,"\'=HYPERLINK(""http://evil.example"",""Pay"")","Line one\nLine two",3200',
      "104,ສົມພອນ ແກ້ວມະນີ,'@reception: VIP,15",
      '102,นางสาว กนกพร ศรีสุข,"Asked for a ""quiet"" room",0',
      '101,Somchai Jaidee,"Late arrival, about 23:00",-1250.5',
    ].join('\r\n');
    await expect(args.onExportCsv).toHaveBeenCalledOnce();
    await expect(args.onExportCsv).toHaveBeenCalledWith(expected, 'folios.csv');
  },
};

/** A screen with its own export buttons, calling the grid through its ref. */
function RoomsWithExportButtons(props: RoomGridProps) {
  const grid = useRef<DataGridHandle>(null);
  return (
    <Stack gap="sm">
      <Stack direction="row" gap="sm">
        <Button variant="secondary" size="sm" onPress={() => grid.current?.exportCsv({ fileName: 'rooms.csv' })}>
          Export all rooms
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onPress={() => grid.current?.exportCsv({ fileName: 'rooms-page.csv', scope: 'page' })}
        >
          Export this page
        </Button>
      </Stack>
      <RoomGrid {...props} ref={grid} />
    </Stack>
  );
}

export const CsvExportThroughRef: Story = {
  name: 'CSV export through ref',
  args: { pageSize: 10, onExportCsv: fn() },
  render: (args) => <RoomsWithExportButtons {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = (call: number) => String((args.onExportCsv as Mock).mock.calls[call]?.[0]).split('\r\n');
    // The whole view: all 40 rooms across the 4 pages, in the current sort.
    await userEvent.click(columnHeader(grid(canvasElement), 'Rate (THB)'));
    await userEvent.click(canvas.getByRole('button', { name: 'Export all rooms' }));
    await expect(args.onExportCsv).toHaveBeenLastCalledWith(expect.any(String), 'rooms.csv');
    await expect(lines(0)).toHaveLength(41);
    await expect(lines(0)[0]).toBe('Room,Room type,Floor,Status,Rate (THB),Last cleaned,Next arrival');
    // Cheapest rate first; money as shown, quoted for its thousands separator.
    await expect(lines(0)[1]).toContain(',"1,850.00",');
    // Only the page on screen.
    await userEvent.click(canvas.getByRole('button', { name: 'Export this page' }));
    await expect(args.onExportCsv).toHaveBeenLastCalledWith(expect.any(String), 'rooms-page.csv');
    await expect(lines(1)).toHaveLength(11);
  },
};

interface NightRow {
  night: string;
  sold: number;
  revenue: number;
  occupancy: number;
}

// 60 nights of a forecast, and their totals: room nights, revenue, and occupancy over the period.
const NIGHTS: NightRow[] = Array.from({ length: 60 }, (_, index) => {
  const sold = 40 + ((index * 37) % 70);
  return {
    night: new Date(Date.UTC(2026, 10, 21 + index)).toISOString().slice(0, 10),
    sold,
    revenue: sold * 2400,
    occupancy: Math.round((sold / 120) * 10_000) / 100,
  };
});
const NIGHT_TOTALS: NightRow = {
  night: '',
  sold: NIGHTS.reduce((sum, row) => sum + row.sold, 0),
  revenue: NIGHTS.reduce((sum, row) => sum + row.revenue, 0),
  occupancy: Math.round((NIGHTS.reduce((sum, row) => sum + row.sold, 0) / (120 * NIGHTS.length)) * 10_000) / 100,
};
const NIGHT_COLUMNS: DataGridColumn<NightRow>[] = [
  { id: 'night', header: 'Night', accessor: 'night', width: 130, format: (night) => formatDate(night) },
  { id: 'sold', header: 'Rooms sold', accessor: 'sold', width: 110, align: 'end' },
  {
    id: 'revenue',
    header: 'Room revenue',
    accessor: 'revenue',
    width: 150,
    align: 'end',
    format: formatMoney,
    csv: (revenue) => revenue,
  },
  {
    id: 'occupancy',
    header: 'Occupancy',
    accessor: 'occupancy',
    width: 110,
    align: 'end',
    format: (value) => `${value}%`,
  },
];

const footerOf = (table: HTMLElement) => {
  const footer = table.querySelector<HTMLElement>('tfoot[role="rowgroup"] > [role="row"]');
  if (!footer) throw new Error('No footer row');
  return footer;
};

export const Totals: Story = {
  name: 'Totals row',
  args: { onRowAction: fn(), onExportCsv: fn(), onSelectionChange: fn() },
  render: (args) => (
    <DataGrid
      aria-label="Forecast"
      columns={NIGHT_COLUMNS}
      rows={NIGHTS}
      getRowId={(row) => row.night}
      footerRow={NIGHT_TOTALS}
      footerLabel="Total"
      maxHeight={300}
      selectionMode="single"
      onSelectionChange={args.onSelectionChange}
      onRowAction={args.onRowAction}
      showExportButton
      exportFileName="forecast.csv"
      onExportCsv={args.onExportCsv}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const table = grid(canvasElement, 'Forecast');
    const scroller = table.parentElement as HTMLElement;
    const footer = footerOf(table);
    // One row in a footer row group, counted after the header and the 60 rows.
    await expect(table).toHaveAttribute('aria-rowcount', '62');
    await expect(footer).toHaveAttribute('aria-rowindex', '62');
    await expect(within(footer).getByRole('rowheader')).toHaveTextContent('Total');
    const cells = within(footer).getAllByRole('gridcell');
    await expect(cells.map((cell) => cell.textContent)).toEqual([
      String(NIGHT_TOTALS.sold),
      formatMoney(NIGHT_TOTALS.revenue),
      `${NIGHT_TOTALS.occupancy}%`,
    ]);
    await expect(Number(getComputedStyle(footer).fontWeight)).toBeGreaterThanOrEqual(600);
    await expect(footer.getBoundingClientRect().height).toBe(ROW_HEIGHT);

    // The totals stay at the bottom of the scroll area wherever the rows are scrolled.
    const pinned = () =>
      expect(Math.round(footer.getBoundingClientRect().bottom)).toBe(
        Math.round(scroller.getBoundingClientRect().top + scroller.clientHeight),
      );
    await pinned();
    scroller.scrollTop = 600;
    await waitFor(pinned);

    // Sorting moves the rows, never the totals.
    await userEvent.click(columnHeader(table, 'Rooms sold'));
    await expect(columnHeader(table, 'Rooms sold')).toHaveAttribute('aria-sort', 'ascending');
    await expect(footerOf(table)).toBe(footer);

    // Keyboard: Ctrl+End reaches the last row, shown above the totals, not under them; one more
    // Down Arrow reads the totals row, which neither opens nor selects.
    (bodyRows(table)[0] as HTMLElement).focus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '61'));
    const last = document.activeElement as HTMLElement;
    await waitFor(() =>
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(footer.getBoundingClientRect().top + 0.5),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(footer).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onRowAction).not.toHaveBeenCalled();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await expect(footer).not.toHaveAttribute('aria-selected');
    await userEvent.keyboard('{ArrowUp}');
    await expect(last).toHaveFocus();

    // The export ends with the totals line, the label in the row-header column.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    const lines = String((args.onExportCsv as Mock).mock.calls[0]?.[0]).split('\r\n');
    await expect(lines).toHaveLength(62);
    await expect(lines[0]).toBe('Night,Rooms sold,Room revenue,Occupancy');
    await expect(lines.at(-1)).toBe(`Total,${NIGHT_TOTALS.sold},${NIGHT_TOTALS.revenue},${NIGHT_TOTALS.occupancy}%`);
  },
};

export const TotalsWithoutRows: Story = {
  name: 'Totals row, no rows',
  render: () => (
    <DataGrid aria-label="Forecast" columns={NIGHT_COLUMNS} rows={[]} footerRow={NIGHT_TOTALS} footerLabel="Total" />
  ),
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement, 'Forecast');
    // Totals of nothing would read as figures; the grid says there is nothing instead.
    await expect(within(table).getByText('No data to display')).toBeVisible();
    await expect(table.querySelector('tfoot')).toBeNull();
  },
};

export const TotalsWithCheckboxes: Story = {
  name: 'Totals row with checkboxes',
  args: { onSelectionChange: fn() },
  render: (args) => (
    <DataGrid
      aria-label="Forecast"
      columns={NIGHT_COLUMNS}
      rows={NIGHTS.slice(0, 5)}
      getRowId={(row) => row.night}
      footerRow={NIGHT_TOTALS}
      footerLabel="Total"
      selectionMode="multiple"
      onSelectionChange={args.onSelectionChange}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const table = grid(canvasElement, 'Forecast');
    const footer = footerOf(table);
    // The checkbox column runs through the totals row, empty: totals are not a record to pick.
    await expect(within(footer).queryByRole('checkbox')).toBeNull();
    await expect(footer.children).toHaveLength(NIGHT_COLUMNS.length + 1);
    await userEvent.click(within(footer).getByRole('rowheader'));
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select all rows' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(NIGHTS.slice(0, 5).map((row) => row.night)));
  },
};
