// Shared sizes of the form controls. 30 px is the spec's table row height, so a control dropped
// into a grid row or a filter bar lines up with the rows around it.
export const controlHeight = '1.875rem';
/** Square button inside a control (clear, show password, open calendar). */
export const innerButtonSize = '1.5rem';
