import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  fontFamily: vars.font.body,
});

export const tabList = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.xxs,
  minWidth: 0,
  // Nine department tabs do not fit a narrow screen: the bar scrolls instead of wrapping.
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 'none',
  boxSizing: 'border-box',
  minHeight: '2.5rem',
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  transitionProperty: 'color, background-color, box-shadow',
  transitionDuration: vars.duration.fast,
  // The selected tab's bar sits on the list's bottom border.
  boxShadow: 'inset 0 -3px 0 transparent',
  selectors: {
    '&[data-hovered]:not([data-selected]):not([data-disabled])': {
      color: vars.color.text,
      backgroundColor: vars.color.surfaceMuted,
      boxShadow: `inset 0 -3px 0 ${vars.color.border}`,
    },
    '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.surfacePressed },
    '&[data-selected]': {
      color: vars.color.text,
      fontWeight: vars.fontWeight.semibold,
      boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
    },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
});

export const tabPanel = style({
  paddingBlock: vars.space.lg,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
});
