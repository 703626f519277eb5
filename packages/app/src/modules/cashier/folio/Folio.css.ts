import { belowQueries, vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The finder's filters in one wrapping row. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});
export const searchField = style({ minWidth: '16rem', flex: '1 1 16rem', maxWidth: '28rem' });
export const barRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
});
export const muted = style({ color: vars.color.textMuted });

/** The folio's header: who, where and when, in a grid of label/value pairs. */
export const header = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });
export const factLabel = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const money = style({ fontVariantNumeric: 'tabular-nums' });
export const negative = style({ color: vars.color.tone.error.foreground });

/** A void posting: kept on the folio, struck through. */
export const voided = style({ textDecoration: 'line-through', color: vars.color.textMuted });
export const markers = style({ display: 'inline-flex', gap: vars.space.xxs, marginInlineStart: vars.space.xxs });
export const description = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

/** A window tab: its number and balance. */
export const tabLabel = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  lineHeight: 1.2,
});
export const tabBalance = style({ fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const totals = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  fontVariantNumeric: 'tabular-nums',
});
export const totalValue = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

/** guest-folio-v2: the windows side by side, 4 on a wide screen, 2 on a tablet, stacked on a phone. */
export const board = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  alignItems: 'start',
  '@media': {
    [belowQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [belowQueries.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});
export const columnDrop = style({ outline: `2px dashed ${vars.color.accent}`, outlineOffset: '2px' });
export const columnHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
});
export const columnTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const columnList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '28rem',
  overflowY: 'auto',
});
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '30px',
  padding: `2px ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'grab',
});
export const itemSelected = style({ backgroundColor: vars.color.surfacePressed });
export const itemText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, fontSize: vars.fontSize.sm });
export const itemSub = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const itemAmount = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'end', whiteSpace: 'nowrap' });
export const columnEmpty = style({ padding: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const columnFoot = style({ padding: vars.space.xs, display: 'flex', justifyContent: 'flex-end' });

/** Routing instructions listed in their dialog. */
export const routingList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const routingRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  alignItems: 'start',
  '@media': { [belowQueries.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

globalStyle(`${columnList} li:last-child`, { borderBottom: 'none' });
// In a narrow column the description and its marks wrap rather than being cut.
globalStyle(`${itemText} ${description}`, { whiteSpace: 'normal', flexWrap: 'wrap' });
