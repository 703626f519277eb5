import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

const size = createVar();
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    color: vars.color.textMuted,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
  },
  variants: {
    size: {
      sm: { vars: { [size]: '1rem' } },
      md: { vars: { [size]: '1.5rem' } },
      lg: { vars: { [size]: '2.5rem' } },
    },
    // Stacks the label under a large spinner (busy popups, empty panels).
    layout: {
      inline: {},
      stacked: { flexDirection: 'column', gap: vars.space.md },
    },
  },
  defaultVariants: { size: 'md', layout: 'inline' },
});

export const ring = style({
  display: 'block',
  flex: 'none',
  width: size,
  height: size,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // A spinner that stands still reads as frozen; under reduced motion it turns slowly instead.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});

export const track = style({ stroke: vars.color.border });

export const arc = style({ stroke: vars.color.accent });

export const label = style({ color: vars.color.textMuted });
