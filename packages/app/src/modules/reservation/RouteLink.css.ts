import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

// The look of @pms/ui's standalone Link, on the router's own anchor.
export const routeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.tone.info.foreground,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecorationLine: 'none',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { textDecorationLine: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
