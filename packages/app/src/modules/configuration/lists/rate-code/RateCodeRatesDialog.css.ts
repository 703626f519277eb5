import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const unsaved = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// The inputs of a rate in rows of four (the room type and the meal plan two wide, for their
// names); in rows of two on a narrow screen.
export const editorGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: `${vars.space.sm} ${vars.space.md}`,
  alignItems: 'start',
  '@media': { '(max-width: 40rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ gridColumn: 'span 2' });

// Beside the meal plan, level with its input.
export const amountsHelp = style([message, wide, { alignSelf: 'end', paddingBlockEnd: vars.space.xs }]);

export const editorButtons = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

// Wider than a narrow dialog: the table scrolls sideways rather than squeezing the amounts.
export const tableFrame = style({
  overflowX: 'auto',
});

// The rates: one row each, as compact as the grids (spec §9: rows 30 px high).
export const rates = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${rates} th, ${rates} td`, {
  height: '30px',
  padding: `2px ${vars.space.sm}`,
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.regular,
  whiteSpace: 'nowrap',
});

globalStyle(`${rates} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
});

export const roomType = style({});
globalStyle(`${rates} ${roomType}`, { fontWeight: vars.fontWeight.medium });

export const date = style({ fontVariantNumeric: 'tabular-nums' });

export const amount = style({ fontVariantNumeric: 'tabular-nums' });
globalStyle(`${rates} ${amount}`, { textAlign: 'end' });

export const actions = style({});
globalStyle(`${rates} ${actions}`, { textAlign: 'end', width: '1%' });

export const rowActions = style({
  display: 'inline-flex',
  gap: vars.space.xs,
});

// The row open in the editor, and the rows the server refused (red, spec colours).
export const editedRow = style({
  backgroundColor: vars.color.surfaceMuted,
});

export const refusedRow = style({
  backgroundColor: vars.color.tone.error.background,
  boxShadow: `inset 3px 0 0 ${vars.color.tone.error.border}`,
});

export const refusal = style({
  display: 'inline-flex',
  verticalAlign: 'middle',
  marginInlineEnd: vars.space.xs,
  color: vars.color.tone.error.foreground,
});

// Screen-reader-only text, as every administration screen has it.
export { visuallyHidden } from '../../../../shared/admin/AdminScreen.css.ts';
