import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { withClassName } from '../Field/classNames.ts';
import { link } from './Link.css.ts';

export type LinkVariant = 'inline' | 'standalone';

export interface LinkProps extends AriaLinkProps {
  /** 'inline' (default) for links inside text, always underlined; 'standalone' for links on their own. */
  variant?: LinkVariant;
}

/**
 * RAC Link with the theme's looks. With `href` it is a real anchor (and uses the app's router
 * through RAC's RouterProvider); without one it is a button-like link driven by `onPress`.
 */
export function Link({ variant, className, ...rest }: LinkProps) {
  return <AriaLink {...rest} className={withClassName(link({ variant }), className)} />;
}
