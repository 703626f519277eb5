import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export { gridBar, legend, page, periodButtons, scroller, visuallyHidden } from './shared.css.ts';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: `${vars.space.md} ${vars.space.xl}`,
});

export const period = style({ width: '19rem', maxWidth: '100%' });

export const weekdays = style({ minWidth: 0 });

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

const levelColours = {
  '&[data-level="few"]': {
    backgroundColor: vars.color.tone.warning.background,
    boxShadow: `inset 0 -3px 0 ${vars.color.tone.warning.border}`,
  },
  '&[data-level="none"]': {
    backgroundColor: vars.color.tone.error.background,
    boxShadow: `inset 0 -3px 0 ${vars.color.tone.error.border}`,
  },
};

export const swatch = style({
  display: 'inline-block',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  selectors: levelColours,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// Fixed layout: the room-type column keeps its width and the nights share the rest, so 14 nights
// fit the spec's 1024 px screen and a 1280 px one beside the menu without scrolling sideways.
// The page sets the table's narrowest width from them and the number of nights shown; below it
// the region scrolls.
export const ROW_HEADER_WIDTH = '8.5rem';
export const NARROWEST_NIGHT = '3.25rem';

export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  borderBottom: `1px solid ${vars.color.border}`,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.xxs}`,
});

// The room-type column (header and row headers) keeps room on its sides.
globalStyle(`${table} tr > th:first-child`, { paddingInline: vars.space.sm });

globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: `2px solid ${vars.color.borderStrong}` });
globalStyle(`${table} tfoot tr:last-child > *`, { borderBottom: 'none' });
globalStyle(`${table} tr > :last-child`, { borderInlineEnd: 'none' });

const sticky = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  backgroundColor: vars.color.surfaceMuted,
} as const;

export const corner = style({
  ...sticky,
  zIndex: 2,
  width: ROW_HEADER_WIDTH,
  boxSizing: 'border-box',
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  verticalAlign: 'bottom',
});

export const nightHeader = style({
  textAlign: 'center',
  fontWeight: vars.fontWeight.medium,
  backgroundColor: vars.color.surfaceMuted,
  whiteSpace: 'nowrap',
  selectors: { '&[data-weekend]': { backgroundColor: vars.color.surfacePressed } },
});

export const weekday = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const date = style({ display: 'block' });

export const rowHeader = style({
  ...sticky,
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  boxShadow: `1px 0 0 ${vars.color.border}`,
});

export const code = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.semibold });
export const name = style({
  marginInlineStart: vars.space.xxs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const cell = style({
  textAlign: 'center',
  lineHeight: vars.lineHeight.tight,
  selectors: levelColours,
});

export const available = style({
  display: 'block',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const sold = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const held = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const heldRow = style({});
globalStyle(`${heldRow} > *`, { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted });

export const heldCell = style({ textAlign: 'center', fontSize: vars.fontSize.sm });

export const totalRow = style({});
globalStyle(`${totalRow} > *`, { backgroundColor: vars.color.surfaceMuted });
globalStyle(`${totalRow} > td:not([data-level])`, { backgroundColor: vars.color.surfaceMuted });

export const occupancyRow = style({});
globalStyle(`${occupancyRow} > *`, { backgroundColor: vars.color.surfaceMuted, fontWeight: vars.fontWeight.semibold });

export const occupancy = style({ textAlign: 'center' });

// A cell that starts a booking: the whole cell is the link's target.
export const cellLink = style({
  display: 'block',
  margin: `calc(-1 * ${vars.space.xs}) calc(-1 * ${vars.space.xxs})`,
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfacePressed, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
