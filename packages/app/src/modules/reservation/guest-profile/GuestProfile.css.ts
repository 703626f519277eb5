import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

// One line in a 30 px row: the name, its title quieter after it.
export const nameCell = style({
  display: 'block',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
});

export const muted = style({ color: vars.color.textMuted });

// The guest at a glance, with the profile's actions.
export const summary = style({
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  flex: '1 1 30rem',
  minWidth: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: '0.1rem', minWidth: 0 });

// Free text (notes) takes a row of its own.
export const wideFact = style({ gridColumn: '1 / -1' });

export const factLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const factValue = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

// Notes keep the line breaks staff typed (and the ones a merge joined them with).
export const notes = style({ whiteSpace: 'pre-line' });

export const figure = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const totalsHint = style([hint, { marginBlockStart: vars.space.md }]);

export const code = style({ fontFamily: vars.font.mono });

export const mergeCombo = style({ flex: '1 1 20rem', minWidth: 0 });

export const comparison = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  tableLayout: 'fixed',
});

export const comparisonCaption = style({
  textAlign: 'start',
  paddingBlockEnd: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
});

export const comparisonHead = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const comparisonField = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  width: '9rem',
});

export const comparisonCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
  verticalAlign: 'top',
});

// A value the merge takes from the duplicate: what staff should check before confirming.
export const comparisonFilled = style({
  backgroundColor: vars.color.tone.success.background,
  fontWeight: vars.fontWeight.medium,
});

// The look of @pms/ui's standalone Link, on the router's own anchor (no page reload).
export const routeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.tone.info.foreground,
  fontWeight: vars.fontWeight.medium,
  textDecorationLine: 'none',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { textDecorationLine: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
