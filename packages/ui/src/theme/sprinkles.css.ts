import { style } from '@vanilla-extract/css';
import { type ConditionalValue, createMapValueFn, createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQueries } from './breakpoints.ts';
import { vars } from './theme.css.ts';

// Defined before the atoms so that, at equal specificity, a padding or margin atom wins over it.
/** Drops the browser's list bullets and indents when a layout primitive renders a ul or ol. */
export const listReset = style({ listStyle: 'none', margin: 0, padding: 0 });

const flexAlign = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
} as const;

// Equal tracks that may shrink below their content (minmax(0, …)), so one long value cannot widen its column.
const gridColumns = Object.fromEntries(
  ([1, 2, 3, 4] as const).map((count) => [count, { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` }]),
) as Record<1 | 2 | 3 | 4, { gridTemplateColumns: string }>;

// 'auto' as well: a margin that pushes one item of a flex row to the far end (Remove after a title).
const margins = { ...vars.space, auto: 'auto' };

const flexJustify = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;

// Spacing and flex layout change with the screen, so these take responsive values:
// `gap={{ mobile: 'sm', desktop: 'lg' }}` or `gap={['sm', null, 'lg']}`.
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQueries.tablet },
    desktop: { '@media': mediaQueries.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: flexAlign,
    justifyContent: flexJustify,
    // Fields in a grid: `gridColumns={{ mobile: 1, tablet: 2 }}` is two a row, one on a phone.
    gridColumns,
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingRight: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    marginTop: margins,
    marginRight: margins,
    marginBottom: margins,
    marginLeft: margins,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginRight', 'marginBottom', 'marginLeft'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const staticProperties = defineProperties({
  properties: {
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    width: { full: '100%' },
    // A grid child that takes the whole row (an address line among two-a-row fields).
    gridColumn: { full: '1 / -1' },
    // A flex or grid child's default `min-width: auto` refuses to shrink below its content, so a
    // long guest name or a wide table would push the row out of the screen.
    minWidth: [0],
  },
});

/** Atomic classes for layout on the theme's spacing scale; Box takes these as props. */
export const sprinkles = createSprinkles(responsiveProperties, staticProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];

/** A value that may change with the screen: one value, `{ mobile, tablet, desktop }` or `[mobile, tablet, desktop]`. */
export type Responsive<Value extends string | number> = ConditionalValue<typeof responsiveProperties, Value>;

/** Maps each condition's value of a responsive prop, so a primitive can translate its own vocabulary. */
export const mapResponsive = createMapValueFn(responsiveProperties);
