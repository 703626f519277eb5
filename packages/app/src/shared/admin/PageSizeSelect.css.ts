import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

export const box = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const select = style({ width: '5.5rem' });
