import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

const size = createVar();
const arcColor = createVar();
const trackColor = createVar();
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    color: vars.color.textMuted,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    vars: { [arcColor]: vars.color.accent, [trackColor]: vars.color.border },
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
    // 'current' draws in the surrounding text colour, for a spinner on a coloured surface (a
    // pending primary button), where the accent arc would vanish.
    tone: {
      accent: {},
      current: {
        color: 'inherit',
        vars: { [arcColor]: 'currentColor', [trackColor]: 'color-mix(in srgb, currentColor 30%, transparent)' },
      },
    },
  },
  defaultVariants: { size: 'md', layout: 'inline', tone: 'accent' },
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

export const track = style({ stroke: trackColor });

export const arc = style({ stroke: arcColor });

export const label = style({ color: vars.color.textMuted });
