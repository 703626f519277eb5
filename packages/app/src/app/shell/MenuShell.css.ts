import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const topBar = style({
  selectors: {
    // The spec's pin animation: the bar slides away and back in 100 ms (the bar's own default is slower).
    '&&': { transitionDuration: '100ms' },
  },
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
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '16rem',
  '@media': { '(max-width: 640px)': { display: 'none' } },
});

export const tabs = style({
  minWidth: 0,
  overflowX: 'auto',
  // Phones reach every section through the hamburger menu; nine tabs do not fit their width.
  '@media': { '(max-width: 640px)': { display: 'none' } },
});

// All nine tabs fit the spec's best view (1024 px) when they are a little tighter.
globalStyle(`${tabs} [role="tab"]`, {
  '@media': {
    '(max-width: 1180px)': { paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
  },
});

export const side = style({
  position: 'sticky',
  top: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: '100vh',
  overflowY: 'auto',
  boxSizing: 'border-box',
  paddingBlock: vars.space.md,
});

export const sideHeading = style({
  margin: 0,
  paddingInline: vars.space.md,
  paddingBlockStart: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const empty = style({
  margin: 0,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
});

// Pages written to fill the window (NotBuiltPage: min-height 100vh) fill the content area instead.
globalStyle(`${content} > *`, { flex: 1, minHeight: 0 });

export const progress = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.overlay,
  pointerEvents: 'none',
});

// On a phone the logout link keeps its icon and its name for screen readers, not the visible word:
// the bar has no room for it next to the pin toggle.
export const textOffOnPhones = style({
  '@media': {
    '(max-width: 640px)': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

// The selected top tab's panel: out of sight and out of the layout until the keyboard reaches its
// one button (a skip link to the section's side menu). The doubled class beats the ui panel's padding.
export const sectionPanel = style({
  position: 'absolute',
  insetInlineStart: 0,
  insetBlockStart: '100%',
  selectors: { '&&': { padding: 0 } },
});

export const toSectionMenu = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  selectors: {
    '&:focus-visible': {
      width: 'auto',
      height: 'auto',
      clip: 'auto',
      padding: `${vars.space.xs} ${vars.space.sm}`,
      background: vars.color.surface,
      color: vars.color.text,
      border: `2px solid ${vars.color.focusRing}`,
      borderRadius: vars.radius.sm,
      zIndex: 1,
    },
  },
});
