import type { Responsive } from '../../theme/sprinkles.css.ts';
import type { SpaceToken } from '../../theme/tokens.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';

export type StackDirection = 'column' | 'row';
export type StackAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type StackJustify = 'start' | 'center' | 'end' | 'between';

export interface StackProps
  extends Omit<BoxProps, 'display' | 'flexDirection' | 'flexWrap' | 'gap' | 'alignItems' | 'justifyContent'> {
  /** Space between children, from the spacing scale; 'md' by default. */
  space?: Responsive<SpaceToken>;
  /** The older name of `space`, kept for existing callers. */
  gap?: Responsive<SpaceToken>;
  /** Cross-axis alignment of the children; 'stretch' (full width in a column) by default. */
  align?: Responsive<StackAlign>;
  /** Main axis; 'column' (default) stacks children vertically. For a row of items prefer Inline. */
  direction?: StackDirection;
  /** Main-axis distribution of the children. */
  justify?: StackJustify;
  /** Let children flow onto further lines when they do not fit. */
  wrap?: boolean;
}

/**
 * Vertical rhythm: the space between a page's blocks comes from one prop instead of margins on
 * each block, so sections stay evenly spaced on every screen.
 */
export function Stack({ space, gap, align = 'stretch', direction = 'column', justify, wrap, ...rest }: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection={direction}
      gap={space ?? gap ?? 'md'}
      alignItems={align}
      justifyContent={justify}
      flexWrap={wrap ? 'wrap' : undefined}
      minWidth={0}
      {...rest}
    />
  );
}
