import type { HTMLAttributes, ReactNode } from 'react';
import type { SpaceToken } from '../../theme/tokens.ts';
import { stack } from './Stack.css.ts';

export type StackDirection = 'column' | 'row';
export type StackAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type StackJustify = 'start' | 'center' | 'end' | 'between';

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  /** Main axis; 'column' (default) stacks children vertically. */
  direction?: StackDirection;
  /** Space between children, from the spacing scale. */
  gap?: SpaceToken;
  /** Cross-axis alignment of the children. */
  align?: StackAlign;
  /** Main-axis distribution of the children. */
  justify?: StackJustify;
  /** Let children flow onto further lines when they do not fit. */
  wrap?: boolean;
  children?: ReactNode;
}

/** Flex layout primitive: lays its children out in a row or column with a token gap. */
export function Stack({ direction, gap, align, justify, wrap, className, children, ...rest }: StackProps) {
  return (
    <div {...rest} className={[stack({ direction, gap, align, justify, wrap }), className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
