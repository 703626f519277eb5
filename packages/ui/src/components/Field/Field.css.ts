import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { controlHeight } from './metrics.ts';

/** Root of every labelled control: label, control, description and error stacked tightly. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'default',
});

export const requiredMark = style({
  color: vars.color.tone.error.foreground,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const errorMessage = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.tone.error.foreground,
});

/**
 * The bordered box around an input and its inner buttons. State comes from the RAC Group it is
 * applied to (data-focus-within, data-invalid, data-disabled), so every input looks the same.
 */
export const frame = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  boxSizing: 'border-box',
  height: controlHeight,
  minWidth: 0,
  paddingInlineEnd: vars.space.xxs,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: 'ease-out',
  selectors: {
    // Hover never hides the invalid state.
    '&[data-hovered]:not([data-disabled]):not([data-invalid])': { borderColor: vars.color.textMuted },
    '&[data-invalid]': { borderColor: vars.color.tone.error.border },
    // Text inputs show focus for mouse users too: the caret alone is easy to lose in a dense form.
    '&[data-focus-within]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-invalid][data-focus-within]': {
      borderColor: vars.color.tone.error.border,
      boxShadow: `0 0 0 1px ${vars.color.tone.error.border}`,
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

/** The bare text input inside `frame`. */
export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  height: '100%',
  boxSizing: 'border-box',
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space.sm,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
    // The browser's own clear button would duplicate SearchField's.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

/** Leading decorative icon inside a frame (search glass). */
export const leadingIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginInlineStart: vars.space.sm,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  color: vars.color.textMuted,
});

export const popover = style({
  boxSizing: 'border-box',
  maxWidth: 'min(32rem, calc(100vw - 1rem))',
  overflow: 'auto',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  zIndex: vars.zIndex.popover,
});

/** A list popover is at least as wide as its field (RAC sets --trigger-width). */
export const popoverMatchingTrigger = style({
  minWidth: 'var(--trigger-width)',
});

export const listBox = style({
  boxSizing: 'border-box',
  maxHeight: 'inherit',
  overflow: 'auto',
  padding: vars.space.xxs,
  outline: 'none',
  fontSize: vars.fontSize.md,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  minHeight: controlHeight,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const optionCheck = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.accent,
});

/** "No results" / "Loading..." inside an empty list. */
export const listEmpty = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
