import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  minWidth: 0,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  fontFamily: vars.font.body,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'column', alignItems: 'stretch' },
  },
});

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: {
    '[data-orientation="vertical"] > &': { flexDirection: 'column', alignItems: 'stretch' },
  },
});

export const separator = style({
  flex: 'none',
  alignSelf: 'stretch',
  margin: 0,
  border: 'none',
  backgroundColor: vars.color.border,
  selectors: {
    '&[aria-orientation="vertical"]': { width: '1px', marginBlock: vars.space.xs },
    '&:not([aria-orientation="vertical"])': { height: '1px', marginInline: vars.space.xs },
  },
});
