import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

/** The lines of a receipt or a transfer: a table that scrolls sideways on a phone. */
export const linesFrame = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const lines = style({
  width: '100%',
  minWidth: 640,
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const headCell = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const numberHead = style([headCell, { textAlign: 'right' }]);

export const cell = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const numberCell = style([
  cell,
  { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', paddingTop: vars.space.sm },
]);

export const short = style({ color: '#c62828', fontWeight: vars.fontWeight.semibold });

export const totalRow = style({ fontWeight: vars.fontWeight.semibold });

export const itemColumn = style({ minWidth: 240 });
export const quantityColumn = style({ width: 120 });
