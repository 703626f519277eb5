import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export { heading, page, title } from '../shared.css.ts';

export const intro = style({
  margin: 0,
  maxWidth: '60rem',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xxs} ${vars.space.md}`,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const fieldRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: `${vars.space.md} ${vars.space.lg}`,
});

export const field = style({ width: '14rem', maxWidth: '100%' });
export const wideField = style({ width: '20rem', maxWidth: '100%' });
export const smallField = style({ width: '6.5rem' });
export const dateField = style({ width: '11rem' });
export const typeField = style({ width: '15rem', maxWidth: '100%' });

export const buttonContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const bookerFields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const guestRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: `${vars.space.md} ${vars.space.lg}`,
});

// Lines the button up with the inputs, below their labels.
export const newGuestButton = style({ marginBlockStart: '1.5rem' });

export const newGuest = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const panelActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const stays = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

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

export const rates = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const ratesScroller = style({
  maxHeight: '20rem',
  overflowY: 'auto',
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
export const reasonField = style({ minWidth: '12rem' });

export const stayTotal = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const remarks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  gap: `${vars.space.md} ${vars.space.lg}`,
});

export const footer = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const footerNotice = style({ flex: '1 1 20rem' });

export const total = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, margin: 0 });
globalStyle(`${total} strong`, { fontSize: vars.fontSize.lg, fontVariantNumeric: 'tabular-nums' });

export const saveButton = style({ minWidth: '9rem' });

export const confirmation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '48rem',
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const confirmationFacts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl, margin: 0 });
globalStyle(`${confirmationFacts} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${confirmationFacts} dd`, { margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const confirmationNumber = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  letterSpacing: '0.05em',
});
globalStyle(`${confirmationFacts} dd${confirmationNumber}`, { fontSize: vars.fontSize.xxl });

export const nextSteps = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });
