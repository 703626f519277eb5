import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const phone = 'screen and (max-width: 560px)';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  '@media': {
    print: { minHeight: 0, backgroundColor: 'transparent' },
  },
});

export const masthead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xl}`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [phone]: { padding: `${vars.space.sm} ${vars.space.lg}` },
    print: { padding: `0 0 ${vars.space.md}`, borderBottomColor: vars.color.borderStrong },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
});

export const logo = style({
  width: 40,
  height: 40,
  flex: 'none',
  objectFit: 'contain',
});

export const brandText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const hotelName = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const brandCaption = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { print: { display: 'none' } },
});

export const printIcon = style({
  width: '1.125em',
  height: '1.125em',
  marginInlineEnd: vars.space.xs,
  flex: 'none',
});

export const main = style({
  flex: 1,
  width: '100%',
  // About 75 characters a line at the body size: long lines tire the eye.
  maxWidth: '48rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.xl} ${vars.space.xxxl}`,
  '@media': {
    [phone]: { padding: 0 },
    print: { maxWidth: 'none', padding: `${vars.space.lg} 0 0` },
  },
});

export const sheet = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.xxl} ${vars.space.xxxl} ${vars.space.xxxl}`,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': {
    'screen and (max-width: 1024px)': { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxl}` },
    [phone]: { border: 'none', borderRadius: 0, padding: vars.space.lg },
    print: { padding: 0, border: 'none', boxShadow: 'none', gap: vars.space.md },
  },
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const eyebrow = style({
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
});

export const language = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
});

export const flag = style({
  width: 18,
  height: 12,
  borderRadius: 2,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

export const heading = style({
  margin: 0,
  fontSize: '1.875rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  '@media': { [phone]: { fontSize: vars.fontSize.xxl } },
});

export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const notices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { print: { display: 'none' } },
});

export const rule = style({
  width: '100%',
  height: 0,
  margin: `${vars.space.xs} 0`,
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

// The manual's text: a reading size, not the dense size of the app's grids and forms.
export const body = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { print: { fontSize: '11pt' } },
});

globalStyle(`${body} > :first-child`, { marginTop: 0 });
globalStyle(`${body} > :last-child`, { marginBottom: 0 });

globalStyle(`${body} p`, { margin: `0 0 ${vars.space.lg}` });

globalStyle(`${body} h2, ${body} h3, ${body} h4, ${body} h5, ${body} h6`, {
  margin: `${vars.space.xxl} 0 ${vars.space.md}`,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  breakAfter: 'avoid',
});
globalStyle(`${body} h2`, {
  fontSize: vars.fontSize.xl,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${body} h3`, { fontSize: '1.125rem' });
globalStyle(`${body} h4, ${body} h5, ${body} h6`, { fontSize: vars.fontSize.lg });

globalStyle(`${body} ul, ${body} ol`, {
  margin: `0 0 ${vars.space.lg}`,
  paddingInlineStart: vars.space.xl,
});
globalStyle(`${body} li`, { marginBottom: vars.space.sm, paddingInlineStart: vars.space.xs, breakInside: 'avoid' });
globalStyle(`${body} li::marker`, { color: vars.color.accent });
globalStyle(`${body} strong`, { fontWeight: vars.fontWeight.semibold });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.md,
  '@media': { print: { display: 'none' } },
});

export const status = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xxxl} 0`,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
});

export const emptyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const emptyText = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});

export const emptyAction = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});

export const closing = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
  backgroundColor: vars.color.surfaceMuted,
});

export const closingCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '28rem',
  padding: vars.space.xxl,
  textAlign: 'center',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.lg,
});

export const closingText = style({ margin: 0 });
