import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import { controlHeight, innerButtonSize } from '../Field/metrics.ts';

// Same interaction model as Button: states from RAC data attributes.
export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    margin: 0,
    padding: 0,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: 'ease-out',
    selectors: {
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '1px',
      },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        color: vars.color.textDisabled,
        boxShadow: 'none',
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
    },
  },
  variants: {
    variant: {
      // For toolbars, table rows and inside inputs: no chrome until hovered.
      ghost: {
        backgroundColor: 'transparent',
        borderColor: 'transparent',
        color: vars.color.textMuted,
        selectors: {
          '&[data-hovered]:not([data-disabled])': {
            backgroundColor: vars.color.surfaceMuted,
            color: vars.color.text,
          },
          '&[data-pressed]:not([data-disabled])': {
            backgroundColor: vars.color.surfacePressed,
            color: vars.color.text,
          },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surfaceMuted },
          '&[data-pressed]:not([data-disabled])': {
            backgroundColor: vars.color.surfacePressed,
            boxShadow: 'none',
          },
          '&[data-disabled]': { backgroundColor: vars.color.surfaceMuted, borderColor: vars.color.border },
        },
      },
      primary: {
        backgroundColor: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.textOnAccent,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]:not([data-disabled])': {
            backgroundColor: vars.color.accentHover,
            borderColor: vars.color.accentHover,
          },
          '&[data-pressed]:not([data-disabled])': {
            backgroundColor: vars.color.accentPressed,
            borderColor: vars.color.accentPressed,
            boxShadow: 'none',
          },
          '&[data-disabled]': { backgroundColor: vars.color.surfaceMuted, borderColor: vars.color.border },
        },
      },
    },
    size: {
      /** 24 px: inside a 30 px control or a table row. */
      sm: { width: innerButtonSize, height: innerButtonSize, borderRadius: vars.radius.sm },
      /** 30 px: the height of inputs and table rows. */
      md: { width: controlHeight, height: controlHeight },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});
