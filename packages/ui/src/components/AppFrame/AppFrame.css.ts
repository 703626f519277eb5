import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// Like the top bar, the frame follows its own width: spanning the window in the app, it switches
// to the hamburger layout at the spec's 1024 px.
const frameContainer = createContainer('pms-frame');
const collapsed = `${frameContainer} (max-width: 1024px)`;

export const frame = style({
  containerName: frameContainer,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const body = style({
  display: 'grid',
  // The spec's split: side menu 15 %, content 85 %.
  gridTemplateColumns: '15% 85%',
  flex: 1,
  minHeight: 0,
  '@container': { [collapsed]: { gridTemplateColumns: '100%' } },
});

export const bodyWithoutSide = style({ gridTemplateColumns: '100%' });

export const side = style({
  minWidth: 0,
  backgroundColor: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  '@container': { [collapsed]: { display: 'none' } },
});

export const main = style({
  minWidth: 0,
  boxSizing: 'border-box',
  padding: vars.space.xl,
  outline: 'none',
  '@container': { [collapsed]: { padding: vars.space.lg } },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: vars.space.sm,
  zIndex: vars.zIndex.overlay,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.textOnAccent,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-300%)',
  selectors: {
    '&:focus': { transform: 'none', outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
