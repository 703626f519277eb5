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

export const table = style({
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  minWidth: '100%',
});

globalStyle(`${table} th, ${table} td`, {
  borderBottom: `1px solid ${vars.color.border}`,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
});

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
  minWidth: '12rem',
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  verticalAlign: 'bottom',
});

export const nightHeader = style({
  minWidth: '4rem',
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
  maxWidth: '16rem',
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
  margin: `calc(-1 * ${vars.space.xs}) calc(-1 * ${vars.space.sm})`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfacePressed, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
