import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

export const offlineBanner = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.tone.error.border,
  color: '#ffffff',
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.md,
});
