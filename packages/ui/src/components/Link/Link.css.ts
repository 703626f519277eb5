import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

// The info tone's foreground is the theme's link blue: 8:1 on the light surface and readable on
// the night theme too, where the accent itself would be too dark for text.
export const link = recipe({
  base: {
    color: vars.color.tone.info.foreground,
    fontFamily: 'inherit',
    cursor: 'pointer',
    outline: 'none',
    borderRadius: vars.radius.sm,
    textUnderlineOffset: '0.2em',
    transitionProperty: 'color, text-decoration-color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      '&[data-disabled]': {
        color: vars.color.textDisabled,
        cursor: 'not-allowed',
        textDecoration: 'none',
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
    },
  },
  variants: {
    variant: {
      // Inside running text a link must not depend on colour alone: always underlined.
      inline: {
        fontSize: 'inherit',
        textDecorationLine: 'underline',
        textDecorationThickness: '1px',
        selectors: {
          '&[data-hovered]:not([data-disabled])': { textDecorationThickness: '2px' },
        },
      },
      // On its own line (e.g. "Help", "Language setting"): underline on hover only.
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xs,
        fontSize: vars.fontSize.md,
        fontWeight: vars.fontWeight.medium,
        lineHeight: vars.lineHeight.tight,
        textDecorationLine: 'none',
        selectors: {
          '&[data-hovered]:not([data-disabled])': { textDecorationLine: 'underline' },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
