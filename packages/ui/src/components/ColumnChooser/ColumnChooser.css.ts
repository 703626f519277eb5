import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const triggerContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const count = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  boxSizing: 'border-box',
  minWidth: '14rem',
  maxHeight: 'inherit',
  overflow: 'auto',
  padding: vars.space.md,
  outline: 'none',
});
