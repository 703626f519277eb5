import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

// Interaction states come from react-aria-components' data attributes, which unlike :hover and
// :focus-visible behave the same for mouse, touch, keyboard and screen readers.
export const button = recipe({
  base: {
    // The pending spinner is laid over the label.
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    boxSizing: 'border-box',
    margin: 0,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
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
        outlineOffset: '2px',
      },
      '&[data-pending]': { cursor: 'progress' },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.surfaceMuted,
        borderColor: vars.color.border,
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
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]:not([data-disabled])': {
            backgroundColor: vars.color.surfaceMuted,
          },
          '&[data-pressed]:not([data-disabled])': {
            backgroundColor: vars.color.surfacePressed,
            boxShadow: 'none',
          },
        },
      },
    },
    size: {
      sm: {
        minHeight: '2rem',
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: '2.5rem',
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.md,
      },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

// Invisible but still in the accessibility tree and still taking its room: the button keeps its
// width and its name while the spinner shows.
export const pendingLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'inherit',
  opacity: 0,
});

export const pendingSpinner = style({
  position: 'absolute',
  inset: 0,
  justifyContent: 'center',
});
