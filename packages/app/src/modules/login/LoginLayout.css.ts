import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

// Spec §9: 1024 px and narrower is the mobile layout.
const mobile = 'screen and (max-width: 1024px)';
const phone = 'screen and (max-width: 560px)';

export const page = style({
  position: 'relative',
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: '1fr auto',
  // Without a hotel image: the brand colour across the top, the card resting on its edge.
  background: `linear-gradient(160deg, ${vars.color.accentPressed} 0%, ${vars.color.accent} 100%) top / 100% 46% no-repeat, ${vars.color.surfaceMuted}`,
  selectors: {
    '&[data-image]': {
      backgroundColor: vars.color.spec.black,
      backgroundSize: 'cover',
      backgroundPosition: 'center',
      backgroundRepeat: 'no-repeat',
    },
  },
  '@supports': { '(min-height: 100dvh)': { minHeight: '100dvh' } },
});

// Keeps the card and the footer readable over any photograph.
export const scrim = style({
  position: 'absolute',
  inset: 0,
  background: `linear-gradient(180deg, color-mix(in srgb, ${vars.color.spec.black} 25%, transparent) 0%, color-mix(in srgb, ${vars.color.spec.black} 55%, transparent) 100%)`,
  pointerEvents: 'none',
});

export const language = style({
  position: 'absolute',
  top: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: 1,
});

export const main = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  '@media': {
    [mobile]: { alignItems: 'flex-start', paddingTop: '5rem' },
    // On a phone the card becomes the page: it runs to the footer, which shares its surface.
    [phone]: { alignItems: 'stretch', padding: '4rem 0 0' },
  },
});

export const card = style({
  width: '100%',
  maxWidth: '25rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: `${vars.space.xxl} ${vars.space.xxl} ${vars.space.xl}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  '@media': {
    [mobile]: { maxWidth: '32rem' },
    [phone]: {
      maxWidth: 'none',
      padding: `${vars.space.xl} ${vars.space.lg}`,
      border: 'none',
      borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
      boxShadow: vars.shadow.md,
    },
  },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
});

export const logo = style({
  width: 80,
  height: 80,
  objectFit: 'contain',
});

export const hotelName = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});

export const footer = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  padding: vars.space.lg,
  fontSize: vars.fontSize.sm,
  // The spec's "1024 x 768" as written, not with the face's contextual multiplication sign.
  fontFeatureSettings: '"calt" 0',
  color: vars.color.textMuted,
  selectors: {
    [`${page}[data-image] &`]: { color: vars.color.textOnAccent },
  },
  '@media': {
    [mobile]: { flexDirection: 'column', alignItems: 'center' },
    [phone]: {
      backgroundColor: vars.color.surface,
      selectors: { [`${page}[data-image] &`]: { color: vars.color.textMuted } },
    },
  },
});
