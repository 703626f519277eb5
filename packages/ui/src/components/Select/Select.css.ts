import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { controlHeight } from '../Field/metrics.ts';

/** The closed select: looks like the text inputs' frame, behaves as a button. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  width: '100%',
  height: controlHeight,
  margin: 0,
  paddingInline: vars.space.sm,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    '&[data-invalid]': { borderColor: vars.color.tone.error.border },
    '&[data-focus-visible], &[aria-expanded="true"]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceMuted,
      borderColor: vars.color.border,
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
});

export const value = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
});
