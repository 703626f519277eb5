import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.surfaceMuted,
});
