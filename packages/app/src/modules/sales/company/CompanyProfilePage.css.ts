import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// The partner's contracts and production in its dialog: compact tables as the grids (30 px rows).
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  height: '30px',
  padding: `2px ${vars.space.md}`,
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.regular,
  whiteSpace: 'nowrap',
});

globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
});

globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.medium });

// Figures line up on their last digit.
export const figure = style({ fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} ${figure}`, { textAlign: 'end' });

// A wide table scrolls inside the dialog rather than widening it.
export const scroller = style({ overflowX: 'auto' });
