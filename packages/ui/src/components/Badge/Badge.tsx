import type { HTMLAttributes, ReactNode } from 'react';
import { badge } from './Badge.css.ts';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** A short count or word. A bare number needs context: give it an `aria-label` or text nearby. */
  children: ReactNode;
}

/** A small pill for counts and short labels, e.g. the number of arrivals next to a menu entry. */
export function Badge({ tone, className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={[badge({ tone }), className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}
