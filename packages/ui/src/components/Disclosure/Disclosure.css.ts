import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const group = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const disclosure = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '2.5rem',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.duration.fast} ease-out`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed', backgroundColor: 'transparent' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const chevron = style({
  flex: 'none',
  width: '1rem',
  height: '1rem',
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.normal} ease-out`,
  selectors: {
    // Points to the text while closed, down while open.
    [`${disclosure}[data-expanded] &`]: { transform: 'rotate(90deg)' },
    [`[dir="rtl"] ${disclosure}:not([data-expanded]) &`]: { transform: 'rotate(180deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

// Lines up with the title, past the chevron. Only while open: a closed panel is
// hidden="until-found" (found by the browser's find in page), which keeps its box and padding.
export const panel = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    [`${disclosure}[data-expanded] > &`]: {
      padding: `${vars.space.xxs} ${vars.space.sm} ${vars.space.md} calc(${vars.space.sm} + 1rem + ${vars.space.sm})`,
    },
  },
});
