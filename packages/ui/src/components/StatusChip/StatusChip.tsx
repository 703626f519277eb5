import type { HTMLAttributes, ReactNode } from 'react';
import { chip, dot } from './StatusChip.css.ts';

/** The specification's colours, by name. The consumer decides which state gets which colour. */
export type StatusChipTone = 'red' | 'yellow' | 'green' | 'blue' | 'black' | 'gray';

export interface StatusChipProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Spec colour of the state, e.g. a room-status map `{ dirty: 'red', inspected: 'green' }` kept by
   * the screen. The colour only supports the label: the label itself must name the state.
   */
  tone: StatusChipTone;
  /** The state in words, e.g. 'Dirty'. */
  children: ReactNode;
}

/** A compact state label (room status, folio status, …) with a dot in the spec colour. */
export function StatusChip({ tone, className, children, ...rest }: StatusChipProps) {
  return (
    <span {...rest} data-tone={tone} className={[chip({ tone }), className].filter(Boolean).join(' ')}>
      <span className={dot} aria-hidden="true" />
      {children}
    </span>
  );
}
