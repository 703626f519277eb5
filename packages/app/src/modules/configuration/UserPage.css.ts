import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

// Two columns of roles; one on a phone.
export const roleOption = style({
  flex: '0 0 calc(50% - 1rem)',
  minWidth: '14rem',
  alignItems: 'flex-start',
  paddingBlock: vars.space.xxs,
});

export const roleText = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
  lineHeight: vars.lineHeight.tight,
});

export const roleCode = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const roleName = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const rolesLoading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// Lines the switch up with the select's input, below the label row.
export const switchCell = style({
  paddingBlockStart: '1.75rem',
});

export const passwordBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const passwordValue = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  color: vars.color.text,
  userSelect: 'all',
  overflowWrap: 'anywhere',
});

export const passwordLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const copyStatus = style({
  margin: 0,
  minHeight: '1.25rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
