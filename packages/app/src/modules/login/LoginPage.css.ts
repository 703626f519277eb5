import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

export const submit = style({
  width: '100%',
  minHeight: '2.75rem',
  marginTop: vars.space.xs,
  letterSpacing: '0.04em',
});

export const countdown = style({
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  textAlign: 'center',
});

export const seconds = style({
  fontSize: '2.5rem',
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const waitText = style({
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});

export const secondaryLink = style({
  alignSelf: 'center',
  fontSize: vars.fontSize.md,
});
