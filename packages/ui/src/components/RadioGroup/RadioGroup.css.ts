import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** Hook for the options' layout, which follows RAC's data-orientation on the group. */
export const group = style({});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
  },
});

export const radio = style({
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

export const circle = style({
  flexShrink: 0,
  boxSizing: 'border-box',
  width: '1rem',
  height: '1rem',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  transitionProperty: 'border-color, border-width',
  transitionDuration: vars.duration.fast,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.textMuted },
    // The dot is the surface showing through a thick accent ring.
    [`${radio}[data-selected] &`]: { borderColor: vars.color.accent, borderWidth: '0.3125rem' },
    [`${radio}[data-pressed][data-selected] &`]: { borderColor: vars.color.accentPressed },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.tone.error.border },
    [`${radio}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${radio}[data-disabled] &`]: {
      backgroundColor: vars.color.surfaceMuted,
      borderColor: vars.color.border,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
});
