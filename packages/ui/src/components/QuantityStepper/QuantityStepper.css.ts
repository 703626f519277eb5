import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// Big enough for a thumb on a 360 px phone: 3rem (48 px) buttons, above the 44 px touch minimum.
const target = '3rem';

export const group = style({
  display: 'inline-grid',
  gridTemplateColumns: `${target} minmax(3rem, 4rem) ${target}`,
  alignItems: 'stretch',
  gap: vars.space.xs,
});

export const stepButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: target,
  minHeight: target,
  padding: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceMuted, borderColor: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': {
      color: vars.color.textDisabled,
      borderColor: vars.color.border,
      backgroundColor: vars.color.surfaceMuted,
      cursor: 'not-allowed',
    },
  },
});

export const count = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  minHeight: target,
  padding: `0 ${vars.space.xs}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-focused]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-disabled]': { color: vars.color.textDisabled, backgroundColor: vars.color.surfaceMuted },
  },
});
