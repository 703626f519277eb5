import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  boxSizing: 'border-box',
  minWidth: 0,
  padding: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const intro = style({
  margin: 0,
  maxWidth: '60rem',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const panel = style({
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

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const barStart = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
});

export const search = style({ width: '20rem', maxWidth: '100%' });

export const count = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const toolbar = style({
  border: 'none',
  backgroundColor: 'transparent',
  padding: 0,
});

export const buttonContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

// Row cells are 30 px high: actions and badges stay on one line and never push the row taller.
export const rowActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  height: '100%',
});

// Doubled class: wins over the ghost IconButton's muted colour whatever order the sheets load in.
export const urgentAction = style({
  selectors: {
    '&&': { color: vars.color.tone.error.foreground },
  },
});

export const badges = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

// A long role code shrinks with an ellipsis instead of pushing the row's other badges out.
export const badge = style({
  flexShrink: 1,
  minWidth: 0,
  maxWidth: '100%',
});

export const fixedBadge = style({ flexShrink: 0 });

export const badgeText = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.2rem',
  minWidth: 0,
  overflow: 'hidden',
});

export const badgeLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const muted = style({ color: vars.color.textMuted });

export const code = style({
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const readOnly = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// Read by screen readers, not shown.
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

globalStyle(`${rowActions} svg, ${badgeText} svg`, { flexShrink: 0 });
