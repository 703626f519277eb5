import { createVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { belowQueries } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/theme.css.ts';

/** The gap between columns, which the fractional widths subtract so that 1/2 + 1/2 fills the row. */
const gutter = createVar();

export const space = styleVariants(vars.space, (value) => ({ vars: { [gutter]: value }, gap: gutter }));

// Border-box, so a column's own padding and border stay inside its share.
const column = style({ boxSizing: 'border-box' });

const fraction = (share: number) =>
  style([
    column,
    { flex: `0 0 calc((100% + ${fallbackVar(gutter, '0px')}) * ${share} - ${fallbackVar(gutter, '0px')})` },
  ]);

export const width = {
  fluid: style([column, { flex: '1 1 0' }]),
  content: style([column, { flex: '0 0 auto' }]),
  '1/2': fraction(1 / 2),
  '1/3': fraction(1 / 3),
  '2/3': fraction(2 / 3),
  '1/4': fraction(1 / 4),
  '3/4': fraction(3 / 4),
};

// Defined after the widths so that, at equal specificity, a collapsed column drops its width.
export const collapsed = {
  tablet: style({ '@media': { [belowQueries.tablet]: { flex: 'none' } } }),
  desktop: style({ '@media': { [belowQueries.desktop]: { flex: 'none' } } }),
};
