import { Button as AriaButton, type ButtonProps as AriaButtonProps, composeRenderProps } from 'react-aria-components';
import { button } from './Button.css.ts';

export type ButtonVariant = 'primary' | 'secondary';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends AriaButtonProps {
  /** 'primary' for the one main action of a view, 'secondary' for the rest. */
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** react-aria-components' Button with the theme's looks; takes RAC's props (onPress, isDisabled, …). */
export function Button({ variant, size, className, ...rest }: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      className={composeRenderProps(className, (extra) => [button({ variant, size }), extra].filter(Boolean).join(' '))}
    />
  );
}
