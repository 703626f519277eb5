import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { frame } from '../Field/Field.css.ts';

/** The segments inside a picker's frame, next to its calendar button. */
export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  // Never shrinks below its text: a clipped year is worse than a wide field.
  flex: '0 0 auto',
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  cursor: 'text',
});

/** A DateField's segments are the frame themselves (RAC's DateInput is the field's group). */
export const framedDateInput = style([
  frame,
  dateInput,
  { gap: 0, paddingInline: vars.space.sm, minWidth: 'max-content' },
]);

export const segment = style({
  boxSizing: 'content-box',
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  textAlign: 'center',
  outline: 'none',
  caretColor: 'transparent',
  color: vars.color.text,
  selectors: {
    '&[data-type="day"]': { minWidth: '2ch' },
    '&[data-type="month"]': { minWidth: '3ch' },
    '&[data-type="year"]': { minWidth: '4ch' },
    '&[data-type="literal"]': { paddingInline: 0, color: vars.color.textMuted },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-disabled]': { color: vars.color.textDisabled },
  },
});

export const rangeDash = style({
  flexShrink: 0,
  paddingInline: vars.space.xxs,
  color: vars.color.textMuted,
});
