import { globalStyle, style } from '@vanilla-extract/css';

// Paper is white whatever the screen's theme, and greys print on any printer.
const INK = '#000';
const RULE = '#999';
const MUTED = '#444';
const BAND = '#eee';

/** Hidden on screen; when printing, the only thing on the page. */
export const root = style({
  display: 'none',
  backgroundColor: '#fff',
  color: INK,
  fontSize: '8.5pt',
  lineHeight: 1.35,
  '@media': {
    print: { display: 'block' },
  },
});

// Printing a report leaves out the app around it (shell, menus, the screen's own grid).
globalStyle('body:has(> [data-report-print]) > :not([data-report-print])', {
  '@media': { print: { display: 'none' } },
});
globalStyle('body:has(> [data-report-print])', {
  '@media': { print: { margin: 0, backgroundColor: '#fff' } },
});

export const medium = style({ fontSize: '7.5pt' });
export const small = style({ fontSize: '6pt' });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '1mm',
  marginBlockEnd: '4mm',
  paddingBlockEnd: '3mm',
  borderBlockEnd: `0.5pt solid ${INK}`,
});

export const hotel = style({ margin: 0, fontSize: '13pt', fontWeight: 700 });

export const title = style({ margin: 0, fontSize: '11pt', fontWeight: 600 });

export const parameters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1mm 6mm',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '8.5pt',
});

export const generated = style({
  display: 'flex',
  gap: '6mm',
  margin: 0,
  fontSize: '7.5pt',
  color: MUTED,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: '0.8mm',
  paddingInline: '1.2mm',
  textAlign: 'start',
  verticalAlign: 'top',
  borderBlockEnd: `0.25pt solid ${RULE}`,
});
globalStyle(`${table} [data-align="end"]`, { textAlign: 'end', whiteSpace: 'nowrap' });
globalStyle(`${table} [data-kind="date"]`, { whiteSpace: 'nowrap' });
globalStyle(`${table} th`, {
  fontWeight: 600,
  backgroundColor: BAND,
  borderBlockEnd: `0.5pt solid ${INK}`,
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});
// A row is never cut in two across pages.
globalStyle(`${table} tr`, { breakInside: 'avoid' });
// The headings repeat on every page; the totals only once, after the last row.
globalStyle(`${table} thead`, { display: 'table-header-group' });
globalStyle(`${table} tfoot`, { display: 'table-row-group' });
globalStyle(`${table} tfoot td`, {
  fontWeight: 700,
  borderBlockStart: `0.75pt solid ${INK}`,
  borderBlockEnd: 'none',
});

export const empty = style({ margin: '4mm 0', color: MUTED });
