import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// The periods of a year: one row each, as compact as the grids (spec §9: rows 30 px high).
export const periods = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${periods} th, ${periods} td`, {
  height: '30px',
  padding: `2px ${vars.space.md}`,
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.regular,
  whiteSpace: 'nowrap',
});

globalStyle(`${periods} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
});

export const number = style({ fontVariantNumeric: 'tabular-nums' });
globalStyle(`${periods} ${number}`, { textAlign: 'end', width: '3rem' });

export const name = style({});
globalStyle(`${periods} ${name}`, { fontWeight: vars.fontWeight.medium });

export const date = style({ fontVariantNumeric: 'tabular-nums' });

export const action = style({});
globalStyle(`${periods} ${action}`, { textAlign: 'end', width: '1%' });

// A row's Close / Reopen: the small button made to fit a 30 px row.
export const rowButton = style({});
globalStyle(`${periods} ${rowButton}`, {
  minHeight: '1.625rem',
  minWidth: '5rem',
  paddingInline: vars.space.sm,
  justifyContent: 'center',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
