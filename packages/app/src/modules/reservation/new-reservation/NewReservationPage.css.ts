import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// The form's own inputs and its alert under the stays look as the stay editor's do.
export { dateField, smallField, stayError } from '../booking/StayEditor.css.ts';
export { heading, muted, page, title } from '../shared.css.ts';

export const intro = style({
  margin: 0,
  maxWidth: '60rem',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

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

export const buttonContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const bookerFields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

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
