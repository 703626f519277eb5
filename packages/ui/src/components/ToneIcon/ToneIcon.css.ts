import { style } from '@vanilla-extract/css';

// Size and colour come from the caller (width/height and `color`); the icon only stays in shape.
export const toneIcon = style({
  display: 'block',
  flex: 'none',
  overflow: 'visible',
});
