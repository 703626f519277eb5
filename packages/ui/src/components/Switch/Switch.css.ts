import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '1.5rem',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const track = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: '1.875rem',
  height: '1.125rem',
  padding: '2px',
  backgroundColor: vars.color.borderStrong,
  borderRadius: vars.radius.full,
  transitionProperty: 'background-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    [`${switchRoot}[data-hovered] &`]: { backgroundColor: vars.color.textMuted },
    [`${switchRoot}[data-selected] &`]: { backgroundColor: vars.color.accent },
    [`${switchRoot}[data-selected][data-hovered] &`]: { backgroundColor: vars.color.accentHover },
    [`${switchRoot}[data-selected][data-pressed] &`]: { backgroundColor: vars.color.accentPressed },
    [`${switchRoot}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${switchRoot}[data-disabled] &`]: { backgroundColor: vars.color.border },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
});

export const thumb = style({
  width: '0.875rem',
  height: '0.875rem',
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.full,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(0.75rem)' },
    [`${switchRoot}[data-disabled] &`]: { backgroundColor: vars.color.surfaceMuted },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
});
