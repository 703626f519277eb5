import { mapResponsive, type Responsive } from '../../theme/sprinkles.css.ts';
import type { SpaceToken } from '../../theme/tokens.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';

export type InlineAlign = 'start' | 'center' | 'end' | 'between';
export type InlineAlignY = 'top' | 'center' | 'bottom' | 'baseline';

type OwnedByInline = 'display' | 'flexDirection' | 'flexWrap' | 'gap' | 'alignItems' | 'justifyContent';

export interface InlineProps extends Omit<BoxProps, OwnedByInline> {
  /** Space between items, and between lines once they wrap; 'sm' by default. */
  space?: Responsive<SpaceToken>;
  /** Horizontal placement of the items; 'between' pushes the first and last to the edges. */
  align?: Responsive<InlineAlign>;
  /** Vertical alignment of items of different heights; 'center' by default. */
  alignY?: Responsive<InlineAlignY>;
}

const alignYToFlex = { top: 'start', center: 'center', bottom: 'end', baseline: 'baseline' } as const;

/**
 * A row of items that wraps onto further lines when the screen is narrow (buttons, filters,
 * chips), so a toolbar never overflows sideways.
 */
export function Inline({ space = 'sm', align, alignY = 'center', ...rest }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap="wrap"
      gap={space}
      justifyContent={align}
      alignItems={mapResponsive(alignY, (value) => alignYToFlex[value])}
      minWidth={0}
      {...rest}
    />
  );
}
