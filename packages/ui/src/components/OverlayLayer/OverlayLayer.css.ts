import { style } from '@vanilla-extract/css';

// No box of its own: overlays inside are fixed to the viewport, and the element only has to sit
// in the themed subtree so the theme's CSS variables, font and `lang` reach them.
export const layer = style({ display: 'contents' });
