import { fontStacks, vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// The ledger's figure tiles and its statement on paper (A4, white whatever the theme).

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space.sm,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const figureLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const figureValue = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const warning = style({ color: vars.color.tone.error.foreground });

export const print = style({
  display: 'none',
  fontFamily: fontStacks.body,
  backgroundColor: '#fff',
  color: '#000',
  fontSize: '9pt',
  lineHeight: 1.35,
  '@media': { print: { display: 'block' } },
});

globalStyle('body:has(> [data-statement-print]) > :not([data-statement-print])', {
  '@media': { print: { display: 'none' } },
});

export const printHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '6mm',
  marginBlockEnd: '4mm',
  paddingBlockEnd: '3mm',
  borderBlockEnd: '0.5pt solid #000',
});

export const printTitle = style({ margin: 0, fontSize: '12pt', fontWeight: 700 });

export const printTable = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${printTable} th, ${printTable} td`, {
  padding: '1mm 1.5mm',
  borderBlockEnd: '0.3pt solid #999',
  textAlign: 'start',
  verticalAlign: 'top',
});

globalStyle(`${printTable} [data-align="end"]`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

globalStyle(`${printTable} tfoot td`, {
  fontWeight: 700,
  borderBlockEnd: 'none',
  borderBlockStart: '0.5pt solid #000',
});

globalStyle(`${print} p`, { margin: '0 0 1mm' });

/** One invoice of the payment dialog: what it is and what is left, then the amount to allocate. */
export const allocationRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 9rem',
  gap: vars.space.sm,
  alignItems: 'center',
});
