import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { withClassName } from '../Field/classNames.ts';
import { switchRoot, thumb, track } from './Switch.css.ts';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  /** The visible label. Without one, give an `aria-label`. */
  children?: ReactNode;
}

/**
 * An on/off setting that applies at once (e.g. "Pin top bar", "Show inactive rates"); for a choice
 * submitted with a form, prefer Checkbox. RAC Switch: `isSelected`/`defaultSelected`/`onChange`.
 */
export function Switch({ children, className, ...rest }: SwitchProps) {
  return (
    <AriaSwitch {...rest} className={withClassName(switchRoot, className)}>
      <span className={track} aria-hidden="true">
        <span className={thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
