import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const explanation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

// In the app's theme.
export const screen = style({ color: vars.color.text });

// Black on white whatever the theme: the reservation card looks like the sheet it prints on.
export const sheet = style({ color: '#000000', fontSize: '8.5pt' });

export const heading = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const scroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  '@media': { print: { overflow: 'visible' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
});

export const caption = style({
  paddingBlockEnd: vars.space.xxs,
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
});

const cell = `${table} th, ${table} td`;
globalStyle(cell, {
  height: 30,
  boxSizing: 'border-box',
  padding: `2px ${vars.space.sm}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  fontWeight: vars.fontWeight.regular,
});
globalStyle(`${screen} ${table} th, ${screen} ${table} td`, { borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${sheet} ${table} th, ${sheet} ${table} td`, { borderBottom: '1px solid #999999' });

globalStyle(`${table} thead th`, { fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });
globalStyle(`${screen} ${table} thead th`, { backgroundColor: vars.color.surfaceMuted });
globalStyle(`${sheet} ${table} thead th`, { borderBottom: '1.5px solid #000000' });
globalStyle(`${table} tfoot th, ${table} tfoot td`, { fontWeight: vars.fontWeight.semibold, borderBottom: 'none' });

// A night and its steps print together.
export const nightGroup = style({ breakInside: 'avoid' });
globalStyle(`${screen} ${nightGroup}:nth-of-type(even) > tr > *`, { backgroundColor: vars.color.surfaceMuted });

export const numeric = style({});
globalStyle(`${table} ${numeric}`, { textAlign: 'end', whiteSpace: 'nowrap' });

export const nightCell = style({ whiteSpace: 'nowrap' });
export const nightAmount = style({});
globalStyle(`${table} ${nightAmount}`, { fontWeight: vars.fontWeight.semibold });

// A step keeps to one line, its kind beside its name, so every row stays 30 px high; a narrow
// screen scrolls the table sideways instead.
export const stepCell = style({});
export const offerCell = style({});
globalStyle(`${screen} ${stepCell}, ${screen} ${offerCell}`, { whiteSpace: 'nowrap' });
// On the A4 sheet the table fits the page instead: a step's kind goes under its name.

export const kind = style({
  display: 'inline-block',
  marginInlineStart: vars.space.sm,
  fontSize: vars.fontSize.xs,
});
globalStyle(`${screen} ${kind}`, { color: vars.color.textMuted });
globalStyle(`${sheet} ${kind}`, { color: '#444444' });
// On the A4 sheet the table fits the page instead: a step's kind goes under its name.
globalStyle(`${sheet} ${stepCell} ${kind}, ${sheet} ${offerCell} ${kind}`, { display: 'block', marginInlineStart: 0 });
globalStyle(`${sheet} ${table} th, ${sheet} ${table} td`, { padding: '1px 1.5mm' });

export const mutedCell = style({});
globalStyle(`${screen} ${mutedCell}`, { color: vars.color.textMuted });
globalStyle(`${sheet} ${mutedCell}`, { color: '#444444' });

export const floored = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold });
globalStyle(`${screen} ${floored}`, { color: vars.color.tone.warning.foreground });

export const outcome = style({ whiteSpace: 'nowrap' });
export const reason = style({ minWidth: '14rem' });

export const totals = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  margin: 0,
});
globalStyle(`${totals} > div`, { display: 'flex', alignItems: 'baseline', gap: vars.space.sm });
globalStyle(`${totals} dt`, { fontWeight: vars.fontWeight.regular });
globalStyle(`${screen} ${totals} dt`, { color: vars.color.textMuted });
globalStyle(`${totals} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });

export const grandTotal = style({});
globalStyle(`${grandTotal} dd`, { fontSize: vars.fontSize.md });
