import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

const appear = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' } });

// Centre of the screen, no backdrop (spec §9): the region is only as large as its toast.
export const region = style({
  position: 'fixed',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.zIndex.toast,
  width: 'min(26rem, calc(100vw - 2rem))',
  borderRadius: vars.radius.lg,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
  },
});

const accent = createVar();

const tone = (name: keyof typeof vars.color.tone) => ({
  borderInlineStartColor: vars.color.tone[name].border,
  vars: { [accent]: vars.color.tone[name].border },
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    columnGap: vars.space.md,
    boxSizing: 'border-box',
    padding: `${vars.space.lg} ${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: '4px',
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.lg,
    color: vars.color.text,
    fontFamily: vars.font.body,
    outline: 'none',
    animation: `${appear} ${vars.duration.normal} ease-out`,
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    tone: {
      info: tone('info'),
      warning: tone('warning'),
      error: tone('error'),
      success: tone('success'),
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({
  display: 'block',
  width: '1.5rem',
  height: '1.5rem',
  strokeWidth: 2,
  color: accent,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  // Centres a one-line title on the icon.
  paddingBlockStart: 'calc((1.5rem - 1lh) / 2)',
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const message = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  marginBlockStart: `calc(-1 * ${vars.space.xxs})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const closeIcon = style({ width: '1rem', height: '1rem', strokeWidth: 2 });
