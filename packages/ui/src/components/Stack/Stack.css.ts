import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import type { SpaceToken } from '../../theme/tokens.ts';

const gap = Object.fromEntries(Object.entries(vars.space).map(([name, value]) => [name, { gap: value }])) as Record<
  SpaceToken,
  { gap: string }
>;

export const stack = recipe({
  base: {
    display: 'flex',
    minWidth: 0,
  },
  variants: {
    direction: {
      column: { flexDirection: 'column' },
      row: { flexDirection: 'row' },
    },
    gap,
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      stretch: { alignItems: 'stretch' },
      baseline: { alignItems: 'baseline' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: {
      true: { flexWrap: 'wrap' },
      false: { flexWrap: 'nowrap' },
    },
  },
  defaultVariants: { direction: 'column', gap: 'md', align: 'stretch', justify: 'start', wrap: false },
});
