import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const progressBar = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"label value" "track track"',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  width: '100%',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const label = style({ gridArea: 'label', fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const value = style({
  gridArea: 'value',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = recipe({
  base: {
    gridArea: 'track',
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surfacePressed,
    // In forced colours the fill would vanish with the background colour; keep an outline.
    '@media': { '(forced-colors: active)': { outline: '1px solid CanvasText' } },
  },
  variants: {
    size: {
      sm: { height: '0.25rem' },
      md: { height: '0.5rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  transition: `width ${vars.duration.normal} ease-out`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    '(forced-colors: active)': { backgroundColor: 'Highlight' },
  },
});

export const indeterminateFill = style({
  width: '40%',
  animation: `${slide} 1.4s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '4s' },
  },
});
