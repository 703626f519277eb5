import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

const ellipsis = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export const code = style({
  ...ellipsis,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});

export const cellText = style(ellipsis);

// A language without a text of its own shows the built-in one, set back so the set ones stand out.
export const inherited = style({
  ...ellipsis,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

export const columnHeader = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const flag = style({
  width: '1.125rem',
  height: '0.75rem',
  flexShrink: 0,
  borderRadius: '2px',
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

export const suggestion = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  minWidth: 0,
  paddingBlock: vars.space.xxs,
});

export const suggestionCode = style({
  ...ellipsis,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});

export const suggestionText = style({
  ...ellipsis,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const warning = style({ color: vars.color.tone.warning.foreground });

export const builtIn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const builtInLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const builtInText = style({
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const values = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const valuesLegend = style({
  padding: 0,
  marginBlockEnd: vars.space.xxs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const valuesHelp = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const languageLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
