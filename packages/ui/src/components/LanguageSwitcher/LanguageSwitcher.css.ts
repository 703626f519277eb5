import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const select = style({
  display: 'inline-flex',
  flexDirection: 'column',
  fontFamily: vars.font.body,
});

export const label = style({
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

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  minHeight: '2.25rem',
  margin: 0,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted, borderColor: vars.color.borderStrong },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    // The light trigger shown until react-aria's Select has loaded (`data-light`) has no
    // react-aria states: the same looks from the CSS pseudo-classes.
    '&[data-light]:enabled:hover': { backgroundColor: vars.color.surfaceMuted, borderColor: vars.color.borderStrong },
    '&[data-light]:enabled:active': { backgroundColor: vars.color.surfacePressed },
    '&[data-light]:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const value = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const chevron = style({
  width: '1rem',
  height: '1rem',
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast} ease-out`,
  selectors: {
    [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
});

export const flag = style({
  display: 'block',
  flex: 'none',
  width: '1.5rem',
  height: '1rem',
  borderRadius: '2px',
  // A hairline keeps the white parts of a flag from melting into a white surface.
  boxShadow: `0 0 0 1px color-mix(in srgb, ${vars.color.text} 18%, transparent)`,
});

export const popover = style({
  boxSizing: 'border-box',
  minWidth: 'var(--trigger-width)',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  outline: 'none',
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  outline: 'none',
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto 1fr 1rem',
  alignItems: 'center',
  columnGap: vars.space.sm,
  minHeight: '2.25rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const code = style({
  fontWeight: vars.fontWeight.semibold,
  minWidth: '1.75rem',
});

export const name = style({
  color: vars.color.textMuted,
  paddingInlineEnd: vars.space.lg,
});

export const check = style({
  width: '1rem',
  height: '1rem',
  color: vars.color.accent,
  justifySelf: 'end',
  gridColumn: 4,
});
