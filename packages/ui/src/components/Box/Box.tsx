import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { listReset, type Sprinkles, sprinkles } from '../../theme/sprinkles.css.ts';

/** The elements a layout primitive may render; lists drop their bullets and indents. */
export type BoxElement =
  | 'div'
  | 'span'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'main'
  | 'nav'
  | 'form'
  | 'fieldset'
  | 'ul'
  | 'ol'
  | 'li'
  | 'p';

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles>, Sprinkles {
  /** Element to render; 'div' by default. Pick the one that carries the right meaning. */
  as?: BoxElement;
  /** React 19 passes refs as a plain prop. */
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/** Split the layout props (atoms) from what goes to the element. */
function splitSprinkles<Props extends object>(props: Props): [Sprinkles, Omit<Props, keyof Sprinkles>] {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return [atoms as Sprinkles, rest as Omit<Props, keyof Sprinkles>];
}

/**
 * The element under every layout primitive: spacing and flex props become atomic classes on the
 * theme's scale, so a page lays itself out without a stylesheet of its own.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const [atoms, rest] = splitSprinkles(props);
  const classes = [as === 'ul' || as === 'ol' ? listReset : undefined, sprinkles(atoms), className]
    .filter(Boolean)
    .join(' ');
  return createElement(as, { ...rest, className: classes });
}
