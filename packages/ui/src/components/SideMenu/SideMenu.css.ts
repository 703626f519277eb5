import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** Depth of an entry (1 for the top level); drives the indentation. */
export const level = createVar();

export const nav = style({
  boxSizing: 'border-box',
  minWidth: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const nestedList = style([list, { paddingBlock: vars.space.xxs }]);

const indent = `calc(${vars.space.sm} + (${level} - 1) * 0.875rem)`;

const rowBase = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '2rem',
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInlineStart: indent,
  paddingInlineEnd: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: 'inherit',
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, color, box-shadow',
  transitionDuration: vars.duration.fast,
} as const;

const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '-2px',
};

export const groupTrigger = style({
  ...rowBase,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfacePressed },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[data-focus-visible]': focusRing,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const chevron = style({
  flex: 'none',
  width: '1rem',
  height: '1rem',
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast} ease-out`,
  selectors: {
    [`${groupTrigger}[aria-expanded="true"] &`]: { transform: 'rotate(90deg)' },
    // The chevron points along the reading direction.
    '[dir="rtl"] &': { scale: '-1 1' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const label = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** Marks the group that holds the current page while it is collapsed. */
export const currentDot = style({
  flex: 'none',
  width: '0.375rem',
  height: '0.375rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
});

export const link = style({
  ...rowBase,
  // Links line up with their group's label, past the chevron.
  paddingInlineStart: `calc(${indent} + 1rem + ${vars.space.sm})`,
  color: vars.color.textMuted,
  selectors: {
    '&[data-hovered], &:hover': { backgroundColor: vars.color.surfacePressed, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.tone.info.background,
      color: vars.color.tone.info.foreground,
      fontWeight: vars.fontWeight.semibold,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
    '&[data-focus-visible], &:focus-visible': focusRing,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

/** A top-level link sits where a group's label would: flush with the group rows. */
export const topLink = style({
  selectors: {
    [`${link}&`]: { paddingInlineStart: indent, color: vars.color.text, fontWeight: vars.fontWeight.semibold },
  },
});

export const plainEntry = style({
  ...rowBase,
  cursor: 'default',
  color: vars.color.textMuted,
});

export const notNowIcon = style({
  flex: 'none',
  width: '1rem',
  height: '1rem',
  color: vars.color.textMuted,
});

export const panel = style({
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});
