import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

// The spec colour of the chip's tone. It marks the dot and tints the chip; the text stays in the
// theme's text colour, so every tone keeps full contrast in both themes.
const specColor = createVar();

const tone = (name: keyof typeof vars.color.spec) => ({ vars: { [specColor]: vars.color.spec[name] } });

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    boxSizing: 'border-box',
    minHeight: '1.5rem',
    paddingBlock: vars.space.xxs,
    paddingInlineStart: vars.space.sm,
    paddingInlineEnd: vars.space.md,
    border: `1px solid color-mix(in srgb, ${specColor} 50%, transparent)`,
    borderRadius: vars.radius.full,
    backgroundColor: `color-mix(in srgb, ${specColor} 14%, ${vars.color.surface})`,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      red: tone('red'),
      yellow: tone('yellow'),
      green: tone('green'),
      blue: tone('blue'),
      // Black and gray would vanish on the night theme's dark surface: a lighter ring keeps them
      // visible (see dot below).
      black: tone('black'),
      gray: tone('gray'),
    },
  },
  defaultVariants: { tone: 'gray' },
});

export const dot = style({
  flex: 'none',
  boxSizing: 'border-box',
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: vars.radius.full,
  backgroundColor: specColor,
  // Keeps a black dot visible on dark surfaces and a yellow one on white.
  boxShadow: `0 0 0 1px color-mix(in srgb, ${vars.color.text} 22%, transparent)`,
});
