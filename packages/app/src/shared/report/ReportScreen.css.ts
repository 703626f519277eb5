import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

/** The fields, then Run on the fields' line, level with the inputs below their labels. */
export const parameters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: `${vars.space.sm} ${vars.space.md}`,
  width: '100%',
  minWidth: 0,
});

// The fields take part in the form's own wrapping.
export const fields = style({ display: 'contents' });

export const run = style({
  marginBlockStart: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space.xs})`,
});

export const period = style({ width: '17.5rem', maxWidth: '100%' });

export const date = style({ width: '10.5rem', maxWidth: '100%' });

export const choice = style({ width: '11rem', maxWidth: '100%' });

/** What the rows are (count, hotel date, when generated) and what can be done with them. */
export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const stale = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  minWidth: 0,
  color: vars.color.textMuted,
});

/** A report's chart above its table, kept to a width the bars read well at. */
export const chart = style({
  maxWidth: '60rem',
  marginBottom: vars.space.md,
  '@media': { print: { display: 'none' } },
});
