import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

export const short = style({ width: '9rem' });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const help = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const listError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.tone.error.foreground });

export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const contract = style({ width: '22rem', maxWidth: '100%' });
export const version = style({ width: '13rem' });

export const range = style({ width: '21rem', maxWidth: '100%' });
