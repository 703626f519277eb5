import type { ReactNode } from 'react';
import { Group } from 'react-aria-components';
import { frame } from './Field.css.ts';

/**
 * The bordered box around a text input and its inner buttons. A RAC Group, so hover, focus-within,
 * invalid and disabled show as data attributes; role="presentation" because, unlike the segmented
 * date inputs, it adds nothing for assistive tech.
 */
export function InputFrame({
  isInvalid,
  isDisabled,
  children,
}: {
  isInvalid?: boolean;
  isDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Group role="presentation" isInvalid={isInvalid} isDisabled={isDisabled} className={frame}>
      {children}
    </Group>
  );
}
