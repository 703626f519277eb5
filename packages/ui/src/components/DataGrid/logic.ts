// Numbers fixed by the product specification (§9 Tables, §5 column resize).
/** Height of a body row, in px. */
export const ROW_HEIGHT = 30;
/** Height of the header row, in px. */
export const HEADER_HEIGHT = 30;
/** Width of a column that does not set one, in px. */
export const DEFAULT_COLUMN_WIDTH = 150;
/** Numbered page buttons in the pager. */
export const PAGER_BUTTONS = 5;
/** A touch held this long selects the row (react-aria's long press threshold is the same 500 ms). */
export const LONG_PRESS_MS = 500;
/** A pointer that travels further than this before release is a drag or a scroll, not a press. */
export const DRAG_THRESHOLD_PX = 10;

/**
 * The rendered window of rows grows and shrinks in blocks of this many rows, so scrolling changes
 * react-aria's collection (which re-renders every rendered row) once per block, not once per row.
 */
export const WINDOW_BLOCK = 8;

// Our own limits where a column sets none: narrow enough for a flag, wide enough for a remark.
export const DEFAULT_MIN_COLUMN_WIDTH = 60;
export const DEFAULT_MAX_COLUMN_WIDTH = 600;

/** One sorted column; the order of the list is the order of precedence. */
export interface SortEntry {
  id: string;
  desc: boolean;
}

/**
 * The sorting after a press on a column header. A plain press makes the column the only sort and
 * cycles ascending → descending → ascending (a single sort is never removed). With Shift the column
 * is added to a multi sort and cycles ascending → descending → removed, keeping its precedence.
 */
export function nextSorting(sorting: readonly SortEntry[], columnId: string, multi: boolean): SortEntry[] {
  const current = sorting.find((entry) => entry.id === columnId);
  if (!multi) {
    return [{ id: columnId, desc: current ? !current.desc : false }];
  }
  if (!current) return [...sorting, { id: columnId, desc: false }];
  if (!current.desc) return sorting.map((entry) => (entry.id === columnId ? { id: columnId, desc: true } : entry));
  return sorting.filter((entry) => entry.id !== columnId);
}

/**
 * Zero-based indexes of the numbered page buttons: `size` consecutive pages with the current one
 * centred where possible, shifted at either end so there are always `size` buttons when the data has
 * that many pages.
 */
export function pageWindow(pageIndex: number, pageCount: number, size = PAGER_BUTTONS): number[] {
  const count = Math.max(0, Math.floor(pageCount));
  const shown = Math.min(size, count);
  const current = Math.min(Math.max(0, pageIndex), Math.max(0, count - 1));
  const first = Math.min(Math.max(0, current - Math.floor(size / 2)), count - shown);
  return Array.from({ length: shown }, (_, offset) => first + offset);
}

/** A width kept within a column's limits. */
export function clampWidth(width: number, min: number, max: number): number {
  return Math.min(Math.max(width, min), max);
}

/** Whether a pointer that moved by (dx, dy) since it went down has become a drag. */
export function exceedsDragThreshold(dx: number, dy: number, threshold = DRAG_THRESHOLD_PX): boolean {
  return Math.hypot(dx, dy) > threshold;
}

/** The virtualizer's visible range widened by `overscan` rows and then out to whole blocks. */
export function snappedRange(
  range: { startIndex: number; endIndex: number; overscan: number; count: number },
  block = WINDOW_BLOCK,
): number[] {
  if (range.count <= 0 || range.endIndex < range.startIndex) return [];
  const start = Math.max(0, Math.floor((range.startIndex - range.overscan) / block) * block);
  const end = Math.min(range.count - 1, (Math.floor((range.endIndex + range.overscan) / block) + 1) * block - 1);
  return Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
}

/**
 * Indexes of the rows to put in the DOM: the virtualizer's window plus the row holding keyboard
 * focus, wherever it is, so focus survives scrolling it out of view. Ascending, without repeats.
 */
export function renderedIndexes(windowIndexes: readonly number[], focusedIndex: number | null): number[] {
  if (focusedIndex === null || focusedIndex < 0 || windowIndexes.includes(focusedIndex)) return [...windowIndexes];
  return [...windowIndexes, focusedIndex].sort((a, b) => a - b);
}
