import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

export const updated = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
