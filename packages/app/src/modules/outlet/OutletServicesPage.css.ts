import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ maxWidth: '90rem' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const hint = style({
  margin: 0,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const tileGroup = style({});

// The group's option list (the ui RadioGroup's inner box) becomes a grid of tiles.
globalStyle(`${tileGroup} > div`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.md,
});

// Doubled class: the tile's looks win over the ui Radio's inline layout whatever the CSS order.
export const tile = style({
  selectors: {
    '&&': {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space.sm,
      boxSizing: 'border-box',
      minWidth: 0,
      padding: vars.space.md,
      backgroundColor: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.sm,
      transitionProperty: 'border-color, box-shadow, background-color',
      transitionDuration: vars.duration.fast,
    },
    '&&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&&[data-selected]': {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.tone.info.background,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
    },
    '&&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
});

// The radio circle lines up with the outlet's name.
globalStyle(`${tile} > span[aria-hidden="true"]`, { marginTop: '0.2rem' });

export const tileName = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const tileCode = style({ flexShrink: 0, fontFamily: vars.font.mono });

export const tileDetails = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const tileLine = style({ overflowWrap: 'anywhere' });

export const tileCount = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const items = style({ minWidth: 0 });

export const search = style({ width: '18rem', maxWidth: '100%' });

export const count = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

// As wide as its columns: a short list of three columns needs no empty band on its right.
export const grid = style({ width: 'fit-content', maxWidth: '100%' });
