import { globalStyle, style } from '@vanilla-extract/css';

// The screen is used on a phone in the corridor: every control it offers is at least 44 px tall
// (the steppers bring their own 48 px), where the desk screens keep the spec's 30 px controls.
const TOUCH = '2.75rem';

// Doubled class: wins over the Button recipe's own min-height whatever order the sheets load in.
export const touchButton = style({ selectors: { '&&': { minHeight: TOUCH } } });

export const touchField = style({});
globalStyle(`${touchField} div:has(> input)`, { height: TOUCH });
