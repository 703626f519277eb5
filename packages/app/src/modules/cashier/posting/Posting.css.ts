import { belowQueries, vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

/** Two fields side by side in a posting dialog; one under the other on a phone. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  alignItems: 'start',
  '@media': { [belowQueries.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The live money of the line: label left, amount right, the total in bold under a rule. */
export const preview = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
});

export const previewLabel = style({ color: vars.color.textMuted, margin: 0 });
export const previewValue = style({ textAlign: 'end', margin: 0 });
export const previewTotalLabel = style({
  fontWeight: vars.fontWeight.semibold,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.xxs,
  margin: 0,
});
export const previewTotalValue = style([
  previewTotalLabel,
  { textAlign: 'end', fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold },
]);

export const muted = style({ color: vars.color.textMuted });
export const amountCell = style({ fontVariantNumeric: 'tabular-nums' });
export const struck = style({ textDecoration: 'line-through', color: vars.color.textMuted });

/** The posting screen: what to post to on top, then the session's postings. */
export const targetBar = style({
  display: 'flex',
  width: '100%',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'end',
});
export const roomField = style({ width: '9rem' });
export const findForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const shiftSlot = style({ marginInlineStart: 'auto', alignSelf: 'center' });
export const folioCard = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});
export const folioName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, margin: 0 });
export const folioFacts = style({ margin: 0, color: vars.color.textMuted });
