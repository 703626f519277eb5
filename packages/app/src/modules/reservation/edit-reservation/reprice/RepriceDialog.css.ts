import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const reading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
});

export const totals = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const stay = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.tone.info.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&[data-refused]': { borderInlineStartColor: vars.color.tone.error.border } },
});

export const stayTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const versions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const refusal = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.tone.error.foreground,
  backgroundColor: vars.color.tone.error.background,
  borderRadius: vars.radius.sm,
});

export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  height: 30,
  boxSizing: 'border-box',
  padding: `2px ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
});
globalStyle(`${table} thead th`, { backgroundColor: vars.color.surfaceMuted, fontWeight: vars.fontWeight.semibold });
globalStyle(`${table} tfoot th, ${table} tfoot td`, { fontWeight: vars.fontWeight.semibold, borderBottom: 'none' });
globalStyle(`${table} tr[data-moves] > *`, { backgroundColor: vars.color.tone.warning.background });

export const numeric = style({});
globalStyle(`${table} ${numeric}`, { textAlign: 'end', whiteSpace: 'nowrap' });

export const nightCell = style({ whiteSpace: 'nowrap' });
