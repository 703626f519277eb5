import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

// The bar answers to its own width rather than the window's: in the app it spans the window, so
// ≤1024 px is the spec's breakpoint, and in a narrower story or test frame it collapses just the same.
const bar = createContainer('pms-topbar');
const collapsed = `${bar} (max-width: 1024px)`;
const narrow = `${bar} (max-width: 640px)`;
// The smallest phones staff use (360 px): the bar's spacing tightens so every control still fits.
const tiny = `${bar} (max-width: 380px)`;

export const root = style({
  containerName: bar,
  containerType: 'inline-size',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.normal} ease-out`,
  selectors: {
    // The spec's hidden offset. Keyboard focus inside the bar brings it back; a mouse press (on
    // the pin toggle, say) also leaves focus there but must not keep the bar in view for ever.
    '&[data-hidden]:not(:has(:focus-visible))': { transform: 'translateY(-200px)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  boxSizing: 'border-box',
  minHeight: '3.5rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  '@container': {
    [narrow]: { gap: vars.space.sm, paddingInline: vars.space.sm },
    [tiny]: { gap: vars.space.xs, paddingInline: vars.space.xs },
  },
});

export const menuSlot = style({
  display: 'none',
  flex: 'none',
  '@container': { [collapsed]: { display: 'flex' } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  flex: 'none',
  minWidth: 0,
  color: vars.color.text,
});

export const facts = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `1px solid ${vars.color.border}`,
  '@container': { [narrow]: { paddingInlineStart: vars.space.sm } },
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const factLabel = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const factValue = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
  minWidth: 0,
  '@container': { [tiny]: { gap: vars.space.xxs } },
});

/** Slots that give way at ≤1024 px; the app offers them in the hamburger menu instead. */
export const wide = style({
  '@container': { [collapsed]: { display: 'none' } },
});

/** Slots that give way only on a phone-sized bar. */
export const notNarrow = style({
  '@container': { [narrow]: { display: 'none' } },
});

export const user = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  paddingInlineEnd: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const divider = style({
  flex: 'none',
  alignSelf: 'stretch',
  width: '1px',
  marginBlock: vars.space.xs,
  backgroundColor: vars.color.border,
  '@container': { [tiny]: { display: 'none' } },
});

export const secondRow = style({
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  '@container': { [narrow]: { paddingInline: vars.space.sm } },
});

// The row draws the bottom line across the whole bar; a tab list's own line would stop short of
// the bar's padding.
globalStyle(`${secondRow} [role="tablist"]`, { borderBottom: 'none' });

export const topBarLink = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    boxSizing: 'border-box',
    minHeight: '2.25rem',
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
      '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[aria-current="page"]': { color: vars.color.text, backgroundColor: vars.color.surfaceMuted },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  },
  variants: {
    tone: {
      neutral: {},
      // Logout: the one link that ends the session stands apart.
      danger: {
        selectors: {
          '&[data-hovered]': {
            backgroundColor: vars.color.tone.error.background,
            color: vars.color.tone.error.foreground,
          },
        },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const linkIcon = style({ flex: 'none', width: '1.125rem', height: '1.125rem' });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
