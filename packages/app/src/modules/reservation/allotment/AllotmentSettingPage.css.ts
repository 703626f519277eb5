import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export { gridBar, legend, page, periodButtons, scroller, visuallyHidden } from '../shared.css.ts';

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: `${vars.space.md} ${vars.space.lg}`,
});

export const company = style({ width: '22rem', maxWidth: '100%' });
export const firstNight = style({ width: '11rem' });
export const length = style({ width: '9rem' });

export const actions = style({ border: 'none', backgroundColor: 'transparent', padding: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

const cellStates = {
  '&[data-released]': { backgroundColor: vars.color.surfacePressed },
  '&[data-changed]': {
    backgroundColor: vars.color.tone.info.background,
    boxShadow: `inset 0 -3px 0 ${vars.color.tone.info.border}`,
  },
  '&[data-invalid]': {
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
  selectors: cellStates,
});

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
  padding: `${vars.space.xxs} ${vars.space.xs}`,
});
globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' });
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
  minWidth: '11rem',
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  verticalAlign: 'bottom',
});

export const releaseHeader = style({
  minWidth: '4.5rem',
  textAlign: 'center',
  fontWeight: vars.fontWeight.semibold,
  verticalAlign: 'bottom',
  backgroundColor: vars.color.surfaceMuted,
});

export const nightHeader = style({
  minWidth: '3.75rem',
  textAlign: 'center',
  fontWeight: vars.fontWeight.medium,
  backgroundColor: vars.color.surfaceMuted,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-weekend]': { backgroundColor: vars.color.surfacePressed },
    '&[data-today]': { boxShadow: `inset 0 3px 0 ${vars.color.accent}` },
  },
});

export const weekday = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const date = style({ display: 'block' });

export const rowHeader = style({
  ...sticky,
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  maxWidth: '14rem',
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

export const releaseCell = style({ backgroundColor: vars.color.surfaceMuted });

export const cell = style({
  textAlign: 'center',
  lineHeight: vars.lineHeight.tight,
  verticalAlign: 'top',
  selectors: cellStates,
});

// A compact input: the grid holds up to 31 nights side by side.
export const cellInput = style({ width: '3.25rem', margin: '0 auto' });
globalStyle(`${cellInput} input`, { textAlign: 'center', paddingInline: vars.space.xxs, minHeight: '28px' });

export const picked = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const fillFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
});

export const fillWide = style({ gridColumn: '1 / -1' });
