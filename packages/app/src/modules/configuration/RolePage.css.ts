import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const formRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  alignItems: 'start',
  gap: vars.space.md,
});

export const functionGroup = style({});

// Two columns that flow top to bottom, so an opened list of grants only pushes down the cards
// under it, never leaving a gap beside it. The options' own flex row comes from CheckboxGroup.
globalStyle(`${functionGroup} > div:has(> [data-function])`, {
  display: 'block',
  columns: '2 18rem',
  columnGap: vars.space.md,
});

export const functionItem = style({
  breakInside: 'avoid',
  marginBlockEnd: vars.space.sm,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const functionCheckbox = style({ alignItems: 'flex-start' });

export const functionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  lineHeight: vars.lineHeight.tight,
});

export const functionCode = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const functionDescription = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

// A compact Disclosure: doubled class so it wins over the component's own border and sizes.
export const grants = style({
  selectors: {
    '&&': { marginInlineStart: '1.25rem', borderBlockEnd: 'none' },
  },
});

globalStyle(`${grants} h4`, {
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

globalStyle(`${grants} h4 > button`, {
  minHeight: '1.75rem',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  color: vars.color.accent,
});

export const grantList = style({
  margin: 0,
  padding: 0,
  paddingBlockStart: vars.space.xxs,
  listStyle: 'none',
  maxHeight: '10rem',
  overflowY: 'auto',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
});

export const grantsNone = style({
  margin: 0,
  marginInlineStart: '1.5rem',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const grantsUnknown = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const count = style({ fontVariantNumeric: 'tabular-nums' });
