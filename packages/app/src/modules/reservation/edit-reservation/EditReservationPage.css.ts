import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// Amounts are entered as in the stay editor's nightly rates.
export { amountField } from '../booking/StayEditor.css.ts';
export { muted } from '../shared.css.ts';

export const headingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

// The booking at a glance: who, which number, what state, and the record's own facts.
export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const summaryTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const confirmation = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
});

export const booker = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const summaryActions = style({ marginInlineStart: 'auto' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: '0.1rem', minWidth: 0 });

export const factLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const factValue = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const notices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const noticeAction = style({ marginBlockStart: vars.space.sm });

export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.md,
});

// As many inputs a row as fit (four beside the menu at 1280 px, four at the spec's 1024 px, where
// the menu folds away), one on a phone.
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
  alignItems: 'start',
  gap: vars.space.md,
});

export const wide = style({ gridColumn: 'span 2', '@media': { '(max-width: 640px)': { gridColumn: 'auto' } } });

export const staysBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

// A short amount with a long help text: the input stays narrow, the text takes the dialog's width.
export const narrowInput = style({});
globalStyle(`${narrowInput} > div:has(> input)`, { maxWidth: '9rem' });
globalStyle(`${narrowInput} input`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const lineCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const problemMark = style({ color: vars.color.tone.error.foreground, fontWeight: vars.fontWeight.bold });

export const gridShort = style({ color: vars.color.tone.error.foreground, fontWeight: vars.fontWeight.medium });

export const gridGood = style({ color: vars.color.tone.success.foreground });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

// With changes to save, Save stays in reach at the bottom of the window while the form scrolls.
export const pinned = style({ position: 'sticky', bottom: 0, zIndex: 2 });

export const unsaved = style({
  marginInlineEnd: 'auto',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    // A dot in the spec's yellow: something here is not saved yet.
    '&::before': {
      content: '""',
      display: 'inline-block',
      width: '0.5rem',
      height: '0.5rem',
      marginInlineEnd: vars.space.xs,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.spec.yellow,
    },
  },
});

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });

export const dialogFields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const historyValue = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
