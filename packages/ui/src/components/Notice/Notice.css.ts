import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

// The tone's readable colour, shared by the icon and the title.
const accent = createVar();

const tone = (name: keyof typeof vars.color.tone) => ({
  backgroundColor: vars.color.tone[name].background,
  // Full strength on the leading edge only; a softer outline keeps four stacked notices calm.
  borderColor: `color-mix(in srgb, ${vars.color.tone[name].border} 45%, transparent)`,
  borderInlineStartColor: vars.color.tone[name].border,
  vars: { [accent]: vars.color.tone[name].foreground },
});

export const notice = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: vars.space.md,
    alignItems: 'start',
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      info: tone('info'),
      warning: tone('warning'),
      error: tone('error'),
      success: tone('success'),
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({
  display: 'block',
  width: '1.25rem',
  height: '1.25rem',
  // Centres the icon on the first line of text.
  marginBlockStart: 'calc((1lh - 1.25rem) / 2)',
  color: accent,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: accent,
});

export const message = style({
  margin: 0,
  color: vars.color.text,
});
