import { style } from '@vanilla-extract/css';

// Amounts line up by their last digit, as in the grids.
export const numericInput = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});
