import {
  type ColumnDef,
  columnSizingFeature,
  columnVisibilityFeature,
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  type PaginationState,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortFn,
  type Row as TableRow,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type ComponentProps,
  type CSSProperties,
  type ReactElement,
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  type Ref,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocale } from 'react-aria';
import {
  Cell,
  Checkbox,
  CheckboxContext,
  Column,
  ColumnResizer,
  type Key,
  ProgressBar,
  ResizableTableContainer,
  Row,
  type Selection,
  type SortDescriptor,
  Table,
  TableBody,
  TableFooter,
  TableHeader,
} from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { type CsvValue, downloadCsv, toCsv } from './csv.ts';
import * as styles from './DataGrid.css.ts';
import { useGridStrings } from './DataGrid.strings.ts';
import { DataGridPager } from './DataGridPager.tsx';
import { createLazyCoreRowModel } from './lazyRowModel.ts';
import {
  clampWidth,
  DEFAULT_COLUMN_WIDTH,
  DEFAULT_MAX_COLUMN_WIDTH,
  DEFAULT_MIN_COLUMN_WIDTH,
  exceedsDragThreshold,
  HEADER_HEIGHT,
  nextSorting,
  ROW_HEIGHT,
  renderedIndexes,
  type SortEntry,
  snappedRange,
} from './logic.ts';

export type DataGridAlign = 'start' | 'center' | 'end';

/** What every column definition carries; `TValue` is the type its accessor reads. */
export interface DataGridColumnOptions<TRow, TValue> {
  /** Stable identifier: the key of sorting, sizing and visibility state. */
  id: string;
  /** Header text; also the column title in CSV exports. */
  header: string;
  /** Width in px; 150 when not set. */
  width?: number;
  /** Narrowest the user can resize the column to, in px; 60 when not set. */
  minWidth?: number;
  /** Widest the user can resize the column to, in px; 600 when not set. */
  maxWidth?: number;
  /** Whether pressing the header sorts by this column; true when not set. */
  enableSorting?: boolean;
  /** Horizontal alignment of header and cells; use 'end' for amounts. */
  align?: DataGridAlign;
  /**
   * Whether the column names the row for assistive technology (e.g. the room number). The first
   * column does when no column says so.
   */
  isRowHeader?: boolean;
  /** Text of a value, e.g. `formatMoney`. Used for the cell and the CSV export. */
  format?(value: TValue, row: TRow): string;
  /** Custom cell content. Without it the cell shows `format(value)` or the value as text. */
  cell?(value: TValue, row: TRow): ReactNode;
  /** Value written to the CSV export; the displayed text when not set. */
  csv?(value: TValue, row: TRow): CsvValue;
}

type KeyAccessorColumn<TRow> = {
  [K in Extract<keyof TRow, string>]: DataGridColumnOptions<TRow, TRow[K]> & {
    /** Property of the row shown in the column. */
    accessor: K;
  };
}[Extract<keyof TRow, string>];

type FunctionAccessorColumn<TRow> = DataGridColumnOptions<TRow, unknown> & {
  /** Derives the column's value from the row. */
  accessor: (row: TRow) => unknown;
};

/**
 * A column of a DataGrid. With a property name as accessor, `format`, `cell` and `csv` receive
 * that property's type; with a function accessor they receive `unknown` (use `dataGridColumn` to
 * keep the function's return type).
 */
export type DataGridColumn<TRow> = KeyAccessorColumn<TRow> | FunctionAccessorColumn<TRow>;

/** A column whose value comes from a function, with `format`, `cell` and `csv` typed by its result. */
export function dataGridColumn<TRow, TValue>(
  column: DataGridColumnOptions<TRow, TValue> & { accessor: (row: TRow) => TValue },
): DataGridColumn<TRow> {
  return column as FunctionAccessorColumn<TRow>;
}

/** Sorted columns in order of precedence; `desc: false` is ascending. */
export type DataGridSorting = SortEntry[];

export interface DataGridPagination {
  pageIndex: number;
  pageSize: number;
}

export interface DataGridExportOptions {
  /** Name of the downloaded file; the grid's `exportFileName` when not set. */
  fileName?: string;
  /**
   * 'view' (default): every row of the grid (the rows the screen passed, so after its own
   * filter), in the current sort, across all pages. 'page': only the rows of the current page.
   * With server paging both are the page loaded.
   */
  scope?: 'view' | 'page';
}

/** What a screen can do with a DataGrid through its `ref`. */
export interface DataGridHandle {
  /** Builds the CSV of the visible columns and offers it (or hands it to `onExportCsv`); answers it. */
  exportCsv(options?: DataGridExportOptions): string;
}

export interface DataGridProps<TRow> {
  columns: readonly DataGridColumn<TRow>[];
  /** Keep the array stable between renders (state or useMemo): a new array recomputes the grid. */
  rows: readonly TRow[];
  /** Stable row identity, used as the selection key. The row's position when not set. */
  getRowId?: (row: TRow, index: number) => string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Fixed height of the scroll area (header included). */
  height?: number | string;
  /** Height the scroll area grows to before it scrolls, when `height` is not set; 480 px by default. */
  maxHeight?: number | string;
  /** Rows rendered beyond each edge of the visible ones. */
  overscan?: number;

  /** Controlled sorting. */
  sorting?: DataGridSorting;
  defaultSorting?: DataGridSorting;
  onSortingChange?: (sorting: DataGridSorting) => void;
  /** The rows arrive sorted by the server; the grid only reports `onSortingChange`. */
  manualSorting?: boolean;

  /** Turns paging on with this many rows per page. */
  pageSize?: number;
  /** Controlled page (zero-based). */
  pageIndex?: number;
  defaultPageIndex?: number;
  onPaginationChange?: (pagination: DataGridPagination) => void;
  /** The rows are the current page, fetched by the screen (server paging). Give `rowCount` or `pageCount`. */
  manualPagination?: boolean;
  /** Total rows on the server, with `manualPagination`. */
  rowCount?: number;
  /** Total pages on the server, with `manualPagination`, when the row count is unknown. */
  pageCount?: number;

  /** Columns to hide, by id: `{ rate: false }`. Hidden columns are not exported either. */
  columnVisibility?: Record<string, boolean>;

  selectionMode?: 'none' | 'single' | 'multiple';
  /** Controlled selection, by row id. */
  selectedKeys?: Iterable<Key>;
  defaultSelectedKeys?: Iterable<Key>;
  /** The selected row ids; "select all" answers every row id of the view. */
  onSelectionChange?: (keys: Set<Key>) => void;
  disabledKeys?: Iterable<Key>;
  /**
   * Opens a row (Enter, click, tap). With selection on, a touch held for 500 ms selects the row
   * instead and a click on its checkbox toggles it. A link or button a cell shows acts for itself:
   * pressing it (or Enter on it) does not also open the row, so a link's Ctrl+click opens a tab only.
   */
  onRowAction?: (key: Key) => void;

  /** Shows a busy state: a spinner over the rows, or in place of them when there are none. */
  isLoading?: boolean;

  /**
   * A summary row (e.g. totals) below the rows, kept in view at the bottom of the scroll area. Each
   * column shows its `format`ted value of it; empty values stay blank. It is neither sorted,
   * selected nor opened, and is the last line of the CSV export. Not shown while there are no rows.
   */
  footerRow?: TRow;
  /** Text of the footer row's row-header cell when that cell has no value of its own, e.g. "Total". */
  footerLabel?: string;

  /** Shows an "Export CSV" button above the grid. */
  showExportButton?: boolean;
  /** File name of CSV downloads; 'export.csv' when not set. */
  exportFileName?: string;
  /** Receives the CSV instead of the browser downloading it (e.g. to upload or test it). */
  onExportCsv?: (csv: string, fileName: string) => void;

  className?: string;
  ref?: Ref<DataGridHandle>;
}

type Row_<TRow extends RowData> = TableRow<typeof features, TRow>;
type Column_<TRow> = DataGridColumnOptions<TRow, unknown> & { accessor: string | ((row: TRow) => unknown) };

// No filtering feature: screens filter the rows they pass (or the server does), and every feature
// with per-row state costs allocations on each of 100,000 rows.
const features = tableFeatures({
  coreRowModel: createLazyCoreRowModel(),
  columnSizingFeature,
  columnVisibilityFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

const SELECTION_COLUMN = '__selection';
// Not a row id getRowId can produce from data: ids are the screen's own, positions are digits.
const FOOTER_ROW_ID = '__footer';
const SELECTION_COLUMN_WIDTH = 40;
// What a cell may hold that acts on its own (the selection checkbox is a label around an input).
const CELL_CONTROLS = 'a[href], button, input, select, textarea, label';
const DEFAULT_MAX_HEIGHT = 480;
const DEFAULT_OVERSCAN = 3;
const NO_SORTING: DataGridSorting = [];
const ALL_VISIBLE: Record<string, boolean> = {};

function useControlled<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState(defaultValue);
  const isControlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!isControlled) setOwn(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [isControlled ? value : own, set] as const;
}

function readValue<TRow>(column: Column_<TRow>, row: TRow): unknown {
  return typeof column.accessor === 'function' ? column.accessor(row) : row[column.accessor as keyof TRow];
}

function displayText<TRow>(column: Column_<TRow>, value: unknown, row: TRow): string {
  if (column.format) return column.format(value, row);
  if (value === null || value === undefined) return '';
  return String(value);
}

function csvValue<TRow>(column: Column_<TRow>, value: unknown, row: TRow): CsvValue {
  if (column.csv) return column.csv(value, row);
  return displayText(column, value, row);
}

function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** A footer cell's text or CSV value: blank where the footer row has no value for the column. */
function footerValue<TRow, TResult>(
  column: Column_<TRow>,
  row: TRow,
  show: (column: Column_<TRow>, value: unknown, row: TRow) => TResult,
): TResult | '' {
  const value = readValue(column, row);
  return isEmptyValue(value) ? '' : show(column, value, row);
}

/** Ascending order of two cell values: numbers by value, text in the UI language's collation. */
function compareValues(a: unknown, b: unknown, collator: Intl.Collator): number {
  // Empty values go last when ascending (first when descending).
  if (isEmptyValue(a)) return isEmptyValue(b) ? 0 : 1;
  if (isEmptyValue(b)) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

const SORT_PATHS = { asc: 'M6 10V2M2.5 5.5 6 2l3.5 3.5', desc: 'M6 2v8M2.5 6.5 6 10l3.5-3.5' } as const;

function SortIndicator({ direction, order }: { direction: 'asc' | 'desc'; order: number | null }) {
  return (
    <span className={styles.sortIndicator} aria-hidden="true">
      <svg
        className={styles.sortIcon}
        viewBox="0 0 12 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={SORT_PATHS[direction]} />
      </svg>
      {order === null ? null : <span className={styles.sortOrder}>{order}</span>}
    </span>
  );
}

function CheckboxBox({ isSelected, isIndeterminate }: { isSelected: boolean; isIndeterminate: boolean }) {
  return (
    <span className={styles.checkboxBox} aria-hidden="true">
      {isSelected || isIndeterminate ? (
        <svg
          className={styles.checkboxIcon}
          viewBox="0 0 12 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d={isIndeterminate ? 'M3 6h6' : 'm2.5 6.25 2.25 2.25 4.75-5'} />
        </svg>
      ) : null}
    </span>
  );
}

function LoadingIndicator({ label, raised }: { label: string; raised?: boolean }) {
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label}
      className={[styles.loading, raised ? styles.loadingRaised : null].filter(Boolean).join(' ')}
    >
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </ProgressBar>
  );
}

function DownloadIcon() {
  return (
    <svg
      className={styles.buttonIcon}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 2.5v7.5M4.75 6.75 8 10l3.25-3.25M2.75 11.5v1.75h10.5V11.5" />
    </svg>
  );
}

function toCssSize(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

/** A function whose identity never changes but which always runs the latest render's version. */
function useEvent<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

interface CachedRow<TRow extends RowData> {
  row: Row_<TRow>;
  index: number;
  layout: object;
  element: ReactElement;
}

/**
 * The data grid of every list screen: sorting (Shift for multi sort), paging on the client or the
 * server, single or multiple selection, resizable columns, CSV export, and row virtualization so
 * 100,000 rows keep the DOM to the rows in view. Built on TanStack Table (state and row models),
 * TanStack Virtual (the window of rows) and react-aria-components' Table (grid semantics, keyboard
 * navigation, selection, column resizing).
 */
export function DataGrid<TRow extends RowData>(props: DataGridProps<TRow>) {
  const {
    rows: data,
    getRowId,
    height,
    maxHeight = DEFAULT_MAX_HEIGHT,
    overscan = DEFAULT_OVERSCAN,
    manualSorting = false,
    pageSize,
    manualPagination = false,
    selectionMode = 'none',
    isLoading = false,
    showExportButton = false,
    exportFileName = 'export.csv',
    onExportCsv,
    onRowAction,
    onPaginationChange,
    disabledKeys,
    columnVisibility = ALL_VISIBLE,
    footerRow,
    footerLabel,
  } = props;
  const columns = props.columns as readonly Column_<TRow>[];
  const t = useGridStrings();
  const { locale } = useLocale();
  const collator = useMemo(() => new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }), [locale]);

  const [sorting, setSorting] = useControlled(props.sorting, props.defaultSorting ?? NO_SORTING, props.onSortingChange);
  const [pageIndex, setPageIndex] = useControlled(props.pageIndex, props.defaultPageIndex ?? 0);
  const [columnSizing, setColumnSizing] = useState<Record<string, number>>({});
  const [selectedKeys, setSelectedKeys] = useControlled<Set<Key>>(
    useMemo(() => (props.selectedKeys ? new Set(props.selectedKeys) : undefined), [props.selectedKeys]),
    useMemo(() => new Set(props.defaultSelectedKeys ?? []), [props.defaultSelectedKeys]),
    props.onSelectionChange,
  );

  const isPaged = pageSize !== undefined;
  const pagination = useMemo<PaginationState>(() => {
    if (pageSize === undefined) return { pageIndex: 0, pageSize: Math.max(1, data.length) };
    // Client paging: a page that no longer exists after the rows shrank shows the last one.
    const lastPage = Math.max(0, Math.ceil(data.length / pageSize) - 1);
    return { pageIndex: manualPagination ? pageIndex : Math.min(pageIndex, lastPage), pageSize };
  }, [pageIndex, pageSize, manualPagination, data.length]);

  const columnById = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);

  const tableColumns = useMemo(() => {
    const sortFn: SortFn<typeof features, TRow> = (a, b, columnId) =>
      compareValues(a.getValue(columnId), b.getValue(columnId), collator);
    return columns.map(
      (column): ColumnDef<typeof features, TRow, unknown> => ({
        id: column.id,
        accessorFn: (row: TRow) => readValue(column, row),
        header: column.header,
        size: column.width ?? DEFAULT_COLUMN_WIDTH,
        minSize: column.minWidth ?? DEFAULT_MIN_COLUMN_WIDTH,
        maxSize: column.maxWidth ?? DEFAULT_MAX_COLUMN_WIDTH,
        enableSorting: column.enableSorting ?? true,
        sortFn,
      }),
    );
  }, [columns, collator]);

  const handlePaginationChange = (updater: Updater<PaginationState>) => {
    const next = functionalUpdate(updater, pagination);
    if (next.pageIndex === pagination.pageIndex && next.pageSize === pagination.pageSize) return;
    setPageIndex(next.pageIndex);
    onPaginationChange?.(next);
  };

  const table = useTable({
    features,
    columns: tableColumns,
    data: data as TRow[],
    getRowId: getRowId ?? ((_row: TRow, index: number) => String(index)),
    state: { sorting, pagination, columnSizing, columnVisibility },
    onSortingChange: (updater) => setSorting(functionalUpdate(updater, sorting)),
    onPaginationChange: handlePaginationChange,
    onColumnSizingChange: (updater) => setColumnSizing((previous) => functionalUpdate(updater, previous)),
    manualSorting,
    // Without paging the paginated model must hand every row through untouched.
    manualPagination: manualPagination || !isPaged,
    rowCount: manualPagination ? props.rowCount : undefined,
    pageCount: manualPagination ? props.pageCount : undefined,
    enableMultiSort: true,
  });

  const rows = table.getRowModel().rows;
  const viewRows = table.getPrePaginatedRowModel().rows;
  const rowCount = rows.length;
  const withCheckboxes = selectionMode === 'multiple';
  const hasFooter = footerRow !== undefined && rowCount > 0;

  // The columns shown; a new object whenever anything a rendered row depends on changes. Widths
  // are not part of it: cells take theirs from CSS variables, so resizing re-renders no row.
  const layout = useMemo(() => {
    const entries = columns.filter((def) => columnVisibility[def.id] !== false).map((def) => ({ def }));
    const rowHeaderId = (entries.find((entry) => entry.def.isRowHeader) ?? entries[0])?.def.id;
    return { entries, rowHeaderId, withCheckboxes };
  }, [columns, columnVisibility, withCheckboxes]);
  const widthVariables: Record<string, string> = {};
  layout.entries.forEach(({ def }, position) => {
    widthVariables[`--dg-col-${position}`] = `${table.getColumn(def.id)?.getSize() ?? DEFAULT_COLUMN_WIDTH}px`;
  });

  // --- Virtualization: only the rows in view (plus overscan) are handed to react-aria. ---
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement | HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement | HTMLDivElement>(null);
  const initialHeight = typeof height === 'number' ? height : typeof maxHeight === 'number' ? maxHeight : 0;
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan,
    rangeExtractor: (range) => snappedRange(range),
    // The body starts below the sticky header inside the scroll area.
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    // …and, with a footer, ends above the sticky footer row.
    scrollPaddingEnd: hasFooter ? ROW_HEIGHT : 0,
    initialRect: { width: 0, height: initialHeight },
  });
  const windowIndexes = virtualizer.getVirtualItems().map((item) => item.index);

  // The row holding focus stays rendered wherever it scrolls; react-aria would otherwise move focus
  // to another row when it leaves the collection.
  const [focusedRow, setFocusedRow] = useState<{ id: string; index: number } | null>(null);
  const focusedIndex = useMemo(() => {
    if (focusedRow === null) return null;
    // Where it was, unless sorting or new data moved it (searching builds every lazy row).
    if (rows[focusedRow.index]?.id === focusedRow.id) return focusedRow.index;
    return rows.findIndex((row) => row.id === focusedRow.id);
  }, [rows, focusedRow]);
  const indexes = renderedIndexes(windowIndexes, focusedIndex);
  const indexesKey = indexes.join(',');

  // react-aria gives rows no aria-rowindex outside its own virtualizer; the body rows get theirs in
  // render below, and the header row is row 1.
  useLayoutEffect(() => {
    tableRef.current?.querySelector('[role="rowgroup"] > [role="row"]')?.setAttribute('aria-rowindex', '1');
  });

  // --- Sorting through react-aria's column press, with Shift for multi sort. ---
  const shiftKeyRef = useRef(false);
  const rememberShift = (event: { shiftKey: boolean }) => {
    shiftKeyRef.current = event.shiftKey;
  };
  const onSortChange = useEvent((descriptor: SortDescriptor) =>
    setSorting(nextSorting(sorting, String(descriptor.column), shiftKeyRef.current)),
  );

  // --- Controls in cells: a link (or button) a cell shows is pressed for itself, never also as
  // the row. react-aria's row press sees the pointer and keys that start on it; without this a
  // click on a link would open the row too, and a Ctrl+click would open it here besides the tab.
  const pressOnControlRef = useRef(false);
  const rememberControlPress = (event: { target: EventTarget }) => {
    const target = event.target as Element;
    const control = target.closest?.(CELL_CONTROLS);
    pressOnControlRef.current = !!control && !!bodyRef.current?.contains(control);
  };

  // --- Drag threshold: a pointer that travels more than 10 px is a drag or scroll, not a press. ---
  const pointerRef = useRef<{ id: number; x: number; y: number; target: EventTarget; cancelled: boolean } | null>(null);
  const onPointerDownCapture = (event: ReactPointerEvent) => {
    rememberShift(event);
    rememberControlPress(event);
    const inBody = bodyRef.current?.contains(event.target as Node) ?? false;
    pointerRef.current = inBody
      ? { id: event.pointerId, x: event.clientX, y: event.clientY, target: event.target, cancelled: false }
      : null;
  };
  const onPointerMoveCapture = (event: ReactPointerEvent) => {
    const start = pointerRef.current;
    if (!start || start.cancelled || start.id !== event.pointerId) return;
    if (!exceedsDragThreshold(event.clientX - start.x, event.clientY - start.y)) return;
    start.cancelled = true;
    // react-aria cancels a press (and a pending long press) on pointercancel, as when the browser
    // takes a touch over for scrolling.
    start.target.dispatchEvent(
      new PointerEvent('pointercancel', { bubbles: true, pointerId: event.pointerId, pointerType: event.pointerType }),
    );
  };
  const onPointerEndCapture = (event: ReactPointerEvent) => {
    rememberShift(event);
    if (pointerRef.current?.id === event.pointerId) pointerRef.current = null;
  };

  const onFocusCapture = (event: ReactFocusEvent) => {
    const rowElement = (event.target as Element).closest?.('[role="row"][data-key]');
    if (!rowElement || !bodyRef.current?.contains(rowElement)) return;
    const id = rowElement.getAttribute('data-key');
    const index = Number(rowElement.getAttribute('aria-rowindex')) - 2;
    if (id !== null && (id !== focusedRow?.id || index !== focusedRow.index)) setFocusedRow({ id, index });
  };

  // Ctrl+Home / Ctrl+End reach the first and last row of the whole view, not just the rendered ones.
  const pendingFocusRef = useRef<number | null>(null);
  const onKeyDownCapture = (event: ReactKeyboardEvent) => {
    rememberShift(event);
    if (event.key === 'Enter' || event.key === ' ') rememberControlPress(event);
    if (!(event.ctrlKey || event.metaKey) || (event.key !== 'Home' && event.key !== 'End')) return;
    if (!bodyRef.current?.contains(event.target as Node) || rowCount === 0) return;
    event.preventDefault();
    event.stopPropagation();
    const target = event.key === 'Home' ? 0 : rowCount - 1;
    pendingFocusRef.current = target;
    virtualizer.scrollToIndex(target, { align: event.key === 'Home' ? 'start' : 'end' });
    const targetRow = rows[target];
    if (targetRow) setFocusedRow({ id: targetRow.id, index: target });
  };
  useLayoutEffect(() => {
    const target = pendingFocusRef.current;
    if (target === null) return;
    const element = bodyRef.current?.querySelector<HTMLElement>(`[role="row"][aria-rowindex="${target + 2}"]`);
    if (element) {
      pendingFocusRef.current = null;
      element.focus();
    }
  });

  // --- Selection ---
  const allRowIds = () => viewRows.map((row) => row.id);
  const onSelectionChange = useEvent((keys: Selection) => {
    setSelectedKeys(keys === 'all' ? new Set(allRowIds()) : new Set(keys));
  });
  // The footer row takes focus like any row, but it is no record to open.
  const onDataRowAction = useMemo(
    () =>
      onRowAction
        ? (key: Key) => {
            // Read once: a later press that reaches the row some other way (a screen reader's
            // virtual click) is not held back by an old one.
            const onControl = pressOnControlRef.current;
            pressOnControlRef.current = false;
            if (key !== FOOTER_ROW_ID && !onControl) onRowAction(key);
          }
        : undefined,
    [onRowAction],
  );
  const onSelectAll = useEvent((isSelected: boolean) => setSelectedKeys(isSelected ? new Set(allRowIds()) : new Set()));
  const selectionCount = selectedKeys.size;
  const totalRows = viewRows.length;
  // Memoised: the virtualizer re-renders the grid on every scroll event.
  const isAllSelected = useMemo(
    () => totalRows > 0 && selectedKeys.size >= totalRows && viewRows.every((row) => selectedKeys.has(row.id)),
    [viewRows, totalRows, selectedKeys],
  );

  // --- CSV export ---
  const exportCsv = useEvent((options: DataGridExportOptions = {}) => {
    const scope = options.scope ?? 'view';
    const exported = scope === 'page' ? rows : viewRows;
    const defs = layout.entries.map((entry) => entry.def);
    const lines = exported.map((row: Row_<TRow>) =>
      defs.map((def) => csvValue(def, row.getValue(def.id), row.original)),
    );
    if (footerRow !== undefined && exported.length > 0) {
      lines.push(
        defs.map((def) => {
          const value = footerValue(def, footerRow, csvValue);
          return value === '' && def.id === layout.rowHeaderId ? (footerLabel ?? '') : value;
        }),
      );
    }
    const csv = toCsv(
      defs.map((def) => def.header),
      lines,
    );
    const fileName = options.fileName ?? exportFileName;
    if (onExportCsv) onExportCsv(csv, fileName);
    else downloadCsv(csv, fileName);
    return csv;
  });
  useImperativeHandle(props.ref, () => ({ exportCsv }), [exportCsv]);

  // --- Column resizing: react-aria's resizer drives TanStack's column sizing state. ---
  const onResize = useEvent((widths: Map<Key, number | string>) => {
    const next: Record<string, number> = {};
    for (const [key, width] of widths) {
      const def = columnById.get(String(key));
      if (!def || typeof width !== 'number') continue;
      next[def.id] = clampWidth(
        width,
        def.minWidth ?? DEFAULT_MIN_COLUMN_WIDTH,
        def.maxWidth ?? DEFAULT_MAX_COLUMN_WIDTH,
      );
    }
    setColumnSizing((previous) => ({ ...previous, ...next }));
  });

  // Rendered rows keep their element between renders while nothing they show changed, so React
  // and react-aria's collection skip them when the window moves.
  const rowCacheRef = useRef(new Map<string, CachedRow<TRow>>());
  const renderRow = (row: Row_<TRow>, index: number): ReactElement => {
    const cached = rowCacheRef.current.get(row.id);
    if (cached && cached.row === row && cached.index === index && cached.layout === layout) return cached.element;
    const element = (
      <Row
        key={row.id}
        id={row.id}
        className={styles.row}
        style={{ transform: `translateY(${index * ROW_HEIGHT}px)` }}
        render={(domProps) => <tr {...(domProps as ComponentProps<'tr'>)} aria-rowindex={index + 2} />}
      >
        {layout.withCheckboxes ? (
          <Cell className={styles.selectionCell} style={{ width: SELECTION_COLUMN_WIDTH }}>
            <Checkbox slot="selection" className={styles.checkbox}>
              {({ isSelected, isIndeterminate }) => (
                <CheckboxBox isSelected={isSelected} isIndeterminate={isIndeterminate} />
              )}
            </Checkbox>
          </Cell>
        ) : null}
        {layout.entries.map(({ def }, position) => {
          const value = row.getValue(def.id);
          const text = displayText(def, value, row.original);
          return (
            <Cell
              key={def.id}
              textValue={text}
              className={styles.cell({ align: def.align })}
              style={{ width: `var(--dg-col-${position})` }}
            >
              {def.cell ? def.cell(value, row.original) : <span className={styles.cellText}>{text}</span>}
            </Cell>
          );
        })}
      </Row>
    );
    rowCacheRef.current.set(row.id, { row, index, layout, element });
    return element;
  };

  // The grid itself only re-renders when what it shows changes, not on every scroll event the
  // virtualizer reports while the window of rows stays the same.
  // biome-ignore lint/correctness/useExhaustiveDependencies: indexesKey stands for indexes; handlers are stable.
  const grid = useMemo(() => {
    const rendered = indexes.flatMap((index) => {
      const row = rows[index];
      return row ? [renderRow(row, index)] : [];
    });
    // Forget rows that left the window.
    const keep = new Set(indexes.map((index) => rows[index]?.id));
    for (const id of rowCacheRef.current.keys()) if (!keep.has(id)) rowCacheRef.current.delete(id);

    const sortingById = new Map(sorting.map((entry, index) => [entry.id, { ...entry, order: index + 1 }]));
    const primarySort = sorting[0];
    return (
      <Table
        ref={tableRef}
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        className={styles.table}
        selectionMode={selectionMode}
        selectionBehavior="toggle"
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
        disabledKeys={disabledKeys}
        onRowAction={onDataRowAction}
        sortDescriptor={
          primarySort ? { column: primarySort.id, direction: primarySort.desc ? 'descending' : 'ascending' } : undefined
        }
        onSortChange={onSortChange}
        render={(domProps) => (
          <table
            {...(domProps as ComponentProps<'table'>)}
            aria-rowcount={rowCount > 0 ? rowCount + (hasFooter ? 2 : 1) : undefined}
            aria-busy={isLoading || undefined}
          />
        )}
      >
        <TableHeader className={styles.thead}>
          {layout.withCheckboxes ? (
            <Column
              id={SELECTION_COLUMN}
              defaultWidth={SELECTION_COLUMN_WIDTH}
              minWidth={SELECTION_COLUMN_WIDTH}
              maxWidth={SELECTION_COLUMN_WIDTH}
              className={styles.selectionCell}
            >
              {/* Our own select-all: react-aria's only knows the rendered rows. */}
              <CheckboxContext.Provider value={null}>
                <Checkbox
                  className={styles.checkbox}
                  aria-label={t('selectAll')}
                  isSelected={isAllSelected}
                  isIndeterminate={selectionCount > 0 && !isAllSelected}
                  isDisabled={totalRows === 0}
                  onChange={onSelectAll}
                >
                  {({ isSelected, isIndeterminate }) => (
                    <CheckboxBox isSelected={isSelected} isIndeterminate={isIndeterminate} />
                  )}
                </Checkbox>
              </CheckboxContext.Provider>
            </Column>
          ) : null}
          {layout.entries.map(({ def }) => {
            const sorted = sortingById.get(def.id);
            const canSort = !!table.getColumn(def.id)?.getCanSort();
            const ariaSort = sorted ? (sorted.desc ? 'descending' : 'ascending') : canSort ? 'none' : undefined;
            return (
              <Column
                key={def.id}
                id={def.id}
                isRowHeader={def.id === layout.rowHeaderId}
                allowsSorting={canSort}
                textValue={def.header}
                // Uncontrolled in react-aria, which sizes the header while resizing; onResize
                // passes each step to TanStack's sizing state and the cells' CSS variables.
                defaultWidth={def.width ?? DEFAULT_COLUMN_WIDTH}
                minWidth={def.minWidth ?? DEFAULT_MIN_COLUMN_WIDTH}
                maxWidth={def.maxWidth ?? DEFAULT_MAX_COLUMN_WIDTH}
                // The header itself takes focus (Enter sorts); Right Arrow reaches its resizer.
                focusMode="cell"
                className={styles.column}
                render={(domProps) => (
                  <th
                    {...(domProps as ComponentProps<'th'>)}
                    aria-sort={ariaSort}
                    data-sorted={sorted ? (sorted.desc ? 'descending' : 'ascending') : undefined}
                  />
                )}
              >
                <span className={styles.columnContent({ align: def.align })}>
                  <span className={styles.columnLabel}>{def.header}</span>
                  {sorted ? (
                    <SortIndicator
                      direction={sorted.desc ? 'desc' : 'asc'}
                      order={sorting.length > 1 ? sorted.order : null}
                    />
                  ) : null}
                </span>
                <ColumnResizer className={styles.resizer} aria-label={t('resizeColumn')} />
              </Column>
            );
          })}
        </TableHeader>
        <TableBody
          ref={bodyRef}
          className={styles.tbody}
          style={rowCount > 0 ? { height: `${rowCount * ROW_HEIGHT}px` } : undefined}
          renderEmptyState={() => (
            <div className={styles.emptyState}>
              {isLoading ? <LoadingIndicator label={t('loading')} /> : t('noData')}
            </div>
          )}
        >
          {rendered}
        </TableBody>
        {hasFooter && footerRow !== undefined ? (
          <TableFooter className={styles.tfoot}>
            <Row
              id={FOOTER_ROW_ID}
              className={styles.footerRow}
              // Focusable with the arrow keys like any row, never selected.
              isDisabled
              disabledBehavior="selection"
              render={(domProps) => (
                <tr {...(domProps as ComponentProps<'tr'>)} aria-rowindex={rowCount + 2} aria-selected={undefined} />
              )}
            >
              {layout.withCheckboxes ? (
                <Cell className={styles.selectionCell} style={{ width: SELECTION_COLUMN_WIDTH }} />
              ) : null}
              {layout.entries.map(({ def }, position) => {
                const text = footerValue(def, footerRow, displayText);
                const shown = text === '' && def.id === layout.rowHeaderId ? (footerLabel ?? '') : text;
                return (
                  <Cell
                    key={def.id}
                    textValue={shown}
                    className={styles.cell({ align: def.align })}
                    style={{ width: `var(--dg-col-${position})` }}
                  >
                    <span className={styles.cellText}>{shown}</span>
                  </Cell>
                );
              })}
            </Row>
          </TableFooter>
        ) : null}
      </Table>
    );
  }, [
    indexesKey,
    rows,
    layout,
    sorting,
    selectionMode,
    selectedKeys,
    disabledKeys,
    onDataRowAction,
    isLoading,
    isAllSelected,
    hasFooter,
    footerRow,
    footerLabel,
    selectionCount,
    totalRows,
    t,
    props['aria-label'],
    props['aria-labelledby'],
  ]);

  return (
    <div className={[styles.root, props.className].filter(Boolean).join(' ')}>
      {showExportButton ? (
        <div className={styles.toolbar}>
          <Button variant="secondary" size="sm" onPress={() => exportCsv()}>
            <DownloadIcon />
            {t('exportCsv')}
          </Button>
        </div>
      ) : null}
      {/* Capture listeners see every press and key before react-aria handles it below. */}
      <div
        className={styles.frame}
        style={widthVariables as CSSProperties}
        onPointerDownCapture={onPointerDownCapture}
        onPointerMoveCapture={onPointerMoveCapture}
        onPointerUpCapture={onPointerEndCapture}
        onPointerCancelCapture={onPointerEndCapture}
        onClickCapture={rememberShift}
        onKeyUpCapture={rememberShift}
        onKeyDownCapture={onKeyDownCapture}
        onFocusCapture={onFocusCapture}
      >
        <ResizableTableContainer
          ref={scrollRef}
          className={styles.scroller}
          style={{ height: toCssSize(height), maxHeight: height === undefined ? toCssSize(maxHeight) : undefined }}
          onResize={onResize}
        >
          {grid}
        </ResizableTableContainer>
        {isLoading && rowCount > 0 ? (
          <div className={styles.overlay}>
            <LoadingIndicator label={t('loading')} raised />
          </div>
        ) : null}
      </div>
      {isPaged ? (
        <DataGridPager
          pageIndex={pagination.pageIndex}
          pageCount={table.getPageCount()}
          pageSize={pagination.pageSize}
          rowCount={table.getRowCount()}
          onPageChange={(next) => table.setPageIndex(next)}
        />
      ) : null}
    </div>
  );
}
