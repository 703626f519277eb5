import { createContext, useContext } from 'react';
import type { SpaceToken } from '../../theme/tokens.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';
import { collapsed, space as spaceClass, width as widthClass } from './Columns.css.ts';

export type ColumnsCollapseBelow = 'tablet' | 'desktop';
export type ColumnsAlignY = 'top' | 'center' | 'bottom' | 'stretch';
export type ColumnWidth = 'fluid' | 'content' | '1/2' | '1/3' | '2/3' | '1/4' | '3/4';

type OwnedByColumns = 'display' | 'flexDirection' | 'flexWrap' | 'gap' | 'rowGap' | 'columnGap' | 'alignItems';

export interface ColumnsProps extends Omit<BoxProps, OwnedByColumns> {
  /** Gutter between the columns (and between the rows once collapsed); 'none' by default. */
  space?: SpaceToken;
  /** Vertical alignment of the columns; 'stretch' (equal heights) by default. */
  alignY?: ColumnsAlignY;
  /** Below this screen the columns stack into one column, each full width. */
  collapseBelow?: ColumnsCollapseBelow;
}

export interface ColumnProps extends Omit<BoxProps, 'width' | 'flexGrow' | 'flexShrink'> {
  /** Share of the row; 'fluid' (default) takes what the others leave, 'content' only what it needs. */
  width?: ColumnWidth;
}

const CollapseContext = createContext<ColumnsCollapseBelow | undefined>(undefined);

const alignYToFlex = { top: 'start', center: 'center', bottom: 'end', stretch: 'stretch' } as const;

/**
 * Side-by-side regions with fixed shares of the row (a form beside its images, a list beside its
 * detail) that stack on narrow screens, without a grid template per page.
 */
export function Columns({ space = 'none', alignY = 'stretch', collapseBelow, className, ...rest }: ColumnsProps) {
  const align = alignYToFlex[alignY];
  return (
    <CollapseContext.Provider value={collapseBelow}>
      <Box
        display="flex"
        flexDirection={collapseBelow ? { mobile: 'column', [collapseBelow]: 'row' } : 'row'}
        alignItems={collapseBelow ? { mobile: 'stretch', [collapseBelow]: align } : align}
        className={[spaceClass[space], className].filter(Boolean).join(' ')}
        {...rest}
      />
    </CollapseContext.Provider>
  );
}

/** One region of a Columns row. */
export function Column({ width = 'fluid', className, ...rest }: ColumnProps) {
  const collapseBelow = useContext(CollapseContext);
  const classes = [widthClass[width], collapseBelow ? collapsed[collapseBelow] : undefined, className];
  return <Box minWidth={0} className={classes.filter(Boolean).join(' ')} {...rest} />;
}
