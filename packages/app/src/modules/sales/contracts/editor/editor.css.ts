import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// The contract editor's compact grids: the spec's 30 px rows (§9) for the rate grid, the child
// bands and the quote's explanation, with inputs that fit inside them.

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
});

export const toolbarNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const block = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const blockHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: `${vars.space.sm} ${vars.space.md}`,
});

export const blockActions = style({
  marginInlineStart: 'auto',
  display: 'flex',
  gap: vars.space.xs,
  alignSelf: 'flex-end',
});

export const short = style({ width: '7rem' });
export const medium = style({ width: '13rem' });
export const wide = style({ width: '18rem', maxWidth: '100%' });

export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });

export const grid = style({
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${grid} th, ${grid} td`, {
  height: '30px',
  boxSizing: 'border-box',
  borderBottom: `1px solid ${vars.color.border}`,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  padding: `0 ${vars.space.xs}`,
  whiteSpace: 'nowrap',
});
globalStyle(`${grid} thead th`, {
  backgroundColor: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
});
globalStyle(`${grid} tbody th`, {
  backgroundColor: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  position: 'sticky',
  insetInlineStart: 0,
});
globalStyle(`${grid} td[data-align="end"], ${grid} th[data-align="end"]`, { textAlign: 'end' });

export const code = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.semibold });
export const muted = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

/** An input that fits a 30 px row. */
export const cellInput = style({ width: '6.5rem' });
globalStyle(`${cellInput} input`, { textAlign: 'end', minHeight: '26px', paddingBlock: 0 });
export const ageInput = style({ width: '5rem' });
globalStyle(`${ageInput} input`, { minHeight: '26px', paddingBlock: 0 });
export const chargeSelect = style({ width: '12rem' });
globalStyle(`${chargeSelect} button`, { minHeight: '26px', paddingBlock: 0 });

export const rulesByKind = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const ruleList = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const quoteForm = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  color: vars.color.textMuted,
  paddingBlockEnd: vars.space.xxs,
});

/** The explanation above a table that is narrower than it (the allotment). */
export const tableNote = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  paddingBlockEnd: vars.space.xxs,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

// A cell's own error text would break the 30 px row: it stays for screen readers, out of sight,
// and the form's summary above says it in full.
globalStyle(`${cellInput} [slot="errorMessage"]`, {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const cellText = style({ display: 'block', textAlign: 'end', minWidth: '5.5rem' });

export const stayField = style({ gridColumn: 'span 2' });
