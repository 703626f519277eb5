import { vars } from '@pms/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const floor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const floorHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

// Large tiles a thumb can hit: two to a 360 px phone, as many as fit on a desk screen.
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const tileBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  minHeight: '9rem',
  boxSizing: 'border-box',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '6px',
  borderRadius: vars.radius.md,
});

/** The tile's edge in the condition's spec colour; the chip inside names it. */
export const tile = styleVariants(
  {
    'vacant-clean': vars.color.spec.green,
    'vacant-dirty': vars.color.spec.red,
    inspected: vars.color.spec.blue,
    occupied: vars.color.spec.yellow,
    'out-of-order': vars.color.spec.black,
    'out-of-service': vars.color.spec.gray,
  },
  (color) => [tileBase, { borderLeftColor: color }],
);

export const selected = style({
  outline: `2px solid ${vars.color.accent}`,
  outlineOffset: '1px',
});

export const roomNumber = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const detail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: 'auto',
});

// Touch targets of at least 44 px (WCAG 2.5.5), on the tiles and in the selection bar.
export const touch = style({ minHeight: '44px', minWidth: '44px' });
globalStyle(`${buttons} button`, { minHeight: '44px', minWidth: '44px' });

/** The minibar link, drawn as the icon buttons beside it. */
export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minHeight: '44px',
  minWidth: '44px',
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
});

/** My rooms / all rooms, each choice a thumb's width high. */
export const view = style({});
globalStyle(`${view} label`, { minHeight: '44px', alignItems: 'center' });

/** The selection's buttons stay at the bottom of the screen while the floors scroll. */
export const selectionBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.md,
});
globalStyle(`${selectionBar} [role="toolbar"]`, { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
globalStyle(`${selectionBar} button`, { minHeight: '44px' });
