// The widths the app already designs for: forms drop to one column at 640 px and the shell turns
// into the hamburger layout at 1024 px (spec §9), so the layout conditions start just above them.

/** Widths in px at or below which the narrower layout applies. */
export const breakpoints = { tablet: 640, desktop: 1024 } as const;

export type Breakpoint = 'mobile' | 'tablet' | 'desktop';

// Range syntax: `width > 640px` is the exact complement of the app's `max-width: 640px`, even at
// fractional widths under browser zoom where `min-width: 641px` would leave a gap.
/** Media queries of the layout conditions above mobile, for page CSS that needs one of its own. */
export const mediaQueries = {
  tablet: `screen and (width > ${breakpoints.tablet}px)`,
  desktop: `screen and (width > ${breakpoints.desktop}px)`,
} as const;

/** The complements of `mediaQueries`: the screens narrower than each condition. */
export const belowQueries = {
  tablet: `screen and (width <= ${breakpoints.tablet}px)`,
  desktop: `screen and (width <= ${breakpoints.desktop}px)`,
} as const;
