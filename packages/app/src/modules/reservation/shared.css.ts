import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

// Styles the reservation screens have in common; each screen's .css.ts re-exports those it uses.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  boxSizing: 'border-box',
  minWidth: 0,
  padding: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

// Lines the buttons up with the date inputs, below their labels.
export const periodButtons = style({
  marginBlockStart: '1.5rem',
  border: 'none',
  backgroundColor: 'transparent',
  padding: 0,
});

export const gridBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const scroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  transition: `opacity ${vars.duration.normal}`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-stale]': { opacity: 0.6 },
  },
});

// Read by screen readers, not shown.
// Screen-reader-only text, as every administration screen has it.
export { visuallyHidden } from '../../shared/admin/AdminScreen.css.ts';
