import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const popIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });

// The same scrim as the message dialogs, one layer below them: an error or a confirm raised from
// a form shows on top of it.
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  boxSizing: 'border-box',
  backgroundColor: 'rgba(9, 12, 16, 0.5)',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-entering]': { animation: 'none' } } },
    '(max-width: 640px)': { padding: vars.space.sm },
  },
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: '100%',
    display: 'flex',
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${popIn} ${vars.duration.normal} ease-out` },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { selectors: { '&[data-entering]': { animation: 'none' } } },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '28rem' },
      md: { maxWidth: '36rem' },
      lg: { maxWidth: '52rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  maxHeight: 'calc(100vh - 2rem)',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md} ${vars.space.xl}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const subtitle = style({
  margin: 0,
  marginBlockStart: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.lg} ${vars.space.xl}`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderBlockStart: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  borderEndStartRadius: vars.radius.lg,
  borderEndEndRadius: vars.radius.lg,
});
