import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// The fields on the left, the two images beside them (also on the spec's 1024 px screen, where the
// side menu folds away); one column on a narrow window.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(17rem, 1fr)',
  alignItems: 'start',
  gap: vars.space.lg,
  '@media': {
    '(max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const actions = style({
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

// With changes to save, Save stays in reach at the bottom of the window while the form scrolls.
export const pinned = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
});

export const unsaved = style({
  marginInlineEnd: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    // A dot in the spec's yellow: something here is not saved yet.
    '&::before': {
      content: '""',
      display: 'inline-block',
      width: '0.5rem',
      height: '0.5rem',
      marginInlineEnd: vars.space.xs,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.spec.yellow,
    },
  },
});

export const images = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

// A checkerboard behind the preview, so that a transparent logo shows its real edges.
const checkerboard = {
  backgroundColor: vars.color.surfaceMuted,
  backgroundImage: `linear-gradient(45deg, ${vars.color.surfacePressed} 25%, transparent 25%, transparent 75%, ${vars.color.surfacePressed} 75%), linear-gradient(45deg, ${vars.color.surfacePressed} 25%, transparent 25%, transparent 75%, ${vars.color.surfacePressed} 75%)`,
  backgroundSize: '16px 16px',
  backgroundPosition: '0 0, 8px 8px',
};

const preview = {
  ...checkerboard,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
};

export const logoPreview = style({ ...preview, width: '9rem', height: '9rem' });

export const backgroundPreview = style({ ...preview, width: '100%', aspectRatio: '16 / 9' });

export const logoImage = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });

// The login screen covers its whole page with the background: the preview crops it the same way.
export const backgroundImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const noImage = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  backgroundColor: vars.color.surface,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
});

export const help = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const progressBar = style({ minWidth: 0 });

// A long file name ends in an ellipsis rather than pushing the percentage onto a second line.
globalStyle(`${progressBar} > :first-child`, {
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xl,
});
