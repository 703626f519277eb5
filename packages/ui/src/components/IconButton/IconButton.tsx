import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { withClassName } from '../Field/classNames.ts';
import { iconButton } from './IconButton.css.ts';

export type IconButtonVariant = 'ghost' | 'secondary' | 'primary';
export type IconButtonSize = 'sm' | 'md';

export interface IconButtonProps extends Omit<AriaButtonProps, 'aria-label' | 'children'> {
  /** The button's accessible name. Required: the icon alone says nothing to a screen reader. */
  'aria-label': string;
  /** The icon (an svg marked aria-hidden). */
  children: ReactNode;
  /** 'ghost' (default) shows no chrome until hovered; 'secondary' and 'primary' match Button. */
  variant?: IconButtonVariant;
  /** 'md' (default) is 30 px like inputs and table rows; 'sm' is 24 px, for use inside them. */
  size?: IconButtonSize;
}

/** A square, icon-only RAC Button; takes RAC's props (onPress, isDisabled, …). */
export function IconButton({ variant, size, className, children, ...rest }: IconButtonProps) {
  return (
    <AriaButton {...rest} className={withClassName(iconButton({ variant, size }), className)}>
      {children}
    </AriaButton>
  );
}
