import { belowQueries, vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The price list beside the check; the check under it on narrower screens. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(20rem, 25rem)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [belowQueries.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const priceList = style({ minWidth: 0 });

export const check = style({ minWidth: 0, position: 'sticky', top: vars.space.md });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const hint = style({
  margin: 0,
  padding: vars.space.md,
  textAlign: 'center',
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const problem = style([
  hint,
  { color: vars.color.tone.error.foreground, borderColor: vars.color.tone.error.border },
]);

export const checkNumber = style({ maxWidth: '14rem' });

export const lines = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${lines} th, ${lines} td`, {
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const quantityHead = style({
  textAlign: 'center',
  width: '6.5rem',
  '@media': { [belowQueries.tablet]: { width: '4.5rem' } },
});
export const amountHead = style({
  textAlign: 'end',
  width: '7rem',
  '@media': { [belowQueries.tablet]: { width: '5rem' } },
});

export const itemName = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  overflowWrap: 'anywhere',
});

export const unitPrice = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const quantityCell = style({ textAlign: 'center' });
export const quantity = style({ width: '6rem', '@media': { [belowQueries.tablet]: { width: '4rem' } } });
export const amount = style({ textAlign: 'end', whiteSpace: 'nowrap' });
export const removeCell = style({ width: '2rem', textAlign: 'end' });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** The check's money: label left, amount right, the total in bold under a rule. */
export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${totals} dt`, { margin: 0, color: vars.color.textMuted });
globalStyle(`${totals} dd`, { margin: 0, textAlign: 'end' });

export const totalLabel = style({
  selectors: {
    [`${totals} &`]: {
      color: vars.color.text,
      fontWeight: vars.fontWeight.semibold,
      borderTop: `1px solid ${vars.color.border}`,
      paddingTop: vars.space.xxs,
    },
  },
});
export const totalValue = style({
  selectors: {
    [`${totals} &`]: {
      fontSize: vars.fontSize.lg,
      fontWeight: vars.fontWeight.bold,
      borderTop: `1px solid ${vars.color.border}`,
      paddingTop: vars.space.xxs,
    },
  },
});

export const room = style({ width: '9rem' });
export const payment = style({ maxWidth: '20rem' });

export const guest = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.tone.info.border}`,
  backgroundColor: vars.color.tone.info.background,
});

export const due = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const sales = style({ minWidth: 0 });
export const grid = style({ maxWidth: '100%' });
