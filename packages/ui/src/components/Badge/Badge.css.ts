import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

const tone = (name: keyof typeof vars.color.tone) => ({
  backgroundColor: vars.color.tone[name].background,
  borderColor: `color-mix(in srgb, ${vars.color.tone[name].border} 55%, transparent)`,
  color: vars.color.tone[name].foreground,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: '1.375rem',
    height: '1.375rem',
    paddingInline: vars.space.sm,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    // Counts line up when several badges sit in a column.
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.surfaceMuted,
        borderColor: vars.color.border,
        color: vars.color.textMuted,
      },
      info: tone('info'),
      success: tone('success'),
      warning: tone('warning'),
      error: tone('error'),
    },
  },
  defaultVariants: { tone: 'neutral' },
});
