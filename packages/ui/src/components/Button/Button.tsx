import { Button as AriaButton, type ButtonProps as AriaButtonProps, composeRenderProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import { button, pendingLabel, pendingSpinner } from './Button.css.ts';

export type ButtonVariant = 'primary' | 'secondary';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends AriaButtonProps {
  /** 'primary' for the one main action of a view, 'secondary' for the rest. */
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * react-aria-components' Button with the theme's looks; takes RAC's props (onPress, isDisabled, …).
 * With `isPending` (a save under way) it keeps focus and its width, ignores presses, shows a spinner
 * over its label and announces the change to screen readers (RAC's pending state).
 */
export function Button({ variant, size, className, children, ...rest }: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      className={composeRenderProps(className, (extra) => [button({ variant, size }), extra].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content, { isPending }) =>
        isPending ? (
          <>
            <span className={pendingLabel}>{content}</span>
            <Spinner className={pendingSpinner} size="sm" tone="current" />
          </>
        ) : (
          content
        ),
      )}
    </AriaButton>
  );
}
