import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import { NOTIFICATION_ANIMATION_MS } from './NotificationProvider.logic.ts';

const duration = `${NOTIFICATION_ANIMATION_MS}ms`;
const slideIn = keyframes({ from: { opacity: 0, transform: 'translateX(calc(100% + 1.5rem))' } });
const slideOut = keyframes({ to: { opacity: 0, transform: 'translateX(calc(100% + 1.5rem))' } });

// Bottom right (spec §9); the newest sits at the bottom, nearest the corner.
export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.zIndex.toast,
  width: 'min(22rem, calc(100vw - 2rem))',
  borderRadius: vars.radius.lg,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const accent = createVar();

const tone = (name: keyof typeof vars.color.tone) => ({
  borderInlineStartColor: vars.color.tone[name].border,
  vars: { [accent]: vars.color.tone[name].border },
});

export const notification = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    columnGap: vars.space.sm,
    boxSizing: 'border-box',
    padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: '4px',
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.lg,
    color: vars.color.text,
    fontFamily: vars.font.body,
    outline: 'none',
    animation: `${slideIn} ${duration} cubic-bezier(0.2, 0.8, 0.2, 1)`,
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-leaving]': { animation: `${slideOut} ${duration} ease-in forwards`, pointerEvents: 'none' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        animation: 'none',
        selectors: { '&[data-leaving]': { animation: 'none' } },
      },
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
  width: '1.25rem',
  height: '1.25rem',
  strokeWidth: 2,
  color: accent,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingBlockStart: 'calc((1.25rem - 1lh) / 2)',
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const body = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
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

export const closeIcon = style({ width: '0.875rem', height: '0.875rem', strokeWidth: 2 });
