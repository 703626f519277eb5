import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const tree = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '1px',
  boxSizing: 'border-box',
  minWidth: 0,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  // The spec's row height.
  minHeight: '30px',
  paddingInlineStart: 'calc((var(--tree-item-level, 1) - 1) * 1.25rem + 0.25rem)',
  paddingInlineEnd: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'default',
  outline: 'none',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[data-selected]': {
      backgroundColor: vars.color.tone.info.background,
      color: vars.color.tone.info.foreground,
      fontWeight: vars.fontWeight.medium,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const content = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
});

const controlSize = '1.5rem';

export const chevronButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: controlSize,
  height: controlSize,
  padding: 0,
  margin: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfacePressed, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  width: '1rem',
  height: '1rem',
  transition: `transform ${vars.duration.fast} ease-out`,
  selectors: {
    [`${row}[data-expanded] &`]: { transform: 'rotate(90deg)' },
    '[dir="rtl"] &': { scale: '-1 1' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** Keeps leaf labels aligned with the labels of expandable siblings. */
export const spacer = style({ flex: 'none', width: controlSize, height: controlSize });

export const label = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const loaderRow = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '30px',
  // Where a child's label would start: past its parent's indent and both expand buttons.
  paddingInlineStart: 'calc(var(--tree-item-level, 1) * 1.25rem + 0.25rem + 1.5rem)',
});

export const loading = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '0.875rem',
  height: '0.875rem',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
