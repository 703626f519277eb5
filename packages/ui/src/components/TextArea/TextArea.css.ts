import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { frame, input } from '../Field/Field.css.ts';
import { controlHeight } from '../Field/metrics.ts';

/** The shared input frame, grown to the text's height instead of the one-line 30 px. */
export const multilineFrame = style([
  frame,
  {
    alignItems: 'stretch',
    height: 'auto',
    minHeight: controlHeight,
    paddingInlineEnd: 0,
  },
]);

/**
 * The shared bare input, as a box of lines. Only vertical resize: the width belongs to the
 * layout, and a wider box would push the form's other columns around.
 */
export const textArea = style([
  input,
  {
    display: 'block',
    width: '100%',
    height: 'auto',
    paddingBlock: vars.space.xs,
    lineHeight: vars.lineHeight.normal,
    resize: 'vertical',
    // Long words and URLs wrap instead of scrolling the box sideways.
    overflowWrap: 'anywhere',
  },
]);

/** Description and error on the left, the counter on the right, on the line under the box. */
export const helpRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const helpText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 auto',
  minWidth: 0,
});

export const counter = style({
  flex: '0 0 auto',
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  selectors: {
    // At the limit further typing is dropped silently: the counter says why.
    '&[data-full]': { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
  },
});
