import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const popIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });

// A neutral scrim in both themes: it only has to push the screen behind into the background.
export const overlay = style({
  position: 'fixed',
  inset: 0,
  // One step above the LoadingPopup (same modal layer): an error raised while busy stays on top.
  zIndex: `calc(${vars.zIndex.modal} + 1)`,
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
  },
});

export const modal = style({
  width: '100%',
  maxWidth: '28rem',
  maxHeight: '100%',
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${popIn} ${vars.duration.normal} ease-out` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-entering]': { animation: 'none' } } },
  },
});

// The tone's colours, shared by the icon badge.
const toneBackground = createVar();
const toneAccent = createVar();

const tone = (name: keyof typeof vars.color.tone) => ({
  vars: { [toneBackground]: vars.color.tone[name].background, [toneAccent]: vars.color.tone[name].border },
});

export const dialog = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gridTemplateAreas: '"icon title" "icon message" "actions actions"',
    columnGap: vars.space.lg,
    rowGap: vars.space.xs,
    boxSizing: 'border-box',
    maxHeight: 'calc(100vh - 2rem)',
    overflowY: 'auto',
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.lg,
    color: vars.color.text,
    fontFamily: vars.font.body,
    outline: 'none',
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

export const iconBadge = style({
  gridArea: 'icon',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: toneBackground,
  // The spec's colour itself (red, green, blue, yellow): the dialog type at a glance.
  color: toneAccent,
});

export const icon = style({ width: '1.5rem', height: '1.5rem', strokeWidth: 2 });

export const title = style({
  gridArea: 'title',
  alignSelf: 'center',
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const message = style({
  gridArea: 'message',
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xl,
});

export const actionButton = style({ minWidth: '5.5rem' });

// The main button of a destructive confirm in the spec's red (5.6:1 with white text). Specificity
// matches Button's own state selectors, and this sheet loads after Button's, so it wins.
export const destructive = style({
  selectors: {
    '&:not([data-disabled])': {
      backgroundColor: vars.color.spec.red,
      borderColor: vars.color.spec.red,
      color: vars.color.textOnAccent,
    },
    '&[data-hovered]:not([data-disabled])': {
      backgroundColor: `color-mix(in srgb, ${vars.color.spec.red} 88%, black)`,
      borderColor: `color-mix(in srgb, ${vars.color.spec.red} 88%, black)`,
    },
    '&[data-pressed]:not([data-disabled])': {
      backgroundColor: `color-mix(in srgb, ${vars.color.spec.red} 76%, black)`,
      borderColor: `color-mix(in srgb, ${vars.color.spec.red} 76%, black)`,
    },
  },
});
