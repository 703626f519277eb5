import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { controlHeight } from '../Field/metrics.ts';

export const calendar = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const heading = style({
  flex: '1 1 auto',
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
});

export const grid = style({
  borderCollapse: 'collapse',
  borderSpacing: 0,
  // Equal columns whatever the weekday names.
  tableLayout: 'fixed',
  width: `calc(7 * ${controlHeight})`,
});

export const headerCell = style({
  width: controlHeight,
  paddingBlockEnd: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});

const cellBase = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: controlHeight,
  height: controlHeight,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
} as const;

export const cell = style({
  ...cellBase,
  selectors: {
    // Days of the neighbouring months stay out of the way: the grid shows one month.
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[data-today]': {
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
    },
    '&[data-selected]': {
      backgroundColor: vars.color.accent,
      color: vars.color.textOnAccent,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
      position: 'relative',
      zIndex: 1,
    },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
      backgroundColor: 'transparent',
    },
    '&[data-unavailable]': { textDecoration: 'line-through' },
    '&[data-invalid][data-selected]': {
      backgroundColor: vars.color.tone.error.background,
      color: vars.color.tone.error.foreground,
    },
  },
});

/** Range calendar cells: the days between start and end get a band, the ends the accent. */
export const rangeCell = style({
  ...cellBase,
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-today]': {
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
    },
    '&[data-selected]': {
      borderRadius: 0,
      backgroundColor: vars.color.tone.info.background,
      color: vars.color.tone.info.foreground,
    },
    '&[data-selection-start], &[data-selection-end]': {
      backgroundColor: vars.color.accent,
      color: vars.color.textOnAccent,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[data-selection-start]': {
      borderStartStartRadius: vars.radius.sm,
      borderEndStartRadius: vars.radius.sm,
    },
    '&[data-selection-end]': {
      borderStartEndRadius: vars.radius.sm,
      borderEndEndRadius: vars.radius.sm,
    },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
      position: 'relative',
      zIndex: 1,
    },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
      backgroundColor: 'transparent',
    },
    '&[data-unavailable]': { textDecoration: 'line-through' },
    '&[data-invalid][data-selected]': {
      backgroundColor: vars.color.tone.error.background,
      color: vars.color.tone.error.foreground,
    },
  },
});

export const errorText = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.tone.error.foreground,
});
