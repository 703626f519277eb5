import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

// The rule above the filters; the layout is the page's Stack and Inline.
export const filters = style({ borderBlockStart: `1px solid ${vars.color.border}` });

// The statuses take the first line on their own (one line at 1280 px); arrival, channel and the
// clear button share the second.
export const statuses = style({ minWidth: 0, flex: '1 1 100%' });

export const arrival = style({ width: '19rem', maxWidth: '100%' });

export const channel = style({ minWidth: 0, paddingBlockEnd: vars.space.xs });

export const clear = style({ marginBlockEnd: vars.space.xxs });

export const earlier = style({ paddingBlockEnd: vars.space.xs });

// The confirmation number opens its booking; it reads as a link without crowding the row.
export const open = style({
  color: vars.color.tone.info.foreground,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

// One line (the grid's rows are 30 px): the guest, then the company in a quieter tone.
export const booker = style({
  display: 'block',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const company = style({ color: vars.color.textMuted });

export const separator = style({ color: vars.color.textMuted });
