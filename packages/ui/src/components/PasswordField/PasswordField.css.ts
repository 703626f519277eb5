import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const toggle = style({
  selectors: {
    // While the user types, the eye lights up in the accent colour: a cue that the toggle is there.
    '&[data-typing]': { color: vars.color.accent },
  },
});
