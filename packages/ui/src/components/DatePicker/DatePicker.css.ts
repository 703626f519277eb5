import { style } from '@vanilla-extract/css';

/** The picker's frame: its segments take the free width, the calendar button sits at the end. */
export const pickerFrame = style({
  minWidth: 'max-content',
  cursor: 'text',
});

export const dialog = style({
  outline: 'none',
});

/** Takes the free width, keeping the calendar button at the end of the frame. */
export const spacer = style({
  flex: '1 1 auto',
  alignSelf: 'stretch',
});
