import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const figure = style({ margin: 0 });

export const svg = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  fontFamily: vars.font.body,
  overflow: 'visible',
});

export const bar = style({
  fill: vars.color.accent,
  selectors: { '&[data-level="high"]': { fill: vars.color.tone.error.border } },
});

export const barValue = style({
  fill: vars.color.text,
  fontSize: '11px',
  fontVariantNumeric: 'tabular-nums',
});

export const gridLine = style({ stroke: vars.color.border, strokeDasharray: '2 3' });

export const axis = style({});
globalStyle(`${axis} line`, { stroke: vars.color.borderStrong });

export const tickLabel = style({ fill: vars.color.textMuted, fontSize: '11px' });
export const tickWeekday = style({ fontWeight: vars.fontWeight.semibold });

export const muted = style({ margin: 0, color: vars.color.textMuted });

// Read by screen readers, not shown.
// Screen-reader-only text, as every administration screen has it.
export { visuallyHidden } from '../../shared/admin/AdminScreen.css.ts';
