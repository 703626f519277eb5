import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const frame = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surfaceMuted,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const logo = style({
  width: 32,
  height: 32,
  objectFit: 'contain',
  flex: 'none',
});

export const hotelName = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
});

// Pages written to fill the window (NotBuiltPage: min-height 100vh) fill the space under the bar
// instead, so the frame does not scroll for nothing.
globalStyle(`${content} > *`, { flex: 1, minHeight: 0 });
