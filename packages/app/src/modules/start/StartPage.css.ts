import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  backgroundColor: vars.color.surfaceMuted,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
});

export const logo = style({
  width: 120,
  height: 120,
  objectFit: 'contain',
});

export const hotelName = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  color: vars.color.text,
  textAlign: 'center',
});

export const hotelDate = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const dateValue = style({
  color: vars.color.text,
  fontWeight: 600,
});

export const footer = style({
  display: 'flex',
  gap: vars.space.lg,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  backgroundColor: vars.color.surface,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
});
