import { belowQueries, vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const section = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const facts = style({ margin: 0, color: vars.color.textMuted });
export const muted = style({ margin: 0, color: vars.color.textMuted });

/** Summary tables: rows of 30 px (spec), amounts right-aligned in tabular figures; they scroll sideways on a phone. */
export const tableWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
});
globalStyle(`${table} th, ${table} td`, {
  height: 30,
  paddingInline: vars.space.sm,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} thead th`, { backgroundColor: vars.color.surfaceMuted, fontWeight: vars.fontWeight.semibold });
globalStyle(`${table} tfoot td, ${table} tfoot th`, { fontWeight: vars.fontWeight.bold, borderBottom: 'none' });
export const num = style({});
globalStyle(`${table} .${num}`, { textAlign: 'end' });
export const negative = style({ color: vars.color.tone.error.foreground });
export const positive = style({ color: vars.color.tone.success.foreground });

/** The close screen: review on the left, the count on the right; one column below 1024 px. */
export const closeLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [belowQueries.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const countInput = style({
  width: '9rem',
  marginBlock: 2,
  '@media': { [belowQueries.tablet]: { width: '6.5rem' } },
});
export const shiftHeader = style({
  display: 'flex',
  width: '100%',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  alignItems: 'center',
});
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const cashierField = style({ width: '12rem' });

/** Paper is white whatever the screen's theme; hidden on screen, alone on the printed page. */
export const paper = style({
  display: 'none',
  backgroundColor: '#fff',
  color: '#000',
  fontSize: '10pt',
  '@media': { print: { display: 'grid', gap: '4mm' } },
});
globalStyle('body:has(> [data-shift-sheet]) > :not([data-shift-sheet])', {
  '@media': { print: { display: 'none' } },
});
export const hotelName = style({ margin: 0, fontSize: '13pt', fontWeight: 700 });

/** The shift chip may wrap on a phone (its text is longer than the chip's usual state word). */
export const shiftChip = style({ selectors: { 'span&': { whiteSpace: 'normal', maxWidth: '100%' } } });
