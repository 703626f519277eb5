import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' };

const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  boxSizing: 'border-box',
  width: '2.25rem',
  height: '2.25rem',
  padding: 0,
  margin: 0,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.duration.fast,
} as const;

export const trigger = style({
  ...iconButton,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted, borderColor: vars.color.borderStrong },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const icon = style({ display: 'block', width: '1.25rem', height: '1.25rem' });

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideInRtl = keyframes({ from: { transform: 'translateX(100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: 'rgba(16, 24, 40, 0.45)',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.fast} ease-in reverse` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  width: 'min(22rem, 88vw)',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.duration.normal} ease-out` },
    '&[data-exiting]': { animation: `${slideIn} ${vars.duration.fast} ease-in reverse` },
    '[dir="rtl"] &[data-entering]': { animationName: slideInRtl },
    '[dir="rtl"] &[data-exiting]': { animationName: slideInRtl },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  minHeight: '3.5rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const back = style({
  ...iconButton,
  width: 'auto',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.xs,
  paddingInlineEnd: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
});

export const close = style({
  ...iconButton,
  border: '1px solid transparent',
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const nav = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '2.75rem',
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered], &:hover': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.tone.info.background,
      color: vars.color.tone.info.foreground,
      fontWeight: vars.fontWeight.semibold,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
    '&[data-focus-visible], &:focus-visible': focusRing,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const groupRow = style({ fontWeight: vars.fontWeight.medium });

export const plainRow = style({ cursor: 'default', color: vars.color.textMuted });

export const label = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const rowIcon = style({
  flex: 'none',
  width: '1rem',
  height: '1rem',
  color: vars.color.textMuted,
  selectors: { '[dir="rtl"] &': { scale: '-1 1' } },
});

export const currentDot = style({
  flex: 'none',
  width: '0.375rem',
  height: '0.375rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
