import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xxl,
});

export const card = style({
  maxWidth: '40rem',
});

export const actions = style({
  marginTop: vars.space.md,
});
