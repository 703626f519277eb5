import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });

// Lighter than a dialog's scrim: the screen stays readable while it waits.
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  boxSizing: 'border-box',
  backgroundColor: 'rgba(9, 12, 16, 0.35)',
  cursor: 'progress',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-entering]': { animation: 'none' } } },
  },
});

export const modal = style({ outline: 'none' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  boxSizing: 'border-box',
  minWidth: '13rem',
  maxWidth: '22rem',
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'center',
  outline: 'none',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const message = style({
  margin: 0,
  marginBlockStart: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '16rem',
  maxWidth: '100%',
});

export const percent = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
