import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import { HEADER_HEIGHT, ROW_HEIGHT } from './logic.ts';

const selectedBackground = `color-mix(in srgb, ${vars.color.accent} 14%, ${vars.color.surface})`;
const selectedHoverBackground = `color-mix(in srgb, ${vars.color.accent} 20%, ${vars.color.surface})`;
const focusOutline = `2px solid ${vars.color.focusRing}`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** Border and clipping around the scroll area, and the anchor of the loading overlay. */
export const frame = style({
  position: 'relative',
  minHeight: 0,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
});

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  // Rows scrolled into view by keyboard navigation stop below the sticky header, not under it.
  scrollPaddingTop: `${HEADER_HEIGHT}px`,
  overscrollBehavior: 'contain',
});

// Table parts are laid out as blocks and flex rows rather than as a CSS table: only the rows in
// view exist, each absolutely placed at its offset, which a table layout cannot express. Explicit
// ARIA roles from react-aria keep the grid semantics.
export const table = style({
  display: 'block',
  minWidth: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  outline: 'none',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '-2px' },
  },
});

export const thead = style({
  display: 'block',
  position: 'sticky',
  top: 0,
  zIndex: 2,
  backgroundColor: vars.color.surfaceMuted,
});

globalStyle(`${thead} > [role="row"]`, {
  display: 'flex',
  height: `${HEADER_HEIGHT}px`,
  boxSizing: 'border-box',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const column = style({
  display: 'flex',
  alignItems: 'center',
  flex: 'none',
  position: 'relative',
  boxSizing: 'border-box',
  height: `${HEADER_HEIGHT - 1}px`,
  paddingInline: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  color: vars.color.text,
  backgroundColor: vars.color.surfaceMuted,
  outline: 'none',
  cursor: 'default',
  userSelect: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { backgroundColor: vars.color.surfacePressed },
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '-2px' },
  },
});

export const columnContent = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    flex: 1,
    minWidth: 0,
  },
  variants: {
    align: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
    },
  },
  defaultVariants: { align: 'start' },
});

export const columnLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const sortIndicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  flex: 'none',
  gap: '1px',
  color: vars.color.textMuted,
});

export const sortIcon = style({
  display: 'block',
  width: '12px',
  height: '12px',
});

export const sortOrder = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const resizer = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  width: '9px',
  display: 'flex',
  justifyContent: 'flex-end',
  cursor: 'col-resize',
  touchAction: 'none',
  boxSizing: 'border-box',
  outline: 'none',
  selectors: {
    '&::after': {
      content: '""',
      display: 'block',
      width: '1px',
      height: '100%',
      backgroundColor: vars.color.border,
    },
    '&[data-hovered]::after, &[data-resizing]::after': { width: '3px', backgroundColor: vars.color.accent },
    '&[data-focus-visible]::after': { width: '3px', backgroundColor: vars.color.focusRing },
  },
});

export const tbody = style({
  display: 'block',
  position: 'relative',
});

export const row = style({
  display: 'flex',
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  height: `${ROW_HEIGHT}px`,
  boxSizing: 'border-box',
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  cursor: 'default',
  // A long press selects the row on touch; keep the browser from showing its own callout instead.
  WebkitTouchCallout: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[data-selected]': { backgroundColor: selectedBackground },
    '&[data-selected][data-hovered]': { backgroundColor: selectedHoverBackground },
    '&[data-disabled]': { color: vars.color.textDisabled },
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '-2px' },
  },
});

/** The totals row's group: after the rows, and pinned to the bottom of the scroll area above them. */
export const tfoot = style({
  display: 'block',
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
});

export const footerRow = style({
  display: 'flex',
  height: `${ROW_HEIGHT}px`,
  boxSizing: 'border-box',
  borderTop: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '-2px' },
  },
});

export const cell = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    flex: 'none',
    boxSizing: 'border-box',
    height: '100%',
    paddingInline: vars.space.sm,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '-2px' },
    },
  },
  variants: {
    align: {
      start: { justifyContent: 'flex-start', textAlign: 'start' },
      center: { justifyContent: 'center', textAlign: 'center' },
      // Amounts line up on their last digit.
      end: { justifyContent: 'flex-end', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    },
  },
  defaultVariants: { align: 'start' },
});

export const cellText = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const selectionCell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  boxSizing: 'border-box',
  height: '100%',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '-2px' },
  },
});

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // A 24 px target around the 16 px box (WCAG 2.5.8).
  width: '24px',
  height: '24px',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
});

export const checkboxBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '16px',
  height: '16px',
  boxSizing: 'border-box',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.textOnAccent,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-focus-visible] &`]: { outline: focusOutline, outlineOffset: '2px' },
    [`${checkbox}[data-disabled] &`]: { borderColor: vars.color.border, backgroundColor: vars.color.surfaceMuted },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
});

export const checkboxIcon = style({
  display: 'block',
  width: '12px',
  height: '12px',
});

// The row react-aria renders when the body is empty.
globalStyle(`${tbody}[data-empty] > [role="row"]`, {
  display: 'flex',
});

export const emptyState = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: '100%',
  // Three rows high, so an empty grid still reads as a grid and not as a stray line.
  minHeight: `${ROW_HEIGHT * 3}px`,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${tbody}[data-empty] > [role="row"] > *`, {
  flex: 1,
});

/** Veil over rows that are being replaced, leaving the header readable. */
export const overlay = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  insetBlockStart: `${HEADER_HEIGHT}px`,
  zIndex: 3,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  paddingBlockStart: vars.space.xl,
  backgroundColor: `color-mix(in srgb, ${vars.color.surface} 65%, transparent)`,
});

export const loading = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const loadingRaised = style({
  boxShadow: vars.shadow.md,
  border: `1px solid ${vars.color.border}`,
});

const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

export const spinner = style({
  display: 'block',
  width: '16px',
  height: '16px',
  boxSizing: 'border-box',
  borderRadius: '50%',
  border: `2px solid color-mix(in srgb, ${vars.color.accent} 25%, transparent)`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Still visibly busy, without the motion.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const pagerButtons = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const pageButton = style({
  minWidth: '2rem',
  paddingInline: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const pagerIcon = style({
  display: 'block',
  width: '14px',
  height: '14px',
});

export const buttonIcon = style({
  display: 'block',
  width: '16px',
  height: '16px',
});
