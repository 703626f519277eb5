import type { ReactNode } from 'react';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  composeRenderProps,
  Label,
} from 'react-aria-components';
import {
  fill,
  indeterminateFill,
  label as labelStyle,
  progressBar,
  track,
  value as valueStyle,
} from './ProgressBar.css.ts';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children'> {
  /** Visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Shows the value (by default the percentage, e.g. '50%') at the end of the label row. */
  showValueLabel?: boolean;
  size?: 'sm' | 'md';
}

/**
 * react-aria's ProgressBar: determinate with `value` out of `maxValue` (e.g. bytes of an upload
 * against its size), or `isIndeterminate` while the end is unknown.
 */
export function ProgressBar({ label, showValueLabel = true, size, className, ...rest }: ProgressBarProps) {
  return (
    <AriaProgressBar
      {...rest}
      className={composeRenderProps(className, (extra) => [progressBar, extra].filter(Boolean).join(' '))}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label === undefined || label === null ? null : <Label className={labelStyle}>{label}</Label>}
          {showValueLabel && !isIndeterminate ? <span className={valueStyle}>{valueText}</span> : null}
          <div className={track({ size })}>
            <div
              className={isIndeterminate ? `${fill} ${indeterminateFill}` : fill}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
