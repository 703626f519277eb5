import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ maxWidth: '90rem' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const date = style({
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.textMuted,
});

export const panels = style({
  display: 'grid',
  // A phone narrower than one column (360 px) gets one column of its own width, not 22rem.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(22rem, 100%), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const widePanel = style({ gridColumn: '1 / -1' });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
});

/** Six tiles of one kind (rooms by front-office state): one row at 1280 px. */
export const compactTiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.md,
});

/** The cashier's seven figures: four to a row at 1280 px, two on a tablet, one on a phone (amounts are wide). */
export const cashierTiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': {
    'screen and (max-width: 60rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (max-width: 30rem)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const tile = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  selectors: {
    '&[data-tone="red"]': { borderInlineStartColor: vars.color.tone.error.border },
    '&[data-tone="green"]': { borderInlineStartColor: vars.color.tone.success.border },
    '&[data-tone="blue"]': { borderInlineStartColor: vars.color.tone.info.border },
    '&[data-tone="yellow"]': { borderInlineStartColor: vars.color.tone.warning.border },
  },
});

export const tileLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const tileValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
export const tileHint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const bar = style({
  display: 'flex',
  height: '0.75rem',
  marginTop: vars.space.md,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  gap: '2px',
});

export const barPart = style({
  selectors: {
    '&[data-tone="red"]': { background: vars.color.tone.error.border },
    '&[data-tone="blue"]': { background: vars.color.tone.info.border },
    '&[data-tone="green"]': { background: vars.color.tone.success.border },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

// Spec §9: rows 30 px high.
globalStyle(`${table} th, ${table} td`, {
  height: '30px',
  padding: `0 ${vars.space.md}`,
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.regular,
});
globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
});
globalStyle(`${table} tfoot th, ${table} tfoot td`, {
  fontWeight: vars.fontWeight.semibold,
  borderBottom: 'none',
});

export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} ${number}`, { textAlign: 'end' });

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs });

export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const emptyTable = style({ color: vars.color.textMuted, margin: 0, padding: vars.space.md });

/** A part of a panel that groups its own tiles, e.g. the ledgers under the closed date's figures. */
export const subheading = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});
