import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

// The features in columns as wide as a name needs; one column in a narrow dialog.
export const featureGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const featureText = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
});

export const featureCode = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
