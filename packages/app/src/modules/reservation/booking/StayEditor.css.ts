import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export { muted } from '../shared.css.ts';

export const stay = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.tone.info.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&[data-invalid]': { borderInlineStartColor: vars.color.tone.error.border } },
});

export const stayHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const stayTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const removeStay = style({ marginInlineStart: 'auto' });

export const stayError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.tone.error.foreground,
});

export const stayFields = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: `${vars.space.sm} ${vars.space.md}`,
});

export const smallField = style({ width: '6.5rem' });
export const dateField = style({ width: '11rem' });
export const typeField = style({ width: '15rem', maxWidth: '100%' });

export const availability = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

// While a new answer is on its way the old figure stays, in italics (dimming it would cost contrast).
export const availabilityBadge = style({
  selectors: { '&[data-stale]': { fontStyle: 'italic' } },
});

export const availabilityLine = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const availabilityGood = style({
  color: vars.color.tone.success.foreground,
  backgroundColor: vars.color.tone.success.background,
  borderColor: vars.color.tone.success.border,
});

export const availabilityShort = style({
  color: vars.color.tone.error.foreground,
  backgroundColor: vars.color.tone.error.background,
  borderColor: vars.color.tone.error.border,
  fontWeight: vars.fontWeight.medium,
});

export const rates = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const ratesBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const sameRate = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const ratesScroller = style({
  maxHeight: '20rem',
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const ratesTable = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const ratesCaption = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  backgroundColor: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${ratesTable} th, ${ratesTable} td`, {
  height: 30,
  padding: `2px ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

globalStyle(`${ratesTable} thead th`, {
  position: 'sticky',
  top: 0,
  zIndex: 1,
  backgroundColor: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.semibold,
});

globalStyle(`${ratesTable} tbody tr:last-child > *`, { borderBottom: 'none' });
globalStyle(`${ratesTable} tr[data-overridden] > *`, { backgroundColor: vars.color.tone.warning.background });

export const nightCell = style({ fontWeight: vars.fontWeight.regular, whiteSpace: 'nowrap' });

export const numeric = style({});
globalStyle(`${ratesTable} ${numeric}`, { textAlign: 'end' });

export const offered = style({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space.xs });

export const source = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const amountField = style({ width: '9rem' });
// Amounts line up on the decimal point.
globalStyle(`${amountField} input`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const reasonField = style({ minWidth: '12rem' });

export const stayTotal = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

// A stay the company's contract priced: which contract, and why on demand.
export const contract = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  backgroundColor: vars.color.tone.info.background,
  border: `1px solid ${vars.color.tone.info.border}`,
  borderRadius: vars.radius.sm,
});

export const contractLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.tone.info.foreground,
});

export const contractName = style({ fontWeight: vars.fontWeight.regular });

export const why = style({ minWidth: 0 });

// The contract does not sell the stay: said instead of a price.
export const refusal = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.tone.error.foreground,
  backgroundColor: vars.color.tone.error.background,
  border: `1px solid ${vars.color.tone.error.border}`,
  borderRadius: vars.radius.sm,
});

export const refusalTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const refusalReasons = style({ margin: 0, paddingInlineStart: vars.space.lg });
