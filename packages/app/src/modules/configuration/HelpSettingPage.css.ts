import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const ellipsis = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export const cellText = style(ellipsis);

export const excerpt = style({ ...ellipsis, color: vars.color.textMuted });

export const length = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });

export const language = style({
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

export const topRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  alignItems: 'start',
  gap: vars.space.md,
  '@media': {
    '(max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const suggestion = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  minWidth: 0,
  paddingBlock: vars.space.xxs,
});

export const suggestionName = style({ ...ellipsis, fontSize: vars.fontSize.sm });

export const suggestionDetail = style({ ...ellipsis, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

// Text and preview side by side: what is typed on the left shows on the right as readers see it.
export const editor = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': {
    '(max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

// As tall as a 768 px screen allows with the rest of the dialog in view (spec §9: best view 1024 x 768).
const paneHeight = 'clamp(10rem, calc(100vh - 33rem), 24rem)';

export const previewPane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const previewLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

// As tall as the text box beside it, description included, also when that is dragged taller:
// size containment keeps a long manual from stretching the row instead of scrolling.
export const previewBox = style({
  boxSizing: 'border-box',
  flex: '1 1 auto',
  contain: 'size',
  minHeight: paneHeight,
  overflowY: 'auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const previewEmpty = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontStyle: 'italic',
  color: vars.color.textMuted,
});

// The help page's reading style, a size smaller to fit beside the text.
export const preview = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const previewLead = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

globalStyle(`${preview} > :first-child`, { marginTop: 0 });
globalStyle(`${preview} > :last-child`, { marginBottom: 0 });
globalStyle(`${preview} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${preview} h3, ${preview} h4, ${preview} h5, ${preview} h6`, {
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${preview} h3`, {
  fontSize: vars.fontSize.md,
  paddingBottom: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${preview} h4, ${preview} h5, ${preview} h6`, { fontSize: vars.fontSize.sm });
globalStyle(`${preview} ul, ${preview} ol`, { margin: `0 0 ${vars.space.sm}`, paddingInlineStart: vars.space.lg });
globalStyle(`${preview} li`, { marginBottom: vars.space.xxs });
globalStyle(`${preview} li::marker`, { color: vars.color.accent });
globalStyle(`${preview} strong`, { fontWeight: vars.fontWeight.semibold });

// The link to the help page sits at the start of the footer, away from Cancel and Save.
export const footerLink = style({
  marginInlineEnd: 'auto',
  alignSelf: 'center',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});
