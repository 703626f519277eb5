import type { HTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { body, card, heading as headingStyle } from './Card.css.ts';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Title of the panel, rendered as a real heading element. */
  heading?: ReactNode;
  /** Heading level, to fit the card into the page's outline. */
  level?: HeadingLevel;
  /** Inner spacing; 'none' for content that brings its own, such as a table. */
  padding?: 'none' | 'md' | 'lg';
  children?: ReactNode;
}

/** A surface grouping related content. With a heading it is a named section for assistive tech. */
export function Card({ heading, level = 2, padding, className, children, ...rest }: CardProps) {
  const headingId = useId();
  const classes = [card({ padding }), className].filter(Boolean).join(' ');
  if (heading === undefined || heading === null) {
    return (
      <div {...rest} className={classes}>
        {children}
      </div>
    );
  }
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={headingId} {...rest} className={classes}>
      <Heading id={headingId} className={headingStyle}>
        {heading}
      </Heading>
      <div className={body}>{children}</div>
    </section>
  );
}
