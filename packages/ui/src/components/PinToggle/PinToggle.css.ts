import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  boxSizing: 'border-box',
  width: '2.25rem',
  height: '2.25rem',
  padding: 0,
  margin: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[data-selected]': {
      backgroundColor: vars.color.tone.info.background,
      borderColor: `color-mix(in srgb, ${vars.color.tone.info.border} 45%, transparent)`,
      color: vars.color.tone.info.foreground,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed', backgroundColor: 'transparent' },
  },
});

export const icon = style({
  display: 'block',
  width: '1.25rem',
  height: '1.25rem',
  // The spec's pin animation: 0° while pinned, 90° when not, over 100 ms.
  transform: 'rotate(90deg)',
  transition: 'transform 100ms ease-out',
  selectors: {
    [`${toggle}[data-selected] &`]: { transform: 'rotate(0deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
